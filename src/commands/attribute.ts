// `blamegate attribute PATH...`: the action's job on a laptop. Prints verdicts; the gate sets the exit code.
import path from "node:path";
import type { CliIO } from "./types.js";
import { helpText, parseCommandLine, type ExtraFlag } from "./flags.js";
import { SettingsError } from "../config.js";
import { analyzePaths, decide } from "../analysis.js";
import { renderText } from "../report/text.js";
import { writeReports } from "../report/write.js";
import { jsonReportChunks } from "../pipeline/json-report.js";
import { cliLogger } from "./logger.js";
import { EXIT } from "./exit-codes.js";

const EXTRAS: ExtraFlag[] = [
  { name: "json", type: "boolean", description: "Print one JSON object instead of text" },
  { name: "explain", type: "boolean", description: "Print the fusion arithmetic behind each verdict" },
  { name: "help", type: "boolean", description: "Show this help" },
];

export async function run(args: string[], io: CliIO): Promise<number> {
  let cmd;
  try {
    cmd = await parseCommandLine(args, io.cwd, io.env, EXTRAS);
  } catch (err) {
    if (err instanceof SettingsError) {
      io.stderr(`blamegate attribute: ${err.message}\n`);
      return EXIT.usage;
    }
    throw err;
  }
  if (cmd.extras.help) {
    io.stdout(helpText("attribute", "PATH... [options]", EXTRAS));
    return EXIT.ok;
  }
  if (cmd.paths.length === 0) {
    io.stderr("blamegate attribute: name at least one trace file, folder or glob\n");
    return EXIT.usage;
  }
  const logger = cliLogger(io, Boolean(cmd.extras.json));
  const result = await analyzePaths(cmd.settings, cmd.paths, io.cwd, logger);
  const gate = decide(cmd.settings, result);
  if (cmd.extras.json) for (const chunk of jsonReportChunks(result, gate)) io.stdout(chunk);
  else io.stdout(renderText(result, gate));
  if (cmd.given.has("out")) await writeReports(path.resolve(io.cwd, cmd.settings.out), result, gate);
  if (result.summary.traces === 0 && result.summary.skipped > 0) return EXIT.usage;
  if (gate.status === "fail") return EXIT.gateFailed;
  return result.summary.skipped > 0 ? EXIT.skippedInput : EXIT.ok;
}
