import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  signNative,
  signNativeText,
  signTrace
} from "./chunks/chunk-SJ2UHX5Q.js";
import {
  memorySeenIds
} from "./chunks/chunk-SEDYMH4B.js";
import {
  DEFAULT_TOLERANCE_SECONDS,
  verifyGithubSignature,
  verifyWebhook
} from "./chunks/chunk-4D3SFRDE.js";
import {
  githubSignature,
  signWebhook,
  standardSignature
} from "./chunks/chunk-HBCFYLWW.js";
import "./chunks/chunk-2LHVHNWU.js";
import {
  mergeResults
} from "./chunks/chunk-KKBDN3MH.js";
import {
  runPipeline
} from "./chunks/chunk-BK7IDSDN.js";
import {
  DIGEST_VERSION,
  DigestSchema,
  GateStatusSchema,
  TrendVerdictSchema
} from "./chunks/chunk-CYUWFNKO.js";
import {
  attribute,
  explain
} from "./chunks/chunk-OLNBNVOP.js";
import {
  IntegrityResultSchema,
  VERDICTS,
  isUntrusted,
  keyId,
  parseKey,
  parseSource,
  verifyTrace
} from "./chunks/chunk-RYZ43WGL.js";
import {
  readTraces
} from "./chunks/chunk-CYWIUTQY.js";
import "./chunks/chunk-A7SN6W2S.js";
import "./chunks/chunk-G4NOTGDF.js";
import "./chunks/chunk-O5KWYA6K.js";
import {
  SECRET_PATTERNS,
  containsSecret,
  redactDeep,
  redactSecrets
} from "./chunks/chunk-5PL6OEX2.js";
import {
  AttributionSchema,
  EvidenceSchema,
  FindingSchema,
  MODE_IDS,
  ModeIdSchema,
  RunnerUpSchema,
  StepBlameSchema,
  VerdictSchema
} from "./chunks/chunk-65OZHXNV.js";
import {
  CodeLocationSchema,
  FORMATS,
  FormatSchema,
  OriginSchema,
  STEP_KINDS,
  SkippedSchema,
  StepKindSchema,
  StepSchema,
  ToolCallSchema,
  TraceSchema
} from "./chunks/chunk-JBZSUEN2.js";
import {
  external_exports
} from "./chunks/chunk-GFPEUUW6.js";
import "./chunks/chunk-ZYTIPZV3.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/webhook/alert-model.ts
var ALERT_TYPES = [
  "blamegate.alert.triggered",
  "blamegate.alert.changed",
  "blamegate.alert.recovered",
  "blamegate.alert.status"
];
var AlertTypeSchema = external_exports.enum(ALERT_TYPES);
var AlertStateSchema = external_exports.object({
  gate: external_exports.union([GateStatusSchema, external_exports.literal("unknown")]),
  trend: external_exports.union([TrendVerdictSchema, external_exports.literal("unknown")])
});
var AlertSchema = external_exports.object({
  type: AlertTypeSchema,
  /** ISO-8601 time the alert was made. */
  timestamp: external_exports.string(),
  data: external_exports.object({
    version: external_exports.literal(1),
    repository: external_exports.string(),
    category: external_exports.string(),
    workflow: external_exports.string(),
    ref: external_exports.string(),
    commit: external_exports.string(),
    runId: external_exports.number().int().optional(),
    runUrl: external_exports.string().optional(),
    /** Why this alert was sent: what changed, in words. */
    reason: external_exports.string(),
    state: AlertStateSchema,
    previous: AlertStateSchema.nullable(),
    gateReasons: external_exports.array(external_exports.string()),
    summary: external_exports.object({
      traces: external_exports.number().int().nonnegative(),
      passed: external_exports.number().int().nonnegative(),
      failed: external_exports.number().int().nonnegative(),
      failureRate: external_exports.number().min(0).max(1).nullable()
    }),
    trend: external_exports.object({
      verdict: TrendVerdictSchema,
      points: external_exports.number().int().nonnegative(),
      slope: external_exports.number().nullable(),
      change: external_exports.number().nullable(),
      p: external_exports.number().min(0).max(1).nullable(),
      sparkline: external_exports.string()
    }).nullable(),
    topModes: external_exports.array(external_exports.object({ mode: ModeIdSchema, count: external_exports.number().int().positive() })),
    comparison: external_exports.object({
      baseCommit: external_exports.string(),
      delta: external_exports.number().nullable(),
      p: external_exports.number().min(0).max(1).nullable(),
      significant: external_exports.boolean(),
      newModes: external_exports.array(ModeIdSchema),
      goneModes: external_exports.array(ModeIdSchema)
    }).optional()
  })
});
export {
  ALERT_TYPES,
  AlertSchema,
  AttributionSchema,
  CodeLocationSchema,
  DEFAULT_TOLERANCE_SECONDS,
  DIGEST_VERSION,
  DigestSchema,
  EvidenceSchema,
  FORMATS,
  FindingSchema,
  FormatSchema,
  IntegrityResultSchema,
  MODE_IDS,
  ModeIdSchema,
  OriginSchema,
  RunnerUpSchema,
  SECRET_PATTERNS,
  STEP_KINDS,
  SkippedSchema,
  StepBlameSchema,
  StepKindSchema,
  StepSchema,
  ToolCallSchema,
  TraceSchema,
  VERDICTS,
  VerdictSchema,
  attribute,
  containsSecret,
  explain,
  githubSignature,
  isUntrusted,
  keyId,
  memorySeenIds,
  mergeResults,
  parseKey,
  parseSource,
  readTraces,
  redactDeep,
  redactSecrets,
  runPipeline,
  signNative,
  signNativeText,
  signTrace,
  signWebhook,
  standardSignature,
  verifyGithubSignature,
  verifyTrace,
  verifyWebhook
};
