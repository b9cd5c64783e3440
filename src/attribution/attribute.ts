// attribute(): one trace in, one answer out — which step, which agent, which MAST mode, how
// sure, with the evidence — plus every finding and agent-blame style step blame.
// Pure, synchronous and linear in the trace's size; bad input gives a reason, never a throw.
import { errorMessage } from "../error-message.js";
import type { Trace } from "../trace/model.js";
import type { Attribution, Candidate, Evidence, Finding, Verdict } from "./model.js";
import { buildContext, type TraceContext } from "./context.js";
import { DETECTORS, type Detector } from "./detectors/index.js";
import { fuse, type ModeScore } from "./fusion.js";
import { isContainer, stepPriors, type StepPrior } from "./locator.js";
import { BLAME_LINE, stepBlame } from "./blame.js";
import { capFindings } from "./rates.js";
import { FEATURES, needsTracePass, PRIOR, scorer, stepFeatures, terms, type Features, type PriorModel } from "./prior.js";
import type { StepBlame } from "./model.js";
import { logit, quote } from "./text.js";
import { CALIBRATION, probabilities, setSize, shortList, type Calibration, type Scored } from "./calibration.js";
import { primaryText } from "./detectors/types.js";
import { GROUNDING_DETECTORS } from "./detectors/index.js";
import { normRef, recordRefs } from "./record-ids.js";

export interface AttributeOptions {
  /** Detectors to run (default: all). */
  detectors?: readonly Detector[];
  /** On a run known to have passed, only findings at least this sure are kept (default 0.8). */
  passedMinConfidence?: number;
  /** Traces longer than this are not attributed (default 250,000 steps). */
  maxSteps?: number;
  /** Step probabilities and prediction set (default: rules/calibration.json). */
  calibration?: Calibration;
  /** The learned prior over steps (default: rules/prior.json). */
  prior?: PriorModel;
}

/** Candidates a verdict lists at most (the prediction set may be longer; it lists steps only). */
export const MAX_CANDIDATES = 10;
/** Steps a prediction set lists at most (a longer one is cut to its best MAX_SET). */
export const MAX_SET = 100;
/** Candidates a verdict lists at least, when the trace has that many steps. */
export const MIN_CANDIDATES = 3;

/** How much a finding moves the choice of step, per unit of its log-likelihood ratio. */
export const FINDING_STEP_WEIGHT = 2;
export const MAX_STEPS = 250_000;

/** What the detectors said about a trace. */
interface Detected {
  ctx: TraceContext;
  findings: Finding[];
  fused: ModeScore[];
}

/** With the choice of step, which only a run that needs a verdict pays for. */
interface Internals extends Detected {
  steps: { prior: StepPrior; findingBoost: number; features?: Features; total: number }[];
  /** Later failures whose findings' weight moved to an earlier misreading of the same record: cause position → symptom step indexes. */
  explained: Map<number, number[]>;
}

function notAttributable(reason: string): Attribution {
  return {
    verdict: { mode: null, step: null, agent: null, confidence: 0, evidence: [], runnerUps: [], reason, source: "rules" },
    findings: [],
    blame: [],
    maxBlame: 0,
  };
}

/** Findings of every detector that serves the trace and can reach `minConfidence`. */
function runDetectors(ctx: TraceContext, detectors: readonly Detector[], minConfidence: number): Finding[] {
  const out: Finding[] = [];
  for (const d of detectors) {
    if (d.serves === "structured" && !ctx.structured) continue;
    if (d.serves === "prose" && !ctx.prose) continue;
    if (d.maxConfidence < minConfidence) continue;
    try {
      out.push(...d.detect(ctx));
    } catch {
      // A detector that trips on odd input says nothing; the others still speak.
    }
  }
  return out;
}

