import { type Detector } from "./types.js";
export declare const taskRestated: Detector;
/** Steps that share nothing with the task or with what came just before: drift. */
export declare const derailment: Detector;
export declare const withheld: Detector;
export declare const ignoredInput: Detector;
export declare const reasoningActionMismatch: Detector;
