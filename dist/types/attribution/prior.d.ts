import type * as z from "zod";
import { type TraceContext } from "./context.js";
/**
 * The features, each a number per step:
 * - locator: the hand-written locator's score (first step that acts, first state change, blocking change, concession, recency …)
 * - findings: 2 × Σ max(0, logit(confidence)) of the detectors' findings at the step
 * - position: relative position in the trace, 0 first … 1 last
 * - speakerShare: share of the trace's steps taken by the step's speaker
 * - user: the speaker is the requester (user, human, customer, client)
 * - lead: the speaker is the lead agent: the first non-user agent to speak (it received the task)
 * - firstTurnOfAgent: the speaker's first turn
 * - errorLanguage: error or refusal language in the step's own text
 * - failedResult: the tool or code result right after it failed
 * - repeats: near-identical (Jaccard ≥ 0.8) to an earlier message of the same speaker within 6 steps
 * - firstMentionOfAnswer: first step to state something the final answer states (a number or name not in the task)
 */
export declare const FEATURES: readonly ["locator", "findings", "position", "speakerShare", "user", "lead", "firstTurnOfAgent", "errorLanguage", "failedResult", "repeats", "firstMentionOfAnswer"];
export type Feature = (typeof FEATURES)[number];
export declare const PriorModelSchema: z.ZodObject<{
    weights: z.ZodRecord<z.ZodEnum<{
        errorLanguage: "errorLanguage";
        failedResult: "failedResult";
        findings: "findings";
        firstMentionOfAnswer: "firstMentionOfAnswer";
        firstTurnOfAgent: "firstTurnOfAgent";
        lead: "lead";
        locator: "locator";
        position: "position";
        repeats: "repeats";
        speakerShare: "speakerShare";
        user: "user";
    }> & z.core.$partial, z.ZodNumber>;
    pull: z.ZodNullable<z.ZodNumber>;
    fittedOn: z.ZodArray<z.ZodObject<{
        set: z.ZodString;
        n: z.ZodNumber;
    }, z.core.$strip>>;
    command: z.ZodString;
}, z.core.$strip>;
export type PriorModel = z.infer<typeof PriorModelSchema>;
/**
 * The shipped model, read as it is, like rules/mast.json (taxonomy.ts): the file is part of the
 * build, the compiler checks its shape against PriorModelSchema's type here, and the test suite
 * holds it to the schema's refinements (test/attribution/rule-files.test.ts), so no run pays for
 * building the schema and parsing its own package's file (issue 17, cold start).
 */
export declare const PRIOR: PriorModel;
/** The hand rules as a model: locator score plus findings, nothing else. */
export declare const HAND_RULES: PriorModel;
export type Features = Record<Feature, number>;
/** Does scoring with this model need the per-trace pass (speakers, first mentions, repeats)? */
export declare function needsTracePass(model: PriorModel): boolean;
/**
 * Features of the steps at `positions`, given their locator score and findings boost. With
 * `full` false (the model weighs none of them), the features that need a pass over the whole
 * trace are left at 0: a large run pays nothing for weights the shipped model does not have.
 * Given the `model` too, a run without the full pass also leaves at 0 the step's own features
 * the model gives no weight (their terms are 0 whatever their value).
 */
export declare function stepFeatures(ctx: TraceContext, steps: readonly {
    pos: number;
    locator: number;
    findings: number;
}[], full?: boolean, model?: PriorModel): Features[];
export declare function scoreOf(x: Features, model?: PriorModel): number;
/**
 * scoreOf with the model's weights read once: the scorer of a trace's steps. The same sum, term
 * by term in FEATURES order (test/attribution/prior.test.ts holds the two to each other).
 */
export declare function scorer(model?: PriorModel): (x: Features) => number;
/** The terms of a step's score, largest first, for --explain. */
export declare function terms(x: Features, model?: PriorModel): {
    feature: Feature;
    weight: number;
    value: number;
}[];
