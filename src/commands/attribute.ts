// `blamegate attribute PATH...`: the action's job on a laptop — the same pipeline, gate, reports,
// history and alerts, without the GitHub API. Prints verdicts; the gate sets the exit code.
import type { CliIO } from "./types.js";
import { helpText, parseCommandLine, type ExtraFlag } from "./flags.js";
import { SettingsError } from "../config.js";
import { analyzePaths } from "../analysis.js";
import { judgeConfig, judgeFailedTraces } from "../run/judge.js";
import { cliLogger } from "./logger.js";
import { finishLocalRun } from "./local-run.js";
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
  const { settings } = cmd;
  const json = Boolean(cmd.extras.json);
  const logger = cliLogger(io, json);

  let result = await analyzePaths(settings, cmd.paths, io.cwd, logger, [], { explain: Boolean(cmd.extras.explain) });
  const judge = judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"] }, io.env);
  if (judge) result = await judgeFailedTraces(result, judge, settings.format, io.cwd, logger);
  return finishLocalRun(result, { settings, outGiven: cmd.given.has("out"), json, explain: Boolean(cmd.extras.explain) }, io, logger);
}
