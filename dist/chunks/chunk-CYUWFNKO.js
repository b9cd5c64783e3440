import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  ModeIdSchema
} from "./chunk-65OZHXNV.js";
import {
  external_exports
} from "./chunk-GFPEUUW6.js";

// src/report/digest-model.ts
var DIGEST_VERSION = 1;
var count = external_exports.number().int().nonnegative();
var IntegrityVerdictSchema = external_exports.enum([
  "intact",
  "unsigned",
  "keyed",
  "wrong-key",
  "tampered",
  "rolled-back",
  "invalid",
  "unchecked"
]);
var TrendVerdictSchema = external_exports.enum(["improving", "stable", "worsening", "not-enough-data"]);
var GateStatusSchema = external_exports.enum(["pass", "fail"]);
var AgentTallySchema = external_exports.object({ traces: count, failed: count, blamed: count });
var ToolTallySchema = external_exports.object({ calls: count, errors: count });
var StepScoreSchema = external_exports.object({ n: external_exports.number().int().positive(), mean: external_exports.number().min(0).max(1) });
var DigestSchema = external_exports.object({
  schema: external_exports.literal("blamegate/digest"),
  version: external_exports.literal(DIGEST_VERSION),
  /** ISO-8601 time the run finished. */
  time: external_exports.string(),
  repository: external_exports.string(),
  /** Analysis category (several blamegate jobs in one repository keep separate series). */
  category: external_exports.string().default("blamegate"),
  workflow: external_exports.string(),
  ref: external_exports.string(),
  commit: external_exports.string(),
  runId: external_exports.number().int().optional(),
  runAttempt: external_exports.number().int().optional(),
  /** How many matrix shards were merged into this digest (1 for an unsharded run). */
  shards: external_exports.number().int().positive().default(1),
  counts: external_exports.object({
    files: count,
    traces: count,
    passed: count,
    failed: count,
    unknown: count,
    skipped: count
  }),
  /** failed / (passed + failed); null when no trace has a known outcome. */
  failureRate: external_exports.number().min(0).max(1).nullable(),
  /** Failed traces by their verdict's mode. */
  modes: external_exports.partialRecord(ModeIdSchema, count),
  /** Failed traces whose verdict named no mode. */
  unattributed: count,
  agents: external_exports.record(external_exports.string(), AgentTallySchema),
  tools: external_exports.record(external_exports.string(), ToolTallySchema),
  integrity: external_exports.partialRecord(IntegrityVerdictSchema, count),
  steps: external_exports.record(external_exports.string(), StepScoreSchema),
  gate: external_exports.object({ status: GateStatusSchema, reasons: external_exports.array(external_exports.string()) }).optional(),
  /** The trend as this run saw it; the next run reads it to decide whether the state changed. */
  trend: external_exports.object({ verdict: TrendVerdictSchema, slope: external_exports.number().nullable(), points: count }).optional()
});

export {
  DIGEST_VERSION,
  TrendVerdictSchema,
  GateStatusSchema,
  DigestSchema
};
