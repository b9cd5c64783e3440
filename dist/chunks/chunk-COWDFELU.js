import {
  isJsonlName,
  isJsonlText,
  isRecordLine,
  looksLikeJsonl
} from "./chunk-FNUF3IYR.js";
import {
  STEP_KINDS
} from "./chunk-ZDNBUPEF.js";
import {
  JsonError,
  NotATrace,
  assignOwn,
  bool,
  codeLocation,
  compact,
  fallbackId,
  finishTrace,
  has,
  idString,
  isObj,
  keyList,
  maybeJson,
  nonNeg,
  nonNegInt,
  origin,
  own,
  parseJson,
  str,
  stringList,
  text,
  userFrame
} from "./chunk-IMYR3TK7.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/trace/read.ts
import { open } from "node:fs/promises";

// src/trace/detect.ts
import { isUtf8 } from "node:buffer";

// src/trace/import/chat.ts
function isMessage(value) {
  return isObj(value) && typeof own(value, "role") === "string" && (has(value, "content") || has(value, "tool_calls"));
}
function isMessageArray(value) {
  return Array.isArray(value) && value.length > 0 && value.every(isMessage);
}
function looksChat(value) {
  if (isMessageArray(value)) return true;
  if (!isObj(value)) return false;
  const messages = own(value, "messages") ?? own(value, "traj");
  return Array.isArray(messages) && (messages.length === 0 || messages.some(isMessage));
}
function contentText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    const parts = content.map((p) => typeof p === "string" ? p : isObj(p) ? str(own(p, "text")) : void 0).filter((p) => p !== void 0);
    return parts.length > 0 ? parts.join("\n") : void 0;
  }
  return void 0;
}
function toolCallsOf(m) {
  const calls = [];
  const list = own(m, "tool_calls");
  if (Array.isArray(list)) {
    for (const c of list) {
      if (!isObj(c)) continue;
      const fn = isObj(own(c, "function")) ? own(c, "function") : c;
      const call = { name: str(own(fn, "name")) ?? "" };
      const id = str(own(c, "id"));
      if (id) call.id = id;
      if (has(fn, "arguments")) call.arguments = maybeJson(own(fn, "arguments"));
      else if (has(fn, "input")) call.arguments = own(fn, "input");
      calls.push(call);
    }
  }
  const legacy = own(m, "function_call");
  if (isObj(legacy)) {
    const call = { name: str(own(legacy, "name")) ?? "" };
    if (has(legacy, "arguments")) call.arguments = maybeJson(own(legacy, "arguments"));
    calls.push(call);
  }
  return calls.length > 0 ? calls : void 0;
}
function kindOf(role, toolCalls) {
  switch (role) {
    case "system":
    case "developer":
      return "prompt";
    case "assistant":
    case "model":
      return toolCalls ? "tool_call" : "response";
    case "tool":
    case "function":
    case "ipython":
      return "observation";
    default:
      return "message";
  }
}
function numbering(messages) {
  let prev = -1;
  for (const m of messages) {
    const idx = own(m, "index");
    if (typeof idx !== "number" || !Number.isSafeInteger(idx) || idx <= prev) return (i) => i;
    prev = idx;
  }
  return (i) => own(messages[i], "index");
}
function importStep(m, index) {
  if (!isObj(m)) return { index, kind: "message", output: m, raw: m };
  const role = str(own(m, "role"));
  const toolCalls = toolCallsOf(m);
  const kind = kindOf(role, toolCalls);
  const content = own(m, "content");
  const body = contentText(content) ?? (content === null ? void 0 : content);
  const step = {
    index,
    kind,
    // OpenAI's `name` names the participant (an agent of a multi-agent chat); on a tool message it is the tool's.
    agent: kind === "observation" ? role : str(own(m, "name")) ?? role,
    output: body === "" && toolCalls ? void 0 : body,
    toolCalls,
    raw: m
  };
  if (toolCalls && toolCalls.length === 1) {
    step.name = toolCalls[0].name;
    step.input = toolCalls[0].arguments;
  } else if (toolCalls) {
    step.name = toolCalls[0].name;
  }
  if (kind === "observation") {
    step.name = str(own(m, "name"));
    if (typeof body === "string" && /^error\b/i.test(body.trimStart())) step.error = body;
  }
  return compact(step);
}
function successOf(rec) {
  const success = own(rec, "success");
  if (typeof success === "boolean") return success;
  const reward = own(rec, "reward");
  if (typeof reward === "number" && Number.isFinite(reward)) {
    if (reward >= 1) return true;
    if (reward <= 0) return false;
  }
  return null;
}
function importChat(value, ctx) {
  const rec = Array.isArray(value) ? { messages: value } : isObj(value) ? value : {};
  const messages = Array.isArray(value) ? value : own(rec, "messages") ?? own(rec, "traj");
  if (!Array.isArray(messages)) throw new NotATrace("not a chat transcript: no `messages` or `traj` array");
  const number = numbering(messages);
  const steps = messages.map((m, i) => importStep(m, number(i)));
  const info = own(rec, "info");
  const infoTask = own(info, "task");
  const instruction = str(own(infoTask, "instruction"));
  const firstUser = messages.find((m) => own(m, "role") === "user");
  const task = instruction ?? str(own(rec, "task")) ?? contentText(own(firstUser, "content")) ?? "";
  let finalOutput;
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if (own(s.raw, "role") === "assistant" && typeof s.output === "string" && s.output.trim() !== "") {
      finalOutput = s.output;
      break;
    }
  }
  const meta = {};
  const taskId = own(rec, "task_id");
  if (taskId !== void 0) meta.task_id = taskId;
  if (has(rec, "trial")) meta.trial = own(rec, "trial");
  const userId = str(own(infoTask, "user_id"));
  if (userId) meta.user_id = userId;
  if (has(rec, "reward")) meta.reward = own(rec, "reward");
  const recMeta = own(rec, "metadata");
  if (isObj(recMeta)) meta.metadata = recMeta;
  const labels = {};
  if (info !== void 0) labels.info = info;
  const recLabels = own(rec, "labels");
  if (isObj(recLabels)) assignOwn(labels, recLabels);
  return finishTrace({
    id: idString(taskId) ?? idString(own(rec, "id")) ?? fallbackId(ctx),
    task,
    success: successOf(rec),
    finalOutput,
    model: str(own(rec, "model")),
    meta,
    steps,
    origin: origin(ctx, "chat"),
    labels: Object.keys(labels).length > 0 ? labels : void 0,
    raw: value
  });
}

