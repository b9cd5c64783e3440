// Counterfactual root cause: re-run attribution on the trace with a candidate step removed
// (do(step = ∅)), and again with its effects downstream masked too (the later steps that name a
// key the step brought in, transitively, removed with it). A step whose removal clears the
// failure signals (no detector finds anything any more) is a root cause; one whose removal
// leaves signals standing is a symptom (or a bystander) of something else. With no signal to
// begin with (a verdict on the locator's word alone) the answer is "unclear". Signals are read
// with the run's outcome hidden (see counterfactual).
//
// Candidates: the verdict's step and the steps of the findings, strongest first, at most
// MAX_CANDIDATES. The trace keeps its outcome: the question is what the detectors still see.
import { attribute } from "./attribute.js";
import type { Attribution, Finding } from "./model.js";
import type { Trace } from "../trace/model.js";
import { factText, keysOf, useText } from "./step-keys.js";

export const MAX_CANDIDATES = 8;

export type Role = "root cause" | "symptom" | "unclear";

export interface Intervention {
  /** Steps taken out (the candidate, and for the masked run its downstream). */
  removed: number[];
  /** Findings left, and their modes. */
  signals: number;
  modes: string[];
  verdict: { mode: string | null; step: number | null } | null;
}

export interface CandidateResult {
  step: number;
  agent: string | null;
  /** Why it is a candidate: "verdict", or the modes of its findings. */
  why: string[];
  removed: Intervention;
  masked: Intervention;
  role: Role;
}

export interface CounterfactualReport {
  id: string;
  file: string;
  verdict: { mode: string | null; step: number | null; agent: string | null } | null;
  /** Findings of the trace as it is, outcome hidden. */
  signals: number;
  candidates: CandidateResult[];
  /** The earliest root cause, when the verdict's step is not one (see rerank). */
  rootCause: number | null;
}

/** Positions downstream of `pos`: later steps naming a key it (or a step downstream of it) brought in. */
export function downstream(trace: Trace, pos: number): number[] {
  const carried = new Set(keysOf(factText(trace.steps[pos]!)));
  const out: number[] = [];
  if (carried.size === 0) return out;
  for (let j = pos + 1; j < trace.steps.length; j++) {
    const s = trace.steps[j]!;
    const uses = keysOf(useText(s));
    if ([...uses].some((k) => carried.has(k))) {
      out.push(j);
      for (const k of keysOf(factText(s))) carried.add(k);
    }
  }
  return out;
}

function without(trace: Trace, positions: ReadonlySet<number>): Trace {
  return { ...trace, steps: trace.steps.filter((_, i) => !positions.has(i)) };
}

/** Attribution of the trace with the steps at `positions` taken out; `trace` has its outcome hidden. */
function intervene(trace: Trace, positions: number[]): Intervention {
  const a: Attribution = attribute(without(trace, new Set(positions)));
  return {
    removed: positions.map((p) => trace.steps[p]!.index),
    signals: a.findings.length,
    modes: [...new Set(a.findings.map((f) => f.mode))],
    verdict: a.verdict ? { mode: a.verdict.mode, step: a.verdict.step } : null,
  };
}

function candidatesOf(attribution: Attribution, hidden: Attribution): { step: number; why: string[]; agent: string | null }[] {
  const out = new Map<number, { step: number; why: string[]; agent: string | null }>();
  const v = attribution.verdict;
  if (v?.step !== null && v?.step !== undefined) out.set(v.step, { step: v.step, why: ["verdict"], agent: v.agent });
  const findings: Finding[] = [...attribution.findings, ...hidden.findings].sort((a, b) => b.confidence - a.confidence || a.step - b.step);
  for (const f of findings) {
    const c = out.get(f.step) ?? { step: f.step, why: [], agent: f.agent ?? null };
    if (!c.why.includes(f.mode)) c.why.push(f.mode);
    out.set(f.step, c);
    if (out.size >= MAX_CANDIDATES) break;
  }
  return [...out.values()];
}

export function counterfactual(trace: Trace, base: Attribution = attribute(trace)): CounterfactualReport {
  const posOf = new Map(trace.steps.map((s, i) => [s.index, i]));
  // The signals are what the detectors see in the steps, with the outcome hidden: told that the
  // run failed, some detectors read any ending as premature, and every cut trace still "failed".
  const hidden: Trace = { ...trace, success: null };
  const signals = attribute(hidden);
  const candidates: CandidateResult[] = [];
  for (const c of candidatesOf(base, signals)) {
    const pos = posOf.get(c.step);
    if (pos === undefined) continue;
    const removed = intervene(hidden, [pos]);
    const masked = intervene(hidden, [pos, ...downstream(trace, pos)]);
    const role: Role = signals.findings.length === 0 ? "unclear" : removed.signals === 0 || masked.signals === 0 ? "root cause" : "symptom";
    candidates.push({ step: c.step, agent: c.agent, why: c.why, removed, masked, role });
  }
  const v = base.verdict;
  return {
    id: trace.id,
    file: trace.origin.file,
    verdict: v ? { mode: v.mode, step: v.step, agent: v.agent } : null,
    signals: signals.findings.length,
    candidates,
    rootCause: rerank(v?.step ?? null, candidates),
  };
}

/**
 * The step a counterfactual ranking would blame: the verdict's, unless it is a symptom and an
 * earlier candidate is a root cause (causes precede their effects); then that one.
 */
export function rerank(verdictStep: number | null, candidates: readonly CandidateResult[]): number | null {
  const mine = candidates.find((c) => c.step === verdictStep);
  if (!mine || mine.role !== "symptom") return verdictStep;
  const roots = candidates.filter((c) => c.role === "root cause" && verdictStep !== null && c.step < verdictStep).sort((a, b) => a.step - b.step);
  return roots[0]?.step ?? verdictStep;
}

/** Rows for the postmortem page. */
export function counterfactualRows(r: CounterfactualReport): { step: number; role: Role; detail: string }[] {
  return r.candidates.map((c) => ({
    step: c.step,
    role: c.role,
    detail: `${c.removed.signals} of ${r.signals} signals left; with ${c.masked.removed.length - 1} downstream step${c.masked.removed.length === 2 ? "" : "s"} masked too: ${c.masked.signals}`,
  }));
}

export function counterfactualText(r: CounterfactualReport): string {
  const v = r.verdict;
  const lines = [`${r.file} [${r.id}]: verdict ${v ? `${v.mode ?? "no mode"} at step ${v.step ?? "-"}${v.agent ? ` by ${v.agent}` : ""}` : "none"}; ${r.signals} failure signal${r.signals === 1 ? "" : "s"}`];
  for (const c of r.candidates) {
    const ds = c.masked.removed.slice(1);
    lines.push(
      `  step ${c.step}${c.agent ? ` (${c.agent})` : ""} [${c.why.join(", ")}]: ${c.role.toUpperCase()} — removed: ${c.removed.signals} signal${c.removed.signals === 1 ? "" : "s"} left${c.removed.modes.length ? ` (${c.removed.modes.join(", ")})` : ""}; with downstream ${ds.length ? `step${ds.length === 1 ? "" : "s"} ${ds.slice(0, 8).join(", ")}${ds.length > 8 ? " …" : ""}` : "(none)"} masked: ${c.masked.signals} left`,
    );
  }
  if (r.candidates.length === 0) lines.push("  no candidate step (nothing was attributed)");
  if (r.rootCause !== null && r.rootCause !== v?.step) lines.push(`  counterfactual root cause: step ${r.rootCause} (the verdict's step ${v?.step} is a symptom of it)`);
  return `${lines.join("\n")}\n`;
}
