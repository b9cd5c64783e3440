// The action's job, step by step: context → settings → read the run → finish → reports → surfaces →
// outputs. The report reaches the files, the job summary and the outputs before any optional API
// call, and each API call may fail on its own without losing the others.
import * as core from "@actions/core";
import { resolveSettings, SettingsError, type Settings } from "../config.js";
import { errorMessage } from "../error-message.js";
import { RunScan } from "../run/scan.js";
import { readRun } from "./read-run.js";
import { connect } from "./connect.js";
import { ActionContextError, gitHubContextOf, readActionContext, runUrlOf, type ActionContext, type ActionEnv } from "./context.js";
import { finishAction } from "./finish-on-github.js";
import { actionLogger as logger } from "./logger.js";
import { writeReports } from "./reports.js";

/** The context and settings, or null when either is wrong: then the job has failed, saying why. */
async function contextAndSettings(env: ActionEnv, cwd: string): Promise<{ context: ActionContext; settings: Settings } | null> {
  try {
    const context = await readActionContext(env, core, logger, cwd);
    return { context, settings: resolveSettings(context.inputs) };
  } catch (err) {
    if (!(err instanceof ActionContextError) && !(err instanceof SettingsError)) throw err;
    core.setFailed(errorMessage(err));
    return null;
  }
}

/** `env` and `cwd` are the process's: src/action.ts hands them over, and nothing past this reads them. */
export async function runAction(env: ActionEnv, cwd: string): Promise<void> {
  // 1. context and settings: the runner's environment, the event and the inputs, read once.
  const start = await contextAndSettings(env, cwd);
  if (!start) return;
  const { context, settings } = start;
  const { octokit, ctx } = await connect(context, settings, gitHubContextOf(context));

  if (settings.mode === "scan") {
    // Loaded for this mode only: the parsers' WebAssembly is megabytes a trace run never needs.
    const { runScanMode } = await import("./scan-mode.js");
    await runScanMode(context, settings, ctx, octokit);
    return;
  }

  // 2. read the run: this run's traces (or shards' reports) into results, counted as the pipeline makes
  // them; a merged or judged result is counted by finishRun.
  const scan = new RunScan(settings);
  const analysed = await readRun(context, settings, ctx, octokit, scan);
  // 3. finish: history and base from GitHub, digest, trend, gate, reports on disk.
  const runUrl = runUrlOf(context, ctx);
  const finished = await finishAction({ context, settings, ctx, octokit, analysed, scan, runUrl });
  // 4. reports: outputs and job summary, safe whatever the API calls below do.
  const reports = await writeReports(context, settings, finished);
  // 5. surfaces: the postmortem pages first (the comment links them), then GitHub, digest, alert.
  const postmortemUrl = await reports.uploadPostmortems(runUrl);
  const { publish } = await import("./publish.js");
  const published = await publish({ context, settings, finished, ctx, octokit, ...(runUrl ? { runUrl } : {}), ...(postmortemUrl ? { postmortemUrl } : {}) });
  // 6. outcome: the gate's reasons and the surfaces' failures fail the job.
  const reasons = [...finished.gate.reasons, ...published.failures];
  if (reasons.length > 0) core.setFailed(`blamegate gate failed:\n${reasons.map((r) => `- ${r}`).join("\n")}`);
}
