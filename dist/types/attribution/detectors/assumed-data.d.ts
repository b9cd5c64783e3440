export declare const assumedData: import("./types.js").Detector;
