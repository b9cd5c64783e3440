// `blamegate merge DIR_OR_FILES...`: the reports of a matrix's shards (each job's
// `attribute --out` folder, or its results.json) combined into one run, then gated and
// reported exactly as `attribute` would have done over all the files at once.
import path from "node:path";
import type { CliIO } from "./types.js";
import { helpText, parseCommandLine, type ExtraFlag } from "./flags.js";
import { SettingsError } from "../config.js";
import { decide } from "../analysis.js";
import { renderText } from "../report/text.js";
import { writeReports } from "../report/write.js";
import { jsonReportChunks } from "../pipeline/json-report.js";
import { findResultFiles, loadResults, MergeInputError } from "../merge/load.js";
import { mergeWithReport } from "../merge/merge.js";
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
  let shards;
  try {
    const files = await findResultFiles(cmd.paths, io.cwd);
    shards = [];
    for (const f of files) shards.push(await loadResults(f, path.relative(io.cwd, f) || f));
    if (!cmd.extras.json) io.stderr(`merging ${files.length} shard report${files.length === 1 ? "" : "s"}\n`);
  } catch (err) {
    if (err instanceof MergeInputError) {
      io.stderr(`blamegate merge: ${err.message}\n`);
      return EXIT.usage;
    }
    throw err;
  }
  const { result, duplicateFiles } = mergeWithReport(shards);
  for (const f of duplicateFiles) io.stderr(`warning: ${f} was reported by more than one shard; kept the first shard's results\n`);
  const gate = decide(cmd.settings, result);
  if (cmd.extras.json) for (const chunk of jsonReportChunks(result, gate)) io.stdout(chunk);
  else io.stdout(renderText(result, gate));
  if (cmd.given.has("out")) await writeReports(path.resolve(io.cwd, cmd.settings.out), result, gate);
  if (result.summary.traces === 0 && result.summary.skipped > 0) return EXIT.usage;
  if (gate.status === "fail") return EXIT.gateFailed;
  return result.summary.skipped > 0 ? EXIT.skippedInput : EXIT.ok;
}
