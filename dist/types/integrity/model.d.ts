import type * as z from "zod";
export declare const APPROX_ALGORITHMS: readonly ["sha256-chain-v1", "hmac-sha256-chain-v1"];
/**
 * v2 (what `sign` writes) hashes the block's own fields (algorithm, key_id, view, signed_at,
 * counters) into the head, so none of them can be changed without the key. v1 (blamegate 0.1.0)
 * is still verified; its block fields are not hashed, so its `view` is pinned by where the block
 * lives (in the file: "source"; in a sidecar: "model").
 */
export declare const OUR_ALGORITHMS: readonly ["blamegate-sha256-chain-v2", "blamegate-hmac-sha256-chain-v2", "blamegate-sha256-chain-v1", "blamegate-hmac-sha256-chain-v1"];
export declare const OUR_KEYED_ALGORITHMS: readonly string[];
export declare const isV1: (algorithm: string) => boolean;
/** Our chain: covers trace fields (the header) as well as steps, and ends in a counted seal. */
export declare const BlamegateBlockSchema: z.ZodObject<{
    algorithm: z.ZodEnum<{
        "blamegate-hmac-sha256-chain-v1": "blamegate-hmac-sha256-chain-v1";
        "blamegate-hmac-sha256-chain-v2": "blamegate-hmac-sha256-chain-v2";
        "blamegate-sha256-chain-v1": "blamegate-sha256-chain-v1";
        "blamegate-sha256-chain-v2": "blamegate-sha256-chain-v2";
    }>;
    keyed: z.ZodBoolean;
    key_id: z.ZodOptional<z.ZodString>;
    view: z.ZodEnum<{
        model: "model";
        source: "source";
    }>;
    head: z.ZodString;
    step_hashes: z.ZodArray<z.ZodString>;
    final: z.ZodString;
    signed_at: z.ZodOptional<z.ZodString>;
    rotations: z.ZodOptional<z.ZodNumber>;
    resign_count: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
export type BlamegateBlock = z.infer<typeof BlamegateBlockSchema>;
/** approximately's `meta.integrity`, optionally carrying ours under `blamegate`. */
export declare const ApproxBlockSchema: z.ZodObject<{
    algorithm: z.ZodEnum<{
        "hmac-sha256-chain-v1": "hmac-sha256-chain-v1";
        "sha256-chain-v1": "sha256-chain-v1";
    }>;
    keyed: z.ZodBoolean;
    seed: z.ZodString;
    step_hashes: z.ZodArray<z.ZodString>;
    final: z.ZodString;
    key_id: z.ZodOptional<z.ZodString>;
    rotations: z.ZodOptional<z.ZodNumber>;
    resign_count: z.ZodOptional<z.ZodNumber>;
    blamegate: z.ZodOptional<z.ZodObject<{
        algorithm: z.ZodEnum<{
            "blamegate-hmac-sha256-chain-v1": "blamegate-hmac-sha256-chain-v1";
            "blamegate-hmac-sha256-chain-v2": "blamegate-hmac-sha256-chain-v2";
            "blamegate-sha256-chain-v1": "blamegate-sha256-chain-v1";
            "blamegate-sha256-chain-v2": "blamegate-sha256-chain-v2";
        }>;
        keyed: z.ZodBoolean;
        key_id: z.ZodOptional<z.ZodString>;
        view: z.ZodEnum<{
            model: "model";
            source: "source";
        }>;
        head: z.ZodString;
        step_hashes: z.ZodArray<z.ZodString>;
        final: z.ZodString;
        signed_at: z.ZodOptional<z.ZodString>;
        rotations: z.ZodOptional<z.ZodNumber>;
        resign_count: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>>;
}, z.core.$loose>;
export type ApproxBlock = z.infer<typeof ApproxBlockSchema>;
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
export declare function usualApproxBlock(block: Record<string, unknown>): ApproxBlock | null;
export declare const VERDICTS: readonly ["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"];
export declare const VerdictSchema: z.ZodEnum<{
    intact: "intact";
    invalid: "invalid";
    keyed: "keyed";
    "rolled-back": "rolled-back";
    tampered: "tampered";
    unsigned: "unsigned";
    "wrong-key": "wrong-key";
}>;
export type Verdict = z.infer<typeof VerdictSchema>;
/** The per-trace result; the same shape as `TraceResult.integrity` in results/model.ts. */
export declare const IntegrityResultSchema: z.ZodObject<{
    verdict: z.ZodEnum<{
        intact: "intact";
        invalid: "invalid";
        keyed: "keyed";
        "rolled-back": "rolled-back";
        tampered: "tampered";
        unsigned: "unsigned";
        "wrong-key": "wrong-key";
    }>;
    step: z.ZodNullable<z.ZodNumber>;
    algorithm: z.ZodNullable<z.ZodString>;
    reason: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type IntegrityResult = z.infer<typeof IntegrityResultSchema>;
/** A result plus what the ledger and re-signing need. */
export interface Verification extends IntegrityResult {
    /** The chain's final hash when the chain was checked and held (the ledger records it). */
    root?: string;
    keyId?: string;
}
