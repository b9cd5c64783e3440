// Everything the action sends out after the report is safe on disk: GitHub's surfaces (SARIF
// upload, then the sticky comment that says how the upload went, then review comments), the
// digest artifact and the webhook alert. Each step logs what it did or why it could not, and
// none of them can stop the others. They run side by side, since none needs another's outcome:
// the digest upload (whose client is the largest code a run loads) and the alert go on while
// octokit's throttling holds the API's writes apart, and a slow API holds up neither.
import { errorMessage } from "../error-message.js";
import { pathToFileURL } from "node:url";
import * as core from "@actions/core";
import type { Settings } from "../config.js";
import type { FinishedRun } from "../run/finish.js";
import type { GitHubClient } from "../github/client.js";
import { alertOriginOf, type GitHubContext } from "../github/context.js";
import { publishToGitHub, uploadNote } from "../github/publish.js";
import { codeScanningUrl, runAttemptUrl } from "../github/links.js";
import { codeScanningTarget, readCheckout } from "../github/code-scanning.js";
import { renderMarkdownReport } from "../render/markdown.js";
import { uploadDigest } from "../github/digest-artifact.js";
import { checkoutEnv, type ActionContext } from "./context.js";
import { actionLogger as logger } from "./logger.js";

export interface PublishInput {
  context: ActionContext;
  settings: Settings;
  finished: FinishedRun;
  ctx: GitHubContext;
  octokit: GitHubClient | null;
  runUrl?: string;
  /** The uploaded postmortem pages (artifact), linked from the comment. */
  postmortemUrl?: string;
}

export interface Published {
  /** Reasons to fail the job besides the gate (a failed alert with fail-on-webhook-error). */
  failures: string[];
}

/**
 * Runs one step; its failure is a warning. The API client bounds each GitHub call (github/client.ts);
 * `deadlineMs` bounds a step that uses other clients (the artifact service).
 */
async function step(name: string, work: () => Promise<void>, deadlineMs?: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const deadline = new Promise<never>((_, reject) => {
      if (deadlineMs) timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(deadlineMs / 1000)} s`)), deadlineMs);
    });
    await Promise.race([work(), deadline]);
  } catch (err) {
    logger.warning(`${name} failed: ${errorMessage(err)}`);
  } finally {
    clearTimeout(timer);
  }
}

export async function publish(input: PublishInput): Promise<Published> {
  const { context, finished, ctx, octokit } = input;
  const failures: string[] = [];
  const steps: Promise<void>[] = [];
  // An empty SARIF upload would tell code scanning that every open alert of this category is
  // fixed: a run that read nothing uploads nothing (the file is still written).
  const readNothing = finished.result.summary.traces === 0;
  if (readNothing && input.settings["upload-sarif"])
    logger.warning(`SARIF not uploaded: no traces were read, and an empty upload would close this category's open code-scanning alerts. The file is at ${finished.files.sarif}.`);
  const settings: Settings = readNothing ? { ...input.settings, "upload-sarif": false, "review-comments": false } : input.settings;
  if (ctx.unresolved !== null) {
    // Fail closed (issue 14): nothing below speaks for a branch, and the job says why it is red.
    failures.push(`${ctx.unresolved}; nothing was published for it (no SARIF, comment, digest or alert)`);
  }

  if (!octokit) {
    logger.info("no token: the comment, SARIF upload, review comments and history are skipped; the report is in the job summary and the outputs");
  } else {
    steps.push(
      step("publishing to GitHub", async () => {
        // The SARIF belongs to the commit that was checked out and analysed (the PR's merge commit by default).
        const workspace = context.workspace;
        const env = checkoutEnv(context);
        const sarifTarget = codeScanningTarget(ctx, env, await readCheckout(workspace, env.ref));
        const out = await publishToGitHub(
          octokit,
          {
            context: ctx,
            category: settings.category,
            // Rendered again once the upload's outcome is known, with the links a reviewer follows.
            markdown: (upload) => {
              const note = uploadNote(upload);
              const sarif = finished.reportInput.sarif;
              const run = runAttemptUrl(input.runUrl, context.runAttempt);
              const codeScanning = upload && upload.status !== "failed" ? codeScanningUrl(context.serverUrl, ctx) : undefined;
              return renderMarkdownReport({
                ...finished.reportInput,
                ...(note && sarif ? { sarif: { ...sarif, upload: note } } : {}),
                links: { ...(run ? { run } : {}), ...(codeScanning ? { codeScanning } : {}), ...(input.postmortemUrl ? { postmortem: input.postmortemUrl } : {}) },
              });
            },
            sarif: finished.sarif.log,
            comment: settings.comment,
            gateFailed: finished.gate.status === "fail",
            uploadSarif: settings["upload-sarif"],
            waitForProcessing: settings["wait-for-processing"],
            reviewComments: settings["review-comments"],
            checkoutUri: pathToFileURL(workspace).href,
            sarifTarget,
            // connect.ts looked it up before the analysis, which needs to know whether this is a PR.
            pullRequestLookedUp: true,
          },
          logger,
        );
        for (const n of out.notes) logger.info(n);
        if (out.upload?.status === "failed")
          logger.warning(`SARIF not uploaded (${out.upload.reason}). The file is at ${finished.files.sarif}: hand it to github/codeql-action/upload-sarif, or grant security-events: write.`);
        else if (out.upload) logger.info(`SARIF ${out.upload.status} (${finished.sarif.results} results)`);
        if (out.comment?.action === "failed") logger.warning(`PR comment not posted: ${out.comment.reason}`);
        else if (out.comment?.action === "none") logger.info(`PR comment not posted: ${out.comment.reason}`);
        else if (out.comment) {
          logger.info(`PR comment ${out.comment.action}: ${out.comment.url}`);
          core.setOutput("comment-url", out.comment.url);
        }
        if (out.review?.failed) logger.warning(`review comments not posted: ${out.review.failed}`);
        else if (out.review) logger.info(`review comments: ${out.review.posted} posted, ${out.review.outsideDiff} outside the diff, ${out.review.alreadyPosted} already there`);
      }),
    );
  }

  // The artifact service needs the runner's own token (ACTIONS_RUNTIME_TOKEN), not the API token.
  // A matrix shard's digest is partial: the merge job uploads the run's one digest.
  if (ctx.unresolved !== null || ctx.fromFork) logger.info("a fork's or an unattributed run: its digest is not uploaded, so no later run can take it for history");
  else if (settings.shard) logger.info(`shard ${settings.shard.index}/${settings.shard.count}: the digest is left to the merge job`);
  else if (context.artifacts)
    steps.push(
      step(
        "the digest upload",
        async () => {
          const { DefaultArtifactClient } = await import("@actions/artifact");
          await uploadDigest(new DefaultArtifactClient(), finished.files.digest, { category: settings.category });
        },
        120_000,
      ),
    );
  else logger.info("not on a GitHub runner: the digest was written but not uploaded as an artifact");

  // Imported only when there is an alert to send, as the CLI does: the alert's code and the
  // fetch under it (src/http/) are files a start would otherwise load for nothing.
  if (settings["webhook-url"])
    steps.push(
      step("the webhook alert", async () => {
        const { sendRunAlert } = await import("../run/alert.js");
        const failed = await sendRunAlert(settings, finished, logger, input.runUrl, alertOriginOf(ctx));
        if (failed && settings["fail-on-webhook-error"]) failures.push("the webhook alert could not be delivered (fail-on-webhook-error)");
      }),
    );

  await Promise.all(steps);
  return { failures };
}
