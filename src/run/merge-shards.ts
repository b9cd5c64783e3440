// Matrix shards' reports combined into one run's result, before it is finished like any other:
// `blamegate merge` and the action's merge mode. Inputs that are not shard reports, and shards
// that never reported, are the merged run's skipped input: its gate judges them (if-unreadable).
import type { Logger } from "../log.js";
import { quoteInput } from "../gate/inputs.js";
import { loadShardReports } from "../merge/load.js";
import { mergeWithReport } from "../merge/merge.js";
import type { RunResult } from "../results/model.js";
import type { Skipped } from "../trace/model.js";

export interface MergeShardsOptions {
  /** Inputs already known to be unread (the action's refused artifacts): listed first, not logged again. */
  skipped?: Skipped[];
  /** What the run looked for, when the shards' reports do not say (reports older than `lookedFor`). */
  lookedFor: string[];
}

export async function mergeShardReports(inputs: readonly string[], cwd: string, logger: Logger, o: MergeShardsOptions): Promise<RunResult> {
  const loaded = await loadShardReports(inputs, cwd);
  logger.info(`merging ${loaded.files.length} shard report${loaded.files.length === 1 ? "" : "s"}`);
  const merged = mergeWithReport(loaded.results);
  const unread = [...loaded.skipped, ...merged.result.skipped];
  for (const s of unread) logger.warning(`${quoteInput(s.file)}: ${quoteInput(s.reason, 400)}`);
  const skipped = [...(o.skipped ?? []), ...unread];
  for (const f of merged.duplicateFiles) logger.warning(`${quoteInput(f)} was reported by more than one shard; kept the first shard's results`);
  return { ...merged.result, skipped, summary: { ...merged.result.summary, skipped: skipped.length }, lookedFor: merged.result.lookedFor ?? o.lookedFor };
}
