// otlp: OpenTelemetry OTLP/JSON trace exports (`resourceSpans[].scopeSpans[].spans[]`), with
// the GenAI semantic conventions (gen_ai.*) and OpenInference attributes.
//
// One trace per traceId (a file may hold several, and one trace may be spread over several
// resourceSpans or JSONL batches). Spans become steps in start-time order (ties keep file
// order); a step's index is its position in that order; spanId and parentSpanId are kept.
//
// Step kind, from the first attribute that says:
//   openinference.span.kind TOOL, gen_ai.operation.name execute_tool, or a tool name → tool_call
//   LLM/EMBEDDING, chat/text_completion/generate_content/embeddings               → llm
//   RETRIEVER/RERANKER, retrieval                                                → retrieval
//   PROMPT                                                                       → prompt
//   anything else (AGENT, CHAIN, invoke_agent, plain spans)                      → message
// Status ERROR → step.error (with the exception event's type, message and stack trace).
// code.filepath|code.file.path + code.lineno|code.line.number (+ code.function|
// code.function.name) → step.code; failing that, the innermost user frame of the exception's
// stack trace.
//
// Trace: task from the root span (task attribute, input.value, gen_ai prompt/input messages,
// else its name); success from an explicit `success`-like attribute, else the root status
// (OK → true, ERROR → false, unset → null). Root attributes named `blamegate.<key>` go to
// trace meta as `<key>` (e.g. blamegate.forbidden_tools), so OTLP producers can pass what
// native traces carry in meta.
import type { CodeLocation, Step, StepKind, Trace } from "../model.js";
import { userFrame } from "../stack-frames.js";
import { codeLocation, compact, finishTrace, isObj, maybeJson, NotATrace, origin, own, str, text, type ImportContext, type Obj } from "./common.js";

export function looksOtlp(value: unknown): boolean {
  return isObj(value) && Array.isArray(own(value, "resourceSpans"));
}

type Attrs = Map<string, unknown>;

/** An OTLP AnyValue as a plain JS value. */
function anyValue(v: unknown): unknown {
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
    const out: Obj = {};
    const values = own(own(v, "kvlistValue"), "values");
    if (Array.isArray(values)) for (const kv of values) setOwn(out, str(own(kv, "key")) ?? "", anyValue(own(kv, "value")));
    return out;
  }
  if ("bytesValue" in v) return own(v, "bytesValue");
  return undefined;
}

