// Results made on the main thread are kept as the objects analyzeTrace made (Interner.adopt), where
// a worker's take a JSON round trip: the two must be the same results, and the kept ones must not
// hold on to the traces they were cut from.
import { readdirSync } from "node:fs";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { analyzeFile, type FileOptions } from "../../src/pipeline/one-file.js";
import { Interner, unpackTraces } from "../../src/pipeline/unpack.js";
import type { TraceResult } from "../../src/results/model.js";

const DATA = "test/fixtures/data";

/** Every trace file under the real data (test/fixtures/data) and the examples. */
function traceFiles(): string[] {
  const under = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((f) => path.join(dir, f));
  return [...under(DATA), ...under("examples/traces")].filter((f) => /\.(json|jsonl|db)$/.test(f)).sort();
}

/**
 * Where `value` is not what JSON.parse could have made: an object or array of another prototype,
 * an undefined, a number JSON would change (NaN, ±Infinity, -0), anything but string, boolean,
 * null, or an object met a second time (`seen` spans a file's results: nothing may be shared).
 */
function notJson(value: unknown, seen: Set<object>, at = "$"): string[] {
  if (value === null || typeof value === "string" || typeof value === "boolean") return [];
  if (typeof value === "number") return Number.isFinite(value) && !Object.is(value, -0) ? [] : [`${at}: ${String(value)}`];
  if (typeof value !== "object") return [`${at}: a ${typeof value}`];
  if (seen.has(value)) return [`${at}: shared with another place`];
  seen.add(value);
  if (Array.isArray(value)) {
    if (Object.getPrototypeOf(value) !== Array.prototype) return [`${at}: not a plain array`];
    return Array.from({ length: value.length }, (_, i) => notJson(value[i], seen, `${at}[${i}]`)).flat();
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return [`${at}: not a plain object`];
  return Reflect.ownKeys(value).flatMap((k) => (typeof k === "symbol" ? [`${at}: a symbol key`] : notJson((value as Record<string, unknown>)[k], seen, `${at}.${k}`)));
}

describe("results kept as objects on the main thread", () => {
  const variants: [string, FileOptions][] = [
    ["default options", { format: "auto", integrity: "warn" }],
    ["--explain, integrity off", { format: "auto", integrity: "off", explain: true }],
  ];
  for (const [name, options] of variants) {
    it(`are the results a JSON round trip makes, kept as made, over every real trace (${name})`, async () => {
      const files = traceFiles();
      expect(files.length).toBeGreaterThan(300);
      let results = 0;
      for (const file of files) {
        const interner = new Interner();
        let roundTrips = 0;
        const keep = (r: TraceResult) => {
          const kept = interner.adopt(r);
          if (kept !== r) roundTrips++;
          return kept;
        };
        const kept = await analyzeFile(file, options, undefined, undefined, keep);
        const packed = await analyzeFile(file, options);
        expect(kept.traces).toBe("");
        const parsed = unpackTraces(packed, new Interner());
        // toStrictEqual tells an undefined-valued key from a missing one, and a class from a plain object.
        expect(kept.kept, file).toStrictEqual(parsed);
        expect(JSON.stringify(kept.kept), file).toBe(JSON.stringify(parsed));
        expect(notJson(kept.kept, new Set()), file).toEqual([]);
        expect(kept.skipped).toEqual(packed.skipped);
        expect(kept.tally).toEqual(packed.tally);
        // The fast path is the one taken: none of the real results needed the round trip.
        expect(roundTrips, file).toBe(0);
        results += kept.kept!.length;
      }
      expect(results).toBeGreaterThan(300);
    });
  }

  it("takes the JSON round trip for a result holding what JSON would change", () => {
    const base = { id: "t", file: "f.json", format: "native", task: "", success: false, steps: 1, agents: [], errors: [] };
    const odd: Record<string, unknown>[] = [
      { ...base, untrusted: undefined },
      { ...base, steps: Number.NaN },
      { ...base, steps: -0 },
      { ...base, agents: [Number.POSITIVE_INFINITY] },
      { ...base, errors: [new Date(0)] },
      { ...base, agents: new Array(2) },
      { ...base, explanation: [() => 1] },
    ];
    for (const value of odd) {
      const json = JSON.parse(JSON.stringify(value)) as unknown;
      const kept = new Interner().adopt(value as TraceResult);
      expect(kept).not.toBe(value);
      expect(kept).toStrictEqual(json);
    }
    const plain = { ...base, agents: ["a"], line: 3 };
    expect(new Interner().adopt(plain as TraceResult)).toBe(plain);
  });

  it("keeps a quote's characters, not the step text it was cut from", () => {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const interner = new Interner();
    const kept: TraceResult[] = [];
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 64; i++) {
      // A megabyte step text of its own, flat, and quotes cut from it (one longer than the interned ones).
      const step = `${i} ${"an agent's long tool output ".repeat(40_000)}`.split(" ").join("_");
      const quote = step.slice(1000, 1040);
      const long = step.slice(2000, 2300);
      const clipped = `${step.slice(3000, 3100)}… [9 more characters]`;
      const r = { id: `t${i}`, file: "f.json", format: "native", task: clipped, success: false, steps: 1, agents: [quote], errors: [{ step: 0, kind: "tool", message: long }] };
      kept.push(interner.adopt(r as TraceResult));
    }
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // 64 step texts of a megabyte each: kept alive, they would be 64 MB.
    expect(grown).toBeLessThan(8 * 1024 * 1024);
    for (const r of kept) {
      expect(r.agents[0]).toHaveLength(40);
      expect(r.errors[0]!.message).toHaveLength(300);
      expect(r.task).toMatch(/^[^ ]{100}… \[9 more characters\]$/);
    }
  });
});
