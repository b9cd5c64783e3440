// The gate fails closed on input that is not all there (issue 13 §1, issue 14 #5): nothing read,
// a pattern matching nothing, a trace cut short, a refused artifact; and a trace whose outcome is
// unknown is gated alike by every fail-on value, with the summary and the reasons agreeing.
import { describe, expect, it } from "vitest";
import { evaluateGate, type GateSettings } from "../../src/gate/gate.js";
import { judgeInputs, quoteInput } from "../../src/gate/inputs.js";
import type { RunResult, TraceResult } from "../../src/results/model.js";
import type { Skipped } from "../../src/trace/model.js";
import { renderMarkdownReport } from "../../src/render/markdown.js";
import { textFooter } from "../../src/render/text.js";
import { runResult, traceResult, verdict } from "../support/builders.js";

const trace = (id: string, success: boolean | null, mode?: "FM-1.3") => traceResult({ id, file: `${id}.json`, task: "t", success, ...(mode ? { verdict: verdict({ mode, agent: "a" }) } : {}) });

const run = (traces: TraceResult[], skipped: Skipped[] = [], extra: Partial<RunResult> = {}, files = traces.length) => runResult(traces, { skipped, files, ...extra });

const none: GateSettings = { failOn: "none", failOnBlame: 0, maxFailureRate: 1, maxFailureRateIncrease: 1, failOnWorsening: false, integrity: "warn" };
const noMatch: Skipped = { file: "traces/**/*.json", reason: "no file matches this pattern", kind: "missing" };
const cut: Skipped = { file: "traces/failing.json", reason: "not JSON: Unexpected end of JSON input" };

describe("a run that read nothing", () => {
  it("fails by default, naming what was looked for and why nothing came", () => {
    const g = evaluateGate(none, run([], [noMatch], { lookedFor: ["traces/**/*.json"] }));
    expect(g.status).toBe("fail");
    expect(g.reasons).toEqual(["no traces were read: traces/**/*.json: no file matches this pattern (if-no-traces: error)"]);
  });

  it("passes with a warning under warn, and silently under ignore", () => {
    const r = run([], [noMatch]);
    const warned = evaluateGate({ ...none, inputs: { ifNoTraces: "warn", ifUnreadable: "error" } }, r);
    expect(warned.status).toBe("pass");
    expect(warned.warnings?.[0]).toMatch(/^no traces were read: .*no file matches/);
    expect(evaluateGate({ ...none, inputs: { ifNoTraces: "ignore", ifUnreadable: "error" } }, r)).toEqual({ status: "pass", reasons: [] });
  });

  it("says when every file was skipped, and when the files held no trace", () => {
    const all = evaluateGate(none, run([], [cut, { file: "b.json", reason: "empty file" }], {}, 2));
    expect(all.reasons[0]).toContain("2 inputs could not be read: traces/failing.json: not JSON");
    expect(all.reasons[0]).toContain("b.json: empty file");
    expect(evaluateGate(none, run([], [], { lookedFor: ["traces", "more"] }, 3)).reasons[0]).toBe("no traces were read from traces, more: 3 files held no traces (if-no-traces: error)");
  });

  it("names the artifacts that exist when the one asked for is not there", () => {
    const missing: Skipped = { file: "artifact 'agnet-traces' of run 7", reason: 'no artifact matching "agnet-traces" in run 7 of o/r (artifacts there: agent-traces, coverage)', kind: "missing" };
    expect(evaluateGate(none, run([], [missing])).reasons[0]).toContain("artifacts there: agent-traces, coverage");
  });

  it("lets the stricter setting decide when nothing was read and some input was unreadable", () => {
    const g = evaluateGate({ ...none, inputs: { ifNoTraces: "ignore", ifUnreadable: "error" } }, run([], [cut], {}, 1));
    expect(g.status).toBe("fail");
    expect(g.reasons[0]).toMatch(/\(if-unreadable: error\)$/);
  });

  it("passes a matrix job whose share of the files is empty (the merge judges the whole)", () => {
    expect(evaluateGate(none, run([], [], { shard: { index: 2, count: 4 } }, 0)).status).toBe("pass");
    // A shard whose patterns matched nothing at all still fails.
    expect(evaluateGate(none, run([], [noMatch], { shard: { index: 2, count: 4 } }, 0)).status).toBe("fail");
  });
});

