import type { FileResult } from "./one-file.js";
import type { WorkerSetup } from "./protocol.js";
import type { SpillSpans } from "./spill.js";
export interface PoolOptions {
    workers: number;
    workerUrl: URL | string;
    /** Files per message: fewer messages for many small files. */
    batchFiles: number;
    /** Batches in flight per worker. */
    depth?: number;
    /** Young-generation cap of each worker's heap, MB. */
    youngGenerationMb?: number;
    /**
     * Old-generation cap of each worker's heap, MB: a worker holds one trace at a time, and a
     * cap keeps its collector thrifty. A document too big for it kills the worker, and the
     * file is read again on the main thread, which has no such cap.
     */
    oldGenerationMb?: number;
    /** The spill file of worker `k` (1-based), when results are to be spilled (spill.ts). */
    spillFile?: (k: number) => string;
}
export interface PoolCallbacks {
    /** Part of a file's results, ahead of its end, from worker `source` (1-based). */
    onPart: (index: number, part: string | SpillSpans, source: number) => void;
    /** The rest of a file's results: the file is done. */
    onResult: (index: number, result: FileResult, source: number) => void;
    /** A file whose worker died before finishing it; parts already received must be dropped. */
    fallback: (index: number, file: string, why: string) => Promise<void>;
}
export declare function runInPool(files: readonly string[], setup: WorkerSetup, options: PoolOptions, callbacks: PoolCallbacks): Promise<void>;
