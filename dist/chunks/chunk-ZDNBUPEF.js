import {
  _enum,
  array,
  boolean,
  literal,
  number,
  object,
  record,
  string,
  union,
  unknown
} from "./chunk-5TGD2BJC.js";

// src/lazy-schema.ts
function lazySchema(build) {
  let built;
  const schema = () => {
    built ??= build();
    return built;
  };
  return new Proxy({}, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(schema(), key);
      return d && { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key)
  });
}
function lazyParsed(parse) {
  return lazySchema(parse);
}

// src/trace/model.ts
var STEP_KINDS = ["plan", "thought", "tool_call", "observation", "response", "error", "message", "llm", "retrieval", "prompt"];
var StepKindSchema = lazySchema(() => _enum(STEP_KINDS));
var FORMATS = ["native", "otlp", "chat", "whowhen", "agentblame"];
var FormatSchema = lazySchema(() => _enum(FORMATS));
var CodeLocationSchema = lazySchema(
  () => object({
    file: string().min(1),
    line: number().int().positive(),
    function: string().optional()
  })
);
var ToolCallSchema = lazySchema(
  () => object({
    id: string().optional(),
    name: string(),
    arguments: unknown().optional()
  })
);
var StepSchema = lazySchema(
  () => object({
    /** Position in the source's own numbering (history index, message index, span order). */
    index: number().int().nonnegative(),
    kind: StepKindSchema,
    /** Who acted: agent name (multi-agent), or the chat role (`user`, `assistant`, `tool`). */
    agent: string().optional(),
    /** Tool, function or span name. */
    name: string().optional(),
    input: unknown().optional(),
    output: unknown().optional(),
    /** Reasoning the agent wrote alongside the step (native `thought`). */
    thought: string().optional(),
    error: string().optional(),
    /** ISO-8601 time the step started. */
    startedAt: string().optional(),
    latencyMs: number().nonnegative().optional(),
    tokens: number().nonnegative().optional(),
    /** The step changes state outside the agent (a write, a booking, a deploy). */
    mutating: boolean().optional(),
    /** The step verifies something: true, or the index of the step it checks. */
    verify: union([boolean(), number().int()]).optional(),
    /** Agents this step's result is meant for. */
    shareWith: array(string()).optional(),
    /** Addressee of a message. */
    to: string().optional(),
    /** The channel a message was posted on, as the source annotates its speaker (`Orchestrator (thought)` → `thought`). */
    channel: string().optional(),
    /** The message asks for an answer or acknowledgement. */
    requiresAck: boolean().optional(),
    toolCalls: array(ToolCallSchema).optional(),
    /** Health score from the source in [0, 1], higher is healthier (agent-blame). */
    score: number().min(0).max(1).optional(),
    /** Span identity and parent, kept from OpenTelemetry so the tree can be rebuilt. */
    spanId: string().optional(),
    parentSpanId: string().optional(),
    code: CodeLocationSchema.optional(),
    /** The step exactly as the source stored it (integrity chains hash this). */
    raw: unknown()
  })
);
var OriginSchema = lazySchema(
  () => object({
    file: string(),
    format: FormatSchema,
    /** 1-based line in the file where the trace starts (JSONL), when known. */
    line: number().int().positive().optional(),
    /** Position of the trace among the traces of its file, 0-based. */
    position: number().int().nonnegative().optional(),
    /** Index of the record in the JSON array (or `traces` list) it came from: integrity reads that element's own text. */
    item: number().int().nonnegative().optional()
  })
);
var TraceSchema = lazySchema(
  () => object({
    id: string(),
    task: string(),
    /** true passed, false failed, null unknown. */
    success: boolean().nullable(),
    finalOutput: string().optional(),
    model: string().optional(),
    /** As the source wrote it: ISO string or epoch seconds (kept exact for integrity seeds). */
    createdAt: union([string(), number()]).optional(),
    /** Agent name → role or description. */
    agents: record(string(), string()).optional(),
    meta: record(string(), unknown()),
    steps: array(StepSchema),
    origin: OriginSchema,
    /** The source's integrity block (approximately's `meta.integrity`, or ours). */
    integrity: unknown().optional(),
    /** Ground-truth labels carried by labelled datasets; never used by attribution. */
    labels: record(string(), unknown()).optional(),
    /** The trace exactly as stored (integrity covers trace fields). */
    raw: unknown().optional(),
    /**
     * The exact JSON text the trace was parsed from, kept only when the trace carries an
     * integrity block: chains hash Python's float spelling (480.0 vs 480), which JSON.parse loses.
     */
    sourceText: string().optional()
  })
);
var SkippedSchema = lazySchema(
  () => object({
    file: string(),
    line: number().int().positive().optional(),
    reason: string(),
    /**
     * "missing": something looked for was not there (a pattern that matched nothing, no artifact
     * of that name); it matters only when nothing at all was read (if-no-traces). Absent: an
     * input that exists but could not be read (if-unreadable).
     */
    kind: literal("missing").optional()
  })
);

export {
  lazySchema,
  lazyParsed,
  STEP_KINDS,
  StepKindSchema,
  FORMATS,
  FormatSchema,
  CodeLocationSchema,
  SkippedSchema
};
