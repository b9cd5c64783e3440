// The worker pool gives exactly what the main thread gives, in the same order, and survives a
// worker that dies.
import { copyFileSync, mkdirSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { totalmem } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFolderCorpus } from "../../bench/generate/corpus.js";
import { collectFiles } from "../../src/collect/files.js";
import { memoryLogger, silentLogger } from "../../src/log.js";
import { runPipeline } from "../../src/pipeline/run-pipeline.js";
import { summarize } from "../../src/results/summary.js";
import { findWorkerUrl } from "../../src/pipeline/worker-url.js";
import {
  FEW_CORES_POOL_MIN_BYTES,
  FEW_CORES_POOL_MIN_FILES,
  MAX_AUTO_WORKERS,
  MEMORY_PER_WORKER,
  memoryLimit,
  ONE_CORE_POOL_MIN_FILES,
  planRun,
  POOL_MIN_FILES,
  TUNE_MIN_BYTES,
  TUNE_MIN_FILES,
} from "../../src/pipeline/plan.js";
import { run as sign } from "../../src/cli/sign.js";
import { buildWorker } from "../support/build-worker.js";
import { captureIO } from "../support/cli-io.js";
import { tempDir } from "../support/temp-dir.js";
import { resolveSettings } from "../../src/config.js";
import { RunScan } from "../../src/run/scan.js";
import { buildDigest } from "../../src/render/digest.js";
import { decide } from "../../src/run/read-and-gate.js";
import type { RunResult, TraceResult } from "../../src/results/model.js";

const tmp = tempDir("pool");
let files: string[] = [];
let workerFile = "";

beforeAll(async () => {
  writeFolderCorpus(path.join(tmp.dir, "traces"), 40, 5, { minSteps: 10, maxSteps: 40, failureRate: 0.4 });
  // A file no importer accepts and one that is not JSON: reported the same way by both paths.
  writeFileSync(path.join(tmp.dir, "traces", "notes.json"), JSON.stringify({ hello: "world" }));
  writeFileSync(path.join(tmp.dir, "traces", "broken.json"), "{ not json");
  files = (await collectFiles(["traces"], tmp.dir)).files;
  workerFile = await buildWorker(tmp.dir);
}, 60_000);
afterAll(() => tmp.cleanup());

const options = { format: "auto" as const, integrity: "warn" as const };

/** A run's result with its traces read out: a spilled run's and a list's compare by their results. */
const plain = (r: RunResult) => ({ ...r, traces: [...r.traces] });

describe("worker pool", () => {
  it("two workers give the main thread's result, in file order", async () => {
    const main = await runPipeline({ files, cwd: tmp.dir }, { ...options, workers: 0 }, silentLogger);
    const pooled = await runPipeline({ files, cwd: tmp.dir }, { ...options, workers: 2, workerUrl: workerFile }, silentLogger);
    expect(main.summary.traces).toBe(40);
    expect(main.skipped.map((s) => s.file)).toEqual(["traces/broken.json", "traces/notes.json"]);
    expect(plain(pooled)).toEqual(plain(main));
    // Both summaries come from files' tallies; they must be what counting the results gives.
    for (const r of [main, pooled]) {
      expect(r.summary).toEqual(summarize(r.traces, files.length, r.skipped.length));
      expect(JSON.stringify(r.summary.modes)).toBe(JSON.stringify(summarize(r.traces, 0, 0).modes));
    }
    expect(main.summary.failed).toBeGreaterThan(0);
    expect(Object.keys(main.summary.modes).length).toBeGreaterThan(1);
  });

  it("hands every result to onTrace once, in the run's order, as it goes; a scan fed so equals one made after", async () => {
    // Gate settings that make every count count.
    const settings = resolveSettings({ "fail-on": "FM-1.3,FM-3.1,FM-2.6", "fail-on-blame": "0.3", integrity: "require" });
    const ctx = { time: "2026-01-01T00:00:00Z", commit: "c", ref: "r", workflow: "w", repository: "o/r" };
    for (const workers of [0, 2]) {
      const seen: TraceResult[] = [];
      const scan = new RunScan(settings);
      const result = await runPipeline({ files, cwd: tmp.dir }, { ...options, workers, workerUrl: workerFile }, silentLogger, (t) => {
        seen.push(t);
        scan.add(t);
      });
      expect(seen).toEqual([...result.traces]);
      scan.of(result);
      const after = RunScan.over(result, settings);
      expect(scan.notPassed).toEqual(after.notPassed);
      expect(scan.notPassed.length).toBe(result.summary.traces - result.summary.passed);
      expect(JSON.stringify(buildDigest(result, ctx, scan.digest))).toBe(JSON.stringify(buildDigest(result, ctx)));
      const gate = decide(settings, result, {}, scan.gate);
      expect(gate).toEqual(decide(settings, result));
      expect(gate.reasons.length).toBeGreaterThan(2);
      // Tied to its result: another result (a judged one) is scanned again by finishRun.
      expect(scan.covers(result)).toBe(true);
      expect(scan.covers({ ...result })).toBe(false);
      // One trace short (a result it did not fully see): it covers nothing.
      const short = new RunScan(settings);
      [...result.traces].slice(1).forEach(short.add);
      expect(short.of(result).covers(result)).toBe(false);
    }
  });

  it("logs skipped files in file order whatever order the workers finish in", async () => {
    const log = memoryLogger();
    await runPipeline({ files, cwd: tmp.dir }, { ...options, workers: 2, workerUrl: workerFile }, log);
    expect(log.lines.filter((l) => l.level === "warning").map((l) => l.message.split(":")[0])).toEqual(["skipped traces/broken.json", "skipped traces/notes.json"]);
  });

  it("a worker that dies hands its files back to the main thread; nothing is lost", async () => {
    const crashing = path.join(tmp.dir, "crash-worker.mjs");
    writeFileSync(crashing, "import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => { throw new Error('boom'); });\n");
    const log = memoryLogger();
    const main = await runPipeline({ files, cwd: tmp.dir }, { ...options, workers: 0 }, silentLogger);
    const rescued = await runPipeline({ files, cwd: tmp.dir }, { ...options, workers: 2, workerUrl: crashing }, log);
    expect(plain(rescued)).toEqual(plain(main));
    expect(log.lines.some((l) => /worker thread stopped/.test(l.message))).toBe(true);
  });

  it("no built worker under the sources: runs on the main thread", async () => {
    expect(findWorkerUrl(import.meta.url)).toBeNull();
    const r = await runPipeline({ files, cwd: tmp.dir }, { ...options, workers: 2 }, silentLogger);
    expect(r.summary.traces).toBe(40);
  });
});

