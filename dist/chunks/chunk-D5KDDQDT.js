import {
  lazySchema
} from "./chunk-JYXDTFVG.js";

// src/trace/model.ts
var STEP_KINDS = ["plan", "thought", "tool_call", "observation", "response", "error", "message", "llm", "retrieval", "prompt"];
var StepKindSchema = lazySchema((z) => z.enum(STEP_KINDS));
var FORMATS = ["native", "otlp", "chat", "whowhen", "agentblame"];
var FormatSchema = lazySchema((z) => z.enum(FORMATS));
var CodeLocationSchema = lazySchema(
  (z) => z.object({
    file: z.string().min(1),
    line: z.number().int().positive(),
    function: z.string().optional()
  })
);
var ToolCallSchema = lazySchema(
  (z) => z.object({
    id: z.string().optional(),
    name: z.string(),
    arguments: z.unknown().optional()
  })
);
var StepSchema = lazySchema(
  (z) => z.object({
    /** Position in the source's own numbering (history index, message index, span order). */
    index: z.number().int().nonnegative(),
    kind: StepKindSchema,
    /** Who acted: agent name (multi-agent), or the chat role (`user`, `assistant`, `tool`). */
    agent: z.string().optional(),
    /** Tool, function or span name. */
    name: z.string().optional(),
    input: z.unknown().optional(),
    output: z.unknown().optional(),
    /** Reasoning the agent wrote alongside the step (native `thought`). */
    thought: z.string().optional(),
    error: z.string().optional(),
    /** ISO-8601 time the step started. */
    startedAt: z.string().optional(),
    latencyMs: z.number().nonnegative().optional(),
    tokens: z.number().nonnegative().optional(),
    /** The step changes state outside the agent (a write, a booking, a deploy). */
    mutating: z.boolean().optional(),
    /** The step verifies something: true, or the index of the step it checks. */
    verify: z.union([z.boolean(), z.number().int()]).optional(),
    /** Agents this step's result is meant for. */
    shareWith: z.array(z.string()).optional(),
    /** Addressee of a message. */
    to: z.string().optional(),
    /** The channel a message was posted on, as the source annotates its speaker (`Orchestrator (thought)` → `thought`). */
    channel: z.string().optional(),
    /** The message asks for an answer or acknowledgement. */
    requiresAck: z.boolean().optional(),
    toolCalls: z.array(ToolCallSchema).optional(),
    /** Health score from the source in [0, 1], higher is healthier (agent-blame). */
    score: z.number().min(0).max(1).optional(),
    /** Span identity and parent, kept from OpenTelemetry so the tree can be rebuilt. */
    spanId: z.string().optional(),
    parentSpanId: z.string().optional(),
    code: CodeLocationSchema.optional(),
    /** The step exactly as the source stored it (integrity chains hash this). */
    raw: z.unknown()
  })
);
var OriginSchema = lazySchema(
  (z) => z.object({
    file: z.string(),
    format: FormatSchema,
    /** 1-based line in the file where the trace starts (JSONL), when known. */
    line: z.number().int().positive().optional(),
    /** Position of the trace among the traces of its file, 0-based. */
    position: z.number().int().nonnegative().optional(),
    /** Index of the record in the JSON array (or `traces` list) it came from: integrity reads that element's own text. */
    item: z.number().int().nonnegative().optional()
  })
);
var TraceSchema = lazySchema(
  (z) => z.object({
    id: z.string(),
    task: z.string(),
    /** true passed, false failed, null unknown. */
    success: z.boolean().nullable(),
    finalOutput: z.string().optional(),
    model: z.string().optional(),
    /** As the source wrote it: ISO string or epoch seconds (kept exact for integrity seeds). */
    createdAt: z.union([z.string(), z.number()]).optional(),
    /** Agent name → role or description. */
    agents: z.record(z.string(), z.string()).optional(),
    meta: z.record(z.string(), z.unknown()),
    steps: z.array(StepSchema),
    origin: OriginSchema,
    /** The source's integrity block (approximately's `meta.integrity`, or ours). */
    integrity: z.unknown().optional(),
    /** Ground-truth labels carried by labelled datasets; never used by attribution. */
    labels: z.record(z.string(), z.unknown()).optional(),
    /** The trace exactly as stored (integrity covers trace fields). */
    raw: z.unknown().optional(),
    /**
     * The exact JSON text the trace was parsed from, kept only when the trace carries an
     * integrity block: chains hash Python's float spelling (480.0 vs 480), which JSON.parse loses.
     */
    sourceText: z.string().optional()
  })
);
var SkippedSchema = lazySchema(
  (z) => z.object({
    file: z.string(),
    line: z.number().int().positive().optional(),
    reason: z.string(),
    /**
     * "missing": something looked for was not there (a pattern that matched nothing, no artifact
     * of that name); it matters only when nothing at all was read (if-no-traces). Absent: an
     * input that exists but could not be read (if-unreadable).
     */
    kind: z.literal("missing").optional()
  })
);

export {
  STEP_KINDS,
  StepKindSchema,
  FORMATS,
  FormatSchema,
  CodeLocationSchema,
  SkippedSchema
};
