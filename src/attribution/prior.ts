// A prior over steps learned from data (issue 16, §3): a conditional-logit model — P(step) ∝
// exp(Σ weight × feature) over the steps the locator weighs — on label-free per-step features.
// Two features are the hand-written locator's score and the findings' boost, so the model learns
// how far to trust them against the rest; the weights are shrunk towards the hand rules (1, 1,
// 0 …), so where data says little the rules stand. Trained by scripts/train-prior.ts, leave one
// dataset out in the bench; shipped as rules/prior.json. `--explain` prints every term.
import type * as z from "zod";
import raw from "../../rules/prior.json" with { type: "json" };
import { thoughtTokens, type StepView, type TraceContext } from "./context.js";
import { jaccard, tokens } from "./text.js";
import { lazySchema } from "../lazy-schema.js";

/**
 * The features, each a number per step:
 * - locator: the hand-written locator's score (first step that acts, first state change, blocking change, concession, recency …)
 * - findings: 2 × Σ max(0, logit(confidence)) of the detectors' findings at the step
 * - position: relative position in the trace, 0 first … 1 last
 * - speakerShare: share of the trace's steps taken by the step's speaker
 * - user: the speaker is the requester (user, human, customer, client)
 * - lead: the speaker is the lead agent: the first non-user agent to speak (it received the task)
 * - firstTurnOfAgent: the speaker's first turn
 * - errorLanguage: error or refusal language in the step's own text
 * - failedResult: the tool or code result right after it failed
 * - repeats: near-identical (Jaccard ≥ 0.8) to an earlier message of the same speaker within 6 steps
 * - firstMentionOfAnswer: first step to state something the final answer states (a number or name not in the task)
 */
export const FEATURES = ["locator", "findings", "position", "speakerShare", "user", "lead", "firstTurnOfAgent", "errorLanguage", "failedResult", "repeats", "firstMentionOfAnswer"] as const;
export type Feature = (typeof FEATURES)[number];

export const PriorModelSchema = lazySchema((z) =>
  z.object({
    weights: z.partialRecord(z.enum(FEATURES), z.number()),
    /** The pull towards the hand rules it was trained with, chosen held out; null: the hand rules won. */
    pull: z.number().positive().nullable(),
    fittedOn: z.array(z.object({ set: z.string(), n: z.number().int().nonnegative() })),
    command: z.string(),
  }),
);
export type PriorModel = z.infer<typeof PriorModelSchema>;

/**
 * The shipped model, read as it is, like rules/mast.json (taxonomy.ts): the file is part of the
 * build, the compiler checks its shape against PriorModelSchema's type here, and the test suite
 * holds it to the schema's refinements (test/attribution/rule-files.test.ts), so no run pays for
 * building the schema and parsing its own package's file (issue 17, cold start).
 */
export const PRIOR: PriorModel = raw;

/** The hand rules as a model: locator score plus findings, nothing else. */
export const HAND_RULES: PriorModel = { weights: { locator: 1, findings: 1 }, pull: null, fittedOn: [], command: PRIOR.command };

export type Features = Record<Feature, number>;

