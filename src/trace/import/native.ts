// native: the JSON trace the Python tool "approximately" writes (one trace a file, as
// json.dumps(indent=2)), and labelled datasets of the same traces as JSONL with `labels`.
//
// Trace: { id, task, created_at, model, success, final_output, meta: { integrity, step_limit,
//   forbidden_tools, role_tools, agents, prose, … }, steps: [...], labels? }
// Step:  { kind, tool, args, result, thought, tokens, latency_ms, error, index, agent?,
//   meta: { mutating, verify, share_with, from_agent, to_agent, requires_ack } }
import { STEP_KINDS, type Step, type StepKind, type Trace } from "../model.js";
import { bool, codeLocation, fallbackId, finishTrace, has, idString, isObj, nonNeg, nonNegInt, NotATrace, origin, own, str, stringList, text, type ImportContext, type Obj } from "./common.js";

const KINDS = new Set<string>(STEP_KINDS);
const hasOwn = Object.prototype.hasOwnProperty;

/** Kinds other tools spell differently, mapped onto ours; anything unknown becomes a message. */
const KIND_ALIASES: Record<string, StepKind> = {
  tool: "tool_call",
  action: "tool_call",
  tool_result: "observation",
  result: "observation",
  final: "response",
  answer: "response",
  reasoning: "thought",
  exception: "error",
};

/** True when the value looks like a native trace: a `steps` array of objects with a `kind`. */
export function looksNative(value: unknown): boolean {
  if (!isObj(value)) return false;
  const steps = own(value, "steps");
  if (!Array.isArray(steps)) return false;
  if (!(has(value, "task") || has(value, "id") || has(value, "meta"))) return false;
  return steps.length === 0 || steps.some((s) => isObj(s) && typeof own(s, "kind") === "string");
}

function stepKind(kind: unknown): StepKind {
  if (typeof kind !== "string") return "message";
  if (KINDS.has(kind)) return kind as StepKind;
  return KIND_ALIASES[kind.toLowerCase()] ?? "message";
}

function agentsOf(meta: Obj): Record<string, string> | undefined {
  const agents = own(meta, "agents");
  // Agent names are keys: no prototype, so `__proto__` or `constructor` is a name like any other.
  const out = Object.create(null) as Record<string, string>;
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
  } else return undefined;
  return Object.keys(out).length > 0 ? out : undefined;
}

function importStep(s: unknown, position: number): Step {
  if (!isObj(s)) {
    return { index: position, kind: "message", output: s, raw: s };
  }
  const field = (key: string): unknown => (hasOwn.call(s, key) ? s[key] : undefined);
  const metaValue = field("meta");
  const meta: Obj = isObj(metaValue) ? metaValue : {};
  const metaField = (key: string): unknown => (hasOwn.call(meta, key) ? meta[key] : undefined);
  // Fields are set only when defined, in the order the Step type lists them: the object a
  // compact() of every field would give, without building the larger one first.
  // `raw` comes after the optional fields (set below), as in the Step type.
  const step = { index: nonNegInt(field("index")) ?? position, kind: stepKind(field("kind")) } as Step;
  const agent = str(field("agent")) ?? str(metaField("from_agent"));
  if (agent !== undefined) step.agent = agent;
  const name = str(field("tool"));
  if (name !== undefined) step.name = name;
  const input = field("args") ?? undefined;
  if (input !== undefined) step.input = input;
  const output = field("result") ?? undefined;
  if (output !== undefined) step.output = output;
  const thought = str(field("thought"));
  if (thought !== undefined) step.thought = thought;
  const error = text(field("error"));
  if (error !== undefined && error !== "") step.error = error;
  const startedAt = str(field("started_at")) ?? str(field("ts"));
  if (startedAt !== undefined) step.startedAt = startedAt;
  const latencyMs = nonNeg(field("latency_ms"));
  if (latencyMs !== undefined) step.latencyMs = latencyMs;
  const tokens = nonNeg(field("tokens"));
  if (tokens !== undefined) step.tokens = tokens;
  const mutating = bool(metaField("mutating"));
  if (mutating !== undefined) step.mutating = mutating;
  const verify = metaField("verify");
  if (typeof verify === "boolean" || (typeof verify === "number" && Number.isInteger(verify))) step.verify = verify;
  const shareWith = stringList(metaField("share_with"));
  if (shareWith !== undefined) step.shareWith = shareWith;
  const to = str(metaField("to_agent"));
  if (to !== undefined) step.to = to;
  const requiresAck = bool(metaField("requires_ack"));
  if (requiresAck !== undefined) step.requiresAck = requiresAck;
  step.raw = s;
  // Not written by approximately, but accepted from tracers that add it (our examples do).
  const code = field("code") ?? metaField("code");
  if (isObj(code)) {
    const location = codeLocation(own(code, "file"), own(code, "line"), own(code, "function"));
    if (location !== undefined) step.code = location;
  }
  return step;
}

/** Imports one native trace object. `ctx.sourceText` is kept when the trace carries integrity. */
export function importNative(value: unknown, ctx: ImportContext): Trace {
  if (!isObj(value)) throw new NotATrace("not a native trace: not a JSON object");
  const steps = own(value, "steps");
  if (!Array.isArray(steps)) throw new NotATrace("not a native trace: no `steps` array");
  const meta: Obj = isObj(own(value, "meta")) ? { ...(own(value, "meta") as Obj) } : {};
  const success = own(value, "success");
  const createdAt = own(value, "created_at");
  const labels = own(value, "labels");
  const integrity = own(meta, "integrity");
  const trace: Trace = {
    id: idString(own(value, "id")) ?? fallbackId(ctx),
    task: text(own(value, "task")) ?? "",
    success: typeof success === "boolean" ? success : null,
    finalOutput: text(own(value, "final_output")),
    model: str(own(value, "model")),
    createdAt: typeof createdAt === "string" || (typeof createdAt === "number" && Number.isFinite(createdAt)) ? createdAt : undefined,
    agents: agentsOf(meta),
    meta,
    steps: steps.map((s, i) => importStep(s, i)),
    origin: origin(ctx, "native"),
    integrity: integrity ?? undefined,
    labels: isObj(labels) ? labels : labels !== undefined && labels !== null ? { label: labels } : undefined,
    raw: value,
  };
  if (integrity !== undefined && integrity !== null && ctx.sourceText !== undefined) trace.sourceText = ctx.sourceText;
  return finishTrace(trace);
}
