// The trend verdict over a series of earlier runs plus this one.
//
// Thresholds (documented in docs/trends-and-alerts.md, "The trend"):
// - fewer than `minPoints` (default 5) known values: "not-enough-data". Below five points
//   Mann–Kendall cannot reach p < 0.05 even for a perfectly monotonic series.
// - "worsening" / "improving" need BOTH a significant monotonic trend (Mann–Kendall two-sided
//   p < `alpha`, default 0.05) AND a Theil–Sen slope whose change across the window,
//   slope × (points − 1), is at least `minChange` (default 0.05 = 5 percentage points of
//   failure rate). Significance without size is a trend nobody should be paged for.
// - anything else: "stable".
// The x axis is the run's position in the series, not wall time, so irregular schedules and
// bursts of runs do not bend the slope; the slope reads "change in failure rate per run".
import type { ModeId } from "../attribution/model.js";
import type { Digest, TrendVerdict } from "../results/digest-model.js";
import { mannKendall, type MannKendall } from "./mann-kendall.js";
import { sparkline } from "./sparkline.js";
import { theilSen } from "./theil-sen.js";

export interface TrendOptions {
  minPoints?: number;
  alpha?: number;
  minChange?: number;
}

export const TREND_DEFAULTS: Required<TrendOptions> = { minPoints: 5, alpha: 0.05, minChange: 0.05 };

export interface TrendResult {
  verdict: TrendVerdict;
  points: number;
  /** Theil–Sen slope in rate per run (positive: failing more); null without enough data. */
  slope: number | null;
  /** slope × (points − 1): the change the line implies across the window. */
  change: number | null;
  mannKendall: MannKendall | null;
  values: number[];
  first: number | null;
  last: number | null;
  sparkline: string;
}

/** Verdict over values in chronological order; higher values are worse (failure rates). */
export function analyzeTrend(values: readonly number[], options: TrendOptions = {}): TrendResult {
  const opts = { ...TREND_DEFAULTS, ...options };
  const vals = values.filter((v) => Number.isFinite(v));
  const base = {
    points: vals.length,
    values: vals,
    first: vals[0] ?? null,
    last: vals[vals.length - 1] ?? null,
    sparkline: sparkline(vals),
  };
  if (vals.length < Math.max(2, opts.minPoints)) {
    return { ...base, verdict: "not-enough-data", slope: null, change: null, mannKendall: null };
  }
  const line = theilSen(vals.map((y, x) => ({ x, y })));
  const mk = mannKendall(vals);
  const slope = line?.slope ?? 0;
  const change = slope * (vals.length - 1);
  let verdict: TrendVerdict = "stable";
  if (mk.p < opts.alpha && Math.abs(change) >= opts.minChange) {
    // Direction from the robust slope, confirmed by the sign of the rank statistic.
    if (change > 0 && mk.s > 0) verdict = "worsening";
    else if (change < 0 && mk.s < 0) verdict = "improving";
  }
  return { ...base, verdict, slope, change, mannKendall: mk };
}

/** Digests in run order: by time, one per run (a re-uploaded digest of the same run counts once). */
export function orderDigests(digests: readonly Digest[]): Digest[] {
  const seen = new Map<string, Digest>();
  for (const d of digests) {
    const key = d.runId !== undefined ? `run:${d.runId}` : `at:${d.commit}@${d.time}`;
    const prev = seen.get(key);
    if (!prev || (d.runAttempt ?? 0) >= (prev.runAttempt ?? 0)) seen.set(key, d);
  }
  return [...seen.values()].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

export interface TrendReport {
  overall: TrendResult;
  /** Share of known-outcome traces failing with each mode; only modes seen in the series. */
  modes: Partial<Record<ModeId, TrendResult>>;
  /** Share of an agent's traces that blamed it; only agents with enough points. */
  agents: Record<string, TrendResult>;
}

/** Trends of the failure rate, per mode and per agent, over digests (this run's included). */
export function trendFromDigests(digests: readonly Digest[], options: TrendOptions = {}): TrendReport {
  const opts = { ...TREND_DEFAULTS, ...options };
  const ordered = orderDigests(digests);
  const overall = analyzeTrend(
    ordered.flatMap((d) => (d.failureRate === null ? [] : [d.failureRate])),
    opts,
  );
  const modes: Partial<Record<ModeId, TrendResult>> = {};
  const modeIds = new Set(ordered.flatMap((d) => Object.keys(d.modes) as ModeId[]));
  for (const m of modeIds) {
    const series = ordered.flatMap((d) => {
      const known = d.counts.passed + d.counts.failed;
      return known === 0 ? [] : [(d.modes[m] ?? 0) / known];
    });
    if (series.length >= opts.minPoints) modes[m] = analyzeTrend(series, opts);
  }
  // Names are trace text: no prototype, so `__proto__` is a key (render/digest.ts byName).
  const agents = Object.create(null) as Record<string, TrendResult>;
  const agentNames = new Set(ordered.flatMap((d) => Object.keys(d.agents)));
  for (const a of agentNames) {
    const series = ordered.flatMap((d) => {
      const t = Object.hasOwn(d.agents, a) ? d.agents[a] : undefined;
      return t && t.traces > 0 ? [t.blamed / t.traces] : [];
    });
    if (series.length >= opts.minPoints) agents[a] = analyzeTrend(series, opts);
  }
  return { overall, modes, agents };
}
