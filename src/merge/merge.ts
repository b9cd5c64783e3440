// Combines the results of matrix shards into the result one unsharded run would have given.
// Shards split the *files* (collect/shard.ts), so each file's traces and skipped lines sit in
// exactly one shard: concatenating by file, in the order the collector sorts files, rebuilds
// the unsharded order. What every shard reports alike (a pattern that matched nothing, seen by
// each job) is reported once. The summary is recomputed from the merged traces, never added up.
import { type RunResult, type TraceResult, traceList } from "../results/model.js";
import type { Skipped } from "../trace/model.js";
import { summarize } from "../results/summary.js";

export interface MergeReport {
  result: RunResult;
  /** Files whose results came from more than one shard; the first shard's were kept. */
  duplicateFiles: string[];
}

/**
 * What the shards' own specs (i/n, recorded in each results.json) say is missing. A shard whose
 * job failed before writing its report, or whose artifact was not downloaded, leaves no trace of
 * itself but this: its traces were never read, and the merged run must not pass as whole.
 */
export function missingShards(results: readonly RunResult[]): Skipped[] {
  const specs = results.map((r) => r.shard).filter((s): s is NonNullable<RunResult["shard"]> => s !== undefined);
  if (specs.length === 0) return [];
  const counts = [...new Set(specs.map((s) => s.count))].sort((a, b) => a - b);
  if (counts.length > 1) return [{ file: "shards", reason: `the shard reports disagree on the number of shards (${counts.join(", ")}): they are not one matrix's` }];
  const count = counts[0]!;
  const present = new Set(specs.map((s) => s.index));
  const out: Skipped[] = [];
  for (let i = 1; i <= count; i++) if (!present.has(i)) out.push({ file: `shard ${i}/${count}`, reason: "no report from this shard (its job failed or its report was not downloaded): its traces were not read" });
  return out;
}

const skipKey = (s: Skipped) => `${s.file}\u0000${s.line ?? ""}\u0000${s.reason}`;

/** Files sort as collect/files.ts sorts them (code-unit order), so merged order = unsharded order. */
function byFile<T extends { file: string }>(items: T[]): T[] {
  // Array.prototype.sort is stable: within a file, the shard's own order stays.
  return items.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

export function mergeWithReport(results: readonly RunResult[]): MergeReport {
  const owner = new Map<string, number>(); // file → shard that reported it first
  const duplicates = new Set<string>();
  const claim = (file: string, shard: number): boolean => {
    const first = owner.get(file);
    if (first === undefined) {
      owner.set(file, shard);
      return true;
    }
    if (first !== shard) duplicates.add(file);
    return first === shard;
  };

  // Skipped items every shard reports are about the inputs, not about one shard's files.
  const seenIn = new Map<string, Set<number>>();
  results.forEach((r, shard) => {
    for (const s of r.skipped) {
      const k = skipKey(s);
      if (!seenIn.has(k)) seenIn.set(k, new Set());
      seenIn.get(k)!.add(shard);
    }
  });
  const common = (s: Skipped) => results.length > 1 && seenIn.get(skipKey(s))!.size === results.length;

  const traces: TraceResult[] = [];
  const fileSkips: Skipped[] = [];
  const inputSkips: Skipped[] = [];
  const inputSeen = new Set<string>();
  results.forEach((r, shard) => {
    for (const t of r.traces) if (claim(t.file, shard)) traces.push(t);
    for (const s of r.skipped) {
      if (common(s)) {
        const k = skipKey(s);
        if (!inputSeen.has(k)) {
          inputSeen.add(k);
          inputSkips.push(s);
        }
      } else if (claim(s.file, shard)) fileSkips.push(s);
    }
  });

  byFile(traces);
  byFile(fileSkips);
  const skipped = [...missingShards(results), ...inputSkips, ...fileSkips];
  // Each shard counted its own files; a file reported by two shards counts once.
  const files = results.reduce((n, r) => n + r.summary.files, 0) - duplicates.size;
  // What the shards looked for is what the merged run looked for.
  const lookedFor = [...new Set(results.flatMap((r) => r.lookedFor ?? []))];
  return {
    result: { summary: summarize(traces, files, skipped.length), traces: traceList(traces), skipped, ...(lookedFor.length ? { lookedFor } : {}) },
    duplicateFiles: [...duplicates].sort(),
  };
}

/** The action's merge mode and `blamegate merge`: shards' results in, one run's result out. */
export function mergeResults(results: readonly RunResult[]): RunResult {
  return mergeWithReport(results).result;
}
