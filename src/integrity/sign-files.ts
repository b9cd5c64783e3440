// Signing policy for `blamegate sign`: which traces of which files are signed, where each
// signature goes, and when signing is refused. A native trace file holding one trace is signed
// in place (both chains in meta.integrity, written as approximately writes it); every other file
// gets a sidecar, FILE.integrity. Existing chains are verified first so signing never launders an
// edit: a trace that is not intact is refused unless `force`. The signed roots go to the ledger.
import { errorMessage } from "../error-message.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { collectFiles } from "../collect/files.js";
import type { Trace } from "../trace/model.js";
import { readTraces } from "../trace/read.js";
import { appendLedger, readSidecar, writeAtomic } from "./io.js";
import type { LedgerEntry, LedgerHead } from "./ledger.js";
import type { LJObject } from "../json/lossless.js";
import type { BlamegateBlock, Verdict } from "./model.js";
import { pyIndented } from "../json/python.js";
import { buildSidecar, sidecarBlockFor, sidecarPath } from "./sidecar.js";
import { signNative, signTrace } from "./sign.js";
import { isUntrusted, verifyTrace } from "./verify.js";
import { parseSource, ViewError } from "./view.js";

/** `blamegate sign`'s exit codes: 0 all signed; 1 some trace refused; 4 bad usage or unreadable input. */
export const SIGN_EXIT = { ok: 0, refused: 1, input: 4 } as const;

export interface SignFilesInput {
  paths: string[];
  cwd: string;
  /** The key to sign with; none: unkeyed SHA-256. */
  key?: Uint8Array;
  /** Keys the traces may be signed with now (rotation): a chain that holds under one is intact. */
  oldKeys: Uint8Array[];
  /** A JSONL ledger (as given, relative to cwd) to append each signed trace's chain root to. */
  ledger?: string;
  /** Sign traces whose current chain does not verify. */
  force: boolean;
  now: Date;
  /** How long to wait for another signer's ledger lock (io.ts's default when absent). */
  ledgerWaitMs?: number;
}

export interface SignOutcome {
  rows: SignedRow[];
  problems: { file: string; reason: string }[];
  signed: number;
  refused: number;
  /** Set when a ledger was given: whether the roots were appended, and its head after. */
  ledger: { file: string; recorded: boolean; head?: LedgerHead } | null;
  /** Anything signed that the ledger did not record. */
  unrecorded: boolean;
  exitCode: (typeof SIGN_EXIT)[keyof typeof SIGN_EXIT];
}

export interface SignedRow {
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

/** Signs every trace under `paths` (or refuses it); reads and writes the files, the sidecars and the ledger. */
export async function signFiles(input: SignFilesInput): Promise<SignOutcome> {
  const { key, now } = input;
  const checkKeys = [...(key ? [key] : []), ...input.oldKeys];
  const rows: SignedRow[] = [];
  const problems: { file: string; reason: string }[] = [];
  const ledgerEntries: Omit<LedgerEntry, "prev">[] = [];

  const { files, missing } = await collectFiles(input.paths, input.cwd);
  for (const m of missing) problems.push({ file: m.file, reason: m.reason });

  for (const file of files) {
    const abs = path.resolve(input.cwd, file);
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
    const refuse = current.map((v) => !input.force && (isUntrusted(v.verdict as Verdict) || (v.verdict === "keyed" && checkKeys.length === 0)));
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
  if (input.ledger && ledgerEntries.length > 0) {
    try {
      head = await appendLedger(path.resolve(input.cwd, input.ledger), ledgerEntries, input.ledgerWaitMs !== undefined ? { waitMs: input.ledgerWaitMs } : {});
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
    ledger: input.ledger ? { file: input.ledger, recorded, ...(head ? { head } : {}) } : null,
    unrecorded: Boolean(input.ledger) && ledgerEntries.length > 0 && !recorded,
    exitCode: refused > 0 ? SIGN_EXIT.refused : problems.length > 0 || signed === 0 ? SIGN_EXIT.input : SIGN_EXIT.ok,
  };
}
