// Every builder's defaults are what the product could have made: each parses with the zod schema
// of its type and comes back unchanged (no field missing, none filled in by a schema default).
import { describe, expect, it } from "vitest";
import { FindingSchema, VerdictSchema } from "../../src/attribution/model.js";
import { RunResultSchema, TraceResultSchema } from "../../src/results/model.js";
import { StepSchema, TraceSchema } from "../../src/trace/model.js";
import { failedTrace, finding, runResult, step, trace, traceResult, verdict } from "./builders.js";

describe("test builders", () => {
  it.each([
    ["step", StepSchema, step()],
    ["trace", TraceSchema, trace()],
    [
      "trace with steps",
      TraceSchema,
      trace([
        { agent: "a", output: "x" },
        { kind: "tool_call", name: "search" },
      ]),
    ],
    ["verdict", VerdictSchema, verdict()],
    ["finding", FindingSchema, finding()],
    ["traceResult", TraceResultSchema, traceResult()],
    ["failedTrace", TraceResultSchema, failedTrace(0)],
    ["failedTrace, another mode", TraceResultSchema, failedTrace(13)],
    // A run's traces are a TraceResults, not an array: compared in the form results.json holds.
    ["runResult", RunResultSchema, JSON.parse(JSON.stringify(runResult([traceResult(), failedTrace(1)], { skipped: 1 })))],
    ["empty runResult", RunResultSchema, JSON.parse(JSON.stringify(runResult([])))],
  ] as const)("%s: the default parses with its schema, unchanged", (_name, schema, built) => {
    expect(schema.parse(built)).toEqual(built);
  });

  it("numbers steps by position unless a step says its index", () => {
    expect(trace([{}, {}, { index: 7 }]).steps.map((s) => s.index)).toEqual([0, 1, 7]);
  });

  it("counts a run's summary as the pipeline does: files are the traces plus the skipped inputs", () => {
    const r = runResult([traceResult({ id: "a" }), failedTrace(2), traceResult({ id: "u", success: null })], { skipped: 2 });
    expect(r.summary).toEqual({ files: 5, traces: 3, failed: 1, passed: 1, unknown: 1, skipped: 2, failureRate: 0.5, modes: { [failedTrace(2).verdict!.mode!]: 1 } });
    expect(r.skipped).toEqual([
      { file: "bad0.json", reason: "unreadable" },
      { file: "bad1.json", reason: "unreadable" },
    ]);
  });

  it("refuses a run that breaks the result contract", () => {
    expect(() => runResult([traceResult({ steps: -1 })])).toThrow();
  });
});
