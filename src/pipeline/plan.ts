// Decides how a run is executed: on the main thread for small inputs (a one-trace run must
// start fast: a worker costs tens of milliseconds to boot), with a worker pool across the
// machine's cores when there is enough work to pay for it.
import { statSync } from "node:fs";
import { availableParallelism, totalmem } from "node:os";

export interface RunPlan {
  /** 0: run on the main thread. */
  workers: number;
  batchFiles: number;
  /** Large enough for the process's tuning (gc-tuning.ts): TUNE_MIN_FILES files or TUNE_MIN_BYTES bytes. */
  large: boolean;
}

/**
 * A run is tuned (gc-tuning.ts, jit-tuning.ts) from this many files, or this many bytes (one
 * SQLite store or JSONL file can hold thousands of traces), whatever the cores: below both it
 * is over before the tuning could pay for itself.
 */
export const TUNE_MIN_FILES = 64;
export const TUNE_MIN_BYTES = 1024 * 1024;

/** From this many files on, the pool always pays off. */
export const POOL_MIN_FILES = 64;
/** Or from this many bytes. */
export const POOL_MIN_BYTES = 16 * 1024 * 1024;

/**
 * On two cores or fewer the pool pays much later: with one core of throughput shared by two
 * threads, a worker's boot, batching and the results' round trip through the spill file cost
 * more than the second core gives back, until the main thread's own heap of results starts to
 * slow it. The cheaper each trace, the later that comes: these thresholds lie between the
 * corpora where the main thread won and where the two met once the per-trace work was cut
 * (docs/performance.md, "The pool crossover" and "Third pass"). More cores keep the thresholds
 * above (not measured here).
 */
export const FEW_CORES = 2;
export const FEW_CORES_POOL_MIN_FILES = 8_000;
export const FEW_CORES_POOL_MIN_BYTES = 64 * 1024 * 1024;

/**
 * On one CPU (a job pinned with taskset, a container given one core) the one worker has no core
 * of its own: it only adds the round trip of every result through the spill file. It still pays
 * where it keeps a big input's parsing garbage away from the main thread's heap, so the pool
 * waits for many files or many bytes (docs/performance.md, "One CPU").
 */
export const ONE_CORE_POOL_MIN_FILES = 10_000;
export const ONE_CORE_POOL_MIN_BYTES = 64 * 1024 * 1024;

/** The input size from which "auto" starts the pool on a machine of `cores` cores. */
export function poolThresholds(cores: number): { minFiles: number; minBytes: number } {
  if (cores <= 1) return { minFiles: ONE_CORE_POOL_MIN_FILES, minBytes: ONE_CORE_POOL_MIN_BYTES };
  return cores <= FEW_CORES ? { minFiles: FEW_CORES_POOL_MIN_FILES, minBytes: FEW_CORES_POOL_MIN_BYTES } : { minFiles: POOL_MIN_FILES, minBytes: POOL_MIN_BYTES };
}

/**
 * The input's size, counted only up to `enough`: past it the answer is the same. A synchronous
 * stat a file, since an awaited one costs a round trip through libuv's thread pool each, and
 * this runs before anything else can.
 */
function totalBytes(files: readonly string[], enough: number): number {
  let total = 0;
  for (const f of files) {
    try {
      total += statSync(f, { throwIfNoEntry: false })?.size ?? 0;
    } catch {
      // unreadable: the file's own read reports it
    }
    if (total >= enough) break;
  }
  return total;
}

/**
 * "auto" never starts more workers than this, whatever the cores. The main thread takes every
 * result back from the workers' spill files and scans it, about a tenth of a run's work, so past
 * about this many workers it would be what the run waits for, while each worker still costs a
 * heap of its own (docs/performance.md, "The pool's size").
 */
export const MAX_AUTO_WORKERS = 8;

/**
 * "auto" starts at most one worker for each this many bytes of memory the process may use (a
 * container's limit, or the machine's memory): a share that keeps the run's measured peak, the
 * main thread's part and each worker's, inside the limit with room to spare (docs/performance.md,
 * "The pool's size").
 */
export const MEMORY_PER_WORKER = 256 * 1024 * 1024;

/** What the pool's size depends on; each is read from the process when not given (tests give theirs). */
export interface PlanOptions {
  /** A worker count (0: none), kept whatever the input's size, or "auto" (the default). */
  workers?: number | "auto";
  /**
   * The most workers "auto" may start, in place of MAX_AUTO_WORKERS (the max-workers setting);
   * 0 keeps the run on the main thread.
   */
  maxWorkers?: number;
  /**
   * The cores the process may use: `os.availableParallelism()`, which honours a container's CPU
   * quota where Node's libuv is 1.49 or later (Node 24's; not Node 20's).
   */
  cores?: number;
  /** The memory the process may use, in bytes (memoryLimit()). */
  memoryBytes?: number;
}

/** The memory this process may use: its cgroup's limit (a container's) when there is one, else the machine's. */
export function memoryLimit(): number {
  // libuv answers "no limit" with a huge number, and older versions with 0.
  const limit = process.constrainedMemory();
  return limit > 0 ? Math.min(limit, totalmem()) : totalmem();
}

/**
 * "auto": a pool for many files or many bytes, of one worker a core, at most `maxWorkers`
 * (MAX_AUTO_WORKERS unless set) and one a MEMORY_PER_WORKER of memory, but at least one: without
 * a pool, a large run keeps every result on the main thread's heap instead of in spill files.
 * One big file gets one worker too: its garbage then piles up in a heap with a cap (pool.ts),
 * not in the main thread's, which holds the results. A count is kept as given, up to the number
 * of files.
 */
export function planRun(files: readonly string[], options: PlanOptions = {}): RunPlan {
  const requested = options.workers ?? "auto";
  const cores = Math.max(1, options.cores ?? availableParallelism());
  // About four batches a worker keeps the load even at the end of the run, and a batch is
  // at most 32 files so few messages cross between threads.
  const batchFor = (workers: number) => Math.max(1, Math.min(32, Math.ceil(files.length / (workers * 4))));
  const auto = requested === "auto";
  const { minFiles, minBytes } = poolThresholds(cores);
  // One pass over the files' sizes answers both questions (tuning, and the pool for "auto"),
  // counted as far as the larger of the thresholds that still need it.
  const needs = [...(files.length < TUNE_MIN_FILES ? [TUNE_MIN_BYTES] : []), ...(auto && files.length < minFiles ? [minBytes] : [])];
  const bytes = needs.length > 0 ? totalBytes(files, Math.max(...needs)) : 0;
  const large = files.length >= TUNE_MIN_FILES || bytes >= TUNE_MIN_BYTES;
  if (!auto) {
    const workers = Math.max(0, Math.min(Math.floor(requested), files.length));
    return { workers, batchFiles: batchFor(Math.max(1, workers)), large };
  }
  const most = Math.floor(options.maxWorkers ?? MAX_AUTO_WORKERS);
  if (files.length === 0 || most <= 0) return { workers: 0, batchFiles: 1, large };
  if (files.length < minFiles && bytes < minBytes) return { workers: 0, batchFiles: 1, large };
  // Read only now: a run that stays on the main thread does not ask for the memory.
  const byMemory = Math.max(1, Math.floor((options.memoryBytes ?? memoryLimit()) / MEMORY_PER_WORKER));
  const workers = Math.min(cores, files.length, most, byMemory);
  return { workers, batchFiles: batchFor(workers), large };
}
