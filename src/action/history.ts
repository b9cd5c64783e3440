// The run's history on GitHub: the digests earlier runs of this workflow on the default branch
// uploaded as artifacts. Without a token or a known workflow file there is none, and the report says why.
import type { Settings } from "../config.js";
import type { GitHubClient } from "../github/client.js";
import type { GitHubContext } from "../github/context.js";
import type { Digest } from "../results/digest-model.js";
import type { ActionContext } from "./context.js";
import { actionLogger as logger } from "./logger.js";

export interface History {
  entries: { digest: Digest; commitTime?: string }[];
  /** Lines for the report: where the history came from, or why there is none. */
  notes: string[];
}

export async function fetchRunHistory(context: ActionContext, octokit: GitHubClient | null, settings: Settings, ctx: GitHubContext): Promise<History> {
  const notes: string[] = [];
  const workflowFile = context.workflowFile;
  if (!octokit || settings["history-length"] === 0 || !workflowFile) {
    if (settings["history-length"] > 0) notes.push("No history: " + (!octokit ? "no token." : "the workflow file is unknown (GITHUB_WORKFLOW_REF)."));
    return { entries: [], notes };
  }
  const runId = Number(context.runId ?? NaN);
  const { fetchHistory } = await import("../github/history.js");
  const fetched = await fetchHistory(
    octokit,
    {
      owner: ctx.owner,
      repo: ctx.repo,
      workflowId: workflowFile,
      branch: ctx.defaultBranch ?? "main",
      limit: settings["history-length"],
      ...(Number.isFinite(runId) ? { excludeRunId: runId } : {}),
      category: settings.category,
    },
    logger,
  );
  if (fetched.note) notes.push(fetched.note);
  return { entries: fetched.entries, notes };
}
