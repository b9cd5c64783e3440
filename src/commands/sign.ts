// `blamegate sign PATH...`: stamps hash chains into traces. A native trace file holding one
// trace is signed in place (both chains in meta.integrity, written as approximately writes
// it); every other file gets a sidecar, FILE.integrity. Existing chains are verified first so
// signing never launders an edit: a trace that is not intact is refused unless --force.
import { errorMessage } from "../error-message.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { collectFiles } from "../collect/files.js";
import { appendLedger, loadKeys, readSidecar, writeAtomic } from "../integrity/io.js";
import { keyId, parseKey } from "../integrity/keys.js";
import { formatHead, type LedgerEntry, type LedgerHead } from "../integrity/ledger.js";
import type { LJObject } from "../json/lossless.js";
import type { BlamegateBlock, Verdict } from "../integrity/model.js";
import { buildSidecar, sidecarBlockFor, sidecarPath } from "../integrity/sidecar.js";
import { signNative, signTrace } from "../integrity/sign.js";
import { isUntrusted, verifyTrace } from "../integrity/verify.js";
import { pyIndented } from "../json/python.js";
import { parseSource, ViewError } from "../integrity/view.js";
import type { Trace } from "../trace/model.js";
import { readTraces } from "../trace/read.js";
import type { CliIO } from "./types.js";

export const SIGN_EXIT = { ok: 0, refused: 1, input: 4 } as const;

