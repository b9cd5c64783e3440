import type * as z from "zod";
export declare const CalibrationSchema: z.ZodObject<{
    temperature: z.ZodNumber;
    top: z.ZodObject<{
        bias: z.ZodNumber;
        lead: z.ZodNumber;
    }, z.core.$strip>;
    reach: z.ZodNumber;
    setThreshold: z.ZodNumber;
    level: z.ZodNumber;
    fittedOn: z.ZodArray<z.ZodObject<{
        set: z.ZodString;
        n: z.ZodNumber;
    }, z.core.$strip>>;
    command: z.ZodString;
}, z.core.$strip>;
export type Calibration = z.infer<typeof CalibrationSchema>;
/** The shipped calibration, read as it is: type-checked here, held to CalibrationSchema by the test suite (as PRIOR, prior.ts). */
export declare const CALIBRATION: Calibration;
export interface Scored {
    pos: number;
    total: number;
    /** false for steps the locator did not weigh (padding). */
    candidate: boolean;
}
/** The features the first step's probability is read from. */
export declare function topFeatures(ranked: readonly Scored[]): {
    lead: number;
};
export declare function topProbability(ranked: readonly Scored[], cal?: Calibration): number;
/**
 * Probabilities for a ranking (candidates first, best first; padding after): the first step
 * gets the calibrated probability that it is the decisive one; the other candidates share
 * `reach` minus that by softmax of score / temperature; the padded steps share what is left.
 * `others` is how many steps of the trace the locator did not weigh.
 */
export declare function probabilities(ranked: readonly Scored[], others: number, cal?: Calibration): number[];
/** How many of the ranked steps the prediction set holds: the shortest prefix reaching the threshold. */
export declare function setSize(ps: readonly number[], cal?: Calibration): number;
/** Split-conformal: the score of a labelled run is the cumulative probability up to its step. */
export declare function conformalThreshold(scores: readonly number[], level: number): number;
/** Below this probability the first step is shown as a guess among others, not as the answer. */
export declare const UNSURE_P = 0.5;
/**
 * The sentence a report shows when the first candidate is unsure: "the evidence is weak (p 0.32
 * for step 4): look at steps 4, 8 or 12 first". null when the first step is likely enough, or
 * there is no list to show.
 */
export declare function shortList(v: {
    candidates?: readonly {
        step: number;
        p: number;
    }[] | undefined;
} | null | undefined, max?: number): string | null;
