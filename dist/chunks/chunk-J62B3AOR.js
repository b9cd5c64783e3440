import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  array,
  number,
  object,
  string
} from "./chunk-7QAN4BZL.js";

// src/github/context.ts
var Repo = object({ full_name: string(), owner: object({ login: string() }).optional() });
var PullRequestEvent = object({
  number: number().int().optional(),
  pull_request: object({
    number: number().int(),
    head: object({ sha: string(), ref: string(), repo: Repo.nullable() }),
    base: object({ sha: string(), ref: string(), repo: Repo })
  })
});
var PushEvent = object({ ref: string(), after: string(), before: string().optional() });
var WorkflowRunEvent = object({
  workflow_run: object({
    id: number().int(),
    head_sha: string(),
    head_branch: string().nullable(),
    event: string(),
    pull_requests: array(object({ number: number().int(), head: object({ sha: string() }), base: object({ sha: string() }) })).default([]),
    head_repository: Repo.nullable().optional(),
    repository: Repo
  })
});
var ZERO_SHA = /^0+$/;
function splitRepo(full) {
  const [owner, repo] = full.split("/");
  if (!owner || !repo) throw new Error(`not an owner/repo: "${full}"`);
  return { owner, repo };
}
function contextFromEvent(eventName, payload, env) {
  const here = splitRepo(env.repository);
  const runId = env.runId && /^\d+$/.test(env.runId) ? Number(env.runId) : null;
  const base = {
    ...here,
    eventName,
    sha: env.sha,
    ref: env.ref,
    pullNumber: null,
    baseSha: null,
    artifactRunId: runId,
    fromFork: false,
    headBranch: null,
    headOwner: null
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
      headOwner: pr.head.repo?.owner?.login ?? null
    };
  }
  if (eventName === "push") {
    const p = PushEvent.safeParse(payload);
    if (!p.success) return base;
    return {
      ...base,
      sha: p.data.after,
      ref: p.data.ref,
      baseSha: p.data.before && !ZERO_SHA.test(p.data.before) ? p.data.before : null
    };
  }
  if (eventName === "workflow_run") {
    const p = WorkflowRunEvent.safeParse(payload);
    if (!p.success) return base;
    const run = p.data.workflow_run;
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
      headOwner: headRepo?.owner?.login ?? null
    };
  }
  return base;
}
async function findPullRequestForRun(octokit, ctx, logger) {
  if (ctx.eventName !== "workflow_run" || ctx.pullNumber !== null || !ctx.headBranch || !ctx.headOwner) return ctx;
  const pulls = await octokit.rest.pulls.list({
    owner: ctx.owner,
    repo: ctx.repo,
    state: "open",
    head: `${ctx.headOwner}:${ctx.headBranch}`,
    per_page: 100
  });
  const pr = pulls.data.find((p) => p.head.sha === ctx.sha);
  if (!pr) {
    logger.info(`no open pull request has ${ctx.headOwner}:${ctx.headBranch} at ${ctx.sha.slice(0, 7)}; nothing to comment on`);
    return ctx;
  }
  return { ...ctx, pullNumber: pr.number, ref: `refs/pull/${pr.number}/head`, baseSha: pr.base.sha };
}

export {
  contextFromEvent,
  findPullRequestForRun
};
