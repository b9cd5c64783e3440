import { describe, expect, it } from "vitest";
import { evaluateGate } from "../../src/gate/gate.js";
import { withGate } from "../../src/render/digest.js";
import { analyzeTrendAndBase } from "../../src/run/trend-and-base.js";
import { pickBaseDigest } from "../../src/trend/compare.js";
import { runAlert } from "../../src/webhook/send-alert.js";
import { digestAt, runResult, traceResult } from "../support/builders.js";

const settings = { failOn: "none" as const, failOnBlame: 0, maxFailureRate: 1, maxFailureRateIncrease: 0.1, failOnWorsening: false, integrity: "off" as const };

describe("analyzeTrendAndBase", () => {
  it("a PR that doubles the failure rate: comparison heads the comment and the gate fails on the increase", () => {
    const history = Array.from({ length: 12 }, (_, i) => digestAt(i, 4 + (i % 3), 40)); // flat ~12%
    const prDigest = digestAt(20, 24, 40, { ref: "refs/pull/7/merge" });
    const base = pickBaseDigest(
      history.map((digest) => ({ digest })),
      history[11]!.commit,
    );
    const a = analyzeTrendAndBase({ digest: prDigest, history, base, includeInSeries: false, notes: ["2 of 14 earlier runs had no readable digest"] });
    expect(a.trend.overall.verdict).toBe("stable");
    expect(a.trend.overall.points).toBe(12);
    expect(a.comparison!.significant).toBe(true);
    expect(a.markdown.comparison).toMatch(/^### This PR against its base/);
    expect(a.markdown.trend).toContain("2 of 14 earlier runs");
    expect(a.digest.trend).toMatchObject({ verdict: "stable", points: 12 });
    expect(a.previous).toBe(history[11]);
    const run = runResult([traceResult({ id: "t" })]);
    const gate = evaluateGate(settings, run, a.gateContext);
    expect(gate.status).toBe("fail");
    expect(gate.reasons.join()).toMatch(/against the base/);
  });

  it("says when the base digest is not the base commit's own", () => {
    const history = Array.from({ length: 3 }, (_, i) => digestAt(i, 1, 10));
    const base = pickBaseDigest(
      history.map((digest) => ({ digest })),
      "0".repeat(40),
      { fallbackToLatest: true },
    );
    const a = analyzeTrendAndBase({ digest: digestAt(9, 1, 10), history, base });
    expect(a.markdown.comparison).toContain("compared with the newest run on the base branch");
    expect(a.trend.overall.verdict).toBe("not-enough-data");
  });

  it("quiet alerting across runs: one alert when it turns bad, none while it stays bad, one on recovery", async () => {
    const sent: string[] = [];
    const fetchStub: typeof fetch = async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)).type);
      return new Response(null, { status: 204 });
    };
    let history: ReturnType<typeof digestAt>[] = [];
    // Failure counts per run: healthy, then a failing stretch, then healthy again.
    const failed = [0, 0, 9, 9, 9, 0, 0];
    for (const [i, f] of failed.entries()) {
      const a = analyzeTrendAndBase({ digest: digestAt(i, f, 10), history });
      const gate = evaluateGate({ ...settings, failOn: "any" }, runResult([traceResult({ id: "t", success: f === 0 })]), a.gateContext);
      const digest = withGate(a.digest, gate);
      await runAlert({ url: "http://127.0.0.1:1/", secret: "s", digest, previous: a.previous, trend: a.trend.overall }, { fetch: fetchStub });
      history = [...history, digest];
    }
    expect(sent).toEqual(["blamegate.alert.triggered", "blamegate.alert.recovered"]);
  });
});
