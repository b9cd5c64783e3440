// What comparing a pull request's run with its base run produces: per task, whether this change
// broke it, fixed it or left it as it was; for a new failure, where the PR run first left the
// path the base run took; latency and the drift of the actions taken. The names are the JSON
// report's (`comparison`), so this schema is its contract.
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";

export const TaskStatusSchema = lazySchema((z) => z.enum(["passing", "new-failure", "fixed", "still-failing", "unpaired"]));
export type TaskStatus = z.infer<typeof TaskStatusSchema>;

export const DivergenceSchema = lazySchema((z) =>
  z.object({
    /** The PR trace's step (its own index) where the runs part, or null when the PR run stopped short. */
    step: z.number().int().nonnegative().nullable(),
    /** The base trace's step it departs from, or null when the PR run did something the base never did. */
    baseStep: z.number().int().nonnegative().nullable(),
    summary: z.string(),
    /** The two steps as they were written (clipped, secrets redacted), for the reviewer to read side by side. */
    quote: z.object({ pr: z.string().optional(), base: z.string().optional() }).optional(),
    /** The two traces compared. */
    trace: z.string(),
    baseTrace: z.string(),
  }),
);
export type Divergence = z.infer<typeof DivergenceSchema>;

export const SideSchema = lazySchema((z) => z.object({ traces: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }));

export const TaskComparisonSchema = lazySchema((z) =>
  z.object({
    task: z.string(),
    status: TaskStatusSchema,
    pr: SideSchema,
    base: SideSchema,
    divergence: DivergenceSchema.optional(),
    signature: z.object({ id: z.string(), seen: z.number().int().nonnegative(), of: z.number().int().nonnegative() }).optional(),
  }),
);
export type TaskComparison = z.infer<typeof TaskComparisonSchema>;

export const LatencySchema = lazySchema((z) =>
  z.object({
    tool: z.string(),
    baseMedianMs: z.number(),
    medianMs: z.number(),
    /** Modified z-score of the PR median against the base steps (0.6745·(x − median)/MAD). */
    z: z.number().nullable(),
    flagged: z.boolean(),
    samples: z.object({ base: z.number().int(), pr: z.number().int() }),
    /** The PR's slowest steps of this tool, when flagged. */
    slowest: z.array(z.object({ trace: z.string(), step: z.number().int(), ms: z.number() })),
  }),
);
export type Latency = z.infer<typeof LatencySchema>;

export const DriftSchema = lazySchema((z) =>
  z.object({
    psi: z.number(),
    drifted: z.boolean(),
    top: z.array(z.object({ action: z.string(), base: z.number(), pr: z.number() })),
  }),
);
export type Drift = z.infer<typeof DriftSchema>;

export const ComparisonSchema = lazySchema((z) =>
  z.object({
    base: z.object({ traces: z.number().int().nonnegative(), source: z.string() }),
    tasks: z.array(TaskComparisonSchema),
    latency: z.array(LatencySchema),
    drift: DriftSchema,
    newFailures: z.number().int().nonnegative(),
  }),
);
export type Comparison = z.infer<typeof ComparisonSchema>;
