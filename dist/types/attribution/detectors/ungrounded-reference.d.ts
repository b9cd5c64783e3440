export declare const ungroundedReference: import("./types.js").Detector;
