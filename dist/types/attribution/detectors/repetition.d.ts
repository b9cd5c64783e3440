import { type Detector } from "./types.js";
export declare const repeatCall: Detector;
/** Mostly the same answer (a price that moved a little is the same answer; "2 failed" then "1 failed" is not). Unknown counts as same. */
export declare const SAME_ANSWER = 0.6;
/** New specific tokens the messages between two near-identical posts must stay under for the second to be a repeat. */
export declare const LEARNED_MAX = 3;
/** Prose: the same agent posting a near-identical substantive message within a window, nothing learned in between. */
export declare const repeatMessage: Detector;
