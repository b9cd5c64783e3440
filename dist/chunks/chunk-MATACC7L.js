import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  AttributionSchema,
  ModeIdSchema
} from "./chunk-4OK6BHV2.js";
import {
  CodeLocationSchema,
  FormatSchema,
  SkippedSchema,
  StepKindSchema
} from "./chunk-G6MMZ7ET.js";
import {
  _enum,
  array,
  boolean,
  number,
  object,
  partialRecord,
  string
} from "./chunk-7QAN4BZL.js";

// src/report/model.ts
var StepErrorSchema = object({
  step: number().int().nonnegative(),
  kind: StepKindSchema,
  agent: string().optional(),
  name: string().optional(),
  message: string()
});
var StepSiteSchema = object({
  step: number().int().nonnegative(),
  /** Position among the trace's steps, 0-based (differs from `step` for span-ordered sources). */
  position: number().int().nonnegative().optional(),
  name: string().optional(),
  code: CodeLocationSchema.optional(),
  /** Stack frames from the step's error, innermost first. */
  frames: array(CodeLocationSchema).optional(),
  spanId: string().optional()
});
var TraceResultSchema = object({
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
  sites: array(StepSiteSchema).optional()
}).merge(AttributionSchema.partial());
var SummarySchema = object({
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
  modes: partialRecord(ModeIdSchema, number().int().nonnegative())
});
var RunResultSchema = object({
  summary: SummarySchema,
  traces: array(TraceResultSchema),
  skipped: array(SkippedSchema)
});

export {
  RunResultSchema
};
