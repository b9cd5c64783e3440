/** A claim that something now works, after a change, with no step that could have tested it. */
export declare const unverifiedClaim: import("./types.js").Detector;
