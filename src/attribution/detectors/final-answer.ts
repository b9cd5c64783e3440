// The step that answers a run, which several verification detectors read.
import type { StepView, TraceContext } from "../context.js";

export /** The final answer of the run: the last response-like step by an agent. */
function finalAnswer(ctx: TraceContext): StepView | undefined {
  for (let i = ctx.views.length - 1; i >= Math.max(0, ctx.views.length - 5); i--) {
    const v = ctx.views[i]!;
    if (v.step.kind === "response" || (!v.isEnvironment && v.agent !== "user" && v.calls.length === 0 && v.thought.length > 0)) return v;
  }
  return undefined;
}
