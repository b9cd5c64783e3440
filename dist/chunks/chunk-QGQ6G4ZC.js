import {
  LosslessNumber,
  ViewError,
  approxHashes,
  blockParams,
  keyId,
  makeDigest,
  modelView,
  ourHashes,
  ourHead,
  ourPrefix,
  pyIndented,
  sha256Hex,
  sourceView
} from "./chunk-OSTJ22LZ.js";

// src/integrity/sign.ts
function counts(previous, newKeyId) {
  const num = (m, k) => {
    const v = m instanceof Map ? m.get(k) : void 0;
    const n = v instanceof LosslessNumber ? Number(v.text) : NaN;
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  };
  const str = (m, k) => {
    const v = m instanceof Map ? m.get(k) : void 0;
    return typeof v === "string" ? v : void 0;
  };
  const ours = previous instanceof Map ? previous.get("blamegate") : void 0;
  const oldKeyId = str(previous, "key_id") ?? str(ours, "key_id");
  const rotated = oldKeyId !== void 0 && newKeyId !== void 0 && oldKeyId !== newKeyId ? 1 : 0;
  return { rotations: num(previous, "rotations") + rotated, resign_count: num(previous, "resign_count") + 1 };
}
function ourBlock(view, kind, opts, c) {
  const digest = makeDigest(opts.key);
  const keyed = opts.key !== void 0;
  const params = {
    algorithm: keyed ? "blamegate-hmac-sha256-chain-v2" : "blamegate-sha256-chain-v2",
    keyed,
    ...keyed ? { key_id: keyId(opts.key) } : {},
    view: kind,
    ...opts.now ? { signed_at: opts.now.toISOString() } : {},
    ...keyed ? { rotations: c.rotations } : {},
    resign_count: c.resign_count
  };
  const head = ourHead(digest, ourPrefix(blockParams(params)), view.header);
  const { step_hashes, final } = ourHashes(digest, head, view.steps);
  return { ...params, head, step_hashes, final };
}
var lj = (o) => {
  const m = /* @__PURE__ */ new Map();
  for (const [k, v] of Object.entries(o)) {
    if (v === void 0) continue;
    if (typeof v === "number") m.set(k, new LosslessNumber(String(v)));
    else if (Array.isArray(v)) m.set(k, v);
    else if (v !== null && typeof v === "object") m.set(k, lj(v));
    else m.set(k, v);
  }
  return m;
};
function signNative(tree, opts = {}) {
  const meta = tree.get("meta");
  if (meta !== void 0 && !(meta instanceof Map)) throw new ViewError("`meta` is not an object");
  const newMeta = new Map(meta ?? []);
  const out = new Map(tree);
  out.set("meta", newMeta);
  const view = sourceView(out);
  const previous = meta?.get("integrity");
  const kid = opts.key ? keyId(opts.key) : void 0;
  const c = counts(previous, kid);
  const digest = makeDigest(opts.key);
  const seed = sha256Hex(view.seedInput);
  const stepHashes = approxHashes(digest, seed, view.steps);
  const keyed = opts.key !== void 0;
  const block = lj({
    algorithm: keyed ? "hmac-sha256-chain-v1" : "sha256-chain-v1",
    keyed,
    seed,
    step_hashes: stepHashes,
    final: stepHashes[stepHashes.length - 1] ?? seed,
    key_id: kid,
    rotations: keyed ? c.rotations : void 0,
    resign_count: c.resign_count,
    blamegate: ourBlock(view, "source", opts, c)
  });
  newMeta.set("integrity", block);
  return out;
}
function signNativeText(tree, opts = {}) {
  return pyIndented(signNative(tree, opts));
}
function signTrace(trace, opts = {}, previous) {
  const prev = previous ? lj(previous) : void 0;
  return ourBlock(modelView(trace), "model", opts, counts(prev, opts.key ? keyId(opts.key) : void 0));
}

export {
  signNative,
  signNativeText,
  signTrace
};
