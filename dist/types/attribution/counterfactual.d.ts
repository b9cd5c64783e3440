import type { Attribution } from "./model.js";
import type { Trace } from "../trace/model.js";
export declare const MAX_CANDIDATES = 8;
export type Role = "root cause" | "symptom" | "unclear";
export interface Intervention {
    /** Steps taken out (the candidate, and for the masked run its downstream). */
    removed: number[];
    /** Findings left, and their modes. */
    signals: number;
    modes: string[];
    verdict: {
        mode: string | null;
        step: number | null;
    } | null;
}
export interface CandidateResult {
    step: number;
    agent: string | null;
    /** Why it is a candidate: "verdict", or the modes of its findings. */
    why: string[];
    removed: Intervention;
    masked: Intervention;
    role: Role;
}
export interface CounterfactualReport {
    id: string;
    file: string;
    verdict: {
        mode: string | null;
        step: number | null;
        agent: string | null;
    } | null;
    /** Findings of the trace as it is, outcome hidden. */
    signals: number;
    candidates: CandidateResult[];
    /** The earliest root cause, when the verdict's step is not one (see rerank). */
    rootCause: number | null;
}
/** Positions downstream of `pos`: later steps naming a key it (or a step downstream of it) brought in. */
export declare function downstream(trace: Trace, pos: number): number[];
export declare function counterfactual(trace: Trace, base?: Attribution): CounterfactualReport;
/**
 * The step a counterfactual ranking would blame: the verdict's, unless it is a symptom and an
 * earlier candidate is a root cause (causes precede their effects); then that one.
 */
export declare function rerank(verdictStep: number | null, candidates: readonly CandidateResult[]): number | null;
/** Rows for the postmortem page. */
export declare function counterfactualRows(r: CounterfactualReport): {
    step: number;
    role: Role;
    detail: string;
}[];
export declare function counterfactualText(r: CounterfactualReport): string;
