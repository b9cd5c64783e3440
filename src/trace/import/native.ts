// native: the JSON trace the Python tool "approximately" writes (one trace a file, as
// json.dumps(indent=2)), and labelled datasets of the same traces as JSONL with `labels`.
//
// Trace: { id, task, created_at, model, success, final_output, meta: { integrity, step_limit,
//   forbidden_tools, role_tools, agents, prose, … }, steps: [...], labels? }
// Step:  { kind, tool, args, result, thought, tokens, latency_ms, error, index, agent?,
//   meta: { mutating, verify, share_with, from_agent, to_agent, requires_ack } }
import { STEP_KINDS, type Step, type StepKind, type Trace } from "../model.js";
import { bool, codeLocation, fallbackId, has, idString, isObj, nonNeg, nonNegInt, NotATrace, origin, own, str, stringList, text, type ImportContext, type Obj } from "./common.js";

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
  // Each own field is read with its name written out (`hasOwn.call(s, "tool") ? s["tool"] : …`):
  // a load by a constant name stays fast, where one helper taking the name as a variable sees
  // every name at one site and looks each up the slow way.
  const metaValue = hasOwn.call(s, "meta") ? s["meta"] : undefined;
  const meta: Obj | undefined = isObj(metaValue) ? metaValue : undefined;
  // Fields are set only when defined, in the order the Step type lists them: the object a
  // compact() of every field would give, without building the larger one first.
  // `raw` comes after the optional fields (set below), as in the Step type.
  const step = { index: nonNegInt(hasOwn.call(s, "index") ? s["index"] : undefined) ?? position, kind: stepKind(hasOwn.call(s, "kind") ? s["kind"] : undefined) } as Step;
  const agent = str(hasOwn.call(s, "agent") ? s["agent"] : undefined) ?? str(meta !== undefined && hasOwn.call(meta, "from_agent") ? meta["from_agent"] : undefined);
  if (agent !== undefined) step.agent = agent;
  const name = str(hasOwn.call(s, "tool") ? s["tool"] : undefined);
  if (name !== undefined) step.name = name;
  const input = (hasOwn.call(s, "args") ? s["args"] : undefined) ?? undefined;
  if (input !== undefined) step.input = input;
  const output = (hasOwn.call(s, "result") ? s["result"] : undefined) ?? undefined;
  if (output !== undefined) step.output = output;
  const thought = str(hasOwn.call(s, "thought") ? s["thought"] : undefined);
  if (thought !== undefined) step.thought = thought;
  const error = text(hasOwn.call(s, "error") ? s["error"] : undefined);
  if (error !== undefined && error !== "") step.error = error;
  const startedAt = str(hasOwn.call(s, "started_at") ? s["started_at"] : undefined) ?? str(hasOwn.call(s, "ts") ? s["ts"] : undefined);
  if (startedAt !== undefined) step.startedAt = startedAt;
  const latencyMs = nonNeg(hasOwn.call(s, "latency_ms") ? s["latency_ms"] : undefined);
  if (latencyMs !== undefined) step.latencyMs = latencyMs;
  const tokens = nonNeg(hasOwn.call(s, "tokens") ? s["tokens"] : undefined);
  if (tokens !== undefined) step.tokens = tokens;
  const mutating = bool(meta !== undefined && hasOwn.call(meta, "mutating") ? meta["mutating"] : undefined);
  if (mutating !== undefined) step.mutating = mutating;
  const verify = meta !== undefined && hasOwn.call(meta, "verify") ? meta["verify"] : undefined;
  if (typeof verify === "boolean" || (typeof verify === "number" && Number.isInteger(verify))) step.verify = verify;
  const shareWith = stringList(meta !== undefined && hasOwn.call(meta, "share_with") ? meta["share_with"] : undefined);
  if (shareWith !== undefined) step.shareWith = shareWith;
  const to = str(meta !== undefined && hasOwn.call(meta, "to_agent") ? meta["to_agent"] : undefined);
  if (to !== undefined) step.to = to;
  const requiresAck = bool(meta !== undefined && hasOwn.call(meta, "requires_ack") ? meta["requires_ack"] : undefined);
  if (requiresAck !== undefined) step.requiresAck = requiresAck;
  step.raw = s;
  // Not written by approximately, but accepted from tracers that add it (our examples do).
  const code = (hasOwn.call(s, "code") ? s["code"] : undefined) ?? (meta !== undefined && hasOwn.call(meta, "code") ? meta["code"] : undefined);
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
  // Optional fields are set only when defined, in the order the Trace type lists them: the
  // object finishTrace() of every field would give, without building the larger one first.
  const trace = { id: idString(own(value, "id")) ?? fallbackId(ctx), task: text(own(value, "task")) ?? "", success: typeof success === "boolean" ? success : null } as Trace;
  const finalOutput = text(own(value, "final_output"));
  if (finalOutput !== undefined) trace.finalOutput = finalOutput;
  const model = str(own(value, "model"));
  if (model !== undefined) trace.model = model;
  if (typeof createdAt === "string" || (typeof createdAt === "number" && Number.isFinite(createdAt))) trace.createdAt = createdAt;
  const agents = agentsOf(meta);
  if (agents !== undefined) trace.agents = agents;
  trace.meta = meta;
  trace.steps = steps.map((s, i) => importStep(s, i));
  trace.origin = origin(ctx, "native");
  if (integrity !== undefined && integrity !== null) trace.integrity = integrity;
  const labelled = isObj(labels) ? labels : labels !== undefined && labels !== null ? { label: labels } : undefined;
  if (labelled !== undefined) trace.labels = labelled;
  trace.raw = value;
  if (integrity !== undefined && integrity !== null && ctx.sourceText !== undefined) trace.sourceText = ctx.sourceText;
  return trace;
}
