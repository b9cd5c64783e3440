import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  collectFiles
} from "./chunk-ZPXNCC6G.js";
import {
  signNative,
  signTrace
} from "./chunk-KNB6DR4Z.js";
import {
  appendLedger,
  loadKeys,
  readSidecar,
  writeAtomic
} from "./chunk-6JPYE73A.js";
import {
  ViewError,
  buildSidecar,
  formatHead,
  isUntrusted,
  keyId,
  parseKey,
  parseSource,
  pyIndented,
  sidecarBlockFor,
  sidecarPath,
  verifyTrace
} from "./chunk-HN3HSWU6.js";
import {
  readTraces
} from "./chunk-2V6WD3MR.js";
import "./chunk-ZVSMKTAA.js";
import "./chunk-YTQE57AZ.js";
import "./chunk-VJQPCMMQ.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/commands/sign.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
var SIGN_EXIT = { ok: 0, refused: 1, input: 4 };
var HELP = `Usage: blamegate sign PATH... [--key-file F] [--old-key-file F]... [--ledger F] [--force] [--json]

Stamps blamegate's hash chain (and approximately's, for native traces) into traces.
A native JSON file holding one trace is rewritten in place (meta.integrity); other files
(OTLP, chat, Who&When, agent-blame SQLite, JSONL) get a sidecar, FILE.integrity.

  --key-file F       HMAC key, hex or text (else $BLAMEGATE_SIGNING_KEY; none: unkeyed SHA-256)
  --old-key-file F   a key the traces are signed with now (rotation: verify with the old key,
                     re-sign with the new); repeatable
  --ledger F         append each signed trace's chain root to this JSONL ledger (under F.lock,
                     waiting up to $BLAMEGATE_LEDGER_WAIT_MS, default 30000, for another signer)
  --force            sign traces whose current chain does not verify (their edits become signed)
  --json             print { summary, traces: [ { id, file, action, root, reason } ] }

Exit codes: 0 all signed; 1 some trace refused (its chain is not intact); 4 bad usage,
unreadable key, or a file that could not be read or written.
`;
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
    const text = (await readFile(abs, "utf8")).replace(/^\uFEFF/, "");
    const tree = parseSource(text);
    return Array.isArray(tree.get("steps")) && (tree.get("meta") === void 0 || tree.get("meta") instanceof Map) ? tree : null;
  } catch (e) {
    if (e instanceof ViewError) return null;
    throw e;
  }
}
async function run(args, io) {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        "key-file": { type: "string" },
        "signing-key": { type: "string" },
        "old-key-file": { type: "string", multiple: true },
        ledger: { type: "string" },
        force: { type: "boolean" },
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" }
      }
    }));
  } catch (err) {
    io.stderr(`blamegate sign: ${errorMessage(err)}

${HELP}`);
    return SIGN_EXIT.input;
  }
  if (values.help) {
    io.stdout(HELP);
    return SIGN_EXIT.ok;
  }
  if (positionals.length === 0) {
    io.stderr(`blamegate sign: name at least one file, folder or glob

${HELP}`);
    return SIGN_EXIT.input;
  }
  let key;
  let oldKeys;
  try {
    const given = values["signing-key"] ? [parseKey(values["signing-key"], "--signing-key")] : [];
    const fromFiles = await loadKeys(values["key-file"] ? [values["key-file"]] : [], given.length ? {} : io.env, ["BLAMEGATE_SIGNING_KEY"], io.cwd);
    key = [...given, ...fromFiles][0];
    oldKeys = await loadKeys(values["old-key-file"] ?? [], {}, [], io.cwd);
  } catch (err) {
    io.stderr(`blamegate sign: ${errorMessage(err)}
`);
    return SIGN_EXIT.input;
  }
  const checkKeys = [...key ? [key] : [], ...oldKeys];
  const now = /* @__PURE__ */ new Date();
  const rows = [];
  const problems = [];
  const ledgerEntries = [];
  const { files, missing } = await collectFiles(positionals, io.cwd);
  for (const m of missing) problems.push({ file: m.file, reason: m.reason });
  for (const file of files) {
    const abs = path.resolve(io.cwd, file);
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
    const refuse = current.map((v) => !values.force && (isUntrusted(v.verdict) || v.verdict === "keyed" && checkKeys.length === 0));
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
        const signed = signNative(tree, { ...key ? { key } : {}, now });
        await writeAtomic(abs, pyIndented(signed));
        const b = ourBlockOf(signed);
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
  if (values.ledger && ledgerEntries.length > 0) {
    try {
      const wait = Number(io.env.BLAMEGATE_LEDGER_WAIT_MS);
      head = await appendLedger(path.resolve(io.cwd, values.ledger), ledgerEntries, Number.isFinite(wait) && wait >= 0 ? { waitMs: wait } : {});
      recorded = true;
    } catch (e) {
      problems.push({ file: values.ledger, reason: errorMessage(e) });
    }
  }
  const signedCount = rows.filter((r) => r.action === "signed").length;
  const refusedCount = rows.length - signedCount;
  const exitCode = refusedCount > 0 ? SIGN_EXIT.refused : problems.length > 0 || signedCount === 0 ? SIGN_EXIT.input : SIGN_EXIT.ok;
  const keyNote = key ? `HMAC key ${keyId(key)}` : "no key (unkeyed SHA-256)";
  if (values.json) {
    io.stdout(
      `${JSON.stringify({ summary: { signed: signedCount, refused: refusedCount, problems: problems.length, key: key ? keyId(key) : null, ledger: values.ledger ? { file: values.ledger, recorded, ...head ? { head: formatHead(head) } : {} } : null, exitCode }, traces: rows, problems }, null, 2)}
`
    );
  } else {
    const lines = rows.map((r) => r.action === "signed" ? `SIGNED   ${r.file} [${r.id}] ${r.where}` : `REFUSED  ${r.file} [${r.id}]: ${r.reason}`);
    for (const p of problems) lines.push(`PROBLEM  ${p.file}: ${p.reason}`);
    lines.push(
      `${signedCount} signed, ${refusedCount} refused, with ${keyNote}${recorded ? `; recorded in ${values.ledger} (head ${head ? formatHead(head) : "?"}: keep it where the ledger's editors cannot write, and pass it to verify --ledger-anchor)` : values.ledger && ledgerEntries.length ? `; NOT recorded in ${values.ledger}` : ""}`
    );
    io.stdout(`${lines.join("\n")}
`);
  }
  return exitCode;
}
export {
  SIGN_EXIT,
  run
};
