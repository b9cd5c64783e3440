// What a comparison adds to the gate besides `fail-on: new` (gate/gate.ts, which also covers a
// run with no base): regression guards that came back, and tools that got slower than
// `max-latency-increase` allows. Each reason names what tripped it.
import type { Guard } from "./guards.js";
import type { Latency } from "./model.js";

export function compareGateReasons(latency: Latency[], maxLatencyIncrease: number, tripped: Guard[]): string[] {
  const reasons: string[] = [];
  for (const g of tripped) reasons.push(`regression guard ${g.id} tripped: a pinned failure is back${g.note ? ` (${g.note})` : ""}`);
  if (maxLatencyIncrease > 0) {
    for (const l of latency) {
      if (!l.flagged || l.baseMedianMs <= 0) continue;
      const ratio = l.medianMs / l.baseMedianMs;
      if (ratio >= maxLatencyIncrease)
        reasons.push(`${l.tool} is ${ratio.toFixed(1)}× slower than on the base run (median ${Math.round(l.medianMs)} ms against ${Math.round(l.baseMedianMs)} ms; max-latency-increase is ${maxLatencyIncrease})`);
    }
  }
  return reasons;
}
