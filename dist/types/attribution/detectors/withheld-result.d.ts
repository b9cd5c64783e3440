export declare const withheld: import("./types.js").Detector;
