// verifyTrace: one trace's integrity verdict. Pure and synchronous: hashing only, no I/O.
import type { Trace } from "../trace/model.js";
import { checkApprox, checkOurs, makeDigest, sha256Hex, type ChainCheck } from "./chain.js";
import { keyId } from "./keys.js";
import type { LedgerIndex } from "./ledger.js";
import { checkLedger } from "./ledger.js";
import { toPlain } from "./lossless-json.js";
import {
  APPROX_ALGORITHMS,
  ApproxBlockSchema,
  BlamegateBlockSchema,
  OUR_ALGORITHMS,
  type BlamegateBlock,
  type Verification,
} from "./model.js";
import { modelView, sourceViewOf, ViewError, type ChainView } from "./view.js";

export interface VerifyOptions {
  key?: Uint8Array;
  /** Further keys, e.g. the old and the new during a rotation; matched by key_id. */
  keys?: readonly Uint8Array[];
  /** Earlier chain roots, to catch a trace rolled back to an older signed version. */
  ledger?: LedgerIndex;
}

interface Chain {
  algorithm: string;
  keyed: boolean;
  keyIdStored?: string;
  check: (key?: Uint8Array) => ChainCheck;
  /** A check that needs no key (approximately's seed is plain SHA-256 even when keyed). */
  unkeyedCheck?: () => ChainCheck | null;
}

const invalid = (reason: string, algorithm: string | null = null): Verification => ({
  verdict: "invalid",
  step: null,
  algorithm,
  reason,
});

function describe(c: ChainCheck): string {
  switch (c.what) {
    case "seed":
      return `task, model or created_at changed (seed differs); every step is untrusted`;
    case "head":
      return `trace fields changed (id, task, success, final_output, model, created_at or meta); every step is untrusted`;
    case "missing-steps":
      return `steps from ${c.step} on were removed`;
    case "extra-steps":
      return `steps from ${c.step} on were added after signing`;
    case "final":
      return `the final hash differs (steps after ${c.step === null ? "?" : c.step - 1} removed, or the block edited)`;
    default:
      return `step ${c.step} differs from what was signed; it and every later step are untrusted`;
  }
}

function runChain(chain: Chain, keys: readonly Uint8Array[]): Verification {
  const { algorithm } = chain;
  if (!chain.keyed) {
    const c = chain.check();
    return c.step === null
      ? { verdict: "intact", step: null, algorithm, root: c.final }
      : { verdict: "tampered", step: c.step, algorithm, reason: describe(c) };
  }
  if (keys.length === 0) {
    const early = chain.unkeyedCheck?.();
    if (early && early.step !== null) return { verdict: "tampered", step: early.step, algorithm, reason: describe(early) };
    return { verdict: "keyed", step: null, algorithm, reason: `signed with key ${chain.keyIdStored ?? "(no key_id)"}; no key given`, keyId: chain.keyIdStored };
  }
  if (chain.keyIdStored !== undefined) {
    const key = keys.find((k) => keyId(k) === chain.keyIdStored);
    if (!key) {
      const early = chain.unkeyedCheck?.();
      if (early && early.step !== null) return { verdict: "tampered", step: early.step, algorithm, reason: describe(early) };
      return {
        verdict: "wrong-key",
        step: null,
        algorithm,
        reason: `signed with key ${chain.keyIdStored}; given ${keys.map(keyId).join(", ")}`,
        keyId: chain.keyIdStored,
      };
    }
    const c = chain.check(key);
    return c.step === null
      ? { verdict: "intact", step: null, algorithm, root: c.final, keyId: chain.keyIdStored }
      : { verdict: "tampered", step: c.step, algorithm, reason: describe(c), keyId: chain.keyIdStored };
  }
  // No key_id: try each key; a wrong key and tampering at step 0 look alike, so say so.
  let best: ChainCheck | null = null;
  for (const key of keys) {
    const c = chain.check(key);
    if (c.step === null) return { verdict: "intact", step: null, algorithm, root: c.final, keyId: keyId(key) };
    if (!best || (best.step ?? 0) < (c.step ?? 0)) best = c;
  }
  const b = best as ChainCheck;
  return {
    verdict: "tampered",
    step: b.step,
    algorithm,
    reason: `${describe(b)} (the block names no key_id: a wrong key also looks like this)`,
  };
}

const RANK: Record<Verification["verdict"], number> = {
  invalid: 6,
  "rolled-back": 5,
  tampered: 4,
  "wrong-key": 3,
  keyed: 2,
  unsigned: 1,
  intact: 0,
};

/** The worst of several verdicts for one trace (e.g. its in-file chain and its sidecar's);
 * among tampered ones, the earliest step. */
