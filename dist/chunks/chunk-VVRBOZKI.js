import {
  ModeIdSchema
} from "./chunk-GCDLQHIR.js";
import {
  lazySchema
} from "./chunk-ZDNBUPEF.js";
import {
  _enum,
  array,
  literal,
  number,
  object,
  partialRecord,
  record,
  string
} from "./chunk-5TGD2BJC.js";

// src/results/digest-model.ts
var DIGEST_VERSION = 1;
var count = lazySchema(() => number().int().nonnegative());
var IntegrityVerdictSchema = lazySchema(() => _enum(["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid", "unchecked"]));
var TrendVerdictSchema = lazySchema(() => _enum(["improving", "stable", "worsening", "not-enough-data"]));
var GateStatusSchema = lazySchema(() => _enum(["pass", "fail"]));
var AgentTallySchema = lazySchema(() => object({ traces: count, failed: count, blamed: count }));
var ToolTallySchema = lazySchema(() => object({ calls: count, errors: count }));
var StepScoreSchema = lazySchema(() => object({ n: number().int().positive(), mean: number().min(0).max(1) }));
var DigestSchema = lazySchema(
  () => object({
    schema: literal("blamegate/digest"),
    version: literal(DIGEST_VERSION),
    /** ISO-8601 time the run finished. */
    time: string(),
    repository: string(),
    /** Analysis category (several blamegate jobs in one repository keep separate series). */
    category: string().default("blamegate"),
    workflow: string(),
    ref: string(),
    commit: string(),
    runId: number().int().optional(),
    runAttempt: number().int().optional(),
    /** How many matrix shards were merged into this digest (1 for an unsharded run). */
    shards: number().int().positive().default(1),
    counts: object({
      files: count,
      traces: count,
      passed: count,
      failed: count,
      unknown: count,
      skipped: count
    }),
    /** failed / (passed + failed); null when no trace has a known outcome. */
    failureRate: number().min(0).max(1).nullable(),
    /** Failed traces by their verdict's mode. */
    modes: partialRecord(ModeIdSchema, count),
    /** Failed traces whose verdict named no mode. */
    unattributed: count,
    agents: record(string(), AgentTallySchema),
    tools: record(string(), ToolTallySchema),
    integrity: partialRecord(IntegrityVerdictSchema, count),
    steps: record(string(), StepScoreSchema),
    gate: object({ status: GateStatusSchema, reasons: array(string()) }).optional(),
    /** Failure signatures of this run's failed traces (at most 500), so later runs can tell known failures from new ones. */
    signatures: array(string()).optional(),
    /** The trend as this run saw it; the next run reads it to decide whether the state changed. */
    trend: object({ verdict: TrendVerdictSchema, slope: number().nullable(), points: count }).optional()
  })
);

export {
  DIGEST_VERSION,
  DigestSchema
};
