import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  factText,
  keysOf,
  useText
} from "./chunk-L4J45MFP.js";
import {
  attribute
} from "./chunk-PRWTG2I2.js";

// src/investigate/counterfactual.ts
var MAX_CANDIDATES = 8;
function downstream(trace, pos) {
  const carried = new Set(keysOf(factText(trace.steps[pos])));
  const out = [];
  if (carried.size === 0) return out;
  for (let j = pos + 1; j < trace.steps.length; j++) {
    const s = trace.steps[j];
    const uses = keysOf(useText(s));
    if ([...uses].some((k) => carried.has(k))) {
      out.push(j);
      for (const k of keysOf(factText(s))) carried.add(k);
    }
  }
  return out;
}
function without(trace, positions) {
  return { ...trace, steps: trace.steps.filter((_, i) => !positions.has(i)) };
}
function intervene(trace, positions) {
  const a = attribute(without(trace, new Set(positions)));
  return {
    removed: positions.map((p) => trace.steps[p].index),
    signals: a.findings.length,
    modes: [...new Set(a.findings.map((f) => f.mode))],
    verdict: a.verdict ? { mode: a.verdict.mode, step: a.verdict.step } : null
  };
}
function candidatesOf(attribution, hidden) {
  const out = /* @__PURE__ */ new Map();
  const v = attribution.verdict;
  if (v?.step !== null && v?.step !== void 0) out.set(v.step, { step: v.step, why: ["verdict"], agent: v.agent });
  const findings = [...attribution.findings, ...hidden.findings].sort((a, b) => b.confidence - a.confidence || a.step - b.step);
  for (const f of findings) {
    const c = out.get(f.step) ?? { step: f.step, why: [], agent: f.agent ?? null };
    if (!c.why.includes(f.mode)) c.why.push(f.mode);
    out.set(f.step, c);
    if (out.size >= MAX_CANDIDATES) break;
  }
  return [...out.values()];
}
function counterfactual(trace, base = attribute(trace)) {
  const posOf = new Map(trace.steps.map((s, i) => [s.index, i]));
  const hidden = { ...trace, success: null };
  const signals = attribute(hidden);
  const candidates = [];
  for (const c of candidatesOf(base, signals)) {
    const pos = posOf.get(c.step);
    if (pos === void 0) continue;
    const removed = intervene(hidden, [pos]);
    const masked = intervene(hidden, [pos, ...downstream(trace, pos)]);
    const role = signals.findings.length === 0 ? "unclear" : removed.signals === 0 || masked.signals === 0 ? "root cause" : "symptom";
    candidates.push({ step: c.step, agent: c.agent, why: c.why, removed, masked, role });
  }
  const v = base.verdict;
  return {
    id: trace.id,
    file: trace.origin.file,
    verdict: v ? { mode: v.mode, step: v.step, agent: v.agent } : null,
    signals: signals.findings.length,
    candidates,
    rootCause: rerank(v?.step ?? null, candidates)
  };
}
function rerank(verdictStep, candidates) {
  const mine = candidates.find((c) => c.step === verdictStep);
  if (!mine || mine.role !== "symptom") return verdictStep;
  const roots = candidates.filter((c) => c.role === "root cause" && verdictStep !== null && c.step < verdictStep).sort((a, b) => a.step - b.step);
  return roots[0]?.step ?? verdictStep;
}
function counterfactualRows(r) {
  return r.candidates.map((c) => ({
    step: c.step,
    role: c.role,
    detail: `${c.removed.signals} of ${r.signals} signals left; with ${c.masked.removed.length - 1} downstream step${c.masked.removed.length === 2 ? "" : "s"} masked too: ${c.masked.signals}`
  }));
}
function counterfactualText(r) {
  const v = r.verdict;
  const lines = [`${r.file} [${r.id}]: verdict ${v ? `${v.mode ?? "no mode"} at step ${v.step ?? "-"}${v.agent ? ` by ${v.agent}` : ""}` : "none"}; ${r.signals} failure signal${r.signals === 1 ? "" : "s"}`];
  for (const c of r.candidates) {
    const ds = c.masked.removed.slice(1);
    lines.push(
      `  step ${c.step}${c.agent ? ` (${c.agent})` : ""} [${c.why.join(", ")}]: ${c.role.toUpperCase()} \u2014 removed: ${c.removed.signals} signal${c.removed.signals === 1 ? "" : "s"} left${c.removed.modes.length ? ` (${c.removed.modes.join(", ")})` : ""}; with downstream ${ds.length ? `step${ds.length === 1 ? "" : "s"} ${ds.slice(0, 8).join(", ")}${ds.length > 8 ? " \u2026" : ""}` : "(none)"} masked: ${c.masked.signals} left`
    );
  }
  if (r.candidates.length === 0) lines.push("  no candidate step (nothing was attributed)");
  if (r.rootCause !== null && r.rootCause !== v?.step) lines.push(`  counterfactual root cause: step ${r.rootCause} (the verdict's step ${v?.step} is a symptom of it)`);
  return `${lines.join("\n")}
`;
}

export {
  counterfactual,
  counterfactualRows,
  counterfactualText
};
