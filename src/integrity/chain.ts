// The two hash chains, as pure functions over canonical text.
//
// approximately (sha256-chain-v1 / hmac-sha256-chain-v1), byte for byte as its code does it:
//   seed = sha256("task|model|created_at")  (always plain SHA-256, even when keyed)
//   h[i] = D(hex(h[i-1]) ‖ canonical(step i)), h[-1] = seed;  final = h[n-1] or seed
// ours (blamegate-*-chain-v2) closes its gaps: the header (every trace field but the steps
// and the integrity block) and the block's own fields are hashed and keyed, each link binds its
// position, and the final hash seals the step count, so truncating steps and hashes together is
// caught too.
//   head = D("blamegate-chain-v2\n" ‖ canonical(params) ‖ "\n" ‖ canonical(header))
//          (v1: D("blamegate-chain-v1\n" ‖ canonical(header)), no params)
//   h[i] = D(hex(h[i-1]) ‖ "\n" ‖ i ‖ "\n" ‖ canonical(step i)), h[-1] = head
//   final = D(hex(h[n-1]) ‖ "\nend\n" ‖ n)
import { createHash } from "node:crypto";
import { sha256Bytes as hashBytes, sha256Hex as hashHex } from "../sha256.js";

/** Hashes a text (as UTF-8); returns lowercase hex (what chains store and link). */
export type Digest = (text: string) => string;

/** Plain SHA-256 to hex: one call a step, no Hash object and no Buffer. */
const sha256: Digest = (text) => hashHex(text);

export function makeDigest(key?: Uint8Array): Digest {
  // One-shot hashing straight to hex: each step is one call, and a Hash object or a Buffer per
  // call would cost more than the hashing itself at trace sizes.
  return key ? hmacDigest(key) : sha256;
}

/**
 * HMAC-SHA256 (RFC 2104) from two one-shot hashes, which costs less than a createHmac object
 * per step: inner = H(K⊕ipad ‖ m), outer = H(K⊕opad ‖ inner). Tests check it against createHmac.
 */
function hmacDigest(key: Uint8Array): Digest {
  const k = key.length > 64 ? createHash("sha256").update(key).digest() : Buffer.from(key);
  const ipad = Buffer.alloc(64, 0x36);
  const opad = Buffer.alloc(64, 0x5c);
  for (let i = 0; i < k.length; i++) {
    ipad[i] = (ipad[i] as number) ^ (k[i] as number);
    opad[i] = (opad[i] as number) ^ (k[i] as number);
  }
  const outer = Buffer.alloc(96);
  opad.copy(outer, 0);
  const finish = (inner: Buffer): string => {
    inner.copy(outer, 64);
    return hashHex(outer);
  };
  // An all-ASCII pad can travel as a string (UTF-8 of ASCII is the bytes themselves).
  if (ipad.every((b) => b < 0x80)) {
    const ipadText = ipad.toString("latin1");
    return (text) => finish(hashBytes(ipadText + text));
  }
  return (text) => finish(hashBytes(Buffer.concat([ipad, Buffer.from(text, "utf8")])));
}

export function sha256Hex(text: string): string {
  return sha256(text);
}

/**
 * Compares a computed hex digest with a stored one (both validated lowercase hex) in constant
 * time: every character is looked at whatever the first difference, like timingSafeEqual,
 * without turning both into Buffers on every step.
 */
export function sameHash(computed: string, stored: string): boolean {
  if (computed.length !== stored.length) return false;
  let diff = 0;
  for (let i = 0; i < computed.length; i++) diff |= computed.charCodeAt(i) ^ stored.charCodeAt(i);
  return diff === 0;
}

/** Where two chains first part: the first index whose hash differs, or the shorter length. */
export interface ChainCheck {
  /** First altered step, or null when every step and the final hash agree. */
  step: number | null;
  /** What differed, for the reason text. */
  what?: "seed" | "head" | "step" | "missing-steps" | "extra-steps" | "final";
  /** The recomputed final hash (hex). */
  final: string;
}