function setOwn(obj: Obj, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

function longBits(v: Obj): number {
  const low = Number(own(v, "low") ?? 0) >>> 0;
  const high = Number(own(v, "high") ?? 0) >>> 0;
  return high * 2 ** 32 + low;
}

function attributes(list: unknown): Attrs {
  const out: Attrs = new Map();
  if (!Array.isArray(list)) return out;
  for (const kv of list) {
    const key = str(own(kv, "key"));
    if (key !== undefined) out.set(key, anyValue(own(kv, "value")));
  }
  return out;
}

/** Unix nanoseconds (string, number or {low, high}) as a BigInt; undefined when absent or bad. */
function nanos(v: unknown): bigint | undefined {
  try {
    if (typeof v === "string" && /^\d+$/.test(v)) return BigInt(v);
    if (typeof v === "number" && Number.isFinite(v) && v >= 0) return BigInt(Math.round(v));
    if (isObj(v)) return BigInt(longBits(v));
  } catch {
    /* fall through */
  }
  return undefined;
}

function isoOf(ns: bigint | undefined): string | undefined {
  if (ns === undefined || ns === 0n) return undefined;
  const ms = Number(ns / 1_000_000n);
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** Ids as lowercase hex: OTLP/JSON writes hex, protobuf's JSON mapping writes base64. */
export function normalizeId(v: unknown, bytes: 8 | 16): string | undefined {
  if (typeof v !== "string" || v === "") return undefined;
  if (v.length === bytes * 2 && /^[0-9a-fA-F]+$/.test(v)) return /^0+$/.test(v) ? undefined : v.toLowerCase();
  if (/^[A-Za-z0-9+/_-]+=*$/.test(v)) {
    const buf = Buffer.from(v, "base64");
    if (buf.length === bytes) {
      const hex = buf.toString("hex");
      return /^0+$/.test(hex) ? undefined : hex;
    }
  }
  return v;
}

/** Status code: 1 OK, 2 ERROR, 0 unset (numbers or STATUS_CODE_* names). */
function statusCode(status: unknown): 0 | 1 | 2 {
  const c = own(status, "code");
  if (c === 1 || c === "STATUS_CODE_OK" || c === "OK" || c === "1") return 1;
  if (c === 2 || c === "STATUS_CODE_ERROR" || c === "ERROR" || c === "2") return 2;
  return 0;
}

interface SpanRec {
  span: Obj;
  order: number;
  traceId: string;
  spanId?: string;
  parentSpanId?: string;
  start?: bigint;
  end?: bigint;
  attrs: Attrs;
  resource: Attrs;
  events: { name: string; attrs: Attrs }[];
}

function first(attrs: Attrs, ...keys: string[]): unknown {
  for (const k of keys) {
    const v = attrs.get(k);
    if (v !== undefined && v !== null && v !== "") return v;
  }
  return undefined;
}

function firstString(attrs: Attrs, ...keys: string[]): string | undefined {
  const v = first(attrs, ...keys);
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined;
}

const LLM_OPS = new Set(["chat", "text_completion", "generate_content", "completion", "embeddings", "create_response"]);

function classify(span: SpanRec): { kind: StepKind; tool?: string } {
  const oi = firstString(span.attrs, "openinference.span.kind")?.toUpperCase();
  const op = firstString(span.attrs, "gen_ai.operation.name")?.toLowerCase();
  const tool = firstString(span.attrs, "gen_ai.tool.name", "tool.name");
  if (oi === "TOOL" || op === "execute_tool" || (tool !== undefined && oi === undefined && (op === undefined || op === "execute_tool"))) {
    return { kind: "tool_call", tool: tool ?? str(own(span.span, "name")) };
  }
  if (oi === "LLM" || oi === "EMBEDDING" || (op !== undefined && LLM_OPS.has(op))) return { kind: "llm" };
  if (oi === "RETRIEVER" || oi === "RERANKER" || op === "retrieval" || op === "retrieve") return { kind: "retrieval" };
  if (oi === "PROMPT") return { kind: "prompt" };
  return { kind: "message" };
}

function eventAttr(span: SpanRec, names: string[], keys: string[]): unknown {
  for (const e of span.events) {
    if (!names.includes(e.name)) continue;
    const v = first(e.attrs, ...keys);
    if (v !== undefined) return v;
  }
  return undefined;
}

/** OpenInference's flattened message lists: llm.input_messages.0.message.content … */
function flattenedMessages(attrs: Attrs, prefix: string): Obj[] | undefined {
  const byIndex = new Map<number, Obj>();
  for (const [key, value] of attrs) {
    if (!key.startsWith(prefix)) continue;
    const m = /^(\d+)\.message\.(role|content|name)$/.exec(key.slice(prefix.length));
    if (!m) continue;
    const i = Number(m[1]);
    const msg = byIndex.get(i) ?? {};
    setOwn(msg, m[2]!, value);
    byIndex.set(i, msg);
  }
  if (byIndex.size === 0) return undefined;
  return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, m]) => m);
}

function inputOf(span: SpanRec, kind: StepKind): unknown {
  const a = span.attrs;
  const v =
    (kind === "tool_call" ? first(a, "gen_ai.tool.call.arguments", "tool.parameters") : undefined) ??
    first(a, "input.value", "gen_ai.input.messages", "gen_ai.prompt") ??
    flattenedMessages(a, "llm.input_messages.") ??
    eventAttr(span, ["gen_ai.content.prompt"], ["gen_ai.prompt"]);
  return maybeJson(v);
}

