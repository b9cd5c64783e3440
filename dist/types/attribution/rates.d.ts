import type { Finding } from "./model.js";
/** Healthy runs a detector must have fired on before its measured ratio caps it. */
export declare const MIN_HEALTHY_FIRES = 3;
/** The cap for a detector on a trace of this kind, if the data measured one. */
export declare function confidenceCap(detector: string, kind: "structured" | "prose"): number | undefined;
/** Findings with their confidence held to what the detector's measured firing rates support. */
export declare function capFindings(findings: Finding[], kind: "structured" | "prose"): Finding[];
