// Verification policy for `blamegate verify`: every trace under the paths checked (in place or
// from its sidecar), the ledger's coverage (a recorded trace that is gone, a broken ledger, one
// that does not extend its anchor) and the ranking of all that into one exit code.
import path from "node:path";
import { collectFiles } from "../collect/files.js";
import type { Format, Skipped, Trace } from "../trace/model.js";
import { readTraces } from "../trace/read.js";
import { verifyFileTraces } from "./io.js";
import { checkAnchor, formatHead, ledgerHead, type LedgerHead, type LedgerIndex } from "./ledger.js";
import { missingTraces } from "./missing.js";
import { VERDICTS, type Verdict, type Verification } from "./model.js";

/** approximately's codes (0 intact, 1 tampered, 2 unsigned, 3 keyed without key), plus 4. */
export const VERIFY_EXIT = {
  intact: 0,
  /** Any trace tampered, rolled back, signed with another key, or with an unreadable block; a broken
   * ledger line; a trace the ledger knows that is gone. Outranks every other code. */
  broken: 1,
  /** Nothing broken, some trace unsigned (and none keyed-without-key). */
  unsigned: 2,
  /** Nothing broken, some trace keyed but not authenticated whole: no key given, or (with a key) approximately's chain alone. */
  keyedNoKey: 3,
  /** Bad usage, an unreadable key file or ledger, no traces found, or files that could not be read. */
  input: 4,
} as const;

export interface TraceVerdict {
  id: string;
  file: string;
  line?: number;
  verdict: Verdict;
  step: number | null;
  algorithm: string | null;
  reason?: string;
}

export interface VerifyReport {
  summary: Record<Verdict, number> & {
    files: number;
    traces: number;
    skipped: number;
    missing: number;
    ledger: {
      file: string;
      records: number;
      broken: { line: number; reason: string } | null;
      /** `LINES:SHA256` of the ledger's last good line: anchor it for the next verify. */
      head: string;
      /** Set when --ledger-anchor was given: null when the ledger extends it, else why not. */
      anchor?: { expected: string; problem: string | null };
    } | null;
    exitCode: number;
  };
  traces: TraceVerdict[];
  skipped: Skipped[];
  /** Traces the ledger recorded under the given paths that were not found. */
  missing: { id: string; file?: string; ledgerLine: number; root: string }[];
}

export interface VerifyInput {
  paths: string[];
  cwd: string;
  keys: Uint8Array[];
  ledger?: { file: string; index: LedgerIndex; anchor?: LedgerHead };
  format?: Format | "auto";
}

/** Verifies every trace under `paths`. The edge (reads files); the verdicts come from verifyTrace. */
export async function verifyPaths(input: VerifyInput): Promise<VerifyReport> {
  const { files, missing: notFound } = await collectFiles(input.paths, input.cwd);
  const traces: TraceVerdict[] = [];
  const skipped: Skipped[] = notFound.map((m) => ({ file: m.file, reason: m.reason }));
  const seen = new Set<string>();
  const ledgerIndex = input.ledger?.index;
  const opts = { keys: input.keys, ...(ledgerIndex && !ledgerIndex.broken ? { ledger: ledgerIndex } : {}) };

  for (const file of files) {
    const abs = path.resolve(input.cwd, file);
    const fileTraces: Trace[] = [];
    for await (const item of readTraces(abs, { display: file, format: input.format ?? "auto" })) {
      if ("skipped" in item) skipped.push(item.skipped);
      else fileTraces.push(item.trace);
    }
    const checked = await verifyFileTraces(abs, fileTraces, opts);
    if (checked.sidecarError) skipped.push({ file: `${file}.integrity`, reason: checked.sidecarError });
    fileTraces.forEach((trace, i) => {
      const v = checked.results[i] as Verification;
      seen.add(trace.id);
      traces.push({
        id: trace.id,
        file,
        ...(trace.origin.line !== undefined ? { line: trace.origin.line } : {}),
        verdict: v.verdict,
        step: v.step,
        algorithm: v.algorithm,
        ...(v.reason ? { reason: v.reason } : {}),
      });
    });
    // A trace deleted from a file signed by sidecar: its entry has nothing left to match.
    for (const g of checked.gone) {
      traces.push({ id: g.id, file, verdict: "tampered", step: null, algorithm: g.algorithm, reason: `signed trace at position ${g.position} is gone from the file` });
    }
  }

  let missing: VerifyReport["missing"] = [];
  if (ledgerIndex && !ledgerIndex.broken) {
    // The same rule as the pipeline's (integrity/missing.ts): what the run read, or a file gone from under its paths.
    const scanned = new Set(files.map((f) => path.resolve(input.cwd, f)));
    const records = await missingTraces(ledgerIndex, seen, input.paths, input.cwd, scanned);
    missing = records.map((r) => ({ id: r.id, ...(r.file ? { file: r.file } : {}), ledgerLine: r.line, root: r.root }));
  }

  const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
  for (const t of traces) counts[t.verdict]++;
  const ledgerBroken = ledgerIndex?.broken ?? null;
  const anchor = input.ledger?.anchor;
  const anchorProblem = anchor && ledgerIndex ? checkAnchor(ledgerIndex, anchor) : null;
  const exitCode =
    counts.tampered + counts["rolled-back"] + counts["wrong-key"] + counts.invalid + missing.length > 0 || ledgerBroken || anchorProblem
      ? VERIFY_EXIT.broken
      : skipped.length > 0 || traces.length === 0
        ? VERIFY_EXIT.input
        : counts.keyed > 0
          ? VERIFY_EXIT.keyedNoKey
          : counts.unsigned > 0
            ? VERIFY_EXIT.unsigned
            : VERIFY_EXIT.intact;
  return {
    summary: {
      files: files.length,
      traces: traces.length,
      ...counts,
      skipped: skipped.length,
      missing: missing.length,
      ledger: input.ledger
        ? {
            file: input.ledger.file,
            records: input.ledger.index.records.length,
            broken: ledgerBroken,
            head: formatHead(ledgerHead(input.ledger.index)),
            ...(anchor ? { anchor: { expected: formatHead(anchor), problem: anchorProblem } } : {}),
          }
        : null,
      exitCode,
    },
    traces,
    skipped,
    missing,
  };
}
