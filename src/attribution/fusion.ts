// Fusion: rank modes by log-odds = prior (MAST prevalence, counted once per mode) + evidence.
// Each finding's confidence is read as a likelihood ratio c / (1 − c); several findings of one
// mode are correlated, so the strongest counts fully and each further one at half the weight
// of the one before.
import type { Finding, ModeId } from "./model.js";
import { modeSpec } from "./taxonomy.js";
import { logit, sigmoid } from "./text.js";

/** Priors are shares of all failure flags; softened so a rare mode with strong evidence can still win. */
export const PRIOR_WEIGHT = 0.5;

export interface ModeScore {
  mode: ModeId;
  priorLogOdds: number;
  /** Evidence terms in the order they were added: [detector@step, weight, log-likelihood ratio]. */
  terms: { label: string; weight: number; llr: number }[];
  logOdds: number;
  probability: number;
  /** The strongest finding of this mode (the one the verdict points at). */
  best: Finding;
}

export function llrOf(confidence: number): number {
  return logit(confidence);
}

export function fuse(findings: readonly Finding[]): ModeScore[] {
  const byMode = new Map<ModeId, Finding[]>();
  for (const f of findings) {
    const list = byMode.get(f.mode) ?? [];
    list.push(f);
    byMode.set(f.mode, list);
  }
  const scores: ModeScore[] = [];
  for (const [mode, list] of byMode) {
    const sorted = [...list].sort((a, b) => b.confidence - a.confidence || a.step - b.step);
    const priorLogOdds = PRIOR_WEIGHT * logit(modeSpec(mode).prevalence / 100);
    let logOdds = priorLogOdds;
    const terms: ModeScore["terms"] = [];
    sorted.slice(0, 8).forEach((f, i) => {
      const weight = 1 / 2 ** i;
      const llr = llrOf(f.confidence);
      logOdds += weight * llr;
      terms.push({ label: `${f.detector}@step ${f.step}`, weight, llr });
    });
    scores.push({ mode, priorLogOdds, terms, logOdds, probability: sigmoid(logOdds), best: sorted[0]! });
  }
  return scores.sort((a, b) => b.logOdds - a.logOdds || modeSpec(b.mode).prevalence - modeSpec(a.mode).prevalence);
}
