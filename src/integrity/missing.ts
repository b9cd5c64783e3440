// Signed traces that are gone: deleted from a sidecar-signed file, or recorded in the ledger and
// no longer found. There is nothing left to attribute, but the run must show them and
// `integrity: require` must fail on them, so each becomes a result of its own: verdict
// `tampered`, findings untrusted, outcome unknown. The gate counts it like any trace not intact.
import path from "node:path";
import { stat } from "node:fs/promises";
import type { LedgerIndex, LedgerRecord } from "./ledger.js";
import { missingFromLedger } from "./ledger.js";

const GLOB_CHARS = /[*?[\]{}()!+@]/;

/** The folder a pattern can match under: the path itself, or a glob's leading literal segments. */
function rootOf(pattern: string, cwd: string): string {
  if (!GLOB_CHARS.test(pattern)) return path.resolve(cwd, pattern);
  const segments = pattern.split(/[\\/]/);
  const literal: string[] = [];
  for (const s of segments) {
    if (GLOB_CHARS.test(s)) break;
    literal.push(s);
  }
  return path.resolve(cwd, literal.join("/") || ".");
}

/**
 * Ledger records this run answers for whose trace was not seen: the record's file was read by
 * the run (the trace was deleted from it), or it no longer exists and lay under one of the
 * run's paths (for a glob, under its literal folder). A file that exists but the run did not
 * read is another run's business. `scanned` holds absolute paths of the files read.
 */
export async function missingTraces(
  index: LedgerIndex,
  seenIds: ReadonlySet<string>,
  patterns: readonly string[],
  cwd: string,
  scanned: ReadonlySet<string>,
  inShard: (display: string) => boolean = () => true,
): Promise<LedgerRecord[]> {
  const roots = patterns.map((p) => rootOf(p, cwd));
  const candidates = missingFromLedger(index, seenIds, (r) => r.file !== undefined);
  const out: LedgerRecord[] = [];
  for (const r of candidates) {
    const abs = path.resolve(cwd, r.file as string);
    if (!inShard(displayOf(cwd, abs))) continue;
    if (scanned.has(abs)) {
      out.push(r);
      continue;
    }
    const under = roots.some((root) => abs === root || abs.startsWith(root + path.sep));
    if (under && !(await stat(abs).catch(() => null))) out.push(r);
  }
  return out;
}

export function displayOf(cwd: string, abs: string): string {
  const rel = path.relative(cwd, abs);
  return rel === "" || rel.startsWith("..") ? abs : rel.split(path.sep).join("/");
}

export function ledgerGoneReason(r: LedgerRecord): string {
  return `recorded at ledger line ${r.line} (${r.time}) and not found: deleted after signing`;
}
