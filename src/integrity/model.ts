// Shapes of integrity blocks (approximately's and ours) and of a verification result.
// Blocks come from untrusted files, so every field is checked before a hash is compared.
import * as z from "zod";
import { lazySchema } from "../lazy-schema.js";

/** Bounds a block's size so a hostile file cannot make us allocate without limit. */
const MAX_STEPS_LIMIT = 100_000;

const HEX64 = lazySchema(() => z.string().regex(/^[0-9a-f]{64}$/, "not a 64-digit lowercase hex SHA-256"));
const ALL_HEX = /^[0-9a-f]*$/;
/** A list of hashes, checked in one pass over their concatenation (verification's hot path). */
const HASHES = lazySchema(() =>
  z
    .array(z.string())
    .max(MAX_STEPS_LIMIT)
    .refine((a) => a.every((h) => h.length === 64) && ALL_HEX.test(a.join("")), {
      message: "not a list of 64-digit lowercase hex SHA-256 hashes",
    }),
);
const KEY_ID = lazySchema(() => z.string().regex(/^[0-9a-f]{8}$/, "not an 8-digit lowercase hex key id"));

export const APPROX_ALGORITHMS = ["sha256-chain-v1", "hmac-sha256-chain-v1"] as const;
/**
 * v2 (what `sign` writes) hashes the block's own fields (algorithm, key_id, view, signed_at,
 * counters) into the head, so none of them can be changed without the key. v1 (blamegate 0.1.0)
 * is still verified; its block fields are not hashed, so its `view` is pinned by where the block
 * lives (in the file: "source"; in a sidecar: "model").
 */
export const OUR_ALGORITHMS = ["blamegate-sha256-chain-v2", "blamegate-hmac-sha256-chain-v2", "blamegate-sha256-chain-v1", "blamegate-hmac-sha256-chain-v1"] as const;
export const OUR_KEYED_ALGORITHMS: readonly string[] = ["blamegate-hmac-sha256-chain-v2", "blamegate-hmac-sha256-chain-v1"];
export const isV1 = (algorithm: string): boolean => algorithm.endsWith("-chain-v1");

/** Our chain: covers trace fields (the header) as well as steps, and ends in a counted seal. */
export const BlamegateBlockSchema = lazySchema(() =>
  z
    .object({
      algorithm: z.enum(OUR_ALGORITHMS),
      keyed: z.boolean(),
      key_id: KEY_ID.optional(),
      /** What was hashed: the stored JSON ("source") or the imported trace model ("model"). */
      view: z.enum(["source", "model"]),
      head: HEX64,
      step_hashes: HASHES,
      final: HEX64,
      signed_at: z.string().max(64).optional(),
      rotations: z.number().int().nonnegative().optional(),
      resign_count: z.number().int().nonnegative().optional(),
    })
    .refine((b) => b.keyed === OUR_KEYED_ALGORITHMS.includes(b.algorithm), {
      message: "`keyed` disagrees with `algorithm`",
    }),
);
export type BlamegateBlock = z.infer<typeof BlamegateBlockSchema>;

/** approximately's `meta.integrity`, optionally carrying ours under `blamegate`. */
export const ApproxBlockSchema = lazySchema(() =>
  z
    .looseObject({
      algorithm: z.enum(APPROX_ALGORITHMS),
      keyed: z.boolean(),
      seed: HEX64,
      step_hashes: HASHES,
      final: HEX64,
      key_id: KEY_ID.optional(),
      rotations: z.number().int().nonnegative().optional(),
      resign_count: z.number().int().nonnegative().optional(),
      blamegate: BlamegateBlockSchema.optional(),
    })
    .refine((b) => b.keyed === (b.algorithm === "hmac-sha256-chain-v1"), {
      message: "`keyed` disagrees with `algorithm`",
    }),
);
export type ApproxBlock = z.infer<typeof ApproxBlockSchema>;

export const VERDICTS = ["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"] as const;
export const VerdictSchema = lazySchema(() => z.enum(VERDICTS));
export type Verdict = z.infer<typeof VerdictSchema>;

/** The per-trace result; the same shape as `TraceResult.integrity` in results/model.ts. */
export const IntegrityResultSchema = lazySchema(() =>
  z.object({
    verdict: VerdictSchema,
    /** First altered step (everything from it on is untrusted), or null. */
    step: z.number().int().nonnegative().nullable(),
    algorithm: z.string().nullable(),
    reason: z.string().optional(),
  }),
);
export type IntegrityResult = z.infer<typeof IntegrityResultSchema>;

/** A result plus what the ledger and re-signing need. */
export interface Verification extends IntegrityResult {
  /** The chain's final hash when the chain was checked and held (the ledger records it). */
  root?: string;
  keyId?: string;
}
