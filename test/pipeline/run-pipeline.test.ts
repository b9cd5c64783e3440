// The pipeline's "every file analysed" signal, which bench/tail-probe.mjs times the run's tail
// from: a process event, emitted once a run, so a run that nobody measures does not load the
// performance API (test/repo/cold-start.test.ts holds that).
import { afterEach, describe, expect, it } from "vitest";
import { silentLogger } from "../../src/log.js";
import { PIPELINE_DONE_MARK, runPipeline } from "../../src/pipeline/run-pipeline.js";

const files = ["examples/traces/booking-healthy.json", "examples/traces/booking-unverified.json"];
let listener: (() => void) | undefined;
afterEach(() => {
  if (listener) process.off(PIPELINE_DONE_MARK, listener);
  listener = undefined;
});

describe("the pipeline's done event", () => {
  it("is emitted once a run, after every file is analysed", async () => {
    let seen = 0;
    let analysed = -1;
    let traces = 0;
    listener = () => {
      seen++;
      analysed = traces;
    };
    process.on(PIPELINE_DONE_MARK, listener);
    const result = await runPipeline({ files }, { format: "auto", integrity: "warn", workers: 0 }, silentLogger, () => {
      traces++;
    });
    expect(seen).toBe(1);
    expect(result.summary.traces).toBe(2);
    expect(analysed).toBe(2);
  });
});
