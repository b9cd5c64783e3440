// Whether the PR's agents act differently from the base's as a whole: the population stability
// index of the distribution of actions (tool names, and speakers for steps without a tool).
// PSI = Σ (p − q)·ln(p / q); above 0.25 is the usual threshold for a real shift.
import type { Action } from "./actions.js";
import type { Drift } from "./model.js";

export const PSI_LIMIT = 0.25;
/** Smoothing for an action one side never took, so the logarithm stays finite. */
const EPSILON = 1e-4;

function label(a: Action): string {
  return a.tool ? `tool:${a.tool}` : `${a.agent || "agent"}:${a.kind}`;
}

function shares(actions: Action[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const a of actions) counts.set(label(a), (counts.get(label(a)) ?? 0) + 1);
  const out = new Map<string, number>();
  for (const [k, n] of counts) out.set(k, n / actions.length);
  return out;
}

export function actionDrift(pr: Action[], base: Action[]): Drift {
  if (pr.length === 0 || base.length === 0) return { psi: 0, drifted: false, top: [] };
  const p = shares(pr);
  const q = shares(base);
  const terms: { action: string; base: number; pr: number; term: number }[] = [];
  for (const k of new Set([...p.keys(), ...q.keys()])) {
    const pk = Math.max(p.get(k) ?? 0, EPSILON);
    const qk = Math.max(q.get(k) ?? 0, EPSILON);
    terms.push({ action: k, base: q.get(k) ?? 0, pr: p.get(k) ?? 0, term: (pk - qk) * Math.log(pk / qk) });
  }
  const psi = terms.reduce((s, t) => s + t.term, 0);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    psi: round(psi),
    drifted: psi > PSI_LIMIT,
    top: terms
      .sort((a, b) => b.term - a.term)
      .slice(0, 5)
      .map((t) => ({ action: t.action, base: round(t.base), pr: round(t.pr) })),
  };
}
