// `blamegate merge DIR_OR_RESULTS_JSON...`: the reports of a matrix's shards (each job's
// `attribute --out` folder, or its results.json) combined into one run, then finished exactly
// as `attribute` finishes a run over all the files at once (finish-local.ts): one digest, one
// gate, one report, one SARIF file, history and alerts included.
import type { CliIO } from "./types.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { mergeShardReports } from "../run/merge-shards.js";
import { cliLogger } from "./logger.js";
import { finishLocalRun } from "./finish-local.js";

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

  const result = await mergeShardReports(cmd.positionals, io.cwd, logger, { lookedFor: cmd.positionals });
  return finishLocalRun(result, { settings, json }, io, logger);
}
