import {
  originOfRef
} from "./chunk-7H2TAQXC.js";
import {
  isRecord
} from "./chunk-5S3KQJG7.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";

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

// src/github/event-payload.ts
var RepoSchema = lazySchema((z) => z.object({ id: z.number().optional(), full_name: z.string(), owner: z.object({ login: z.string() }).optional() }));
var PrRepoSchema = lazySchema((z) => z.object({ id: z.number() }).nullable().optional());
var PullRequestEventSchema = lazySchema(
  (z) => z.object({
    number: z.number().int().optional(),
    pull_request: z.object({
      number: z.number().int(),
      head: z.object({ sha: z.string(), ref: z.string(), repo: RepoSchema.nullable() }),
      base: z.object({ sha: z.string(), ref: z.string(), repo: RepoSchema })
    })
  })
);
var PushEventSchema = lazySchema((z) => z.object({ ref: z.string(), after: z.string(), before: z.string().optional() }));
var WorkflowRunEventSchema = lazySchema(
  (z) => z.object({
    workflow_run: z.object({
      id: z.number().int(),
      head_sha: z.string(),
      head_branch: z.string().nullable(),
      event: z.string(),
      pull_requests: z.array(
        z.object({
          number: z.number().int(),
          head: z.object({ sha: z.string(), repo: PrRepoSchema }),
          base: z.object({ sha: z.string(), repo: PrRepoSchema })
        })
      ).default([]),
      head_repository: RepoSchema.nullable().optional(),
      repository: RepoSchema
    })
  })
);
var DefaultBranchSchema = lazySchema((z) => z.object({ repository: z.object({ default_branch: z.string() }) }));
var BAD = /* @__PURE__ */ Symbol("bad");
var isString = (v) => typeof v === "string";
var isNumber = (v) => typeof v === "number" && Number.isFinite(v);
var isInt = (v) => Number.isSafeInteger(v);
function optional(o, key, read) {
  if (!(key in o)) return {};
  const v = o[key];
  if (v === void 0) return { [key]: void 0 };
  const r = read(v);
  return r === BAD ? BAD : { [key]: r };
}
var readNumber = (v) => isNumber(v) ? v : BAD;
var readInt = (v) => isInt(v) ? v : BAD;
var readString = (v) => isString(v) ? v : BAD;
var readLogin = (v) => isRecord(v) && isString(v.login) ? { login: v.login } : BAD;
function readRepo(v) {
  if (!isRecord(v) || !isString(v.full_name)) return BAD;
  const id = optional(v, "id", readNumber);
  const owner = optional(v, "owner", readLogin);
  if (id === BAD || owner === BAD) return BAD;
  return { ...id, full_name: v.full_name, ...owner };
}
var readRepoOrNull = (v) => v === null ? null : readRepo(v);
function readPrRepo(v) {
  if (v === void 0 || v === null) return v;
  return isRecord(v) && isNumber(v.id) ? { id: v.id } : BAD;
}
function readPullRequestSide(v) {
  if (!isRecord(v) || !isString(v.sha) || !isString(v.ref)) return BAD;
  const repo = readRepoOrNull(v.repo);
  return repo === BAD ? BAD : { sha: v.sha, ref: v.ref, repo };
}
function readRunPullRequest(v) {
  if (!isRecord(v) || !isInt(v.number)) return BAD;
  const side = (s) => {
    if (!isRecord(s) || !isString(s.sha)) return BAD;
    const repo = readPrRepo(s.repo);
    return repo === BAD ? BAD : { sha: s.sha, repo };
  };
  const head = side(v.head);
  const base = side(v.base);
  return head === BAD || base === BAD ? BAD : { number: v.number, head, base };
}
function readPullRequestEvent(payload) {
  if (!isRecord(payload) || !isRecord(payload.pull_request)) return null;
  const number = optional(payload, "number", readInt);
  const pr = payload.pull_request;
  if (number === BAD || !isInt(pr.number)) return null;
  const head = readPullRequestSide(pr.head);
  const base = readPullRequestSide(pr.base);
  if (head === BAD || base === BAD || base.repo === null) return null;
  return { ...number, pull_request: { number: pr.number, head, base: { ...base, repo: base.repo } } };
}
function readPushEvent(payload) {
  if (!isRecord(payload) || !isString(payload.ref) || !isString(payload.after)) return null;
  const before = optional(payload, "before", readString);
  return before === BAD ? null : { ref: payload.ref, after: payload.after, ...before };
}
function readWorkflowRunEvent(payload) {
  if (!isRecord(payload) || !isRecord(payload.workflow_run)) return null;
  const run = payload.workflow_run;
  if (!isInt(run.id) || !isString(run.head_sha) || !(run.head_branch === null || isString(run.head_branch)) || !isString(run.event)) return null;
  const listed = run.pull_requests === void 0 ? [] : run.pull_requests;
  if (!Array.isArray(listed)) return null;
  const pullRequests = [];
  for (const item of listed) {
    const pr = readRunPullRequest(item);
    if (pr === BAD) return null;
    pullRequests.push(pr);
  }
  const headRepository = optional(run, "head_repository", readRepoOrNull);
  const repository = readRepo(run.repository);
  if (headRepository === BAD || repository === BAD) return null;
  return {
    workflow_run: { id: run.id, head_sha: run.head_sha, head_branch: run.head_branch, event: run.event, pull_requests: pullRequests, ...headRepository, repository }
  };
}
function readDefaultBranch(payload) {
  if (!isRecord(payload) || !isRecord(payload.repository) || !isString(payload.repository.default_branch)) return null;
  return { repository: { default_branch: payload.repository.default_branch } };
}

// src/github/context.ts
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
    defaultBranch: readDefaultBranch(payload)?.repository.default_branch ?? null
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
      headOwner: pr.head.repo?.owner?.login ?? null
    };
  }
  if (eventName === "push") {
    const p = readPushEvent(payload);
    if (!p) return base;
    return {
      ...base,
      sha: p.after,
      ref: p.ref,
      baseSha: p.before && !ZERO_SHA.test(p.before) ? p.before : null
    };
  }
  if (eventName === "workflow_run") {
    const p = readWorkflowRunEvent(payload);
    if (!p) return base;
    const run = p.workflow_run;
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
  apiFailure,
  permissionHint,
  contextFromEvent,
  findPullRequestForRun,
  alertOriginOf
};
