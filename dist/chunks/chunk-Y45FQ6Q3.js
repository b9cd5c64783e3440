import {
  NEVER,
  array,
  number,
  object,
  string
} from "./chunk-5TGD2BJC.js";

// src/github/errors.ts
function apiFailure(error) {
  const e = error;
  const status = typeof e?.status === "number" ? e.status : null;
  const apiMessage = typeof e?.response?.data?.message === "string" ? e.response.data.message : null;
  const message = apiMessage ?? (typeof e?.message === "string" ? e.message : String(error));
  return { status, message };
}
function permissionHint(surface, status) {
  const permission = surface === "code-scanning" ? "security-events: write" : "pull-requests: write";
  const base = `give the job \`permissions: ${permission}\``;
  const fork = "on a pull request from a fork the token is read-only whatever the workflow asks: run blamegate from a `workflow_run` workflow (see docs/github.md, section Pull requests from forks)";
  if (surface === "code-scanning") {
    return status === 404 ? `${base}; check the repository exists and the token can see it; ${fork}` : `${base}; ${fork}; on a private repository code scanning needs GitHub Code Security (Advanced Security) enabled. The SARIF file is written either way: you can upload it with github/codeql-action/upload-sarif`;
  }
  return `${base}; ${fork}`;
}

// src/webhook/alert-on.ts
var ALERT_ON_VALUES = ["change", "always", "pull-requests", "branches"];
var AlertOnSchema = string().transform((value, ctx) => {
  const items = value.split(/[\n,]/).map((s) => s.trim().toLowerCase()).filter((s) => s !== "" && !s.startsWith("#"));
  const bad = items.filter((i) => !ALERT_ON_VALUES.includes(i));
  if (bad.length) {
    ctx.addIssue({ code: "custom", message: `unknown value '${bad[0]}' (expected ${ALERT_ON_VALUES.join(", ")})` });
    return NEVER;
  }
  if (items.includes("change") && items.includes("always")) {
    ctx.addIssue({ code: "custom", message: "change and always exclude each other" });
    return NEVER;
  }
  return { when: items.includes("always") ? "always" : "change", pullRequests: items.includes("pull-requests"), branches: items.includes("branches") };
});
function originOfRef(ref, defaultBranch = null) {
  if (ref.startsWith("refs/pull/")) return "pull-request";
  if (defaultBranch && ref.startsWith("refs/heads/") && ref !== `refs/heads/${defaultBranch}`) return "branch";
  return "default-branch";
}
function originAllowed(policy, origin) {
  switch (origin) {
    case "default-branch":
      return { allowed: true, reason: "default branch" };
    case "pull-request":
      return policy.pullRequests ? { allowed: true, reason: "pull request (alert-on: pull-requests)" } : { allowed: false, reason: "a pull request's run does not alert unless alert-on includes pull-requests" };
    case "branch":
      return policy.branches ? { allowed: true, reason: "branch (alert-on: branches)" } : { allowed: false, reason: "a run on a branch other than the default one does not alert unless alert-on includes branches" };
    case "unattributed":
      return { allowed: false, reason: "this run could not be tied to its pull request, so it speaks for no branch" };
  }
}

// src/github/context.ts
var Repo = object({ id: number().optional(), full_name: string(), owner: object({ login: string() }).optional() });
var PrRepo = object({ id: number() }).nullable().optional();
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
    pull_requests: array(
      object({
        number: number().int(),
        head: object({ sha: string(), repo: PrRepo }),
        base: object({ sha: string(), repo: PrRepo })
      })
    ).default([]),
    head_repository: Repo.nullable().optional(),
    repository: Repo
  })
});
var DefaultBranch = object({ repository: object({ default_branch: string() }) });
var ZERO_SHA = /^0+$/;
function sameRepo(a, b) {
  if (a.id !== void 0 && b.id !== void 0 && a.id !== b.id) return false;
  return a.full_name.toLowerCase() === b.full_name.toLowerCase();
}
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
    headOwner: null,
    unresolved: null,
    defaultBranch: DefaultBranch.safeParse(payload).data?.repository.default_branch ?? null
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
    const headRepo = run.head_repository ?? null;
    const fromFork = headRepo === null || !sameRepo(headRepo, run.repository);
    const fromPullRequest = run.event.startsWith("pull_request");
    const pr = fromFork ? run.pull_requests.find((x) => x.head.sha === run.head_sha && x.head.repo?.id !== void 0 && x.head.repo.id === headRepo?.id) : run.pull_requests.find((x) => x.head.sha === run.head_sha) ?? run.pull_requests[0];
    const common = {
      ...base,
      artifactRunId: run.id,
      fromFork,
      headBranch: run.head_branch,
      headOwner: headRepo?.owner?.login ?? null
    };
    if (pr) return { ...common, sha: pr.head.sha, ref: `refs/pull/${pr.number}/head`, pullNumber: pr.number, baseSha: pr.base.sha };
    if (fromFork || fromPullRequest) {
      const who = headRepo ? `${headRepo.full_name}:${run.head_branch ?? "?"}` : `a deleted repository's ${run.head_branch ?? "?"}`;
      return { ...common, sha: run.head_sha, ref: "", unresolved: `the pull request of ${who} at ${run.head_sha.slice(0, 7)} was not found` };
    }
    return { ...common, sha: run.head_sha, ref: run.head_branch ? `refs/heads/${run.head_branch}` : env.ref };
  }
  return base;
}
async function findPullRequestForRun(octokit, ctx, logger) {
  if (ctx.eventName !== "workflow_run" || ctx.pullNumber !== null || ctx.unresolved === null || !ctx.headBranch || !ctx.headOwner) return ctx;
  let pulls;
  try {
    pulls = await octokit.rest.pulls.list({ owner: ctx.owner, repo: ctx.repo, state: "open", head: `${ctx.headOwner}:${ctx.headBranch}`, per_page: 100 });
  } catch (error) {
    const f = apiFailure(error);
    const unresolved = `${ctx.unresolved} (the lookup failed: ${f.status ?? "network error"}: ${f.message})`;
    logger.warning(`${unresolved}; nothing is published for this run`);
    return { ...ctx, unresolved };
  }
  const here = `${ctx.owner}/${ctx.repo}`.toLowerCase();
  const pr = pulls.data.find((p) => p.head.sha === ctx.sha && (p.base.repo?.full_name ?? here).toLowerCase() === here);
  if (!pr) {
    logger.warning(`${ctx.unresolved}: no open pull request has ${ctx.headOwner}:${ctx.headBranch} at ${ctx.sha.slice(0, 7)}; nothing is published for this run`);
    return ctx;
  }
  return { ...ctx, pullNumber: pr.number, ref: `refs/pull/${pr.number}/head`, baseSha: pr.base.sha, unresolved: null };
}
function alertOriginOf(ctx) {
  if (ctx.unresolved !== null) return "unattributed";
  if (ctx.pullNumber !== null || ctx.ref.startsWith("refs/pull/") || ctx.eventName.startsWith("pull_request")) return "pull-request";
  if (ctx.defaultBranch === null) return originOfRef(ctx.ref);
  return ctx.ref === `refs/heads/${ctx.defaultBranch}` ? "default-branch" : "branch";
}

export {
  AlertOnSchema,
  originOfRef,
  originAllowed,
  apiFailure,
  permissionHint,
  contextFromEvent,
  findPullRequestForRun,
  alertOriginOf
};
