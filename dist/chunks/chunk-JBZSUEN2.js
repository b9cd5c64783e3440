import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-GFPEUUW6.js";

// src/trace/model.ts
var STEP_KINDS = [
  "plan",
  "thought",
  "tool_call",
  "observation",
  "response",
  "error",
  "message",
  "llm",
  "retrieval",
  "prompt"
];
var StepKindSchema = external_exports.enum(STEP_KINDS);
var FORMATS = ["native", "otlp", "chat", "whowhen", "agentblame"];
var FormatSchema = external_exports.enum(FORMATS);
var CodeLocationSchema = external_exports.object({
  file: external_exports.string().min(1),
  line: external_exports.number().int().positive(),
  function: external_exports.string().optional()
});
var ToolCallSchema = external_exports.object({
  id: external_exports.string().optional(),
  name: external_exports.string(),
  arguments: external_exports.unknown().optional()
});
var StepSchema = external_exports.object({
  /** Position in the source's own numbering (history index, message index, span order). */
  index: external_exports.number().int().nonnegative(),
  kind: StepKindSchema,
  /** Who acted: agent name (multi-agent), or the chat role (`user`, `assistant`, `tool`). */
  agent: external_exports.string().optional(),
  /** Tool, function or span name. */
  name: external_exports.string().optional(),
  input: external_exports.unknown().optional(),
  output: external_exports.unknown().optional(),
  /** Reasoning the agent wrote alongside the step (native `thought`). */
  thought: external_exports.string().optional(),
  error: external_exports.string().optional(),
  /** ISO-8601 time the step started. */
  startedAt: external_exports.string().optional(),
  latencyMs: external_exports.number().nonnegative().optional(),
  tokens: external_exports.number().nonnegative().optional(),
  /** The step changes state outside the agent (a write, a booking, a deploy). */
  mutating: external_exports.boolean().optional(),
  /** The step verifies something: true, or the index of the step it checks. */
  verify: external_exports.union([external_exports.boolean(), external_exports.number().int()]).optional(),
  /** Agents this step's result is meant for. */
  shareWith: external_exports.array(external_exports.string()).optional(),
  /** Addressee of a message. */
  to: external_exports.string().optional(),
  /** The message asks for an answer or acknowledgement. */
  requiresAck: external_exports.boolean().optional(),
  toolCalls: external_exports.array(ToolCallSchema).optional(),
  /** Health score from the source in [0, 1], higher is healthier (agent-blame). */
  score: external_exports.number().min(0).max(1).optional(),
  /** Span identity and parent, kept from OpenTelemetry so the tree can be rebuilt. */
  spanId: external_exports.string().optional(),
  parentSpanId: external_exports.string().optional(),
  code: CodeLocationSchema.optional(),
  /** The step exactly as the source stored it (integrity chains hash this). */
  raw: external_exports.unknown()
});
var OriginSchema = external_exports.object({
  file: external_exports.string(),
  format: FormatSchema,
  /** 1-based line in the file where the trace starts (JSONL), when known. */
  line: external_exports.number().int().positive().optional(),
  /** Position of the trace among the traces of its file, 0-based. */
  position: external_exports.number().int().nonnegative().optional()
});
var TraceSchema = external_exports.object({
  id: external_exports.string(),
  task: external_exports.string(),
  /** true passed, false failed, null unknown. */
  success: external_exports.boolean().nullable(),
  finalOutput: external_exports.string().optional(),
  model: external_exports.string().optional(),
  /** As the source wrote it: ISO string or epoch seconds (kept exact for integrity seeds). */
  createdAt: external_exports.union([external_exports.string(), external_exports.number()]).optional(),
  /** Agent name → role or description. */
  agents: external_exports.record(external_exports.string(), external_exports.string()).optional(),
  meta: external_exports.record(external_exports.string(), external_exports.unknown()),
  steps: external_exports.array(StepSchema),
  origin: OriginSchema,
  /** The source's integrity block (approximately's `meta.integrity`, or ours). */
  integrity: external_exports.unknown().optional(),
  /** Ground-truth labels carried by labelled datasets; never used by attribution. */
  labels: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  /** The trace exactly as stored (integrity covers trace fields). */
  raw: external_exports.unknown().optional(),
  /**
   * The exact JSON text the trace was parsed from, kept only when the trace carries an
   * integrity block: chains hash Python's float spelling (480.0 vs 480), which JSON.parse loses.
   */
  sourceText: external_exports.string().optional()
});
var SkippedSchema = external_exports.object({
  file: external_exports.string(),
  line: external_exports.number().int().positive().optional(),
  reason: external_exports.string()
});

export {
  STEP_KINDS,
  StepKindSchema,
  FORMATS,
  FormatSchema,
  CodeLocationSchema,
  ToolCallSchema,
  StepSchema,
  OriginSchema,
  TraceSchema,
  SkippedSchema
};
