export declare const HEAP_GROWING_PERCENT = 15;
/** The main thread's semi-space once grown, MB, on V8 12 and later (Node 24's V8 would let it grow larger). */
export declare const MAIN_SEMI_SPACE_MB = 8;
/**
 * The semi-space an isolate made after the start begins at, MB, on V8 12 and later: V8 clamps it
 * to each isolate's own cap, so a pool worker begins at its cap. At least the pool's largest.
 */
export declare const LATER_ISOLATES_SEMI_SPACE_MB = 16;
/** How many calls of holdYoungGeneration read the heap once: a read costs microseconds, and a call is made a file. */
export declare const HOLD_EVERY = 16;
/** The new space's size in bytes: both semi-spaces, as V8 reports it. */
export type NewSpaceBytes = () => number;
/**
 * What an entry point calls first: this process's large runs are tuned (sizeUpRun). Sets no flag
 * itself. Tests give their own `set`, `read` and `collect`.
 */
export declare function tuneGarbageCollection(v8Version?: string, set?: (flags: string) => void, read?: NewSpaceBytes, collect?: () => void): void;
/** Another tuning (jit-tuning.ts) to apply with these when the first large run is sized. */
export declare function onLargeRun(apply: () => void): void;
/**
 * Called by the pipeline once it knows a run's size (pipeline/plan.ts). A large run gets the
 * old generation's bound and, on V8 12 and later, later isolates made at their cap and the hold
 * on the main thread's young generation; a small one has V8's defaults back (the listing's
 * freeze undone), so the built-in modules it loads later keep Node's code cache. The CLI's
 * verbs that do not run the pipeline call it with true as they start. No-op unless an entry
 * point tuned this process.
 */
export declare function sizeUpRun(large: boolean): void;
/**
 * Lets the main thread's new space grow until it reaches MAIN_SEMI_SPACE_MB a semi-space, then
 * stops it (and lets it grow again if V8 has shrunk it). Called by the pipeline as results
 * arrive, a file or a part at a time; it reads the heap every HOLD_EVERY calls. V8 gives no
 * synchronous word of a collection, and a run on the main thread does not return to the event
 * loop between files, so the pipeline asks. Until the first read the young generation stays
 * frozen: the pipeline's own set-up (the run's list of paths, its bookkeeping) survives its
 * scavenges too. No-op unless an entry point tuned this V8.
 */
export declare function holdYoungGeneration(): void;
/**
 * Stops the main thread's new space growing before a large run's serial tail (SARIF, the
 * reports), which does not call holdYoungGeneration. No-op but in a large run on V8 12 and later.
 */
export declare function freezeYoungGeneration(): void;
/**
 * Stops the main thread's new space growing while a run lists its files, before anyone knows the
 * run's size: a long list would grow it to V8's maximum before the pipeline holds it. sizeUpRun
 * undoes it for a small run. No-op unless an entry point tuned a V8 12 or later.
 */
export declare function freezeForListing(): void;
/**
 * One full collection of the main thread, once a large run's files are in the pool's hands.
 * Before its first full collection an isolate's old generation may grow up to V8's first limit,
 * far above what HEAP_GROWING_PERCENT allows after one, and the main thread allocates little
 * while the pool works: nothing brought it there, so the garbage of listing and planning the run
 * stayed for the whole run, with what piled up after it. Collected once, the old generation gets
 * its limit from what is live, and the bound holds from there (docs/performance.md, "The main
 * thread's first collection"). No-op but in a large run of a tuned process.
 */
export declare function collectSetUpGarbage(): void;
