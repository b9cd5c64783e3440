import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  StepKindSchema
} from "./chunk-JBZSUEN2.js";
import {
  external_exports
} from "./chunk-GFPEUUW6.js";

// src/attribution/model.ts
var MODE_IDS = [
  "FM-1.1",
  "FM-1.2",
  "FM-1.3",
  "FM-1.4",
  "FM-1.5",
  "FM-2.1",
  "FM-2.2",
  "FM-2.3",
  "FM-2.4",
  "FM-2.5",
  "FM-2.6",
  "FM-3.1",
  "FM-3.2",
  "FM-3.3"
];
var ModeIdSchema = external_exports.enum(MODE_IDS);
var EvidenceSchema = external_exports.object({
  step: external_exports.number().int().nonnegative(),
  agent: external_exports.string().optional(),
  quote: external_exports.string(),
  note: external_exports.string().optional()
});
var FindingSchema = external_exports.object({
  mode: ModeIdSchema,
  step: external_exports.number().int().nonnegative(),
  agent: external_exports.string().optional(),
  confidence: external_exports.number().min(0).max(1),
  detector: external_exports.string(),
  /** One sentence saying what was seen. */
  message: external_exports.string(),
  evidence: external_exports.array(EvidenceSchema)
});
var RunnerUpSchema = external_exports.object({
  mode: ModeIdSchema,
  probability: external_exports.number().min(0).max(1)
});
var VerdictSchema = external_exports.object({
  /** null when the step and agent are named but no mode detector fired. */
  mode: ModeIdSchema.nullable(),
  step: external_exports.number().int().nonnegative().nullable(),
  agent: external_exports.string().nullable(),
  confidence: external_exports.number().min(0).max(1),
  evidence: external_exports.array(EvidenceSchema),
  runnerUps: external_exports.array(RunnerUpSchema).default([]),
  /** Why nothing could be attributed (no steps, say), when step is null. */
  reason: external_exports.string().optional(),
  /** Where the verdict came from: rules alone, or rules combined with an LLM judge. */
  source: external_exports.enum(["rules", "rules+judge"]).default("rules")
});
var StepBlameSchema = external_exports.object({
  step: external_exports.number().int().nonnegative(),
  name: external_exports.string().optional(),
  kind: StepKindSchema,
  /** Health in [0, 1], higher is healthier; null when the step could not be scored. */
  score: external_exports.number().min(0).max(1).nullable(),
  blame: external_exports.number().nonnegative(),
  reasons: external_exports.array(external_exports.string())
});
var AttributionSchema = external_exports.object({
  verdict: VerdictSchema.nullable(),
  findings: external_exports.array(FindingSchema),
  blame: external_exports.array(StepBlameSchema),
  /** Highest blame in the trace; a healthy trace stays below 0.10. */
  maxBlame: external_exports.number().nonnegative()
});

export {
  MODE_IDS,
  ModeIdSchema,
  EvidenceSchema,
  FindingSchema,
  RunnerUpSchema,
  VerdictSchema,
  StepBlameSchema,
  AttributionSchema
};
