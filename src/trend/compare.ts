// This run against the base branch's digest: did the pull request change the failure rate by
// more than noise, which modes are new or gone, and how per-step scores moved (agent-blame's diff).
import type { ModeId } from "../attribution/model.js";
import type { Digest } from "../results/digest-model.js";
import { fisherExact } from "./fisher.js";
import { compareCodePoints } from "../json/code-points.js";

export interface Comparison {
  base: { commit: string; failed: number; total: number; rate: number | null };
  head: { commit: string; failed: number; total: number; rate: number | null };
  /** head rate − base rate; null when either has no known outcome. */
  delta: number | null;
  /** Two-sided Fisher exact p-value on (failed, passed) of head versus base. */
  p: number | null;
  /** p < alpha. */
  significant: boolean;
  alpha: number;
  newModes: ModeId[];
  goneModes: ModeId[];
  modes: { mode: ModeId; base: number; head: number }[];
  /** Steps named in both runs: mean health score before and after (higher is healthier). */
  steps: { name: string; base: number; head: number; delta: number }[];
}

export const COMPARISON_ALPHA = 0.05;

function side(d: Digest) {
  const total = d.counts.passed + d.counts.failed;
  return { commit: d.commit, failed: d.counts.failed, total, rate: total === 0 ? null : d.counts.failed / total };
}

export function compareToBase(base: Digest, head: Digest, options: { alpha?: number } = {}): Comparison {
  const alpha = options.alpha ?? COMPARISON_ALPHA;
  const b = side(base);
  const h = side(head);
  const known = b.total > 0 && h.total > 0;
  const p = known ? fisherExact(h.failed, h.total - h.failed, b.failed, b.total - b.failed) : null;
  const modeIds = [...new Set([...Object.keys(base.modes), ...Object.keys(head.modes)] as ModeId[])].sort();
  const count = (d: Digest, m: ModeId) => d.modes[m] ?? 0;
  const modes = modeIds.map((mode) => ({ mode, base: count(base, mode), head: count(head, mode) }));
  const steps = Object.keys(head.steps)
    .filter((name) => Object.hasOwn(base.steps, name)) // a step named "constructor" is not Object's
    .map((name) => {
      const before = base.steps[name]!.mean;
      const after = head.steps[name]!.mean;
      return { name, base: before, head: after, delta: after - before };
    })
    // Largest drops in health first: those are what a reviewer should look at.
    .sort((x, y) => x.delta - y.delta || compareCodePoints(x.name, y.name));
  return {
    base: b,
    head: h,
    delta: known ? h.rate! - b.rate! : null,
    p,
    significant: p !== null && p < alpha,
    alpha,
    newModes: modes.filter((m) => m.base === 0 && m.head > 0).map((m) => m.mode),
    goneModes: modes.filter((m) => m.base > 0 && m.head === 0).map((m) => m.mode),
    modes,
    steps,
  };
}

export type BaseMatch = "exact" | "before-base" | "latest";

/**
 * The base branch's digest for a pull request: the run at the PR's base commit ("exact"); else
 * the newest run whose commit is not newer than the base commit, when its time is known
 * ("before-base"); else, if allowed, the newest run on the base branch ("latest"), which the
 * comment must then name as such. History entries carry their run's head-commit time.
 */
export function pickBaseDigest(
  history: readonly { digest: Digest; commitTime?: string }[],
  baseSha: string,
  options: { baseCommitTime?: string; fallbackToLatest?: boolean } = {},
): { digest: Digest; match: BaseMatch } | null {
  const byTimeDesc = [...history].sort((a, b) => Date.parse(b.digest.time) - Date.parse(a.digest.time));
  const exact = byTimeDesc.find((h) => h.digest.commit === baseSha);
  if (exact) return { digest: exact.digest, match: "exact" };
  if (options.baseCommitTime) {
    const limit = Date.parse(options.baseCommitTime);
    const before = byTimeDesc.filter((h) => h.commitTime !== undefined && Date.parse(h.commitTime) <= limit).sort((a, b) => Date.parse(b.commitTime!) - Date.parse(a.commitTime!));
    if (before[0]) return { digest: before[0].digest, match: "before-base" };
  }
  const latest = byTimeDesc[0];
  return options.fallbackToLatest && latest ? { digest: latest.digest, match: "latest" } : null;
}
