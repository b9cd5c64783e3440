// FM-3.1: a run that ends on an error, admitting it stopped short, without the change its plan
// promised, or on a claim of success that its failure contradicts.
import type { StepView } from "../context.js";
import { finalAnswer } from "./final-answer.js";
import { type DetectorMeta, defineDetector, evidenceOf, finding, primaryText } from "./types.js";

const COMPLETION = /\b(done|completed?|finished|fixed|resolved|success(fully)?|booked|written|published|reconciled|applied|all set)\b/i;
const INCOMPLETE =
  /\b(stopp(ing|ed) early|stopped short|partial(ly)? (done|complete)|could not (finish|complete)|couldn'?t (finish|complete)|ran out of (time|steps|turns|budget)|giving up|gave up|incomplete|not (yet )?(finished|complete(d)?))\b/i;
const PLANNED_CHANGE = /\b(apply|fix|update|write|send|book|deploy|modify|change|publish|create|delete|cancel)\b/i;

function isErrorView(v: StepView): boolean {
  return Boolean(v.error) || v.step.kind === "error" || (v.isEnvironment && /^(error|exception|traceback)\b/i.test(v.text.trimStart()));
}

const meta: DetectorMeta = {
  id: "premature-termination",
  name: "PrematureTerminationDetector",
  modes: ["FM-3.1"],
  serves: "both",
  description:
    'Reports how a run stopped before its task was done, in this order: it ends on an unhandled error (the last step, or an error followed only by an answer); its final answer says the work stopped short ("ran out of steps", "could not finish"); its plan promised a change (apply, fix, send …) and a failed run made none; or a failed run\'s final answer claims success ("done", "fixed") that was never checked against the goal. One finding per trace.',
  maxConfidence: 0.85,
};

export const prematureTermination = defineDetector(meta, (ctx) => {
  const n = ctx.views.length;
  if (n === 0) return [];
  // Ends on an error: the last step, or an error step with nothing after it but an answer.
  for (let i = n - 1; i >= Math.max(0, n - 2); i--) {
    const v = ctx.views[i]!;
    if (!isErrorView(v)) continue;
    const after = ctx.views.slice(i + 1);
    if (after.some((w) => w.calls.length > 0)) break;
    return [finding("FM-3.1", v, 0.85, meta.name, "The run stopped on an unhandled error instead of recovering or reporting it.", [evidenceOf(v, v.error ?? primaryText(v), "last error")])];
  }
  const last = finalAnswer(ctx);
  const lastText = last ? last.thought || last.text || ctx.trace.finalOutput || "" : "";
  // The answer itself says the work stopped short.
  const short = last ? INCOMPLETE.exec(lastText.slice(0, 2000)) : null;
  if (last && short) {
    return [finding("FM-3.1", last, 0.75, meta.name, "The run ended saying the work was not finished.", [evidenceOf(last, lastText, "admits stopping short", short.index)])];
  }
  // The plan promised a change (apply, fix, send …) and the run ended without making any.
  const plan = ctx.views.find((v) => v.step.kind === "plan");
  const promised = plan ? PLANNED_CHANGE.exec((plan.step.thought ?? plan.text).slice(0, 2000)) : null;
  if (last && plan && promised && ctx.trace.success === false && !ctx.views.some((v) => v.mutating)) {
    return [
      finding("FM-3.1", last, 0.6, meta.name, "The plan called for a change, but the run ended without making it.", [
        evidenceOf(plan, plan.step.thought ?? plan.text, "planned change", promised.index),
        evidenceOf(last, lastText || "[final step]", "ended here"),
      ]),
    ];
  }
  // A failed run whose final answer claims the job is done: it stopped on an unchecked claim.
  if (ctx.trace.success === false && last) {
    const text = last.thought || last.text || ctx.trace.finalOutput || "";
    const m = COMPLETION.exec(text.slice(0, 2000));
    if (m) {
      return [finding("FM-3.1", last, 0.45, meta.name, "The run ended claiming success, but it failed: the claim was never checked against the goal.", [evidenceOf(last, text, "final claim", m.index)])];
    }
  }
  return [];
});