function detect(trace: Trace, options: AttributeOptions): Detected {
  const ctx = buildContext(trace);
  // A passed run keeps only sure findings: detectors that never are sure are not run on it.
  const minConfidence = trace.success === true ? (options.passedMinConfidence ?? 0.8) : 0;
  let findings = capFindings(runDetectors(ctx, options.detectors ?? DETECTORS, minConfidence), ctx.structured ? "structured" : "prose");
  if (minConfidence > 0) findings = findings.filter((f) => f.confidence >= minConfidence);
  // A container (the span parent of other steps) holds its children's input and output again:
  // what a detector sees there was seen, and is reported, at the children.
  if (ctx.views.some((v) => v.step.spanId !== undefined)) {
    // One that failed itself (an error on the parent span) keeps what is said about its failure.
    const boxes = new Set(ctx.views.filter((v) => v.error === undefined && isContainer(ctx, v.pos)).map((v) => v.step.index));
    if (boxes.size > 0) findings = findings.filter((f) => !boxes.has(f.step));
  }
  findings.sort((a, b) => a.step - b.step || b.confidence - a.confidence);
  return { ctx, findings, fused: fuse(findings) };
}

/** Which step: the locator's prior, moved by the findings at each step. */
function locate(detected: Detected, model: PriorModel, full = false): Internals {
  const { ctx, findings } = detected;
  const posOf = new Map<number, number>();
  ctx.views.forEach((v) => posOf.set(v.step.index, v.pos));
  const boost = new Map<number, number>();
  for (const f of findings) {
    const pos = posOf.get(f.step);
    if (pos === undefined) continue;
    boost.set(pos, (boost.get(pos) ?? 0) + FINDING_STEP_WEIGHT * Math.max(0, logit(f.confidence)));
  }
  const explained = explainSymptoms(ctx, findings, posOf, boost);
  const priors = stepPriors(ctx);
  if (boost.size > 0) {
    const seen = new Set(priors.map((p) => p.pos));
    // A finding on a step the locator does not consider (a tool output, say) still competes.
    for (const [pos, b] of boost) if (!seen.has(pos) && b > 0) priors.push({ pos, score: 0, reasons: [] });
  }
  // The learned prior re-weighs the locator's score and the findings with the other features.
  const use = useOf(model);
  // No steps to weigh, no features: stepFeatures, built into this function by the optimising
  // compiler, is not handed an empty list, a kind of array it would otherwise meet only later and
  // start over for.
  const features =
    priors.length === 0
      ? []
      : stepFeatures(
          ctx,
          priors.map((p) => ({ pos: p.pos, locator: p.score, findings: boost.get(p.pos) ?? 0 })),
          full || use.tracePass,
          use.model,
        );
  const score = use.score;
  const steps = priors.map((prior, i) => {
    const findingBoost = boost.get(prior.pos) ?? 0;
    return { prior, findingBoost, features: features[i]!, total: score(features[i]!) };
  });
  return { ctx, findings, fused: detected.fused, steps, explained };
}

/** What scoring with a model reads of it: its weights, whether it needs the trace pass, its scorer. */
interface ModelUse {
  model: PriorModel;
  tracePass: boolean;
  score: (x: Features) => number;
}
/** What is derived from the shipped prior is made once; a model passed in is read as it is. */
let shippedModel: ModelUse | undefined;
function useOf(model: PriorModel): ModelUse {
  const use = (): ModelUse => ({ model, tracePass: needsTracePass(model), score: scorer(model) });
  return model === PRIOR ? (shippedModel ??= use()) : use();
}
function calibrationOf(options: AttributeOptions): Calibration {
  return options.calibration ?? CALIBRATION;
}

function compute(trace: Trace, options: AttributeOptions): Internals {
  return locate(detect(trace, options), options.prior ?? PRIOR);
}

/**
 * Causes precede symptoms: when an earlier finding says the agent misread a tool result about a
 * record (GROUNDING_DETECTORS), a later failure on that same record is its consequence, so the
 * later finding's weight in the choice of step moves to the earlier one.
 */
