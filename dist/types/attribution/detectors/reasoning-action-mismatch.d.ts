export declare const reasoningActionMismatch: import("./types.js").Detector;
