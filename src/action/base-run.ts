// On a pull request, the base run's traces: the run of this workflow on the base branch that the
// history matched (its digest names the run), whose trace artifact (the same `artifact` name) is
// downloaded beside this run's. When there is none, the report says so and nothing is compared.
import { errorMessage } from "../error-message.js";
import type { Settings } from "../config.js";
import type { GitHubClient } from "../github/client.js";
import type { GitHubContext } from "../github/context.js";
import type { Digest } from "../results/digest-model.js";
import { downloadIntoWorkspace } from "./artifacts.js";
import { actionLogger as logger } from "./logger.js";

export interface BaseTraces {
  patterns: string[];
  source: string;
  /** Why there is no base to compare with, for the report. */
  note?: string;
}

export async function baseRunTraces(octokit: GitHubClient | null, settings: Settings, ctx: GitHubContext, base: { digest: Digest } | null, cwd: string): Promise<BaseTraces> {
  const given = settings.base;
  const none = (note: string): BaseTraces => (given.length > 0 ? { patterns: given, source: `base ${given.join(", ")}` } : { patterns: [], source: "", ...(note ? { note } : {}) });
  const name = settings["base-artifact"] || settings.artifact;
  if (!settings["compare-base"] || ctx.pullNumber === null) return none("");
  if (!name) {
    logger.info("no base comparison: set base-artifact to the artifact your base branch's runs upload their traces as");
    return none("");
  }
  if (!octokit) return none("No comparison with the base run: no token to download its traces with.");
  const runId = base?.digest.runId;
  if (!runId) return none("No comparison with the base run: the history has no run of this workflow on the base branch to compare with.");
  try {
    const got = await downloadIntoWorkspace(octokit, ctx, cwd, runId, name, "base");
    if (got.artifacts.length === 0) return none(`No comparison with the base run: run ${runId} has no readable artifact '${name}'.`);
    logger.info(`base run ${runId}: downloaded ${got.artifacts.length} artifact(s) to compare with`);
    return { patterns: [...given, ...got.artifacts.map((a) => a.dir)], source: `artifact '${name}' of base run ${runId}` };
  } catch (err) {
    return none(`No comparison with the base run: its artifact '${name}' of run ${runId} could not be downloaded (${errorMessage(err)}).`);
  }
}
