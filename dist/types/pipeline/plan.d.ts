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
 * On two cores or fewer the pool pays much later: measured with `bench/crossover.ts` on 2 vCPUs
 * (about one core of throughput), the main thread beat the pool up to 2,000 files (18 MB of
 * approximately-shaped traces: 1.4 s against 2.2 s), the two met near 3,000 and the pool won at
 * 5,000 (45 MB: 2.1 s against 3.0 s); pinned to one CPU the two stayed within 10% of each other
 * from 1,000 files on. Boot, batching and the results' round trip through the spill file cost
 * more than a second core of shared throughput gives back. docs/performance.md has the table.
 * More cores keep the thresholds above (not measured here).
 */
export declare const FEW_CORES = 2;
export declare const FEW_CORES_POOL_MIN_FILES = 3000;
export declare const FEW_CORES_POOL_MIN_BYTES: number;
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
export declare function planRun(files: readonly string[], requested?: number | "auto", machineCores?: number): Promise<RunPlan>;
