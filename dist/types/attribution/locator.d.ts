import { type StepView, type TraceContext } from "./context.js";
export interface StepPrior {
    pos: number;
    score: number;
    reasons: string[];
}
/**
 * A step that encloses others (their span parent, as agent-blame's pipeline function or an
 * OpenTelemetry parent span): the frame the work happened in, not a step of it.
 */
export declare function isContainer(ctx: TraceContext, pos: number): boolean;
export declare function candidate(v: StepView, ctx?: TraceContext): boolean;
/** Prior score per candidate step; higher is more likely the root cause. */
export declare function stepPriors(ctx: TraceContext): StepPrior[];
/** Weight of a state change that a later call on the same record then failed on. */
export declare const BLOCKING_WEIGHT = 2;
export declare const CONCESSION_WEIGHT = 2;
