import {
  isRecord
} from "./chunk-5S3KQJG7.js";

// src/compare/actions.ts
var NOISE_KEY = /^(?:id|.*_id|.*Id|uuid|timestamp|time|ts|created_?at|updated_?at|started_?at|date|nonce|request_?id|trace_?id|span_?id|session_?id|idempotency_?key)$/;
var NOISE_VALUE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?|[0-9a-f]{24,})$/i;
function parsedArgs(value) {
  if (typeof value !== "string") return value;
  const t = value.trim();
  if (!t.startsWith("{")) return value;
  try {
    return JSON.parse(t);
  } catch {
    return value;
  }
}
function stableValue(value, depth = 0) {
  if (value === null || value === void 0) return "null";
  if (typeof value === "string") return NOISE_VALUE.test(value) ? "<noise>" : JSON.stringify(value.length > 200 ? value.slice(0, 200) : value);
  if (typeof value === "number") return value > 1e9 && value < 1e11 ? "<time>" : String(value);
  if (typeof value === "boolean") return String(value);
  if (depth > 4) return "\u2026";
  if (Array.isArray(value))
    return `[${value.slice(0, 20).map((v) => stableValue(v, depth + 1)).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).filter((k) => !NOISE_KEY.test(k)).sort();
    return `{${keys.slice(0, 40).map((k) => `${k}:${stableValue(value[k], depth + 1)}`).join(",")}}`;
  }
  return typeof value;
}
function typeName(v) {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}
function stepCall(step) {
  const call = step.toolCalls?.[0];
  if (call) return { tool: step.toolCalls.map((c) => c.name).join("+"), args: parsedArgs(call.arguments) };
  if (step.kind === "tool_call" || step.kind === "retrieval" || step.kind === "observation") return { tool: step.name ?? "", args: parsedArgs(step.input) };
  return { tool: step.kind === "llm" ? "" : step.name ?? "", args: void 0 };
}
function actionOf(step) {
  const { tool, args } = stepCall(step);
  const map = /* @__PURE__ */ new Map();
  let shape = "";
  if (isRecord(args)) {
    const keys = Object.keys(args).filter((k) => !NOISE_KEY.test(k)).sort();
    for (const k of keys) map.set(k, stableValue(args[k]));
    shape = keys.map((k) => `${k}:${typeName(args[k])}`).join(",");
  } else if (args !== void 0) {
    map.set("", stableValue(args));
    shape = typeName(args);
  }
  return {
    step: step.index,
    agent: step.agent ?? "",
    kind: step.kind,
    tool,
    shape,
    args: map,
    ...step.latencyMs !== void 0 ? { latencyMs: step.latencyMs } : {}
  };
}
function actionsOf(trace) {
  return trace.steps.filter((s) => s.kind !== "observation" && s.agent !== "tool").map(actionOf);
}
function actionKey(a) {
  return `${a.agent}|${a.kind}|${a.tool}|${a.shape}`;
}
function describeAction(a) {
  if (a.tool) return `\`${a.tool}\``;
  return `${a.agent ? `${a.agent}'s ` : "a "}${a.kind.replace("_", " ")}`;
}

export {
  actionOf,
  actionsOf,
  actionKey,
  describeAction
};