function outputOf(span: SpanRec, kind: StepKind): unknown {
  const a = span.attrs;
  const v =
    (kind === "tool_call" ? first(a, "gen_ai.tool.call.result") : undefined) ??
    first(a, "output.value", "gen_ai.output.messages", "gen_ai.completion") ??
    flattenedMessages(a, "llm.output_messages.") ??
    eventAttr(span, ["gen_ai.content.completion"], ["gen_ai.completion"]) ??
    eventAttr(span, ["gen_ai.choice"], ["message", "body", "content"]);
  return maybeJson(v);
}

function tokensOf(a: Attrs): number | undefined {
  const num = (k: string) => {
    const v = a.get(k);
    return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : undefined;
  };
  const total = num("gen_ai.usage.total_tokens") ?? num("llm.token_count.total");
  if (total !== undefined) return total;
  const input = num("gen_ai.usage.input_tokens") ?? num("gen_ai.usage.prompt_tokens") ?? num("llm.token_count.prompt");
  const output = num("gen_ai.usage.output_tokens") ?? num("gen_ai.usage.completion_tokens") ?? num("llm.token_count.completion");
  return input === undefined && output === undefined ? undefined : (input ?? 0) + (output ?? 0);
}

function errorOf(span: SpanRec): { error?: string; stack?: string } {
  const code = statusCode(own(span.span, "status"));
  const exc = span.events.find((e) => e.name === "exception");
  if (code !== 2 && !(exc && code === 0)) return {};
  const message = str(own(own(span.span, "status"), "message"));
  const type = exc ? firstString(exc.attrs, "exception.type") : undefined;
  const excMessage = exc ? firstString(exc.attrs, "exception.message") : undefined;
  const stack = exc ? firstString(exc.attrs, "exception.stacktrace") : undefined;
  let head = excMessage ? (type ? `${type}: ${excMessage}` : excMessage) : (message ?? type);
  if (!head && !stack) head = "span status ERROR";
  const error = [head, stack && !(head && stack.includes(head) && stack.trim().startsWith(head)) ? stack : undefined].filter(Boolean).join("\n");
  return { error: error || stack, stack };
}

function codeOf(span: SpanRec, stack: string | undefined): CodeLocation | undefined {
  const a = span.attrs;
  const fn = firstString(a, "code.function.name", "code.function");
  const ns = firstString(a, "code.namespace");
  const fnName = fn && ns && !fn.includes(".") ? `${ns}.${fn}` : fn;
  return codeLocation(first(a, "code.file.path", "code.filepath"), first(a, "code.line.number", "code.lineno"), fnName) ?? userFrame(stack);
}

function agentOf(a: Attrs): string | undefined {
  return firstString(a, "gen_ai.agent.name", "agent.name");
}

const SUCCESS_KEYS = ["success", "task.success", "agent.success", "gen_ai.agent.success", "blamegate.success"];

function successOf(root: SpanRec | undefined): boolean | null {
  if (!root) return null;
  for (const k of SUCCESS_KEYS) {
    const v = root.attrs.get(k);
    if (typeof v === "boolean") return v;
    if (v === "true" || v === "false") return v === "true";
  }
  const code = statusCode(own(root.span, "status"));
  return code === 1 ? true : code === 2 ? false : null;
}

/** A task sentence from a root input: a string, or the task/question/input field of an object. */
function taskText(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) {
    const user = v.find((m) => own(m, "role") === "user");
    const content = own(user, "content") ?? own(user, "parts");
    if (typeof content === "string") return content;
    if (Array.isArray(content)) {
      const t = content.map((p) => (typeof p === "string" ? p : (str(own(p, "content")) ?? str(own(p, "text"))))).filter(Boolean);
      if (t.length > 0) return t.join("\n");
    }
    return undefined;
  }
  if (isObj(v)) {
    for (const k of ["task", "question", "query", "input", "instruction", "prompt"]) {
      const s = own(v, k);
      if (typeof s === "string") return s;
    }
    return text(v);
  }
  return undefined;
}

