import type { StepView, TraceContext } from "../context.js";
export declare function finalAnswer(ctx: TraceContext): StepView | undefined;
