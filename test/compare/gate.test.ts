// The comparison's part of the gate (guards, latency), on a comparison of real runs (approximately's booking demo).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareRuns } from "../../src/compare/compare.js";
import { compareGateReasons } from "../../src/compare/gate.js";
import { importText } from "../../src/trace/read.js";

const raw = JSON.parse(readFileSync("test/fixtures/data/peers/approximately/store/518cc4f9150d.json", "utf8")) as {
  success: boolean;
  id: string;
  steps: { tool: string | null; latency_ms: number; args: Record<string, unknown> }[];
};
const load = (v: unknown) => importText(JSON.stringify(v), "t.json").flatMap((i) => ("trace" in i ? [i.trace] : []));

function run(prSuccess: boolean, slow: number) {
  const base = [0, 1, 2].map((k) => ({ ...structuredClone(raw), id: `b${k}`, success: true }));
  const pr = [0, 1, 2].map((k) => {
    const t = { ...structuredClone(raw), id: `p${k}`, success: prSuccess };
    for (const s of t.steps) if (s.tool === "book_flight") s.latency_ms = Math.round(s.latency_ms * slow) + k;
    return t;
  });
  for (const t of base) for (const s of t.steps) if (s.tool === "book_flight") s.latency_ms += Number(t.id.slice(1));
  return compareRuns({ pr: load(pr), base: load(base), baseSource: "base" });
}

describe("compareGateReasons", () => {
  it("fails on a tool slower than max-latency-increase allows, and not below it or when off", () => {
    const c = run(true, 3);
    expect(compareGateReasons(c.latency, 2, [])).toEqual([expect.stringMatching(/^book_flight is 3\.0× slower than on the base run/)]);
    expect(compareGateReasons(c.latency, 4, [])).toEqual([]);
    expect(compareGateReasons(c.latency, 0, [])).toEqual([]);
  });

  it("names a tripped guard", () => {
    expect(compareGateReasons(run(true, 1).latency, 0, [{ id: "sig-0123456789ab", note: "loop" }])).toEqual(["regression guard sig-0123456789ab tripped: a pinned failure is back (loop)"]);
  });
});
