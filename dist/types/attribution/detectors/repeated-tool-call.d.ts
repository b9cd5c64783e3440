/** Steps within which an identical call (or, in prose, a near-identical message) counts as a repeat. */
export declare const REPEAT_WINDOW = 6;
export declare const repeatCall: import("./types.js").Detector;
/** Mostly the same answer (a price that moved a little is the same answer; "2 failed" then "1 failed" is not). Unknown counts as same. */
export declare const SAME_ANSWER = 0.6;
