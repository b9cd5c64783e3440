// The text helpers every detector reads through were rewritten for speed (one walk without
// closures, memos of repeated key names, an early-exit token scan). What they return must not
// move: the earlier implementations are kept here as the behaviour to hold, and both run on every
// field of every real trace in test/fixtures/data and on hand-made hard cases.
import { beforeAll, describe, expect, it } from "vitest";
import { realTraces } from "../support/real-traces.js";
import { anyToken, anyTokenIn, boundedText, canonicalKey, sliceWhole, tokens } from "../../src/attribution/text.js";
import { isSecretKey } from "../../src/untrusted/redact.js";
import type { Trace } from "../../src/trace/model.js";

/** boundedText as it was: an array of parts, a seen-set from the start, values copied out first. */
function boundedTextBefore(value: unknown, max: number): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value.length > max ? sliceWhole(value, 0, max) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const parts: string[] = [];
  let budget = max;
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  let visits = 0;
  while (stack.length > 0 && budget > 0 && visits < 10_000) {
    visits++;
    const v = stack.pop();
    if (v === undefined || v === null) continue;
    if (typeof v === "string") {
      const s = v.slice(0, budget);
      parts.push(s);
      budget -= s.length + 1;
    } else if (typeof v === "number" || typeof v === "boolean") {
      const s = String(v);
      parts.push(s);
      budget -= s.length + 1;
    } else if (typeof v === "object") {
      if (seen.has(v)) continue;
      seen.add(v);
      const entries = Array.isArray(v)
        ? v
        : Object.keys(v).map((k) => (isSecretKey(k) && (v as Record<string, unknown>)[k] !== null && (v as Record<string, unknown>)[k] !== "" ? "[REDACTED:secret-pair]" : (v as Record<string, unknown>)[k]));
      for (let i = Math.min(entries.length, 1000) - 1; i >= 0; i--) stack.push(entries[i]);
    }
  }
  return parts.join(" ");
}

/** canonicalKey as it was: a closure, JSON.stringify for every scalar and key, Array.prototype.sort. */
function canonicalKeyBefore(value: unknown, max = 2000): string {
  let out = "";
  const walk = (v: unknown, depth: number): void => {
    if (out.length > max) return;
    if (depth > 8) {
      out += "…";
      return;
    }
    if (v === undefined) {
      out += "u";
      return;
    }
    if (v === null || typeof v !== "object") {
      out += JSON.stringify(v) ?? "u";
      return;
    }
    if (Array.isArray(v)) {
      out += "[";
      const n = Math.min(v.length, 200);
      for (let i = 0; i < n; i++) {
        if (i > 0) out += ",";
        if (i in v) walk(v[i], depth + 1);
      }
      out += "]";
      return;
    }
    const keys = Object.keys(v as Record<string, unknown>)
      .sort()
      .slice(0, 200);
    out += "{";
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) out += ",";
      const k = keys[i]!;
      out += JSON.stringify(k) + ":";
      walk((v as Record<string, unknown>)[k], depth + 1);
    }
    out += "}";
  };
  walk(value, 0);
  return out.length > max ? out.slice(0, max) : out;
}

/** Every value a step carries that the helpers are given: inputs, outputs, call arguments, the raw record. */
function fieldsOf(traces: readonly Trace[]): unknown[] {
  const out: unknown[] = [];
  for (const t of traces) {
    out.push(t.task, t.meta);
    for (const s of t.steps) {
      out.push(s.input, s.output, s.thought, s.raw);
      for (const c of s.toolCalls ?? []) out.push(c.arguments);
    }
  }
  return out;
}

