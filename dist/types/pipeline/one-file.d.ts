import type { Format, Skipped } from "../trace/model.js";
import { type AnalyzeOptions } from "../results/analyze-trace.js";
import type { SpillSpans } from "./spill.js";
import type { CompactLimits } from "../results/compact.js";
import { type Tally } from "../results/summary.js";
import type { SidecarListing } from "./sidecar-listing.js";
import type { TraceResult } from "../results/model.js";
export interface FileOptions extends AnalyzeOptions {
    format: Format | "auto";
    limits?: CompactLimits;
    /** Folder the display paths are relative to; default the process's working folder. */
    cwd?: string;
    /**
     * Display paths of the files SARIF may cite (in the repository): for these, the lines of the
     * steps SARIF places in them are taken while the file is in hand (FileResult.stepLines).
     */
    stepLineFiles?: ReadonlySet<string>;
}
/**
 * One file's results, packed: `traces` holds the JSON text of each TraceResult, one a line
 * (joined by "\n", which JSON.stringify never writes inside a value; "" for none). Each result
 * is serialised the moment it is made, which (1) lets go of the trace at once: a quote cut
 * from a step's text is a V8 slice that would otherwise keep the whole text alive, and
 * (2) crosses from a worker as one string, where a structured clone of the same objects costs
 * more than twice the memory on the receiving side. `unpack.ts` turns it back into objects, or
 * `spill.ts` writes the lines to a file as they are. On the main thread, which no result leaves,
 * results are kept as objects instead (`kept`), their strings copied out of the trace's texts as
 * they are made (unpack.ts Interner.adopt): the same objects, without the text in between.
 */
export interface FileResult {
    traces: string;
    /** With `keep` (analyzeFile): the results as objects, in file order; `traces` is then "". */
    kept?: TraceResult[];
    skipped: Skipped[];
    /** From a worker with a spill file: where `traces` went instead (then ""). */
    spans?: SpillSpans;
    /** Counts over all the file's traces, those sent ahead in parts included (results/summary.ts). */
    tally: Tally;
    /**
     * Beside the results, not in them: `[k, step, line, …]`, the line in the file of each step
     * SARIF may cite of the file's k-th result (results/step-line.ts), for files in `stepLineFiles`.
     */
    stepLines?: number[];
}
/** Documents up to this size are read in one call; larger ones, and JSONL, stream. */
export declare const WHOLE_FILE_BYTES: number;
/** Documents up to this size are read into the thread's one scratch buffer, not a buffer of their own. */
export declare const SCRATCH_BYTES: number;
/**
 * Results are handed on in parts of about this many characters, so a big JSONL file's results
 * never pile up here: the report writers' chunk size, which keeps a text below V8's large-object
 * size. A part that size dies young; a larger one, kept past a scavenge, waits with the large
 * objects for a full collection, and a worker's heap grew by tens of MB of them
 * (docs/performance.md, "A worker's large objects").
 */
export declare const PART_CHARS: number;
/**
 * Analyses one file. With `onPart`, results leave in parts as they accumulate (a JSONL file of
 * gigabytes would otherwise have its results wait whole in the worker, then whole again in a message);
 * the returned FileResult holds what remains, and every skipped item.
 */
export declare function analyzeFile(file: string, options: FileOptions, onPart?: (traces: string) => void, 
/** A pool worker's folder listings: files with no sidecar are not asked for one. */
listing?: SidecarListing, 
/**
 * On the main thread, where no result crosses between threads: each result is kept as the
 * object `keep` returns (pipeline/unpack.ts Interner.adopt), not serialised, and none is sent
 * ahead in parts.
 */
keep?: (result: TraceResult) => TraceResult): Promise<FileResult>;
