// Agent, tool and step names are trace text: `__proto__`, `constructor` or `toString` are names
// like any other. Counted into plain objects they were dropped from the digest, and
// `agents["__proto__"].traces++` counted into Object.prototype itself (NaN everywhere after).
import { afterEach, describe, expect, it } from "vitest";
import { buildDigest, mergeDigests } from "../../src/render/digest.js";
import { compareToBase } from "../../src/trend/compare.js";
import { trendFromDigests } from "../../src/trend/trend.js";
import { runResult, traceResult, verdict } from "../support/builders.js";

const NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
const ctx = { time: "2026-01-01T00:00:00Z", commit: "a".repeat(40), ref: "refs/heads/main", workflow: "evals", repository: "o/r" };

function run() {
  return runResult(
    NAMES.map((name, i) =>
      traceResult({
        id: `t${i}`,
        success: false,
        agents: [name, "planner"],
        verdict: verdict({ agent: name }),
        errors: [{ step: 1, kind: "tool_call", name, message: "boom" }],
        blame: [{ step: 1, kind: "tool_call", name, score: 0.25, blame: 0.5, reasons: [] }],
      }),
    ),
  );
}

const polluted = () => Object.keys(Object.prototype).concat(["traces", "failed", "blamed", "calls", "errors", "n", "sum"].filter((k) => k in {}));

afterEach(() => {
  expect(polluted()).toEqual([]);
});

describe("names that are Object.prototype's", () => {
  it("are counted in the digest as any name, and nothing is written into Object.prototype", () => {
    const d = buildDigest(run(), ctx);
    for (const name of NAMES) {
      expect(Object.prototype.hasOwnProperty.call(d.agents, name), name).toBe(true);
      expect(d.agents[name], name).toEqual({ traces: 1, failed: 1, blamed: 1 });
      expect(Object.prototype.hasOwnProperty.call(d.tools, name), name).toBe(true);
      expect(d.tools[name], name).toEqual({ calls: 1, errors: 1 });
      expect(d.steps[name], name).toEqual({ n: 1, mean: 0.25 });
    }
    expect(d.agents["planner"]).toEqual({ traces: 5, failed: 5, blamed: 0 });
    const text = JSON.stringify(d);
    expect(text).not.toContain("null");
    expect(JSON.parse(text).agents).toHaveProperty(["constructor"]);
  });

  it("merge, compare and trend keep them, with no NaN", () => {
    const d = buildDigest(run(), ctx);
    const merged = mergeDigests([d, d]);
    for (const name of NAMES) {
      expect(merged.agents[name], name).toEqual({ traces: 2, failed: 2, blamed: 2 });
      expect(merged.tools[name], name).toEqual({ calls: 2, errors: 2 });
      expect(merged.steps[name], name).toEqual({ n: 2, mean: 0.25 });
    }
    // A base with none of these steps: nothing to compare, not a NaN delta.
    const other = buildDigest(runResult([traceResult({ id: "x", success: true, blame: [{ step: 1, kind: "llm", name: "answer", score: 1, blame: 0, reasons: [] }] })]), ctx);
    expect(compareToBase(other, d).steps).toEqual([]);
    const steps = compareToBase(d, d).steps;
    expect(steps.map((s) => s.name).sort()).toEqual([...NAMES].sort());
    expect(steps.every((s) => s.delta === 0)).toBe(true);
    const trend = trendFromDigests(
      [0, 1, 2, 3, 4, 5].map((i) => ({ ...d, time: `2026-01-0${i + 1}T00:00:00Z`, runId: i })),
      { minPoints: 3 },
    );
    for (const name of NAMES) expect(Object.prototype.hasOwnProperty.call(trend.agents, name), name).toBe(true);
    expect(JSON.stringify(trend)).not.toContain("NaN");
  });
});
