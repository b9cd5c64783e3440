// The result of one run: per-trace results plus the summary. This is the `--json` shape of
// `blamegate attribute`; field names are a public contract, later versions only add fields.
import { ComparisonSchema } from "../compare/model.js";
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";
import { AttributionSchema, ModeIdSchema } from "../attribution/model.js";
import { CodeLocationSchema, FormatSchema, SkippedSchema, StepKindSchema } from "../trace/model.js";

const StepErrorSchema = lazySchema((z) =>
  z.object({
    step: z.number().int().nonnegative(),
    kind: StepKindSchema,
    agent: z.string().optional(),
    name: z.string().optional(),
    message: z.string(),
  }),
);

/**
 * What the SARIF locator needs to know about a step that findings point at. Results are kept
 * compact (no steps), so the pipeline records these while the trace is in memory.
 */
export const StepSiteSchema = lazySchema((z) =>
  z.object({
    step: z.number().int().nonnegative(),
    /** Position among the trace's steps, 0-based (differs from `step` for span-ordered sources). */
    position: z.number().int().nonnegative().optional(),
    name: z.string().optional(),
    code: CodeLocationSchema.optional(),
    /** Stack frames from the step's error, innermost first. */
    frames: z.array(CodeLocationSchema).optional(),
    spanId: z.string().optional(),
  }),
);
export type StepSite = z.infer<typeof StepSiteSchema>;

export const TraceResultSchema = lazySchema((z) =>
  z
    .object({
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
      integrity: z
        .object({
          verdict: z.enum(["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"]),
          step: z.number().int().nonnegative().nullable(),
          algorithm: z.string().nullable(),
          reason: z.string().optional(),
        })
        .optional(),
      /** Findings from a trace whose chain is broken are shown but not trusted. */
      untrusted: z.boolean().optional(),
      /** The fusion arithmetic behind the verdict, one line each (only with --explain). */
      explanation: z.array(z.string()).optional(),
      /** Code sites of the steps the findings name (for SARIF locations). */
      sites: z.array(StepSiteSchema).optional(),
      /** A failed trace's failure signature (mode, agent, the action at the blamed step: compare/signature.ts). */
      signature: z.string().optional(),
    })
    .merge(AttributionSchema.partial()),
);
export type TraceResult = z.infer<typeof TraceResultSchema>;

const SummarySchema = lazySchema((z) =>
  z.object({
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
    newFailures: z.number().int().nonnegative().optional(),
  }),
);
export type Summary = z.infer<typeof SummarySchema>;

// A run's per-trace results, as every reader takes them: a length, the i-th result, and the
// results in order. Two kinds stand behind it: a list in memory (small runs, merged runs, tests)
// and the results a large run spilled to disk (pipeline/spill.ts), parsed again on each read so
// that 100,000 of them never sit on the heap at once. Readers that keep a result must keep the
// object they were given: a spilled run hands out a fresh one on each read.
export interface TraceResults extends Iterable<TraceResult> {
  readonly length: number;
  /** The i-th result, 0 ≤ i < length (a RangeError otherwise). Spilled: parsed anew on each call. */
  at(i: number): TraceResult;
  /**
   * Every result in one array, as JSON.stringify writes them (results.json's `traces`). A spilled
   * run parses them all: its writers lay the spilled text out instead (pipeline/json-report.ts).
   */
  toJSON(): readonly TraceResult[];
}

export function outOfRange(i: number, length: number): RangeError {
  return new RangeError(`blamegate: no trace result ${i} (the run has ${length})`);
}

/** Results held in memory, in the order given. */
class TraceList implements TraceResults {
  constructor(private readonly items: readonly TraceResult[]) {}

  get length(): number {
    return this.items.length;
  }

  at(i: number): TraceResult {
    if (!Number.isInteger(i) || i < 0 || i >= this.items.length) throw outOfRange(i, this.items.length);
    return this.items[i]!;
  }

  [Symbol.iterator](): Iterator<TraceResult> {
    return this.items[Symbol.iterator]();
  }

  toJSON(): readonly TraceResult[] {
    return this.items;
  }
}

/** The results of a list in memory. */
export function traceList(items: readonly TraceResult[]): TraceResults {
  return new TraceList(items);
}

/** results.json's shape (and `--json`'s): the traces as an array. */
export const RunResultSchema = lazySchema((z) =>
  z.object({
    summary: SummarySchema,
    traces: z.array(TraceResultSchema),
    skipped: z.array(SkippedSchema),
    /** What the run looked for (patterns, folders, artifacts), for the message when it read nothing. */
    lookedFor: z.array(z.string()).optional(),
    /** The matrix share this run read (i/n, 1-based), so a merge can tell when a shard is missing. */
    shard: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }).optional(),
    /** This run against its base run, task by task (a pull request's, with --base or the base artifact). */
    comparison: ComparisonSchema.optional(),
  }),
);
export type RunResultJson = z.infer<typeof RunResultSchema>;
/**
 * A run's result as the run holds it: the same fields, its traces a TraceResults (in memory, or
 * spilled to disk by a large run). JSON.stringify writes it as RunResultJson.
 */
export type RunResult = Omit<RunResultJson, "traces"> & { traces: TraceResults };

/** A result read from results.json (or built whole), its traces held in memory. */
export function runResultOf(json: RunResultJson): RunResult {
  return { ...json, traces: traceList(json.traces) };
}

/**
 * The gate's verdict, as every report carries it. Here with the other result shapes (not in
 * gate/) so the renderers read it without importing the gate, which reads this model.
 */
const GateResultSchema = lazySchema((z) =>
  z.object({
    status: z.enum(["pass", "fail"]),
    reasons: z.array(z.string()),
    /** Said but not failing (if-no-traces / if-unreadable: warn); absent when there are none. */
    warnings: z.array(z.string()).optional(),
  }),
);
export type GateResult = z.infer<typeof GateResultSchema>;
