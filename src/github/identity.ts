// Who blamegate is on GitHub: the login its token writes as. A hidden marker in a comment says
// "blamegate wrote this" only when blamegate's own identity wrote it; anyone can paste a marker
// into a comment of their own (issue 14, Medium 4). GraphQL's `viewer` answers for every kind of
// token (a user's, an app installation's such as the workflow's GITHUB_TOKEN, which REST's
// GET /user refuses) with the login REST shows as a comment's author (`github-actions[bot]`,
// `<app>[bot]`, or the user). Where GraphQL cannot be asked, GET /user answers for a user token,
// and its 403 means the workflow's own token.
import type { Logger } from "../log.js";
import type { GitHubClient } from "./client.js";
import { apiFailure } from "./errors.js";

/** The login comments made with the workflow's GITHUB_TOKEN are authored by. */
export const GITHUB_TOKEN_LOGIN = "github-actions[bot]";

/** What tokenIdentity reads of the run; a GitHubContext is one (its owner and repo only name it in logs). */
export interface IdentityContext {
  owner?: string;
  repo?: string;
  logger?: Logger;
}

// One answer per client: the sticky comment and the review comments ask in the same run. A memo
// of this module's own, keyed by the client: not a channel to other modules.
const known = new WeakMap<object, Promise<{ login: string } | null>>();

/**
 * The token's own login, or null when it cannot be told (network failure, a 401): then no
 * marker is trusted, and blamegate writes anew rather than take someone else's comment for its own.
 */
export function tokenIdentity(octokit: GitHubClient, ctx: IdentityContext = {}): Promise<{ login: string } | null> {
  let answer = known.get(octokit);
  if (!answer) {
    answer = ask(octokit, ctx);
    known.set(octokit, answer);
  }
  return answer;
}

async function ask(octokit: GitHubClient, ctx: IdentityContext): Promise<{ login: string } | null> {
  try {
    // Imported here, not at the top: the comment's module is part of every action run's start,
    // and a run without a token never loads octokit. Here the client exists, so it is loaded.
    const { graphqlRead } = await import("./client.js");
    const data = await graphqlRead<{ viewer?: { login?: unknown } }>(octokit, "query { viewer { login } }");
    if (typeof data.viewer?.login === "string" && data.viewer.login !== "") return { login: data.viewer.login };
  } catch (error) {
    const f = apiFailure(error);
    ctx.logger?.debug(`GraphQL viewer did not answer (${f.status ?? "network error"}: ${f.message}); asking GET /user`);
  }
  try {
    const res = await octokit.rest.users.getAuthenticated();
    return { login: res.data.login };
  } catch (error) {
    const f = apiFailure(error);
    // "Resource not accessible by integration": an installation token, the workflow's own.
    if (f.status === 403) return { login: GITHUB_TOKEN_LOGIN };
    ctx.logger?.warning(`could not tell which account the token belongs to (${f.status ?? "network error"}: ${f.message}); comments carrying blamegate's markers are not taken as its own`);
    return null;
  }
}

/** Whether a comment's author is the token's identity (logins compare case-insensitively, as GitHub's do). */
export function writtenBy(user: { login?: string } | null | undefined, identity: { login: string } | null): boolean {
  const login = user?.login;
  return Boolean(identity && typeof login === "string" && login.toLowerCase() === identity.login.toLowerCase());
}

/** `writtenBy` for a comment object. */
export function authoredBy(comment: { user?: { login?: string } | null }, identity: { login: string } | null): boolean {
  return writtenBy(comment.user, identity);
}
