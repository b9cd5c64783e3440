import {
  asRecord
} from "./chunk-5S3KQJG7.js";

// src/investigate/facts.ts
function num(x) {
  return typeof x === "number" && Number.isFinite(x) && x >= 0 ? x : typeof x === "string" && x.trim() !== "" && Number.isFinite(Number(x)) && Number(x) >= 0 ? Number(x) : void 0;
}
function stepCost(step) {
  const raw = asRecord(step.raw);
  if (!raw) return 0;
  const direct = num(raw.cost_usd) ?? num(raw.cost) ?? num(asRecord(raw.meta)?.cost_usd) ?? num(asRecord(raw.meta)?.cost);
  if (direct !== void 0) return direct;
  const attrs = raw.attributes;
  if (Array.isArray(attrs)) {
    for (const a of attrs) {
      const kv = asRecord(a);
      if (kv?.key === "gen_ai.usage.cost" || kv?.key === "llm.cost.total") {
        const v = asRecord(kv.value);
        return num(v?.doubleValue) ?? num(v?.intValue) ?? 0;
      }
    }
  }
  return 0;
}
function stepTools(step) {
  if (step.toolCalls && step.toolCalls.length > 0) return step.toolCalls.map((c) => c.name);
  return step.kind === "tool_call" && step.name ? [step.name] : [];
}
function stepFailed(step) {
  return step.error !== void 0 && step.error !== "" || step.kind === "error";
}
function traceFacts(trace, result) {
  const agents = /* @__PURE__ */ new Set();
  const tools = /* @__PURE__ */ new Set();
  const failedTools = /* @__PURE__ */ new Set();
  const failedAgents = /* @__PURE__ */ new Set();
  const byAgent = {};
  const byTool = {};
  let tokens = 0;
  let cost = 0;
  let maxLatency = 0;
  for (const step of trace.steps) {
    const failed = stepFailed(step);
    tokens += step.tokens ?? 0;
    cost += stepCost(step);
    maxLatency = Math.max(maxLatency, step.latencyMs ?? 0);
    if (step.agent !== void 0) {
      agents.add(step.agent);
      const a = byAgent[step.agent] ??= { steps: 0, tokens: 0, errors: 0 };
      a.steps++;
      a.tokens += step.tokens ?? 0;
      if (failed) {
        a.errors++;
        failedAgents.add(step.agent);
      }
    }
    for (const name of stepTools(step)) {
      tools.add(name);
      const t = byTool[name] ??= { calls: 0, errors: 0, latencies: [] };
      t.calls++;
      if (step.latencyMs !== void 0) t.latencies.push(step.latencyMs);
      if (failed) {
        t.errors++;
        failedTools.add(name);
      }
    }
  }
  const verdict = result.verdict ?? null;
  if (trace.success !== true && verdict?.agent) failedAgents.add(verdict.agent);
  return {
    id: trace.id,
    file: trace.origin.file,
    line: trace.origin.line ?? null,
    format: trace.origin.format,
    success: trace.success,
    mode: verdict?.mode ?? null,
    blamed_agent: verdict?.agent ?? null,
    blamed_step: verdict?.step ?? null,
    agent: [...agents],
    tool: [...tools],
    steps: trace.steps.length,
    tokens,
    cost: Math.round(cost * 1e6) / 1e6,
    max_latency: maxLatency,
    failed_tools: [...failedTools],
    failed_agents: [...failedAgents],
    integrity: result.integrity?.verdict ?? null,
    byAgent,
    byTool
  };
}

export {
  traceFacts
};