export function worstOf(results: readonly Verification[]): Verification {
  let out = results[0] as Verification;
  for (const r of results.slice(1)) {
    const earlier = r.verdict === "tampered" && out.verdict === "tampered" && (r.step ?? Infinity) < (out.step ?? Infinity);
    if (RANK[r.verdict] > RANK[out.verdict] || earlier) out = r;
  }
  return out;
}

function ourChain(b: BlamegateBlock, view: () => ChainView): Chain {
  return {
    algorithm: b.algorithm,
    keyed: b.keyed,
    keyIdStored: b.key_id,
    check: (key) => {
      const v = view();
      return checkOurs(makeDigest(key), v.header, v.steps, b);
    },
  };
}

function blockObject(block: unknown): Record<string, unknown> | null {
  if (block instanceof Map) return toPlain(block) as Record<string, unknown>;
  if (block && typeof block === "object" && !Array.isArray(block)) return block as Record<string, unknown>;
  return null;
}

function issues(e: { issues: { path: PropertyKey[]; message: string }[] }): string {
  return e.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join(".") || "(block)"}: ${i.message}`)
    .join("; ");
}

/**
 * The verdict for one trace. `trace.integrity` is the block (from meta.integrity, or a sidecar);
 * `trace.sourceText` must be kept for native traces so numbers hash as Python spelled them.
 */
export function verifyTrace(trace: Trace, opts: VerifyOptions = {}): Verification {
  const result = verifyChains(trace, opts);
  if (result.verdict !== "intact" || !opts.ledger || !result.root) return result;
  return checkLedger(opts.ledger, trace.id, result);
}

function verifyChains(trace: Trace, opts: VerifyOptions): Verification {
  const raw = trace.integrity;
  if (raw === undefined || raw === null) return { verdict: "unsigned", step: null, algorithm: null };
  const block = blockObject(raw);
  if (!block) return invalid("the integrity block is not an object");
  const algorithm = typeof block.algorithm === "string" ? block.algorithm : null;
  const keys = [...(opts.key ? [opts.key] : []), ...(opts.keys ?? [])];

  let source: ChainView | null = null;
  const srcView = (): ChainView => {
    source ??= sourceViewOf(trace);
    return source;
  };
  let model: ChainView | null = null;
  const mdlView = (): ChainView => (model ??= modelView(trace));

  try {
    if ((OUR_ALGORITHMS as readonly (string | null)[]).includes(algorithm)) {
      const parsed = BlamegateBlockSchema.safeParse(block);
      if (!parsed.success) return invalid(`integrity block: ${issues(parsed.error)}`, algorithm);
      const b = parsed.data;
      return runChain(ourChain(b, b.view === "source" ? srcView : mdlView), keys);
    }
    if ((APPROX_ALGORITHMS as readonly (string | null)[]).includes(algorithm)) {
      const parsed = ApproxBlockSchema.safeParse(block);
      if (!parsed.success) return invalid(`integrity block: ${issues(parsed.error)}`, algorithm);
      const b = parsed.data;
      const seedCheck = (): ChainCheck => {
        const seed = sha256Hex(srcView().seedInput);
        return seed === b.seed ? { step: null, final: seed } : { step: 0, what: "seed", final: seed };
      };
      const theirs: Chain = {
        algorithm: b.algorithm,
        keyed: b.keyed,
        keyIdStored: b.key_id,
        check: (key) => {
          const v = srcView();
          return checkApprox(makeDigest(key), sha256Hex(v.seedInput), b.seed, v.steps, b);
        },
        unkeyedCheck: seedCheck,
      };
      // Ours covers all that theirs does (every step, task, model, created_at) and more, so when
      // a block carries both, ours decides; checking theirs too would only double the hashing.
      if (b.blamegate) return runChain(ourChain(b.blamegate, b.blamegate.view === "source" ? srcView : mdlView), keys);
      return runChain(theirs, keys);
    }
    return invalid(algorithm === null ? "the integrity block names no algorithm" : `unknown algorithm ${JSON.stringify(algorithm).slice(0, 80)}`, algorithm?.slice(0, 80) ?? null);
  } catch (e) {
    if (e instanceof ViewError) return invalid(e.message, algorithm);
    throw e;
  }
}

/** Verdicts that are evidence the trace is not what was signed: its findings are not trusted. */
export function isUntrusted(verdict: Verification["verdict"]): boolean {
  return verdict === "tampered" || verdict === "rolled-back" || verdict === "wrong-key" || verdict === "invalid";
}

/** The gate's integrity rule: `require` fails on any trace that is not intact; `warn`/`off` never fail. */
export function failsIntegrityGate(verdict: Verification["verdict"], mode: "off" | "warn" | "require"): boolean {
  return mode === "require" && verdict !== "intact";
}
