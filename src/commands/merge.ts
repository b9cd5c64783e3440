// `blamegate merge DIR_OR_RESULTS_JSON...`: the reports of a matrix's shards (each job's
// `attribute --out` folder, or its results.json) combined into one run, then finished exactly
// as `attribute` finishes a run over all the files at once (local-run.ts): one digest, one
// gate, one report, one SARIF file, history and alerts included.
import type { CliIO } from "./types.js";
import { parseVerb, type ExtraFlag } from "./flags.js";
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
  const cmd = await parseVerb("merge", "DIR_OR_RESULTS_JSON... [options]", args, io, EXTRAS, "name the shards' output folders or results.json files");
  if (typeof cmd === "number") return cmd;
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
