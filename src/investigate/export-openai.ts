// `blamegate export --format openai-jsonl`: traces of any format back to OpenAI chat JSONL, one
// transcript a line: { id, task, success, model?, messages }. The chat importer reads it back.
//
// Steps to messages, chosen so the chat importer (src/trace/import/chat.ts) gives each step its
// kind again:
//   prompt → system · message → user · response, thought, plan, llm → assistant ·
//   observation, retrieval → tool (its own call id, name) ·
//   tool_call that came from a message (it holds `toolCalls`) → assistant with those tool_calls
//   and its text, exactly as it was ·
//   tool_call that holds call and result in one step (native, OTLP, agent-blame) → assistant
//   with one tool_call, then a tool message with the result (an error as "Error: …", which the
//   importer reads back as the step's error). The call id is the source's (OTLP span id) or
//   "call_<step index>", so the result names the step it came from.
// The agent goes to the message's `name` (OpenAI's participant name), except on tool messages,
// where `name` is the tool's. What OpenAI's format has no place for (latency, tokens, code
// locations, integrity blocks) is not written.
import type { Step, Trace } from "../trace/model.js";

export interface OpenAiToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export interface OpenAiMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string | null;
  name?: string;
  tool_calls?: OpenAiToolCall[];
  tool_call_id?: string;
  /** The step's own index (see toOpenAi). */
  index?: number;
}

export interface OpenAiTranscript {
  id: string;
  task: string;
  success: boolean | null;
  model?: string;
  messages: OpenAiMessage[];
}

function text(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The first of the values that says something (an empty string says nothing). */
function firstText(...values: unknown[]): string | null {
  for (const v of values) {
    const t = text(v);
    if (t !== null && t !== "") return t;
  }
  return values.some((v) => v === "") ? "" : null;
}

/** A tool message's own call id, when the source was a chat transcript. */
function rawCallId(step: Step): string | undefined {
  const raw = step.raw;
  const id = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>).tool_call_id : undefined;
  return typeof id === "string" && id !== "" ? id : undefined;
}

function args(value: unknown): string {
  if (value === undefined) return "{}";
  return typeof value === "string" ? value : JSON.stringify(value);
}

function named<T extends OpenAiMessage>(m: T, name: string | undefined): T {
  return name ? { ...m, name } : m;
}

/** The result text of a call step; an error is written so the importer reads it as one. */
function resultText(step: Step): string | null {
  if (step.error) return /^error\b/i.test(step.error.trimStart()) ? step.error : `Error: ${step.error}`;
  return text(step.output);
}

function callId(step: Step, i = 0): string {
  return step.spanId ? `call_${step.spanId}${i ? `_${i}` : ""}` : `call_${step.index}${i ? `_${i}` : ""}`;
}

export function stepMessages(step: Step): OpenAiMessage[] {
  switch (step.kind) {
    case "prompt":
      return [named({ role: "system", content: firstText(step.output, step.input) }, step.agent === "system" ? undefined : step.agent)];
    case "message":
      return [named({ role: "user", content: firstText(step.output, step.input) }, step.agent === "user" ? undefined : step.agent)];
    case "observation": {
      const m: OpenAiMessage = { role: "tool", content: resultText(step), tool_call_id: rawCallId(step) ?? callId(step) };
      return [step.name ? { ...m, name: step.name } : m];
    }
    case "retrieval":
    case "tool_call": {
      const agent = step.agent === "assistant" ? undefined : step.agent;
      if (step.toolCalls && step.toolCalls.length > 0) {
        const calls = step.toolCalls.map((c, i) => ({ id: c.id ?? callId(step, i), type: "function" as const, function: { name: c.name, arguments: args(c.arguments) } }));
        return [named({ role: "assistant", content: text(step.output), tool_calls: calls }, agent)];
      }
      const id = callId(step);
      const call: OpenAiMessage = named({ role: "assistant", content: step.thought ?? null, tool_calls: [{ id, type: "function", function: { name: step.name ?? "tool", arguments: args(step.input) } }] }, agent);
      const result: OpenAiMessage = { role: "tool", content: resultText(step), tool_call_id: id };
      return [call, step.name ? { ...result, name: step.name } : result];
    }
    default: {
      // response, thought, plan, llm, error: the assistant speaking.
      const body = step.kind === "error" ? resultText(step) : firstText(step.output, step.thought, step.input);
      return [named({ role: "assistant", content: body }, step.agent === "assistant" ? undefined : step.agent)];
    }
  }
}

/**
 * When every step is one message and the steps' indexes increase, each message carries its
 * step's `index`, which the chat importer takes as the step's index: the steps come back with
 * their own numbers (tau-bench labels count that way). A call-and-result step is two messages;
 * then the importer numbers messages by position, and the call id ("call_<index>") names the step.
 */
export function toOpenAi(trace: Trace): OpenAiTranscript {
  const perStep = trace.steps.map(stepMessages);
  const oneEach = perStep.every((m) => m.length === 1) && trace.steps.every((s, i) => i === 0 || s.index > trace.steps[i - 1]!.index);
  const messages = oneEach ? perStep.map((m, i) => ({ ...m[0]!, index: trace.steps[i]!.index })) : perStep.flat();
  const out: OpenAiTranscript = { id: trace.id, task: trace.task, success: trace.success, messages };
  if (trace.model) out.model = trace.model;
  return out;
}

/** One JSONL line. JSON.stringify escapes newlines and U+2028/9 stay valid JSON, so a line is a line. */
export function openAiJsonLine(trace: Trace): string {
  return `${JSON.stringify(toOpenAi(trace))}\n`;
}
