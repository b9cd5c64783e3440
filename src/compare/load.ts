// Reads a run's traces whole, for comparison: the base run's (given with --base, or downloaded
// by the action) and the PR run's failed tasks. A file that cannot be read becomes a skipped
// item with its reason; the others still compare.
import path from "node:path";
import { collectFiles } from "../collect/files.js";
import { readAll } from "../trace/read.js";
import type { Format, Skipped, Trace } from "../trace/model.js";

export interface LoadedRun {
  traces: Trace[];
  skipped: Skipped[];
  files: number;
}

export async function loadRun(patterns: string[], cwd: string, format: Format | "auto" = "auto"): Promise<LoadedRun> {
  const { files, missing } = await collectFiles(patterns, cwd);
  const traces: Trace[] = [];
  const skipped: Skipped[] = missing.map((m) => ({ file: m.file, reason: m.reason }));
  for (const file of files) {
    for (const item of await readAll(path.resolve(cwd, file), { format, display: file })) {
      if ("trace" in item) traces.push(item.trace);
      else skipped.push(item.skipped);
    }
  }
  return { traces, skipped, files: files.length };
}
