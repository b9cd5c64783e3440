// The pass/fail decision: settings + this run's results (+ trend and base comparison when known).
// Every reason to fail is listed, so a red check says exactly why.
import type { ModeId } from "../attribution/model.js";
import type { GateResult, RunResult, TraceResult } from "../results/model.js";
import { DEFAULT_INPUT_SETTINGS, judgeInputs, type InputSettings } from "./inputs.js";

export interface GateSettings {
  /** `new`: only failures this change introduced against the base run (compare/). */
  failOn: "any" | "none" | "new" | ModeId[];
  failOnBlame: number;
  maxFailureRate: number;
  maxFailureRateIncrease: number;
  failOnWorsening: boolean;
  integrity: "off" | "warn" | "require";
  /** What a run that read nothing, or not all of its input, does to the gate (gate/inputs.ts); fail closed when absent. */
  inputs?: InputSettings;
}

/** What the gate needs from the trend and the base comparison; both are optional. */
export interface GateContext {
  trend?: { verdict: "improving" | "stable" | "worsening" | "insufficient" };
  comparison?: { rateChange: number; pValue: number; significant: boolean };
  /**
   * With fail-on: new, the tasks that pass on the base run and fail here; null when no base run
   * could be compared (then every failed trace counts: the gate does not open for want of a base).
   */
  newFailures?: { tasks: string[] } | null;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/**
 * What the gate counts over a run's traces, one trace at a time (run/scan.ts feeds it as results
 * are made). Counts only what `settings` asks for; "any" needs no count (the summary has it).
 */
export class GateCounts {
  /** Failed traces by the fail-on modes they were attributed to, in the order first seen. */
  readonly hits = new Map<ModeId, number>();
  blamed = 0;
  notIntact = 0;
  private readonly wanted: Set<ModeId> | null;

  constructor(private readonly settings: GateSettings) {
    this.wanted = Array.isArray(settings.failOn) ? new Set(settings.failOn) : null;
  }

  /** Whether these settings count anything; "any" and the rate limits read the summary. */
  get counting(): boolean {
    return this.wanted !== null || this.settings.failOnBlame > 0 || this.settings.integrity === "require";
  }

  add(t: TraceResult): void {
    const mode = t.verdict?.mode;
    // Only failed traces, as with fail-on: any: a trace with unknown outcome is counted as
    // unknown in the summary, and gated alike by every fail-on value (not at all).
    if (this.wanted && t.success === false && mode && this.wanted.has(mode)) this.hits.set(mode, (this.hits.get(mode) ?? 0) + 1);
    if (this.settings.failOnBlame > 0 && (t.maxBlame ?? 0) >= this.settings.failOnBlame) this.blamed++;
    if (this.settings.integrity === "require" && (!t.integrity || t.integrity.verdict !== "intact")) this.notIntact++;
  }
}

/** The gate's verdict; `counts` when the run's traces were already counted for these settings (else they are, here). */
export function evaluateGate(settings: GateSettings, result: RunResult, context: GateContext = {}, counts?: GateCounts): GateResult {
  // The input first: a run that read nothing says so before any count of nothing.
  const input = judgeInputs(result, settings.inputs ?? DEFAULT_INPUT_SETTINGS);
  const reasons: string[] = [...input.errors];
  if (!counts) {
    counts = new GateCounts(settings);
    // Nothing to count for the defaults: a large run's traces are read from its spill file.
    if (counts.counting) for (const t of result.traces) counts.add(t);
  }
  // The summary counted the failed traces as they were made.
  const failedCount = settings.failOn === "any" ? result.summary.failed : 0;

  if (settings.failOn === "any" && failedCount > 0) {
    reasons.push(`${failedCount} of ${result.summary.traces} traces failed (fail-on: any)`);
  } else if (settings.failOn === "new") {
    const fresh = context.newFailures;
    if (!fresh) {
      if (result.summary.failed > 0) reasons.push(`${result.summary.failed} of ${result.summary.traces} traces failed (fail-on: new, but no base run was compared, so every failure counts)`);
    } else if (fresh.tasks.length > 0) {
      const n = fresh.tasks.length;
      reasons.push(`${n} new failure${n === 1 ? "" : "s"} against the base run (fail-on: new): ${fresh.tasks.slice(0, 5).join(", ")}${n > 5 ? ", …" : ""}`);
    }
  } else if (Array.isArray(settings.failOn)) {
    for (const [mode, n] of counts.hits) reasons.push(`${n} trace${n === 1 ? "" : "s"} failed with ${mode} (fail-on)`);
  }

  if (settings.failOnBlame > 0) {
    const blamed = counts.blamed;
    if (blamed > 0) reasons.push(`${blamed} trace${blamed === 1 ? "" : "s"} with a step blamed at or above ${settings.failOnBlame} (fail-on-blame)`);
  }

  const rate = result.summary.failureRate;
  if (rate !== null && rate > settings.maxFailureRate) reasons.push(`failure rate ${pct(rate)} is above max-failure-rate ${pct(settings.maxFailureRate)}`);

  const cmp = context.comparison;
  if (cmp && cmp.significant && cmp.rateChange > settings.maxFailureRateIncrease)
    reasons.push(`failure rate rose by ${pct(cmp.rateChange)} against the base (p = ${cmp.pValue.toPrecision(2)}), above max-failure-rate-increase ${pct(settings.maxFailureRateIncrease)}`);

  if (settings.failOnWorsening && context.trend?.verdict === "worsening") reasons.push("the failure-rate trend is worsening (fail-on-worsening)");

  if (settings.integrity === "require") {
    const n = counts.notIntact;
    if (n > 0) reasons.push(`${n} trace${n === 1 ? " is" : "s are"} not intact (integrity: require)`);
  }

  return { status: reasons.length > 0 ? "fail" : "pass", reasons, ...(input.warnings.length > 0 ? { warnings: input.warnings } : {}) };
}
