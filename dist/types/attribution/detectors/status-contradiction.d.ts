export declare const statusContradiction: import("./types.js").Detector;
