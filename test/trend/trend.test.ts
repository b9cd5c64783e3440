import { describe, expect, it } from "vitest";
import { analyzeTrend, trendFromDigests } from "../../src/trend/trend.js";
import { evaluateGate } from "../../src/gate/gate.js";
import { gateContextFrom } from "../../src/trend/gate-inputs.js";
import { digestAt, runResult, traceResult } from "../support/builders.js";
import { renderTrendMarkdown } from "../../src/trend/markdown.js";

// Deterministic noise: a fixed pseudo-random walk so the test does not flake.
function noise(n: number, seed = 7): number[] {
  let s = seed;
  return Array.from({ length: n }, () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31 - 0.5;
  });
}

describe("trend verdicts", () => {
  it("a rising failure rate is worsening", () => {
    const ys = noise(20).map((e, i) => 0.1 + 0.02 * i + 0.03 * e);
    const t = analyzeTrend(ys);
    expect(t.verdict).toBe("worsening");
    expect(t.slope!).toBeGreaterThan(0.01);
    expect(t.mannKendall!.p).toBeLessThan(0.05);
  });

  it("a falling failure rate is improving", () => {
    const ys = noise(20, 3).map((e, i) => 0.6 - 0.02 * i + 0.03 * e);
    expect(analyzeTrend(ys).verdict).toBe("improving");
  });

  it("a flat noisy series is stable", () => {
    const ys = noise(30, 11).map((e) => 0.3 + 0.15 * e);
    const t = analyzeTrend(ys);
    expect(t.verdict).toBe("stable");
    expect(t.points).toBe(30);
  });

  it("a significant but tiny drift stays stable (below the size threshold)", () => {
    const ys = Array.from({ length: 30 }, (_, i) => 0.2 + 0.0005 * i);
    const t = analyzeTrend(ys);
    expect(t.mannKendall!.p).toBeLessThan(0.05);
    expect(t.verdict).toBe("stable");
  });

  it("two points are not enough data", () => {
    const t = analyzeTrend([0.1, 0.9]);
    expect(t.verdict).toBe("not-enough-data");
    expect(t.slope).toBeNull();
    expect(t.sparkline).toBe("▁█");
  });
});

describe("trend from digests", () => {
  it("orders by time, dedupes runs and trends modes and agents", () => {
    const digests = Array.from({ length: 8 }, (_, i) => digestAt(i, i + 1, 10));
    // Shuffle and duplicate one run (a re-run of the same run id).
    const input = [digests[5]!, ...digests.slice(0, 5), digests[7]!, digests[6]!, digests[2]!];
    const r = trendFromDigests(input);
    expect(r.overall.points).toBe(8);
    expect(r.overall.values).toEqual(digests.map((d) => d.failureRate));
    expect(r.overall.verdict).toBe("worsening");
    expect(r.agents.planner?.points).toBe(8);
    const md = renderTrendMarkdown(r, ["1 earlier run had no digest"]);
    expect(md).toContain("**worsening**");
    expect(md).toContain(r.overall.sparkline);
    // Through the real gate: fail-on-worsening fails on this trend, and only when asked.
    const settings = { failOn: "none" as const, failOnBlame: 0, maxFailureRate: 1, maxFailureRateIncrease: 1, failOnWorsening: true, integrity: "off" as const };
    const run = runResult([traceResult({ id: "x" })]);
    expect(evaluateGate(settings, run, gateContextFrom(r.overall, null)).status).toBe("fail");
    expect(evaluateGate({ ...settings, failOnWorsening: false }, run, gateContextFrom(r.overall, null)).status).toBe("pass");
    expect(gateContextFrom(analyzeTrend([0.1, 0.2]), null)).toEqual({ trend: { verdict: "insufficient" } });
  });
});
