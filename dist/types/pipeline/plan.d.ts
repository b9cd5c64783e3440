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
export declare const TUNE_MIN_FILES = 64;
export declare const TUNE_MIN_BYTES: number;
/** From this many files on, the pool always pays off. */
export declare const POOL_MIN_FILES = 64;
/** Or from this many bytes. */
export declare const POOL_MIN_BYTES: number;
/**
 * On two cores or fewer the pool pays much later: with one core of throughput shared by two
 * threads, a worker's boot, batching and the results' round trip through the spill file cost
 * more than the second core gives back, until the main thread's own heap of results starts to
 * slow it. The cheaper each trace, the later that comes: these thresholds lie between the
 * corpora where the main thread won and where the two met once the per-trace work was cut
 * (docs/performance.md, "The pool crossover" and "Third pass"). More cores keep the thresholds
 * above (not measured here).
 */
export declare const FEW_CORES = 2;
export declare const FEW_CORES_POOL_MIN_FILES = 8000;
export declare const FEW_CORES_POOL_MIN_BYTES: number;
/**
 * On one CPU (a job pinned with taskset, a container given one core) the one worker has no core
 * of its own: it only adds the round trip of every result through the spill file. It still pays
 * where it keeps a big input's parsing garbage away from the main thread's heap, so the pool
 * waits for many files or many bytes (docs/performance.md, "One CPU").
 */
export declare const ONE_CORE_POOL_MIN_FILES = 10000;
export declare const ONE_CORE_POOL_MIN_BYTES: number;
/** The input size from which "auto" starts the pool on a machine of `cores` cores. */
export declare function poolThresholds(cores: number): {
    minFiles: number;
    minBytes: number;
};
/**
 * "auto" never starts more workers than this, whatever the cores. The main thread takes every
 * result back from the workers' spill files and scans it, about a tenth of a run's work, so past
 * about this many workers it would be what the run waits for, while each worker still costs a
 * heap of its own (docs/performance.md, "The pool's size").
 */
export declare const MAX_AUTO_WORKERS = 8;
/**
 * "auto" starts at most one worker for each this many bytes of memory the process may use (a
 * container's limit, or the machine's memory): a share that keeps the run's measured peak, the
 * main thread's part and each worker's, inside the limit with room to spare (docs/performance.md,
 * "The pool's size").
 */
export declare const MEMORY_PER_WORKER: number;
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
export declare function memoryLimit(): number;
/**
 * "auto": a pool for many files or many bytes, of one worker a core, at most `maxWorkers`
 * (MAX_AUTO_WORKERS unless set) and one a MEMORY_PER_WORKER of memory, but at least one: without
 * a pool, a large run keeps every result on the main thread's heap instead of in spill files.
 * One big file gets one worker too: its garbage then piles up in a heap with a cap (pool.ts),
 * not in the main thread's, which holds the results. A count is kept as given, up to the number
 * of files.
 */
export declare function planRun(files: readonly string[], options?: PlanOptions): RunPlan;
