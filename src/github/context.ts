// Where this run stands on GitHub, from the event payload: which commit and ref results belong to,
// which pull request to talk to, and which run's artifacts hold the traces. Pure: the caller passes
// the payload and the few GITHUB_* values it needs, so tests feed real webhook payloads.
import type { Logger } from "../log.js";
import type { GitHubClient } from "./client.js";
import { apiFailure } from "./errors.js";
import { readDefaultBranch, readPullRequestEvent, readPushEvent, readWorkflowRunEvent, type RepoRef } from "./event-payload.js";
import { originOfRef, type AlertOrigin } from "../webhook/alert-on.js";

export interface GitHubContext {
  owner: string;
  repo: string;
  eventName: string;
  /** Commit the analysis relates to: the PR head for pull requests, the pushed commit otherwise. */
  sha: string;
  /**
   * Full ref for code scanning: refs/pull/N/head for a PR, else the branch or tag ref. Empty when
   * the run cannot be attributed to any ref (see `unresolved`).
   */
  ref: string;
  pullNumber: number | null;
  /** The PR's base commit, or the commit before a push; null when unknown. */
  baseSha: string | null;
  /** The run whose artifacts hold the traces: the triggering run for workflow_run, else this one. */
  artifactRunId: number | null;
  /** The head comes from a fork: its own runs only ever get a read-only token. */
  fromFork: boolean;
  /** Head branch name (workflow_run), used to find a fork's PR when the payload has none. */
  headBranch: string | null;
  /** owner login of the head repository (workflow_run), for the same search. */
  headOwner: string | null;
  /**
   * Why this run has no pull request and no branch it may speak for: a workflow_run triggered by
   * a pull request (a fork's above all) whose pull request was not found. Such a run fails closed:
   * nothing is uploaded, commented or recorded for any ref. Null when the run is attributed.
   */
  unresolved: string | null;
  /** The repository's default branch, from the payload; null when the payload does not say. */
  defaultBranch: string | null;
}

export interface RunEnvironment {
  /** GITHUB_REPOSITORY, owner/repo. */
  repository: string;
  /** GITHUB_SHA */
  sha: string;
  /** GITHUB_REF */
  ref: string;
  /** GITHUB_RUN_ID */
  runId?: string;
}

const ZERO_SHA = /^0+$/;

/** Same repository: the same name (case-insensitively) and, when both carry one, the same id. Any doubt is a fork. */
function sameRepo(a: RepoRef, b: RepoRef): boolean {
  if (a.id !== undefined && b.id !== undefined && a.id !== b.id) return false;
  return a.full_name.toLowerCase() === b.full_name.toLowerCase();
}

function splitRepo(full: string): { owner: string; repo: string } {
  const [owner, repo] = full.split("/");
  if (!owner || !repo) throw new Error(`not an owner/repo: "${full}"`);
  return { owner, repo };
}

