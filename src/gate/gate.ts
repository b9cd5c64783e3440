// The pass/fail decision: settings + this run's results (+ trend and base comparison when known).
// Every reason to fail is listed, so a red check says exactly why.
import { z } from "zod";
import type { ModeId } from "../attribution/model.js";
import type { RunResult } from "../report/model.js";

export interface GateSettings {
  failOn: "any" | "none" | ModeId[];
  failOnBlame: number;
  maxFailureRate: number;
  maxFailureRateIncrease: number;
  failOnWorsening: boolean;
  integrity: "off" | "warn" | "require";
}

/** What the gate needs from the trend and the base comparison; both are optional. */
export interface GateContext {
  trend?: { verdict: "improving" | "stable" | "worsening" | "insufficient" };
  comparison?: { rateChange: number; pValue: number; significant: boolean };
}

export const GateResultSchema = z.object({
  status: z.enum(["pass", "fail"]),
  reasons: z.array(z.string()),
});
export type GateResult = z.infer<typeof GateResultSchema>;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function evaluateGate(settings: GateSettings, result: RunResult, context: GateContext = {}): GateResult {
  const reasons: string[] = [];
  // Counts, not filtered copies: a large run's traces are read from its spill file (pipeline/spill.ts).
  const count = (keep: (t: RunResult["traces"][number]) => boolean): number => {
    let n = 0;
    for (const t of result.traces) if (keep(t)) n++;
    return n;
  };
  // The summary counted the failed traces as they were made.
  const failedCount = settings.failOn === "any" ? result.summary.failed : 0;

  if (settings.failOn === "any" && failedCount > 0) {
    reasons.push(`${failedCount} of ${result.summary.traces} traces failed (fail-on: any)`);
  } else if (Array.isArray(settings.failOn)) {
    const wanted = new Set(settings.failOn);
    const hits = new Map<ModeId, number>();
    for (const t of result.traces) {
      if (t.success === true) continue;
      const mode = t.verdict?.mode;
      if (mode && wanted.has(mode)) hits.set(mode, (hits.get(mode) ?? 0) + 1);
    }
    for (const [mode, n] of hits) reasons.push(`${n} trace${n === 1 ? "" : "s"} failed with ${mode} (fail-on)`);
  }

  if (settings.failOnBlame > 0) {
    const blamed = count((t) => (t.maxBlame ?? 0) >= settings.failOnBlame);
    if (blamed > 0)
      reasons.push(`${blamed} trace${blamed === 1 ? "" : "s"} with a step blamed at or above ${settings.failOnBlame} (fail-on-blame)`);
  }

  const rate = result.summary.failureRate;
  if (rate !== null && rate > settings.maxFailureRate)
    reasons.push(`failure rate ${pct(rate)} is above max-failure-rate ${pct(settings.maxFailureRate)}`);

  const cmp = context.comparison;
  if (cmp && cmp.significant && cmp.rateChange > settings.maxFailureRateIncrease)
    reasons.push(
      `failure rate rose by ${pct(cmp.rateChange)} against the base (p = ${cmp.pValue.toPrecision(2)}), above max-failure-rate-increase ${pct(settings.maxFailureRateIncrease)}`,
    );

  if (settings.failOnWorsening && context.trend?.verdict === "worsening")
    reasons.push("the failure-rate trend is worsening (fail-on-worsening)");

  if (settings.integrity === "require") {
    const n = count((t) => !t.integrity || t.integrity.verdict !== "intact");
    if (n > 0) reasons.push(`${n} trace${n === 1 ? " is" : "s are"} not intact (integrity: require)`);
  }

  return { status: reasons.length > 0 ? "fail" : "pass", reasons };
}
