import type { Trace } from "../trace/model.js";
import type { LedgerIndex } from "./ledger.js";
import { type Verification } from "./model.js";
export interface VerifyOptions {
    key?: Uint8Array;
    /** Further keys, e.g. the old and the new during a rotation; matched by key_id. */
    keys?: readonly Uint8Array[];
    /** Earlier chain roots, to catch a trace rolled back to an older signed version. */
    ledger?: LedgerIndex;
}
/** The worst of several verdicts for one trace (e.g. its in-file chain and its sidecar's);
 * among tampered ones, the earliest step. */
export declare function worstOf(results: readonly Verification[]): Verification;
/**
 * The verdict for one trace. `trace.integrity` is the block in the file (approximately's
 * meta.integrity, maybe carrying ours); `sidecarBlock` is the entry a sidecar file holds for it.
 * `trace.sourceText` must be kept for native traces so numbers hash as Python spelled them.
 *
 * The policy (docs/security/integrity.md):
 * - Any chain present that does not hold: tampered (or wrong-key, invalid). Every chain must hold.
 * - No key given: `intact` when the chains hold; a keyed chain reads `keyed`. Nothing is promised
 *   against someone who can rewrite the file: an unkeyed chain can be recomputed by anyone.
 * - A key given: `intact` only when blamegate's keyed chain (which covers every field, every step
 *   and the block's own fields) holds under a given key. approximately's keyed chain alone reads
 *   `keyed` (it leaves success, final_output and meta out, and cannot be told from a trace whose
 *   blamegate block was stripped); unkeyed chains alone read `unsigned` (anyone can make one).
 */
export declare function verifyTrace(trace: Trace, opts?: VerifyOptions, sidecarBlock?: unknown): Verification;
/** Verdicts that are evidence the trace is not what was signed: its findings are not trusted. */
export declare function isUntrusted(verdict: Verification["verdict"]): boolean;
/** The gate's integrity rule: `require` fails on any trace that is not intact; `warn`/`off` never fail. */
export declare function failsIntegrityGate(verdict: Verification["verdict"], mode: "off" | "warn" | "require"): boolean;
