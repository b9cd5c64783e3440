import type { Trace } from "../trace/model.js";
import { type LJObject } from "../json/lossless.js";
import type { BlamegateBlock } from "./model.js";
export interface SignOptions {
    /** HMAC key; without one the chains are plain SHA-256 (tamper-evident, not authenticated). */
    key?: Uint8Array;
    /** When signed; omitted from the block when not given, so signing stays deterministic. */
    now?: Date;
}
/**
 * Signs a native trace (its lossless tree) in place of its old block: approximately's chain in
 * meta.integrity, ours under meta.integrity.blamegate. Returns a new tree; the input is untouched.
 */
export declare function signNative(tree: LJObject, opts?: SignOptions): LJObject;
/** signNative, written back as approximately writes its files (json.dumps indent=2). */
export declare function signNativeText(tree: LJObject, opts?: SignOptions): string;
/**
 * Our chain over an imported trace of any format (the model view). Recording code can call it
 * on the trace it just built; the block goes in a sidecar (see sidecar.ts), never in the file:
 * an in-file block must hash the stored JSON (verify.ts).
 */
export declare function signTrace(trace: Trace, opts?: SignOptions, previous?: BlamegateBlock): BlamegateBlock;
