import { describe, expect, it } from "vitest";
import { buildDigest, DigestSchema, mergeDigests, withGate } from "../../src/render/digest.js";
import { compareToBase, pickBaseDigest } from "../../src/trend/compare.js";
import { renderComparisonMarkdown } from "../../src/trend/markdown.js";
import { parseHistory } from "../../src/trend/history-file.js";
import { digestAt, runResult, traceResult, verdict } from "../support/builders.js";

const ctx = { time: "2026-01-01T00:00:00Z", commit: "a".repeat(40), ref: "refs/heads/main", workflow: "evals", repository: "o/r" };

function sample() {
  return runResult(
    [
      traceResult({
        id: "a",
        success: false,
        agents: ["planner", "coder"],
        verdict: verdict({ agent: "coder" }),
        errors: [{ step: 2, kind: "tool_call", name: "search", message: "timeout" }],
        blame: [
          { step: 1, kind: "tool_call", name: "search", score: 0.2, blame: 0.5, reasons: [] },
          { step: 2, kind: "llm", name: "answer", score: 0.6, blame: 0.1, reasons: [] },
        ],
        integrity: { verdict: "tampered", step: 2, algorithm: "sha256" },
      }),
      traceResult({
        id: "b",
        success: true,
        agents: ["planner"],
        blame: [{ step: 1, kind: "tool_call", name: "search", score: 1, blame: 0, reasons: [] }],
      }),
      traceResult({ id: "c", success: false, agents: ["planner"], verdict: verdict({ mode: null, agent: "planner" }) }),
      traceResult({ id: "d", success: null }),
    ],
    { skipped: 1 },
  );
}

describe("digest", () => {
  it("tallies modes, agents, tools, integrity and step scores", () => {
    const d = buildDigest(sample(), ctx);
    expect(DigestSchema.parse(d)).toEqual(d);
    expect(d.counts).toEqual({ files: 5, traces: 4, passed: 1, failed: 2, unknown: 1, skipped: 1 });
    expect(d.failureRate).toBeCloseTo(2 / 3);
    expect(d.modes).toEqual({ "FM-1.3": 1 });
    expect(d.unattributed).toBe(1);
    expect(d.agents.coder).toEqual({ traces: 1, failed: 1, blamed: 1 });
    expect(d.agents.planner).toEqual({ traces: 3, failed: 2, blamed: 1 });
    expect(d.tools.search).toEqual({ calls: 2, errors: 1 });
    expect(d.integrity).toEqual({ tampered: 1, unchecked: 3 });
    expect(d.steps.search).toEqual({ n: 2, mean: 0.6 });
  });

  it("merging shards equals building from all traces at once", () => {
    const all = sample();
    const shardA = runResult([...all.traces].slice(0, 2), { skipped: 1 });
    const shardB = runResult([...all.traces].slice(2));
    const merged = mergeDigests([withGate(buildDigest(shardA, ctx), { status: "pass", reasons: [] }), withGate(buildDigest(shardB, { ...ctx, time: "2026-01-01T00:05:00Z" }), { status: "fail", reasons: ["x"] })]);
    const whole = buildDigest(all, ctx);
    expect(merged.counts).toEqual(whole.counts);
    expect(merged.modes).toEqual(whole.modes);
    expect(merged.agents).toEqual(whole.agents);
    expect(merged.tools).toEqual(whole.tools);
    expect(merged.integrity).toEqual(whole.integrity);
    expect(merged.steps.search!.mean).toBeCloseTo(whole.steps.search!.mean, 12);
    expect(merged.failureRate).toBeCloseTo(whole.failureRate!, 12);
    expect(merged.shards).toBe(2);
    expect(merged.time).toBe("2026-01-01T00:05:00Z");
    expect(merged.gate).toEqual({ status: "fail", reasons: ["x"] });
  });

  it("history JSONL skips broken lines with a note", () => {
    const text = [JSON.stringify(digestAt(0, 1, 10)), "{not json", JSON.stringify({ schema: "other" }), JSON.stringify(digestAt(1, 2, 10)), ""].join("\n");
    const h = parseHistory(text, "h.jsonl");
    expect(h.digests).toHaveLength(2);
    expect(h.skipped).toBe(2);
    expect(h.notes[0]).toContain("h.jsonl:2");
  });
});

describe("PR against base", () => {
  it("flags a significant rise, new and gone modes, and step score drops", () => {
    const base = { ...digestAt(0, 2, 40), modes: { "FM-3.2": 2 }, steps: { search: { n: 40, mean: 0.9 }, plan: { n: 40, mean: 0.7 } } };
    const head = { ...digestAt(1, 15, 40), modes: { "FM-1.3": 15 }, steps: { search: { n: 40, mean: 0.4 }, answer: { n: 1, mean: 1 } } };
    const c = compareToBase(base, head);
    expect(c.delta).toBeCloseTo(13 / 40);
    expect(c.p!).toBeLessThan(0.01);
    expect(c.significant).toBe(true);
    expect(c.newModes).toEqual(["FM-1.3"]);
    expect(c.goneModes).toEqual(["FM-3.2"]);
    expect(c.steps).toEqual([{ name: "search", base: 0.9, head: 0.4, delta: expect.closeTo(-0.5, 10) }]);
    const md = renderComparisonMarkdown(c);
    expect(md).toContain("worse than base");
    expect(md).toContain("FM-1.3");
  });

  it("calls a small difference noise", () => {
    const c = compareToBase(digestAt(0, 3, 20), digestAt(1, 4, 20));
    expect(c.significant).toBe(false);
    expect(c.p!).toBeGreaterThan(0.5);
    expect(renderComparisonMarkdown(c)).toContain("within noise");
  });

  it("picks the base digest at or before the base commit", () => {
    const h = [0, 1, 2, 3].map((i) => ({ digest: digestAt(i, 1, 10), commitTime: `2026-01-0${i + 1}T00:00:00Z` }));
    expect(pickBaseDigest(h, h[2]!.digest.commit)).toEqual({ digest: h[2]!.digest, match: "exact" });
    expect(pickBaseDigest(h, "f".repeat(40), { baseCommitTime: "2026-01-02T12:00:00Z" })).toEqual({ digest: h[1]!.digest, match: "before-base" });
    expect(pickBaseDigest(h, "f".repeat(40))).toBeNull();
    expect(pickBaseDigest(h, "f".repeat(40), { fallbackToLatest: true })).toEqual({ digest: h[3]!.digest, match: "latest" });
  });
});
