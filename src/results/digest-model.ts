// The digest: one run reduced to a small, versioned JSON. Later runs read earlier digests for
// the trend, the PR comparison and quiet alerting, so fields are only ever added, never renamed.
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";
import { ModeIdSchema } from "../attribution/model.js";

export const DIGEST_VERSION = 1;

const count = lazySchema((z) => z.number().int().nonnegative());

const IntegrityVerdictSchema = lazySchema((z) => z.enum(["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid", "unchecked"]));

export type IntegrityVerdict = z.infer<typeof IntegrityVerdictSchema>;

export const TrendVerdictSchema = lazySchema((z) => z.enum(["improving", "stable", "worsening", "not-enough-data"]));
export type TrendVerdict = z.infer<typeof TrendVerdictSchema>;

export const GateStatusSchema = lazySchema((z) => z.enum(["pass", "fail"]));
export type GateStatus = z.infer<typeof GateStatusSchema>;

/** Per-agent tally: traces it took part in, how many of those failed, how many it was blamed for. */
const AgentTallySchema = lazySchema((z) => z.object({ traces: count, failed: count, blamed: count }));
/** Per-tool tally: tool-call steps seen, and how many of them recorded an error. */
const ToolTallySchema = lazySchema((z) => z.object({ calls: count, errors: count }));
/** Mean health score of the steps sharing a name (agent-blame's per-step score), with its weight. */
const StepScoreSchema = lazySchema((z) => z.object({ n: z.number().int().positive(), mean: z.number().min(0).max(1) }));

export const DigestSchema = lazySchema((z) =>
  z.object({
    schema: z.literal("blamegate/digest"),
    version: z.literal(DIGEST_VERSION),
    /** ISO-8601 time the run finished. */
    time: z.string(),
    repository: z.string(),
    /** Analysis category (several blamegate jobs in one repository keep separate series). */
    category: z.string().default("blamegate"),
    workflow: z.string(),
    ref: z.string(),
    commit: z.string(),
    runId: z.number().int().optional(),
    runAttempt: z.number().int().optional(),
    /** How many matrix shards were merged into this digest (1 for an unsharded run). */
    shards: z.number().int().positive().default(1),
    counts: z.object({
      files: count,
      traces: count,
      passed: count,
      failed: count,
      unknown: count,
      skipped: count,
    }),
    /** failed / (passed + failed); null when no trace has a known outcome. */
    failureRate: z.number().min(0).max(1).nullable(),
    /** Failed traces by their verdict's mode. */
    modes: z.partialRecord(ModeIdSchema, count),
    /** Failed traces whose verdict named no mode. */
    unattributed: count,
    agents: z.record(z.string(), AgentTallySchema),
    tools: z.record(z.string(), ToolTallySchema),
    integrity: z.partialRecord(IntegrityVerdictSchema, count),
    steps: z.record(z.string(), StepScoreSchema),
    gate: z.object({ status: GateStatusSchema, reasons: z.array(z.string()) }).optional(),
    /** Failure signatures of this run's failed traces (at most 500), so later runs can tell known failures from new ones. */
    signatures: z.array(z.string()).optional(),
    /** The trend as this run saw it; the next run reads it to decide whether the state changed. */
    trend: z.object({ verdict: TrendVerdictSchema, slope: z.number().nullable(), points: count }).optional(),
  }),
);
export type Digest = z.infer<typeof DigestSchema>;
export type AgentTally = z.infer<typeof AgentTallySchema>;
export type ToolTally = z.infer<typeof ToolTallySchema>;
export type StepScore = z.infer<typeof StepScoreSchema>;