function explainSymptoms(ctx: TraceContext, findings: readonly Finding[], posOf: Map<number, number>, boost: Map<number, number>): Map<number, number[]> {
  const moved = new Map<number, number[]>();
  const causes = findings.filter((f) => GROUNDING_DETECTORS.has(f.detector));
  if (causes.length === 0) return moved;
  for (const late of findings) {
    const pos = posOf.get(late.step);
    if (pos === undefined || GROUNDING_DETECTORS.has(late.detector)) continue;
    const b = boost.get(pos) ?? 0;
    if (b <= 0) continue;
    // The records the later step touched: its calls, or the call whose result it is.
    const v = ctx.views[pos]!;
    const acting = v.calls.length > 0 ? v : ctx.views[pos - 1];
    const touched = new Set<string>();
    for (const c of acting?.calls ?? []) for (const r of recordRefs(c.argsText.slice(0, 2000))) touched.add(normRef(r));
    if (touched.size === 0) continue;
    const cause = causes.find((c) => c.step < late.step && recordRefs(c.message).some((r) => touched.has(normRef(r))));
    const cpos = cause ? posOf.get(cause.step) : undefined;
    if (cpos === undefined) continue;
    boost.set(cpos, (boost.get(cpos) ?? 0) + b);
    boost.set(pos, 0);
    moved.set(cpos, [...(moved.get(cpos) ?? []), late.step]);
  }
  return moved;
}

function bestStep(steps: Internals["steps"]): Internals["steps"][number] | undefined {
  let best: Internals["steps"][number] | undefined;
  for (const s of steps) if (!best || s.total > best.total + 1e-9) best = s;
  return best;
}

/** Step kinds a function tracer records and scores on its own (agent-blame, span tracers). */
const SCORED_KINDS = new Set(["llm", "retrieval", "tool_call", "prompt"]);
/** How far the top blame must stand above the next one to be decisive. */
export const DECISIVE_BLAME_MARGIN = 1.1;

/**
 * The step the blame names when it is decisive: the source scored it (or it raised), it is a
 * traced function (not a chat message, a tool's output or the enclosing container), its blame is
 * over the line and clearly above every other step's. Then the verdict names that step too:
 * the source's own health scores are better evidence of where it broke than position.
 */
export function decisiveBlame(ctx: TraceContext, blame: readonly StepBlame[]): number | undefined {
  let top: { pos: number; b: number } | undefined;
  let second = 0;
  blame.forEach((e, pos) => {
    if (isContainer(ctx, pos)) return;
    if (!top || e.blame > top.b) {
      second = Math.max(second, top?.b ?? 0);
      top = { pos, b: e.blame };
    } else second = Math.max(second, e.blame);
  });
  if (!top || top.b < BLAME_LINE || top.b < DECISIVE_BLAME_MARGIN * second) return undefined;
  const s = ctx.views[top.pos]!.step;
  if (!SCORED_KINDS.has(s.kind) || (s.score === undefined && s.error === undefined)) return undefined;
  return top.pos;
}

/** The locator's steps with the decisive blame, if any, put first. */
function chooseSteps(detected: Detected, blame: readonly StepBlame[], model: PriorModel): Internals["steps"] {
  const { steps } = locate(detected, model);
  const decisive = decisiveBlame(detected.ctx, blame);
  if (decisive !== undefined) {
    // The blamed step wins the choice: it joins the candidates if the locator left it out.
    let entry = steps.find((x) => x.prior.pos === decisive);
    if (!entry) steps.push((entry = { prior: { pos: decisive, score: 0, reasons: [] }, findingBoost: 0, total: 0 }));
    const best = bestStep(steps)!;
    if (best !== entry) {
      entry.total = best.total + 1;
      entry.prior = { ...entry.prior, reasons: [...entry.prior.reasons, "decisive step blame (the source's own health scores)"] };
    }
  }
  return steps;
}

/**
 * Every step ranked: the locator's candidates by score (ties: earlier first), then the steps it
 * did not weigh (non-environment first, in trace order), each with its probability.
 */
