// `blamegate attribute PATH...`: the action's job on a laptop — the same pipeline, gate, reports,
// history and alerts, without the GitHub API. Prints verdicts; the gate sets the exit code.
import type { CliIO } from "./types.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { analyzePaths } from "../run/read-and-gate.js";
import { judgeForSettings } from "../run/judge-config.js";
import { cliLogger } from "./logger.js";
import { finishLocalRun } from "./finish-local.js";
import { RunScan } from "../run/scan.js";

const FLAGS = [
  { name: "json", type: "boolean", description: "Print one JSON object instead of text" },
  { name: "explain", type: "boolean", description: "Print the fusion arithmetic behind each verdict" },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "attribute",
  synopsis: "PATH... [options]",
  flags: FLAGS,
  settings: "attribute",
  positionals: { required: "name at least one trace file, folder or glob" },
  run: attribute,
});
export const run = verb.main;

async function attribute(cmd: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const { settings } = cmd;
  const json = Boolean(cmd.values.json);
  const logger = cliLogger(io, json);

  const judge = judgeForSettings(settings, io.env);
  // Counted as the pipeline makes the results; a judged result is counted again by finishRun.
  const scan = new RunScan(settings);
  // A line a trace is printed as the run goes, unless a judge may still change the verdicts.
  // (render/text.ts is imported only then: a --json run does not load it.)
  const lines = !json && !judge ? new (await import("../render/text.js")).TextLines(io.stdout) : null;
  let result = await analyzePaths(settings, cmd.positionals, io.cwd, logger, [], { explain: Boolean(cmd.values.explain), scan, gitEnv: io.env, ...(lines ? { onTrace: lines.add } : {}) });
  lines?.flush();
  // The judge's client and second pass are loaded only when a judge is configured.
  if (judge) result = await (await import("../run/judge.js")).judgeFailedTraces(result, judge, settings.format, io.cwd, logger);
  return finishLocalRun(result, { settings, json, explain: Boolean(cmd.values.explain), scan, linesPrinted: Boolean(lines), paths: cmd.positionals }, io, logger);
}
