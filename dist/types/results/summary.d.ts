import type { ModeId } from "../attribution/model.js";
import type { Summary, TraceResult } from "./model.js";
export interface Tally {
    traces: number;
    failed: number;
    passed: number;
    unknown: number;
    /** Verdict modes of failed traces, in the order first seen (the JSON report keeps that order). */
    modes: Partial<Record<ModeId, number>>;
}
export declare function emptyTally(): Tally;
export declare function countTrace(tally: Tally, t: TraceResult): void;
/** Adds `from` into `into`; adding files' tallies in file order gives the whole run's. */
export declare function addTally(into: Tally, from: Tally): void;
export declare function summaryOf(tally: Tally, files: number, skipped: number): Summary;
export declare function summarize(traces: Iterable<TraceResult>, files: number, skipped: number): Summary;
