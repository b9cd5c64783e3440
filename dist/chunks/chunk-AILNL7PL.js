import {
  StepKindSchema
} from "./chunk-D5KDDQDT.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";

// src/attribution/model.ts
var MODE_IDS = ["FM-1.1", "FM-1.2", "FM-1.3", "FM-1.4", "FM-1.5", "FM-2.1", "FM-2.2", "FM-2.3", "FM-2.4", "FM-2.5", "FM-2.6", "FM-3.1", "FM-3.2", "FM-3.3"];
var ModeIdSchema = lazySchema((z) => z.enum(MODE_IDS));
var EvidenceSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    agent: z.string().optional(),
    quote: z.string(),
    note: z.string().optional()
  })
);
var FindingSchema = lazySchema(
  (z) => z.object({
    mode: ModeIdSchema,
    step: z.number().int().nonnegative(),
    agent: z.string().optional(),
    confidence: z.number().min(0).max(1),
    detector: z.string(),
    /** One sentence saying what was seen. */
    message: z.string(),
    evidence: z.array(EvidenceSchema)
  })
);
var RunnerUpSchema = lazySchema(
  (z) => z.object({
    mode: ModeIdSchema,
    probability: z.number().min(0).max(1)
  })
);
var CandidateSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    agent: z.string().nullable(),
    p: z.number().min(0).max(1)
  })
);
var VerdictSchema = lazySchema(
  (z) => z.object({
    /** null when the step and agent are named but no mode detector fired. */
    mode: ModeIdSchema.nullable(),
    step: z.number().int().nonnegative().nullable(),
    agent: z.string().nullable(),
    confidence: z.number().min(0).max(1),
    evidence: z.array(EvidenceSchema),
    runnerUps: z.array(RunnerUpSchema).default([]),
    /** Why nothing could be attributed (no steps, say), when step is null. */
    reason: z.string().optional(),
    /** Where the verdict came from: rules alone, or rules combined with an LLM judge. */
    source: z.enum(["rules", "rules+judge"]).default("rules"),
    /**
     * The steps most likely decisive, ranked, each with the probability that it is; `step` and
     * `agent` are the first one's. At least three when the trace has that many candidate steps.
     */
    candidates: z.array(CandidateSchema).optional(),
    /**
     * A prediction set: the steps that together hold the decisive step about 90% of the time
     * (split-conformal, calibrated leave-one-dataset-out on the dev sets), in rank order. At most
     * 100 steps: a longer set means the run gives no usable short list, and is cut to its best 100.
     */
    set: z.array(z.number().int().nonnegative()).optional()
  })
);
var StepBlameSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    name: z.string().optional(),
    kind: StepKindSchema,
    /** Health in [0, 1], higher is healthier; null when the step could not be scored. */
    score: z.number().min(0).max(1).nullable(),
    blame: z.number().nonnegative(),
    reasons: z.array(z.string())
  })
);
var AttributionSchema = lazySchema(
  (z) => z.object({
    verdict: VerdictSchema.nullable(),
    findings: z.array(FindingSchema),
    blame: z.array(StepBlameSchema),
    /** Highest blame in the trace; a healthy trace stays below 0.10. */
    maxBlame: z.number().nonnegative()
  })
);

export {
  MODE_IDS,
  ModeIdSchema,
  AttributionSchema
};
