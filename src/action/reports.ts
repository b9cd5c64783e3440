// The report made safe before any optional API call: the outputs, then the job summary with the
// agent scoreboard, and the postmortem pages on disk (uploaded later, once the comment can link them).
import * as core from "@actions/core";
import path from "node:path";
import type { Settings } from "../config.js";
import { errorMessage } from "../error-message.js";
import type { FinishedRun } from "../run/finish.js";
import type { ActionContext } from "./context.js";
import { actionLogger as logger } from "./logger.js";
import { setRunOutputs } from "./outputs.js";

export async function writeReports(context: ActionContext, settings: Settings, finished: FinishedRun): Promise<{ uploadPostmortems: (runUrl?: string) => Promise<string | null> }> {
  const cwd = context.workspace;
  setRunOutputs(finished, {
    "results-file": finished.files.results,
    "report-file": finished.files.report,
    "sarif-file": finished.files.sarif,
    "digest-file": finished.files.digest,
  });
  const investigation = await (await import("./investigate.js")).investigateRun(finished.result, path.resolve(cwd, settings.out), cwd, logger, context.artifacts);
  try {
    await core.summary.addRaw(finished.summary + investigation.summary).write();
  } catch (err) {
    logger.warning(`the job summary could not be written (${errorMessage(err)}); the report is at ${finished.files.report}`);
  }
  for (const w of finished.gate.warnings ?? []) logger.warning(w);
  return { uploadPostmortems: investigation.upload };
}
