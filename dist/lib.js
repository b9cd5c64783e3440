import {
  signNative,
  signNativeText,
  signTrace
} from "./chunks/chunk-QGQ6G4ZC.js";
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
} from "./chunks/chunk-3JKAPHF3.js";
import {
  runPipeline
} from "./chunks/chunk-TCGIUYBV.js";
import "./chunks/chunk-N3QCFAHF.js";
import {
  DIGEST_VERSION,
  DigestSchema,
  GateStatusSchema,
  TrendVerdictSchema
} from "./chunks/chunk-ITOUQPUA.js";
import "./chunks/chunk-DH34SX42.js";
import "./chunks/chunk-IEH42MN2.js";
import {
  attribute,
  explain
} from "./chunks/chunk-7R7UQVR2.js";
import "./chunks/chunk-W7QSPTVG.js";
import {
  IntegrityResultSchema,
  VERDICTS,
  isUntrusted,
  keyId,
  parseKey,
  parseSource,
  verifyTrace
} from "./chunks/chunk-OSTJ22LZ.js";
import "./chunks/chunk-427XYTLT.js";
import "./chunks/chunk-FKMTWSB6.js";
import {
  readTraces
} from "./chunks/chunk-UVBXXZAU.js";
import "./chunks/chunk-FNUF3IYR.js";
import "./chunks/chunk-OBIDNGEN.js";
import "./chunks/chunk-DN7FSM5J.js";
import "./chunks/chunk-TMOKJ75J.js";
import {
  SECRET_PATTERNS,
  containsSecret,
  redactDeep,
  redactSecrets
} from "./chunks/chunk-XC4LOQ3F.js";
import "./chunks/chunk-RXXNLPXJ.js";
import "./chunks/chunk-TQPW7NUQ.js";
import "./chunks/chunk-DMPWNOXV.js";
import "./chunks/chunk-FQPP3V4W.js";
import {
  AttributionSchema,
  CandidateSchema,
  EvidenceSchema,
  FindingSchema,
  MODE_IDS,
  ModeIdSchema,
  RunnerUpSchema,
  StepBlameSchema,
  VerdictSchema
} from "./chunks/chunk-MT22UFTG.js";
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
} from "./chunks/chunk-KWID7SGT.js";
import {
  _enum,
  array,
  boolean,
  literal,
  number,
  object,
  string,
  union
} from "./chunks/chunk-VJQPCMMQ.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/webhook/alert-model.ts
var ALERT_TYPES = ["blamegate.alert.triggered", "blamegate.alert.changed", "blamegate.alert.recovered", "blamegate.alert.status"];
var AlertTypeSchema = _enum(ALERT_TYPES);
var AlertStateSchema = object({
  gate: union([GateStatusSchema, literal("unknown")]),
  trend: union([TrendVerdictSchema, literal("unknown")])
});
var AlertSchema = object({
  type: AlertTypeSchema,
  /** ISO-8601 time the alert was made. */
  timestamp: string(),
  data: object({
    version: literal(1),
    repository: string(),
    category: string(),
    workflow: string(),
    ref: string(),
    commit: string(),
    runId: number().int().optional(),
    runUrl: string().optional(),
    /** Why this alert was sent: what changed, in words. */
    reason: string(),
    state: AlertStateSchema,
    previous: AlertStateSchema.nullable(),
    gateReasons: array(string()),
    summary: object({
      traces: number().int().nonnegative(),
      passed: number().int().nonnegative(),
      failed: number().int().nonnegative(),
      failureRate: number().min(0).max(1).nullable()
    }),
    trend: object({
      verdict: TrendVerdictSchema,
      points: number().int().nonnegative(),
      slope: number().nullable(),
      change: number().nullable(),
      p: number().min(0).max(1).nullable(),
      sparkline: string()
    }).nullable(),
    topModes: array(object({ mode: ModeIdSchema, count: number().int().positive() })),
    comparison: object({
      baseCommit: string(),
      delta: number().nullable(),
      p: number().min(0).max(1).nullable(),
      significant: boolean(),
      newModes: array(ModeIdSchema),
      goneModes: array(ModeIdSchema)
    }).optional()
  })
});
export {
  ALERT_TYPES,
  AlertSchema,
  AttributionSchema,
  CandidateSchema,
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
