export declare const roleTools: import("./types.js").Detector;
