import type { TraceResult } from "./model.js";
import type { Finding, StepBlame } from "../attribution/model.js";
export interface CompactLimits {
    blameSteps: number;
    minBlame: number;
    findings: number;
    evidence: number;
    quoteChars: number;
    errors: number;
    /** A recorded error's message is clipped to this (a stack trace of megabytes helps nobody). */
    errorChars: number;
    taskChars: number;
}
export declare const DEFAULT_LIMITS: CompactLimits;
/**
 * Characters kept past a field's limit when it is cut before redaction: more than any secret is
 * long (a JWT of many claims is a few KB), so a secret that straddles the final cut is still
 * whole when it is redacted, and no part of it shows.
 */
export declare const REDACTION_SLACK: number;
/** How long the fields cut by preclipResult were, by position, for the final clip's count. */
export interface CutLengths {
    task?: number;
    errors?: (number | undefined)[];
}
/**
 * Cuts the long free-text fields (the task, error messages) to their limit plus REDACTION_SLACK
 * before redaction, so a megabyte field costs the redactor kilobytes: clipResult would throw the
 * rest away anyway. Evidence quotes are short by construction (attribution/text.ts quote()).
 */
export declare function preclipResult(result: TraceResult, limits?: CompactLimits): {
    result: TraceResult;
    lengths: CutLengths;
};
/** The `n` most blamed steps at or above `min` (ties to the earlier step), returned in step order. */
export declare function topBlame(blame: StepBlame[], n: number, min?: number): StepBlame[];
/** The `n` most confident findings (ties to the earlier), in their original order. */
export declare function mostConfident(findings: Finding[], n: number): Finding[];
/**
 * Drops what a result does not keep (blame rows, findings, errors, sites beyond the limits)
 * without touching any text. Which items go depends only on numbers, never on text, so this can
 * run before redaction: redaction then walks a few items instead of a row a step.
 */
export declare function trimResult(result: TraceResult, limits?: CompactLimits): TraceResult;
/**
 * Clips long text: the task, evidence quotes and error messages. Runs after redaction, so a
 * secret is replaced whole before any cut could leave a piece of it too short to recognise.
 * Most results have nothing too long: those are returned as they are, with no copy.
 */
export declare function clipResult(result: TraceResult, limits?: CompactLimits, lengths?: CutLengths): TraceResult;
