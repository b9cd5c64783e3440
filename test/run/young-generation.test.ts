// A run lists its files before the pipeline reads them, and a long list survives its scavenges:
// on V8 12 and later that alone grew the main thread's young generation to V8's maximum before
// the pipeline could hold it (src/gc-tuning.ts, docs/performance.md "Node 24's memory"). So the
// shared run freezes it before listing; the pipeline then sizes the run: a large one is held
// (test/pipeline/run-pipeline.test.ts), a small one gets V8's factor back, so that no flag is
// off its default when the run's later steps load Node's own modules.
import { copyFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveSettings } from "../../src/config.js";
import { HEAP_GROWING_PERCENT, LATER_ISOLATES_SEMI_SPACE_MB, tuneGarbageCollection } from "../../src/gc-tuning.js";
import { silentLogger } from "../../src/log.js";
import { TUNE_MIN_FILES } from "../../src/pipeline/plan.js";
import { analyzePaths } from "../../src/run/read-and-gate.js";
import { tempDir } from "../support/temp-dir.js";

const tmp = tempDir("young-generation");
afterAll(() => tmp.cleanup());

/** The flags a run over `paths` sets, and those set when its first trace is analysed. */
async function flagsOf(paths: string[], cwd: string): Promise<{ atFirstTrace: string[] | undefined; all: string[]; traces: number }> {
  const set: string[] = [];
  tuneGarbageCollection(
    "13.6.233.17-node.63",
    (f) => set.push(f),
    () => 1024 * 1024,
  );
  let atFirstTrace: string[] | undefined;
  const result = await analyzePaths(resolveSettings({}), paths, cwd, silentLogger, [], {
    onTrace: () => {
      atFirstTrace ??= [...set];
    },
  });
  return { atFirstTrace, all: set, traces: result.summary.traces };
}

describe("the main thread's young generation in a run", () => {
  it("is frozen before the files are listed, and given back when the run is small", async () => {
    const run = await flagsOf(["examples/traces/booking-healthy.json"], path.resolve("."));
    expect(run.traces).toBe(1);
    expect(run.atFirstTrace).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
    expect(run.all).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
  });

  it("is frozen before the files are listed, and stays frozen into a large run, which is tuned", async () => {
    for (let i = 0; i < TUNE_MIN_FILES; i++) copyFileSync("examples/traces/booking-healthy.json", path.join(tmp.dir, `t${i}.json`));
    const run = await flagsOf([tmp.dir], tmp.dir);
    expect(run.traces).toBe(TUNE_MIN_FILES);
    expect(run.atFirstTrace).toEqual(["--semi-space-growth-factor=1", `--heap-growing-percent=${HEAP_GROWING_PERCENT}`, `--min-semi-space-size=${LATER_ISOLATES_SEMI_SPACE_MB}`]);
    // The hold then lets it grow (V8 says the new space is small here) and the tail freezes it.
    expect(run.all.at(-1)).toBe("--semi-space-growth-factor=1");
  });
});
