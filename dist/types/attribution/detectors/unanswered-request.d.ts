/**
 * The conversation ended on the user's request to act, with no agent turn after it: the run
 * stopped before the requested action was taken (the user may have signed off in the same
 * message, but the request stands).
 */
export declare const unansweredRequest: import("./types.js").Detector;
