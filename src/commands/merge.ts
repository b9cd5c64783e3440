// `blamegate merge DIR_OR_RESULTS_JSON...`: the reports of a matrix's shards (each job's
// `attribute --out` folder, or its results.json) combined into one run, then finished exactly
// as `attribute` finishes a run over all the files at once (local-run.ts): one digest, one
// gate, one report, one SARIF file, history and alerts included.
import type { CliIO } from "./types.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { loadShardReports } from "../merge/load.js";
import { mergeWithReport } from "../merge/merge.js";
import { cliLogger } from "./logger.js";
import { finishLocalRun } from "./local-run.js";
import { quoteInput } from "../gate/inputs.js";

const FLAGS = [{ name: "json", type: "boolean", description: "Print one JSON object instead of text" }] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "merge",
  synopsis: "DIR_OR_RESULTS_JSON... [options]",
  flags: FLAGS,
  settings: "merge",
  positionals: { required: "name the shards' output folders or results.json files" },
  run: merge,
});
export const run = verb.main;

async function merge(cmd: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const { settings } = cmd;
  const json = Boolean(cmd.values.json);
  const logger = cliLogger(io, json);

  // Inputs that are not shard reports, and shards that never reported, are the merged run's
  // skipped input: its gate judges them, as the action's merge mode does.
  const loaded = await loadShardReports(cmd.positionals, io.cwd);
  logger.info(`merging ${loaded.files.length} shard report${loaded.files.length === 1 ? "" : "s"}`);
  const merged = mergeWithReport(loaded.results);
  const { duplicateFiles } = merged;
  const skipped = [...loaded.skipped, ...merged.result.skipped];
  for (const s of skipped) logger.warning(`${quoteInput(s.file)}: ${quoteInput(s.reason, 400)}`);
  const result = { ...merged.result, skipped, summary: { ...merged.result.summary, skipped: skipped.length }, lookedFor: merged.result.lookedFor ?? cmd.positionals };
  for (const f of duplicateFiles) logger.warning(`${quoteInput(f)} was reported by more than one shard; kept the first shard's results`);
  return finishLocalRun(result, { settings, json }, io, logger);
}
