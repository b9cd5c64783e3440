// A trace as the sequence of actions a comparison looks at: who acted, how, with which tool and
// which arguments. Run noise (ids, timestamps, request tokens) is taken out of the arguments,
// so two runs that did the same thing read the same; prose is not an action.
import type { Step, Trace } from "../trace/model.js";
import { isRecord } from "../json/record.js";

export interface Action {
  /** The step's own index. */
  step: number;
  agent: string;
  kind: string;
  tool: string;
  /** Argument names and value types: what "the same call" means for alignment. */
  shape: string;
  /** Arguments with noise removed, as stable text per name. */
  args: Map<string, string>;
  latencyMs?: number;
}

const NOISE_KEY = /^(?:id|.*_id|.*Id|uuid|timestamp|time|ts|created_?at|updated_?at|started_?at|date|nonce|request_?id|trace_?id|span_?id|session_?id|idempotency_?key)$/;
const NOISE_VALUE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?|[0-9a-f]{24,})$/i;

/** Arguments as JSON when a tool call carries them as text. */
function parsedArgs(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const t = value.trim();
  if (!t.startsWith("{")) return value;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    return value;
  }
}

/** A value as stable text with noise replaced, bounded in depth and size. */
export function stableValue(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "string") return NOISE_VALUE.test(value) ? "<noise>" : JSON.stringify(value.length > 200 ? value.slice(0, 200) : value);
  if (typeof value === "number") return value > 1e9 && value < 1e11 ? "<time>" : String(value);
  if (typeof value === "boolean") return String(value);
  if (depth > 4) return "…";
  if (Array.isArray(value))
    return `[${value
      .slice(0, 20)
      .map((v) => stableValue(v, depth + 1))
      .join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value)
      .filter((k) => !NOISE_KEY.test(k))
      .sort();
    return `{${keys
      .slice(0, 40)
      .map((k) => `${k}:${stableValue(value[k], depth + 1)}`)
      .join(",")}}`;
  }
  return typeof value;
}

function typeName(v: unknown): string {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}

function stepCall(step: Step): { tool: string; args: unknown } {
  const call = step.toolCalls?.[0];
  if (call) return { tool: step.toolCalls!.map((c) => c.name).join("+"), args: parsedArgs(call.arguments) };
  if (step.kind === "tool_call" || step.kind === "retrieval" || step.kind === "observation") return { tool: step.name ?? "", args: parsedArgs(step.input) };
  return { tool: step.kind === "llm" ? "" : (step.name ?? ""), args: undefined };
}

export function actionOf(step: Step): Action {
  const { tool, args } = stepCall(step);
  const map = new Map<string, string>();
  let shape = "";
  if (isRecord(args)) {
    const keys = Object.keys(args)
      .filter((k) => !NOISE_KEY.test(k))
      .sort();
    for (const k of keys) map.set(k, stableValue(args[k]));
    shape = keys.map((k) => `${k}:${typeName(args[k])}`).join(",");
  } else if (args !== undefined) {
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
    ...(step.latencyMs !== undefined ? { latencyMs: step.latencyMs } : {}),
  };
}

/**
 * The actions of a trace. Tool results are the world's answer, not the agent's choice, so they
 * are left out of alignment (their content differs between runs for reasons outside the change).
 */
export function actionsOf(trace: Trace): Action[] {
  return trace.steps.filter((s) => s.kind !== "observation" && s.agent !== "tool").map(actionOf);
}

/** An action's identity for alignment: the same agent doing the same kind of thing with the same tool and argument shape. */
export function actionKey(a: Action): string {
  return `${a.agent}|${a.kind}|${a.tool}|${a.shape}`;
}

/** A short name for an action in a message: "`search_flights`", "the assistant's message". */
export function describeAction(a: Action): string {
  if (a.tool) return `\`${a.tool}\``;
  return `${a.agent ? `${a.agent}'s ` : "a "}${a.kind.replace("_", " ")}`;
}
