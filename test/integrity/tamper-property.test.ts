// Sign a random trace, change one thing, and the verdict must name the first altered step.
// Steps: change/add/delete any field of any step, delete/insert/swap steps. Trace fields
// (id, task, success, final_output, model, created_at, meta): always step 0 (the header).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseKey } from "../../src/integrity/keys.js";
import { fromPlain, toPlain, type LJ, type LJObject } from "../../src/json/lossless.js";
import { pyCanonical, pyIndented } from "../../src/json/python.js";
import { signNative } from "../../src/integrity/sign.js";
import { verifyTrace } from "../../src/integrity/verify.js";
import type { Trace } from "../../src/trace/model.js";
import { trace as build } from "../support/builders.js";
import { nativeTrace } from "./helpers.js";

const KEY = parseKey("property-key");
// Mostly ASCII like real traces, sometimes any Unicode (escaping is covered either way).
const text = (maxLength: number) => fc.oneof({ arbitrary: fc.string({ maxLength }), weight: 4 }, { arbitrary: fc.string({ unit: "binary", maxLength }), weight: 1 });
const scalar = fc.oneof(text(8), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 4 }), scalar, { maxKeys: 3 }));
const step = fc.record({
  kind: fc.constantFrom("plan", "tool_call", "observation", "response", "error", "message"),
  tool: fc.option(fc.string({ maxLength: 8 })),
  args: fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 3 }),
  result: text(16),
  tokens: fc.nat(),
  latency_ms: fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e6, noNaN: true })),
  meta: fc.dictionary(fc.string({ maxLength: 5 }), scalar, { maxKeys: 2 }),
});
const trace = fc.record({
  id: fc.string({ minLength: 1, maxLength: 12 }),
  task: text(20),
  created_at: fc.double({ min: 1e9, max: 2e9, noNaN: true }),
  model: fc.string({ maxLength: 10 }),
  success: fc.option(fc.boolean()),
  final_output: text(20),
  meta: fc.dictionary(fc.constantFrom("step_limit", "agents", "x", "role_tools"), value, { maxKeys: 2 }),
  steps: fc.array(step, { minLength: 1, maxLength: 10 }),
});

const HEADER_FIELDS = ["id", "task", "success", "final_output", "model", "created_at", "meta"] as const;

/** A different value: a fresh one, or the old one wrapped when they print the same. */
function differentFrom(old: LJ | undefined, fresh: LJ): LJ {
  return old !== undefined && pyCanonical(old) === pyCanonical(fresh) ? [fresh] : fresh;
}

type Mutation =
  | { kind: "step-field"; at: number; field: number; fresh: unknown; remove: boolean }
  | { kind: "header"; field: (typeof HEADER_FIELDS)[number]; fresh: unknown }
  | { kind: "delete"; at: number }
  | { kind: "insert"; at: number; step: unknown }
  | { kind: "swap"; a: number; b: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant("step-field" as const), at: fc.nat(), field: fc.nat(), fresh: value, remove: fc.boolean() }),
  fc.record({ kind: fc.constant("header" as const), field: fc.constantFrom(...HEADER_FIELDS), fresh: value }),
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), step }),
  fc.record({ kind: fc.constant("swap" as const), a: fc.nat(), b: fc.nat() }),
);

/** Applies a mutation; returns the changed tree and the step the verdict must name (null: no change). */
function mutate(tree: LJObject, m: Mutation, before: readonly string[]): { tree: LJObject; expected: number | null } {
  const out: LJObject = new Map(tree);
  const steps = [...(tree.get("steps") as LJObject[])];
  if (m.kind === "header") {
    if (m.field === "meta") {
      const meta: LJObject = new Map(tree.get("meta") as LJObject);
      meta.set("x", differentFrom(meta.get("x"), fromPlain(m.fresh)));
      out.set("meta", meta);
    } else out.set(m.field, differentFrom(tree.get(m.field), fromPlain(m.fresh)));
    return { tree: out, expected: 0 };
  }
  const n = steps.length;
  if (m.kind === "step-field") {
    const at = m.at % n;
    const s: LJObject = new Map(steps[at] as LJObject);
    const keys = [...s.keys()];
    const key = keys[m.field % keys.length] as string;
    if (m.remove) s.delete(key);
    else s.set(key, differentFrom(s.get(key), fromPlain(m.fresh)));
    steps[at] = s;
  } else if (m.kind === "delete") steps.splice(m.at % n, 1);
  else if (m.kind === "insert") steps.splice(m.at % (n + 1), 0, fromPlain(m.step) as LJObject);
  else {
    const a = m.a % n;
    const b = m.b % n;
    [steps[a], steps[b]] = [steps[b] as LJObject, steps[a] as LJObject];
  }
  out.set("steps", steps);
  // The first position whose content differs is the first altered step.
  const after = steps.map(pyCanonical);
  let expected: number | null = null;
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    if (before[i] !== after[i]) {
      expected = i;
      break;
    }
  }
  return { tree: out, expected };
}

/**
 * The trace as verify receives it. Unkeyed runs give only the text (the scanner's path); keyed
 * runs also give the parsed object, as importers do (the JSON.parse fast path when it applies).
 */
function asImported(tree: LJObject, withParsed: boolean): Trace {
  const text = pyIndented(tree);
  if (withParsed) return nativeTrace(text);
  const integrity = toPlain(((tree.get("meta") as LJObject).get("integrity") ?? null) as LJ);
  return build([], { task: "", success: null, origin: { file: "mem", format: "native" }, integrity, sourceText: text });
}

// Each run signs one random trace and then makes MUTATIONS independent single changes to it,
// each checked on its own: 2 chain kinds × 500 runs × 10 mutations = 10,000 cases.
const RUNS = 500;
const MUTATIONS = 10;

describe("tamper localisation (property)", () => {
  for (const keyed of [false, true]) {
    it(`${keyed ? "keyed" : "unkeyed"}: every change is caught at the first altered step (${RUNS * MUTATIONS} cases)`, () => {
      const opts = keyed ? { key: KEY } : {};
      let cases = 0;
      fc.assert(
        fc.property(trace, fc.array(mutation, { minLength: MUTATIONS, maxLength: MUTATIONS }), (plain, ms) => {
          const signed = signNative(fromPlain(plain) as LJObject, opts);
          const intact = verifyTrace(asImported(signed, keyed), opts);
          expect(intact.verdict).toBe("intact");
          const before = (signed.get("steps") as LJObject[]).map(pyCanonical);
          for (const m of ms) {
            const { tree, expected } = mutate(signed, m, before);
            const r = verifyTrace(asImported(tree, keyed), opts);
            if (expected === null) {
              expect(r.verdict).toBe("intact");
            } else {
              expect(r.verdict).toBe("tampered");
              expect(r.step).toBe(expected);
            }
            cases++;
          }
        }),
        { numRuns: RUNS },
      );
      expect(cases).toBeGreaterThanOrEqual(RUNS * MUTATIONS);
    });
  }
});
