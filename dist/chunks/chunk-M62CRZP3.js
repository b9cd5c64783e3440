import {
  modeSpec,
  taxonomy
} from "./chunk-7O6RIX37.js";
import {
  asText
} from "./chunk-MEJZJAMB.js";

// src/investigate/postmortem/model.ts
function stepText(step) {
  if (step.error) return step.error;
  const call = step.toolCalls?.length ? step.toolCalls.map((c) => `${c.name}(${asText(c.arguments)})`).join("\n") : step.kind === "tool_call" && step.name ? `${step.name}(${asText(step.input)})` : "";
  const out = asText(step.output);
  if (call) return out ? `${call}
\u2192 ${out}` : call;
  return out || step.thought || asText(step.input);
}
function wantsPostmortem(result) {
  return result.success === false || result.success === null && (result.verdict?.step ?? null) !== null;
}
function buildPostmortem(trace, result) {
  const v = result.verdict ?? null;
  const findings = result.findings ?? [];
  const cited = /* @__PURE__ */ new Set();
  const chain = [];
  for (const e of v?.evidence ?? []) {
    cited.add(e.step);
    chain.push({ step: e.step, agent: e.agent ?? null, quote: e.quote, note: e.note ?? null, by: "verdict" });
  }
  for (const f of findings) {
    for (const e of f.evidence) {
      if (chain.some((c) => c.step === e.step && c.quote === e.quote)) continue;
      cited.add(e.step);
      chain.push({ step: e.step, agent: e.agent ?? null, quote: e.quote, note: e.note ?? f.message, by: `${f.detector} (${f.mode})` });
    }
  }
  chain.sort((a, b) => a.step - b.step);
  const modesAt = /* @__PURE__ */ new Map();
  for (const f of findings) modesAt.set(f.step, [.../* @__PURE__ */ new Set([...modesAt.get(f.step) ?? [], f.mode])]);
  const inSet = new Set(v?.set ?? []);
  const health = new Map((result.blame ?? []).map((b) => [b.step, b.score]));
  const runnerUps = (v?.runnerUps ?? []).map((r) => ({ mode: r.mode, name: modeSpec(r.mode).name, probability: r.probability }));
  const fixModes = v?.mode ? [v.mode] : runnerUps.slice(0, 1).map((r) => r.mode);
  return {
    id: trace.id,
    file: trace.origin.file,
    line: trace.origin.line ?? null,
    format: trace.origin.format,
    task: trace.task,
    outcome: trace.success === true ? "passed" : trace.success === false ? "failed" : "unknown",
    verdict: {
      mode: v?.mode ?? null,
      modeName: v?.mode ? modeSpec(v.mode).name : null,
      step: v?.step ?? null,
      agent: v?.agent ?? null,
      confidence: v?.confidence ?? 0,
      reason: v?.reason ?? null,
      runnerUps,
      ranked: (v?.candidates ?? []).slice(0, 5).map((c) => ({ step: c.step, agent: c.agent, p: c.p })),
      set: v?.set ?? []
    },
    candidates: [...findings].sort((a, b) => b.confidence - a.confidence || a.step - b.step).slice(0, 8).map((f) => ({ mode: f.mode, step: f.step, agent: f.agent ?? null, confidence: f.confidence, detector: f.detector, message: f.message })),
    chain,
    distribution: [...taxonomy().modes].sort((a, b) => b.prevalence - a.prevalence).map((m) => ({ mode: m.id, name: m.name, share: m.prevalence, verdict: m.id === v?.mode, runnerUp: runnerUps.some((r) => r.mode === m.id) })),
    timeline: trace.steps.map((s) => ({
      index: s.index,
      kind: s.kind,
      agent: s.agent ?? null,
      name: s.name ?? null,
      text: stepText(s),
      error: Boolean(s.error) || s.kind === "error",
      blamed: s.index === v?.step,
      cited: cited.has(s.index),
      modes: modesAt.get(s.index) ?? [],
      inSet: inSet.has(s.index),
      health: health.get(s.index) ?? null
    })),
    fixes: fixModes.flatMap((m) => modeSpec(m).fixes.map((f) => ({ mode: m, text: f.text, evidence: f.evidence ?? null }))),
    integrity: result.integrity?.verdict ?? null
  };
}

export {
  wantsPostmortem,
  buildPostmortem
};
