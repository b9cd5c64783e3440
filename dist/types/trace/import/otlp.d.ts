import type { Trace } from "../model.js";
import { type ImportContext } from "./common.js";
export declare function looksOtlp(value: unknown): boolean;
/** Ids as lowercase hex: OTLP/JSON writes hex, protobuf's JSON mapping writes base64. */
export declare function normalizeId(v: unknown, bytes: 8 | 16): string | undefined;
/** Imports an OTLP/JSON export: one trace per traceId, in order of first appearance. */
export declare function importOtlp(value: unknown, ctx: ImportContext): Trace[];
