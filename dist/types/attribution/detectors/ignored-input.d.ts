export declare const ignoredInput: import("./types.js").Detector;
