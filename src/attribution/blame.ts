// Step health and blame, as agent-blame computes them, without its blind spots: recency uses
// the step's position (its benchmark gives every step index 0), and a step we cannot judge
// stays unscored instead of scoring as healthy or sick.
import type { StepBlame } from "./model.js";
import type { StepKind } from "../trace/model.js";
import type { StepView, TraceContext } from "./context.js";
import { bm25Relevance } from "./bm25.js";
import { boundedText } from "./text.js";

/** agent-blame's weights: upstream retrieval faults matter most. */
export const TYPE_WEIGHT: Partial<Record<StepKind, number>> = { retrieval: 1.4, llm: 1.2, tool_call: 1.1, prompt: 0.9 };
const DEFAULT_WEIGHT = 0.8;
/** Blame at which a step is flagged (agent-blame's own line). */
export const BLAME_LINE = 0.35;

const REFUSAL =
  /\b(i (cannot|can't|can not|won't|am unable to|'m unable to|am not able to) (help|assist|comply|provide|answer|do that)|as an ai\b|i'?m sorry,? but|not authorized to|violates (our|my|the)? ?(safety|content|usage))/i;
const GENERIC = /^(there (were|are|is) (several|many|some|various) \w+( that happened)?\.?|it depends\.?|i('m| am) not sure\.?|n\/a)$/i;
const TRUNCATED_MARK = /\.\.\. \[truncated\]$/;

interface Health {
  score: number | null;
  reasons: string[];
}

function emptyPayload(v: StepView): boolean {
  const o = v.step.output;
  if (o === undefined || o === null) return true;
  if (typeof o === "string") return /^\s*(\{\s*\}|\[\s*\]|null|""|)\s*$/.test(o);
  if (Array.isArray(o)) return o.length === 0;
  if (typeof o === "object") return Object.keys(o).length === 0;
  return false;
}

function chunksOf(output: unknown): string[] {
  if (Array.isArray(output)) return output.slice(0, 200).map((x) => (typeof x === "string" ? x : (JSON.stringify(x) ?? "")));
  if (typeof output === "string") {
    const t = output.trim();
    if (t.startsWith("[")) {
      try {
        const parsed: unknown = JSON.parse(t.slice(0, 200_000));
        if (Array.isArray(parsed)) return chunksOf(parsed);
      } catch {
        /* plain text: fall through */
      }
    }
    return t.length === 0 ? [] : t.slice(0, 50_000).split(/\n{2,}/);
  }
  return output === undefined || output === null ? [] : [JSON.stringify(output)?.slice(0, 50_000) ?? ""];
}

export function health(v: StepView): Health {
  const s = v.step;
  if (s.error) return { score: 0, reasons: [`error: ${s.error.slice(0, 80)}`] };
  if (s.score !== undefined) return { score: s.score, reasons: [`source score ${s.score}`] };
  if (s.kind === "retrieval") {
    if (emptyPayload(v)) return { score: 0, reasons: ["retrieval returned nothing"] };
    const query = boundedText(s.input, 2000);
    const rel = bm25Relevance(query, chunksOf(s.output));
    return { score: rel, reasons: [`BM25 relevance of chunks to the query ${rel.toFixed(2)}`] };
  }
  if (s.kind === "llm") {
    const out = typeof s.output === "string" ? s.output : v.text;
    if (out.trim().length === 0) return { score: 0, reasons: ["empty completion"] };
    if (REFUSAL.test(out.slice(0, 500))) return { score: 0.05, reasons: ["refusal"] };
    if (GENERIC.test(out.trim())) return { score: 0.4, reasons: ["generic, non-responsive answer"] };
    const body = out.replace(TRUNCATED_MARK, "").trimEnd();
    if (!TRUNCATED_MARK.test(out) && body.length > 40 && !/[.!?)\]"'`*:;0-9]$/.test(body)) return { score: 0.6, reasons: ["completion stops mid-sentence"] };
    return { score: 1, reasons: ["complete answer"] };
  }
  if (s.kind === "tool_call" || (s.kind === "observation" && v.isEnvironment)) {
    if (/^\s*(error|exception|traceback)\b/i.test(v.text)) return { score: 0, reasons: ["tool returned an error"] };
    if (s.kind === "tool_call" && emptyPayload(v)) return { score: 0.2, reasons: ["tool returned an empty payload"] };
    return { score: s.kind === "tool_call" ? 1 : null, reasons: [] };
  }
  return { score: null, reasons: [] };
}

export function stepBlame(ctx: TraceContext): { blame: StepBlame[]; maxBlame: number } {
  const n = ctx.views.length;
  const blame: StepBlame[] = [];
  let anyScored = false;
  for (const v of ctx.views) {
    const h = health(v);
    if (h.score !== null) anyScored = true;
    const weight = TYPE_WEIGHT[v.step.kind] ?? DEFAULT_WEIGHT;
    // Earlier steps weigh more: an upstream fault explains the downstream ones.
    const recency = 1 + 0.3 * (1 - v.pos / Math.max(1, n - 1));
    const deficiency = h.score === null ? 0 : 1 - h.score;
    let b = v.step.error ? Math.max(1, deficiency * weight * recency) : deficiency * weight * recency;
    b = Math.round(b * 1000) / 1000;
    const entry: StepBlame = { step: v.step.index, kind: v.step.kind, score: h.score, blame: b, reasons: h.reasons };
    if (v.step.name !== undefined) entry.name = v.step.name;
    blame.push(entry);
  }
  // No step could be scored: blame the slowest step, at low confidence, as agent-blame does —
  // only for runs not known to have passed (a healthy run has nothing to blame).
  if (!anyScored && ctx.trace.success !== true) {
    let slow: number | undefined;
    ctx.views.forEach((v, i) => {
      if (v.step.latencyMs !== undefined && (slow === undefined || v.step.latencyMs > (ctx.views[slow]!.step.latencyMs ?? 0))) slow = i;
    });
    if (slow !== undefined) {
      const e = blame[slow]!;
      e.blame = 0.5;
      e.reasons = [...e.reasons, "no step could be scored: the slowest step, at low confidence"];
    }
  }
  const maxBlame = blame.reduce((m, b) => Math.max(m, b.blame), 0);
  return { blame, maxBlame };
}
