import {
  appendLedger,
  loadKeys,
  readSidecar,
  writeAtomic
} from "./chunk-AZSB5GDB.js";
import {
  LosslessNumber,
  ViewError,
  approxHashes,
  blockParams,
  buildSidecar,
  formatHead,
  isUntrusted,
  keyId,
  makeDigest,
  modelView,
  ourHashes,
  ourHead,
  ourPrefix,
  parseKey,
  parseSource,
  pyIndented,
  sha256Hex,
  sidecarBlockFor,
  sidecarPath,
  sourceView,
  verifyTrace
} from "./chunk-YGCNO4FP.js";
import "./chunk-IQDB7SWC.js";
import "./chunk-OOTPXRYL.js";
import {
  defineVerb,
  settingFlag
} from "./chunk-XMZDHVEO.js";
import {
  collectFiles
} from "./chunk-TO6SDY25.js";
import {
  readTraces
} from "./chunk-6MMPFA4I.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-HICB6UNN.js";
import {
  optionEnv
} from "./chunk-CWNB6RKT.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-IMYR3TK7.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/integrity/sign-files.ts
import { readFile } from "node:fs/promises";
import path from "node:path";

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
function signTrace(trace, opts = {}, previous) {
  const prev = previous ? lj(previous) : void 0;
  return ourBlock(modelView(trace), "model", opts, counts(prev, opts.key ? keyId(opts.key) : void 0));
}

// src/integrity/sign-files.ts
var SIGN_EXIT = { ok: 0, refused: 1, input: 4 };
function ourBlockOf(tree) {
  const integ = tree.get("meta").get("integrity");
  const ours = integ.get("blamegate");
  return { final: ours.get("final"), algorithm: ours.get("algorithm"), steps: ours.get("step_hashes").length };
}
async function nativeDocument(abs, traces) {
  if (traces.length !== 1) return null;
  const t = traces[0];
  if (t.origin.format !== "native" || t.origin.line !== void 0) return null;
  try {
    const text2 = (await readFile(abs, "utf8")).replace(/^\uFEFF/, "");
    const tree = parseSource(text2);
    return Array.isArray(tree.get("steps")) && (tree.get("meta") === void 0 || tree.get("meta") instanceof Map) ? tree : null;
  } catch (e) {
    if (e instanceof ViewError) return null;
    throw e;
  }
}
async function signFiles(input) {
  const { key, now } = input;
  const checkKeys = [...key ? [key] : [], ...input.oldKeys];
  const rows = [];
  const problems = [];
  const ledgerEntries = [];
  const { files, missing } = await collectFiles(input.paths, input.cwd);
  for (const m of missing) problems.push({ file: m.file, reason: m.reason });
  for (const file of files) {
    const abs = path.resolve(input.cwd, file);
    const traces = [];
    for await (const item of readTraces(abs, { display: file })) {
      if ("skipped" in item) problems.push({ file: item.skipped.file + (item.skipped.line ? `:${item.skipped.line}` : ""), reason: item.skipped.reason });
      else traces.push(item.trace);
    }
    if (traces.length === 0) continue;
    let sidecar;
    try {
      sidecar = await readSidecar(abs);
    } catch (e) {
      problems.push({ file: sidecarPath(file), reason: errorMessage(e) });
      continue;
    }
    const current = traces.map((t) => {
      const s = sidecar ? sidecarBlockFor(sidecar, t.origin.position ?? 0, t.id) : void 0;
      if (s && "error" in s) return { verdict: "tampered", reason: s.error, previous: void 0 };
      const v = verifyTrace(t, { keys: checkKeys }, s?.block);
      return { ...v, previous: s ? s.block : void 0 };
    });
    const refuse = current.map((v) => !input.force && (isUntrusted(v.verdict) || v.verdict === "keyed" && checkKeys.length === 0));
    current.forEach((v, i) => {
      if (refuse[i]) {
        const t = traces[i];
        rows.push({ id: t.id, file, action: "refused", reason: `${v.verdict}${"reason" in v && v.reason ? `: ${v.reason}` : ""} (use --old-key-file for the current key, or --force)` });
      }
    });
    if (refuse.some(Boolean)) continue;
    try {
      const tree = await nativeDocument(abs, traces);
      if (tree) {
        const signed2 = signNative(tree, { ...key ? { key } : {}, now });
        await writeAtomic(abs, pyIndented(signed2));
        const b = ourBlockOf(signed2);
        const t = traces[0];
        rows.push({ id: t.id, file, action: "signed", where: "in-place", root: b.final });
        ledgerEntries.push({ id: t.id, root: b.final, algorithm: b.algorithm, steps: b.steps, file, time: now.toISOString() });
        continue;
      }
      const entries = traces.map((t, i) => {
        const block = signTrace(t, { ...key ? { key } : {}, now }, current[i]?.previous);
        return { position: t.origin.position ?? i, id: t.id, integrity: block };
      });
      await writeAtomic(sidecarPath(abs), buildSidecar(path.basename(abs), entries));
      for (const e of entries) {
        rows.push({ id: e.id, file, action: "signed", where: "sidecar", root: e.integrity.final });
        ledgerEntries.push({ id: e.id, root: e.integrity.final, algorithm: e.integrity.algorithm, steps: e.integrity.step_hashes.length, file, time: now.toISOString() });
      }
    } catch (e) {
      problems.push({ file, reason: `could not sign: ${errorMessage(e)}` });
    }
  }
  let recorded = false;
  let head;
  if (input.ledger && ledgerEntries.length > 0) {
    try {
      head = await appendLedger(path.resolve(input.cwd, input.ledger), ledgerEntries, input.ledgerWaitMs !== void 0 ? { waitMs: input.ledgerWaitMs } : {});
      recorded = true;
    } catch (e) {
      problems.push({ file: input.ledger, reason: errorMessage(e) });
    }
  }
  const signed = rows.filter((r) => r.action === "signed").length;
  const refused = rows.length - signed;
  return {
    rows,
    problems,
    signed,
    refused,
    ledger: input.ledger ? { file: input.ledger, recorded, ...head ? { head } : {} } : null,
    unrecorded: Boolean(input.ledger) && ledgerEntries.length > 0 && !recorded,
    exitCode: refused > 0 ? SIGN_EXIT.refused : problems.length > 0 || signed === 0 ? SIGN_EXIT.input : SIGN_EXIT.ok
  };
}

