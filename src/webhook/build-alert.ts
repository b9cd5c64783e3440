// Assembles the alert payload from this run's digest, its trend and the PR comparison.
import type { ModeId } from "../attribution/model.js";
import type { Digest } from "../results/digest-model.js";
import type { Comparison } from "../trend/compare.js";
import type { TrendResult } from "../trend/trend.js";
import type { Alert, AlertState, AlertType } from "./alert-model.js";
import { compareCodePoints } from "../json/code-points.js";

export interface AlertInput {
  type: AlertType;
  reason: string;
  digest: Digest;
  previous: AlertState | null;
  current: AlertState;
  trend: TrendResult | null;
  comparison?: Comparison | null;
  runUrl?: string;
  /** Alert time (default: the digest's time). */
  time?: Date;
}

export function buildAlert(input: AlertInput): Alert {
  const d = input.digest;
  const topModes = (Object.entries(d.modes) as [ModeId, number][])
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || compareCodePoints(a[0], b[0]))
    .slice(0, 5)
    .map(([mode, count]) => ({ mode, count }));
  const t = input.trend;
  const c = input.comparison;
  return {
    type: input.type,
    timestamp: (input.time ?? new Date(d.time)).toISOString(),
    data: {
      version: 1,
      repository: d.repository,
      category: d.category,
      workflow: d.workflow,
      ref: d.ref,
      commit: d.commit,
      ...(d.runId !== undefined ? { runId: d.runId } : {}),
      ...(input.runUrl ? { runUrl: input.runUrl } : {}),
      reason: input.reason,
      state: input.current,
      previous: input.previous,
      gateReasons: d.gate?.reasons ?? [],
      summary: { traces: d.counts.traces, passed: d.counts.passed, failed: d.counts.failed, failureRate: d.failureRate },
      trend: t ? { verdict: t.verdict, points: t.points, slope: t.slope, change: t.change, p: t.mannKendall?.p ?? null, sparkline: t.sparkline } : null,
      topModes,
      ...(c ? { comparison: { baseCommit: c.base.commit, delta: c.delta, p: c.p, significant: c.significant, newModes: c.newModes, goneModes: c.goneModes } } : {}),
    },
  };
}
