import type { RunResult } from "../results/model.js";
import type { Skipped } from "../trace/model.js";
export type InputPolicy = "error" | "warn" | "ignore";
export interface InputSettings {
    /** When no trace at all was read. */
    ifNoTraces: InputPolicy;
    /** When some input exists but could not be read (a skipped file or line, a refused artifact, a missing shard). */
    ifUnreadable: InputPolicy;
}
export declare const DEFAULT_INPUT_SETTINGS: InputSettings;
export interface InputVerdict {
    /** Reasons to fail the gate. */
    errors: string[];
    /** Said, but the gate passes. */
    warnings: string[];
}
/**
 * Trace-derived text (file names from an artifact, a parser's quote of a line) made fit for a
 * one-line reason: secrets redacted, control characters shown as escapes, length bounded.
 */
export declare function quoteInput(text: string, max?: number): string;
export declare function isMissing(s: Skipped): boolean;
/** The verdict on the run's input, under `settings`. */
export declare function judgeInputs(result: RunResult, settings?: InputSettings): InputVerdict;
