// The ledger: an append-only JSONL of chain roots, each line holding the hash of the line
// before it, so lines cannot be edited, dropped or reordered without breaking the links.
// It catches what a chain alone cannot: a trace replaced by an older version that was
// validly signed at the time (rolled back), or a trace deleted outright.
// Pure functions over ledger text; io.ts reads and appends the file.
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";
import { sha256Hex } from "./chain.js";
import type { Verification } from "./model.js";

export const GENESIS = "0".repeat(64);
/** One line longer than this is a broken line, not a reason to allocate. */
export const MAX_LEDGER_LINE = 4096;

export const LedgerEntrySchema = lazySchema((z) =>
  z.strictObject({
    id: z.string().min(1).max(512),
    root: z.string().regex(/^[0-9a-f]{64}$/),
    algorithm: z.string().max(64),
    steps: z.number().int().nonnegative(),
    /** Where the trace lived when recorded, relative to where the ledger was written from. */
    file: z.string().max(1024).optional(),
    time: z.string().max(64),
    prev: z.string().regex(/^[0-9a-f]{64}$/),
  }),
);
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export interface LedgerRecord extends LedgerEntry {
  /** 1-based line number in the ledger file. */
  line: number;
  /** SHA-256 of the line's text: what the next line links to, and what an anchor names. */
  hash: string;
}

export interface LedgerIndex {
  /** Records per trace id, oldest first. */
  byId: Map<string, LedgerRecord[]>;
  /** Records in file order. */
  records: LedgerRecord[];
  /** The first broken line: records after it are not trusted and not indexed. */
  broken: { line: number; reason: string } | null;
  /** Hash of the last good line: what the next appended line must carry as `prev`. */
  tip: string;
}

export function parseLedger(text: string): LedgerIndex {
  const records: LedgerRecord[] = [];
  const byId = new Map<string, LedgerRecord[]>();
  let tip = GENESIS;
  let broken: LedgerIndex["broken"] = null;
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const lineText = (lines[i] as string).replace(/\r$/, "");
    const line = i + 1;
    const fail = (reason: string) => (broken = { line, reason });
    if (lineText.length > MAX_LEDGER_LINE) {
      fail(`line is ${lineText.length} characters, over ${MAX_LEDGER_LINE}`);
      break;
    }
    let json: unknown;
    try {
      json = JSON.parse(lineText);
    } catch {
      fail("not JSON");
      break;
    }
    const parsed = LedgerEntrySchema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      fail(`not a ledger entry (${first ? `${first.path.map(String).join(".") || "line"}: ${first.message}` : "bad shape"})`);
      break;
    }
    if (parsed.data.prev !== tip) {
      fail(i === 0 ? "the first line does not start the chain" : `does not follow line ${line - 1} (a line was edited, removed or reordered)`);
      break;
    }
    tip = sha256Hex(lineText);
    const rec: LedgerRecord = { ...parsed.data, line, hash: tip };
    records.push(rec);
    const list = byId.get(rec.id);
    if (list) list.push(rec);
    else byId.set(rec.id, [rec]);
  }
  return { byId, records, broken, tip };
}

/** The text of the next line (no newline) recording `entry` after a ledger whose tip is `tip`. */
export function ledgerLine(tip: string, entry: Omit<LedgerEntry, "prev">): string {
  const e: LedgerEntry = { id: entry.id, root: entry.root, algorithm: entry.algorithm, steps: entry.steps, ...(entry.file !== undefined ? { file: entry.file } : {}), time: entry.time, prev: tip };
  return JSON.stringify(e);
}

/** Appends entries to a ledger's text, each linked to the one before. */
export function appendToLedger(text: string, entries: readonly Omit<LedgerEntry, "prev">[]): string {
  const index = parseLedger(text);
  if (index.broken) throw new Error(`ledger line ${index.broken.line}: ${index.broken.reason}; refusing to append to a broken ledger`);
  let tip = index.tip;
  let out = text.length > 0 && !text.endsWith("\n") ? `${text}\n` : text;
  for (const e of entries) {
    const line = ledgerLine(tip, e);
    out += `${line}\n`;
    tip = sha256Hex(line);
  }
  return out;
}

/** Judges an intact chain against the ledger: the latest recorded root must be this one. */
export function checkLedger(index: LedgerIndex, id: string, v: Verification): Verification {
  const list = index.byId.get(id);
  if (!list || !v.root) return list ? v : { ...v, reason: "not in the ledger yet" };
  const latest = list[list.length - 1] as LedgerRecord;
  if (latest.root === v.root) return v;
  const older = list.find((r) => r.root === v.root);
  if (older) {
    return {
      ...v,
      verdict: "rolled-back",
      reason: `this is the version recorded at ledger line ${older.line} (${older.time}); the latest, line ${latest.line} (${latest.time}), differs`,
    };
  }
  return {
    ...v,
    verdict: "tampered",
    reason: `the chain holds but its root is not in the ledger; the latest recorded version is line ${latest.line} (${latest.time}) — re-signed without recording?`,
  };
}

/** Traces the ledger knows whose latest record is covered by this run but that were not seen. */
export function missingFromLedger(index: LedgerIndex, seenIds: ReadonlySet<string>, covered: (record: LedgerRecord) => boolean): LedgerRecord[] {
  const out: LedgerRecord[] = [];
  for (const [id, list] of index.byId) {
    const latest = list[list.length - 1] as LedgerRecord;
    if (!seenIds.has(id) && covered(latest)) out.push(latest);
  }
  return out;
}

/**
 * A ledger's head: how many lines it has and the hash of the last. Links catch an edited or
 * removed line in the middle, but lines cut from the end leave a shorter ledger that is still
 * whole: only a head recorded where the editor cannot write (a repository variable, the last
 * run's digest) shows it. `N:HASH` as text.
 */
export interface LedgerHead {
  records: number;
  tip: string;
}

export function ledgerHead(index: LedgerIndex): LedgerHead {
  return { records: index.records.length, tip: index.tip };
}

export const formatHead = (h: LedgerHead): string => `${h.records}:${h.tip}`;

export function parseHead(text: string, source = "ledger anchor"): LedgerHead {
  const m = /^\s*(\d{1,12}):([0-9a-f]{64})\s*$/.exec(text);
  if (!m) throw new Error(`${source}: expected LINES:SHA256 (as sign and verify print it), got ${JSON.stringify(text.slice(0, 80))}`);
  return { records: Number(m[1]), tip: m[2] as string };
}

/** Why the ledger does not extend `anchor` (lines cut from its end, or rewritten), or null when it does. */
export function checkAnchor(index: LedgerIndex, anchor: LedgerHead): string | null {
  if (anchor.records === 0) return anchor.tip === GENESIS ? null : "the anchor names no lines but a non-empty tip";
  const n = index.records.length;
  if (n < anchor.records) {
    return `the ledger has ${n} good line${n === 1 ? "" : "s"}, the anchor recorded ${anchor.records}: lines were cut from its end, or it was replaced`;
  }
  const rec = index.records[anchor.records - 1] as LedgerRecord;
  if (rec.hash !== anchor.tip) return `line ${anchor.records} is not the line the anchor recorded: the ledger was rewritten`;
  return null;
}
