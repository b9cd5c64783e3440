export declare const incorrectVerification: import("./types.js").Detector;
