// The library entry: what receivers and recording code import from "blamegate".
export * from "./trace/model.js";
export * from "./attribution/model.js";
// Receivers: verify blamegate's alerts (signature, timestamp, replayed ids) and read their shape.
export { verifyWebhook, verifyGithubSignature, DEFAULT_TOLERANCE_SECONDS } from "./webhook/verify.js";
export type { VerifyInput, VerifyResult, RejectReason, HeaderBag } from "./webhook/verify.js";
export { memorySeenIds } from "./webhook/seen-ids.js";
export type { SeenIdStore } from "./webhook/seen-ids.js";
export { signWebhook, standardSignature, githubSignature } from "./webhook/sign.js";
export { AlertSchema, ALERT_TYPES } from "./webhook/alert-model.js";
export type { Alert, AlertType, AlertState } from "./webhook/alert-model.js";
// Secret redaction, for anyone forwarding trace text (the same rules blamegate applies everywhere).
export { redactSecrets, redactDeep, containsSecret, SECRET_PATTERNS } from "./untrusted/redact.js";
export { DigestSchema, DIGEST_VERSION } from "./results/digest-model.js";
export type { Digest } from "./results/digest-model.js";
// Recording code and verifiers: hash chains (approximately-compatible and blamegate's own).
export { verifyTrace, isUntrusted } from "./integrity/verify.js";
export type { VerifyOptions } from "./integrity/verify.js";
export { signTrace, signNative, signNativeText } from "./integrity/sign.js";
export type { SignOptions } from "./integrity/sign.js";
export { parseKey, keyId } from "./integrity/keys.js";
export { parseSource } from "./integrity/view.js";
export { IntegrityResultSchema, VERDICTS } from "./integrity/model.js";
export type { IntegrityResult, Verdict, Verification, BlamegateBlock } from "./integrity/model.js";
// Reading and attributing traces from code: the same engine the CLI and the action run.
export { readTraces } from "./trace/read.js";
export type { ReadOptions, ReadItem } from "./trace/read.js";
export { attribute, explain } from "./attribution/attribute.js";
export { runPipeline } from "./pipeline/run-pipeline.js";
export { mergeResults } from "./merge/merge.js";
export type { RunResult, TraceResult, Summary } from "./results/model.js";
