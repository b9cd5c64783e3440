// `blamegate attribute PATH...`: the action's job on a laptop — the same pipeline, gate, reports,
// history and alerts, without the GitHub API. Prints verdicts; the gate sets the exit code.
import { execFileSync } from "node:child_process";
import path from "node:path";
import type { CliIO } from "./types.js";
import { helpText, parseCommandLine, type ExtraFlag } from "./flags.js";
import { SettingsError } from "../config.js";
import { analyzePaths } from "../analysis.js";
import { renderText } from "../report/text.js";
import { jsonReportChunks } from "../pipeline/json-report.js";
import { finishRun } from "../run/finish.js";
import { judgeConfig, judgeFailedTraces } from "../run/judge.js";
import { appendHistoryFile, readHistoryFile } from "../trend/history-file.js";
import { runAlert } from "../webhook/send-alert.js";
import { cliLogger } from "./logger.js";
import { EXIT } from "./exit-codes.js";
import type { Digest } from "../report/digest-model.js";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";

const EXTRAS: ExtraFlag[] = [
  { name: "json", type: "boolean", description: "Print one JSON object instead of text" },
  { name: "explain", type: "boolean", description: "Print the fusion arithmetic behind each verdict" },
  { name: "help", type: "boolean", description: "Show this help" },
];

/** The commit being analysed, when the working folder is a git checkout; "" otherwise. */
function headCommit(cwd: string, env: CliIO["env"]): string {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

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

  let history: Digest[] = [];
  const historyNotes: string[] = [];
  const historyFile = settings.history ? path.resolve(io.cwd, settings.history) : "";
  if (historyFile) {
    const read = await readHistoryFile(historyFile);
    history = read.digests;
    historyNotes.push(...read.notes);
    for (const n of read.notes) logger.warning(n);
  }

  let result = await analyzePaths(settings, cmd.paths, io.cwd, logger, [], { explain: Boolean(cmd.extras.explain) });
  const judge = judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"] }, io.env);
  if (judge) result = await judgeFailedTraces(result, judge, settings.format, logger);
  // Reports always go somewhere: --out when given, else a temporary folder nobody has to clean.
  const out = cmd.given.has("out") ? settings.out : mkdtempSync(path.join(tmpdir(), "blamegate-"));
  const finished = await finishRun(
    {
      settings: { ...settings, out },
      result,
      digestContext: {
        time: new Date(),
        commit: headCommit(io.cwd, io.env),
        ref: io.env.GITHUB_REF ?? "",
        workflow: "cli",
        repository: io.env.GITHUB_REPOSITORY ?? path.basename(io.cwd),
        category: settings.category,
      },
      history,
      historyNotes,
      isPullRequest: false,
      repoRoot: io.cwd,
      cwd: io.cwd,
    },
    logger,
  );
  const { gate } = finished;
  if (json) for (const chunk of jsonReportChunks(result, gate)) io.stdout(chunk);
  else {
    io.stdout(renderText(result, gate));
    if (cmd.extras.explain)
      for (const t of result.traces) if (t.explanation) io.stdout(`\n${t.explanation.join("\n")}\n`);
    if (cmd.given.has("out")) io.stdout(`reports written to ${path.relative(io.cwd, path.resolve(io.cwd, out)) || "."}\n`);
  }
  if (historyFile) await appendHistoryFile(historyFile, finished.digest);

  let alertFailed = false;
  if (settings["webhook-url"]) {
    const outcome = await runAlert(
      {
        url: settings["webhook-url"],
        ...(settings["webhook-secret"] ? { secret: settings["webhook-secret"] } : {}),
        alertOn: settings["alert-on"],
        digest: finished.digest,
        previous: finished.trend.previous,
        trend: finished.trend.trend.overall,
        comparison: finished.trend.comparison,
      },
      { logger },
    );
    if (!outcome.decision.send) logger.info(`no alert sent: ${outcome.decision.reason}`);
    else if (outcome.delivery?.delivered) logger.info(`alert delivered (${outcome.alert?.type})`);
    else alertFailed = true;
  }

  if (result.summary.traces === 0 && result.summary.skipped > 0) return EXIT.usage;
  if (gate.status === "fail") return EXIT.gateFailed;
  if (alertFailed && settings["fail-on-webhook-error"]) return EXIT.gateFailed;
  return result.summary.skipped > 0 ? EXIT.skippedInput : EXIT.ok;
}
