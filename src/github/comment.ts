// One sticky comment per category on the pull request: found again by its hidden marker, updated
// in place, created when absent, left alone when nothing changed (no notification, no edit noise).
import type { Logger } from "../log.js";
import { COMMENT_LIMIT, commentMarker } from "../report/markdown.js";
import type { GitHubClient } from "./client.js";
import { apiFailure, permissionHint } from "./errors.js";

export interface StickyCommentOptions {
  owner: string;
  repo: string;
  /** The pull request (or issue) number. */
  issueNumber: number;
  category: string;
  /** The comment text; the category's marker is put first if it is not there. */
  body: string;
}

export type StickyCommentOutcome =
  | { action: "created" | "updated" | "unchanged"; id: number; url: string }
  | { action: "failed"; reason: string };

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

// Compared without the footer (it links this run, so it changes every run even when the report
// does not) and without line-ending differences: "nothing changed" means the report is the same.
const comparable = (text: string) =>
  text
    .replace(/\r\n/g, "\n")
    .split("\n")
    .filter((line) => !line.startsWith("<sub>blamegate"))
    .join("\n")
    .trimEnd();
const same = (a: string, b: string) => comparable(a) === comparable(b);

export async function upsertStickyComment(
  octokit: GitHubClient,
  options: StickyCommentOptions,
  logger: Logger,
): Promise<StickyCommentOutcome> {
  const { owner, repo, issueNumber } = options;
  const marker = commentMarker(options.category);
  const body = stickyBody(options.category, options.body);
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    });
    // Our own comments start with the marker; a person quoting it further down is not us.
    const ours = comments.filter((c) => (c.body ?? "").startsWith(marker));
    const existing = ours[0];
    if (ours.length > 1) logger.debug(`${ours.length} comments carry ${marker}; updating the oldest`);
    if (existing) {
      if (same(existing.body ?? "", body)) {
        logger.info(`PR #${issueNumber}: the blamegate comment is up to date`);
        return { action: "unchanged", id: existing.id, url: existing.html_url };
      }
      const updated = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
      logger.info(`PR #${issueNumber}: updated the blamegate comment ${updated.data.html_url}`);
      return { action: "updated", id: updated.data.id, url: updated.data.html_url };
    }
    const created = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
    logger.info(`PR #${issueNumber}: posted the blamegate comment ${created.data.html_url}`);
    return { action: "created", id: created.data.id, url: created.data.html_url };
  } catch (error) {
    const f = apiFailure(error);
    const hint = f.status === 403 || f.status === 404 ? `; ${permissionHint("comment", f.status)}` : "";
    const reason = `could not comment on #${issueNumber} (${f.status ?? "network error"}: ${f.message})${hint}`;
    logger.warning(reason);
    return { action: "failed", reason };
  }
}
