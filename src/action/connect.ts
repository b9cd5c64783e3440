// The API client, when there is a token, and the pull request a fork's workflow_run belongs to.
// GitHub's client libraries are large: they load only when there is a token to use them with,
// so a run without API access (and the cold start) does not pay for them.
import type { Settings } from "../config.js";
import type { GitHubClient } from "../github/client.js";
import type { GitHubContext } from "../github/context.js";
import type { ActionContext } from "./context.js";
import { actionLogger as logger } from "./logger.js";

export async function connect(context: ActionContext, settings: Settings, ctx: GitHubContext): Promise<{ octokit: GitHubClient | null; ctx: GitHubContext }> {
  if (!settings.token) return { octokit: null, ctx };
  const { createOctokit } = await import("../github/client.js");
  const octokit = createOctokit({ token: settings.token, ...(context.apiUrl ? { baseUrl: context.apiUrl } : {}), logger });
  // A fork's workflow_run payload lists no pull request: look it up before anything needs it.
  const { findPullRequestForRun } = await import("../github/context.js");
  return { octokit, ctx: await findPullRequestForRun(octokit, ctx, logger).catch(() => ctx) };
}
