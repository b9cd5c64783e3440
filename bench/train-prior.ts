// Training the learned prior (src/attribution/prior.ts) on labelled dev sets: conditional logit
// over the steps the locator weighs, each set weighing the same, weights shrunk towards the hand
// rules (locator 1, findings 1, the rest 0) so that a feature moves only as far as the data
// carries it. The bench trains it leave-one-dataset-out; scripts/train-prior.ts ships it.
import { featuresForFit } from "../src/attribution/attribute.js";
import { FEATURES, HAND_RULES, PRIOR, type Feature, type Features, type PriorModel } from "../src/attribution/prior.js";
import type { DevSet } from "./lodo.js";

/** Strength of the pull towards the hand rules (L2 on the difference). */
export const SHRINK = 0.5;

interface Row {
  w: number;
  x: Features[];
  y: number;
}

export function trainPrior(sets: readonly DevSet[], shrink = SHRINK, iterations = 600): PriorModel {
  const rows: Row[] = [];
  for (const s of sets) {
    const mine: Row[] = [];
    for (const c of s.cases) {
      const f = featuresForFit(c.trace, { prior: HAND_RULES });
      const y = f.steps.indexOf(c.step);
      if (y >= 0 && f.features.length > 1) mine.push({ w: 0, x: f.features, y });
    }
    for (const r of mine) r.w = 1 / Math.max(1, mine.length);
    rows.push(...mine);
  }
  const base = (k: Feature) => HAND_RULES.weights[k] ?? 0;
  const w = new Map<Feature, number>(FEATURES.map((k) => [k, base(k)]));
  const total = rows.reduce((s, r) => s + r.w, 0) || 1;
  for (let it = 0; it < iterations; it++) {
    const g = new Map<Feature, number>(FEATURES.map((k) => [k, 0]));
    for (const r of rows) {
      const scores = r.x.map((x) => FEATURES.reduce((s, k) => s + w.get(k)! * x[k], 0));
      const top = Math.max(...scores);
      const e = scores.map((s) => Math.exp(s - top));
      const z = e.reduce((a, b) => a + b, 0);
      for (const k of FEATURES) {
        let expect = 0;
        r.x.forEach((x, i) => (expect += (e[i]! / z) * x[k]));
        g.set(k, g.get(k)! + (r.w / total) * (r.x[r.y]![k] - expect));
      }
    }
    for (const k of FEATURES) w.set(k, w.get(k)! + 0.5 * (g.get(k)! - shrink * (w.get(k)! - base(k))));
  }
  const weights: PriorModel["weights"] = {};
  for (const k of FEATURES) {
    const v = Math.round(w.get(k)! * 1000) / 1000;
    if (v !== 0) weights[k] = v;
  }
  return { weights, pull: shrink, fittedOn: sets.map((s) => ({ set: s.name, n: s.cases.length })), command: PRIOR.command };
}
