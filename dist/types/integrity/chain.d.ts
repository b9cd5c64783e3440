/** Hashes a text (as UTF-8); returns lowercase hex (what chains store and link). */
export type Digest = (text: string) => string;
export declare function makeDigest(key?: Uint8Array): Digest;
export declare function sha256Hex(text: string): string;
/**
 * Compares a computed hex digest with a stored one (both validated lowercase hex) in constant
 * time: every character is looked at whatever the first difference, like timingSafeEqual,
 * without turning both into Buffers on every step.
 */
export declare function sameHash(computed: string, stored: string): boolean;
/** Where two chains first part: the first index whose hash differs, or the shorter length. */
export interface ChainCheck {
    /** First altered step, or null when every step and the final hash agree. */
    step: number | null;
    /** What differed, for the reason text. */
    what?: "seed" | "head" | "step" | "missing-steps" | "extra-steps" | "final";
    /** The recomputed final hash (hex). */
    final: string;
}
/** Computes approximately's step hashes (for signing). */
export declare function approxHashes(digest: Digest, seed: string, steps: readonly string[]): string[];
export declare function checkApprox(digest: Digest, seedHex: string, storedSeed: string, steps: readonly string[], stored: {
    step_hashes: readonly string[];
    final: string;
}): ChainCheck;
/**
 * What the head hashes before the header: the version tag and, from v2 on, the canonical text of
 * the block's own fields (`params`, everything but head, step_hashes and final), so switching
 * `view`, `key_id`, the algorithm or the counters breaks the chain.
 */
export declare function ourPrefix(params: string | null): string;
export declare function ourHead(digest: Digest, prefix: string, header: string): string;
export declare function ourHashes(digest: Digest, head: string, steps: readonly string[]): {
    step_hashes: string[];
    final: string;
};
export declare function checkOurs(digest: Digest, prefix: string, header: string, steps: readonly string[], stored: {
    head: string;
    step_hashes: readonly string[];
    final: string;
}): ChainCheck;