export function contextFromEvent(eventName: string, payload: unknown, env: RunEnvironment): GitHubContext {
  const here = splitRepo(env.repository);
  const runId = env.runId && /^\d+$/.test(env.runId) ? Number(env.runId) : null;
  const base: GitHubContext = {
    ...here,
    eventName,
    sha: env.sha,
    ref: env.ref,
    pullNumber: null,
    baseSha: null,
    artifactRunId: runId,
    fromFork: false,
    headBranch: null,
    headOwner: null,
    unresolved: null,
    defaultBranch: readDefaultBranch(payload)?.repository.default_branch ?? null,
  };

  if (eventName === "pull_request" || eventName === "pull_request_target") {
    const p = readPullRequestEvent(payload);
    if (!p) return base;
    const pr = p.pull_request;
    return {
      ...base,
      sha: pr.head.sha,
      ref: `refs/pull/${pr.number}/head`,
      pullNumber: pr.number,
      baseSha: pr.base.sha,
      fromFork: pr.head.repo?.full_name !== pr.base.repo.full_name,
      headBranch: pr.head.ref,
      headOwner: pr.head.repo?.owner?.login ?? null,
    };
  }

  if (eventName === "push") {
    const p = readPushEvent(payload);
    if (!p) return base;
    return {
      ...base,
      sha: p.after,
      ref: p.ref,
      baseSha: p.before && !ZERO_SHA.test(p.before) ? p.before : null,
    };
  }

  if (eventName === "workflow_run") {
    const p = readWorkflowRunEvent(payload);
    if (!p) return base;
    const run = p.workflow_run;
    const headRepo = run.head_repository ?? null;
    // A head repository that is missing or another one is a fork: its branch names are the
    // fork's to choose ("main" included) and say nothing about this repository's branches.
    const fromFork = headRepo === null || !sameRepo(headRepo, run.repository);
    const fromPullRequest = run.event.startsWith("pull_request");
    // GitHub lists the PR only when head and base live in the same repository; for a fork the list
    // should be empty, and when it is not, its entries are this repository's pull requests that
    // share the branch name: only one whose head is the fork's repository at the run's commit counts.
    const pr = fromFork
      ? run.pull_requests.find((x) => x.head.sha === run.head_sha && x.head.repo?.id !== undefined && x.head.repo.id === headRepo?.id)
      : (run.pull_requests.find((x) => x.head.sha === run.head_sha) ?? run.pull_requests[0]);
    const common = {
      ...base,
      artifactRunId: run.id,
      fromFork,
      headBranch: run.head_branch,
      headOwner: headRepo?.owner?.login ?? null,
    };
    if (pr) return { ...common, sha: pr.head.sha, ref: `refs/pull/${pr.number}/head`, pullNumber: pr.number, baseSha: pr.base.sha };
    if (fromFork || fromPullRequest) {
      // Fail closed until findPullRequestForRun finds the pull request: no ref, so no SARIF for a
      // branch, no digest that history would take for a branch's, no alert from a branch.
      const who = headRepo ? `${headRepo.full_name}:${run.head_branch ?? "?"}` : `a deleted repository's ${run.head_branch ?? "?"}`;
      return { ...common, sha: run.head_sha, ref: "", unresolved: `the pull request of ${who} at ${run.head_sha.slice(0, 7)} was not found` };
    }
    return { ...common, sha: run.head_sha, ref: run.head_branch ? `refs/heads/${run.head_branch}` : env.ref };
  }
  return base;
}

/**
 * For a workflow_run from a fork, GitHub leaves `pull_requests` empty: find the open PR whose head
 * is that fork's branch at that commit. Returns the context with pullNumber, ref and baseSha set
 * (and `unresolved` cleared), or unchanged when there is no such PR: then it stays unresolved.
 */
export async function findPullRequestForRun(octokit: GitHubClient, ctx: GitHubContext, logger: Logger): Promise<GitHubContext> {
  if (ctx.eventName !== "workflow_run" || ctx.pullNumber !== null || ctx.unresolved === null || !ctx.headBranch || !ctx.headOwner) return ctx;
  let pulls;
  try {
    pulls = await octokit.rest.pulls.list({ owner: ctx.owner, repo: ctx.repo, state: "open", head: `${ctx.headOwner}:${ctx.headBranch}`, per_page: 100 });
  } catch (error) {
    // Still fail closed, saying why the pull request could not be looked up.
    const f = apiFailure(error);
    const unresolved = `${ctx.unresolved} (the lookup failed: ${f.status ?? "network error"}: ${f.message})`;
    logger.warning(`${unresolved}; nothing is published for this run`);
    return { ...ctx, unresolved };
  }
  // The head label is owner:branch; the commit must be the run's too, and the base this repository.
  const here = `${ctx.owner}/${ctx.repo}`.toLowerCase();
  const pr = pulls.data.find((p) => p.head.sha === ctx.sha && (p.base.repo?.full_name ?? here).toLowerCase() === here);
  if (!pr) {
    logger.warning(`${ctx.unresolved}: no open pull request has ${ctx.headOwner}:${ctx.headBranch} at ${ctx.sha.slice(0, 7)}; nothing is published for this run`);
    return ctx;
  }
  return { ...ctx, pullNumber: pr.number, ref: `refs/pull/${pr.number}/head`, baseSha: pr.base.sha, unresolved: null };
}

/** Where this run's result belongs, for alerting (webhook/alert-on.ts). */
export function alertOriginOf(ctx: GitHubContext): AlertOrigin {
  if (ctx.unresolved !== null) return "unattributed";
  if (ctx.pullNumber !== null || ctx.ref.startsWith("refs/pull/") || ctx.eventName.startsWith("pull_request")) return "pull-request";
  if (ctx.defaultBranch === null) return originOfRef(ctx.ref);
  return ctx.ref === `refs/heads/${ctx.defaultBranch}` ? "default-branch" : "branch";
}
