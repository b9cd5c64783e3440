// Shapes of integrity blocks (approximately's and ours) and of a verification result.
// Blocks come from untrusted files, so every field is checked before a verdict is given (the step
// hashes of approximately's usual block by the chain itself: see usualApproxBlock).
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";

/** Bounds a block's size so a hostile file cannot make us allocate without limit. */
const MAX_STEPS_LIMIT = 100_000;

const HEX64 = lazySchema((z) => z.string().regex(/^[0-9a-f]{64}$/, "not a 64-digit lowercase hex SHA-256"));
/**
 * Whether every hash is 64 characters of lowercase hex, in one native pass over their
 * concatenation: decoding stops at the first character that is not hex and encoding writes
 * lowercase, so the round trip gives the text back only when all of it is lowercase hex pairs.
 */
function allHex64(a: readonly string[]): boolean {
  for (let i = 0; i < a.length; i++) if ((a[i] as string).length !== 64) return false;
  const joined = a.join("");
  return Buffer.from(joined, "hex").toString("hex") === joined;
}
/** A list of hashes, checked in one pass over their concatenation (verification's hot path). */
const HASHES = lazySchema((z) =>
  z.array(z.string()).max(MAX_STEPS_LIMIT).refine(allHex64, {
    message: "not a list of 64-digit lowercase hex SHA-256 hashes",
  }),
);
const KEY_ID = lazySchema((z) => z.string().regex(/^[0-9a-f]{8}$/, "not an 8-digit lowercase hex key id"));

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
export const BlamegateBlockSchema = lazySchema((z) =>
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
export const ApproxBlockSchema = lazySchema((z) =>
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

const HEX64_TEXT = /^[0-9a-f]{64}$/;
const KEY_ID_TEXT = /^[0-9a-f]{8}$/;
const isCount = (v: unknown): boolean => v === undefined || (typeof v === "number" && Number.isSafeInteger(v) && v >= 0 && !Object.is(v, -0));

/**
 * approximately's usual block (no blamegate block inside) accepted without the schema, which
 * costs more than the hashing it guards on a first pass over a store. It accepts a subset of
 * what ApproxBlockSchema accepts, but for one rule: the step hashes' digits are not looked at
 * (their count, type and length are). The caller proves the digits by the chain (a stored hash
 * equal to one it computed is lowercase hex) and asks the schema whenever the chain does not
 * hold. Anything unusual returns null and goes to the schema, whose messages name what is
 * wrong. The block itself is handed back: its fields are then the schema's output.
 * `test/integrity/approx-block.test.ts` holds the two together.
 */
export function usualApproxBlock(block: Record<string, unknown>): ApproxBlock | null {
  const { algorithm, keyed, seed, final, step_hashes, key_id } = block;
  if (algorithm !== "sha256-chain-v1" && algorithm !== "hmac-sha256-chain-v1") return null;
  if (keyed !== (algorithm === "hmac-sha256-chain-v1")) return null;
  if (typeof seed !== "string" || !HEX64_TEXT.test(seed) || typeof final !== "string" || !HEX64_TEXT.test(final)) return null;
  if (key_id !== undefined && (typeof key_id !== "string" || !KEY_ID_TEXT.test(key_id))) return null;
  if (!isCount(block.rotations) || !isCount(block.resign_count) || block.blamegate !== undefined) return null;
  if (!Array.isArray(step_hashes) || step_hashes.length > MAX_STEPS_LIMIT) return null;
  for (const h of step_hashes) if (typeof h !== "string" || h.length !== 64) return null;
  return block as ApproxBlock;
}

export const VERDICTS = ["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"] as const;
export const VerdictSchema = lazySchema((z) => z.enum(VERDICTS));
export type Verdict = z.infer<typeof VerdictSchema>;

/** The per-trace result; the same shape as `TraceResult.integrity` in results/model.ts. */
export const IntegrityResultSchema = lazySchema((z) =>
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
