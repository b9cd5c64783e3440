import type { TraceContext } from "../context.js";
import { type Detector } from "./types.js";
/** Parsed JSON of each environment step's output (undefined when it is not JSON), computed once. */
export declare function toolJson(ctx: TraceContext): Map<number, unknown>;
export declare const availabilityCount: Detector;
export declare const RECORD_REF: RegExp;
export declare const normRef: (s: string) => string;
export declare const statusContradiction: Detector;
export declare const partialScopeAction: Detector;
/**
 * An answer that gives a value from one record (a tracking number, an order id) as belonging to
 * a part (the tablet) that record does not hold: "The tracking number for the tablet is 1944…"
 * read from an order of an espresso machine and sneakers. Part names are those any tool
 * result in the trace lists.
 */
export declare const misattributedValue: Detector;
/** Detectors whose findings say a tool result was misread or overstepped: root causes of what follows. */
export declare const GROUNDING_DETECTORS: ReadonlySet<string>;
