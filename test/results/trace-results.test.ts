// A run's results as every reader takes them (src/results/model.ts): a length, the i-th
// result, the results in order, and the array results.json holds. The spilled kind is held to
// the same reading in test/pipeline/spill.test.ts.
import { describe, expect, it } from "vitest";
import { runResultOf, RunResultSchema, traceList } from "../../src/results/model.js";
import { jsonReport } from "../../src/render/json.js";
import { failedTrace, runResult } from "../support/builders.js";

describe("TraceResults in memory", () => {
  const items = [failedTrace(0), failedTrace(1), failedTrace(2, { success: true, verdict: null })];

  it("reads by position and in order, and refuses a position it does not have", () => {
    const traces = traceList(items);
    expect(traces.length).toBe(3);
    expect(traces.at(2)).toBe(items[2]);
    for (const bad of [3, -1, 0.5, Number.NaN]) expect(() => traces.at(bad)).toThrow(RangeError);
    expect([...traces]).toEqual(items);
    // Iterable again: a second pass sees the same results.
    expect([...traces]).toEqual([...traces]);
  });

  it("is written by JSON.stringify as the array results.json holds", () => {
    expect(JSON.stringify({ traces: traceList(items) })).toBe(JSON.stringify({ traces: items }));
  });

  it("reads back from results.json the same, with its keys in the same order", () => {
    const run = runResult(items);
    const text = jsonReport(run, { status: "pass", reasons: [] });
    const again = runResultOf(RunResultSchema.parse(JSON.parse(text)));
    expect(again.traces.length).toBe(3);
    expect(jsonReport(again, { status: "pass", reasons: [] })).toBe(text);
  });
});
