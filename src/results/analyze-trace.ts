// One trace in, one result out: the unit of work the pipeline (and its worker pool) repeats.
// Integrity first, so a trace whose chain is broken has its findings marked untrusted.
import type { Trace } from "../trace/model.js";
import type { TraceResult } from "./model.js";
import { attribute, explain } from "../attribution/attribute.js";
import { isUntrusted, verifyTrace, type VerifyOptions } from "../integrity/verify.js";
import { sidecarBlockFor, type Sidecar } from "../integrity/sidecar.js";
import type { Verification } from "../integrity/model.js";
import type { Attribution } from "../attribution/model.js";
import { parseKey } from "../integrity/keys.js";
import { parseLedger, type LedgerIndex } from "../integrity/ledger.js";
import { stepSites } from "./step-sites.js";
import { redactDeep } from "../untrusted/redact.js";
import { baseResult } from "./trace-result.js";
import { verdictSignature } from "../compare/signature.js";
import { counterfactual, counterfactualText } from "../attribution/counterfactual.js";
import { clipResult, DEFAULT_LIMITS, preclipResult, trimResult, type CompactLimits } from "./compact.js";

export interface AnalyzeOptions {
  integrity: "off" | "warn" | "require";
  /** Key for keyed chains, as given (hex or text). Plain data, so it can cross to a worker. */
  signingKey?: string;
  /** The ledger's text, when one is kept, to catch traces rolled back to older versions. */
  ledgerText?: string;
  /** Keep the fusion arithmetic behind each verdict (`--explain`). */
  explain?: boolean;
  /** The run's own secret settings (config.ts secretSettingValues), redacted wherever a trace quotes them. */
  secrets?: string[];
}

// Options repeat for every trace of a run; parse the key and the ledger once per value.
let cachedKey: { text: string; key: Uint8Array } | null = null;
let cachedLedger: { text: string; index: LedgerIndex } | null = null;

function verifyOptions(options: AnalyzeOptions): VerifyOptions {
  const out: VerifyOptions = {};
  if (options.signingKey) {
    if (cachedKey?.text !== options.signingKey) cachedKey = { text: options.signingKey, key: parseKey(options.signingKey, "signing-key") };
    out.key = cachedKey.key;
  }
  if (options.ledgerText !== undefined) {
    if (cachedLedger?.text !== options.ledgerText) cachedLedger = { text: options.ledgerText, index: parseLedger(options.ledgerText) };
    out.ledger = cachedLedger.index;
  }
  return out;
}

/**
 * The chain verdict, from the trace's own block and, for files signed with a sidecar
 * (`FILE.integrity`, how `blamegate sign` signs formats that have no place for a chain), the
 * sidecar's entry for this trace. When both exist, both must hold.
 */
function verification(trace: Trace, options: AnalyzeOptions, sidecar: Sidecar | null): Verification {
  const opts = verifyOptions(options);
  const entry = sidecar ? sidecarBlockFor(sidecar, trace.origin.position ?? 0, trace.id) : undefined;
  if (entry && "error" in entry) return { verdict: "tampered", step: null, algorithm: null, reason: entry.error };
  return verifyTrace(trace, opts, entry?.block);
}

/** The trace's compact result (results/compact.ts), redacted. */
export function analyzeTrace(trace: Trace, options: AnalyzeOptions, sidecar: Sidecar | null = null, limits: CompactLimits = DEFAULT_LIMITS): TraceResult {
  return resultOf(trace, attribute(trace), options, sidecar, limits);
}

/** analyzeTrace from the trace's attribution: the rest of the work, on its own so bench/cpu.ts can time it. */
export function resultOf(trace: Trace, attribution: Attribution, options: AnalyzeOptions, sidecar: Sidecar | null = null, limits: CompactLimits = DEFAULT_LIMITS): TraceResult {
  // Added to baseResult's fresh object, not both spread into a third: a literal of two spreads is
  // built key by key, and the object it gave cost more to extend and to copy later (trimResult).
  const result: TraceResult = Object.assign(baseResult(trace), attribution);
  if (options.explain) {
    result.explanation = explain(trace, attribution);
    // Each candidate step removed, then with its effects downstream masked: root cause or symptom.
    if (trace.success === false && attribution.verdict) result.explanation.push("counterfactual:", ...counterfactualText(counterfactual(trace, attribution)).trimEnd().split("\n"));
  }
  // Known or new: the next runs look the failure up by this, in the digests (compare/).
  const signature = trace.success === false ? verdictSignature(trace, attribution.verdict) : undefined;
  if (signature) result.signature = signature;
  const sites = stepSites(trace, result);
  if (sites.length > 0) result.sites = sites;
  if (options.integrity !== "off") {
    const v = verification(trace, options, sidecar);
    const integrity: NonNullable<TraceResult["integrity"]> = { verdict: v.verdict, step: v.step, algorithm: v.algorithm };
    if (v.reason) integrity.reason = v.reason;
    result.integrity = integrity;
    if (isUntrusted(v.verdict)) result.untrusted = true;
  }
  // Results quote trace text and leave the runner (reports, JSON, logs): redact secrets here,
  // once, where the work is spread over the worker pool. What the result does not keep goes
  // first (a blame row a step is most of it), so redaction walks only what is kept; text is
  // clipped to its limit last, so no cut can leave part of a secret too short to be recognised.
  // A megabyte task or error is cut to its limit plus a margin longer than any secret first, so
  // redaction reads kilobytes; the final clip still counts the characters the trace had.
  const known = options.signingKey ? [options.signingKey, ...(options.secrets ?? [])] : (options.secrets ?? []);
  const pre = preclipResult(trimResult(result, limits), limits);
  return clipResult(redactDeep(pre.result, known), limits, pre.lengths);
}
