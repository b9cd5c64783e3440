// Counts over per-trace results: the `summary` block of the JSON report. Counted as results are
// made (a tally a file, added up in file order), so a large run's summary needs no pass over
// results read back from disk; `summarize` counts a list already at hand the same way.
import type { ModeId } from "../attribution/model.js";
import type { Summary, TraceResult } from "./model.js";

export interface Tally {
  traces: number;
  failed: number;
  passed: number;
  unknown: number;
  /** Verdict modes of failed traces, in the order first seen (the JSON report keeps that order). */
  modes: Partial<Record<ModeId, number>>;
}

export function emptyTally(): Tally {
  return { traces: 0, failed: 0, passed: 0, unknown: 0, modes: {} };
}

export function countTrace(tally: Tally, t: TraceResult): void {
  tally.traces++;
  if (t.success === false) tally.failed++;
  else if (t.success === true) tally.passed++;
  else tally.unknown++;
  // Failed traces only (docs/inputs.md, output `modes`: "number of failed traces whose verdict names it"): a run of
  // unknown outcome may carry a verdict, but it is not a failure to count.
  const mode = t.success === false ? t.verdict?.mode : undefined;
  if (mode) tally.modes[mode] = (tally.modes[mode] ?? 0) + 1;
}

/** Adds `from` into `into`; adding files' tallies in file order gives the whole run's. */
export function addTally(into: Tally, from: Tally): void {
  into.traces += from.traces;
  into.failed += from.failed;
  into.passed += from.passed;
  into.unknown += from.unknown;
  for (const [mode, n] of Object.entries(from.modes) as [ModeId, number][]) into.modes[mode] = (into.modes[mode] ?? 0) + n;
}

export function summaryOf(tally: Tally, files: number, skipped: number): Summary {
  const known = tally.failed + tally.passed;
  return {
    files,
    traces: tally.traces,
    failed: tally.failed,
    skipped,
    passed: tally.passed,
    unknown: tally.unknown,
    failureRate: known === 0 ? null : tally.failed / known,
    modes: tally.modes,
  };
}

export function summarize(traces: Iterable<TraceResult>, files: number, skipped: number): Summary {
  const tally = emptyTally();
  for (const t of traces) countTrace(tally, t);
  return summaryOf(tally, files, skipped);
}