function spansOf(value: unknown): SpanRec[] {
  const out: SpanRec[] = [];
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
        const events = (Array.isArray(own(span, "events")) ? (own(span, "events") as unknown[]) : []).map((e) => ({
          name: str(own(e, "name")) ?? "",
          attrs: attributes(own(e, "attributes")),
        }));
        out.push(
          compact<SpanRec>({
            span,
            order: order++,
            traceId,
            spanId: normalizeId(own(span, "spanId"), 8),
            parentSpanId: normalizeId(own(span, "parentSpanId"), 8),
            start: nanos(own(span, "startTimeUnixNano")),
            end: nanos(own(span, "endTimeUnixNano")),
            attrs: attributes(own(span, "attributes")),
            resource,
            events,
          }),
        );
      }
    }
  }
  return out;
}

function buildTrace(traceId: string, spans: SpanRec[], ctx: ImportContext): Trace {
  spans.sort((a, b) => {
    if (a.start !== undefined && b.start !== undefined && a.start !== b.start) return a.start < b.start ? -1 : 1;
    return a.order - b.order;
  });
  const byId = new Map(spans.filter((s) => s.spanId).map((s) => [s.spanId!, s]));
  const root = spans.find((s) => !s.parentSpanId || !byId.has(s.parentSpanId));

  // An agent name applies to the spans under it, unless they name their own.
  const agentCache = new Map<SpanRec, string | undefined>();
  const agentFor = (s: SpanRec, depth = 0): string | undefined => {
    if (agentCache.has(s)) return agentCache.get(s);
    let a = agentOf(s.attrs);
    if (a === undefined && s.parentSpanId && depth < 256) {
      const parent = byId.get(s.parentSpanId);
      if (parent && parent !== s) a = agentFor(parent, depth + 1);
    }
    agentCache.set(s, a);
    return a;
  };

  const agents: Record<string, string> = {};
  let model: string | undefined;
  const steps: Step[] = spans.map((s, index) => {
    const { kind, tool } = classify(s);
    const { error, stack } = errorOf(s);
    const latency = s.start !== undefined && s.end !== undefined && s.end >= s.start ? Number(s.end - s.start) / 1e6 : undefined;
    const ownAgent = agentOf(s.attrs);
    if (ownAgent && !(ownAgent in agents)) agents[ownAgent] = firstString(s.attrs, "gen_ai.agent.description") ?? "";
    model ??= firstString(s.attrs, "gen_ai.request.model", "gen_ai.response.model", "llm.model_name");
    return compact<Step>({
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
      raw: s.span,
    });
  });

  const meta: Obj = {};
  if (root) {
    const service = firstString(root.resource, "service.name");
    if (service) meta.service = service;
    for (const [k, v] of root.attrs) if (k.startsWith("blamegate.") && k !== "blamegate.success" && k !== "blamegate.task") setOwn(meta, k.slice(10), v);
  }
  const rootTask = root ? (firstString(root.attrs, "blamegate.task", "task", "gen_ai.task", "agent.task") ?? taskText(inputOf(root, "message")) ?? str(own(root.span, "name"))) : undefined;
  const rootOut = root ? outputOf(root, "message") : undefined;

  return finishTrace({
    id: traceId,
    task: rootTask ?? "",
    success: successOf(root),
    finalOutput: typeof rootOut === "string" ? rootOut : rootOut !== undefined ? text(rootOut) : undefined,
    model,
    createdAt: root ? isoOf(root.start) : undefined,
    agents: Object.keys(agents).length > 0 ? agents : undefined,
    meta,
    steps,
    origin: origin(ctx, "otlp"),
  });
}

/** Imports an OTLP/JSON export: one trace per traceId, in order of first appearance. */
export function importOtlp(value: unknown, ctx: ImportContext): Trace[] {
  if (!looksOtlp(value)) throw new NotATrace("not an OTLP export: no `resourceSpans` array");
  const spans = spansOf(value);
  if (spans.length === 0) throw new NotATrace("OTLP export with no spans");
  const groups = new Map<string, SpanRec[]>();
  for (const s of spans) {
    const g = groups.get(s.traceId);
    if (g) g.push(s);
    else groups.set(s.traceId, [s]);
  }
  return [...groups.entries()].map(([id, g]) => buildTrace(id, g, ctx));
}
