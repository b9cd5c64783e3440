// verifyTrace: one trace's integrity verdict. Pure and synchronous: hashing only, no I/O.
import type { Trace } from "../trace/model.js";
import { checkApprox, checkOurs, makeDigest, ourPrefix, sha256Hex, type ChainCheck } from "./chain.js";
import { blockParams } from "./params.js";
import { keyId } from "./keys.js";
import type { LedgerIndex } from "./ledger.js";
import { checkLedger } from "./ledger.js";
import { toPlain } from "../json/lossless.js";
import { APPROX_ALGORITHMS, ApproxBlockSchema, BlamegateBlockSchema, OUR_ALGORITHMS, usualApproxBlock, type ApproxBlock, type BlamegateBlock, type Verification } from "./model.js";
import { modelView, sourceStepsOf, sourceViewOf, ViewError, type ChainView, type StepsView } from "./view.js";

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
    return c.step === null ? { verdict: "intact", step: null, algorithm, root: c.final } : { verdict: "tampered", step: c.step, algorithm, reason: describe(c) };
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
    return c.step === null ? { verdict: "intact", step: null, algorithm, root: c.final, keyId: chain.keyIdStored } : { verdict: "tampered", step: c.step, algorithm, reason: describe(c), keyId: chain.keyIdStored };
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
  const prefix = ourPrefix(blockParams(b));
  return {
    algorithm: b.algorithm,
    keyed: b.keyed,
    keyIdStored: b.key_id,
    check: (key) => {
      const v = view();
      return checkOurs(makeDigest(key), prefix, v.header, v.steps, b);
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
 * The verdict for one trace. `trace.integrity` is the block in the file (approximately's
 * meta.integrity, maybe carrying ours); `sidecarBlock` is the entry a sidecar file holds for it.
 * `trace.sourceText` must be kept for native traces so numbers hash as Python spelled them.
 *
 * The policy (docs/security/integrity.md):
 * - Any chain present that does not hold: tampered (or wrong-key, invalid). Every chain must hold.
 * - No key given: `intact` when the chains hold; a keyed chain reads `keyed`. Nothing is promised
 *   against someone who can rewrite the file: an unkeyed chain can be recomputed by anyone.
 * - A key given: `intact` only when blamegate's keyed chain (which covers every field, every step
 *   and the block's own fields) holds under a given key. approximately's keyed chain alone reads
 *   `keyed` (it leaves success, final_output and meta out, and cannot be told from a trace whose
 *   blamegate block was stripped); unkeyed chains alone read `unsigned` (anyone can make one).
 */
export function verifyTrace(trace: Trace, opts: VerifyOptions = {}, sidecarBlock?: unknown): Verification {
  const keys = [...(opts.key ? [opts.key] : []), ...(opts.keys ?? [])];
  const views = new Views(trace);
  const outcomes: Outcome[] = [];
  if (sidecarBlock !== undefined) outcomes.push(checkBlock(sidecarBlock, "sidecar", views, keys));
  if (trace.integrity !== undefined && trace.integrity !== null) outcomes.push(checkBlock(trace.integrity, "in-file", views, keys));
  const result = decide(outcomes, keys.length > 0);
  if (result.verdict !== "intact" || !opts.ledger || !result.root) return result;
  return checkLedger(opts.ledger, trace.id, result);
}

/** One chain's result, with what the policy needs to know about the chain. */
interface Outcome {
  v: Verification;
  /** blamegate's chain: covers every field, every step and the step count. */
  full: boolean;
  keyed: boolean;
}

const BROKEN: ReadonlySet<Verification["verdict"]> = new Set(["invalid", "rolled-back", "tampered", "wrong-key"]);

function decide(outcomes: readonly Outcome[], keysGiven: boolean): Verification {
  if (outcomes.length === 0) return { verdict: "unsigned", step: null, algorithm: null };
  const broken = outcomes.filter((o) => BROKEN.has(o.v.verdict));
  if (broken.length > 0) return worstOf(broken.map((o) => o.v));
  if (!keysGiven) return worstOf(outcomes.map((o) => o.v));
  // With a key, only blamegate's keyed chain authenticates the whole trace.
  const full = outcomes.find((o) => o.full && o.keyed && o.v.verdict === "intact");
  if (full) return full.v;
  const partial = outcomes.find((o) => o.keyed && o.v.verdict === "intact");
  if (partial) {
    return {
      verdict: "keyed",
      step: null,
      algorithm: partial.v.algorithm,
      ...(partial.v.keyId ? { keyId: partial.v.keyId } : {}),
      reason:
        "approximately's keyed chain holds, but it does not cover success, final_output, id or meta, and no blamegate chain keyed with a given key does " +
        "(signed by approximately alone, or blamegate's block was removed); `blamegate sign --key-file` adds one",
    };
  }
  const unkeyed = outcomes.find((o) => o.v.verdict === "intact");
  return {
    verdict: "unsigned",
    step: null,
    algorithm: unkeyed?.v.algorithm ?? null,
    reason: "only an unkeyed chain: anyone can recompute one, so with a key given it authenticates nothing",
  };
}

/**
 * The views a chain may hash, each computed at most once per trace. approximately's chain
 * hashes steps and seed only, so it takes the source view without its header when that is all
 * that was asked for.
 */
class Views {
  private s: ChainView | null = null;
  private st: StepsView | null = null;
  private m: ChainView | null = null;
  constructor(private readonly trace: Trace) {}
  readonly source = (): ChainView => (this.s ??= sourceViewOf(this.trace));
  readonly steps = (): StepsView => this.s ?? (this.st ??= sourceStepsOf(this.trace));
  readonly model = (): ChainView => (this.m ??= modelView(this.trace));
}

const tamperedBlock = (algorithm: string, reason: string, full: boolean, keyed: boolean): Outcome => ({
  v: { verdict: "tampered", step: null, algorithm, reason },
  full,
  keyed,
});

/**
 * Checks one block. In the file, our chain must hash the stored JSON (view "source"); in a
 * sidecar, the imported trace (view "model"): a block claiming the other view was edited (a
 * v1 block does not hash its view, and a switched view would let fields outside it through).
 */
function checkBlock(raw: unknown, where: "in-file" | "sidecar", views: Views, keys: readonly Uint8Array[]): Outcome {
  const block = blockObject(raw);
  const out = (v: Verification, full: boolean, keyed: boolean): Outcome => ({ v, full, keyed });
  if (!block) return out(invalid("the integrity block is not an object"), false, false);
  const algorithm = typeof block.algorithm === "string" ? block.algorithm : null;
  const wantView = where === "in-file" ? "source" : "model";
  try {
    if ((OUR_ALGORITHMS as readonly (string | null)[]).includes(algorithm)) {
      const parsed = BlamegateBlockSchema.safeParse(block);
      if (!parsed.success) return out(invalid(`integrity block: ${issues(parsed.error)}`, algorithm), true, false);
      const b = parsed.data;
      if (b.view !== wantView) return tamperedBlock(b.algorithm, `the ${where} block says view ${JSON.stringify(b.view)}; blamegate writes ${JSON.stringify(wantView)} there`, true, b.keyed);
      return out(runChain(ourChain(b, b.view === "source" ? views.source : views.model), keys), true, b.keyed);
    }
    if (where === "in-file" && (APPROX_ALGORITHMS as readonly (string | null)[]).includes(algorithm)) {
      // The schema's reading of the block: its parsed form, or the invalid outcome naming why.
      const bySchema = (): { block: ApproxBlock } | { refused: Outcome } => {
        const parsed = ApproxBlockSchema.safeParse(block);
        return parsed.success ? { block: parsed.data } : { refused: out(invalid(`integrity block: ${issues(parsed.error)}`, algorithm), false, false) };
      };
      const usual = usualApproxBlock(block);
      const read = usual !== null ? { block: usual } : bySchema();
      if ("refused" in read) return read.refused;
      const b = read.block;
      const ours = b.blamegate;
      if (ours) {
        // sign writes both chains with the same key or both without: a mix is a downgrade.
        if (ours.keyed !== b.keyed || ours.key_id !== b.key_id) {
          return tamperedBlock(
            ours.algorithm,
            `downgrade: approximately's chain is ${b.keyed ? `keyed (${b.key_id ?? "no key_id"})` : "unkeyed"} but blamegate's is ${ours.keyed ? `keyed (${ours.key_id ?? "no key_id"})` : "unkeyed"}; blamegate signs both alike`,
            true,
            b.keyed || ours.keyed,
          );
        }
        if (ours.view !== wantView) return tamperedBlock(ours.algorithm, `the in-file block says view ${JSON.stringify(ours.view)}; blamegate writes "source" there`, true, ours.keyed);
        // Ours covers all that theirs does (every step, task, model, created_at) and more, so
        // ours decides; checking theirs too would only double the hashing.
        return out(runChain(ourChain(ours, views.source), keys), true, ours.keyed);
      }
      const seedCheck = (): ChainCheck => {
        const seed = sha256Hex(views.steps().seedInput);
        return seed === b.seed ? { step: null, final: seed } : { step: 0, what: "seed", final: seed };
      };
      const theirs: Chain = {
        algorithm: b.algorithm,
        keyed: b.keyed,
        keyIdStored: b.key_id,
        check: (key) => {
          const v = views.steps();
          return checkApprox(makeDigest(key), sha256Hex(v.seedInput), b.seed, v.steps, b);
        },
        unkeyedCheck: seedCheck,
      };
      // The usual block's step hashes are proved lowercase hex only by an intact chain (each
      // equals one computed here); any other outcome asks the schema first, so a block it
      // refuses reads invalid with its reason, as it would have before any hashing.
      let v: Verification | { thrown: unknown };
      try {
        v = runChain(theirs, keys);
      } catch (e) {
        v = { thrown: e };
      }
      if (usual !== null && ("thrown" in v || v.verdict !== "intact")) {
        const r = bySchema();
        if ("refused" in r) return r.refused;
      }
      if ("thrown" in v) throw v.thrown;
      return out(v, false, b.keyed);
    }
    const what = algorithm === null ? "the integrity block names no algorithm" : `unknown algorithm ${JSON.stringify(algorithm).slice(0, 80)}`;
    return out(invalid(`${where === "sidecar" ? "sidecar: " : ""}${what}`, algorithm?.slice(0, 80) ?? null), false, false);
  } catch (e) {
    if (e instanceof ViewError) return out(invalid(e.message, algorithm), false, false);
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