describe("run plan", () => {
  /** Paths of files that do not exist: planRun counts them, and reads their sizes as 0. */
  const names = (n: number) => Array.from({ length: n }, (_, i) => `f${i}.json`);

  it("keeps one small file on the main thread, and uses the pool for many files", async () => {
    expect(planRun([path.join(tmp.dir, files[0]!)]).workers).toBe(0);
    const many = names(POOL_MIN_FILES);
    const plan = planRun(many);
    expect(plan.workers === 0 || plan.workers >= 2).toBe(true);
    expect(planRun(many, { workers: 0 }).workers).toBe(0);
    expect(planRun(many, { workers: 3 }).workers).toBe(3);
  });

  it("on two cores or fewer, starts the pool only from the measured crossover (bench/crossover.ts), on one CPU later still", async () => {
    // Below it, one thread: on 2 vCPUs the main thread beat the pool up to 2,000 files.
    expect(planRun(names(POOL_MIN_FILES), { cores: 2 }).workers).toBe(0);
    expect(planRun(names(FEW_CORES_POOL_MIN_FILES - 1), { cores: 2 }).workers).toBe(0);
    expect(planRun(names(FEW_CORES_POOL_MIN_FILES), { cores: 2 }).workers).toBe(2);
    // One CPU: the lone worker only pays for many files (or many bytes).
    expect(planRun(names(FEW_CORES_POOL_MIN_FILES), { cores: 1 }).workers).toBe(0);
    expect(planRun(names(ONE_CORE_POOL_MIN_FILES - 1), { cores: 1 }).workers).toBe(0);
    expect(planRun(names(ONE_CORE_POOL_MIN_FILES), { cores: 1 }).workers).toBe(1);
    // More cores: the pool from POOL_MIN_FILES on, as before.
    expect(planRun(names(POOL_MIN_FILES - 1), { cores: 4 }).workers).toBe(0);
    expect(planRun(names(POOL_MIN_FILES), { cores: 4 }).workers).toBe(4);
    // An explicit count is kept whatever the machine.
    expect(planRun(names(POOL_MIN_FILES), { workers: 2, cores: 2 }).workers).toBe(2);
  });

  it("bounds the automatic pool by MAX_AUTO_WORKERS, max-workers and the memory the process may use", () => {
    const GB = 1024 * 1024 * 1024;
    const many = names(1000);
    // A big machine: no more than MAX_AUTO_WORKERS, unless max-workers says otherwise.
    expect(planRun(many, { cores: 64, memoryBytes: 64 * GB }).workers).toBe(MAX_AUTO_WORKERS);
    expect(planRun(many, { cores: 64, memoryBytes: 64 * GB, maxWorkers: 16 }).workers).toBe(16);
    expect(planRun(many, { cores: 4, memoryBytes: 16 * GB, maxWorkers: 2 }).workers).toBe(2);
    expect(planRun(many, { cores: 4, memoryBytes: 16 * GB, maxWorkers: 16 }).workers).toBe(4);
    // 0: the main thread, whatever the input; the tuning still sees a large run.
    expect(planRun(many, { cores: 4, memoryBytes: 16 * GB, maxWorkers: 0 })).toEqual({ workers: 0, batchFiles: 1, large: true });
    // A container's memory: one worker a MEMORY_PER_WORKER, and never none for a large run.
    expect(planRun(many, { cores: 8, memoryBytes: 2 * MEMORY_PER_WORKER })).toMatchObject({ workers: 2 });
    expect(planRun(many, { cores: 8, memoryBytes: 4 * MEMORY_PER_WORKER - 1 })).toMatchObject({ workers: 3 });
    expect(planRun(many, { cores: 8, memoryBytes: MEMORY_PER_WORKER / 2 })).toMatchObject({ workers: 1 });
    expect(planRun(many, { cores: 8, memoryBytes: 16 * MEMORY_PER_WORKER, maxWorkers: 12 })).toMatchObject({ workers: 8 });
    // A bound is not a request: a small run stays on the main thread.
    expect(planRun(names(POOL_MIN_FILES - 1), { cores: 4, memoryBytes: 16 * GB, maxWorkers: 4 }).workers).toBe(0);
    // A count given as a count (tests, the bench) is kept, bounds or not.
    expect(planRun(many, { workers: 12, cores: 2, memoryBytes: MEMORY_PER_WORKER, maxWorkers: 1 }).workers).toBe(12);
  });

  it("reads the memory the process may use: a positive size no larger than the machine's", () => {
    const limit = memoryLimit();
    expect(limit).toBeGreaterThan(0);
    expect(limit).toBeLessThanOrEqual(totalmem());
  });

  // The tuning's size (gc-tuning.ts) and the pool's are read from one pass over the files' sizes.
  it("calls a run large from TUNE_MIN_FILES files or TUNE_MIN_BYTES bytes, whatever the pool decides", async () => {
    const sized = (name: string, bytes: number) => {
      // Sparse: only the size is read.
      const file = path.join(tmp.dir, name);
      writeFileSync(file, "");
      truncateSync(file, bytes);
      return file;
    };
    expect(planRun(names(TUNE_MIN_FILES - 1), { cores: 2 }).large).toBe(false);
    expect(planRun(names(TUNE_MIN_FILES), { cores: 2 }).large).toBe(true);
    expect(planRun(names(TUNE_MIN_FILES), { workers: 0, cores: 2 }).large).toBe(true);
    const small = sized("just-under.json", TUNE_MIN_BYTES - 1);
    const big = sized("one-mb.json", TUNE_MIN_BYTES);
    expect(planRun([small], { cores: 2 })).toEqual({ workers: 0, batchFiles: 1, large: false });
    expect(planRun([big], { cores: 2 })).toEqual({ workers: 0, batchFiles: 1, large: true });
    expect(planRun([big], { workers: 0, cores: 2 }).large).toBe(true);
    expect(planRun([small, sized("two.json", 1)], { workers: 0, cores: 4 }).large).toBe(true);
    // Many bytes in few files still start the pool, read in the same pass.
    const huge = sized("huge.json", FEW_CORES_POOL_MIN_BYTES);
    expect(planRun([huge], { cores: 2 })).toEqual({ workers: 1, batchFiles: 1, large: true });
  });

  it("a worker finds a sidecar from its folder listing: signed and edited transcripts are told apart", async () => {
    // Among many unsigned files, as in a large run: the worker lists the folder instead of asking file by file.
    const dir = path.join(tmp.dir, "signed");
    mkdirSync(dir);
    writeFolderCorpus(path.join(dir, "plain"), 20, 11, { minSteps: 5, maxSteps: 10, failureRate: 0.3 });
    const example = path.resolve("examples/traces/refund-chat.json");
    copyFileSync(example, path.join(dir, "plain", "kept.json"));
    copyFileSync(example, path.join(dir, "plain", "edited.json"));
    writeFileSync(path.join(dir, "key.txt"), "a-signing-key-for-tests\n");
    const io = captureIO(dir);
    expect(await sign(["plain/kept.json", "plain/edited.json", "--key-file", "key.txt"], io.io), io.err()).toBe(0);
    const edited = path.join(dir, "plain", "edited.json");
    writeFileSync(edited, readFileSync(edited, "utf8").replace(/"content": "([^"]{8})/, '"content": "EDITED $1'));

    const signedFiles = (await collectFiles(["plain"], dir)).files;
    const opts = { ...options, signingKey: "a-signing-key-for-tests" };
    const pooled = await runPipeline({ files: signedFiles, cwd: dir }, { ...opts, workers: 2, workerUrl: workerFile }, silentLogger);
    const verdict = (file: string) => [...pooled.traces].find((t) => t.file === file)?.integrity?.verdict;
    expect(verdict("plain/kept.json")).toBe("intact");
    expect(verdict("plain/edited.json")).toBe("tampered");
    expect([...pooled.traces].filter((t) => t.integrity?.verdict === "unsigned").length).toBe(20);
    expect(plain(pooled)).toEqual(plain(await runPipeline({ files: signedFiles, cwd: dir }, { ...opts, workers: 0 }, silentLogger)));
  });
});
