// Method discipline (issue 16): every labelled dev set scored on its own, blamegate beside the
// label-free trivial baselines computed on that same set, and anything chosen from data (here:
// the fixed step index) chosen on the OTHER sets only — leave one dataset out.
// One code path for `npm run bench:accuracy` and test/attribution/floors.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readAll } from "../src/trace/read.js";
import type { Trace } from "../src/trace/model.js";
import { attribute } from "../src/attribution/attribute.js";
import { isEnvironmentStep } from "../src/attribution/context.js";
import type { Attribution } from "../src/attribution/model.js";
import { fitCalibration } from "./calibrate.js";
import { trainPrior } from "./train-prior.js";
import { HAND_RULES, PRIOR } from "../src/attribution/prior.js";

/** One labelled failed run: the decisive step (its index as the trace numbers steps) and agent. */
export interface Case {
  trace: Trace;
  step: number;
  /** null when the set names no agent (agent-blame's functions have none). */
  agent: string | null;
}

export interface DevSet {
  name: string;
  cases: Case[];
}

async function tracesOf(file: string): Promise<Trace[]> {
  const out: Trace[] = [];
  for (const it of await readAll(file)) if ("trace" in it) out.push(it.trace);
  return out;
}

/** Every labelled dev set in test/fixtures/data, each run given the outcome its label implies (failed). */
export async function devSets(dataDir: string): Promise<DevSet[]> {
  const sets: DevSet[] = [];

  const wwDir = path.join(dataDir, "who-and-when", "algorithm-generated");
  const ww: Case[] = [];
  for (const f of readdirSync(wwDir)
    .filter((x) => x.endsWith(".json"))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10))) {
    for (const t of await tracesOf(path.join(wwDir, f))) {
      const step = Number(t.labels?.["mistake_step"]);
      if (Number.isInteger(step)) ww.push({ trace: t, step, agent: String(t.labels?.["mistake_agent"] ?? "") });
    }
  }
  sets.push({ name: "Who&When algorithm-generated", cases: ww });

  const tauDir = path.join(dataDir, "agentrx-tau");
  const runs = await tracesOf(path.join(tauDir, "tau_dataset_full.json"));
  const byId = new Map(runs.map((t) => [String(t.meta["task_id"] ?? t.id), t]));
  type TauLabel = { trajectory_id: number | string; failures: { failure_id: number | string; step_number: number; failed_agent: string }[]; root_cause: { failure_id: number | string } };
  const tau: Case[] = [];
  for (const l of JSON.parse(readFileSync(path.join(tauDir, "tau_ground_truth.json"), "utf8")) as TauLabel[]) {
    const t = byId.get(String(l.trajectory_id));
    const root = l.failures.find((f) => String(f.failure_id) === String(l.root_cause.failure_id));
    if (t && root && t.success === false) tau.push({ trace: t, step: root.step_number, agent: root.failed_agent });
  }
  sets.push({ name: "tau-bench retail (AgentRx)", cases: tau });

  const ab: Case[] = [];
  for (const it of await readAll(path.join(dataDir, "peers", "agent-blame", "bench.db"))) {
    if (!("trace" in it)) continue;
    const t = it.trace;
    const culprit = t.labels?.["ground_truth"];
    if (typeof culprit !== "string" || culprit === "" || /^none$/i.test(culprit)) continue;
    const at = t.steps.find((s) => s.name === culprit);
    // A scenario with a planted culprit is a failed run, whatever the store could tell.
    if (at) ab.push({ trace: { ...t, success: false }, step: at.index, agent: null });
  }
  sets.push({ name: "agent-blame bench.db", cases: ab });
  return sets;
}

/** A method's answer for one run: a ranked list of steps (first = its answer) and the agent. */
export interface Answer {
  steps: number[];
  agent: string | null;
  /** Probability shown for the first step, when the method gives one. */
  p?: number;
  /** The steps of its prediction set, when it gives one. */
  set?: number[];
}
export type Method = (t: Trace) => Answer;