// Values that take every branch: escapes, lone and paired surrogates, non-finite numbers, holes,
// many and unsorted keys, deep nesting, cycles, secret-named keys, oversized arrays.
const cyclic: Record<string, unknown> = { a: 1, list: [] };
(cyclic["list"] as unknown[]).push(cyclic, { back: cyclic });
const HARD: unknown[] = [
  undefined,
  null,
  "",
  'quote " and backslash \\ and tab\t and newline\n',
  "control \u0001\u001f, line sep \u2028, del \u007f",
  "emoji 😀 pair, lone high \ud83d and lone low \ude00",
  0,
  -0,
  1e21,
  -1.5e-7,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  false,
  // biome-ignore lint/suspicious/noSparseArray: an array's holes are a case of their own
  [1, , 3],
  Array.from({ length: 1500 }, (_, i) => (i % 3 === 0 ? `w${i}` : i)),
  Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${(i * 7919) % 40}`, i])),
  { zeta: 1, Alpha: 2, alpha: 3, _x: 4, "10": 5, "9": 6, é: 7, "😀": 8, "": 9, 'a"b': 10 },
  { password: "hunter2", api_key: "", token: null, user: "root", nested: { db_password: "pw", ok: ["x", { secret: 5 }] } },
  { a: { b: { c: { d: { e: { f: { g: { h: { i: { j: { k: "deep" } } } } } } } } } } },
  cyclic,
  { fn: () => 1, sym: Symbol("s"), undef: undefined, date: new Date(0), when: [undefined, null] },
  { long: "x".repeat(5000), more: ["y".repeat(3000), "z".repeat(3000)] },
];

describe("text helpers hold their earlier output", () => {
  let fields: unknown[] = [];
  beforeAll(async () => {
    fields = fieldsOf(await realTraces());
  });

  /** The values (as JSON, cut short) on which `f` and `g` disagree, at most five. */
  function differences<T>(values: readonly T[], f: (v: T) => unknown, g: (v: T) => unknown): string[] {
    const out: string[] = [];
    for (const v of values) {
      if (f(v) === g(v)) continue;
      out.push(String(JSON.stringify(v) ?? v).slice(0, 200));
      if (out.length >= 5) break;
    }
    return out;
  }

  it("canonicalKey: the same key for every field of every real trace and every hard case", () => {
    const values = [...fields, ...HARD];
    expect(values.filter((v) => v !== null && typeof v === "object").length).toBeGreaterThan(5_000);
    for (const max of [2000, 200, 40])
      expect(
        differences(
          values,
          (v) => canonicalKey(v, max),
          (v) => canonicalKeyBefore(v, max),
        ),
      ).toEqual([]);
  });

  it("boundedText: the same text for every field of every real trace and every hard case", () => {
    const values = [...fields, ...HARD];
    for (const max of [4000, 200, 30])
      expect(
        differences(
          values,
          (v) => boundedText(v, max),
          (v) => boundedTextBefore(v, max),
        ),
      ).toEqual([]);
  });

  it("anyToken is tokens(…).some(…) on every text of every real trace", () => {
    const texts = fields.map((v) => boundedText(v, 4000)).filter((t) => t.length > 0);
    const tests: ((t: string) => boolean)[] = [(t) => t.length > 9, (t) => t === "the" || t === "order", () => false];
    let hits = 0;
    for (const test of tests)
      for (const max of [0, 3, 200]) {
        expect(
          differences(
            texts,
            (t) => anyToken(t, max, test),
            (t) => tokens(t, max).some(test),
          ),
        ).toEqual([]);
        hits += texts.filter((t) => anyToken(t, max, test)).length;
      }
    expect(hits).toBeGreaterThan(1000);
  });

  it("every token is a piece of the lower-cased text (the locator skips splitting a step whose text lacks the task's words as pieces)", () => {
    const texts = [...fields.map((v) => boundedText(v, 4000)), "İstanbul ΣΑΣ Straße O'Neil's DON'T-stop x_y-z", "ǅemal ﬁle ẞ K"];
    expect(
      differences(
        texts,
        (t) => tokens(t, 2000).every((w) => t.toLowerCase().includes(w)),
        () => true,
      ),
    ).toEqual([]);
  });

  it("anyTokenIn is anyToken of the texts joined by spaces, across every cut of the token budget", () => {
    const texts = fields.map((v) => boundedText(v, 600)).filter((t) => t.length > 0);
    // Runs of one to four consecutive texts, as derailment passes a step's names, arguments and reasoning.
    const groups: string[][] = [];
    for (let i = 0; i + 4 <= texts.length; i += 4) groups.push(texts.slice(i, i + 1 + (i % 4)), ["", texts[i]!, "", texts[i + 1]!]);
    const tests: ((t: string) => boolean)[] = [(t) => t.length > 12, (t) => t === "the" || t === "order", () => false];
    let hits = 0;
    for (const test of tests)
      for (const max of [0, 1, 5, 40, 200]) {
        expect(
          differences(
            groups,
            (g) => anyTokenIn(g, max, test),
            (g) => anyToken(g.join(" "), max, test),
          ),
        ).toEqual([]);
        hits += groups.filter((g) => anyTokenIn(g, max, test)).length;
      }
    expect(hits).toBeGreaterThan(1000);
  });
});
