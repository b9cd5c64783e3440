export declare const stepLimit: import("./types.js").Detector;
