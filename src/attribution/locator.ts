// Where did it go wrong, when no mode detector says? A prior over steps for failed runs,
// built from signals that hold across agent systems rather than positions in one dataset:
// root causes precede their symptoms, so the first step that *does work* (runs code, calls a
// tool, changes state) is the usual origin of a wrong result; a step whose work fails right
// away is suspect; setup steps that only carry the task, raw tool output and sign-offs are
// not decisions and are not blamed.
import { thoughtTokens, type StepView, type TraceContext } from "./context.js";
import { normRef, recordRefs } from "./record-ids.js";

export interface StepPrior {
  pos: number;
  score: number;
  reasons: string[];
}

const CODE = /```|\bdef \w+\(|\bimport \w+/;
// Browsing and computer-use agents report their actions in prose ("I typed 'x' into the search bar").
const PROSE_ACTION = /^\s*(i|we) (typed|clicked|searched|navigated|opened|scrolled|visited|downloaded|ran|executed|submitted|called|queried)\b/im;
const SIGN_OFF = /^\W*(terminate|done|ok|okay|thanks?( you)?|bye)\W*$/i;
const FAILED_RUN = /exitcode: [1-9]|execution failed|\btraceback\b|^error\b|\berror:/i;

/** Does the step act (run code, call a tool), rather than talk? */
function acts(v: StepView): boolean {
  const text = v.thought.slice(0, 20_000);
  return v.calls.length > 0 || CODE.test(text) || PROSE_ACTION.test(text.slice(0, 2000));
}

/** A step that mostly repeats the task statement is set-up, not a decision. */
function carriesTask(v: StepView, ctx: TraceContext): boolean {
  if (ctx.taskTokens.size < 6 || v.thought.length === 0) return false;
  // A word of the step is a piece of its lower-cased text: when too few of the task's words are
  // even pieces of it, too few are its words, and it need not be split into words.
  const lower = v.thought.toLowerCase();
  let pieces = 0;
  for (const t of ctx.taskTokens) if (lower.includes(t)) pieces++;
  if (!(pieces / ctx.taskTokens.size >= 0.8)) return false;
  // The task's words the step holds, each once.
  const held = new Set<string>();
  for (const t of thoughtTokens(v, 1500)) if (ctx.taskTokens.has(t)) held.add(t);
  return held.size / ctx.taskTokens.size >= 0.8;
}

/**
 * A step that encloses others (their span parent, as agent-blame's pipeline function or an
 * OpenTelemetry parent span): the frame the work happened in, not a step of it.
 */
export function isContainer(ctx: TraceContext, pos: number): boolean {
  const id = ctx.views[pos]?.step.spanId;
  if (id === undefined) return false;
  let parents = containerIds.get(ctx);
  if (!parents) {
    parents = new Set<string>();
    for (const v of ctx.views) if (v.step.parentSpanId !== undefined) parents.add(v.step.parentSpanId);
    containerIds.set(ctx, parents);
  }
  return parents.has(id);
}
// A memo of this module's own, keyed by the trace it is derived from: not a channel to other modules.
const containerIds = new WeakMap<TraceContext, Set<string>>();

export function candidate(v: StepView, ctx?: TraceContext): boolean {
  if (v.isEnvironment) return false;
  if (ctx && isContainer(ctx, v.pos)) return false;
  if (v.step.kind === "prompt" || v.step.kind === "retrieval" || v.step.kind === "observation") return false;
  const text = v.thought || v.text;
  if (v.calls.length === 0 && !v.error && text.trim().length < 40 && SIGN_OFF.test(text.trim().slice(0, 40))) return false;
  return true;
}

/** Prior score per candidate step; higher is more likely the root cause. */
export function stepPriors(ctx: TraceContext): StepPrior[] {
  const out: StepPrior[] = [];
  const n = ctx.views.length;
  let sawAction = false;
  let sawChange = false;
  const blocked = blockingChanges(ctx);
  for (const v of ctx.views) {
    if (!candidate(v, ctx)) continue;
    const reasons: string[] = [];
    let score = 0;
    const doesWork = acts(v);
    const next = ctx.views[v.pos + 1];
    // Code that the environment then ran is work, even inside a message that also carries the task.
    const ran = doesWork && next !== undefined && next.isEnvironment && next.text.length > 0;
    const setup = !ran && carriesTask(v, ctx);
    if (doesWork && !sawAction && !setup) {
      score += 1;
      reasons.push("+1.00 first step that acts (runs code or calls a tool)");
    }
    if (v.mutating && !sawChange) {
      score += 1.5;
      reasons.push("+1.50 first state-changing call (damage is done where state changes)");
    }
    if (doesWork && next && next.isEnvironment && (next.error || FAILED_RUN.test(next.text.slice(0, 300)))) {
      score += 0.5;
      reasons.push("+0.50 its work failed at once");
    }
    const victims = blocked.get(v.pos);
    if (victims !== undefined) {
      // Each further call that fails on the record is more evidence the change blocked it.
      const w = Math.min(BLOCKING_WEIGHT + 0.5 * (victims.length - 1), BLOCKING_WEIGHT + 1);
      score += w;
      reasons.push(`+${w.toFixed(2)} changed a record that later calls then failed on (step ${victims.slice(0, 3).join(", ")})`);
    }
    if (isRequester(v) && CONCESSION.test(v.text.slice(0, 2000))) {
      score += CONCESSION_WEIGHT;
      reasons.push(`+${CONCESSION_WEIGHT.toFixed(2)} the user settles for less or drops part of the request (what follows departs from the goal)`);
    }
    if (v.error) {
      score += 0.4;
      reasons.push("+0.40 the step itself errored");
    }
    if (setup) {
      score -= 1;
      reasons.push("-1.00 only restates the task (set-up)");
    }
    const late = -0.3 * (v.pos / Math.max(1, n));
    score += late;
    reasons.push(recencyReason(late, v.pos, n));
    sawAction ||= doesWork;
    sawChange ||= v.mutating;
    out.push({ pos: v.pos, score, reasons });
  }
  return out;
}

// Every candidate step carries its recency as a reason, and toFixed is slow. The recency of a step
// is a function of its position and the trace's length, which traces of one system share: each
// is written once, in a bounded memo of this module's own (length → reason by position).
const recencyReasons = new Map<number, string[]>();
function recencyReason(late: number, pos: number, n: number): string {
  if (n > 1000) return `${late.toFixed(2)} recency (causes precede symptoms)`;
  let byPos = recencyReasons.get(n);
  if (byPos === undefined) {
    if (recencyReasons.size >= 256) recencyReasons.clear();
    byPos = [];
    recencyReasons.set(n, byPos);
  }
  byPos[pos] ??= `${late.toFixed(2)} recency (causes precede symptoms)`;
  return byPos[pos];
}

/** Weight of a state change that a later call on the same record then failed on. */
export const BLOCKING_WEIGHT = 2;

function failedAt(ctx: TraceContext, pos: number): boolean {
  const next = ctx.views[pos + 1];
  return next !== undefined && next.isEnvironment && (Boolean(next.error) || FAILED_RUN.test(next.text.slice(0, 300)));
}

/**
 * A state change that succeeded, after which a call on the same record failed: the change is
 * what put the record out of reach (modified, locked, closed), so it is the likelier origin
 * than the failure that shows it. Map from the change's position to the failing steps' indexes.
 */
function blockingChanges(ctx: TraceContext): Map<number, number[]> {
  const out = new Map<number, number[]>();
  const lastChange = new Map<string, number>();
  for (const v of ctx.views) {
    if (v.calls.length === 0) continue;
    let refs: Set<string> | undefined;
    for (const c of v.calls) for (const r of recordRefs(c.argsText.slice(0, 2000))) (refs ??= new Set()).add(normRef(r));
    if (refs === undefined) continue;
    const failed = failedAt(ctx, v.pos);
    if (failed) {
      const hit = new Set<number>();
      for (const r of refs) {
        const at = lastChange.get(r);
        if (at !== undefined) hit.add(at);
      }
      for (const at of hit) {
        const list = out.get(at) ?? [];
        if (list.length < 10) list.push(v.step.index);
        out.set(at, list);
      }
    } else if (v.mutating) for (const r of refs) lastChange.set(r, v.pos);
    if (lastChange.size > 10_000) lastChange.clear();
  }
  return out;
}

/**
 * The requester conceding: settling for a substitute or dropping part of what they came for
 * ("I guess I'll go with the black one", "might as well return both", "let's leave the shoes
 * for now"). The request that follows is no longer the goal the run was given, so when such a
 * run fails, this turn is the likelier origin than the action that carries it out.
 */
const CONCESSION = /\b(i guess|i suppose|might as well|may as well|never ?mind|forget (it|that|about it)|let['’]?s (just )?leave (it|that|the \w+)|leave (it|that) (as it is|for now)|settle for|whatever works)\b/i;
export const CONCESSION_WEIGHT = 2;

function isRequester(v: StepView): boolean {
  return v.agent !== undefined && /^(user|human|customer|client)$/i.test(v.agent);
}