describe("a run that could not read all of its input", () => {
  const passed = [trace("a", true)];

  it("fails by default on a trace cut short, even with fail-on: none", () => {
    const g = evaluateGate(none, run(passed, [cut]));
    expect(g.status).toBe("fail");
    expect(g.reasons[0]).toBe("1 input could not be read, and a trace in it may have failed: traces/failing.json: not JSON: Unexpected end of JSON input (if-unreadable: error)");
  });

  it("warns or ignores as asked; a pattern that matched nothing is not unreadable input", () => {
    expect(evaluateGate({ ...none, inputs: { ifNoTraces: "error", ifUnreadable: "warn" } }, run(passed, [cut])).warnings).toHaveLength(1);
    expect(evaluateGate({ ...none, inputs: { ifNoTraces: "error", ifUnreadable: "ignore" } }, run(passed, [cut])).status).toBe("pass");
    expect(evaluateGate(none, run(passed, [noMatch]))).toEqual({ status: "pass", reasons: [] });
  });

  it("names three inputs and counts the rest; quoted input is redacted and kept on one line", () => {
    const many: Skipped[] = Array.from({ length: 5 }, (_, i) => ({ file: `f${i}.json`, reason: "empty file" }));
    expect(judgeInputs(run(passed, many)).errors[0]).toContain("f2.json: empty file; and 2 more");
    const nasty: Skipped = { file: "x.json\n::error::forged", reason: "Unexpected token 'a', \"api_key=sk-proj-abcdefghijklmnopqrstuvwx\" is not valid JSON" };
    const reason = judgeInputs(run(passed, [nasty])).errors[0]!;
    expect(reason).not.toContain("\n");
    expect(reason).toContain("x.json\\u000a::error::forged");
    expect(reason).not.toContain("abcdefghijklmnopqrstuvwx");
  });
});

describe("a trace whose outcome is unknown", () => {
  const r = run([trace("u", null, "FM-1.3"), trace("p", true)]);

  it("is gated alike by every fail-on value (not at all), and the summary agrees with the reasons", () => {
    for (const failOn of ["any", "none", ["FM-1.3"]] as GateSettings["failOn"][]) {
      const g = evaluateGate({ ...none, failOn }, r);
      expect(g, JSON.stringify(failOn)).toEqual({ status: "pass", reasons: [] });
    }
    expect(r.summary).toMatchObject({ failed: 0, unknown: 1, passed: 1 });
  });
});

describe("what was not read, in the reports", () => {
  it("lists skipped inputs with their reasons in the comment, the first 20 and a count of the rest", () => {
    const skipped: Skipped[] = Array.from({ length: 25 }, (_, i) => ({ file: `bad-${i}.json`, reason: `reason ${i}` }));
    const result = run([trace("a", true)], skipped);
    const gate = evaluateGate(none, result);
    const md = renderMarkdownReport({ result, gate, category: "blamegate" });
    expect(md).toContain("### Not read");
    // Escaped for markdown (sanitize.ts): bad\-19\.json renders as bad-19.json.
    expect(md).toContain("| bad\\-19\\.json | reason 19 |");
    expect(md).not.toContain("bad\\-20");
    expect(md).toContain("5 more in results.json");
    expect(md).toContain("## ❌ blamegate: gate failed");
  });

  it("shows warnings in the comment and the terminal, and counts in the singular", () => {
    const result = run([trace("a", true)], [cut]);
    const gate = evaluateGate({ ...none, inputs: { ifNoTraces: "error", ifUnreadable: "warn" } }, result);
    expect(renderMarkdownReport({ result, gate, category: "blamegate" })).toContain("- ⚠️ 1 input could not be read");
    const text = textFooter(result, gate);
    expect(text).toContain("1 trace from 1 file: 0 failed, 1 passed");
    expect(text).toContain("warning: 1 input could not be read");
    expect(text).toContain("gate: pass");
  });
});

describe("quoting input into a reason", () => {
  it("redacts real secret shapes in what it quotes, and leaves blamegate's own words alone", () => {
    const shapes = [
      `sk-proj-${"Ab3dE5gH7jK9mN1pQ3sT5v".repeat(2)}`,
      "AKIAIOSFODNN7EXAMPLE",
      `ghp_${"a1B2c3D4e5".repeat(4)}`,
      `xoxb-${"1234567890"}-abcdefghij`,
      "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
    ];
    for (const secret of shapes) expect(quoteInput(`traces/${secret}.json: key ${secret}`, 400)).not.toContain(secret);
    for (const own of ["no file matches this pattern", "no token to download artifacts with", "no artifact of that name in the run", "holds no results.json"]) expect(quoteInput(own)).toBe(own);
  });
});
