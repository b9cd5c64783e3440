// A large JSONL with one corrupt line in the middle: every other trace is attributed and the
// bad line is reported with its number. (The bench does the same on a 1 GB file.)
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeJsonlCorpus, type CorpusManifest } from "../../bench/generate/corpus.js";
import { memoryLogger } from "../../src/log.js";
import { runPipeline } from "../../src/pipeline/run-pipeline.js";
import type { RunResult } from "../../src/results/model.js";
import { buildWorker } from "../support/build-worker.js";
import { tempDir } from "../support/temp-dir.js";
import { silentLogger } from "../../src/log.js";
import { planRun, poolThresholds, POOL_MIN_BYTES } from "../../src/pipeline/plan.js";
import { availableParallelism } from "node:os";

const tmp = tempDir("jsonl");
let manifest: CorpusManifest;
let result: RunResult;
const log = memoryLogger();

beforeAll(async () => {
  manifest = await writeJsonlCorpus(path.join(tmp.dir, "big.jsonl"), 12 * 1024 * 1024, 3, true);
  result = await runPipeline({ files: ["big.jsonl"], cwd: tmp.dir }, { format: "auto", integrity: "warn" }, log);
}, 120_000);
afterAll(() => tmp.cleanup());

describe("a JSONL file with a corrupt line in the middle", () => {
  it("attributes every other trace", () => {
    expect(manifest.traces).toBeGreaterThan(100);
    expect(result.summary.traces).toBe(manifest.traces);
    expect([...result.traces].every((t) => t.verdict !== undefined)).toBe(true);
    expect(result.summary.failed).toBe(manifest.failing);
  });

  it("reports the bad line by its number", () => {
    expect(manifest.corruptLine).toBeGreaterThan(manifest.traces / 3);
    expect(result.skipped).toHaveLength(1);
    expect(result.skipped[0]).toMatchObject({ file: "big.jsonl", line: manifest.corruptLine });
    expect(log.lines.some((l) => l.level === "warning" && l.message.startsWith(`skipped big.jsonl:${manifest.corruptLine}:`))).toBe(true);
  });

  it("one worker reads it alone (its results streamed back in parts) and gives the same result", async () => {
    expect(manifest.bytes).toBeGreaterThan(POOL_MIN_BYTES / 2);
    const big = planRun([path.join(tmp.dir, "big.jsonl")]);
    expect(big.workers).toBe(manifest.bytes >= poolThresholds(availableParallelism()).minBytes ? 1 : 0);
    const workerUrl = await buildWorker(tmp.dir);
    const pooled = await runPipeline({ files: ["big.jsonl"], cwd: tmp.dir }, { format: "auto", integrity: "warn", workers: 1, workerUrl }, silentLogger);
    // A spilled run and a list compare by their results.
    expect({ ...pooled, traces: [...pooled.traces] }).toEqual({ ...result, traces: [...result.traces] });
  });

  it("keeps line numbers of the traces around it", () => {
    const lines = Array.from(result.traces, (t) => t.line);
    expect(lines[0]).toBe(1);
    expect(lines).not.toContain(manifest.corruptLine);
    expect(lines).toContain(manifest.corruptLine! + 1);
    expect(lines[lines.length - 1]).toBe(manifest.traces + 1);
  });
});
