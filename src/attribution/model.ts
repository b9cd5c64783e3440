// What attribution produces for one trace. The report, SARIF, digest and gate read only these.
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";
import { StepKindSchema } from "../trace/model.js";

export const MODE_IDS = ["FM-1.1", "FM-1.2", "FM-1.3", "FM-1.4", "FM-1.5", "FM-2.1", "FM-2.2", "FM-2.3", "FM-2.4", "FM-2.5", "FM-2.6", "FM-3.1", "FM-3.2", "FM-3.3"] as const;
export const ModeIdSchema = lazySchema((z) => z.enum(MODE_IDS));
export type ModeId = z.infer<typeof ModeIdSchema>;

/** One step that supports a finding, with a short exact quote from it. */
export const EvidenceSchema = lazySchema((z) =>
  z.object({
    step: z.number().int().nonnegative(),
    agent: z.string().optional(),
    quote: z.string(),
    note: z.string().optional(),
  }),
);
export type Evidence = z.infer<typeof EvidenceSchema>;

export const FindingSchema = lazySchema((z) =>
  z.object({
    mode: ModeIdSchema,
    step: z.number().int().nonnegative(),
    agent: z.string().optional(),
    confidence: z.number().min(0).max(1),
    detector: z.string(),
    /** One sentence saying what was seen. */
    message: z.string(),
    evidence: z.array(EvidenceSchema),
  }),
);
export type Finding = z.infer<typeof FindingSchema>;

export const RunnerUpSchema = lazySchema((z) =>
  z.object({
    mode: ModeIdSchema,
    probability: z.number().min(0).max(1),
  }),
);

/** A step that may be the decisive one, with the probability that it is (calibrated on the dev sets). */
export const CandidateSchema = lazySchema((z) =>
  z.object({
    step: z.number().int().nonnegative(),
    agent: z.string().nullable(),
    p: z.number().min(0).max(1),
  }),
);
export type Candidate = z.infer<typeof CandidateSchema>;

/** The single answer for a trace: which step, which agent, which mode, how sure. */
export const VerdictSchema = lazySchema((z) =>
  z.object({
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
    set: z.array(z.number().int().nonnegative()).optional(),
  }),
);
export type Verdict = z.infer<typeof VerdictSchema>;

/** agent-blame style per-step health and blame. */
export const StepBlameSchema = lazySchema((z) =>
  z.object({
    step: z.number().int().nonnegative(),
    name: z.string().optional(),
    kind: StepKindSchema,
    /** Health in [0, 1], higher is healthier; null when the step could not be scored. */
    score: z.number().min(0).max(1).nullable(),
    blame: z.number().nonnegative(),
    reasons: z.array(z.string()),
  }),
);
export type StepBlame = z.infer<typeof StepBlameSchema>;

export const AttributionSchema = lazySchema((z) =>
  z.object({
    verdict: VerdictSchema.nullable(),
    findings: z.array(FindingSchema),
    blame: z.array(StepBlameSchema),
    /** Highest blame in the trace; a healthy trace stays below 0.10. */
    maxBlame: z.number().nonnegative(),
  }),
);
export type Attribution = z.infer<typeof AttributionSchema>;
