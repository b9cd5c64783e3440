// Who the token is: the login its comments are posted under. Markers in comment bodies are text
// anyone can write, so "ours" means "carries the marker and was written by this identity".
// GraphQL's `viewer` answers for every kind of token (a user's, an app installation's such as
// the workflow's GITHUB_TOKEN, which REST's GET /user refuses); its login is the one REST shows
// as a comment's author (`github-actions[bot]`, `<app>[bot]`, or the user).
import type { Logger } from "../log.js";
import type { GitHubClient } from "./client.js";
import { apiFailure } from "./errors.js";

export interface IdentityContext {
  logger?: Logger;
}

const cache = new WeakMap<GitHubClient, Promise<{ login: string } | null>>();

/** The token's login, or null when GitHub would not say (the caller then trusts no marker). */
export async function tokenIdentity(octokit: GitHubClient, ctx: IdentityContext = {}): Promise<{ login: string } | null> {
  let known = cache.get(octokit);
  if (!known) {
    known = octokit
      .graphql<{ viewer?: { login?: unknown } }>("query { viewer { login } }")
      .then((data) => (typeof data.viewer?.login === "string" && data.viewer.login !== "" ? { login: data.viewer.login } : null))
      .catch((error: unknown) => {
        const f = apiFailure(error);
        ctx.logger?.debug(`could not learn the token's identity (${f.status ?? "network error"}: ${f.message})`);
        return null;
      });
    cache.set(octokit, known);
  }
  return known;
}

/** Whether a comment's author is the token's identity (logins are case-insensitive on GitHub). */
export function writtenBy(user: { login?: string } | null | undefined, identity: { login: string }): boolean {
  return typeof user?.login === "string" && user.login.toLowerCase() === identity.login.toLowerCase();
}
