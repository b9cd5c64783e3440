// The pipeline's "every file analysed" signal, which bench/tail-probe.mjs times the run's tail
// from: a process event, emitted once a run, so a run that nobody measures does not load the
// performance API (test/repo/cold-start.test.ts holds that).
import { afterEach, describe, expect, it } from "vitest";
import { HOLD_EVERY, MAIN_SEMI_SPACE_MB, tuneGarbageCollection } from "../../src/gc-tuning.js";
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

// On V8 12 and later the entry points hold the main thread's young generation (src/gc-tuning.ts);
// V8 says nothing synchronously of its collections, and a run on the main thread does not come
// back to the event loop between files, so the pipeline itself asks as results arrive, and
// freezes the young generation before the run's tail.
describe("the main thread's young generation during a run", () => {
  it("stops growing once it reaches the hold, while files are still being read, and is frozen before the tail", async () => {
    const set: string[] = [];
    const newSpace = { bytes: 1024 * 1024 };
    tuneGarbageCollection(
      "13.6.233.17-node.63",
      (f) => set.push(f),
      () => newSpace.bytes,
    );
    const many = Array.from({ length: HOLD_EVERY * 4 }, () => files[0]!);
    let traces = 0;
    let midRun: string[] = [];
    await runPipeline({ files: many }, { format: "auto", integrity: "warn", workers: 0 }, silentLogger, () => {
      traces++;
      if (traces === HOLD_EVERY) newSpace.bytes = 2 * MAIN_SEMI_SPACE_MB * 1024 * 1024;
      if (traces === many.length) midRun = [...set];
    });
    expect(midRun.at(-1)).toBe("--semi-space-growth-factor=1");
    expect(set.at(-1)).toBe("--semi-space-growth-factor=1");

    // A run too small for the tuning leaves V8 at its defaults: no flag, no hold, no freeze.
    newSpace.bytes = 1024 * 1024;
    tuneGarbageCollection(
      "13.6.233.17-node.63",
      (f) => set.push(f),
      () => newSpace.bytes,
    );
    set.length = 0;
    await runPipeline({ files }, { format: "auto", integrity: "warn", workers: 0 }, silentLogger);
    expect(set).toEqual([]);
  });
});
