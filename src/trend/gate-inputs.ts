// The trend's and the base comparison's inputs to the gate (gate/gate.ts decides; this only
// translates names: the gate calls "not enough data" `insufficient`, and wants the rate change
// with its p-value).
import type { GateContext } from "../gate/gate.js";
import type { Comparison } from "./compare.js";
import type { TrendResult } from "./trend.js";

export function gateContextFrom(trend: TrendResult | null, comparison: Comparison | null): GateContext {
  const context: GateContext = {};
  if (trend) context.trend = { verdict: trend.verdict === "not-enough-data" ? "insufficient" : trend.verdict };
  if (comparison && comparison.delta !== null && comparison.p !== null) {
    context.comparison = { rateChange: comparison.delta, pValue: comparison.p, significant: comparison.significant };
  }
  return context;
}