// src/trace/import/native.ts
var KINDS = new Set(STEP_KINDS);
var hasOwn = Object.prototype.hasOwnProperty;
var KIND_ALIASES = {
  tool: "tool_call",
  action: "tool_call",
  tool_result: "observation",
  result: "observation",
  final: "response",
  answer: "response",
  reasoning: "thought",
  exception: "error"
};
function looksNative(value) {
  if (!isObj(value)) return false;
  const steps = own(value, "steps");
  if (!Array.isArray(steps)) return false;
  if (!(has(value, "task") || has(value, "id") || has(value, "meta"))) return false;
  return steps.length === 0 || steps.some((s) => isObj(s) && typeof own(s, "kind") === "string");
}
function stepKind(kind) {
  if (typeof kind !== "string") return "message";
  if (KINDS.has(kind)) return kind;
  return KIND_ALIASES[kind.toLowerCase()] ?? "message";
}
function agentsOf(meta) {
  const agents = own(meta, "agents");
  const out = /* @__PURE__ */ Object.create(null);
  if (Array.isArray(agents)) {
    for (const a of agents) {
      if (typeof a === "string") out[a] = "";
      else if (isObj(a)) {
        const name = str(own(a, "name"));
        if (name) out[name] = text(own(a, "role") ?? own(a, "description")) ?? "";
      }
    }
  } else if (isObj(agents)) {
    for (const [name, role] of Object.entries(agents)) out[name] = text(role) ?? "";
  } else return void 0;
  return Object.keys(out).length > 0 ? out : void 0;
}
function importStep2(s, position) {
  if (!isObj(s)) {
    return { index: position, kind: "message", output: s, raw: s };
  }
  const metaValue = hasOwn.call(s, "meta") ? s["meta"] : void 0;
  const meta = isObj(metaValue) ? metaValue : void 0;
  const step = { index: nonNegInt(hasOwn.call(s, "index") ? s["index"] : void 0) ?? position, kind: stepKind(hasOwn.call(s, "kind") ? s["kind"] : void 0) };
  const agent = str(hasOwn.call(s, "agent") ? s["agent"] : void 0) ?? str(meta !== void 0 && hasOwn.call(meta, "from_agent") ? meta["from_agent"] : void 0);
  if (agent !== void 0) step.agent = agent;
  const name = str(hasOwn.call(s, "tool") ? s["tool"] : void 0);
  if (name !== void 0) step.name = name;
  const input = (hasOwn.call(s, "args") ? s["args"] : void 0) ?? void 0;
  if (input !== void 0) step.input = input;
  const output = (hasOwn.call(s, "result") ? s["result"] : void 0) ?? void 0;
  if (output !== void 0) step.output = output;
  const thought = str(hasOwn.call(s, "thought") ? s["thought"] : void 0);
  if (thought !== void 0) step.thought = thought;
  const error = text(hasOwn.call(s, "error") ? s["error"] : void 0);
  if (error !== void 0 && error !== "") step.error = error;
  const startedAt = str(hasOwn.call(s, "started_at") ? s["started_at"] : void 0) ?? str(hasOwn.call(s, "ts") ? s["ts"] : void 0);
  if (startedAt !== void 0) step.startedAt = startedAt;
  const latencyMs = nonNeg(hasOwn.call(s, "latency_ms") ? s["latency_ms"] : void 0);
  if (latencyMs !== void 0) step.latencyMs = latencyMs;
  const tokens = nonNeg(hasOwn.call(s, "tokens") ? s["tokens"] : void 0);
  if (tokens !== void 0) step.tokens = tokens;
  const mutating = bool(meta !== void 0 && hasOwn.call(meta, "mutating") ? meta["mutating"] : void 0);
  if (mutating !== void 0) step.mutating = mutating;
  const verify = meta !== void 0 && hasOwn.call(meta, "verify") ? meta["verify"] : void 0;
  if (typeof verify === "boolean" || typeof verify === "number" && Number.isInteger(verify)) step.verify = verify;
  const shareWith = stringList(meta !== void 0 && hasOwn.call(meta, "share_with") ? meta["share_with"] : void 0);
  if (shareWith !== void 0) step.shareWith = shareWith;
  const to = str(meta !== void 0 && hasOwn.call(meta, "to_agent") ? meta["to_agent"] : void 0);
  if (to !== void 0) step.to = to;
  const requiresAck = bool(meta !== void 0 && hasOwn.call(meta, "requires_ack") ? meta["requires_ack"] : void 0);
  if (requiresAck !== void 0) step.requiresAck = requiresAck;
  step.raw = s;
  const code = (hasOwn.call(s, "code") ? s["code"] : void 0) ?? (meta !== void 0 && hasOwn.call(meta, "code") ? meta["code"] : void 0);
  if (isObj(code)) {
    const location = codeLocation(own(code, "file"), own(code, "line"), own(code, "function"));
    if (location !== void 0) step.code = location;
  }
  return step;
}
function importNative(value, ctx) {
  if (!isObj(value)) throw new NotATrace("not a native trace: not a JSON object");
  const steps = own(value, "steps");
  if (!Array.isArray(steps)) throw new NotATrace("not a native trace: no `steps` array");
  const meta = isObj(own(value, "meta")) ? { ...own(value, "meta") } : {};
  const success = own(value, "success");
  const createdAt = own(value, "created_at");
  const labels = own(value, "labels");
  const integrity = own(meta, "integrity");
  const trace = { id: idString(own(value, "id")) ?? fallbackId(ctx), task: text(own(value, "task")) ?? "", success: typeof success === "boolean" ? success : null };
  const finalOutput = text(own(value, "final_output"));
  if (finalOutput !== void 0) trace.finalOutput = finalOutput;
  const model = str(own(value, "model"));
  if (model !== void 0) trace.model = model;
  if (typeof createdAt === "string" || typeof createdAt === "number" && Number.isFinite(createdAt)) trace.createdAt = createdAt;
  const agents = agentsOf(meta);
  if (agents !== void 0) trace.agents = agents;
  trace.meta = meta;
  trace.steps = steps.map((s, i) => importStep2(s, i));
  trace.origin = origin(ctx, "native");
  if (integrity !== void 0 && integrity !== null) trace.integrity = integrity;
  const labelled = isObj(labels) ? labels : labels !== void 0 && labels !== null ? { label: labels } : void 0;
  if (labelled !== void 0) trace.labels = labelled;
  trace.raw = value;
  if (integrity !== void 0 && integrity !== null && ctx.sourceText !== void 0) trace.sourceText = ctx.sourceText;
  return trace;
}

