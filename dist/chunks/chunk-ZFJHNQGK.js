import {
  ModeIdSchema
} from "./chunk-AILNL7PL.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";

// src/results/digest-model.ts
var DIGEST_VERSION = 1;
var count = lazySchema((z) => z.number().int().nonnegative());
var IntegrityVerdictSchema = lazySchema((z) => z.enum(["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid", "unchecked"]));
var TrendVerdictSchema = lazySchema((z) => z.enum(["improving", "stable", "worsening", "not-enough-data"]));
var GateStatusSchema = lazySchema((z) => z.enum(["pass", "fail"]));
var AgentTallySchema = lazySchema((z) => z.object({ traces: count, failed: count, blamed: count }));
var ToolTallySchema = lazySchema((z) => z.object({ calls: count, errors: count }));
var StepScoreSchema = lazySchema((z) => z.object({ n: z.number().int().positive(), mean: z.number().min(0).max(1) }));
var DigestSchema = lazySchema(
  (z) => z.object({
    schema: z.literal("blamegate/digest"),
    version: z.literal(DIGEST_VERSION),
    /** ISO-8601 time the run finished. */
    time: z.string(),
    repository: z.string(),
    /** Analysis category (several blamegate jobs in one repository keep separate series). */
    category: z.string().default("blamegate"),
    workflow: z.string(),
    ref: z.string(),
    commit: z.string(),
    runId: z.number().int().optional(),
    runAttempt: z.number().int().optional(),
    /** How many matrix shards were merged into this digest (1 for an unsharded run). */
    shards: z.number().int().positive().default(1),
    counts: z.object({
      files: count,
      traces: count,
      passed: count,
      failed: count,
      unknown: count,
      skipped: count
    }),
    /** failed / (passed + failed); null when no trace has a known outcome. */
    failureRate: z.number().min(0).max(1).nullable(),
    /** Failed traces by their verdict's mode. */
    modes: z.partialRecord(ModeIdSchema, count),
    /** Failed traces whose verdict named no mode. */
    unattributed: count,
    agents: z.record(z.string(), AgentTallySchema),
    tools: z.record(z.string(), ToolTallySchema),
    integrity: z.partialRecord(IntegrityVerdictSchema, count),
    steps: z.record(z.string(), StepScoreSchema),
    gate: z.object({ status: GateStatusSchema, reasons: z.array(z.string()) }).optional(),
    /** Failure signatures of this run's failed traces (at most 500), so later runs can tell known failures from new ones. */
    signatures: z.array(z.string()).optional(),
    /** The trend as this run saw it; the next run reads it to decide whether the state changed. */
    trend: z.object({ verdict: TrendVerdictSchema, slope: z.number().nullable(), points: count }).optional()
  })
);

export {
  DIGEST_VERSION,
  DigestSchema
};
