export interface RunPlan {
    /** 0: run on the main thread. */
    workers: number;
    batchFiles: number;
}
/** From this many files on, the pool always pays off. */
export declare const POOL_MIN_FILES = 64;
/** Or from this many bytes. */
export declare const POOL_MIN_BYTES: number;
/**
 * `requested`: a worker count, 0 to stay on the main thread, or "auto": a pool of one worker a
 * core for many files or many bytes. One big file gets one worker too: its garbage then piles
 * up in a heap with a cap (pool.ts), not in the main thread's, which holds the results.
 */
export declare function planRun(files: readonly string[], requested?: number | "auto"): Promise<RunPlan>;
