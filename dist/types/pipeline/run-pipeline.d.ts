import type { Logger } from "../log.js";
import type { Format, Skipped } from "../trace/model.js";
import { type RunResult, type TraceResult } from "../results/model.js";
import type { AnalyzeOptions } from "../results/analyze-trace.js";
import type { CompactLimits } from "../results/compact.js";
/**
 * The process event emitted when the last file is analysed, for a probe that listens
 * (bench/tail-probe.mjs). Not a performance mark: the first use of the performance API loads
 * eleven built-in modules (the performance hooks and their timers), on every start (issue 17, cold start).
 */
export declare const PIPELINE_DONE_MARK = "blamegate:pipeline-done";
export interface PipelineOptions extends AnalyzeOptions {
    format: Format | "auto";
    /** Files read at once on the main thread; each streams its traces. */
    concurrency?: number;
    /** Worker threads: "auto" (default) uses the cores for large inputs and none for small ones (plan.ts); 0 never. */
    workers?: number | "auto";
    /** The most workers "auto" may start (the max-workers setting); plan.ts's bound when not set. */
    maxWorkers?: number;
    /** The worker script, when not the bundled dist/pipeline-worker.js (tests build their own). */
    workerUrl?: URL | string;
    /** How much of each trace's result is kept; defaults in results/compact.ts. */
    limits?: CompactLimits;
    /** Files whose cited steps' lines are taken as they are read (FileOptions.stepLineFiles). */
    stepLineFiles?: ReadonlySet<string>;
}
export interface PipelineInput {
    /** Display paths (relative to the working folder), in report order. */
    files: string[];
    /** Inputs already known to be unreadable (patterns matching nothing, refused archives). */
    skipped?: Skipped[];
    /** Folder `files` are relative to; default the process's working folder. */
    cwd?: string;
    /** Called when the files go to pool workers: the main thread is then free for other work. */
    onPool?: () => void;
}
/**
 * `onTrace` sees every result once, in the run's order (files in the order given, traces in file
 * order), as soon as the files before it are done: the run's counts and lists are made while
 * the pool still works (run/scan.ts), not in a pass after it.
 */
export declare function runPipeline(input: PipelineInput, options: PipelineOptions, logger: Logger, onTrace?: OnTrace, 
/** Results that only exist once every file is read (signed traces the ledger knows that are gone); they come last. */
tail?: () => Promise<TraceResult[]>): Promise<RunResult>;
/** Sees each result in the run's order, with the lines of its cited steps when the file was read for them (FileResult.stepLines): `[step, line, …]`. */
export type OnTrace = (t: TraceResult, stepLines?: readonly number[]) => void;