const REQUESTER = /^(user|human|customer|client)$/i;
const ERROR_LANGUAGE = /\b(error|exception|traceback|failed|failure|cannot|can't|unable to|i'?m sorry|not possible|invalid)\b/i;
const FAILED_RUN = /exitcode: [1-9]|execution failed|\btraceback\b|^error\b|\berror:/i;
/** Tokens specific enough to trace an answer back: numbers, or long words. */
const SPECIFIC = /\d|^[a-z][a-z0-9_'-]{6,}$/;

/** Per-trace facts the features read, computed once. */
interface TraceFacts {
  share: Map<string | undefined, number>;
  lead: string | undefined;
  firstTurn: Map<string | undefined, number>;
  firstMention: Set<number>;
}

function facts(ctx: TraceContext): TraceFacts {
  const counts = new Map<string | undefined, number>();
  const firstTurn = new Map<string | undefined, number>();
  let lead: string | undefined;
  for (const v of ctx.views) {
    counts.set(v.agent, (counts.get(v.agent) ?? 0) + 1);
    if (v.isEnvironment || v.step.kind === "prompt") continue;
    if (!firstTurn.has(v.agent)) firstTurn.set(v.agent, v.pos);
    if (lead === undefined && v.agent !== undefined && !REQUESTER.test(v.agent)) lead = v.agent;
  }
  const n = Math.max(1, ctx.views.length);
  const share = new Map([...counts].map(([k, c]) => [k, c / n] as const));
  // What the final answer states that the task did not: where does it first appear?
  const last = [...ctx.views].reverse().find((v) => !v.isEnvironment);
  const answer = ctx.trace.finalOutput ?? last?.text ?? "";
  const wanted = new Set(tokens(answer.slice(0, 4000), 300).filter((t) => SPECIFIC.test(t) && !ctx.taskTokens.has(t)));
  const firstMention = new Set<number>();
  if (wanted.size > 0) {
    for (const v of ctx.views) {
      if (v === last || wanted.size === 0) break;
      const hit = (v.isEnvironment ? tokens(v.text.slice(0, 4000), 1500) : thoughtTokens(v, 1500)).filter((t) => wanted.has(t));
      if (hit.length === 0) continue;
      for (const t of hit) wanted.delete(t);
      if (!v.isEnvironment) firstMention.add(v.pos);
    }
  }
  return { share, lead, firstTurn, firstMention };
}

function repeats(ctx: TraceContext, v: StepView): boolean {
  if (v.isEnvironment || v.thought.length < 80) return false;
  const set = new Set(thoughtTokens(v, 400));
  if (set.size < 8) return false;
  for (let p = v.pos - 1; p >= Math.max(0, v.pos - 6); p--) {
    const w = ctx.views[p]!;
    if (w.agent !== v.agent || w.isEnvironment || w.thought.length < 80) continue;
    if (jaccard(new Set(thoughtTokens(w, 400)), set) >= 0.8) return true;
  }
  return false;
}

/** Features that read only the step and its neighbour, not a pass over the whole trace. */
const LOCAL: ReadonlySet<Feature> = new Set(["locator", "findings", "position", "errorLanguage", "failedResult"]);

/** Does scoring with this model need the per-trace pass (speakers, first mentions, repeats)? */
export function needsTracePass(model: PriorModel): boolean {
  return FEATURES.some((k) => (model.weights[k] ?? 0) !== 0 && !LOCAL.has(k));
}

const NO_FACTS: TraceFacts = { share: new Map(), lead: undefined, firstTurn: new Map(), firstMention: new Set() };

/**
 * Features of the steps at `positions`, given their locator score and findings boost. With
 * `full` false (the model weighs none of them), the features that need a pass over the whole
 * trace are left at 0: a large run pays nothing for weights the shipped model does not have.
 * Given the `model` too, a run without the full pass also leaves at 0 the step's own features
 * the model gives no weight (their terms are 0 whatever their value).
 */
export function stepFeatures(ctx: TraceContext, steps: readonly { pos: number; locator: number; findings: number }[], full = true, model?: PriorModel): Features[] {
  const f = full ? facts(ctx) : NO_FACTS;
  const n = Math.max(1, ctx.views.length - 1);
  const weighs = (k: Feature) => full || model === undefined || (model.weights[k] ?? 0) !== 0;
  const errorLanguage = weighs("errorLanguage");
  const failedResult = weighs("failedResult");
  return steps.map((s) => {
    const v = ctx.views[s.pos]!;
    const next = ctx.views[s.pos + 1];
    return {
      locator: s.locator,
      findings: s.findings,
      position: v.pos / n,
      speakerShare: f.share.get(v.agent) ?? 0,
      user: v.agent !== undefined && REQUESTER.test(v.agent) ? 1 : 0,
      lead: v.agent !== undefined && v.agent === f.lead ? 1 : 0,
      firstTurnOfAgent: f.firstTurn.get(v.agent) === v.pos ? 1 : 0,
      errorLanguage: errorLanguage && ERROR_LANGUAGE.test((v.error ?? v.thought ?? v.text).slice(0, 2000)) ? 1 : 0,
      failedResult: failedResult && next !== undefined && next.isEnvironment && (Boolean(next.error) || FAILED_RUN.test(next.text.slice(0, 300))) ? 1 : 0,
      repeats: full && repeats(ctx, v) ? 1 : 0,
      firstMentionOfAnswer: f.firstMention.has(v.pos) ? 1 : 0,
    };
  });
}

export function scoreOf(x: Features, model: PriorModel = PRIOR): number {
  let s = 0;
  for (const k of FEATURES) s += (model.weights[k] ?? 0) * x[k];
  return s;
}

/**
 * scoreOf with the model's weights read once: the scorer of a trace's steps. The same sum, term
 * by term in FEATURES order (test/attribution/prior.test.ts holds the two to each other).
 */
export function scorer(model: PriorModel = PRIOR): (x: Features) => number {
  const w = FEATURES.map((k) => model.weights[k] ?? 0);
  const [locator, findings, position, speakerShare, user, lead, firstTurnOfAgent, errorLanguage, failedResult, repeats, firstMentionOfAnswer] = w as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return (x) => {
    let s = 0;
    s += locator * x.locator;
    s += findings * x.findings;
    s += position * x.position;
    s += speakerShare * x.speakerShare;
    s += user * x.user;
    s += lead * x.lead;
    s += firstTurnOfAgent * x.firstTurnOfAgent;
    s += errorLanguage * x.errorLanguage;
    s += failedResult * x.failedResult;
    s += repeats * x.repeats;
    s += firstMentionOfAnswer * x.firstMentionOfAnswer;
    return s;
  };
}

/** The terms of a step's score, largest first, for --explain. */
export function terms(x: Features, model: PriorModel = PRIOR): { feature: Feature; weight: number; value: number }[] {
  return FEATURES.map((k) => ({ feature: k, weight: model.weights[k] ?? 0, value: x[k] }))
    .filter((t) => t.weight !== 0 && t.value !== 0)
    .sort((a, b) => Math.abs(b.weight * b.value) - Math.abs(a.weight * a.value));
}
