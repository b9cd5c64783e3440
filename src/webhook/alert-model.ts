// The alert payload, in the Standard Webhooks envelope `{type, timestamp, data}`. Its JSON
// Schema in schemas/webhook-alert.schema.json is generated from this and checked by a test.
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";
import { ModeIdSchema } from "../attribution/model.js";
import { GateStatusSchema, TrendVerdictSchema } from "../results/digest-model.js";

export const ALERT_TYPES = ["blamegate.alert.triggered", "blamegate.alert.changed", "blamegate.alert.recovered", "blamegate.alert.status"] as const;
export const AlertTypeSchema = lazySchema((z) => z.enum(ALERT_TYPES));
export type AlertType = z.infer<typeof AlertTypeSchema>;

export const AlertStateSchema = lazySchema((z) =>
  z.object({
    gate: z.union([GateStatusSchema, z.literal("unknown")]),
    trend: z.union([TrendVerdictSchema, z.literal("unknown")]),
  }),
);
export type AlertState = z.infer<typeof AlertStateSchema>;

export const AlertSchema = lazySchema((z) =>
  z.object({
    type: AlertTypeSchema,
    /** ISO-8601 time the alert was made. */
    timestamp: z.string(),
    data: z.object({
      version: z.literal(1),
      repository: z.string(),
      category: z.string(),
      workflow: z.string(),
      ref: z.string(),
      commit: z.string(),
      runId: z.number().int().optional(),
      runUrl: z.string().optional(),
      /** Why this alert was sent: what changed, in words. */
      reason: z.string(),
      state: AlertStateSchema,
      previous: AlertStateSchema.nullable(),
      gateReasons: z.array(z.string()),
      summary: z.object({
        traces: z.number().int().nonnegative(),
        passed: z.number().int().nonnegative(),
        failed: z.number().int().nonnegative(),
        failureRate: z.number().min(0).max(1).nullable(),
      }),
      trend: z
        .object({
          verdict: TrendVerdictSchema,
          points: z.number().int().nonnegative(),
          slope: z.number().nullable(),
          change: z.number().nullable(),
          p: z.number().min(0).max(1).nullable(),
          sparkline: z.string(),
        })
        .nullable(),
      topModes: z.array(z.object({ mode: ModeIdSchema, count: z.number().int().positive() })),
      comparison: z
        .object({
          baseCommit: z.string(),
          delta: z.number().nullable(),
          p: z.number().min(0).max(1).nullable(),
          significant: z.boolean(),
          newModes: z.array(ModeIdSchema),
          goneModes: z.array(ModeIdSchema),
        })
        .optional(),
    }),
  }),
);
export type Alert = z.infer<typeof AlertSchema>;
