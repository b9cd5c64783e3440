// Reads a run's traces whole, for comparison: the base run's (given with --base, or downloaded
// by the action) and this run's. A file that cannot be read becomes a skipped item with its
// reason; the others still compare.
import { tracesIn } from "../collect/read-traces.js";
import type { Format, Skipped, Trace } from "../trace/model.js";

export interface LoadedRun {
  traces: Trace[];
  skipped: Skipped[];
}

export async function loadRun(patterns: string[], cwd: string, format: Format | "auto" = "auto"): Promise<LoadedRun> {
  const skipped: Skipped[] = [];
  const traces: Trace[] = [];
  for await (const t of tracesIn(patterns, cwd, skipped, format)) traces.push(t);
  return { traces, skipped };
}
