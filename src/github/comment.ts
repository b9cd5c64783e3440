// One sticky comment per category on the pull request: found again by its hidden marker, updated
// in place, created when absent, left alone when nothing changed (no edit noise).
//
// The marker is text anyone can type, so a comment is ours only when it carries the marker AND was
// written by the token's own identity (identity.ts): a look-alike posted by the PR's author is
// never edited, never trusted, never deleted. Creating is idempotent: a create that failed in a
// way that may have reached GitHub (a 5xx, a dropped connection, a timeout) is not retried blind;
// the list is read again first. Two runs racing both create, then both keep the oldest of their
// own comments and delete the rest, so one comment is left.
import type { Logger } from "../log.js";
import { COMMENT_LIMIT, commentMarker } from "../render/comment-marker.js";
import type { GitHubClient } from "./client.js";
import { apiFailure, permissionHint } from "./errors.js";
import { tokenIdentity, writtenBy } from "./identity.js";

export interface StickyCommentOptions {
  owner: string;
  repo: string;
  /** The pull request (or issue) number. */
  issueNumber: number;
  category: string;
  /** The comment text; the category's marker is put first if it is not there. */
  body: string;
  /** The token's identity; looked up when absent (tokenIdentity). Null: unknown. */
  identity?: { login: string } | null;
  /** Post a new comment when none exists (default true); false only updates one (comment: on-failure, gate passed). */
  create?: boolean;
}

export type StickyCommentOutcome =
  | {
      action: "created" | "updated" | "unchanged";
      id: number;
      url: string;
      /** Duplicates of our own comment that were deleted (a race, a retried create). */
      removed: number;
    }
  | { action: "failed"; reason: string }
  /** `create: false` and no comment of ours to update. */
  | { action: "none"; reason: string };

/** The body as it will be stored: marker first, within GitHub's limit. */
export function stickyBody(category: string, body: string): string {
  const marker = commentMarker(category);
  let text = body.startsWith(marker) ? body : `${marker}\n${body}`;
  if (text.length > COMMENT_LIMIT) {
    // renderMarkdownReport already fits; this guards bodies built elsewhere.
    const note = "\n\n_…cut to GitHub's 65,536-character comment limit._\n";
    text = text.slice(0, COMMENT_LIMIT - note.length) + note;
  }
  return text;
}

// Line endings aside, "nothing changed" means the same text, footer included: the footer links
// this run, and a re-run must move the link to itself.
const same = (a: string, b: string) => a.replace(/\r\n/g, "\n").trimEnd() === b.replace(/\r\n/g, "\n").trimEnd();

interface Comment {
  id: number;
  body?: string | null;
  html_url: string;
  user?: { login?: string } | null;
}

type Identity = { login: string } | null;

export async function upsertStickyComment(octokit: GitHubClient, options: StickyCommentOptions, logger: Logger): Promise<StickyCommentOutcome> {
  const { owner, repo, issueNumber } = options;
  const marker = commentMarker(options.category);
  const body = stickyBody(options.category, options.body);

  /** Our comments (marker first, written by `identity`), oldest first. */
  const findOurs = async (identity: Identity): Promise<Comment[]> => {
    const comments: Comment[] = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
    const marked = comments.filter((c) => (c.body ?? "").startsWith(marker));
    const ours = identity ? marked.filter((c) => writtenBy(c.user, identity)) : [];
    const foreign = marked.length - ours.length;
    if (foreign > 0 && identity) logger.info(`PR #${issueNumber}: ${foreign} comment(s) carry the blamegate marker but were not written by ${identity.login}; ignored`);
    return ours.sort((a, b) => a.id - b.id);
  };

  /** Creates once; when the outcome is unknown (5xx, network, timeout), looks before posting again. */
  const create = async (identity: Identity): Promise<Comment> => {
    // No automatic retry of this POST: a 502 after GitHub stored the comment would post it twice.
    const post = async () => (await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body, request: { retries: 0 } })).data;
    try {
      return await post();
    } catch (error) {
      const status = apiFailure(error).status;
      if (status !== null && status < 500) throw error;
      logger.info(`PR #${issueNumber}: creating the comment failed (${status ?? "no answer"}); looking whether it was stored before posting again`);
      const stored = (await findOurs(identity)).find((c) => same(c.body ?? "", body));
      return stored ?? (await post());
    }
  };

  try {
    let identity = options.identity !== undefined ? options.identity : await tokenIdentity(octokit, { logger });
    if (!identity) logger.warning(`PR #${issueNumber}: GitHub did not say who the token is, so no existing comment can be proven blamegate's: posting a new one and tidying up after it`);
    let ours = await findOurs(identity);
    let created: Comment | null = null;
    if (ours.length === 0 && options.create === false) {
      const reason = "the gate passed and no earlier blamegate comment is there to update (comment: on-failure)";
      logger.info(`PR #${issueNumber}: ${reason}`);
      return { action: "none", reason };
    }
    if (ours.length === 0) {
      created = await create(identity);
      // The comment we wrote tells who we are when nothing else did.
      identity ??= typeof created.user?.login === "string" ? { login: created.user.login } : null;
      // Another run may have posted at the same time: read again and keep the oldest of ours.
      ours = await findOurs(identity);
      if (!ours.some((c) => c.id === created!.id)) ours = [...ours, created].sort((a, b) => a.id - b.id);
    }
    const [keep, ...extra] = ours as [Comment, ...Comment[]];
    let action: "created" | "updated" | "unchanged";
    let result = keep;
    if (created && keep.id === created.id) action = "created";
    else if (same(keep.body ?? "", body)) action = "unchanged";
    else {
      result = (await octokit.rest.issues.updateComment({ owner, repo, comment_id: keep.id, body })).data;
      action = "updated";
    }
    let removed = 0;
    for (const c of extra) {
      try {
        await octokit.rest.issues.deleteComment({ owner, repo, comment_id: c.id });
        removed++;
      } catch (error) {
        // 404: the other run deleted it first. Anything else: a duplicate stays, said once.
        const f = apiFailure(error);
        if (f.status !== 404) logger.warning(`PR #${issueNumber}: could not delete the duplicate blamegate comment ${c.id} (${f.status ?? "network error"}: ${f.message})`);
      }
    }
    const verb = { created: "posted", updated: "updated", unchanged: "left unchanged" }[action];
    logger.info(`PR #${issueNumber}: ${verb} the blamegate comment ${result.html_url}${removed ? ` (${removed} duplicate(s) removed)` : ""}`);
    return { action, id: result.id, url: result.html_url, removed };
  } catch (error) {
    const f = apiFailure(error);
    const hint = f.status === 403 || f.status === 404 ? `; ${permissionHint("comment", f.status)}` : "";
    const reason = `could not comment on #${issueNumber} (${f.status ?? "network error"}: ${f.message})${hint}`;
    logger.warning(reason);
    return { action: "failed", reason };
  }
}