// src/cli/sign.ts
var USAGE_EXIT = 4;
var KEY_ENV = optionEnv("signing-key");
var FLAGS = [
  { name: "key-file", type: "string", value: "F", description: `HMAC key, hex or text (else $${KEY_ENV}; none: unkeyed SHA-256)` },
  settingFlag("signing-key", { value: "K" }),
  {
    name: "old-key-file",
    type: "string",
    value: "F",
    multiple: true,
    description: "a key the traces are signed with now (rotation: verify with the old key,\nre-sign with the new); repeatable"
  },
  {
    name: "ledger",
    type: "string",
    value: "F",
    description: "append each signed trace's chain root to this JSONL ledger (under F.lock,\nwaiting up to $BLAMEGATE_LEDGER_WAIT_MS, default 30000, for another signer)"
  },
  { name: "force", type: "boolean", description: "sign traces whose current chain does not verify (their edits become signed)" },
  { name: "json", type: "boolean", description: "print { summary, traces: [ { id, file, action, root, reason } ] }" }
];
var verb = defineVerb({
  name: "sign",
  synopsis: "PATH... [--key-file F] [--old-key-file F]... [--ledger F] [--force] [--json]",
  about: `Stamps blamegate's hash chain (and approximately's, for native traces) into traces.
A native JSON file holding one trace is rewritten in place (meta.integrity); other files
(OTLP, chat, Who&When, agent-blame SQLite, JSONL) get a sidecar, FILE.integrity.`,
  flags: FLAGS,
  positionals: { required: "name at least one file, folder or glob" },
  usageExit: USAGE_EXIT,
  notes: `Exit codes: 0 all signed; 1 some trace refused (its chain is not intact); 4 bad usage,
unreadable key, or a file that could not be read or written.`,
  run: sign
});
var run = verb.main;
async function sign({ values, positionals }, io) {
  let key;
  let oldKeys;
  try {
    const given = values["signing-key"] ? [parseKey(values["signing-key"], "--signing-key")] : [];
    const fromFiles = await loadKeys(values["key-file"] ? [values["key-file"]] : [], given.length ? {} : io.env, [KEY_ENV], io.cwd);
    key = [...given, ...fromFiles][0];
    oldKeys = await loadKeys(values["old-key-file"] ?? [], {}, [], io.cwd);
  } catch (err) {
    io.stderr(`blamegate sign: ${errorMessage(err)}
`);
    return USAGE_EXIT;
  }
  const wait = Number(io.env.BLAMEGATE_LEDGER_WAIT_MS);
  const outcome = await signFiles({
    paths: positionals,
    cwd: io.cwd,
    ...key ? { key } : {},
    oldKeys,
    ...values.ledger ? { ledger: values.ledger } : {},
    force: Boolean(values.force),
    now: /* @__PURE__ */ new Date(),
    ...Number.isFinite(wait) && wait >= 0 ? { ledgerWaitMs: wait } : {}
  });
  io.stdout(values.json ? json(outcome, key ? keyId(key) : null) : text(outcome, key ? `HMAC key ${keyId(key)}` : "no key (unkeyed SHA-256)"));
  return outcome.exitCode;
}
function json(o, key) {
  const ledger = o.ledger ? { file: o.ledger.file, recorded: o.ledger.recorded, ...o.ledger.head ? { head: formatHead(o.ledger.head) } : {} } : null;
  return `${JSON.stringify({ summary: { signed: o.signed, refused: o.refused, problems: o.problems.length, key, ledger, exitCode: o.exitCode }, traces: o.rows, problems: o.problems }, null, 2)}
`;
}
function text(o, keyNote) {
  const lines = o.rows.map((r) => r.action === "signed" ? `SIGNED   ${r.file} [${r.id}] ${r.where}` : `REFUSED  ${r.file} [${r.id}]: ${r.reason}`);
  for (const p of o.problems) lines.push(`PROBLEM  ${p.file}: ${p.reason}`);
  const ledger = o.ledger?.recorded ? `; recorded in ${o.ledger.file} (head ${o.ledger.head ? formatHead(o.ledger.head) : "?"}: keep it where the ledger's editors cannot write, and pass it to verify --ledger-anchor)` : o.unrecorded ? `; NOT recorded in ${o.ledger?.file}` : "";
  lines.push(`${o.signed} signed, ${o.refused} refused, with ${keyNote}${ledger}`);
  return `${lines.join("\n")}
`;
}
export {
  run,
  verb
};
