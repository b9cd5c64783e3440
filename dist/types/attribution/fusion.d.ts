import type { Finding, ModeId } from "./model.js";
/** Priors are shares of all failure flags; softened so a rare mode with strong evidence can still win. */
export declare const PRIOR_WEIGHT = 0.5;
export interface ModeScore {
    mode: ModeId;
    priorLogOdds: number;
    /** Evidence terms in the order they were added: [detector@step, weight, log-likelihood ratio]. */
    terms: {
        label: string;
        weight: number;
        llr: number;
    }[];
    logOdds: number;
    probability: number;
    /** The strongest finding of this mode (the one the verdict points at). */
    best: Finding;
}
export declare function llrOf(confidence: number): number;
export declare function fuse(findings: readonly Finding[]): ModeScore[];
