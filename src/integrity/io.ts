// The edge of integrity: key files, sidecars and the ledger on disk. Everything else in
// integrity/ is pure; commands and the pipeline call these to move bytes in and out.
import { errorMessage } from "../error-message.js";
import { appendFile, open, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { KeyError, MAX_KEY_FILE_BYTES, parseKey } from "./keys.js";
import { ledgerLine, parseLedger, type LedgerEntry, type LedgerHead, type LedgerIndex } from "./ledger.js";
import { sha256Hex } from "./chain.js";
import { DEFAULT_LOCK_WAIT_MS, withLedgerLock } from "./ledger-lock.js";
import { MAX_SIDECAR_BYTES, parseSidecar, sidecarBlockFor, sidecarPath, SidecarError, goneEntries, type Sidecar } from "./sidecar.js";
import type { Verification } from "./model.js";
import { verifyTrace, type VerifyOptions } from "./verify.js";
import type { Trace } from "../trace/model.js";
import { parseLossless, type LJ } from "../json/lossless.js";
import { pyIndented } from "../json/python.js";
import { MAX_SOURCE_CHARS } from "./view.js";

/** Reads a key file (size-capped before reading) and parses it as hex or text. */
export async function readKeyFile(file: string): Promise<Uint8Array> {
  const info = await stat(file).catch((e: NodeJS.ErrnoException) => {
    throw new KeyError(`key file ${file}: ${e.code === "ENOENT" ? "no such file" : (e.code ?? e.message)}`);
  });
  if (!info.isFile()) throw new KeyError(`key file ${file}: not a regular file`);
  if (info.size > MAX_KEY_FILE_BYTES) throw new KeyError(`key file ${file}: ${info.size} bytes, over the ${MAX_KEY_FILE_BYTES}-byte cap for a key file`);
  return parseKey(await readFile(file, "utf8"), `key file ${file}`);
}

/** The keys a command was given: key files first, then the environment's. */
export async function loadKeys(files: readonly string[], env: Record<string, string | undefined>, envNames: readonly string[], cwd: string): Promise<Uint8Array[]> {
  const keys: Uint8Array[] = [];
  for (const f of files) keys.push(await readKeyFile(path.resolve(cwd, f)));
  for (const name of envNames) {
    const v = env[name];
    if (v !== undefined && v !== "") keys.push(parseKey(v, `$${name}`));
  }
  return keys;
}

/** The sidecar next to a trace file, or null when there is none. */
export async function readSidecar(traceFile: string): Promise<Sidecar | null> {
  const p = sidecarPath(traceFile);
  const info = await stat(p).catch(() => null);
  if (!info) return null;
  if (info.size > MAX_SIDECAR_BYTES) throw new SidecarError(`${p}: ${info.size} bytes, over the ${MAX_SIDECAR_BYTES}-byte cap`);
  return parseSidecar(await readFile(p, "utf8"), p);
}

/** Replaces a file's content atomically: a reader sees the old or the new file, never half. */
export async function writeAtomic(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, file);
}

/** Ledger files are small records; refuse one that could not be a ledger before reading it. */
export const MAX_LEDGER_BYTES = 256 * 1024 * 1024;

export async function readLedger(file: string): Promise<LedgerIndex> {
  const info = await stat(file).catch((e: NodeJS.ErrnoException) => {
    if (e.code === "ENOENT") return null;
    throw new Error(`ledger ${file}: ${e.code ?? e.message}`);
  });
  if (!info) return parseLedger("");
  if (info.size > MAX_LEDGER_BYTES) throw new Error(`ledger ${file}: ${info.size} bytes, over the ${MAX_LEDGER_BYTES}-byte cap`);
  return parseLedger(await readFile(file, "utf8"));
}

export interface AppendOptions {
  /** How long to wait for another appender's lock before refusing (default 30 s). */
  waitMs?: number;
}

/**
 * Appends entries to the ledger file, each linked to the line before. Reading the tip and
 * appending must be one step, or two signers link to the same tip and break the ledger: the
 * whole step runs under `F.lock` (ledger-lock.ts), and a lock that cannot be had is an error.
 */
export async function appendLedger(file: string, entries: readonly Omit<LedgerEntry, "prev">[], opts: AppendOptions = {}): Promise<LedgerHead> {
  return withLedgerLock(file, opts.waitMs ?? DEFAULT_LOCK_WAIT_MS, () => appendUnlocked(file, entries));
}

