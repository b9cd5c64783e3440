import {
  AttributionSchema,
  ModeIdSchema
} from "./chunk-GCDLQHIR.js";
import {
  CodeLocationSchema,
  FormatSchema,
  SkippedSchema,
  StepKindSchema,
  lazySchema
} from "./chunk-ZDNBUPEF.js";
import {
  _enum,
  array,
  boolean,
  number,
  object,
  partialRecord,
  string
} from "./chunk-5TGD2BJC.js";

// src/compare/model.ts
var TaskStatusSchema = lazySchema(() => _enum(["passing", "new-failure", "fixed", "still-failing", "unpaired"]));
var DivergenceSchema = lazySchema(
  () => object({
    /** The PR trace's step (its own index) where the runs part, or null when the PR run stopped short. */
    step: number().int().nonnegative().nullable(),
    /** The base trace's step it departs from, or null when the PR run did something the base never did. */
    baseStep: number().int().nonnegative().nullable(),
    summary: string(),
    /** The two steps as they were written (clipped, secrets redacted), for the reviewer to read side by side. */
    quote: object({ pr: string().optional(), base: string().optional() }).optional(),
    /** The two traces compared. */
    trace: string(),
    baseTrace: string()
  })
);
var SideSchema = lazySchema(() => object({ traces: number().int().nonnegative(), failed: number().int().nonnegative() }));
var TaskComparisonSchema = lazySchema(
  () => object({
    task: string(),
    status: TaskStatusSchema,
    pr: SideSchema,
    base: SideSchema,
    divergence: DivergenceSchema.optional(),
    signature: object({ id: string(), seen: number().int().nonnegative(), of: number().int().nonnegative() }).optional()
  })
);
var LatencySchema = lazySchema(
  () => object({
    tool: string(),
    baseMedianMs: number(),
    medianMs: number(),
    /** Modified z-score of the PR median against the base steps (0.6745·(x − median)/MAD). */
    z: number().nullable(),
    flagged: boolean(),
    samples: object({ base: number().int(), pr: number().int() }),
    /** The PR's slowest steps of this tool, when flagged. */
    slowest: array(object({ trace: string(), step: number().int(), ms: number() }))
  })
);
var DriftSchema = lazySchema(
  () => object({
    psi: number(),
    drifted: boolean(),
    top: array(object({ action: string(), base: number(), pr: number() }))
  })
);
var ComparisonSchema = lazySchema(
  () => object({
    base: object({ traces: number().int().nonnegative(), source: string() }),
    tasks: array(TaskComparisonSchema),
    latency: array(LatencySchema),
    drift: DriftSchema,
    newFailures: number().int().nonnegative()
  })
);

// src/results/model.ts
var StepErrorSchema = lazySchema(
  () => object({
    step: number().int().nonnegative(),
    kind: StepKindSchema,
    agent: string().optional(),
    name: string().optional(),
    message: string()
  })
);
var StepSiteSchema = lazySchema(
  () => object({
    step: number().int().nonnegative(),
    /** Position among the trace's steps, 0-based (differs from `step` for span-ordered sources). */
    position: number().int().nonnegative().optional(),
    name: string().optional(),
    code: CodeLocationSchema.optional(),
    /** Stack frames from the step's error, innermost first. */
    frames: array(CodeLocationSchema).optional(),
    spanId: string().optional()
  })
);
var TraceResultSchema = lazySchema(
  () => object({
    id: string(),
    file: string(),
    /** 1-based line of the trace in its file (JSONL), when known. */
    line: number().int().positive().optional(),
    format: FormatSchema,
    task: string(),
    success: boolean().nullable(),
    /** Number of steps. */
    steps: number().int().nonnegative(),
    agents: array(string()),
    errors: array(StepErrorSchema),
    /** Integrity verdict of the trace's hash chain, when checked. */
    integrity: object({
      verdict: _enum(["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"]),
      step: number().int().nonnegative().nullable(),
      algorithm: string().nullable(),
      reason: string().optional()
    }).optional(),
    /** Findings from a trace whose chain is broken are shown but not trusted. */
    untrusted: boolean().optional(),
    /** The fusion arithmetic behind the verdict, one line each (only with --explain). */
    explanation: array(string()).optional(),
    /** Code sites of the steps the findings name (for SARIF locations). */
    sites: array(StepSiteSchema).optional(),
    /** A failed trace's failure signature (mode, agent, the action at the blamed step: compare/signature.ts). */
    signature: string().optional()
  }).merge(AttributionSchema.partial())
);
var SummarySchema = lazySchema(
  () => object({
    files: number().int().nonnegative(),
    traces: number().int().nonnegative(),
    /** Traces whose outcome is a failure. */
    failed: number().int().nonnegative(),
    /** Files or lines that could not be imported. */
    skipped: number().int().nonnegative(),
    passed: number().int().nonnegative(),
    unknown: number().int().nonnegative(),
    /** failed / (passed + failed); null when no trace has a known outcome. */
    failureRate: number().min(0).max(1).nullable(),
    modes: partialRecord(ModeIdSchema, number().int().nonnegative()),
    /** Tasks that passed on the base run and fail here, when a base run was compared (compare/). */
    newFailures: number().int().nonnegative().optional()
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
  () => object({
    summary: SummarySchema,
    traces: array(TraceResultSchema),
    skipped: array(SkippedSchema),
    /** What the run looked for (patterns, folders, artifacts), for the message when it read nothing. */
    lookedFor: array(string()).optional(),
    /** The matrix share this run read (i/n, 1-based), so a merge can tell when a shard is missing. */
    shard: object({ index: number().int().positive(), count: number().int().positive() }).optional(),
    /** This run against its base run, task by task (a pull request's, with --base or the base artifact). */
    comparison: ComparisonSchema.optional()
  })
);
function runResultOf(json) {
  return { ...json, traces: traceList(json.traces) };
}
var GateResultSchema = lazySchema(
  () => object({
    status: _enum(["pass", "fail"]),
    reasons: array(string()),
    /** Said but not failing (if-no-traces / if-unreadable: warn); absent when there are none. */
    warnings: array(string()).optional()
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
