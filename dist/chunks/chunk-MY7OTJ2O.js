import {
  AttributionSchema,
  ModeIdSchema
} from "./chunk-AILNL7PL.js";
import {
  CodeLocationSchema,
  FormatSchema,
  SkippedSchema,
  StepKindSchema
} from "./chunk-D5KDDQDT.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";

// src/compare/model.ts
var TaskStatusSchema = lazySchema((z) => z.enum(["passing", "new-failure", "fixed", "still-failing", "unpaired"]));
var DivergenceSchema = lazySchema(
  (z) => z.object({
    /** The PR trace's step (its own index) where the runs part, or null when the PR run stopped short. */
    step: z.number().int().nonnegative().nullable(),
    /** The base trace's step it departs from, or null when the PR run did something the base never did. */
    baseStep: z.number().int().nonnegative().nullable(),
    summary: z.string(),
    /** The two steps as they were written (clipped, secrets redacted), for the reviewer to read side by side. */
    quote: z.object({ pr: z.string().optional(), base: z.string().optional() }).optional(),
    /** The two traces compared. */
    trace: z.string(),
    baseTrace: z.string()
  })
);
var SideSchema = lazySchema((z) => z.object({ traces: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }));
var TaskComparisonSchema = lazySchema(
  (z) => z.object({
    task: z.string(),
    status: TaskStatusSchema,
    pr: SideSchema,
    base: SideSchema,
    divergence: DivergenceSchema.optional(),
    signature: z.object({ id: z.string(), seen: z.number().int().nonnegative(), of: z.number().int().nonnegative() }).optional()
  })
);
var LatencySchema = lazySchema(
  (z) => z.object({
    tool: z.string(),
    baseMedianMs: z.number(),
    medianMs: z.number(),
    /** Modified z-score of the PR median against the base steps (0.6745·(x − median)/MAD). */
    z: z.number().nullable(),
    flagged: z.boolean(),
    samples: z.object({ base: z.number().int(), pr: z.number().int() }),
    /** The PR's slowest steps of this tool, when flagged. */
    slowest: z.array(z.object({ trace: z.string(), step: z.number().int(), ms: z.number() }))
  })
);
var DriftSchema = lazySchema(
  (z) => z.object({
    psi: z.number(),
    drifted: z.boolean(),
    top: z.array(z.object({ action: z.string(), base: z.number(), pr: z.number() }))
  })
);
var ComparisonSchema = lazySchema(
  (z) => z.object({
    base: z.object({ traces: z.number().int().nonnegative(), source: z.string() }),
    tasks: z.array(TaskComparisonSchema),
    latency: z.array(LatencySchema),
    drift: DriftSchema,
    newFailures: z.number().int().nonnegative()
  })
);