export function rankSteps(ctx: TraceContext, steps: Internals["steps"], cal: Calibration): { ranked: Scored[]; ps: number[] } {
  const views = ctx.views;
  const weighed = new Uint8Array(views.length);
  const ranked: Scored[] = [];
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    weighed[s.prior.pos] = 1;
    ranked.push({ pos: s.prior.pos, total: s.total, candidate: true });
  }
  ranked.sort(byTotal); // stable: ties keep the locator's order, as bestStep does
  // The rest in trace order, those that are not environment first (environment ones wait in `env`).
  const firstRest = ranked.length;
  let env: number[] | undefined;
  for (let pos = 0; pos < views.length; pos++) {
    if (weighed[pos] !== 0) continue;
    if (views[pos]!.isEnvironment) (env ??= []).push(pos);
    else ranked.push({ pos, total: 0, candidate: false });
  }
  if (env !== undefined) for (const pos of env) ranked.push({ pos, total: 0, candidate: false });
  return { ranked, ps: probabilities(ranked, ranked.length - firstRest, cal) };
}

function byTotal(a: Scored, b: Scored): number {
  return b.total - a.total;
}

/** Internals for fitting the calibration (scripts/fit-calibration.ts): the ranking of a failed run. */
export function rankedForFit(trace: Trace, options: AttributeOptions = {}): { steps: number[]; ranked: Scored[]; others: number } {
  const detected = detect(sane({ ...trace, success: false }), options);
  const { blame } = stepBlame(detected.ctx);
  const { ranked } = rankSteps(detected.ctx, chooseSteps(detected, blame, options.prior ?? PRIOR), calibrationOf(options));
  return { steps: ranked.map((r) => detected.ctx.views[r.pos]!.step.index), ranked, others: ranked.filter((r) => !r.candidate).length };
}

/** Internals for training the prior (scripts/train-prior.ts): the steps the locator weighs in a failed run, with their features. */
export function featuresForFit(trace: Trace, options: AttributeOptions = {}): { steps: number[]; features: Features[] } {
  const detected = detect(sane({ ...trace, success: false }), options);
  const { steps } = locate(detected, options.prior ?? PRIOR, true);
  return { steps: steps.map((s) => detected.ctx.views[s.prior.pos]!.step.index), features: steps.map((s) => s.features!) };
}

function verdictOf(detected: Detected, blame: readonly StepBlame[], options: AttributeOptions): Verdict | null {
  const { ctx, findings, fused } = detected;
  // Most runs pass: they need no step chosen, so the locator never runs for them (nor is the
  // shipped calibration parsed: a one-trace run that passes never reads it).
  if (ctx.trace.success === true) return null;
  if (ctx.trace.success === null && findings.length === 0) return null;
  const cal = calibrationOf(options);
  const model = options.prior ?? PRIOR;
  const steps = chooseSteps(detected, blame, model);
  const chosen = bestStep(steps);
  if (!chosen) {
    return { mode: null, step: null, agent: null, confidence: 0, evidence: [], runnerUps: [], reason: "no step could be blamed: every step is tool output or a sign-off", source: "rules" };
  }
  const { ranked, ps } = rankSteps(ctx, steps, cal);
  const size = setSize(ps, cal);
  const candidates: Candidate[] = ranked.slice(0, Math.max(MIN_CANDIDATES, Math.min(size, MAX_CANDIDATES))).map((r, i) => ({
    step: ctx.views[r.pos]!.step.index,
    agent: agentOf(ctx.views[r.pos]!.agent, ctx.trace),
    p: round(ps[i]!),
  }));
  // A set longer than MAX_SET says "anywhere in the run": it is cut, not listed in full.
  const set = ranked.slice(0, Math.min(size, MAX_SET)).map((r) => ctx.views[r.pos]!.step.index);
  const v = ctx.views[chosen.prior.pos]!;
  const here = fused.find((m) => findings.some((f) => f.mode === m.mode && f.step === v.step.index));
  const runnerUps = fused
    .filter((m) => m !== here)
    .slice(0, 3)
    .map((m) => ({ mode: m.mode, probability: round(m.probability) }));
  if (here) {
    const f = findings.filter((x) => x.mode === here.mode && x.step === v.step.index).sort((a, b) => b.confidence - a.confidence)[0]!;
    // The finding's evidence, copied: a result shares no object between its parts, as the JSON it
    // is written to does not (pipeline/unpack.ts keeps main-thread results as they are made).
    const evidence = f.evidence.map((e) => ({ ...e }));
    return { mode: here.mode, step: v.step.index, agent: agentOf(v.agent, ctx.trace), confidence: round(here.probability), evidence, runnerUps, source: "rules", candidates, set };
  }
  // No mode detector fired at the chosen step: name the step and agent on the locator's word.
  const z = steps.reduce((s, x) => s + Math.exp(x.total - chosen.total), 0);
  const ev: Evidence = { step: v.step.index, quote: quote(primaryText(v)), note: chosen.prior.reasons.filter((r) => !r.includes("recency")).join("; ") || "most likely origin" };
  if (v.agent !== undefined) ev.agent = v.agent;
  return { mode: null, step: v.step.index, agent: agentOf(v.agent, ctx.trace), confidence: round(Math.min(0.5, 1 / z)), evidence: [ev], runnerUps, source: "rules", candidates, set };
}