const HELP = `Usage: blamegate sign PATH... [--key-file F] [--old-key-file F]... [--ledger F] [--force] [--json]

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

interface SignedRow {
  id: string;
  file: string;
  action: "signed" | "refused";
  /** Where the signature went. */
  where?: "in-place" | "sidecar";
  root?: string;
  reason?: string;
}

/** Our block inside a signed native tree (the ledger records its final hash). */
function ourBlockOf(tree: LJObject): { final: string; algorithm: string; steps: number } {
  const integ = (tree.get("meta") as LJObject).get("integrity") as LJObject;
  const ours = integ.get("blamegate") as LJObject;
  return { final: ours.get("final") as string, algorithm: ours.get("algorithm") as string, steps: (ours.get("step_hashes") as unknown[]).length };
}

/** True when the file is one native trace document: it can carry its chain in place. */
async function nativeDocument(abs: string, traces: Trace[]): Promise<LJObject | null> {
  if (traces.length !== 1) return null;
  const t = traces[0] as Trace;
  if (t.origin.format !== "native" || t.origin.line !== undefined) return null;
  try {
    const text = (await readFile(abs, "utf8")).replace(/^\uFEFF/, "");
    const tree = parseSource(text);
    return Array.isArray(tree.get("steps")) && (tree.get("meta") === undefined || tree.get("meta") instanceof Map) ? tree : null;
  } catch (e) {
    if (e instanceof ViewError) return null;
    throw e;
  }
}

export async function run(args: string[], io: CliIO): Promise<number> {
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
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (err) {
    io.stderr(`blamegate sign: ${errorMessage(err)}\n\n${HELP}`);
    return SIGN_EXIT.input;
  }
  if (values.help) {
    io.stdout(HELP);
    return SIGN_EXIT.ok;
  }
  if (positionals.length === 0) {
    io.stderr(`blamegate sign: name at least one file, folder or glob\n\n${HELP}`);
    return SIGN_EXIT.input;
  }
  let key: Uint8Array | undefined;
  let oldKeys: Uint8Array[];
  try {
    const given = values["signing-key"] ? [parseKey(values["signing-key"], "--signing-key")] : [];
    const fromFiles = await loadKeys(values["key-file"] ? [values["key-file"]] : [], given.length ? {} : io.env, ["BLAMEGATE_SIGNING_KEY"], io.cwd);
    key = [...given, ...fromFiles][0];
    oldKeys = await loadKeys(values["old-key-file"] ?? [], {}, [], io.cwd);
  } catch (err) {
    io.stderr(`blamegate sign: ${errorMessage(err)}\n`);
    return SIGN_EXIT.input;
  }
  const checkKeys = [...(key ? [key] : []), ...oldKeys];
  const now = new Date();
  const rows: SignedRow[] = [];
  const problems: { file: string; reason: string }[] = [];
  const ledgerEntries: Omit<LedgerEntry, "prev">[] = [];

  const { files, missing } = await collectFiles(positionals, io.cwd);
  for (const m of missing) problems.push({ file: m.file, reason: m.reason });

  for (const file of files) {
    const abs = path.resolve(io.cwd, file);
    const traces: Trace[] = [];
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
    // What each trace's current chain says: signing over a broken chain would hide the edit.
    const current = traces.map((t) => {
      const s = sidecar ? sidecarBlockFor(sidecar, t.origin.position ?? 0, t.id) : undefined;
      if (s && "error" in s) return { verdict: "tampered", reason: s.error, previous: undefined as BlamegateBlock | undefined };
      const v = verifyTrace(t, { keys: checkKeys }, s?.block);
      return { ...v, previous: s ? (s.block as BlamegateBlock) : undefined };
    });
    // With a key, `keyed` means approximately's keyed chain held under it (it leaves success,
    // final_output and meta out): the key holder may add the chain that covers them.
    const refuse = current.map((v) => !values.force && (isUntrusted(v.verdict as Verdict) || (v.verdict === "keyed" && checkKeys.length === 0)));
    current.forEach((v, i) => {
      if (refuse[i]) {
        const t = traces[i] as Trace;
        rows.push({ id: t.id, file, action: "refused", reason: `${v.verdict}${"reason" in v && v.reason ? `: ${v.reason}` : ""} (use --old-key-file for the current key, or --force)` });
      }
    });
    if (refuse.some(Boolean)) continue;

    try {
      const tree = await nativeDocument(abs, traces);
      if (tree) {
        const signed = signNative(tree, { ...(key ? { key } : {}), now });
        await writeAtomic(abs, pyIndented(signed));
        const b = ourBlockOf(signed);
        const t = traces[0] as Trace;
        rows.push({ id: t.id, file, action: "signed", where: "in-place", root: b.final });
        ledgerEntries.push({ id: t.id, root: b.final, algorithm: b.algorithm, steps: b.steps, file, time: now.toISOString() });
        continue;
      }
      const entries = traces.map((t, i) => {
        const block = signTrace(t, { ...(key ? { key } : {}), now }, current[i]?.previous);
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
  let head: LedgerHead | undefined;
  if (values.ledger && ledgerEntries.length > 0) {
    try {
      // Another signer may hold the ledger's lock for a moment; wait for it (BLAMEGATE_LEDGER_WAIT_MS).
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
      `${JSON.stringify({ summary: { signed: signedCount, refused: refusedCount, problems: problems.length, key: key ? keyId(key) : null, ledger: values.ledger ? { file: values.ledger, recorded, ...(head ? { head: formatHead(head) } : {}) } : null, exitCode }, traces: rows, problems }, null, 2)}\n`,
    );
  } else {
    const lines = rows.map((r) => (r.action === "signed" ? `SIGNED   ${r.file} [${r.id}] ${r.where}` : `REFUSED  ${r.file} [${r.id}]: ${r.reason}`));
    for (const p of problems) lines.push(`PROBLEM  ${p.file}: ${p.reason}`);
    lines.push(
      `${signedCount} signed, ${refusedCount} refused, with ${keyNote}${recorded ? `; recorded in ${values.ledger} (head ${head ? formatHead(head) : "?"}: keep it where the ledger's editors cannot write, and pass it to verify --ledger-anchor)` : values.ledger && ledgerEntries.length ? `; NOT recorded in ${values.ledger}` : ""}`,
    );
    io.stdout(`${lines.join("\n")}\n`);
  }
  return exitCode;
}
