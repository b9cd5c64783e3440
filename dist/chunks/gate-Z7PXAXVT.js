import "./chunk-N2X3B6NU.js";

// src/compare/gate.ts
function compareGateReasons(latency, maxLatencyIncrease, tripped) {
  const reasons = [];
  for (const g of tripped) reasons.push(`regression guard ${g.id} tripped: a pinned failure is back${g.note ? ` (${g.note})` : ""}`);
  if (maxLatencyIncrease > 0) {
    for (const l of latency) {
      if (!l.flagged || l.baseMedianMs <= 0) continue;
      const ratio = l.medianMs / l.baseMedianMs;
      if (ratio >= maxLatencyIncrease)
        reasons.push(`${l.tool} is ${ratio.toFixed(1)}\xD7 slower than on the base run (median ${Math.round(l.medianMs)} ms against ${Math.round(l.baseMedianMs)} ms; max-latency-increase is ${maxLatencyIncrease})`);
    }
  }
  return reasons;
}
export {
  compareGateReasons
};
