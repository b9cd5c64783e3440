// The trend's contribution to the gate: reasons to fail, from `fail-on-worsening` and
// `max-failure-rate-increase`. The gate itself (gate/) combines these with its own checks.
import type { Comparison } from "./compare.js";
import type { TrendResult } from "./trend.js";

export interface TrendGateSettings {
  failOnWorsening: boolean;
  /** Fail when the rise against base exceeds this AND is significant; 1 turns it off. */
  maxFailureRateIncrease: number;
}

export function trendGateReasons(
  trend: TrendResult | null,
  comparison: Comparison | null,
  settings: TrendGateSettings,
): string[] {
  const reasons: string[] = [];
  if (settings.failOnWorsening && trend?.verdict === "worsening") {
    reasons.push(
      `failure-rate trend is worsening: ${((trend.change ?? 0) * 100).toFixed(1)} pp over ${trend.points} runs (Mann–Kendall p = ${trend.mannKendall?.p.toFixed(3)})`,
    );
  }
  if (
    settings.maxFailureRateIncrease < 1 &&
    comparison?.delta != null &&
    comparison.significant &&
    comparison.delta > settings.maxFailureRateIncrease
  ) {
    reasons.push(
      `failure rate rose ${(comparison.delta * 100).toFixed(1)} pp against base (limit ${(settings.maxFailureRateIncrease * 100).toFixed(1)} pp, Fisher exact p = ${comparison.p?.toFixed(3)})`,
    );
  }
  return reasons;
}
