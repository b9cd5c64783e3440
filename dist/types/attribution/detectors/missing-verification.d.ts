export declare const missingVerification: import("./types.js").Detector;
