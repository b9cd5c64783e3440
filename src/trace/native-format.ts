// The native trace file format (what "approximately" writes and what a tracer should emit), as a
// zod schema: schemas/trace.schema.json is generated from it (`npm run gen:schemas`) and the
// keys the detectors read are documented in docs/trace-format.md. The importer
// (import/native.ts) is more lenient than this schema: it reads what it can of any file, while
// the schema says what to write. Objects stay open (other keys are kept in `meta` and `raw`).
import { zod } from "../zod.js";
import { STEP_KINDS } from "./model.js";

// Built when this module loads, unlike the models' schemas (lazy-schema.ts): only the schema's
// generator and the tests load it, and its `.meta({ id })` entries name these very objects in
// zod's registry, where a lazy stand-in in their place would not be found.
const z = zod();

const CodeSchema = z
  .looseObject({
    file: z.string().min(1).describe("Path of the source file, relative to the repository root."),
    line: z.number().int().positive().describe("1-based line."),
    function: z.string().optional(),
  })
  .describe("Where in the code the step's tool or agent is defined: SARIF results are placed there.");

export const NativeStepMetaSchema = z
  .looseObject({
    mutating: z.boolean().optional().describe("The step changes state outside the agent (a write, a booking, a deploy). Unset: guessed from the tool name."),
    verify: z.union([z.boolean(), z.number().int().nonnegative()]).optional().describe("The step verifies something: true, or the `index` of the step it checks."),
    share_with: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe("Agents this step's result is meant for."),
    from_agent: z.string().optional().describe("Who acted, when the step has no `agent`."),
    to_agent: z.string().optional().describe("Addressee of a message."),
    requires_ack: z.boolean().optional().describe("The message asks its addressee for an answer or acknowledgement."),
    code: CodeSchema.optional(),
  })
  .describe("What the step means, for the detectors (docs/trace-format.md).");

export const NativeStepSchema = z
  .looseObject({
    kind: z
      .union([z.enum(STEP_KINDS), z.string()])
      .describe(
        `One of ${STEP_KINDS.join(", ")}. Also read: tool and action (tool_call), tool_result and result (observation), final and answer (response), reasoning (thought), exception (error); anything else is a message.`,
      ),
    index: z.number().int().nonnegative().optional().describe("Position in the run, 0-based (default: position in `steps`)."),
    agent: z.string().optional().describe("Who acted: the agent's name (multi-agent runs), or user, assistant, tool."),
    tool: z.string().nullable().optional().describe("Tool called (tool_call steps)."),
    args: z.unknown().optional().describe("The tool call's arguments."),
    result: z.unknown().optional().describe("What came back: the tool's output, the message's text."),
    thought: z.string().nullable().optional().describe("The agent's reasoning for the step."),
    error: z.string().nullable().optional().describe("The error the step raised, if any."),
    tokens: z.number().nonnegative().nullable().optional(),
    latency_ms: z.number().nonnegative().nullable().optional(),
    started_at: z.string().optional().describe("ISO-8601 time the step started (also read as `ts`)."),
    code: CodeSchema.optional(),
    meta: NativeStepMetaSchema.optional(),
  })
  .describe("One step of the run.")
  .meta({ id: "step" });

const AgentsSchema = z
  .union([z.record(z.string(), z.string()), z.array(z.union([z.string(), z.looseObject({ name: z.string(), role: z.string().optional(), description: z.string().optional() })]))])
  .describe("The agents of the run: name → role, or a list of names or { name, role }. Blame goes to these names.");

export const NativeTraceMetaSchema = z
  .looseObject({
    forbidden_tools: z.array(z.string()).optional().describe("Tools the task forbids (also read as `forbiddenTools`): a call to one is FM-1.1."),
    role_tools: z.record(z.string(), z.array(z.string())).optional().describe("Agent → the tools its role may use (also read as `roleTools`): a call outside the list is FM-1.2."),
    step_limit: z.number().int().positive().optional().describe("The run's step limit (also read as `stepLimit`, `max_steps`): going past it is FM-1.5."),
    agents: AgentsSchema.optional(),
    integrity: z.unknown().optional().describe("The hash chain block (approximately's sha256-chain-v1, or blamegate's): see docs/integrity.md."),
  })
  .describe("About the run as a whole; every key is optional and others are kept.");

export const NativeTraceSchema = z
  .looseObject({
    id: z
      .union([z.string().min(1), z.number()])
      .optional()
      .describe("The run's id (default: from the file name and position)."),
    task: z.string().optional().describe("What the agent was asked to do."),
    success: z.boolean().nullable().optional().describe("true passed, false failed, null or absent unknown."),
    final_output: z.string().nullable().optional().describe("The agent's final answer."),
    model: z.string().nullable().optional(),
    created_at: z.union([z.string(), z.number()]).optional().describe("ISO-8601 string or epoch seconds."),
    meta: NativeTraceMetaSchema.optional(),
    steps: z.array(NativeStepSchema),
    labels: z.unknown().optional().describe("Ground-truth labels of labelled datasets; never read by attribution."),
  })
  .describe("One run of an agent.")
  .meta({ id: "trace" });

/** A native file: one trace, an array of traces, or { traces: [...] } (JSONL: one trace a line). */
export const NativeFileSchema = z.union([NativeTraceSchema, z.array(NativeTraceSchema), z.looseObject({ traces: z.array(NativeTraceSchema) })]);

export function nativeTraceJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(NativeFileSchema, { io: "input" }) as Record<string, unknown>;
  return {
    ...schema,
    $id: "https://blamegate.dev/schemas/trace.schema.json",
    title: "blamegate native trace",
    description: "A native trace file: one trace, an array of traces, or { traces: [...] }; in a .jsonl file, one trace a line. The meta keys the detectors read are documented in docs/trace-format.md.",
  };
}
