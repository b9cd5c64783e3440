import {
  StepKindSchema,
  lazySchema
} from "./chunk-ZDNBUPEF.js";
import {
  _enum,
  array,
  number,
  object,
  string
} from "./chunk-5TGD2BJC.js";

// src/attribution/model.ts
var MODE_IDS = ["FM-1.1", "FM-1.2", "FM-1.3", "FM-1.4", "FM-1.5", "FM-2.1", "FM-2.2", "FM-2.3", "FM-2.4", "FM-2.5", "FM-2.6", "FM-3.1", "FM-3.2", "FM-3.3"];
var ModeIdSchema = lazySchema(() => _enum(MODE_IDS));
var EvidenceSchema = lazySchema(
  () => object({
    step: number().int().nonnegative(),
    agent: string().optional(),
    quote: string(),
    note: string().optional()
  })
);
var FindingSchema = lazySchema(
  () => object({
    mode: ModeIdSchema,
    step: number().int().nonnegative(),
    agent: string().optional(),
    confidence: number().min(0).max(1),
    detector: string(),
    /** One sentence saying what was seen. */
    message: string(),
    evidence: array(EvidenceSchema)
  })
);
var RunnerUpSchema = lazySchema(
  () => object({
    mode: ModeIdSchema,
    probability: number().min(0).max(1)
  })
);
var CandidateSchema = lazySchema(
  () => object({
    step: number().int().nonnegative(),
    agent: string().nullable(),
    p: number().min(0).max(1)
  })
);
var VerdictSchema = lazySchema(
  () => object({
    /** null when the step and agent are named but no mode detector fired. */
    mode: ModeIdSchema.nullable(),
    step: number().int().nonnegative().nullable(),
    agent: string().nullable(),
    confidence: number().min(0).max(1),
    evidence: array(EvidenceSchema),
    runnerUps: array(RunnerUpSchema).default([]),
    /** Why nothing could be attributed (no steps, say), when step is null. */
    reason: string().optional(),
    /** Where the verdict came from: rules alone, or rules combined with an LLM judge. */
    source: _enum(["rules", "rules+judge"]).default("rules"),
    /**
     * The steps most likely decisive, ranked, each with the probability that it is; `step` and
     * `agent` are the first one's. At least three when the trace has that many candidate steps.
     */
    candidates: array(CandidateSchema).optional(),
    /**
     * A prediction set: the steps that together hold the decisive step about 90% of the time
     * (split-conformal, calibrated leave-one-dataset-out on the dev sets), in rank order. At most
     * 100 steps: a longer set means the run gives no usable short list, and is cut to its best 100.
     */
    set: array(number().int().nonnegative()).optional()
  })
);
var StepBlameSchema = lazySchema(
  () => object({
    step: number().int().nonnegative(),
    name: string().optional(),
    kind: StepKindSchema,
    /** Health in [0, 1], higher is healthier; null when the step could not be scored. */
    score: number().min(0).max(1).nullable(),
    blame: number().nonnegative(),
    reasons: array(string())
  })
);
var AttributionSchema = lazySchema(
  () => object({
    verdict: VerdictSchema.nullable(),
    findings: array(FindingSchema),
    blame: array(StepBlameSchema),
    /** Highest blame in the trace; a healthy trace stays below 0.10. */
    maxBlame: number().nonnegative()
  })
);

export {
  MODE_IDS,
  ModeIdSchema,
  AttributionSchema
};
