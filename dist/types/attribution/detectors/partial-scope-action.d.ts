export declare const partialScopeAction: import("./types.js").Detector;
