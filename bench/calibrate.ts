// Fitting rules/calibration.json from labelled dev sets: the softmax temperature that makes the
// locator's scores honest probabilities, how often the decisive step is among its candidates,
// and the split-conformal threshold of a 90% prediction set. Each set weighs the same, so the
// largest set does not decide alone. The bench fits this leave-one-dataset-out; the shipped file
// is fitted on every dev set (scripts/fit-calibration.ts).
import { rankedForFit } from "../src/attribution/attribute.js";
import { CALIBRATION, conformalThreshold, probabilities, topFeatures, type Calibration } from "../src/attribution/calibration.js";
import type { DevSet } from "./lodo.js";
import type { PriorModel } from "../src/attribution/prior.js";

interface Fitted {
  set: number;
  /** Position of the labelled step in the ranking, -1 when absent. */
  at: number;
  ranked: ReturnType<typeof rankedForFit>["ranked"];
  others: number;
}

const TEMPERATURES = Array.from({ length: 60 }, (_, i) => 0.1 + i * 0.1);

export function fitCalibration(sets: readonly DevSet[], level = 0.9, prior?: PriorModel): Calibration {
  const rows: Fitted[] = [];
  sets.forEach((s, si) => {
    for (const c of s.cases) {
      const r = rankedForFit(c.trace, prior ? { prior } : {});
      rows.push({ set: si, at: r.steps.indexOf(c.step), ranked: r.ranked, others: r.others });
    }
  });
  const weight = (r: Fitted) => 1 / Math.max(1, rows.filter((x) => x.set === r.set).length);
  const total = rows.reduce((s, r) => s + weight(r), 0);
  const reach = rows.reduce((s, r) => s + (r.at >= 0 && r.ranked[r.at]!.candidate ? weight(r) : 0), 0) / Math.max(1e-9, total);
  const top = fitTopRobust(
    rows.map((r) => ({ ...topFeatures(r.ranked), hit: r.at === 0, set: r.set })),
    sets.length,
  );
  let best = { t: 1, ll: -Infinity };
  for (const t of TEMPERATURES) {
    const cal = { ...CALIBRATION, top, temperature: t, reach };
    let ll = 0;
    for (const r of rows) {
      if (r.at <= 0 || !r.ranked[r.at]!.candidate) continue;
      ll += weight(r) * Math.log(Math.max(1e-9, probabilities(r.ranked, r.others, cal)[r.at]!));
    }
    if (ll > best.ll) best = { t, ll };
  }
  const fitted: Calibration = {
    temperature: Math.round(best.t * 100) / 100,
    top,
    reach: Math.round(reach * 1000) / 1000,
    setThreshold: 1,
    level,
    fittedOn: sets.map((s) => ({ set: s.name, n: s.cases.length })),
    command: CALIBRATION.command,
  };
  const scores = rows.map((r) => {
    if (r.at < 0) return 2;
    const ps = probabilities(r.ranked, r.others, fitted);
    return ps.slice(0, r.at + 1).reduce((a, b) => a + b, 0);
  });
  fitted.setThreshold = Math.round(conformalThreshold(scores, level) * 10000) / 10000;
  return fitted;
}

/** Weighted logistic regression of "the first step is the decisive one" (gradient descent, small L2). */
function fitTop(xs: readonly { lead: number; hit: boolean; w: number }[]): Calibration["top"] {
  let w = [0, 0];
  const l2 = 0.01;
  for (let it = 0; it < 4000; it++) {
    const g = [0, 0];
    for (const x of xs) {
      const f = [1, x.lead];
      const p = 1 / (1 + Math.exp(-(w[0]! * f[0]! + w[1]! * f[1]!)));
      for (let j = 0; j < 2; j++) g[j]! += x.w * (p - (x.hit ? 1 : 0)) * f[j]!;
    }
    w = w.map((v, j) => v - 0.5 * (g[j]! + (j === 0 ? 0 : l2 * v)));
  }
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return { bias: r(w[0]!), lead: r(w[1]!) };
}

/**
 * The first step's probability must hold on agent systems none of the sets came from, so it is
 * fitted for the worst set rather than the average (group-robust: sets whose log-loss is worse
 * weigh more, multiplicatively, until they balance). On a new system it then errs towards
 * doubt — the short list — rather than towards a confident wrong step.
 */
function fitTopRobust(xs: readonly { lead: number; hit: boolean; set: number }[], nSets: number, rounds = 40, eta = 2): Calibration["top"] {
  const counts = Array.from({ length: nSets }, (_, s) => xs.filter((x) => x.set === s).length);
  let q: number[] = counts.map((n) => (n > 0 ? 1 : 0));
  let top: Calibration["top"] = { bias: 0, lead: 0 };
  for (let round = 0; round < rounds; round++) {
    const z = q.reduce((a, b) => a + b, 0) || 1;
    top = fitTop(xs.map((x) => ({ ...x, w: q[x.set]! / z / Math.max(1, counts[x.set]!) })));
    const loss = counts.map((n, s) => {
      if (n === 0) return 0;
      let l = 0;
      for (const x of xs) {
        if (x.set !== s) continue;
        const p = 1 / (1 + Math.exp(-(top.bias + top.lead * x.lead)));
        l -= Math.log(Math.max(1e-9, x.hit ? p : 1 - p));
      }
      return l / n;
    });
    q = q.map((w, s) => (counts[s]! > 0 ? w * Math.exp(eta * loss[s]!) : 0));
    const m = Math.max(...q);
    q = q.map((w) => w / m);
  }
  return top;
}
