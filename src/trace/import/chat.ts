// chat: OpenAI chat transcripts, as tau-bench and most agent frameworks write them.
//
// Accepted records: `{messages: [...]}`, tau-bench runs `{task_id, reward, info, traj: [...],
// trial}`, and a bare array of messages. Messages: `{role, content, tool_calls?, name?,
// tool_call_id?}`.
//
// ONE STEP PER MESSAGE, because labels count messages: tau-bench's ground truth names a step
// by the message's own `index` field (1-based in AgentRx's data). So a step's index is the
// message's `index` when every message carries one and they strictly increase, else its
// position in the array. The message text is the step's `output`; an assistant message's
// tool calls stay inside its step (`toolCalls`, arguments parsed from their JSON string).
//
// Kinds: system/developer → prompt; user → message; assistant with tool calls → tool_call
// (name and input from the call when there is exactly one); assistant text → response;
// tool/function → observation (a result starting "Error" also sets `error`, as tau-bench's
// environment reports failed tool calls).
import type { Step, StepKind, ToolCall, Trace } from "../model.js";
import { assignOwn, compact, fallbackId, finishTrace, has, idString, isObj, maybeJson, NotATrace, origin, own, str, type ImportContext, type Obj } from "./common.js";

export function isMessage(value: unknown): boolean {
  return isObj(value) && typeof own(value, "role") === "string" && (has(value, "content") || has(value, "tool_calls"));
}

/** A bare array of chat messages (every element a message). */
export function isMessageArray(value: unknown): boolean {
  return Array.isArray(value) && value.length > 0 && value.every(isMessage);
}

export function looksChat(value: unknown): boolean {
  if (isMessageArray(value)) return true;
  if (!isObj(value)) return false;
  const messages = own(value, "messages") ?? own(value, "traj");
  return Array.isArray(messages) && (messages.length === 0 || messages.some(isMessage));
}

/** Text of a message content: a string, or the text parts of a content array. */
export function contentText(content: unknown): string | undefined {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    const parts = content.map((p) => (typeof p === "string" ? p : isObj(p) ? str(own(p, "text")) : undefined)).filter((p): p is string => p !== undefined);
    return parts.length > 0 ? parts.join("\n") : undefined;
  }
  return undefined;
}

function toolCallsOf(m: Obj): ToolCall[] | undefined {
  const calls: ToolCall[] = [];
  const list = own(m, "tool_calls");
  if (Array.isArray(list)) {
    for (const c of list) {
      if (!isObj(c)) continue;
      const fn = isObj(own(c, "function")) ? (own(c, "function") as Obj) : c;
      const call: ToolCall = { name: str(own(fn, "name")) ?? "" };
      const id = str(own(c, "id"));
      if (id) call.id = id;
      if (has(fn, "arguments")) call.arguments = maybeJson(own(fn, "arguments"));
      else if (has(fn, "input")) call.arguments = own(fn, "input");
      calls.push(call);
    }
  }
  const legacy = own(m, "function_call");
  if (isObj(legacy)) {
    const call: ToolCall = { name: str(own(legacy, "name")) ?? "" };
    if (has(legacy, "arguments")) call.arguments = maybeJson(own(legacy, "arguments"));
    calls.push(call);
  }
  return calls.length > 0 ? calls : undefined;
}

function kindOf(role: string | undefined, toolCalls: ToolCall[] | undefined): StepKind {
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

/** Step numbering: the messages' own `index` when all have one and it strictly increases. */
function numbering(messages: unknown[]): (i: number) => number {
  let prev = -1;
  for (const m of messages) {
    const idx = own(m, "index");
    if (typeof idx !== "number" || !Number.isSafeInteger(idx) || idx <= prev) return (i) => i;
    prev = idx;
  }
  return (i) => own(messages[i], "index") as number;
}

function importStep(m: unknown, index: number): Step {
  if (!isObj(m)) return { index, kind: "message", output: m, raw: m };
  const role = str(own(m, "role"));
  const toolCalls = toolCallsOf(m);
  const kind = kindOf(role, toolCalls);
  const content = own(m, "content");
  const body = contentText(content) ?? (content === null ? undefined : content);
  const step: Step = {
    index,
    kind,
    // OpenAI's `name` names the participant (an agent of a multi-agent chat); on a tool message it is the tool's.
    agent: kind === "observation" ? role : (str(own(m, "name")) ?? role),
    output: body === "" && toolCalls ? undefined : body,
    toolCalls,
    raw: m,
  };
  if (toolCalls && toolCalls.length === 1) {
    step.name = toolCalls[0]!.name;
    step.input = toolCalls[0]!.arguments;
  } else if (toolCalls) {
    step.name = toolCalls[0]!.name;
  }
  if (kind === "observation") {
    step.name = str(own(m, "name"));
    if (typeof body === "string" && /^error\b/i.test(body.trimStart())) step.error = body;
  }
  return compact(step);
}

function successOf(rec: Obj): boolean | null {
  const success = own(rec, "success");
  if (typeof success === "boolean") return success;
  const reward = own(rec, "reward");
  if (typeof reward === "number" && Number.isFinite(reward)) {
    if (reward >= 1) return true;
    if (reward <= 0) return false;
  }
  return null;
}

/** Imports one transcript: `{messages}`, a tau-bench run `{traj}`, or a bare message array. */
export function importChat(value: unknown, ctx: ImportContext): Trace {
  const rec: Obj = Array.isArray(value) ? { messages: value } : isObj(value) ? value : {};
  const messages = Array.isArray(value) ? value : (own(rec, "messages") ?? own(rec, "traj"));
  if (!Array.isArray(messages)) throw new NotATrace("not a chat transcript: no `messages` or `traj` array");

  const number = numbering(messages);
  const steps = messages.map((m, i) => importStep(m, number(i)));

  const info = own(rec, "info");
  const infoTask = own(info, "task");
  const instruction = str(own(infoTask, "instruction"));
  const firstUser = messages.find((m) => own(m, "role") === "user");
  const task = instruction ?? str(own(rec, "task")) ?? contentText(own(firstUser, "content")) ?? "";

  let finalOutput: string | undefined;
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i]!;
    if (own(s.raw, "role") === "assistant" && typeof s.output === "string" && s.output.trim() !== "") {
      finalOutput = s.output;
      break;
    }
  }

  const meta: Obj = {};
  const taskId = own(rec, "task_id");
  if (taskId !== undefined) meta.task_id = taskId;
  if (has(rec, "trial")) meta.trial = own(rec, "trial");
  const userId = str(own(infoTask, "user_id"));
  if (userId) meta.user_id = userId;
  if (has(rec, "reward")) meta.reward = own(rec, "reward");
  const recMeta = own(rec, "metadata");
  if (isObj(recMeta)) meta.metadata = recMeta;

  // tau-bench's `info` holds the expected actions and the reward breakdown: ground truth.
  const labels: Obj = {};
  if (info !== undefined) labels.info = info;
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
    labels: Object.keys(labels).length > 0 ? labels : undefined,
    raw: value,
  });
}