// src/trace/import/otlp.ts
function looksOtlp(value) {
  return isObj(value) && Array.isArray(own(value, "resourceSpans"));
}
function anyValue(v) {
  if (!isObj(v)) return v;
  if ("stringValue" in v) return own(v, "stringValue");
  if ("boolValue" in v) return own(v, "boolValue");
  if ("intValue" in v) {
    const i = own(v, "intValue");
    const n = typeof i === "string" ? Number(i) : typeof i === "number" ? i : isObj(i) ? longBits(i) : NaN;
    return Number.isFinite(n) ? n : i;
  }
  if ("doubleValue" in v) {
    const d = own(v, "doubleValue");
    return typeof d === "string" ? Number(d) : d;
  }
  if ("arrayValue" in v) {
    const values = own(own(v, "arrayValue"), "values");
    return Array.isArray(values) ? values.map(anyValue) : [];
  }
  if ("kvlistValue" in v) {
    const out = {};
    const values = own(own(v, "kvlistValue"), "values");
    if (Array.isArray(values)) for (const kv of values) setOwn(out, str(own(kv, "key")) ?? "", anyValue(own(kv, "value")));
    return out;
  }
  if ("bytesValue" in v) return own(v, "bytesValue");
  return void 0;
}
function setOwn(obj, key, value) {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}
function longBits(v) {
  const low = Number(own(v, "low") ?? 0) >>> 0;
  const high = Number(own(v, "high") ?? 0) >>> 0;
  return high * 2 ** 32 + low;
}
function attributes(list) {
  const out = /* @__PURE__ */ new Map();
  if (!Array.isArray(list)) return out;
  for (const kv of list) {
    const key = str(own(kv, "key"));
    if (key !== void 0) out.set(key, anyValue(own(kv, "value")));
  }
  return out;
}
function nanos(v) {
  try {
    if (typeof v === "string" && /^\d+$/.test(v)) return BigInt(v);
    if (typeof v === "number" && Number.isFinite(v) && v >= 0) return BigInt(Math.round(v));
    if (isObj(v)) return BigInt(longBits(v));
  } catch {
  }
  return void 0;
}
function isoOf(ns) {
  if (ns === void 0 || ns === 0n) return void 0;
  const ms = Number(ns / 1000000n);
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? void 0 : d.toISOString();
}
function normalizeId(v, bytes) {
  if (typeof v !== "string" || v === "") return void 0;
  if (v.length === bytes * 2 && /^[0-9a-fA-F]+$/.test(v)) return /^0+$/.test(v) ? void 0 : v.toLowerCase();
  if (/^[A-Za-z0-9+/_-]+=*$/.test(v)) {
    const buf = Buffer.from(v, "base64");
    if (buf.length === bytes) {
      const hex = buf.toString("hex");
      return /^0+$/.test(hex) ? void 0 : hex;
    }
  }
  return v;
}
function statusCode(status) {
  const c = own(status, "code");
  if (c === 1 || c === "STATUS_CODE_OK" || c === "OK" || c === "1") return 1;
  if (c === 2 || c === "STATUS_CODE_ERROR" || c === "ERROR" || c === "2") return 2;
  return 0;
}
function first(attrs, ...keys) {
  for (const k of keys) {
    const v = attrs.get(k);
    if (v !== void 0 && v !== null && v !== "") return v;
  }
  return void 0;
}
function firstString(attrs, ...keys) {
  const v = first(attrs, ...keys);
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : void 0;
}
var LLM_OPS = /* @__PURE__ */ new Set(["chat", "text_completion", "generate_content", "completion", "embeddings", "create_response"]);
function classify(span) {
  const oi = firstString(span.attrs, "openinference.span.kind")?.toUpperCase();
  const op = firstString(span.attrs, "gen_ai.operation.name")?.toLowerCase();
  const tool = firstString(span.attrs, "gen_ai.tool.name", "tool.name");
  if (oi === "TOOL" || op === "execute_tool" || tool !== void 0 && oi === void 0 && (op === void 0 || op === "execute_tool")) {
    return { kind: "tool_call", tool: tool ?? str(own(span.span, "name")) };
  }
  if (oi === "LLM" || oi === "EMBEDDING" || op !== void 0 && LLM_OPS.has(op)) return { kind: "llm" };
  if (oi === "RETRIEVER" || oi === "RERANKER" || op === "retrieval" || op === "retrieve") return { kind: "retrieval" };
  if (oi === "PROMPT") return { kind: "prompt" };
  return { kind: "message" };
}
function eventAttr(span, names, keys) {
  for (const e of span.events) {
    if (!names.includes(e.name)) continue;
    const v = first(e.attrs, ...keys);
    if (v !== void 0) return v;
  }
  return void 0;
}
function flattenedMessages(attrs, prefix) {
  const byIndex = /* @__PURE__ */ new Map();
  for (const [key, value] of attrs) {
    if (!key.startsWith(prefix)) continue;
    const m = /^(\d+)\.message\.(role|content|name)$/.exec(key.slice(prefix.length));
    if (!m) continue;
    const i = Number(m[1]);
    const msg = byIndex.get(i) ?? {};
    setOwn(msg, m[2], value);
    byIndex.set(i, msg);
  }
  if (byIndex.size === 0) return void 0;
  return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, m]) => m);
}
function inputOf(span, kind) {
  const a = span.attrs;
  const v = (kind === "tool_call" ? first(a, "gen_ai.tool.call.arguments", "tool.parameters") : void 0) ?? first(a, "input.value", "gen_ai.input.messages", "gen_ai.prompt") ?? flattenedMessages(a, "llm.input_messages.") ?? eventAttr(span, ["gen_ai.content.prompt"], ["gen_ai.prompt"]);
  return maybeJson(v);
}
function outputOf(span, kind) {
  const a = span.attrs;
  const v = (kind === "tool_call" ? first(a, "gen_ai.tool.call.result") : void 0) ?? first(a, "output.value", "gen_ai.output.messages", "gen_ai.completion") ?? flattenedMessages(a, "llm.output_messages.") ?? eventAttr(span, ["gen_ai.content.completion"], ["gen_ai.completion"]) ?? eventAttr(span, ["gen_ai.choice"], ["message", "body", "content"]);
  return maybeJson(v);
}
function tokensOf(a) {
  const num = (k) => {
    const v = a.get(k);
    return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : void 0;
  };
  const total = num("gen_ai.usage.total_tokens") ?? num("llm.token_count.total");
  if (total !== void 0) return total;
  const input = num("gen_ai.usage.input_tokens") ?? num("gen_ai.usage.prompt_tokens") ?? num("llm.token_count.prompt");
  const output = num("gen_ai.usage.output_tokens") ?? num("gen_ai.usage.completion_tokens") ?? num("llm.token_count.completion");
  return input === void 0 && output === void 0 ? void 0 : (input ?? 0) + (output ?? 0);
}
function errorOf(span) {
  const code = statusCode(own(span.span, "status"));
  const exc = span.events.find((e) => e.name === "exception");
  if (code !== 2 && !(exc && code === 0)) return {};
  const message = str(own(own(span.span, "status"), "message"));
  const type = exc ? firstString(exc.attrs, "exception.type") : void 0;
  const excMessage = exc ? firstString(exc.attrs, "exception.message") : void 0;
  const stack = exc ? firstString(exc.attrs, "exception.stacktrace") : void 0;
  let head = excMessage ? type ? `${type}: ${excMessage}` : excMessage : message ?? type;
  if (!head && !stack) head = "span status ERROR";
  const error = [head, stack && !(head && stack.includes(head) && stack.trim().startsWith(head)) ? stack : void 0].filter(Boolean).join("\n");
  return { error: error || stack, stack };
}
function codeOf(span, stack) {
  const a = span.attrs;
  const fn = firstString(a, "code.function.name", "code.function");
  const ns = firstString(a, "code.namespace");
  const fnName = fn && ns && !fn.includes(".") ? `${ns}.${fn}` : fn;
  return codeLocation(first(a, "code.file.path", "code.filepath"), first(a, "code.line.number", "code.lineno"), fnName) ?? userFrame(stack);
}
function agentOf(a) {
  return firstString(a, "gen_ai.agent.name", "agent.name");
}
var SUCCESS_KEYS = ["success", "task.success", "agent.success", "gen_ai.agent.success", "blamegate.success"];
function successOf2(root) {
  if (!root) return null;
  for (const k of SUCCESS_KEYS) {
    const v = root.attrs.get(k);
    if (typeof v === "boolean") return v;
    if (v === "true" || v === "false") return v === "true";
  }
  const code = statusCode(own(root.span, "status"));
  return code === 1 ? true : code === 2 ? false : null;
}
function taskText(v) {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) {
    const user = v.find((m) => own(m, "role") === "user");
    const content = own(user, "content") ?? own(user, "parts");
    if (typeof content === "string") return content;
    if (Array.isArray(content)) {
      const t = content.map((p) => typeof p === "string" ? p : str(own(p, "content")) ?? str(own(p, "text"))).filter(Boolean);
      if (t.length > 0) return t.join("\n");
    }
    return void 0;
  }
  if (isObj(v)) {
    for (const k of ["task", "question", "query", "input", "instruction", "prompt"]) {
      const s = own(v, k);
      if (typeof s === "string") return s;
    }
    return text(v);
  }
  return void 0;
}
function spansOf(value) {
  const out = [];
  const resourceSpans = own(value, "resourceSpans");
  if (!Array.isArray(resourceSpans)) return out;
  let order = 0;
  for (const rs of resourceSpans) {
    const resource = attributes(own(own(rs, "resource"), "attributes"));
    const scopes = own(rs, "scopeSpans") ?? own(rs, "instrumentationLibrarySpans");
    if (!Array.isArray(scopes)) continue;
    for (const ss of scopes) {
      const spans = own(ss, "spans");
      if (!Array.isArray(spans)) continue;
      for (const span of spans) {
        if (!isObj(span)) continue;
        const traceId = normalizeId(own(span, "traceId"), 16) ?? "unknown-trace";
        const events = (Array.isArray(own(span, "events")) ? own(span, "events") : []).map((e) => ({
          name: str(own(e, "name")) ?? "",
          attrs: attributes(own(e, "attributes"))
        }));
        out.push(
          compact({
            span,
            order: order++,
            traceId,
            spanId: normalizeId(own(span, "spanId"), 8),
            parentSpanId: normalizeId(own(span, "parentSpanId"), 8),
            start: nanos(own(span, "startTimeUnixNano")),
            end: nanos(own(span, "endTimeUnixNano")),
            attrs: attributes(own(span, "attributes")),
            resource,
            events
          })
        );
      }
    }
  }
  return out;
}
function buildTrace(traceId, spans, ctx) {
  spans.sort((a, b) => {
    if (a.start !== void 0 && b.start !== void 0 && a.start !== b.start) return a.start < b.start ? -1 : 1;
    return a.order - b.order;
  });
  const byId = new Map(spans.filter((s) => s.spanId).map((s) => [s.spanId, s]));
  const root = spans.find((s) => !s.parentSpanId || !byId.has(s.parentSpanId));
  const agentCache = /* @__PURE__ */ new Map();
  const agentFor = (s, depth = 0) => {
    if (agentCache.has(s)) return agentCache.get(s);
    let a = agentOf(s.attrs);
    if (a === void 0 && s.parentSpanId && depth < 256) {
      const parent = byId.get(s.parentSpanId);
      if (parent && parent !== s) a = agentFor(parent, depth + 1);
    }
    agentCache.set(s, a);
    return a;
  };
  const agents = {};
  let model;
  const steps = spans.map((s, index) => {
    const { kind, tool } = classify(s);
    const { error, stack } = errorOf(s);
    const latency = s.start !== void 0 && s.end !== void 0 && s.end >= s.start ? Number(s.end - s.start) / 1e6 : void 0;
    const ownAgent = agentOf(s.attrs);
    if (ownAgent && !(ownAgent in agents)) agents[ownAgent] = firstString(s.attrs, "gen_ai.agent.description") ?? "";
    model ??= firstString(s.attrs, "gen_ai.request.model", "gen_ai.response.model", "llm.model_name");
    return compact({
      index,
      kind,
      agent: agentFor(s),
      name: tool ?? str(own(s.span, "name")),
      input: inputOf(s, kind),
      output: outputOf(s, kind),
      error,
      startedAt: isoOf(s.start),
      latencyMs: latency,
      tokens: tokensOf(s.attrs),
      spanId: s.spanId,
      parentSpanId: s.parentSpanId,
      code: codeOf(s, stack),
      raw: s.span
    });
  });
  const meta = {};
  if (root) {
    const service = firstString(root.resource, "service.name");
    if (service) meta.service = service;
    for (const [k, v] of root.attrs) if (k.startsWith("blamegate.") && k !== "blamegate.success" && k !== "blamegate.task") setOwn(meta, k.slice(10), v);
  }
  const rootTask = root ? firstString(root.attrs, "blamegate.task", "task", "gen_ai.task", "agent.task") ?? taskText(inputOf(root, "message")) ?? str(own(root.span, "name")) : void 0;
  const rootOut = root ? outputOf(root, "message") : void 0;
  return finishTrace({
    id: traceId,
    task: rootTask ?? "",
    success: successOf2(root),
    finalOutput: typeof rootOut === "string" ? rootOut : rootOut !== void 0 ? text(rootOut) : void 0,
    model,
    createdAt: root ? isoOf(root.start) : void 0,
    agents: Object.keys(agents).length > 0 ? agents : void 0,
    meta,
    steps,
    origin: origin(ctx, "otlp")
  });
}
function importOtlp(value, ctx) {
  if (!looksOtlp(value)) throw new NotATrace("not an OTLP export: no `resourceSpans` array");
  const spans = spansOf(value);
  if (spans.length === 0) throw new NotATrace("OTLP export with no spans");
  const groups = /* @__PURE__ */ new Map();
  for (const s of spans) {
    const g = groups.get(s.traceId);
    if (g) g.push(s);
    else groups.set(s.traceId, [s]);
  }
  return [...groups.entries()].map(([id, g]) => buildTrace(id, g, ctx));
}

