// From the locator's step scores to probabilities users can read: a softmax at a temperature
// fitted on the labelled dev sets, scaled by how often the decisive step is among the steps the
// locator weighs at all (the rest of the mass spread over the other steps), and a split-conformal
// threshold that turns the ranking into a ~90% prediction set. Fitted by
// scripts/fit-calibration.ts (leave-one-dataset-out in the bench); shipped as rules/calibration.json.
import type * as z from "zod";
import raw from "../../rules/calibration.json" with { type: "json" };
import { lazySchema } from "../lazy-schema.js";

export const CalibrationSchema = lazySchema((z) =>
  z.object({
    /** Softmax temperature over the locator's scores (the order of the runners-up). */
    temperature: z.number().positive(),
    /**
     * Probability that the first step is the decisive one: logistic in the lead of its score over
     * the second's. (The number of candidates was tried too: it differs so much between agent
     * systems that, fitted on two sets, it misled on the third.)
     */
    top: z.object({ bias: z.number(), lead: z.number() }),
    /** Share of labelled runs whose decisive step was among the locator's candidates. */
    reach: z.number().min(0).max(1),
    /** Cumulative probability a prediction set must reach (the conformal quantile); above 1: every step. */
    setThreshold: z.number().min(0),
    /** Coverage the set aims at. */
    level: z.number().min(0).max(1),
    fittedOn: z.array(z.object({ set: z.string(), n: z.number().int().nonnegative() })),
    command: z.string(),
  }),
);
export type Calibration = z.infer<typeof CalibrationSchema>;

/** The shipped calibration, read as it is: type-checked here, held to CalibrationSchema by the test suite (as PRIOR, prior.ts). */
export const CALIBRATION: Calibration = raw;

export interface Scored {
  pos: number;
  total: number;
  /** false for steps the locator did not weigh (padding). */
  candidate: boolean;
}

/** The features the first step's probability is read from. */
export function topFeatures(ranked: readonly Scored[]): { lead: number } {
  // The first two candidates (no list of them all).
  let first: Scored | undefined;
  for (const r of ranked)
    if (r.candidate) {
      if (first === undefined) first = r;
      else return { lead: Math.min(LEAD_CAP, first.total - r.total) };
    }
  return { lead: LEAD_CAP };
}
const LEAD_CAP = 5;

export function topProbability(ranked: readonly Scored[], cal: Calibration = CALIBRATION): number {
  const f = topFeatures(ranked);
  const x = cal.top.bias + cal.top.lead * f.lead;
  return 1 / (1 + Math.exp(-x));
}

/**
 * Probabilities for a ranking (candidates first, best first; padding after): the first step
 * gets the calibrated probability that it is the decisive one; the other candidates share
 * `reach` minus that by softmax of score / temperature; the padded steps share what is left.
 * `others` is how many steps of the trace the locator did not weigh.
 */
export function probabilities(ranked: readonly Scored[], others: number, cal: Calibration = CALIBRATION): number[] {
  // Plain loops, in the order the sums were always taken: this runs once per failed trace.
  let cands = 0;
  let top = -Infinity;
  for (const r of ranked)
    if (r.candidate) {
      cands++;
      top = Math.max(top, r.total);
    }
  if (cands === 0) return ranked.map(() => 1 / Math.max(1, ranked.length));
  const reach = others === 0 ? 1 : cal.reach;
  const p1 = Math.min(reach, topProbability(ranked, cal));
  const temperature = cal.temperature;
  // The softmax's denominator over the candidates after the first.
  let z = 0;
  let seen = 0;
  for (const r of ranked) if (r.candidate && seen++ > 0) z += Math.exp((r.total - top) / temperature);
  // With a single candidate, what is not on it goes to the other steps.
  const spare = cands === 1 ? 1 - p1 : 1 - reach;
  const out = new Array<number>(ranked.length);
  for (let i = 0; i < ranked.length; i++) {
    const r = ranked[i]!;
    if (i === 0) out[i] = p1;
    else if (r.candidate) out[i] = ((reach - p1) * Math.exp((r.total - top) / temperature)) / z;
    else out[i] = others === 0 ? 0 : spare / others;
  }
  return out;
}

/** How many of the ranked steps the prediction set holds: the shortest prefix reaching the threshold. */
export function setSize(ps: readonly number[], cal: Calibration = CALIBRATION): number {
  if (cal.setThreshold > 1) return ps.length;
  let sum = 0;
  for (let i = 0; i < ps.length; i++) {
    sum += ps[i]!;
    if (sum >= cal.setThreshold - 1e-9) return i + 1;
  }
  return ps.length;
}

/** Split-conformal: the score of a labelled run is the cumulative probability up to its step. */
export function conformalThreshold(scores: readonly number[], level: number): number {
  if (scores.length === 0) return 2;
  const sorted = [...scores].sort((a, b) => a - b);
  const k = Math.ceil((scores.length + 1) * level) - 1;
  return k >= sorted.length ? 2 : sorted[k]!;
}

/** Below this probability the first step is shown as a guess among others, not as the answer. */
export const UNSURE_P = 0.5;

/**
 * The sentence a report shows when the first candidate is unsure: "the evidence is weak (p 0.32
 * for step 4): look at steps 4, 8 or 12 first". null when the first step is likely enough, or
 * there is no list to show.
 */
export function shortList(v: { candidates?: readonly { step: number; p: number }[] | undefined } | null | undefined, max = 3): string | null {
  const c = v?.candidates ?? [];
  if (c.length < 2 || c[0]!.p >= UNSURE_P) return null;
  const steps = c.slice(0, max).map((x) => String(x.step));
  const list = steps.length === 2 ? `${steps[0]} or ${steps[1]}` : `${steps.slice(0, -1).join(", ")} or ${steps.at(-1)}`;
  return `the evidence is weak (p ${c[0]!.p.toFixed(2)} for step ${c[0]!.step}): look at steps ${list} first`;
}
