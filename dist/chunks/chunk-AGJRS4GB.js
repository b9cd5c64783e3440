import {
  sha256Hex
} from "./chunk-OOTPXRYL.js";
import {
  actionOf
} from "./chunk-OVDCFCZU.js";

// src/compare/signature.ts
function failureSignature(trace, verdict) {
  const step = verdict.step === void 0 ? void 0 : trace.steps.find((s) => s.index === verdict.step);
  const a = step ? actionOf(step) : null;
  const text = `${verdict.mode ?? "?"}|${verdict.agent ?? a?.agent ?? ""}|${a ? `${a.kind}|${a.tool}|${a.shape}` : ""}`;
  return { id: `sig-${sha256Hex(text).slice(0, 12)}`, text };
}
function verdictSignature(trace, verdict) {
  if (!verdict) return void 0;
  return failureSignature(trace, { mode: verdict.mode ?? void 0, agent: verdict.agent ?? void 0, step: verdict.step ?? void 0 }).id;
}

export {
  verdictSignature
};
