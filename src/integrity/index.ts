// Integrity's public surface: what the pipeline, the commands and recording code use.
export { verifyTrace, worstOf, isUntrusted, failsIntegrityGate, type VerifyOptions } from "./verify.js";
// The one edge function the pipeline needs (reads the sidecar next to a trace file).
export { verifyFileTraces, type FileVerification, ElementTexts, loadKeys, readKeyFile, readLedger, appendLedger } from "./io.js";
export { goneResult, missingTraces } from "./missing.js";
export { LedgerLockError } from "./ledger-lock.js";
export { signNative, signNativeText, signTrace, type SignOptions } from "./sign.js";
export { parseKey, keyId, KeyError, MAX_KEY_BYTES } from "./keys.js";
export { parseLossless, LosslessNumber, type LJ, type LJObject } from "../json/lossless.js";
export { pyCanonical, pyFloatRepr } from "../json/python.js";
export { parseSource } from "./view.js";
export {
  parseLedger,
  appendToLedger,
  checkLedger,
  missingFromLedger,
  checkAnchor,
  formatHead,
  ledgerHead,
  parseHead,
  type LedgerHead,
  type LedgerEntry,
  type LedgerIndex,
  type LedgerRecord,
} from "./ledger.js";
export { buildSidecar, goneEntries, parseSidecar, sidecarBlockFor, sidecarPath, SIDECAR_SUFFIX, type Sidecar } from "./sidecar.js";
export {
  IntegrityResultSchema,
  VERDICTS,
  type IntegrityResult,
  type Verdict,
  type Verification,
  type BlamegateBlock,
  type ApproxBlock,
} from "./model.js";
