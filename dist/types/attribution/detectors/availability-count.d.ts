export declare const availabilityCount: import("./types.js").Detector;
