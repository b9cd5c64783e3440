import { type Trace } from "../model.js";
import { type ImportContext } from "./common.js";
/** True when the value looks like a native trace: a `steps` array of objects with a `kind`. */
export declare function looksNative(value: unknown): boolean;
/** Imports one native trace object. `ctx.sourceText` is kept when the trace carries integrity. */
export declare function importNative(value: unknown, ctx: ImportContext): Trace;
