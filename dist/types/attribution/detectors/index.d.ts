import type { Detector } from "./types.js";
export type { Detector, Serves } from "./types.js";
export declare const DETECTORS: readonly Detector[];
