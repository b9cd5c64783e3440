export declare const prematureTermination: import("./types.js").Detector;
