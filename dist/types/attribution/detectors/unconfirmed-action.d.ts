/**
 * Consequential actions need an explicit yes from the user first (the tau-bench retail
 * policy, and most human-in-the-loop policies). Only applies to conversations with a user.
 */
export declare const unconfirmedAction: import("./types.js").Detector;
