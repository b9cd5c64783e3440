import type { Trace } from "../trace/model.js";
import type { Attribution, Finding } from "./model.js";
import { type TraceContext } from "./context.js";
import { type Detector } from "./detectors/index.js";
import { type ModeScore } from "./fusion.js";
import { type StepPrior } from "./locator.js";
import { type Features, type PriorModel } from "./prior.js";
import type { StepBlame } from "./model.js";
import { type Calibration, type Scored } from "./calibration.js";
export interface AttributeOptions {
    /** Detectors to run (default: all). */
    detectors?: readonly Detector[];
    /** On a run known to have passed, only findings at least this sure are kept (default 0.8). */
    passedMinConfidence?: number;
    /** Traces longer than this are not attributed (default 250,000 steps). */
    maxSteps?: number;
    /** Step probabilities and prediction set (default: rules/calibration.json). */
    calibration?: Calibration;
    /** The learned prior over steps (default: rules/prior.json). */
    prior?: PriorModel;
}
/** Candidates a verdict lists at most (the prediction set may be longer; it lists steps only). */
export declare const MAX_CANDIDATES = 10;
/** Steps a prediction set lists at most (a longer one is cut to its best MAX_SET). */
export declare const MAX_SET = 100;
/** Candidates a verdict lists at least, when the trace has that many steps. */
export declare const MIN_CANDIDATES = 3;
/** How much a finding moves the choice of step, per unit of its log-likelihood ratio. */
export declare const FINDING_STEP_WEIGHT = 2;
export declare const MAX_STEPS = 250000;
/** What the detectors said about a trace. */
interface Detected {
    ctx: TraceContext;
    findings: Finding[];
    fused: ModeScore[];
}
/** With the choice of step, which only a run that needs a verdict pays for. */
interface Internals extends Detected {
    steps: {
        prior: StepPrior;
        findingBoost: number;
        features?: Features;
        total: number;
    }[];
    /** Later failures whose findings' weight moved to an earlier misreading of the same record: cause position → symptom step indexes. */
    explained: Map<number, number[]>;
}
/** How far the top blame must stand above the next one to be decisive. */
export declare const DECISIVE_BLAME_MARGIN = 1.1;
/**
 * The step the blame names when it is decisive: the source scored it (or it raised), it is a
 * traced function (not a chat message, a tool's output or the enclosing container), its blame is
 * over the line and clearly above every other step's. Then the verdict names that step too:
 * the source's own health scores are better evidence of where it broke than position.
 */
export declare function decisiveBlame(ctx: TraceContext, blame: readonly StepBlame[]): number | undefined;
/**
 * Every step ranked: the locator's candidates by score (ties: earlier first), then the steps it
 * did not weigh (non-environment first, in trace order), each with its probability.
 */
export declare function rankSteps(ctx: TraceContext, steps: Internals["steps"], cal: Calibration): {
    ranked: Scored[];
    ps: number[];
};
/** Internals for fitting the calibration (scripts/fit-calibration.ts): the ranking of a failed run. */
export declare function rankedForFit(trace: Trace, options?: AttributeOptions): {
    steps: number[];
    ranked: Scored[];
    others: number;
};
/** Internals for training the prior (scripts/train-prior.ts): the steps the locator weighs in a failed run, with their features. */
export declare function featuresForFit(trace: Trace, options?: AttributeOptions): {
    steps: number[];
    features: Features[];
};
export declare function attribute(trace: Trace, options?: AttributeOptions): Attribution;
/** The arithmetic behind a verdict, as text lines (`blamegate attribute --explain`). */
export declare function explain(trace: Trace, attribution: Attribution, options?: AttributeOptions): string[];
export {};
