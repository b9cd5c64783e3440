// Signing: stamps chains into traces. Native traces get both chains in meta.integrity
// (approximately's fields, so its own verify still passes, plus ours under `blamegate`);
// other formats get our chain alone over the imported model, kept in a sidecar file.
import type { Trace } from "../trace/model.js";
import { approxHashes, makeDigest, ourHashes, ourHead, ourPrefix, sha256Hex } from "./chain.js";
import { blockParams } from "./params.js";
import { keyId } from "./keys.js";
import { LosslessNumber, type LJ, type LJObject } from "../json/lossless.js";
import type { BlamegateBlock } from "./model.js";
import { pyIndented } from "../json/python.js";
import { modelView, sourceView, ViewError, type ChainView } from "./view.js";

export interface SignOptions {
  /** HMAC key; without one the chains are plain SHA-256 (tamper-evident, not authenticated). */
  key?: Uint8Array;
  /** When signed; omitted from the block when not given, so signing stays deterministic. */
  now?: Date;
}

interface Counts {
  rotations: number;
  resign_count: number;
}

/** Carries approximately's counters forward: every signing counts, a new key_id is a rotation. */
function counts(previous: LJ | undefined, newKeyId: string | undefined): Counts {
  const num = (m: LJ | undefined, k: string): number => {
    const v = m instanceof Map ? m.get(k) : undefined;
    const n = v instanceof LosslessNumber ? Number(v.text) : NaN;
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  };
  const str = (m: LJ | undefined, k: string): string | undefined => {
    const v = m instanceof Map ? m.get(k) : undefined;
    return typeof v === "string" ? v : undefined;
  };
  const ours = previous instanceof Map ? previous.get("blamegate") : undefined;
  const oldKeyId = str(previous, "key_id") ?? str(ours, "key_id");
  const rotated = oldKeyId !== undefined && newKeyId !== undefined && oldKeyId !== newKeyId ? 1 : 0;
  return { rotations: num(previous, "rotations") + rotated, resign_count: num(previous, "resign_count") + 1 };
}

function ourBlock(view: ChainView, kind: "source" | "model", opts: SignOptions, c: Counts): BlamegateBlock {
  const digest = makeDigest(opts.key);
  const keyed = opts.key !== undefined;
  const params = {
    algorithm: keyed ? ("blamegate-hmac-sha256-chain-v2" as const) : ("blamegate-sha256-chain-v2" as const),
    keyed,
    ...(keyed ? { key_id: keyId(opts.key as Uint8Array) } : {}),
    view: kind,
    ...(opts.now ? { signed_at: opts.now.toISOString() } : {}),
    ...(keyed ? { rotations: c.rotations } : {}),
    resign_count: c.resign_count,
  };
  // The block's own fields go into the head, so none of them can be changed without the key.
  const head = ourHead(digest, ourPrefix(blockParams(params)), view.header);
  const { step_hashes, final } = ourHashes(digest, head, view.steps);
  return { ...params, head, step_hashes, final };
}

const lj = (o: Record<string, unknown>): LJObject => {
  const m: LJObject = new Map();
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined) continue;
    if (typeof v === "number") m.set(k, new LosslessNumber(String(v)));
    else if (Array.isArray(v)) m.set(k, v as LJ[]);
    else if (v !== null && typeof v === "object") m.set(k, lj(v as Record<string, unknown>));
    else m.set(k, v as LJ);
  }
  return m;
};

/**
 * Signs a native trace (its lossless tree) in place of its old block: approximately's chain in
 * meta.integrity, ours under meta.integrity.blamegate. Returns a new tree; the input is untouched.
 */
export function signNative(tree: LJObject, opts: SignOptions = {}): LJObject {
  const meta = tree.get("meta");
  if (meta !== undefined && !(meta instanceof Map)) throw new ViewError("`meta` is not an object");
  // The chains cover the trace as it is written: one without `meta` gains one to hold the block,
  // and verifying reads that meta (empty but for the block) in the header, so signing reads it too.
  const newMeta: LJObject = new Map(meta ?? []);
  const out: LJObject = new Map(tree);
  out.set("meta", newMeta);
  const view = sourceView(out);
  const previous = meta?.get("integrity");
  const kid = opts.key ? keyId(opts.key) : undefined;
  const c = counts(previous, kid);
  const digest = makeDigest(opts.key);
  const seed = sha256Hex(view.seedInput);
  const stepHashes = approxHashes(digest, seed, view.steps);
  const keyed = opts.key !== undefined;
  const block = lj({
    algorithm: keyed ? "hmac-sha256-chain-v1" : "sha256-chain-v1",
    keyed,
    seed,
    step_hashes: stepHashes,
    final: stepHashes[stepHashes.length - 1] ?? seed,
    key_id: kid,
    rotations: keyed ? c.rotations : undefined,
    resign_count: c.resign_count,
    blamegate: ourBlock(view, "source", opts, c),
  });
  newMeta.set("integrity", block);
  return out;
}

/** signNative, written back as approximately writes its files (json.dumps indent=2). */
export function signNativeText(tree: LJObject, opts: SignOptions = {}): string {
  return pyIndented(signNative(tree, opts));
}

/**
 * Our chain over an imported trace of any format (the model view). Recording code can call it
 * on the trace it just built; the block goes in a sidecar (see sidecar.ts), never in the file:
 * an in-file block must hash the stored JSON (verify.ts).
 */
export function signTrace(trace: Trace, opts: SignOptions = {}, previous?: BlamegateBlock): BlamegateBlock {
  const prev = previous ? lj(previous as unknown as Record<string, unknown>) : undefined;
  return ourBlock(modelView(trace), "model", opts, counts(prev, opts.key ? keyId(opts.key) : undefined));
}