// src/results/model.ts
var StepErrorSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    kind: StepKindSchema,
    agent: z.string().optional(),
    name: z.string().optional(),
    message: z.string()
  })
);
var StepSiteSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    /** Position among the trace's steps, 0-based (differs from `step` for span-ordered sources). */
    position: z.number().int().nonnegative().optional(),
    name: z.string().optional(),
    code: CodeLocationSchema.optional(),
    /** Stack frames from the step's error, innermost first. */
    frames: z.array(CodeLocationSchema).optional(),
    spanId: z.string().optional()
  })
);
var TraceResultSchema = lazySchema(
  (z) => z.object({
    id: z.string(),
    file: z.string(),
    /** 1-based line of the trace in its file (JSONL), when known. */
    line: z.number().int().positive().optional(),
    format: FormatSchema,
    task: z.string(),
    success: z.boolean().nullable(),
    /** Number of steps. */
    steps: z.number().int().nonnegative(),
    agents: z.array(z.string()),
    errors: z.array(StepErrorSchema),
    /** Integrity verdict of the trace's hash chain, when checked. */
    integrity: z.object({
      verdict: z.enum(["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"]),
      step: z.number().int().nonnegative().nullable(),
      algorithm: z.string().nullable(),
      reason: z.string().optional()
    }).optional(),
    /** Findings from a trace whose chain is broken are shown but not trusted. */
    untrusted: z.boolean().optional(),
    /** The fusion arithmetic behind the verdict, one line each (only with --explain). */
    explanation: z.array(z.string()).optional(),
    /** Code sites of the steps the findings name (for SARIF locations). */
    sites: z.array(StepSiteSchema).optional(),
    /** A failed trace's failure signature (mode, agent, the action at the blamed step: compare/signature.ts). */
    signature: z.string().optional()
  }).merge(AttributionSchema.partial())
);
var SummarySchema = lazySchema(
  (z) => z.object({
    files: z.number().int().nonnegative(),
    traces: z.number().int().nonnegative(),
    /** Traces whose outcome is a failure. */
    failed: z.number().int().nonnegative(),
    /** Files or lines that could not be imported. */
    skipped: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    unknown: z.number().int().nonnegative(),
    /** failed / (passed + failed); null when no trace has a known outcome. */
    failureRate: z.number().min(0).max(1).nullable(),
    modes: z.partialRecord(ModeIdSchema, z.number().int().nonnegative()),
    /** Tasks that passed on the base run and fail here, when a base run was compared (compare/). */
    newFailures: z.number().int().nonnegative().optional()
  })
);
function outOfRange(i, length) {
  return new RangeError(`blamegate: no trace result ${i} (the run has ${length})`);
}
var TraceList = class {
  constructor(items) {
    this.items = items;
  }
  items;
  get length() {
    return this.items.length;
  }
  at(i) {
    if (!Number.isInteger(i) || i < 0 || i >= this.items.length) throw outOfRange(i, this.items.length);
    return this.items[i];
  }
  [Symbol.iterator]() {
    return this.items[Symbol.iterator]();
  }
  toJSON() {
    return this.items;
  }
};
function traceList(items) {
  return new TraceList(items);
}
var RunResultSchema = lazySchema(
  (z) => z.object({
    summary: SummarySchema,
    traces: z.array(TraceResultSchema),
    skipped: z.array(SkippedSchema),
    /** What the run looked for (patterns, folders, artifacts), for the message when it read nothing. */
    lookedFor: z.array(z.string()).optional(),
    /** The matrix share this run read (i/n, 1-based), so a merge can tell when a shard is missing. */
    shard: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }).optional(),
    /** This run against its base run, task by task (a pull request's, with --base or the base artifact). */
    comparison: ComparisonSchema.optional()
  })
);
function runResultOf(json) {
  return { ...json, traces: traceList(json.traces) };
}
var GateResultSchema = lazySchema(
  (z) => z.object({
    status: z.enum(["pass", "fail"]),
    reasons: z.array(z.string()),
    /** Said but not failing (if-no-traces / if-unreadable: warn); absent when there are none. */
    warnings: z.array(z.string()).optional()
  })
);

// src/results/summary.ts
function emptyTally() {
  return { traces: 0, failed: 0, passed: 0, unknown: 0, modes: {} };
}
function countTrace(tally, t) {
  tally.traces++;
  if (t.success === false) tally.failed++;
  else if (t.success === true) tally.passed++;
  else tally.unknown++;
  const mode = t.success === false ? t.verdict?.mode : void 0;
  if (mode) tally.modes[mode] = (tally.modes[mode] ?? 0) + 1;
}
function addTally(into, from) {
  into.traces += from.traces;
  into.failed += from.failed;
  into.passed += from.passed;
  into.unknown += from.unknown;
  for (const [mode, n] of Object.entries(from.modes)) into.modes[mode] = (into.modes[mode] ?? 0) + n;
}
function summaryOf(tally, files, skipped) {
  const known = tally.failed + tally.passed;
  return {
    files,
    traces: tally.traces,
    failed: tally.failed,
    skipped,
    passed: tally.passed,
    unknown: tally.unknown,
    failureRate: known === 0 ? null : tally.failed / known,
    modes: tally.modes
  };
}
function summarize(traces, files, skipped) {
  const tally = emptyTally();
  for (const t of traces) countTrace(tally, t);
  return summaryOf(tally, files, skipped);
}

export {
  outOfRange,
  traceList,
  RunResultSchema,
  runResultOf,
  emptyTally,
  countTrace,
  addTally,
  summaryOf,
  summarize
};
