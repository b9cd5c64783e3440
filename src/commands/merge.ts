// `blamegate merge DIR_OR_RESULTS_JSON...`: the reports of a matrix's shards (each job's
// `attribute --out` folder, or its results.json) combined into one run, then finished exactly
// as `attribute` finishes a run over all the files at once (local-run.ts): one digest, one
// gate, one report, one SARIF file, history and alerts included.
import type { CliIO } from "./types.js";
import { helpText, parseCommandLine, type ExtraFlag } from "./flags.js";
import { SettingsError } from "../config.js";
import { loadShards, MergeInputError } from "../merge/load.js";
import { mergeWithReport } from "../merge/merge.js";
import { cliLogger } from "./logger.js";
import { finishLocalRun } from "./local-run.js";
import { EXIT } from "./exit-codes.js";

const EXTRAS: ExtraFlag[] = [
  { name: "json", type: "boolean", description: "Print one JSON object instead of text" },
  { name: "help", type: "boolean", description: "Show this help" },
];

export async function run(args: string[], io: CliIO): Promise<number> {
  let cmd;
  try {
    cmd = await parseCommandLine(args, io.cwd, io.env, EXTRAS);
  } catch (err) {
    if (err instanceof SettingsError) {
      io.stderr(`blamegate merge: ${err.message}\n`);
      return EXIT.usage;
    }
    throw err;
  }
  if (cmd.extras.help) {
    io.stdout(helpText("merge", "DIR_OR_RESULTS_JSON... [options]", EXTRAS));
    return EXIT.ok;
  }
  if (cmd.paths.length === 0) {
    io.stderr("blamegate merge: name the shards' output folders or results.json files\n");
    return EXIT.usage;
  }
  const { settings } = cmd;
  const json = Boolean(cmd.extras.json);
  const logger = cliLogger(io, json);

  let shards;
  try {
    const loaded = await loadShards(cmd.paths, io.cwd);
    shards = loaded.results;
    logger.info(`merging ${loaded.files.length} shard report${loaded.files.length === 1 ? "" : "s"}`);
  } catch (err) {
    if (err instanceof MergeInputError) {
      io.stderr(`blamegate merge: ${err.message}\n`);
      return EXIT.usage;
    }
    throw err;
  }
  const { result, duplicateFiles } = mergeWithReport(shards);
  for (const f of duplicateFiles) logger.warning(`${f} was reported by more than one shard; kept the first shard's results`);
  return finishLocalRun(result, { settings, outGiven: cmd.given.has("out"), json }, io, logger);
}
