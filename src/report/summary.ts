// Counts over per-trace results: the `summary` block of the JSON report.
import type { ModeId } from "../attribution/model.js";
import type { Summary, TraceResult } from "./model.js";

export function summarize(traces: readonly TraceResult[], files: number, skipped: number): Summary {
  let failed = 0;
  let passed = 0;
  let unknown = 0;
  const modes: Partial<Record<ModeId, number>> = {};
  for (const t of traces) {
    if (t.success === false) failed++;
    else if (t.success === true) passed++;
    else unknown++;
    const mode = t.verdict?.mode;
    if (mode) modes[mode] = (modes[mode] ?? 0) + 1;
  }
  const known = failed + passed;
  return {
    files,
    traces: traces.length,
    failed,
    skipped,
    passed,
    unknown,
    failureRate: known === 0 ? null : failed / known,
    modes,
  };
}