// src/trace/import/whowhen.ts
function looksWhoWhen(value) {
  return isObj(value) && Array.isArray(own(value, "history")) && (has(value, "mistake_agent") || has(value, "question") || has(value, "system_prompt") || has(value, "is_correct") || has(value, "is_corrected"));
}
var ANNOTATED = /^\s*([^()]*?[^\s()])\s*\(\s*([^()]*?)\s*\)\s*$/;
var ADDRESSEE = /^(?:->|→|to:?)\s*(\S.*)$/i;
function speakerOf(role) {
  const m = ANNOTATED.exec(role.slice(0, 500));
  if (!m) return { agent: role };
  const note = m[2];
  const to = ADDRESSEE.exec(note);
  if (to) return { agent: m[1], to: to[1] };
  return note === "" ? { agent: m[1] } : { agent: m[1], channel: note };
}
function importStep3(h, index) {
  if (!isObj(h)) return { index, kind: "message", output: h, raw: h };
  const name = str(own(h, "name"));
  const role = str(own(h, "role"));
  const who = name !== void 0 ? { agent: name } : role !== void 0 ? speakerOf(role) : { agent: void 0 };
  return compact({
    index,
    kind: "message",
    agent: who.agent,
    channel: "channel" in who ? who.channel : void 0,
    to: "to" in who ? who.to : void 0,
    output: own(h, "content") ?? void 0,
    raw: h
  });
}
function importWhoWhen(value, ctx) {
  if (!isObj(value)) throw new NotATrace("not a Who&When record: not a JSON object");
  const history = own(value, "history");
  if (!Array.isArray(history)) throw new NotATrace("not a Who&When record: no `history` array");
  const agents = /* @__PURE__ */ Object.create(null);
  const systemPrompt = own(value, "system_prompt");
  if (isObj(systemPrompt)) for (const [name, prompt] of Object.entries(systemPrompt)) agents[name] = text(prompt) ?? "";
  const labels = {};
  if (has(value, "mistake_agent")) labels.mistake_agent = own(value, "mistake_agent");
  if (has(value, "mistake_step")) {
    const raw = own(value, "mistake_step");
    labels.mistake_step = nonNegInt(raw) ?? raw;
  }
  if (has(value, "mistake_reason")) labels.mistake_reason = own(value, "mistake_reason");
  const extra = own(value, "labels");
  if (isObj(extra)) assignOwn(labels, extra);
  else if (extra !== void 0 && extra !== null) labels.category = extra;
  const meta = {};
  for (const key of ["question_ID", "level", "ground_truth"]) if (has(value, key)) meta[key] = own(value, key);
  const isCorrect = has(value, "is_correct") ? own(value, "is_correct") : own(value, "is_corrected");
  return finishTrace({
    id: idString(own(value, "question_ID")) ?? fallbackId(ctx),
    task: text(own(value, "question")) ?? "",
    success: typeof isCorrect === "boolean" ? isCorrect : null,
    agents: Object.keys(agents).length > 0 ? agents : void 0,
    meta,
    steps: history.map((h, i) => importStep3(h, i)),
    origin: origin(ctx, "whowhen"),
    labels: Object.keys(labels).length > 0 ? labels : void 0,
    raw: value
  });
}

