// What a postmortem page shows for one trace, gathered from the trace and the gate's own result:
// the verdict and the other candidates, the evidence chain in step order, where the mode sits in
// the published MAST distribution, every step of the timeline marked blamed / cited / finding,
// and the fixes. Text is taken raw here; html.ts redacts, bounds and escapes it.
import type { ModeId } from "../../attribution/model.js";
import { modeSpec, taxonomy } from "../../attribution/taxonomy.js";
import type { Step, Trace } from "../../trace/model.js";
import type { TraceResult } from "../../results/model.js";
import { asText } from "../../untrusted/sanitize.js";

export interface Candidate {
  mode: ModeId;
  step: number;
  agent: string | null;
  confidence: number;
  detector: string;
  message: string;
}

export interface ChainLink {
  step: number;
  agent: string | null;
  quote: string;
  note: string | null;
  /** What cited it: the verdict, or a detector. */
  by: string;
}

export interface TimelineStep {
  index: number;
  kind: string;
  agent: string | null;
  name: string | null;
  text: string;
  error: boolean;
  blamed: boolean;
  cited: boolean;
  modes: ModeId[];
  /** In the verdict's ~90% prediction set. */
  inSet: boolean;
  /** agent-blame style health in [0, 1] when scored. */
  health: number | null;
}

export interface Postmortem {
  id: string;
  file: string;
  line: number | null;
  format: string;
  task: string;
  outcome: "failed" | "passed" | "unknown";
  verdict: {
    mode: ModeId | null;
    modeName: string | null;
    step: number | null;
    agent: string | null;
    confidence: number;
    reason: string | null;
    runnerUps: { mode: ModeId; name: string; probability: number }[];
    /** The steps most likely decisive, ranked, with their probabilities (the gate's own). */
    ranked: { step: number; agent: string | null; p: number }[];
    /** The ~90% prediction set of steps. */
    set: number[];
  };
  candidates: Candidate[];
  chain: ChainLink[];
  distribution: { mode: ModeId; name: string; share: number; verdict: boolean; runnerUp: boolean }[];
  timeline: TimelineStep[];
  fixes: { mode: ModeId; text: string; evidence: string | null }[];
  integrity: string | null;
  /** Filled by the counterfactual pass when it ran: step → root cause / symptom. */
  counterfactual?: { step: number; role: "root cause" | "symptom" | "unclear"; detail: string }[];
}

function stepText(step: Step): string {
  if (step.error) return step.error;
  const call = step.toolCalls?.length ? step.toolCalls.map((c) => `${c.name}(${asText(c.arguments)})`).join("\n") : step.kind === "tool_call" && step.name ? `${step.name}(${asText(step.input)})` : "";
  const out = asText(step.output);
  if (call) return out ? `${call}\n→ ${out}` : call;
  return out || step.thought || asText(step.input);
}

/** Whether the postmortem pages are made for this trace: it failed, or its verdict names a step. */
export function wantsPostmortem(result: TraceResult): boolean {
  return result.success === false || (result.success === null && (result.verdict?.step ?? null) !== null);
}

export function buildPostmortem(trace: Trace, result: TraceResult): Postmortem {
  const v = result.verdict ?? null;
  const findings = result.findings ?? [];
  const cited = new Set<number>();
  const chain: ChainLink[] = [];
  for (const e of v?.evidence ?? []) {
    cited.add(e.step);
    chain.push({ step: e.step, agent: e.agent ?? null, quote: e.quote, note: e.note ?? null, by: "verdict" });
  }
  for (const f of findings) {
    for (const e of f.evidence) {
      if (chain.some((c) => c.step === e.step && c.quote === e.quote)) continue;
      cited.add(e.step);
      chain.push({ step: e.step, agent: e.agent ?? null, quote: e.quote, note: e.note ?? f.message, by: `${f.detector} (${f.mode})` });
    }
  }
  chain.sort((a, b) => a.step - b.step);
  const modesAt = new Map<number, ModeId[]>();
  for (const f of findings) modesAt.set(f.step, [...new Set([...(modesAt.get(f.step) ?? []), f.mode])]);
  const inSet = new Set(v?.set ?? []);
  const health = new Map((result.blame ?? []).map((b) => [b.step, b.score]));
  const runnerUps = (v?.runnerUps ?? []).map((r) => ({ mode: r.mode, name: modeSpec(r.mode).name, probability: r.probability }));
  const fixModes = v?.mode ? [v.mode] : runnerUps.slice(0, 1).map((r) => r.mode);
  return {
    id: trace.id,
    file: trace.origin.file,
    line: trace.origin.line ?? null,
    format: trace.origin.format,
    task: trace.task,
    outcome: trace.success === true ? "passed" : trace.success === false ? "failed" : "unknown",
    verdict: {
      mode: v?.mode ?? null,
      modeName: v?.mode ? modeSpec(v.mode).name : null,
      step: v?.step ?? null,
      agent: v?.agent ?? null,
      confidence: v?.confidence ?? 0,
      reason: v?.reason ?? null,
      runnerUps,
      ranked: (v?.candidates ?? []).slice(0, 5).map((c) => ({ step: c.step, agent: c.agent, p: c.p })),
      set: v?.set ?? [],
    },
    candidates: [...findings]
      .sort((a, b) => b.confidence - a.confidence || a.step - b.step)
      .slice(0, 8)
      .map((f) => ({ mode: f.mode, step: f.step, agent: f.agent ?? null, confidence: f.confidence, detector: f.detector, message: f.message })),
    chain,
    distribution: [...taxonomy().modes]
      .sort((a, b) => b.prevalence - a.prevalence)
      .map((m) => ({ mode: m.id, name: m.name, share: m.prevalence, verdict: m.id === v?.mode, runnerUp: runnerUps.some((r) => r.mode === m.id) })),
    timeline: trace.steps.map((s) => ({
      index: s.index,
      kind: s.kind,
      agent: s.agent ?? null,
      name: s.name ?? null,
      text: stepText(s),
      error: Boolean(s.error) || s.kind === "error",
      blamed: s.index === v?.step,
      cited: cited.has(s.index),
      modes: modesAt.get(s.index) ?? [],
      inSet: inSet.has(s.index),
      health: health.get(s.index) ?? null,
    })),
    fixes: fixModes.flatMap((m) => modeSpec(m).fixes.map((f) => ({ mode: m, text: f.text, evidence: f.evidence ?? null }))),
    integrity: result.integrity?.verdict ?? null,
  };
}