/**
 * Who acted: the step's agent; in a single-agent trace that does not name it on each step, the
 * one agent the trace declares, else the model that ran.
 */
function agentOf(agent: string | undefined, trace: Trace): string | null {
  if (agent !== undefined) return agent;
  const declared = trace.agents ? Object.keys(trace.agents) : [];
  if (declared.length === 1) return declared[0]!;
  if (declared.length === 0 && trace.model) return trace.model;
  return null;
}

/** Fields a hand-made or partly parsed trace may lack, given neutral values. */
function sane(trace: Trace): Trace {
  if (typeof trace.task === "string" && trace.meta && typeof trace.meta === "object") return trace;
  return { ...trace, task: typeof trace.task === "string" ? trace.task : "", meta: trace.meta && typeof trace.meta === "object" ? trace.meta : {} };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

export function attribute(trace: Trace, options: AttributeOptions = {}): Attribution {
  try {
    if (!Array.isArray(trace.steps) || trace.steps.length === 0) return notAttributable("the trace has no steps");
    if (trace.steps.length > (options.maxSteps ?? MAX_STEPS)) return notAttributable(`the trace has ${trace.steps.length} steps, more than the ${options.maxSteps ?? MAX_STEPS} attribution reads`);
    const detected = detect(sane(trace), options);
    const { blame, maxBlame } = stepBlame(detected.ctx);
    return { verdict: verdictOf(detected, blame, options), findings: detected.findings, blame, maxBlame };
  } catch (e) {
    return notAttributable(`the trace could not be read: ${errorMessage(e)}`.slice(0, 300));
  }
}

/** The arithmetic behind a verdict, as text lines (`blamegate attribute --explain`). */
export function explain(trace: Trace, attribution: Attribution, options: AttributeOptions = {}): string[] {
  const lines: string[] = [];
  const outcome = trace.success === true ? "passed" : trace.success === false ? "failed" : "outcome unknown";
  lines.push(`trace ${trace.id}: ${trace.steps.length} steps, ${outcome}`);
  if (attribution.verdict?.reason) {
    lines.push(`not attributable: ${attribution.verdict.reason}`);
    return lines;
  }
  if (trace.steps.length === 0) return lines;
  const internals = compute(sane(trace), options);
  lines.push(`signals: ${internals.ctx.structured ? "structured" : ""}${internals.ctx.structured && internals.ctx.prose ? " + " : ""}${internals.ctx.prose ? "prose" : ""}`);
  if (trace.success === true) lines.push(`passed run: only findings with confidence >= ${options.passedMinConfidence ?? 0.8} are kept`);
  lines.push(`findings: ${internals.findings.length}`);
  for (const f of internals.findings.slice(0, 20)) lines.push(`  ${f.mode} step ${f.step}${f.agent ? ` (${f.agent})` : ""} ${f.detector} confidence ${f.confidence}: ${f.message}`);
  lines.push("fusion: log-odds = 0.5 × logit(MAST prevalence) [once per mode] + Σ weight × logit(confidence) [weights 1, 1/2, 1/4 … strongest first]");
  for (const m of internals.fused) {
    const terms = m.terms.map((t) => `${t.weight === 1 ? "" : `${t.weight}×`}(${fmt(t.llr)}) [${t.label}]`).join(" + ");
    lines.push(`  ${m.mode}: ${fmt(m.priorLogOdds)} + ${terms} = ${fmt(m.logOdds)} → p = ${m.probability.toFixed(3)}`);
  }
  if (trace.success !== true) {
    const model = options.prior ?? PRIOR;
    const weights = FEATURES.filter((k) => (model.weights[k] ?? 0) !== 0).map((k) => `${model.weights[k]} × ${k}`);
    lines.push(
      `step choice: score = ${weights.join(" + ")} (rules/prior.json${model.pull === null ? ": the hand rules, which no learned weighting beat held out" : `, trained with pull ${model.pull}`}); locator = its rules below, findings = ${FINDING_STEP_WEIGHT} × max(0, logit(confidence)) of the findings at the step`,
    );
    const ranked = [...internals.steps].sort((a, b) => b.total - a.total).slice(0, 5);
    for (const s of ranked) {
      const v = internals.ctx.views[s.prior.pos]!;
      const symptoms = internals.explained.get(s.prior.pos);
      const parts = [
        ...s.prior.reasons,
        ...(s.findingBoost > 0 ? [`+${s.findingBoost.toFixed(2)} findings`] : []),
        ...(symptoms ? [`including those of step ${symptoms.slice(0, 3).join(", ")}, a later failure on the record it misread`] : []),
      ];
      lines.push(`  step ${v.step.index}${v.agent ? ` (${v.agent})` : ""}: ${fmt(s.total)} = ${parts.join("; ") || "0"}`);
      if (s.features) {
        const t = terms(s.features, model).map((x) => `${x.weight} × ${x.feature} ${fmt(x.value)}`);
        lines.push(`    prior terms: ${t.join(" + ") || "none"}`);
      }
    }
  }
  const v = attribution.verdict;
  if (v?.candidates?.length) {
    const cal = options.calibration ?? CALIBRATION;
    lines.push(`candidates: p(first) = σ(${fmt(cal.top.bias)} + ${cal.top.lead} × lead over the second [capped at 5]); the others share the rest by softmax(score / ${cal.temperature}) (rules/calibration.json)`);
    lines.push(`  ${v.candidates.map((c) => `step ${c.step}${c.agent ? ` (${c.agent})` : ""} p ${c.p.toFixed(2)}`).join(", ")}`);
    if (v.set) lines.push(`  ${Math.round(cal.level * 100)}% set (cumulative p ≥ ${cal.setThreshold}): steps ${v.set.slice(0, 20).join(", ")}${v.set.length > 20 ? ` … (${v.set.length})` : ""}`);
    const unsure = shortList(v);
    if (unsure) lines.push(`  ${unsure}`);
  }
  if (v) lines.push(`verdict: ${v.mode ?? "no mode"} at step ${v.step ?? "-"} by ${v.agent ?? "-"}, confidence ${v.confidence}${v.source === "rules+judge" ? " (rules + LLM judge)" : ""}`);
  else lines.push("verdict: none (no failure to attribute)");
  lines.push(`max step blame ${attribution.maxBlame}`);
  return lines;
}

function fmt(x: number): string {
  return `${x >= 0 ? "+" : ""}${x.toFixed(2)}`;
}
