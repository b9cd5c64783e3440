// FC3 task-verification signals: runs that end on an error or on an unchecked claim
// (FM-3.1), state changes never checked (FM-3.2), and checks that cannot catch anything —
// re-reading a step's own result, or agreeing with no evidence (FM-3.3).
import type { Finding } from "../model.js";
import type { CallView, StepView, TraceContext } from "../context.js";
import { evidenceOf, finding, primaryText, type Detector } from "./types.js";

const COMPLETION = /\b(done|completed?|finished|fixed|resolved|success(fully)?|booked|written|published|reconciled|applied|all set)\b/i;
const INCOMPLETE =
  /\b(stopp(ing|ed) early|stopped short|partial(ly)? (done|complete)|could not (finish|complete)|couldn'?t (finish|complete)|ran out of (time|steps|turns|budget)|giving up|gave up|incomplete|not (yet )?(finished|complete(d)?))\b/i;
const PLANNED_CHANGE = /\b(apply|fix|update|write|send|book|deploy|modify|change|publish|create|delete|cancel)\b/i;
const BEHAVIOUR_CLAIM = /\b(fixed|resolved|works|working now|passes|passing|repaired|corrected|no longer (fails|crashes|errors))\b/i;

function isErrorView(v: StepView): boolean {
  return Boolean(v.error) || v.step.kind === "error" || (v.isEnvironment && /^(error|exception|traceback)\b/i.test(v.text.trimStart()));
}

/** The final answer of the run: the last response-like step by an agent. */
function finalAnswer(ctx: TraceContext): StepView | undefined {
  for (let i = ctx.views.length - 1; i >= Math.max(0, ctx.views.length - 5); i--) {
    const v = ctx.views[i]!;
    if (v.step.kind === "response" || (!v.isEnvironment && v.agent !== "user" && v.calls.length === 0 && v.thought.length > 0)) return v;
  }
  return undefined;
}

export const prematureTermination: Detector = {
  name: "PrematureTerminationDetector",
  maxConfidence: 0.85,
  modes: ["FM-3.1"],
  serves: "both",
  detect(ctx) {
    const n = ctx.views.length;
    if (n === 0) return [];
    // Ends on an error: the last step, or an error step with nothing after it but an answer.
    for (let i = n - 1; i >= Math.max(0, n - 2); i--) {
      const v = ctx.views[i]!;
      if (!isErrorView(v)) continue;
      const after = ctx.views.slice(i + 1);
      if (after.some((w) => w.calls.length > 0)) break;
      return [finding("FM-3.1", v, 0.85, this.name, "The run stopped on an unhandled error instead of recovering or reporting it.", [evidenceOf(v, v.error ?? primaryText(v), "last error")])];
    }
    const last = finalAnswer(ctx);
    const lastText = last ? last.thought || last.text || ctx.trace.finalOutput || "" : "";
    // The answer itself says the work stopped short.
    const short = last ? INCOMPLETE.exec(lastText.slice(0, 2000)) : null;
    if (last && short) {
      return [finding("FM-3.1", last, 0.75, this.name, "The run ended saying the work was not finished.", [evidenceOf(last, lastText, "admits stopping short", short.index)])];
    }
    // The plan promised a change (apply, fix, send …) and the run ended without making any.
    const plan = ctx.views.find((v) => v.step.kind === "plan");
    const promised = plan ? PLANNED_CHANGE.exec((plan.step.thought ?? plan.text).slice(0, 2000)) : null;
    if (last && plan && promised && ctx.trace.success === false && !ctx.views.some((v) => v.mutating)) {
      return [
        finding("FM-3.1", last, 0.6, this.name, "The plan called for a change, but the run ended without making it.", [
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
        return [finding("FM-3.1", last, 0.45, this.name, "The run ended claiming success, but it failed: the claim was never checked against the goal.", [evidenceOf(last, text, "final claim", m.index)])];
      }
    }
    return [];
  },
};

/** Argument values specific enough to identify what a call touched (ids, paths, targets). */
function identifyingValues(words: readonly string[], common: Map<string, number>): string[] {
  return words.filter((t) => t.length >= 3 && (common.get(t) ?? 0) <= 3).slice(0, 20);
}

export const missingVerification: Detector = {
  name: "MissingVerificationDetector",
  maxConfidence: 0.8,
  modes: ["FM-3.2"],
  serves: "structured",
  detect(ctx) {
    // Only state changes marked as such are checked; most traces have none.
    if (!ctx.views.some((v) => v.step.mutating === true)) return [];
    // Each call's argument words, split once.
    const split = new Map<CallView, string[]>();
    const wordsOf = (c: CallView): string[] => {
      let w = split.get(c);
      if (w === undefined) split.set(c, (w = c.argsText.split(/\s+/)));
      return w;
    };
    const common = new Map<string, number>();
    for (const v of ctx.views) for (const c of v.calls) for (const t of new Set(wordsOf(c))) common.set(t, (common.get(t) ?? 0) + 1);
    const out: Finding[] = [];
    ctx.views.forEach((v, pos) => {
      if (out.length >= 5 || v.step.mutating !== true) return;
      const ids = v.calls.flatMap((c) => identifyingValues(wordsOf(c), common));
      const checker = ctx.views.slice(pos + 1, pos + 1 + 500).find((w) => w.step.verify === true || w.step.verify === v.step.index || (!w.mutating && w.calls.some((c) => ids.some((id) => wordsOf(c).includes(id)))));
      if (checker) return;
      const ans = finalAnswer(ctx);
      const ev = [evidenceOf(v, primaryText(v), "state-changing step")];
      if (ans && ans !== v) ev.push(evidenceOf(ans, ans.thought || ans.text, "answer given without a read-back"));
      out.push(finding("FM-3.2", v, 0.8, this.name, `${v.calls[0]?.name ?? "A state-changing step"} was never verified by a later read of what it changed.`, ev));
    });
    return out;
  },
};

/** A claim that something now works, after a change, with no step that could have tested it. */
export const unverifiedClaim: Detector = {
  name: "UnverifiedClaimDetector",
  maxConfidence: 0.62,
  modes: ["FM-3.2"],
  serves: "both",
  detect(ctx) {
    const last = finalAnswer(ctx);
    if (!last) return [];
    const text = last.thought || last.text;
    const m = BEHAVIOUR_CLAIM.exec(text.slice(0, 2000));
    if (!m) return [];
    const lastChange = [...ctx.views].reverse().find((v) => v.pos < last.pos && v.mutating);
    if (!lastChange) return [];
    const tested = ctx.views.slice(lastChange.pos + 1, last.pos).some((w) => w.step.verify !== undefined || w.calls.some((c) => /test|verify|check|validate|run|exec|assert|lint|build/i.test(c.name)));
    if (tested) return [];
    return [
      finding("FM-3.2", last, 0.62, this.name, "The answer claims the change works, but nothing after the change tested it.", [
        evidenceOf(lastChange, primaryText(lastChange), "last change"),
        evidenceOf(last, text, "untested claim", m.index),
      ]),
    ];
  },
};

const AGREES = /\b(verified|confirm(s|ed)?|i agree|agreed|looks (correct|good|accurate)|is correct|are correct|accurate)\b/i;

export const incorrectVerification: Detector = {
  name: "IncorrectVerificationDetector",
  maxConfidence: 0.85,
  modes: ["FM-3.3"],
  serves: "both",
  detect(ctx) {
    const out: Finding[] = [];
    const byIndex = new Map<number, StepView>();
    for (const v of ctx.views) byIndex.set(v.step.index, v);
    for (const v of ctx.views) {
      if (out.length >= 3) break;
      const target = typeof v.step.verify === "number" ? byIndex.get(v.step.verify) : undefined;
      if (typeof v.step.verify === "number" && v.step.verify === v.step.index) {
        out.push(finding("FM-3.3", v, 0.85, this.name, "The step verifies itself.", [evidenceOf(v, primaryText(v), "verify points at its own step")]));
        continue;
      }
      if (target && target.text.length >= 8) {
        const args = v.calls.map((c) => c.argsText).join(" ");
        const sameTool = v.calls.some((c) => target.calls.some((t) => t.name === c.name));
        const echoes = args.includes(target.text.slice(0, 60)) || (v.text.length > 0 && v.text === target.text);
        if (sameTool || echoes) {
          out.push(
            finding("FM-3.3", v, 0.8, this.name, "The check re-read the result the step itself returned, so it could not catch an error.", [
              evidenceOf(target, primaryText(target), "step checked"),
              evidenceOf(v, primaryText(v), sameTool ? "checked with the same call" : "checked against its own output"),
            ]),
          );
          continue;
        }
      }
      if (v.step.verify !== undefined && v.calls.length === 0 && !v.isEnvironment && AGREES.test(v.thought.slice(0, 500))) {
        out.push(finding("FM-3.3", v, 0.7, this.name, "A verification step agreed without checking anything.", [evidenceOf(v, v.thought, "agreement with no check")]));
      }
    }
    return out;
  },
};

// A request to act: "go ahead", "please proceed", "please cancel …" — not "please do not".
const ACT_REQUEST = /\b(go ahead|proceed|finali[sz]e|please (?!do not|don'?t)(do|make|process|complete|cancel|return|exchange|modify|update|change|submit|book|send))\b/i;
const CLOSING_ONLY = /\b(that'?s all|nothing else|no need|all set|i'?m good)\b/i;

/**
 * The conversation ended on the user's request to act, with no agent turn after it: the run
 * stopped before the requested action was taken (the user may have signed off in the same
 * message, but the request stands).
 */
export const unansweredRequest: Detector = {
  name: "UnansweredRequestDetector",
  maxConfidence: 0.75,
  modes: ["FM-3.1"],
  serves: "structured",
  detect(ctx) {
    const last = ctx.views[ctx.views.length - 1];
    if (!last || last.agent !== "user" || ctx.views.length < 4) return [];
    const text = last.text.slice(0, 2000);
    const m = ACT_REQUEST.exec(text);
    if (!m || CLOSING_ONLY.test(text)) return [];
    return [finding("FM-3.1", last, 0.75, this.name, "The run ended on the user's request to act, and nothing acted on it.", [evidenceOf(last, text, "request left unanswered", m.index)])];
  },
};
