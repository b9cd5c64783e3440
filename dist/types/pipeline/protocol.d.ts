import type { FileOptions, FileResult } from "./one-file.js";
import type { SpillSpans } from "./spill.js";
/** workerData of every pool worker. */
export interface WorkerSetup {
    options: FileOptions;
    /** A spill file of this worker's own: results are appended there and only their spans cross back. */
    spill?: string;
}
/** A batch of files for one worker. */
export interface TaskMessage {
    id: number;
    files: string[];
}
/** Results of a file still being read (its `index` in the batch), ahead of the batch's end. */
export interface PartMessage {
    id: number;
    index: number;
    part: string | SpillSpans;
}
/** The batch's results, one per file in the order sent (what each file's parts left). */
export interface ResultMessage {
    id: number;
    results: FileResult[];
}
export type WorkerMessage = PartMessage | ResultMessage;
