// FM-1.5: a run that does not stop at its step limit, or that ran out of turns.
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

const meta: DetectorMeta = {
  id: "step-limit",
  name: "StepLimitDetector",
  modes: ["FM-1.5"],
  serves: "both",
  description:
    "Reports the first step past the trace's recorded limit (`step_limit`, `stepLimit` or `max_steps` in its meta). With no limit recorded, a failed run of eight steps or more that ends on raw tool output, with no answer and no error, was cut off mid-work: it ran out of turns rather than stopping by choice (reported with low confidence).",
  maxConfidence: 0.9,
};

export const stepLimit = defineDetector(meta, (ctx) => {
  const raw = ctx.trace.meta["step_limit"] ?? ctx.trace.meta["stepLimit"] ?? ctx.trace.meta["max_steps"];
  const limit = typeof raw === "number" && raw > 0 ? Math.floor(raw) : undefined;
  if (limit !== undefined && ctx.views.length > limit) {
    const v = ctx.views[limit]!;
    const last = ctx.views[ctx.views.length - 1]!;
    return [
      finding("FM-1.5", v, 0.9, meta.name, `The run went past its step limit of ${limit} and kept going to ${ctx.views.length} steps.`, [
        evidenceOf(v, primaryText(v), `first step past the limit (${limit})`),
        evidenceOf(last, primaryText(last), "last step"),
      ]),
    ];
  }
  // No limit recorded: a failed run whose last step is raw tool output, with no answer
  // after it, was cut off mid-work (ran out of turns) rather than stopping by choice.
  const last = ctx.views[ctx.views.length - 1];
  if (ctx.trace.success === false && last && last.isEnvironment && !last.error && ctx.views.length >= 8 && !ctx.trace.finalOutput) {
    return [finding("FM-1.5", last, 0.35, meta.name, "The run ended on raw tool output with no answer: it ran out of turns instead of stopping.", [evidenceOf(last, primaryText(last), "last step")])];
  }
  return [];
});
