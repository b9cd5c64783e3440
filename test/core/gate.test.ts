import { describe, expect, it } from "vitest";
import { evaluateGate, type GateSettings } from "../../src/gate/gate.js";
import { type RunResult, type TraceResult, traceList } from "../../src/results/model.js";
import { summarize } from "../../src/results/summary.js";

function trace(id: string, success: boolean | null, mode?: "FM-1.3" | "FM-3.2", maxBlame = 0): TraceResult {
  return {
    id,
    file: `${id}.json`,
    format: "native",
    task: "t",
    success,
    steps: 3,
    agents: [],
    errors: [],
    maxBlame,
    ...(mode ? { verdict: { mode, step: 1, agent: "a", confidence: 0.8, evidence: [], runnerUps: [], source: "rules" as const } } : {}),
  };
}

function run(traces: TraceResult[]): RunResult {
  return { summary: summarize(traces, traces.length, 0), traces: traceList(traces), skipped: [] };
}

const base: GateSettings = {
  failOn: "none",
  failOnBlame: 0,
  maxFailureRate: 1,
  maxFailureRateIncrease: 1,
  failOnWorsening: false,
  integrity: "warn",
};

describe("gate", () => {
  const mixed = run([trace("a", true), trace("b", false, "FM-1.3"), trace("c", false, "FM-3.2", 0.9)]);

  it("passes when nothing is asked", () => {
    expect(evaluateGate(base, mixed)).toEqual({ status: "pass", reasons: [] });
  });

  it("fails on any failed trace with fail-on: any", () => {
    const g = evaluateGate({ ...base, failOn: "any" }, mixed);
    expect(g.status).toBe("fail");
    expect(g.reasons[0]).toContain("2 of 3 traces failed");
  });

  it("fails only on the listed modes", () => {
    expect(evaluateGate({ ...base, failOn: ["FM-2.6"] }, mixed).status).toBe("pass");
    const g = evaluateGate({ ...base, failOn: ["FM-3.2"] }, mixed);
    expect(g.reasons).toEqual(["1 trace failed with FM-3.2 (fail-on)"]);
  });

  it("fails on blame, failure rate, significant increase and worsening trend", () => {
    expect(evaluateGate({ ...base, failOnBlame: 0.5 }, mixed).reasons[0]).toContain("fail-on-blame");
    expect(evaluateGate({ ...base, maxFailureRate: 0.5 }, mixed).reasons[0]).toContain("66.7%");
    const cmp = { rateChange: 0.4, pValue: 0.01, significant: true };
    expect(evaluateGate({ ...base, maxFailureRateIncrease: 0.1 }, mixed, { comparison: cmp }).status).toBe("fail");
    expect(evaluateGate({ ...base, maxFailureRateIncrease: 0.1 }, mixed, { comparison: { ...cmp, significant: false } }).status).toBe("pass");
    expect(evaluateGate({ ...base, failOnWorsening: true }, mixed, { trend: { verdict: "worsening" } }).status).toBe("fail");
    expect(evaluateGate({ ...base, failOnWorsening: true }, mixed, { trend: { verdict: "stable" } }).status).toBe("pass");
  });

  it("requires intact chains when integrity is require", () => {
    const t = [{ ...trace("a", true), integrity: { verdict: "tampered" as const, step: 2, algorithm: "sha256-chain-v1" } }];
    expect(evaluateGate({ ...base, integrity: "require" }, run(t)).reasons[0]).toContain("not intact");
    expect(evaluateGate({ ...base, integrity: "warn" }, run(t)).status).toBe("pass");
  });
});
