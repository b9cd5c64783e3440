// Where this run stands on GitHub, from the event payload: which commit and ref results belong to,
// which pull request to talk to, and which run's artifacts hold the traces. Pure: the caller passes
// the payload and the few GITHUB_* values it needs, so tests feed real webhook payloads.
import * as z from "zod";
import type { Logger } from "../log.js";
import type { GitHubClient } from "./client.js";

export interface GitHubContext {
  owner: string;
  repo: string;
  eventName: string;
  /** Commit the analysis relates to: the PR head for pull requests, the pushed commit otherwise. */
  sha: string;
  /** Full ref for code scanning: refs/pull/N/head for a PR, else the branch or tag ref. */
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

const Repo = z.object({ full_name: z.string(), owner: z.object({ login: z.string() }).optional() });
const PullRequestEvent = z.object({
  number: z.number().int().optional(),
  pull_request: z.object({
    number: z.number().int(),
    head: z.object({ sha: z.string(), ref: z.string(), repo: Repo.nullable() }),
    base: z.object({ sha: z.string(), ref: z.string(), repo: Repo }),
  }),
});
const PushEvent = z.object({ ref: z.string(), after: z.string(), before: z.string().optional() });
const WorkflowRunEvent = z.object({
  workflow_run: z.object({
    id: z.number().int(),
    head_sha: z.string(),
    head_branch: z.string().nullable(),
    event: z.string(),
    pull_requests: z
      .array(z.object({ number: z.number().int(), head: z.object({ sha: z.string() }), base: z.object({ sha: z.string() }) }))
      .default([]),
    head_repository: Repo.nullable().optional(),
    repository: Repo,
  }),
});

const ZERO_SHA = /^0+$/;

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
  };

  if (eventName === "pull_request" || eventName === "pull_request_target") {
    const p = PullRequestEvent.safeParse(payload);
    if (!p.success) return base;
    const pr = p.data.pull_request;
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
    const p = PushEvent.safeParse(payload);
    if (!p.success) return base;
    return {
      ...base,
      sha: p.data.after,
      ref: p.data.ref,
      baseSha: p.data.before && !ZERO_SHA.test(p.data.before) ? p.data.before : null,
    };
  }

  if (eventName === "workflow_run") {
    const p = WorkflowRunEvent.safeParse(payload);
    if (!p.success) return base;
    const run = p.data.workflow_run;
    // GitHub lists the PR only when head and base live in the same repository; for a fork the
    // list is empty and findPullRequestForRun looks it up by the head branch.
    const pr = run.pull_requests.find((x) => x.head.sha === run.head_sha) ?? run.pull_requests[0];
    const headRepo = run.head_repository ?? null;
    return {
      ...base,
      sha: pr?.head.sha ?? run.head_sha,
      ref: pr ? `refs/pull/${pr.number}/head` : run.head_branch ? `refs/heads/${run.head_branch}` : env.ref,
      pullNumber: pr?.number ?? null,
      baseSha: pr?.base.sha ?? null,
      artifactRunId: run.id,
      fromFork: headRepo !== null && headRepo.full_name !== run.repository.full_name,
      headBranch: run.head_branch,
      headOwner: headRepo?.owner?.login ?? null,
    };
  }
  return base;
}

/**
 * For a workflow_run from a fork, GitHub leaves `pull_requests` empty: find the open PR whose head
 * is that fork's branch at that commit. Returns the context with pullNumber, ref and baseSha set,
 * or unchanged when there is no such PR.
 */
export async function findPullRequestForRun(octokit: GitHubClient, ctx: GitHubContext, logger: Logger): Promise<GitHubContext> {
  if (ctx.eventName !== "workflow_run" || ctx.pullNumber !== null || !ctx.headBranch || !ctx.headOwner) return ctx;
  const pulls = await octokit.rest.pulls.list({
    owner: ctx.owner,
    repo: ctx.repo,
    state: "open",
    head: `${ctx.headOwner}:${ctx.headBranch}`,
    per_page: 100,
  });
  const pr = pulls.data.find((p) => p.head.sha === ctx.sha);
  if (!pr) {
    logger.info(`no open pull request has ${ctx.headOwner}:${ctx.headBranch} at ${ctx.sha.slice(0, 7)}; nothing to comment on`);
    return ctx;
  }
  return { ...ctx, pullNumber: pr.number, ref: `refs/pull/${pr.number}/head`, baseSha: pr.base.sha };
}
