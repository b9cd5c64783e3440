import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  AttributionSchema,
  ModeIdSchema
} from "./chunk-65OZHXNV.js";
import {
  CodeLocationSchema,
  FormatSchema,
  SkippedSchema,
  StepKindSchema
} from "./chunk-JBZSUEN2.js";
import {
  external_exports
} from "./chunk-GFPEUUW6.js";

// src/report/model.ts
var StepErrorSchema = external_exports.object({
  step: external_exports.number().int().nonnegative(),
  kind: StepKindSchema,
  agent: external_exports.string().optional(),
  name: external_exports.string().optional(),
  message: external_exports.string()
});
var StepSiteSchema = external_exports.object({
  step: external_exports.number().int().nonnegative(),
  /** Position among the trace's steps, 0-based (differs from `step` for span-ordered sources). */
  position: external_exports.number().int().nonnegative().optional(),
  name: external_exports.string().optional(),
  code: CodeLocationSchema.optional(),
  /** Stack frames from the step's error, innermost first. */
  frames: external_exports.array(CodeLocationSchema).optional(),
  spanId: external_exports.string().optional()
});
var TraceResultSchema = external_exports.object({
  id: external_exports.string(),
  file: external_exports.string(),
  /** 1-based line of the trace in its file (JSONL), when known. */
  line: external_exports.number().int().positive().optional(),
  format: FormatSchema,
  task: external_exports.string(),
  success: external_exports.boolean().nullable(),
  /** Number of steps. */
  steps: external_exports.number().int().nonnegative(),
  agents: external_exports.array(external_exports.string()),
  errors: external_exports.array(StepErrorSchema),
  /** Integrity verdict of the trace's hash chain, when checked. */
  integrity: external_exports.object({
    verdict: external_exports.enum(["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"]),
    step: external_exports.number().int().nonnegative().nullable(),
    algorithm: external_exports.string().nullable(),
    reason: external_exports.string().optional()
  }).optional(),
  /** Findings from a trace whose chain is broken are shown but not trusted. */
  untrusted: external_exports.boolean().optional(),
  /** The fusion arithmetic behind the verdict, one line each (only with --explain). */
  explanation: external_exports.array(external_exports.string()).optional(),
  /** Code sites of the steps the findings name (for SARIF locations). */
  sites: external_exports.array(StepSiteSchema).optional()
}).merge(AttributionSchema.partial());
var SummarySchema = external_exports.object({
  files: external_exports.number().int().nonnegative(),
  traces: external_exports.number().int().nonnegative(),
  /** Traces whose outcome is a failure. */
  failed: external_exports.number().int().nonnegative(),
  /** Files or lines that could not be imported. */
  skipped: external_exports.number().int().nonnegative(),
  passed: external_exports.number().int().nonnegative(),
  unknown: external_exports.number().int().nonnegative(),
  /** failed / (passed + failed); null when no trace has a known outcome. */
  failureRate: external_exports.number().min(0).max(1).nullable(),
  modes: external_exports.partialRecord(ModeIdSchema, external_exports.number().int().nonnegative())
});
var RunResultSchema = external_exports.object({
  summary: SummarySchema,
  traces: external_exports.array(TraceResultSchema),
  skipped: external_exports.array(SkippedSchema)
});

export {
  RunResultSchema
};
