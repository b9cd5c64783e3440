/** New specific tokens the messages between two near-identical posts must stay under for the second to be a repeat. */
export declare const LEARNED_MAX = 3;
/** Prose: the same agent posting a near-identical substantive message within a window, nothing learned in between. */
export declare const repeatMessage: import("./types.js").Detector;
