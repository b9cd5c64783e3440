/** Steps that share nothing with the task or with what came just before: drift. */
export declare const derailment: import("./types.js").Detector;
