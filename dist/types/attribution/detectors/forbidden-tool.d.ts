export declare const forbiddenTool: import("./types.js").Detector;
