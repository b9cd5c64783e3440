// Finds and reads the shards' results.json files (as `attribute --out` and the action write
// them; the gate's verdict in them is dropped, the merged run is gated afresh). A folder is
// searched for results.json at any depth, as actions/download-artifact lays shards out.
import { errorMessage } from "../error-message.js";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { glob } from "tinyglobby";
import { RunResultSchema, runResultOf, type RunResult } from "../results/model.js";
import type { Skipped } from "../trace/model.js";

export class MergeInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MergeInputError";
  }
}

export const RESULTS_FILE = "results.json";

/**
 * The results files named by `inputs` (files, or folders searched recursively), sorted,
 * de-duplicated; an input that names no results file is reported, not thrown.
 */
async function locateResultFiles(inputs: readonly string[], cwd: string): Promise<{ files: string[]; missing: Skipped[] }> {
  const found = new Set<string>();
  const missing: Skipped[] = [];
  for (const input of inputs) {
    const abs = path.resolve(cwd, input);
    const info = await stat(abs).catch(() => null);
    if (!info) {
      missing.push({ file: input, reason: "no such file or folder", kind: "missing" });
      continue;
    }
    if (info.isDirectory()) {
      const hits = await glob(`**/${RESULTS_FILE}`, { cwd: abs, absolute: true, onlyFiles: true });
      if (hits.length === 0) missing.push({ file: input, reason: `holds no ${RESULTS_FILE}`, kind: "missing" });
      for (const h of hits) found.add(path.resolve(h));
    } else found.add(abs);
  }
  return { files: [...found].sort(), missing };
}

/**
 * Every shard report under `inputs` that can be read, and what could not be, as skipped items
 * for the merged run: an input naming no report was looked for and not there; a report that is
 * not one could not be read. The merged run's gate judges both (if-no-traces, if-unreadable), in
 * the action's merge mode and `blamegate merge` alike.
 */
export async function loadShardReports(inputs: readonly string[], cwd: string): Promise<{ files: string[]; results: RunResult[]; skipped: Skipped[] }> {
  const { files, missing } = await locateResultFiles(inputs, cwd);
  const results: RunResult[] = [];
  const read: string[] = [];
  const skipped: Skipped[] = [...missing];
  for (const f of files) {
    const display = path.relative(cwd, f) || f;
    try {
      results.push(await loadResults(f, display));
      read.push(f);
    } catch (err) {
      if (!(err instanceof MergeInputError)) throw err;
      skipped.push({ file: display, reason: err.message.startsWith(`${display}: `) ? err.message.slice(display.length + 2) : err.message });
    }
  }
  return { files: read, results, skipped };
}

export async function loadResults(file: string, display = file): Promise<RunResult> {
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new MergeInputError(`${display}: not readable JSON: ${errorMessage(err)}`);
  }
  const parsed = RunResultSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MergeInputError(`${display}: not a blamegate results file (${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"})`);
  }
  return runResultOf(parsed.data);
}
