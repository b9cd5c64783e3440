import type { Detector } from "./types.js";
export type { Detector, DetectorMeta, Serves } from "./types.js";
export declare const DETECTORS: readonly Detector[];
/**
 * Detectors whose findings say a tool result was misread or overstepped (they read records out
 * of tool results): root causes of what follows. A later failure on a record one of them names is
 * blamed on the finding (attribute.ts): the misreading came first.
 */
export declare const GROUNDING_DETECTORS: ReadonlySet<string>;