/**
 * Walks a chain from `startHex` over canonical steps, comparing with the stored hashes as it
 * goes. Step i hashes `hex(h[i-1]) ‖ step i` (approximately's) or, with `numbered`, our
 * `hex(h[i-1]) ‖ "\n" ‖ i ‖ "\n" ‖ step i`: one string, one hash call a step.
 */
function walk(digest: Digest, startHex: string, steps: readonly string[], stored: readonly string[], numbered: boolean): { firstBad: number | null; lastHex: string } {
  let prev = startHex;
  let firstBad: number | null = null;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as string;
    const h = digest(numbered ? ourLink(prev, i, step) : prev + step);
    if (firstBad === null && (i >= stored.length || !sameHash(h, stored[i] as string))) firstBad = i;
    prev = h;
  }
  if (firstBad === null && stored.length !== steps.length) firstBad = Math.min(steps.length, stored.length);
  return { firstBad, lastHex: prev };
}

const ourLink = (prev: string, i: number, c: string): string => `${prev}\n${i}\n${c}`;

/** Computes approximately's step hashes (for signing). */
export function approxHashes(digest: Digest, seed: string, steps: readonly string[]): string[] {
  const out: string[] = [];
  let prev = seed;
  for (const s of steps) {
    prev = digest(prev + s);
    out.push(prev);
  }
  return out;
}

export function checkApprox(digest: Digest, seedHex: string, storedSeed: string, steps: readonly string[], stored: { step_hashes: readonly string[]; final: string }): ChainCheck {
  // A changed task, model or created_at changes the seed, so every step is untrusted: step 0.
  if (!sameHash(seedHex, storedSeed)) return { step: 0, what: "seed", final: seedHex };
  const w = walk(digest, seedHex, steps, stored.step_hashes, false);
  if (w.firstBad !== null) {
    const what = w.firstBad >= steps.length ? "missing-steps" : w.firstBad >= stored.step_hashes.length ? "extra-steps" : "step";
    return { step: w.firstBad, what, final: w.lastHex };
  }
  if (!sameHash(w.lastHex, stored.final)) return { step: steps.length, what: "final", final: w.lastHex };
  return { step: null, final: w.lastHex };
}

/**
 * What the head hashes before the header: the version tag and, from v2 on, the canonical text of
 * the block's own fields (`params`, everything but head, step_hashes and final), so switching
 * `view`, `key_id`, the algorithm or the counters breaks the chain.
 */
export function ourPrefix(params: string | null): string {
  return params === null ? "blamegate-chain-v1\n" : `blamegate-chain-v2\n${params}\n`;
}

export function ourHead(digest: Digest, prefix: string, header: string): string {
  return digest(prefix + header);
}

export function ourHashes(digest: Digest, head: string, steps: readonly string[]): { step_hashes: string[]; final: string } {
  const out: string[] = [];
  let prev = head;
  for (let i = 0; i < steps.length; i++) {
    prev = digest(ourLink(prev, i, steps[i] as string));
    out.push(prev);
  }
  return { step_hashes: out, final: digest(`${prev}\nend\n${steps.length}`) };
}

export function checkOurs(digest: Digest, prefix: string, header: string, steps: readonly string[], stored: { head: string; step_hashes: readonly string[]; final: string }): ChainCheck {
  const head = digest(prefix + header);
  if (!sameHash(head, stored.head)) return { step: 0, what: "head", final: head };
  const w = walk(digest, head, steps, stored.step_hashes, true);
  const final = digest(`${w.lastHex}\nend\n${steps.length}`);
  if (w.firstBad !== null) {
    const what = w.firstBad >= steps.length ? "missing-steps" : w.firstBad >= stored.step_hashes.length ? "extra-steps" : "step";
    return { step: w.firstBad, what, final };
  }
  if (!sameHash(final, stored.final)) return { step: steps.length, what: "final", final };
  return { step: null, final };
}
