// What `attribute` and `merge` do once they hold a run's results on a laptop: read and append the
// --history file, finish the run (digest, trend, gate, reports), print, alert, and pick the exit
// code. The action does the same through run/finish.ts with GitHub as the history.
// What only some runs need (the history file, the text report, the comparison's text, the
// webhook) is imported when they need it: every run's start parses what is imported here
// (issue 17, cold start).
import { errorMessage } from "../error-message.js";
import path from "node:path";
import type { CliIO } from "./types.js";
import type { Settings } from "../config.js";
import type { Logger } from "../log.js";
import type { RunResult } from "../results/model.js";
import type { Digest } from "../results/digest-model.js";
import { jsonReportChunks } from "../pipeline/json-report.js";
import { textOf } from "../json/stream-writer.js";
import { finishRun } from "../run/finish.js";
import type { RunScan } from "../run/scan.js";
import { EXIT } from "./exit-codes.js";
import { headCommit } from "./head-commit.js";

export interface LocalRunOptions {
  settings: Settings;
  json: boolean;
  explain?: boolean;
  /** The pass the pipeline made over the result's traces (run/scan.ts), if any. */
  scan?: RunScan;
  /** The trace lines were printed as the pipeline made them; only the totals and the gate are left. */
  linesPrinted?: boolean;
  /** The paths the run read, to read them again whole for the base comparison and the guards. */
  paths?: string[];
}

export async function finishLocalRun(result: RunResult, o: LocalRunOptions, io: CliIO, logger: Logger): Promise<number> {
  const { settings } = o;
  let history: Digest[] = [];
  const historyNotes: string[] = [];
  const historyFile = settings.history ? path.resolve(io.cwd, settings.history) : "";
  if (historyFile) {
    const { readHistoryFile } = await import("../trend/history-file.js");
    let read;
    try {
      read = await readHistoryFile(historyFile);
    } catch (err) {
      // A history file that exists but cannot be read is the user's to fix, not a crash.
      io.stderr(`blamegate: --history ${settings.history}: ${errorMessage(err)}\n`);
      return EXIT.usage;
    }
    history = read.digests;
    historyNotes.push(...read.notes);
    for (const n of read.notes) logger.warning(n);
  }

  // Reports go to `out`: --out, .blamegate.yml's out, or blamegate-out, as --help says.
  const out = path.resolve(io.cwd, settings.out);
  const finished = await finishRun(
    {
      settings: { ...settings, out },
      result,
      ...(o.scan ? { scan: o.scan } : {}),
      digestContext: {
        time: new Date(),
        commit: await headCommit(io.cwd, io.env),
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
      gitEnv: io.env,
      ...(o.paths ? { compare: { prPatterns: o.paths, basePatterns: settings.base, baseSource: `--base ${settings.base.join(", ")}` } } : {}),
    },
    logger,
  );
  // The finished result: with the base comparison, when there was one.
  const { gate, result: done } = finished;
  if (o.json) for (const chunk of textOf(jsonReportChunks(done, gate))) io.stdout(chunk);
  else {
    const { renderTextChunks, textFooter } = await import("../render/text.js");
    if (o.linesPrinted) io.stdout(textFooter(done, gate));
    else for (const chunk of renderTextChunks(done, gate)) io.stdout(chunk);
    if (done.comparison) io.stdout((await import("../compare/text.js")).comparisonText(done.comparison));
    if (o.explain) for (const t of result.traces) if (t.explanation) io.stdout(`\n${t.explanation.join("\n")}\n`);
    io.stdout(`reports written to ${path.relative(io.cwd, out) || "."}\n`);
  }
  if (historyFile) await (await import("../trend/history-file.js")).appendHistoryFile(historyFile, finished.digest);
  // sendRunAlert sends nothing without a webhook-url.
  const alertFailed = settings["webhook-url"] ? await (await import("../run/alert.js")).sendRunAlert(settings, finished, logger) : false;

  // The action's outcome, as an exit code: it fails the job exactly when this is not 0. Input that
  // was not all read is the gate's to judge (if-no-traces, if-unreadable), as in the action.
  if (gate.status === "fail") return EXIT.gateFailed;
  if (alertFailed && settings["fail-on-webhook-error"]) return EXIT.gateFailed;
  return EXIT.ok;
}
