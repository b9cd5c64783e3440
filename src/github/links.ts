// Links the comment gives its reader: this run's attempt (its job summary holds the full report;
// a re-run is another attempt, so the comment's link moves to it) and code scanning's alerts for
// the pull request. Pure: the caller passes GITHUB_SERVER_URL and the run's numbers.
import type { GitHubContext } from "./context.js";

/** The run's page for one attempt (GITHUB_RUN_ATTEMPT); the run's page when the attempt is unknown. */
export function runAttemptUrl(runUrl: string | undefined, attempt: string | number | undefined): string | undefined {
  if (!runUrl) return undefined;
  const n = Number(attempt);
  return Number.isInteger(n) && n >= 1 ? `${runUrl.replace(/\/+$/, "")}/attempts/${n}` : runUrl;
}

/** Code scanning's open alerts from blamegate for this pull request (or branch). */
export function codeScanningUrl(server: string, ctx: Pick<GitHubContext, "owner" | "repo" | "pullNumber" | "ref">): string | undefined {
  const where = ctx.pullNumber !== null ? `pr:${ctx.pullNumber}` : ctx.ref.startsWith("refs/heads/") ? `branch:${ctx.ref.slice("refs/heads/".length)}` : null;
  if (!where) return undefined;
  const query = encodeURIComponent(`is:open ${where} tool:blamegate`);
  return `${server.replace(/\/+$/, "")}/${ctx.owner}/${ctx.repo}/security/code-scanning?query=${query}`;
}