/** Appends; returns the ledger's new head (lines and tip), for the caller to anchor somewhere safe. */
async function appendUnlocked(file: string, entries: readonly Omit<LedgerEntry, "prev">[]): Promise<LedgerHead> {
  const index = await readLedger(file);
  if (index.broken) throw new Error(`ledger ${file} line ${index.broken.line}: ${index.broken.reason}; not appending to a broken ledger`);
  const existing = await stat(file).catch(() => null);
  let needsNewline = false;
  if (existing && existing.size > 0) {
    const h = await open(file, "r");
    try {
      const b = Buffer.alloc(1);
      await h.read(b, 0, 1, existing.size - 1);
      needsNewline = b[0] !== 0x0a;
    } finally {
      await h.close();
    }
  }
  let tip = index.tip;
  let out = needsNewline ? "\n" : "";
  for (const e of entries) {
    const line = ledgerLine(tip, e);
    out += `${line}\n`;
    tip = sha256Hex(line);
  }
  if (entries.length > 0) await appendFile(file, out);
  return { records: index.records.length + entries.length, tip };
}

/** One trace's verdict, and the signed traces of the file's sidecar that are gone. */
export interface FileVerification {
  results: Verification[];
  /** Traces the sidecar signed whose positions the file no longer has (deleted after signing). */
  gone: { id: string; position: number; algorithm: string }[];
  /** A sidecar that could not be read: every trace of the file is judged without it. */
  sidecarError?: string;
}

/**
 * Verifies the traces read from one file, with the file's sidecar when it has one: what `verify`
 * calls per file (the pipeline does the same one trace at a time: pipeline/one-file.ts and
 * results/analyze-trace.ts, with the same ElementTexts, sidecar matching and goneEntries).
 */
export async function verifyFileTraces(absFile: string, imported: readonly Trace[], opts: VerifyOptions): Promise<FileVerification> {
  const texts = new ElementTexts(absFile);
  const traces = await Promise.all(imported.map((t) => texts.attach(t)));
  let sidecar: Sidecar | null = null;
  let sidecarError: string | undefined;
  try {
    sidecar = await readSidecar(absFile);
  } catch (e) {
    sidecarError = errorMessage(e);
  }
  const results = traces.map((trace, i): Verification => {
    const position = trace.origin.position ?? i;
    const entry = sidecar ? sidecarBlockFor(sidecar, position, trace.id) : undefined;
    if (entry && "error" in entry) return { verdict: "tampered", step: null, algorithm: null, reason: entry.error };
    return verifyTrace(trace, opts, entry?.block);
  });
  const gone = sidecar ? goneEntries(sidecar, new Set(traces.map((t) => t.id))).map((e) => ({ id: e.id, position: e.position, algorithm: e.integrity.algorithm })) : [];
  return { results, gone, ...(sidecarError ? { sidecarError } : {}) };
}

const needsElementText = (t: Trace): t is Trace & { origin: { item: number } } =>
  t.integrity !== undefined && t.integrity !== null && t.sourceText === undefined && t.origin.format === "native" && t.origin.line === undefined && t.origin.item !== undefined;

/**
 * Signed native traces read from a JSON array (or a `{ "traces": [...] }` document) come without
 * their own text, and their parsed numbers lose Python's spelling (480.0 reads as 480). This
 * gives each the text of its own element, re-read losslessly from the file (spellings kept) and
 * picked by the element's index (`origin.item`), never by id: ids are untrusted, and the
 * importer reads 7 and "7" alike. `verify` and the pipeline both call it, so they agree.
 * A file that cannot be re-read leaves the trace as it is (its raw object, numbers re-spelled).
 */
export class ElementTexts {
  private list: Promise<readonly LJ[] | null> | undefined;
  constructor(private readonly absFile: string) {}

  async attach(t: Trace): Promise<Trace> {
    if (!needsElementText(t)) return t;
    this.list ??= readElements(this.absFile);
    const el = (await this.list)?.[t.origin.item];
    return el instanceof Map ? { ...t, sourceText: pyIndented(el) } : t;
  }
}

async function readElements(absFile: string): Promise<readonly LJ[] | null> {
  const info = await stat(absFile).catch(() => null);
  if (!info || info.size > MAX_SOURCE_CHARS) return null;
  let doc: LJ;
  try {
    doc = parseLossless((await readFile(absFile, "utf8")).replace(/^\uFEFF/, ""));
  } catch {
    return null;
  }
  if (Array.isArray(doc)) return doc;
  const list = doc instanceof Map ? doc.get("traces") : undefined;
  return Array.isArray(list) ? list : null;
}
