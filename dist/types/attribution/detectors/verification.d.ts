import { type Detector } from "./types.js";
export declare const prematureTermination: Detector;
export declare const missingVerification: Detector;
/** A claim that something now works, after a change, with no step that could have tested it. */
export declare const unverifiedClaim: Detector;
export declare const incorrectVerification: Detector;
/**
 * The conversation ended on the user's request to act, with no agent turn after it: the run
 * stopped before the requested action was taken (the user may have signed off in the same
 * message, but the request stands).
 */
export declare const unansweredRequest: Detector;
