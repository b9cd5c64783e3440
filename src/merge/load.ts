// Finds and reads the shards' results.json files (as `attribute --out` and the action write
// them; the gate's verdict in them is dropped, the merged run is gated afresh). A folder is
// searched for results.json at any depth, as actions/download-artifact lays shards out.
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { glob } from "tinyglobby";
import { RunResultSchema, type RunResult } from "../report/model.js";

export class MergeInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "MergeInputError";
  }
}

export const RESULTS_FILE = "results.json";

/** The results files named by `inputs` (files, or folders searched recursively), sorted, de-duplicated. */
export async function findResultFiles(inputs: readonly string[], cwd: string): Promise<string[]> {
  const found = new Set<string>();
  for (const input of inputs) {
    const abs = path.resolve(cwd, input);
    const info = await stat(abs).catch(() => null);
    if (!info) throw new MergeInputError(`${input}: no such file or folder`);
    if (info.isDirectory()) {
      const hits = await glob(`**/${RESULTS_FILE}`, { cwd: abs, absolute: true, onlyFiles: true });
      if (hits.length === 0) throw new MergeInputError(`${input}: holds no ${RESULTS_FILE}`);
      for (const h of hits) found.add(path.resolve(h));
    } else found.add(abs);
  }
  return [...found].sort();
}

export async function loadResults(file: string, display = file): Promise<RunResult> {
  let doc: unknown;
  try {
    doc = JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    throw new MergeInputError(`${display}: not readable JSON: ${err instanceof Error ? err.message : String(err)}`);
  }
  const parsed = RunResultSchema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new MergeInputError(`${display}: not a blamegate results file (${issue ? `${issue.path.join(".")}: ${issue.message}` : "invalid"})`);
  }
  return parsed.data;
}

/** Every shard's results under `inputs`, each with the path it came from. */
export async function loadShards(inputs: readonly string[], cwd: string): Promise<{ files: string[]; results: RunResult[] }> {
  const files = await findResultFiles(inputs, cwd);
  const results: RunResult[] = [];
  for (const f of files) results.push(await loadResults(f, path.relative(cwd, f) || f));
  return { files, results };
}
