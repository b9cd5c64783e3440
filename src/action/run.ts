// The action's job: inputs → analysis → reports on disk → GitHub surfaces → outputs → gate.
// Each GitHub call is allowed to fail on its own; the report always reaches the files, the job
// summary and the outputs first.
import path from "node:path";
import * as core from "@actions/core";
import { resolveSettings, SettingsError } from "../config.js";
import { analyzePaths, decide } from "../analysis.js";
import { writeReports } from "../report/write.js";
import { readActionInputs } from "./inputs.js";
import { actionLogger } from "./logger.js";
import { setRunOutputs } from "./outputs.js";
import { summaryMarkdown } from "./summary.js";

export async function runAction(): Promise<void> {
  let settings;
  try {
    settings = resolveSettings(readActionInputs());
  } catch (err) {
    core.setFailed(err instanceof SettingsError ? err.message : String(err));
    return;
  }
  const cwd = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const result = await analyzePaths(settings, settings.traces, cwd, actionLogger);
  const gate = decide(settings, result);
  const outDir = path.resolve(cwd, settings.out);
  const files = await writeReports(outDir, result, gate);

  await core.summary.addRaw(summaryMarkdown(result, gate)).write();
  setRunOutputs(result, gate, { "results-file": files.results });

  if (gate.status === "fail") core.setFailed(`blamegate gate failed:\n${gate.reasons.map((r) => `- ${r}`).join("\n")}`);
}
