// Everything blamegate tells GitHub after a run, in one call for the action: find the PR (a fork's
// workflow_run has to look it up), upload the SARIF, post or update the sticky comment (which can
// say how the upload went), comment on changed lines. Each surface can be turned off; none of them throws. The report files were
// written before this runs, so a refused upload loses nothing.
import type { Log } from "sarif";
import type { Logger } from "../log.js";
import type { GitHubClient } from "./client.js";
import { uploadSarif, type UploadSarifOutcome } from "./code-scanning.js";
import { upsertStickyComment, type StickyCommentOutcome } from "./comment.js";
import type { CommentMode } from "./comment-mode.js";
import { findPullRequestForRun, type GitHubContext } from "./context.js";
import { apiFailure } from "./errors.js";
import { lineFindingsFromSarif, postReviewComments, type ReviewOutcome } from "./review.js";

export interface PublishInput {
  context: GitHubContext;
  category: string;
  /**
   * The sticky comment body (renderMarkdownReport), or a function making it from the upload's
   * outcome, so the comment can say whether code scanning took the SARIF (uploadNote).
   */
  markdown: string | ((upload: UploadSarifOutcome | undefined) => string);
  /** The SARIF log, when one was built. */
  sarif?: Log;
  /** always | on-failure | never (true and false: always and never). */
  comment: CommentMode | boolean;
  /** The gate failed (comment: on-failure posts only then). */
  gateFailed?: boolean;
  uploadSarif: boolean;
  waitForProcessing: boolean;
  /**
   * Comment on changed lines: true, false, or "auto": only when the SARIF did not reach code
   * scanning, which shows the same findings on the same lines (docs/code-scanning.md).
   */
  reviewComments: boolean | "auto";
  /** Commit and ref of the analysed checkout for the SARIF (codeScanningTarget); the context's by default. */
  sarifTarget?: { ref: string; sha: string };
  /** file:// URI of the checkout (GITHUB_WORKSPACE), for code scanning. */
  checkoutUri?: string;
  /** Most review comments in one run. */
  maxReviewComments?: number;
  /** The caller already looked up the pull request of a workflow_run (findPullRequestForRun). */
  pullRequestLookedUp?: boolean;
}

export interface PublishOutcome {
  /** The context after the PR lookup (pullNumber may have been found). */
  context: GitHubContext;
  comment?: StickyCommentOutcome;
  upload?: UploadSarifOutcome;
  review?: ReviewOutcome;
  /** One line per surface skipped and why, for the job summary. */
  notes: string[];
}

const SHA = /^[0-9a-fA-F]{40}(?:[0-9a-fA-F]{24})?$/;

export async function publishToGitHub(octokit: GitHubClient, input: PublishInput, logger: Logger): Promise<PublishOutcome> {
  const notes: string[] = [];
  let context = input.context;
  try {
    if (!input.pullRequestLookedUp) context = await findPullRequestForRun(octokit, context, logger);
  } catch (error) {
    const f = apiFailure(error);
    notes.push(`could not look up the pull request of this run (${f.status ?? "network error"}: ${f.message})`);
    logger.warning(notes[notes.length - 1]!);
  }
  const out: PublishOutcome = { context, notes };
  const { owner, repo, pullNumber } = context;
  if (context.unresolved !== null) {
    // Fail closed: a run that cannot be tied to its pull request speaks for no ref at all.
    notes.push(`${context.unresolved}: no SARIF upload, comment or review comments for this run (the job summary has the report)`);
    logger.warning(notes[notes.length - 1]!);
    return out;
  }

  if (input.uploadSarif && input.sarif) {
    const target = input.sarifTarget ?? { ref: context.ref, sha: context.sha };
    if (!SHA.test(target.sha) || !/^refs\/(heads|tags|pull)\//.test(target.ref)) {
      notes.push(`no commit and ref to upload SARIF for (sha "${target.sha}", ref "${target.ref}")`);
      logger.warning(notes[notes.length - 1]!);
    } else {
      out.upload = await uploadSarif(
        octokit,
        {
          owner,
          repo,
          commitSha: target.sha,
          ref: target.ref,
          sarif: input.sarif,
          wait: input.waitForProcessing,
          ...(input.checkoutUri ? { checkoutUri: input.checkoutUri } : {}),
        },
        logger,
      );
    }
  }

  const mode: CommentMode = input.comment === true ? "always" : input.comment === false ? "never" : input.comment;
  if (mode !== "never") {
    if (pullNumber === null) notes.push("no pull request for this run: no comment posted (the job summary has the report)");
    else {
      const body = typeof input.markdown === "string" ? input.markdown : input.markdown(out.upload);
      // on-failure: a passing run only updates a comment an earlier failing run left.
      const create = mode === "always" || input.gateFailed === true;
      out.comment = await upsertStickyComment(octokit, { owner, repo, issueNumber: pullNumber, category: input.category, body, create }, logger);
    }
  }

  // Code scanning already shows an uploaded SARIF's results on the PR's changed lines.
  const shown = out.upload !== undefined && out.upload.status !== "failed" && out.upload.status !== "processing-failed";
  const review = input.reviewComments === "auto" ? !shown : input.reviewComments;
  if (input.reviewComments === "auto" && shown && input.sarif && pullNumber !== null) notes.push("no review comments: code scanning shows the findings on the changed lines (review-comments: auto)");
  if (review && input.sarif && pullNumber !== null) {
    out.review = await postReviewComments(
      octokit,
      {
        owner,
        repo,
        pullNumber,
        commitId: context.sha,
        findings: lineFindingsFromSarif(input.sarif),
        ...(input.maxReviewComments ? { maxComments: input.maxReviewComments } : {}),
      },
      logger,
    );
  }
  return out;
}

/** One line for the report's code-scanning section from the upload outcome. */
export function uploadNote(outcome: UploadSarifOutcome | undefined): string | undefined {
  if (!outcome) return undefined;
  switch (outcome.status) {
    case "uploaded":
      return "Uploaded to code scanning.";
    case "processed":
      return "Uploaded to code scanning and processed.";
    case "processing-failed":
      return `Code scanning could not process the upload: ${outcome.errors.join("; ")}`;
    case "processing-timeout":
      return "Uploaded to code scanning; processing had not finished when blamegate stopped waiting.";
    case "failed":
      return `Not uploaded to code scanning: ${outcome.reason}`;
  }
}
