import {
  lazyParsed,
  lazySchema
} from "./chunk-ZDNBUPEF.js";
import {
  array,
  number,
  object,
  string
} from "./chunk-5TGD2BJC.js";

// rules/calibration.json
var calibration_default = {
  temperature: 2.1,
  top: {
    bias: -0.274,
    lead: 0.364
  },
  reach: 0.989,
  setThreshold: 0.9261,
  level: 0.9,
  fittedOn: [
    {
      set: "Who&When algorithm-generated",
      n: 126
    },
    {
      set: "tau-bench retail (AgentRx)",
      n: 27
    },
    {
      set: "agent-blame bench.db",
      n: 14
    }
  ],
  command: "node scripts/run-ts.mjs scripts/fit-calibration.ts"
};

// src/attribution/calibration.ts
var CalibrationSchema = lazySchema(
  () => object({
    /** Softmax temperature over the locator's scores (the order of the runners-up). */
    temperature: number().positive(),
    /**
     * Probability that the first step is the decisive one: logistic in the lead of its score over
     * the second's. (The number of candidates was tried too: it differs so much between agent
     * systems that, fitted on two sets, it misled on the third.)
     */
    top: object({ bias: number(), lead: number() }),
    /** Share of labelled runs whose decisive step was among the locator's candidates. */
    reach: number().min(0).max(1),
    /** Cumulative probability a prediction set must reach (the conformal quantile); above 1: every step. */
    setThreshold: number().min(0),
    /** Coverage the set aims at. */
    level: number().min(0).max(1),
    fittedOn: array(object({ set: string(), n: number().int().nonnegative() })),
    command: string()
  })
);
var CALIBRATION = lazyParsed(() => CalibrationSchema.parse(calibration_default));
function topFeatures(ranked) {
  let first;
  for (const r of ranked)
    if (r.candidate) {
      if (first === void 0) first = r;
      else return { lead: Math.min(LEAD_CAP, first.total - r.total) };
    }
  return { lead: LEAD_CAP };
}
var LEAD_CAP = 5;
function topProbability(ranked, cal = CALIBRATION) {
  const f = topFeatures(ranked);
  const x = cal.top.bias + cal.top.lead * f.lead;
  return 1 / (1 + Math.exp(-x));
}
function probabilities(ranked, others, cal = CALIBRATION) {
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
  let z = 0;
  let seen = 0;
  for (const r of ranked) if (r.candidate && seen++ > 0) z += Math.exp((r.total - top) / temperature);
  const spare = cands === 1 ? 1 - p1 : 1 - reach;
  const out = new Array(ranked.length);
  for (let i = 0; i < ranked.length; i++) {
    const r = ranked[i];
    if (i === 0) out[i] = p1;
    else if (r.candidate) out[i] = (reach - p1) * Math.exp((r.total - top) / temperature) / z;
    else out[i] = others === 0 ? 0 : spare / others;
  }
  return out;
}
function setSize(ps, cal = CALIBRATION) {
  if (cal.setThreshold > 1) return ps.length;
  let sum = 0;
  for (let i = 0; i < ps.length; i++) {
    sum += ps[i];
    if (sum >= cal.setThreshold - 1e-9) return i + 1;
  }
  return ps.length;
}
var UNSURE_P = 0.5;
function shortList(v, max = 3) {
  const c = v?.candidates ?? [];
  if (c.length < 2 || c[0].p >= UNSURE_P) return null;
  const steps = c.slice(0, max).map((x) => String(x.step));
  const list = steps.length === 2 ? `${steps[0]} or ${steps[1]}` : `${steps.slice(0, -1).join(", ")} or ${steps.at(-1)}`;
  return `the evidence is weak (p ${c[0].p.toFixed(2)} for step ${c[0].step}): look at steps ${list} first`;
}

export {
  CALIBRATION,
  probabilities,
  setSize,
  shortList
};