const USERISH = /^(user|human|customer|client|system)$/i;

/** Speakers that are agents: not the user or system, not a tool or the environment. */
function speaks(t: Trace, i: number): boolean {
  const s = t.steps[i]!;
  return s.agent !== undefined && !USERISH.test(s.agent) && !isEnvironmentStep(s) && s.kind !== "prompt";
}

export const BASELINES: Record<string, Method> = {
  "first step, its speaker": (t) => ({ steps: t.steps.length > 0 ? [t.steps[0]!.index] : [], agent: t.steps[0]?.agent ?? null }),
  "step after the first, its speaker": (t) => ({ steps: t.steps.length > 1 ? [t.steps[1]!.index] : [], agent: t.steps[1]?.agent ?? null }),
  "most frequent non-user speaker (agent only)": (t) => {
    const counts = new Map<string, number>();
    t.steps.forEach((s, i) => speaks(t, i) && counts.set(s.agent!, (counts.get(s.agent!) ?? 0) + 1));
    return { steps: [], agent: [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null };
  },
  "first turn of a non-orchestrating agent": (t) => {
    // The orchestrator, label-free: the first agent to speak (it received the task).
    const first = t.steps.findIndex((_, i) => speaks(t, i));
    const lead = first >= 0 ? t.steps[first]!.agent : undefined;
    const i = t.steps.findIndex((s, j) => speaks(t, j) && s.agent !== lead);
    const at = i >= 0 ? i : first;
    return at >= 0 ? { steps: [t.steps[at]!.index], agent: t.steps[at]!.agent ?? null } : { steps: [], agent: null };
  },
};

/** The step at position k and its speaker. */
export function fixedStep(k: number): Method {
  return (t) => {
    const s = t.steps[Math.min(k, t.steps.length - 1)];
    return s ? { steps: [s.index], agent: s.agent ?? null } : { steps: [], agent: null };
  };
}

/** The fixed position that does best on the given sets (mean of per-set step accuracy). */
export function bestFixedStep(sets: readonly DevSet[], maxK = 15): number {
  let best = 0;
  let bestScore = -1;
  for (let k = 0; k <= maxK; k++) {
    const m = fixedStep(k);
    const score = sets.reduce((sum, s) => sum + s.cases.filter((c) => m(c.trace).steps[0] === c.step).length / Math.max(1, s.cases.length), 0);
    if (score > bestScore + 1e-12) {
      best = k;
      bestScore = score;
    }
  }
  return best;
}

/** blamegate as shipped (rules/calibration.json fitted on every dev set). */
export function blamegate(t: Trace): Answer {
  return answerOf(attribute(t));
}

/**
 * blamegate with what is fitted fitted on `others` only: the figure for a held-out set. The prior
 * is retrained with the pull rules/prior.json was trained with (scripts/train-prior.ts chose it
 * held out); when the hand rules won, they are used as they are.
 */
export function blamegateFittedOn(others: readonly DevSet[]): Method {
  const prior = PRIOR.pull === null ? HAND_RULES : trainPrior(others, PRIOR.pull);
  const calibration = fitCalibration(others, 0.9, prior);
  return (t) => answerOf(attribute(t, { calibration, prior }));
}

export function answerOf(a: Attribution): Answer {
  const v = a.verdict;
  if (!v || v.step === null) return { steps: [], agent: v?.agent ?? null };
  const ranked = v.candidates && v.candidates.length > 0 ? v.candidates.map((c) => c.step) : [v.step];
  const out: Answer = { steps: ranked, agent: v.agent, p: v.candidates?.[0]?.p ?? v.confidence };
  if (v.set) out.set = v.set;
  return out;
}

export interface Score {
  n: number;
  step: number;
  top3: number;
  /** null when the set names no agents, or the method names none. */
  agent: number | null;
  agentN: number;
  /** Share of runs whose prediction set holds the labelled step, and the mean set size. */
  coverage?: number;
  setSize?: number;
  /** Expected calibration error of the shown probability of the first step (10 bins). */
  ece?: number;
  /** Mean shown probability of the first step (above top-1: overconfident). */
  meanP?: number;
}

const sameAgent = (a: string | null, b: string | null) => a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

export function score(set: DevSet, method: Method): Score {
  let step = 0;
  let top3 = 0;
  let agent = 0;
  let agentN = 0;
  let covered = 0;
  let sizes = 0;
  let withSet = 0;
  const probs: { p: number; hit: boolean }[] = [];
  let anyAgent = false;
  for (const c of set.cases) {
    const a = method(c.trace);
    if (a.steps[0] === c.step) step++;
    if (a.steps.slice(0, 3).includes(c.step)) top3++;
    if (c.agent !== null) {
      agentN++;
      if (a.agent !== null) anyAgent = true;
      if (sameAgent(a.agent, c.agent)) agent++;
    }
    if (a.set) {
      withSet++;
      sizes += a.set.length;
      if (a.set.includes(c.step)) covered++;
    }
    if (a.p !== undefined && a.steps.length > 0) probs.push({ p: a.p, hit: a.steps[0] === c.step });
  }
  const n = set.cases.length;
  const out: Score = { n, step: step / n, top3: top3 / n, agent: agentN > 0 && anyAgent ? agent / agentN : null, agentN };
  if (withSet > 0) {
    out.coverage = covered / n;
    out.setSize = sizes / withSet;
  }
  if (probs.length > 0) {
    out.ece = ece(probs);
    out.meanP = probs.reduce((a, x) => a + x.p, 0) / probs.length;
  }
  return out;
}

/** Expected calibration error over 10 equal-width bins. */
export function ece(xs: readonly { p: number; hit: boolean }[], bins = 10): number {
  const b = Array.from({ length: bins }, () => ({ n: 0, p: 0, hit: 0 }));
  for (const x of xs) {
    const i = Math.min(bins - 1, Math.floor(x.p * bins));
    b[i]!.n++;
    b[i]!.p += x.p;
    b[i]!.hit += x.hit ? 1 : 0;
  }
  return b.reduce((s, x) => s + (x.n === 0 ? 0 : (x.n / xs.length) * Math.abs(x.p / x.n - x.hit / x.n)), 0);
}

export interface SetReport {
  set: string;
  n: number;
  ours: Score;
  baselines: { name: string; score: Score }[];
  /** The best baseline's step and agent accuracy on this set (agent: null when none applies). */
  bestStep: { name: string; value: number };
  bestAgent: { name: string; value: number } | null;
}

/** Per set: blamegate, and every baseline, the fixed step chosen on the other sets. */
export function leaveOneDatasetOut(sets: readonly DevSet[], ours: (others: readonly DevSet[]) => Method = blamegateFittedOn): SetReport[] {
  return sets.map((set) => {
    const others = sets.filter((s) => s !== set);
    const k = bestFixedStep(others);
    const baselines = [...Object.entries(BASELINES), [`step ${k} (chosen on the other sets), its speaker`, fixedStep(k)] as const].map(([name, m]) => ({ name, score: score(set, m) }));
    let bestStep = { name: "", value: -1 };
    let bestAgent: { name: string; value: number } | null = null;
    for (const b of baselines) {
      if (b.score.step > bestStep.value && b.name !== "most frequent non-user speaker (agent only)") bestStep = { name: b.name, value: b.score.step };
      if (b.score.agent !== null && (!bestAgent || b.score.agent > bestAgent.value)) bestAgent = { name: b.name, value: b.score.agent };
    }
    return { set: set.name, n: set.cases.length, ours: score(set, ours(others)), baselines, bestStep, bestAgent };
  });
}
