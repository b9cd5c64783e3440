import type { StepBlame } from "./model.js";
import type { StepKind } from "../trace/model.js";
import type { StepView, TraceContext } from "./context.js";
/** agent-blame's weights: upstream retrieval faults matter most. */
export declare const TYPE_WEIGHT: Partial<Record<StepKind, number>>;
/** Blame at which a step is flagged (agent-blame's own line). */
export declare const BLAME_LINE = 0.35;
interface Health {
    score: number | null;
    reasons: string[];
}
export declare function health(v: StepView): Health;
export declare function stepBlame(ctx: TraceContext): {
    blame: StepBlame[];
    maxBlame: number;
};
export {};
