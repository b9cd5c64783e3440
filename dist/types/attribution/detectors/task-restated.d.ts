export declare const taskRestated: import("./types.js").Detector;
