// Everything the action sends out after the report is safe on disk: the sticky comment, the
// SARIF upload, review comments, the digest artifact and the webhook alert. Each step logs what
// it did or why it could not, and none of them can stop the others.
import { pathToFileURL } from "node:url";
import * as core from "@actions/core";
import type { Settings } from "../config.js";
import type { FinishedRun } from "../run/finish.js";
import type { GitHubClient } from "../github/client.js";
import type { GitHubContext } from "../github/context.js";
import { upsertStickyComment } from "../github/comment.js";
import { uploadSarif } from "../github/code-scanning.js";
import { lineFindingsFromSarif, postReviewComments } from "../github/review.js";
import { uploadDigest } from "../github/digest-artifact.js";
import { runAlert } from "../webhook/send-alert.js";
import { actionLogger as logger } from "./logger.js";

export interface PublishInput {
  settings: Settings;
  finished: FinishedRun;
  ctx: GitHubContext;
  octokit: GitHubClient | null;
  runUrl?: string;
}

export interface Published {
  /** Reasons to fail the job besides the gate (a failed alert with fail-on-webhook-error). */
  failures: string[];
}

async function step(name: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    logger.warning(`${name} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export async function publish(input: PublishInput): Promise<Published> {
  const { settings, finished, ctx, octokit } = input;
  const failures: string[] = [];
  const hasPr = ctx.pullNumber !== null;

  if (!octokit) {
    logger.info("no token: the comment, SARIF upload, review comments and history are skipped; the report is in the job summary and the outputs");
  } else {
    if (settings.comment && hasPr)
      await step("the PR comment", async () => {
        const outcome = await upsertStickyComment(
          octokit,
          { owner: ctx.owner, repo: ctx.repo, issueNumber: ctx.pullNumber!, category: settings.category, body: finished.comment },
          logger,
        );
        if (outcome.action === "failed") logger.warning(`PR comment not posted: ${outcome.reason}`);
        else {
          logger.info(`PR comment ${outcome.action}: ${outcome.url}`);
          core.setOutput("comment-url", outcome.url);
        }
      });

    if (settings["upload-sarif"] && ctx.sha)
      await step("the SARIF upload", async () => {
        const outcome = await uploadSarif(
          octokit,
          {
            owner: ctx.owner,
            repo: ctx.repo,
            commitSha: ctx.sha,
            ref: ctx.ref,
            sarif: finished.sarif.log,
            checkoutUri: pathToFileURL(process.env.GITHUB_WORKSPACE ?? process.cwd()).href,
            wait: settings["wait-for-processing"],
          },
          logger,
        );
        if (outcome.status === "failed")
          logger.warning(
            `SARIF not uploaded (${outcome.reason}). The file is at ${finished.files.sarif}: hand it to github/codeql-action/upload-sarif, or grant security-events: write.`,
          );
        else logger.info(`SARIF ${outcome.status} (${finished.sarif.results} results)`);
      });

    if (settings["review-comments"] && hasPr && ctx.sha)
      await step("review comments", async () => {
        const findings = lineFindingsFromSarif(finished.sarif.log);
        if (findings.length === 0) return;
        const outcome = await postReviewComments(
          octokit,
          { owner: ctx.owner, repo: ctx.repo, pullNumber: ctx.pullNumber!, commitId: ctx.sha, findings },
          logger,
        );
        if (outcome.failed) logger.warning(`review comments not posted: ${outcome.failed}`);
        else logger.info(`review comments: ${outcome.posted} posted, ${outcome.outsideDiff} outside the diff, ${outcome.alreadyPosted} already there`);
      });
  }

  // The artifact service needs the runner's own token (ACTIONS_RUNTIME_TOKEN), not the API token.
  if (process.env.ACTIONS_RUNTIME_TOKEN)
    await step("the digest upload", async () => {
      const { DefaultArtifactClient } = await import("@actions/artifact");
      await uploadDigest(new DefaultArtifactClient(), finished.files.digest, { category: settings.category });
    });
  else logger.info("not on a GitHub runner: the digest was written but not uploaded as an artifact");

  if (settings["webhook-url"])
    await step("the webhook alert", async () => {
      const outcome = await runAlert(
        {
          url: settings["webhook-url"],
          ...(settings["webhook-secret"] ? { secret: settings["webhook-secret"] } : {}),
          alertOn: settings["alert-on"],
          digest: finished.digest,
          previous: finished.trend.previous,
          trend: finished.trend.trend.overall,
          comparison: finished.trend.comparison,
          ...(input.runUrl ? { runUrl: input.runUrl } : {}),
        },
        { logger },
      );
      if (!outcome.decision.send) logger.info(`no alert sent: ${outcome.decision.reason}`);
      else if (outcome.delivery?.delivered) logger.info(`alert delivered: ${outcome.alert?.type}`);
      else if (settings["fail-on-webhook-error"]) failures.push("the webhook alert could not be delivered (fail-on-webhook-error)");
    });

  return { failures };
}