// src/trace/detect.ts
var SQLITE_MAGIC = Buffer.from("SQLite format 3\0", "latin1");
var CONTROL_SAMPLE = 8 * 1024;
function isBlank(b) {
  return b === 32 || b === 10 || b === 13 || b === 9;
}
var CONTROL_BYTES = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 127];
function anyControl(bytes, from, to) {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from);
  for (const b of CONTROL_BYTES) if (view.indexOf(b) !== -1) return true;
  return false;
}
function sniffBytes(head) {
  if (head.length >= SQLITE_MAGIC.length && Buffer.from(head.buffer, head.byteOffset, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) {
    return "sqlite";
  }
  let start = 0;
  if (head[0] === 239 && head[1] === 187 && head[2] === 191) start = 3;
  if (head.indexOf(0, start) !== -1) return "binary";
  let i = start;
  while (i < head.length && isBlank(head[i])) i++;
  if (i === head.length) return "empty";
  const sample = Math.min(head.length, start + CONTROL_SAMPLE);
  let control = 0;
  if (!anyControl(head, i, sample)) i = sample;
  for (; i < sample; i++) {
    const b = head[i];
    if (b < 32 ? !isBlank(b) : b === 127) control++;
  }
  if (control > 8 && control * 20 > sample - start) return "binary";
  let cut = head.length;
  for (let back = 1; back <= 3 && head.length - back >= start; back++) {
    const b = head[head.length - back];
    if ((b & 192) === 192) {
      cut = head.length - back;
      break;
    }
    if ((b & 128) === 0) break;
  }
  return isUtf8(head.subarray(start, cut)) ? "text" : "binary";
}
function describeUnknown(value) {
  if (Array.isArray(value)) {
    if (value.length === 0) return "not a trace: empty JSON array";
    const first2 = value[0];
    const what = isObj(first2) ? `objects with keys ${keyList(first2)}` : `${typeof first2} values`;
    return `not a trace: JSON array of ${value.length} ${what} matches no known format`;
  }
  if (isObj(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return "not a trace: empty JSON object";
    return `not a trace: JSON object with keys ${keyList(value)} matches no known format`;
  }
  return `not a trace: a JSON ${value === null ? "null" : typeof value}, not an object or array`;
}
function detectFormat(value) {
  if (looksOtlp(value)) return { format: "otlp" };
  if (looksWhoWhen(value)) return { format: "whowhen" };
  if (looksNative(value)) return { format: "native" };
  if (looksChat(value) || isMessageArray(value)) return { format: "chat" };
  return { reason: describeUnknown(value) };
}
function isLoneMessage(value) {
  return isMessage(value) && !isObj(own(value, "messages"));
}

// src/trace/read.ts
var DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;
var DEFAULT_MAX_LINE_BYTES = 32 * 1024 * 1024;
var DEFAULT_MAX_DB_BYTES = 512 * 1024 * 1024;
var HEAD_BYTES = 64 * 1024;
var CHUNK_BYTES = 1024 * 1024;
var SMALL_FILE_BYTES = 1024 * 1024;
var UTF8 = new TextDecoder("utf-8");
function skipped(file, reason, line) {
  const s = { file, reason };
  if (line !== void 0) s.line = line;
  return { skipped: s };
}
function mib(bytes) {
  const m = bytes / (1024 * 1024);
  return m >= 10 ? `${Math.round(m)} MiB` : `${m.toFixed(1)} MiB`;
}
function reasonOf(error) {
  if (error instanceof NotATrace || error instanceof JsonError) return error.message;
  if (error instanceof RangeError) return "too deeply nested or too large to import";
  return `could not import: ${errorMessage(error)}`;
}
var FileImporter = class {
  constructor(file, format = "auto") {
    this.file = file;
    this.format = format;
  }
  file;
  format;
  position = 0;
  ids = /* @__PURE__ */ new Map();
  otlpParts = [];
  loneMessages = [];
  loneLine;
  /** Numbers a trace in file order and keeps its id unique within the file. */
  emit(trace) {
    trace.origin.position = this.position++;
    const seen = this.ids.get(trace.id);
    if (seen === void 0) this.ids.set(trace.id, 1);
    else {
      const trial = trace.meta.trial;
      let unique = typeof trial === "number" || typeof trial === "string" ? `${trace.id}#trial${trial}` : "";
      if (!unique || this.ids.has(unique)) {
        let n = seen + 1;
        while (this.ids.has(`${trace.id}#${n}`)) n++;
        this.ids.set(trace.id, n);
        unique = `${trace.id}#${n}`;
      }
      this.ids.set(unique, 1);
      trace.id = unique;
    }
    return { trace };
  }
  one(value, ctx, format) {
    try {
      switch (format) {
        case "native":
          return [this.emit(importNative(value, ctx))];
        case "whowhen":
          return [this.emit(importWhoWhen(value, ctx))];
        case "chat":
          return [this.emit(importChat(value, ctx))];
        case "otlp":
          return importOtlp(value, ctx).map((t) => this.emit(t));
        case "agentblame":
          return [skipped(this.file, "not a SQLite database: agent-blame traces are read from its traces.db file", ctx.line)];
      }
    } catch (error) {
      return [skipped(this.file, reasonOf(error), ctx.line)];
    }
  }
  /** One parsed JSON record (a whole document, or one JSONL line). */
  record(value, ctx, streaming = false) {
    const c = { ...ctx, file: this.file };
    if (streaming && (this.format === "auto" || this.format === "otlp") && looksOtlp(value)) {
      this.otlpParts.push({ value, line: c.line });
      return [];
    }
    if (streaming && (this.format === "auto" || this.format === "chat") && isLoneMessage(value)) {
      if (this.loneMessages.length === 0) this.loneLine = c.line;
      this.loneMessages.push(value);
      return [];
    }
    if (Array.isArray(value)) return this.array(value, c);
    if (isObj(value) && Array.isArray(own(value, "traces")) && !has(value, "steps") && "reason" in detectFormat(value)) {
      return this.array(own(value, "traces"), c);
    }
    if (this.format !== "auto") return this.one(value, c, this.format);
    const d = detectFormat(value);
    if ("reason" in d) return [skipped(this.file, d.reason, c.line)];
    return this.one(value, c, d.format);
  }
  array(list, ctx) {
    if (this.format === "chat" || this.format === "auto" && isMessageArray(list)) {
      if (isMessageArray(list) || list.length === 0) return this.one(list, ctx, "chat");
    }
    if (list.length === 0) return [skipped(this.file, "not a trace: empty JSON array", ctx.line)];
    const sourceless = { file: ctx.file, line: ctx.line };
    if (this.format !== "auto") {
      const format = this.format;
      return list.flatMap((v, i) => this.one(v, { ...sourceless, item: i }, format));
    }
    const detections = list.map((v) => detectFormat(v));
    if (detections.every((d) => "reason" in d)) return [skipped(this.file, describeUnknown(list), ctx.line)];
    return list.flatMap((v, i) => {
      const d = detections[i];
      if ("reason" in d) return [skipped(this.file, `item ${i}: ${d.reason}`, ctx.line)];
      return this.one(v, { ...sourceless, item: i }, d.format);
    });
  }
  /** Traces gathered across records; call once after the last record. */
  finish() {
    const out = [];
    if (this.otlpParts.length > 0) {
      const merged = { resourceSpans: this.otlpParts.flatMap((p) => own(p.value, "resourceSpans") ?? []) };
      out.push(...this.one(merged, { file: this.file, line: this.otlpParts[0].line }, "otlp"));
      this.otlpParts = [];
    }
    if (this.loneMessages.length > 0) {
      out.push(...this.one(this.loneMessages, { file: this.file, line: this.loneLine }, "chat"));
      this.loneMessages = [];
    }
    return out;
  }
};
function stripBom(text2) {
  return text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2;
}
var MAX_LINE_SKIPS = 100;
var SkipRuns = class {
  run;
  reported = 0;
  suppressed;
  push(items) {
    const out = [];
    for (const item of items) {
      if ("skipped" in item && item.skipped.line !== void 0 && item.skipped.reason.startsWith("not a trace:")) {
        if (this.run && this.run.first.reason === item.skipped.reason) {
          this.run.last = item.skipped.line;
          this.run.count++;
          continue;
        }
        out.push(...this.flushRun());
        this.run = { first: item.skipped, last: item.skipped.line, count: 1 };
        continue;
      }
      out.push(...this.flushRun(), ...this.limit(item));
    }
    return out;
  }
  limit(item) {
    if (!("skipped" in item) || item.skipped.line === void 0) return [item];
    if (this.reported < MAX_LINE_SKIPS) {
      this.reported++;
      return [item];
    }
    if (this.suppressed) this.suppressed.count++;
    else this.suppressed = { first: item.skipped, count: 1 };
    return [];
  }
  flushRun() {
    const run = this.run;
    this.run = void 0;
    if (!run) return [];
    if (run.count === 1) return this.limit({ skipped: run.first });
    return this.limit({ skipped: { ...run.first, reason: `${run.first.reason} (lines ${run.first.line}\u2013${run.last}, ${run.count} records)` } });
  }
  /** Call once at the end of the file. */
  flush() {
    const out = this.flushRun();
    const s = this.suppressed;
    this.suppressed = void 0;
    if (s) {
      out.push({
        skipped: {
          file: s.first.file,
          line: s.first.line,
          reason: `${s.count} more skipped lines not listed one by one, from line ${s.first.line} (first: ${s.first.reason})`
        }
      });
    }
    return out;
  }
};
function jsonlItems(text2, importer) {
  const out = [];
  const runs = new SkipRuns();
  const lines = text2.split("\n");
  for (let i = 0; i < lines.length; i++) out.push(...runs.push(lineItems(lines[i], i + 1, importer)));
  out.push(...runs.push(importer.finish()), ...runs.flush());
  return out;
}
function lineItems(raw, line, importer) {
  const lineText = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
  if (lineText.trim() === "") return [];
  let value;
  try {
    value = parseJson(lineText);
  } catch (error) {
    return [skipped(importer.file, `invalid JSON: ${reasonOf(error)}`, line)];
  }
  return importer.record(value, { line, sourceText: lineText }, true);
}
function importText(text2, file, opts = {}) {
  const format = opts.format ?? "auto";
  const body = stripBom(text2);
  if (!/\S/.test(body)) return [skipped(file, "empty file")];
  if (format === "agentblame") return [skipped(file, "not a SQLite database: agent-blame traces are read from its traces.db file")];
  const importer = new FileImporter(file, format);
  if (isJsonlText(file, body)) return jsonlItems(body, importer);
  let value;
  try {
    value = parseJson(body);
  } catch (error) {
    if (looksLikeJsonl(body)) return jsonlItems(body, importer);
    const lead = body.trimStart();
    if (!lead.startsWith("{") && !lead.startsWith("[")) {
      const excerpt = lead.slice(0, 40).replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
      return [skipped(file, `not a trace: text, not JSON (starts "${excerpt}${lead.length > 40 ? "\u2026" : ""}")`)];
    }
    const e = error instanceof JsonError ? error : void 0;
    return [skipped(file, `invalid JSON: ${reasonOf(error)}`, e?.line)];
  }
  return [...importer.record(value, { sourceText: body }), ...importer.finish()];
}
async function importBytes(bytes, file, opts = {}) {
  const format = opts.format ?? "auto";
  const kind = sniffBytes(bytes.subarray(0, HEAD_BYTES));
  if (kind === "empty") return [skipped(file, "empty file")];
  if (kind === "binary") return [skipped(file, "binary file: not JSON, JSONL or a SQLite database")];
  if (kind === "sqlite") return importSqlite(bytes, file, format);
  const text2 = UTF8.decode(bytes);
  return importText(text2, file, { format });
}
async function importSqlite(bytes, file, format) {
  if (format !== "auto" && format !== "agentblame") {
    return [skipped(file, `a SQLite database, not ${format}: use format agentblame or auto`)];
  }
  try {
    const { importAgentBlame } = await import("./agentblame-4XEONP4C.js");
    const traces = await importAgentBlame(bytes, file);
    const importer = new FileImporter(file, "agentblame");
    return traces.map((t) => importer.emit(t));
  } catch (error) {
    return [skipped(file, reasonOf(error))];
  }
}
async function readAt(handle, position, length) {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await handle.read(buf, got, length - got, position + got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  return got === length ? buf : buf.subarray(0, got);
}
async function* streamLines(handle, maxLineBytes) {
  const decoder = new TextDecoder("utf-8");
  const buf = Buffer.alloc(CHUNK_BYTES);
  let pending = [];
  let pendingBytes = 0;
  let overflow = 0;
  let line = 1;
  let position = 0;
  const flush = () => {
    const out = overflow > 0 ? { line, tooLong: pendingBytes + overflow } : { line, text: decoder.decode(Buffer.concat(pending, pendingBytes)) };
    pending = [];
    pendingBytes = 0;
    overflow = 0;
    line++;
    return out;
  };
  for (; ; ) {
    const { bytesRead } = await handle.read(buf, 0, buf.length, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    let start = 0;
    while (start < bytesRead) {
      const nl = buf.indexOf(10, start);
      const end = nl < 0 || nl >= bytesRead ? bytesRead : nl;
      const piece = end - start;
      if (overflow > 0 || pendingBytes + piece > maxLineBytes) {
        overflow += piece;
        if (overflow === piece) {
          overflow += pendingBytes;
          pending = [];
          pendingBytes = 0;
        }
      } else if (piece > 0) {
        pending.push(Buffer.from(buf.subarray(start, end)));
        pendingBytes += piece;
      }
      if (end === bytesRead && (nl < 0 || nl >= bytesRead)) break;
      yield flush();
      start = end + 1;
    }
  }
  if (pendingBytes > 0 || overflow > 0) yield flush();
}
async function firstLine(handle, head, size, limit) {
  let data = head;
  let nl = data.indexOf(10);
  let position = data.length;
  while (nl < 0 && position < size && position < limit) {
    const more = await readAt(handle, position, Math.min(CHUNK_BYTES * 4, size - position));
    if (more.length === 0) break;
    const from = data.length;
    data = Buffer.concat([data, more]);
    position += more.length;
    const found = more.indexOf(10);
    nl = found < 0 ? -1 : from + found;
  }
  if (nl < 0) return position >= size ? { text: data.toString("utf8"), nl: -1, rest: false } : void 0;
  return { text: data.subarray(0, nl).toString("utf8"), nl, rest: nl + 1 < size };
}
function firstLineIn(all, headLength, limit) {
  const nl = all.indexOf(10);
  if (nl < 0) return void 0;
  if (nl >= headLength && headLength >= limit) return void 0;
  return { text: all.subarray(0, nl).toString("utf8"), nl, rest: nl + 1 < all.length };
}
function restHasContentIn(all, firstNl) {
  for (let i = firstNl + 1; i < all.length; i++) {
    const b = all[i];
    if (b !== 32 && b !== 10 && b !== 13 && b !== 9) return true;
  }
  return false;
}
async function restHasContent(handle, firstNl, size) {
  let position = firstNl + 1;
  while (position < size) {
    const chunk = await readAt(handle, position, Math.min(HEAD_BYTES, size - position));
    if (chunk.length === 0) return false;
    for (const b of chunk) if (b !== 32 && b !== 10 && b !== 13 && b !== 9) return true;
    position += chunk.length;
    if (position - firstNl > 16 * CHUNK_BYTES) return true;
  }
  return false;
}
async function* readTraces(file, options = {}) {
  const display = options.display ?? file;
  const format = options.format ?? "auto";
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const maxDbBytes = options.maxDbBytes ?? DEFAULT_MAX_DB_BYTES;
  let handle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    const code = error.code;
    yield skipped(display, `cannot open: ${code ?? error.message}`);
    return;
  }
  try {
    const stat = await handle.stat();
    if (stat.isDirectory()) {
      yield skipped(display, "is a folder, not a file");
      return;
    }
    if (!stat.isFile()) {
      yield skipped(display, "not a regular file");
      return;
    }
    const size = stat.size;
    const all = size <= SMALL_FILE_BYTES ? await readAt(handle, 0, size) : void 0;
    const head = all ? all.subarray(0, Math.min(HEAD_BYTES, all.length)) : await readAt(handle, 0, Math.min(HEAD_BYTES, size));
    const kind = sniffBytes(head);
    if (kind === "empty") {
      yield skipped(display, "empty file");
      return;
    }
    if (kind === "binary") {
      yield skipped(display, "binary file: not JSON, JSONL or a SQLite database");
      return;
    }
    if (kind === "sqlite") {
      if (size > maxDbBytes) {
        yield skipped(display, `SQLite file is ${mib(size)}, over the ${mib(maxDbBytes)} cap for databases`);
        return;
      }
      for (const item of await importSqlite(await readAt(handle, 0, size), display, format)) yield item;
      return;
    }
    if (format === "agentblame") {
      yield skipped(display, "not a SQLite database: agent-blame traces are read from its traces.db file");
      return;
    }
    let jsonl = isJsonlName(display) || isJsonlName(file);
    if (!jsonl) {
      const limit = Math.min(maxLineBytes, maxFileBytes);
      const first2 = all ? firstLineIn(all, head.length, limit) : await firstLine(handle, head, size, limit);
      if (first2?.rest && isRecordLine(stripBom(first2.text))) jsonl = all ? restHasContentIn(all, first2.nl) : await restHasContent(handle, first2.nl, size);
    }
    const importer = new FileImporter(display, format);
    if (jsonl) {
      const runs = new SkipRuns();
      let firstLineSeen = true;
      for await (const l of streamLines(handle, maxLineBytes)) {
        if (l.tooLong !== void 0) {
          const reason = `line is ${mib(l.tooLong)}, over the ${mib(maxLineBytes)} cap for one JSONL line`;
          for (const item of runs.push([skipped(display, reason, l.line)])) yield item;
          continue;
        }
        let t = l.text;
        if (firstLineSeen) {
          t = stripBom(t);
          firstLineSeen = false;
        }
        for (const item of runs.push(lineItems(t, l.line, importer))) yield item;
      }
      for (const item of [...runs.push(importer.finish()), ...runs.flush()]) yield item;
      return;
    }
    if (size > maxFileBytes) {
      yield skipped(display, `file is ${mib(size)}, over the ${mib(maxFileBytes)} cap for a single JSON document (write JSONL, one trace a line, for large sets)`);
      return;
    }
    const text2 = UTF8.decode(all ?? await readAt(handle, 0, size));
    for (const item of importText(text2, display, { format })) yield item;
  } catch (error) {
    if (error?.code) {
      yield skipped(display, `read failed: ${error.code}`);
      return;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

export {
  importBytes,
  readTraces
};
