import type { Format, Trace } from "../trace/model.js";
import type { TraceResult } from "./model.js";
export declare function baseResult(trace: Trace): TraceResult;
/**
 * A signed trace that is gone (integrity/missing.ts finds them): nothing is left to attribute, so
 * its result says only that it was there: verdict `tampered`, findings untrusted, outcome unknown.
 */
export declare function goneResult(g: {
    id: string;
    file: string;
    format: Format;
    algorithm: string | null;
    reason: string;
}): TraceResult;
