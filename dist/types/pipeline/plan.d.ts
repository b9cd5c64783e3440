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
 * `requested`: a worker count, 0 to stay on the main thread, or "auto": a pool of one worker a
 * core for many files or many bytes. One big file gets one worker too: its garbage then piles
 * up in a heap with a cap (pool.ts), not in the main thread's, which holds the results.
 */
export declare function planRun(files: readonly string[], requested?: number | "auto", machineCores?: number): RunPlan;
