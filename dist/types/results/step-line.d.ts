import { type JsonArraySite } from "../json/offsets.js";
import type { TraceResult } from "./model.js";
export interface StepInText {
    /** Position of the step among the trace's steps (0-based). */
    position: number;
    /** Number of steps the trace has. */
    stepCount: number;
    /** Step index in the source's numbering. */
    index: number;
    /** OpenTelemetry span id, when the step is a span. */
    spanId?: string;
    /** 1-based line where the trace starts (JSONL): the step is on that line. */
    traceLine?: number;
}
/**
 * The 1-based line of a step in its trace file's text, or null when it cannot be placed.
 * JSONL traces sit on one line; spans are found by their id; otherwise the step is the
 * element at its position in the array that holds the steps (the one named like a step list
 * whose length matches best). `arraysOf` lets a caller that places several steps of one file scan
 * its text once.
 */
export declare function stepLine(text: string, step: StepInText, arraysOf?: (text: string) => JsonArraySite[]): number | null;
/**
 * The steps SARIF may place in a result's trace file, as render/sarif/build.ts picks a result's
 * findings: none for a passed trace, none for a JSONL trace (its line is the trace's own), else
 * the findings' steps, or the verdict's step when no finding is recorded.
 */
export declare function citedSteps(t: Pick<TraceResult, "success" | "line" | "findings" | "verdict">): number[];
/**
 * The lines of a result's cited steps in its file's text, as the locator would place them
 * reading the file back: `[step, line, step, line, …]` (a step that cannot be placed is on line 1,
 * as there).
 */
export declare function citedStepLines(text: string, t: TraceResult, arraysOf?: (text: string) => JsonArraySite[]): number[];
/** Where the locator finds a step's line without reading the trace file: by the result's position in the run. */
export interface StepLineLookup {
    get(index: number, step: number): number | undefined;
}
/**
 * The step lines of a run's results, by position in the run, added in the run's order: three
 * columns of 32-bit numbers, bounded (past `max` steps the rest are read back instead).
 */
export declare class StepLines implements StepLineLookup {
    readonly max: number;
    private n;
    private index;
    private step;
    private line;
    constructor(max?: number);
    get size(): number;
    /** Result `index`'s lines (`[step, line, …]`); indices must not decrease from one call to the next. */
    add(index: number, lines: readonly number[]): void;
    get(index: number, step: number): number | undefined;
    private grow;
}
