// A run lists its files before the pipeline reads them, and a long list survives its scavenges:
// on V8 12 and later that alone grew the main thread's young generation to V8's maximum before
// the pipeline could hold it (src/gc-tuning.ts, docs/performance.md "Node 24's memory"). So the
// shared run freezes it before listing; the pipeline lets it grow to the hold once results come
// in (test/pipeline/run-pipeline.test.ts).
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSettings } from "../../src/config.js";
import { tuneGarbageCollection } from "../../src/gc-tuning.js";
import { silentLogger } from "../../src/log.js";
import { analyzePaths } from "../../src/run/read-and-gate.js";

describe("the main thread's young generation in a run", () => {
  it("is frozen before the files are listed, not only for the tail", async () => {
    const set: string[] = [];
    tuneGarbageCollection(
      "13.6.233.17-node.63",
      (f) => set.push(f),
      () => 1024 * 1024,
    );
    set.length = 0;
    let atFirstTrace: string[] | undefined;
    const result = await analyzePaths(resolveSettings({}), ["examples/traces/booking-healthy.json"], path.resolve("."), silentLogger, [], {
      onTrace: () => {
        atFirstTrace ??= [...set];
      },
    });
    expect(result.summary.traces).toBe(1);
    expect(atFirstTrace).toEqual(["--semi-space-growth-factor=1"]);
    expect(set).toEqual(["--semi-space-growth-factor=1"]);
  });
});
