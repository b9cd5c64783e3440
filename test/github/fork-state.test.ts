// Issue 14, High #1: a fork must never write into the default branch's state. In the two-workflow
// pattern, a fork whose branch is called "main", with its pull request not found at run time
// (pushed again, closed), used to fall back to refs/heads/main: SARIF uploaded for the default
// branch with the fork's commit, the digest recorded as default-branch history. Real workflow_run
// payloads (@octokit/webhooks-examples) edited for a fork, against the loopback GitHub API.
import { afterEach, describe, expect, it } from "vitest";
import { createOctokit } from "../../src/github/client.js";
import { alertOriginOf, contextFromEvent, findPullRequestForRun } from "../../src/github/context.js";
import { fetchHistory } from "../../src/github/history.js";
import { publishToGitHub } from "../../src/github/publish.js";
import { memoryLogger } from "../../src/log.js";
import { buildDigest } from "../../src/render/digest.js";
import { fakeArtifact, fakeRepo, paginate, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";
import { makeZip } from "../support/zip.js";
import { runResult, traceResult } from "../support/builders.js";

let api: GitHubApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** A completed workflow_run whose triggering run was a fork's pull request from its branch `main`. */
function forkRunPayload() {
  const p = webhookExample("workflow_run", (x) => x.action === "completed" && x.workflow_run.pull_requests.length === 0 && x.workflow_run.head_branch === "main");
  const run = p.workflow_run;
  run.event = "pull_request";
  run.head_branch = "main";
  run.head_repository = {
    ...run.head_repository,
    id: run.repository.id + 1,
    name: run.repository.name,
    full_name: `mallory/${run.repository.name}`,
    owner: { ...run.head_repository.owner, login: "mallory" },
  };
  return p;
}

const env = (p: Record<string, any>) => ({ repository: p.repository.full_name as string, sha: "c".repeat(40), ref: `refs/heads/${p.repository.default_branch}`, runId: "424242" });

describe("a fork's workflow_run is never attributed to a branch of the base repository", () => {
  it("an unresolved fork run has no ref (it used to be refs/heads/main) and fails closed", () => {
    const p = forkRunPayload();
    const ctx = contextFromEvent("workflow_run", p, env(p));
    expect(ctx.fromFork).toBe(true);
    expect(ctx.pullNumber).toBeNull();
    expect(ctx.ref).toBe("");
    expect(ctx.unresolved).toMatch(/the pull request of mallory\/octo-repo:main at 5779607 was not found/);
    expect(ctx.sha).toBe(p.workflow_run.head_sha);
    expect(alertOriginOf(ctx)).toBe("unattributed");
  });

  it("the base repository's own pull request that shares the branch name is not taken for the fork's", () => {
    const p = forkRunPayload();
    // GitHub may list this repository's PRs whose head branch has the same name.
    p.workflow_run.pull_requests = [
      {
        url: "x",
        id: 1,
        number: 5,
        head: { ref: "main", sha: p.workflow_run.head_sha, repo: { id: p.repository.id, url: "x", name: "octo-repo" } },
        base: { ref: "release", sha: "b".repeat(40), repo: { id: p.repository.id, url: "x", name: "octo-repo" } },
      },
    ];
    const ctx = contextFromEvent("workflow_run", p, env(p));
    expect(ctx.pullNumber).toBeNull();
    expect(ctx.ref).toBe("");
  });

  it("a head repository that is missing (deleted fork) counts as a fork", () => {
    const p = forkRunPayload();
    p.workflow_run.head_repository = null;
    const ctx = contextFromEvent("workflow_run", p, env(p));
    expect(ctx).toMatchObject({ fromFork: true, ref: "", pullNumber: null });
  });

  it("this repository's own push run on main keeps refs/heads/main", () => {
    const p = webhookExample("workflow_run", (x) => x.action === "completed" && x.workflow_run.pull_requests.length === 0 && x.workflow_run.head_branch === "main");
    const ctx = contextFromEvent("workflow_run", p, env(p));
    expect(ctx).toMatchObject({ fromFork: false, ref: "refs/heads/main", unresolved: null });
    expect(alertOriginOf(ctx)).toBe("default-branch");
  });

  it("nothing is uploaded or commented when the pull request cannot be found; found, it goes to the PR's ref", async () => {
    const p = forkRunPayload();
    const ctx = contextFromEvent("workflow_run", p, env(p));
    const fake = fakeRepo({ owner: ctx.owner, repo: ctx.repo, pulls: [] });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const logger = memoryLogger();
    const octokit = createOctokit({ token: "ghs_write", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none" });
    const sarif = { version: "2.1.0" as const, runs: [] };
    const input = { category: "agent-evals", markdown: "report", sarif, comment: true, uploadSarif: true, waitForProcessing: false, reviewComments: true };
    const out = await publishToGitHub(octokit, { ...input, context: ctx }, logger);
    expect(out.context.unresolved).not.toBeNull();
    expect(out.upload).toBeUndefined();
    expect(out.comment).toBeUndefined();
    expect(fake.uploads).toHaveLength(0);
    expect(fake.comments).toHaveLength(0);
    expect(out.notes.join("\n")).toMatch(/was not found: no SARIF upload, comment or review comments/);
    expect(api.calls("pulls/list")[0]!.query).toMatchObject({ head: "mallory:main", state: "open" });

    // Once the fork's PR is open at that commit, the run reports on it, never on main.
    const withPr = fakeRepo({ owner: ctx.owner, repo: ctx.repo, pulls: [{ number: 9, headOwner: "mallory", headRef: "main", headSha: ctx.sha, baseSha: "b".repeat(40) }] });
    await api.close();
    api = await startGitHubApi({ handlers: withPr.handlers, blobs: withPr.blobs });
    const octokit2 = createOctokit({ token: "ghs_write", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none" });
    const found = await findPullRequestForRun(octokit2, ctx, logger);
    expect(found).toMatchObject({ pullNumber: 9, ref: "refs/pull/9/head", unresolved: null });
    expect(alertOriginOf(found)).toBe("pull-request");
    expect(api.errors).toEqual([]);
  });

  it("a failed lookup (403, timeout) stays unresolved and says why", async () => {
    const p = forkRunPayload();
    const ctx = contextFromEvent("workflow_run", p, env(p));
    const fake = fakeRepo({ owner: ctx.owner, repo: ctx.repo, before: { "pulls/list": () => ({ status: 403, body: { message: "Resource not accessible by integration" } }) } });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const logger = memoryLogger();
    const octokit = createOctokit({ token: "ghs_write", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none" });
    const out = await findPullRequestForRun(octokit, ctx, logger);
    expect(out).toMatchObject({ pullNumber: null, ref: "" });
    expect(out.unresolved).toMatch(/was not found \(the lookup failed: 403: Resource not accessible by integration\)$/);
  });

  it("the fork run's digest is never read back as the default branch's history", async () => {
    const p = forkRunPayload();
    const ctx = contextFromEvent("workflow_run", p, env(p));
    const [owner, repo] = [ctx.owner, ctx.repo];
    // The digest as the action records it: this run's ref and commit (run.ts digestContext).
    const digestOf = (ref: string, commit: string, runId: number) =>
      buildDigest(runResult([traceResult({ id: "t", success: true })]), { time: new Date(Date.UTC(2026, 0, runId - 6000)), commit, ref, workflow: "blamegate", repository: `${owner}/${repo}`, runId });
    const forkDigest = digestOf(ctx.ref, ctx.sha, 6002);
    const mainDigest = digestOf("refs/heads/main", "d".repeat(40), 6001);
    // Both are runs of the blamegate workflow on main (workflow_run jobs run on the default branch).
    const base = structuredClone(p.workflow_run) as Record<string, any>;
    const restRun = (id: number) => ({
      ...base,
      id,
      event: "workflow_run",
      head_branch: "main",
      head_repository: structuredClone(p.repository),
      url: `https://api.github.com/repos/${owner}/${repo}/actions/runs/${id}`,
      display_title: base.head_commit.message,
      path: ".github/workflows/blamegate.yml",
    });
    const runs = [restRun(6002), restRun(6001)];
    const zips: Record<string, Buffer> = {
      "6001.zip": await makeZip([{ name: "digest.json", data: JSON.stringify(mainDigest) }]),
      "6002.zip": await makeZip([{ name: "digest.json", data: JSON.stringify(forkDigest) }]),
    };
    api = await startGitHubApi({
      blobs: zips,
      handlers: {
        "actions/list-workflow-runs": (req, c) => paginate(runs, req, c, (page) => ({ total_count: runs.length, workflow_runs: page })),
        "actions/list-workflow-run-artifacts": (req) => {
          const runId = Number(req.params.run_id);
          return { status: 200, body: { total_count: 1, artifacts: [fakeArtifact({ id: runId, name: "blamegate-digest", size: zips[`${runId}.zip`]!.length, owner, repo, runId })] } };
        },
        "actions/download-artifact": (req, c) => ({ status: 302, headers: { location: `${c.blobUrl}/${req.params.artifact_id}.zip` } }),
      },
    });
    const logger = memoryLogger();
    const octokit = createOctokit({ token: "ghs_x", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none", retries: 0 });
    const h = await fetchHistory(octokit, { owner, repo, workflowId: "blamegate.yml", branch: "main" }, logger);
    expect(h.entries.map((e) => e.runId)).toEqual([6001]);
    expect(h.ignored).toBe(1);
    expect(api.errors).toEqual([]);
  });
});
