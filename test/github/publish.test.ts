// The GitHub surfaces end to end against the contract server, driven by real webhook payloads
// from @octokit/webhooks-examples: sticky comment (one after two runs), SARIF upload (decodable,
// right commit and ref, optional wait), review comments only on changed lines, a fork's 403
// handled, 500 then 200 retried, 429 retry-after honoured, workflow_run PR lookup for forks.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Log } from "sarif";
import { createOctokit } from "../../src/github/client.js";
import { uploadSarif } from "../../src/github/code-scanning.js";
import { stickyBody, upsertStickyComment } from "../../src/github/comment.js";
import { contextFromEvent, findPullRequestForRun } from "../../src/github/context.js";
import { addedLines, lineFindingsFromSarif, postReviewComments } from "../../src/github/review.js";
import { memoryLogger } from "../../src/log.js";
import { renderMarkdownReport } from "../../src/render/markdown.js";
import { buildSarif } from "../../src/render/sarif/build.js";
import { buildSourceIndex, createLocator, type LocatableTrace } from "../../src/render/sarif/locate.js";
import { fakeRepo, startGitHubApi, webhookExample, type FakeRepoOptions, type GitHubApi } from "../support/github-api/index.js";
import { failedTrace, runResult } from "../support/builders.js";
import { FILES, lineOf, makeRepo } from "../render/sarif/repo.js";

const MS = 5;
let api: GitHubApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function serve(options: FakeRepoOptions) {
  const fake = fakeRepo(options);
  api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
  const logger = memoryLogger();
  const octokit = createOctokit({ token: "ghs_installation", baseUrl: api.url, logger, msPerSecond: MS, pacing: "none" });
  return { fake, api, logger, octokit };
}

const prPayload = webhookExample("pull_request", (p) => p.action === "opened");
const prEnv = { repository: prPayload.repository.full_name, sha: "1".repeat(40), ref: `refs/pull/${prPayload.number}/merge`, runId: "77" };
const pr = contextFromEvent("pull_request", prPayload, prEnv);

/** A fork PR: the same real payload with its head in another owner's repository. */
function forkPayload() {
  const p = structuredClone(prPayload);
  p.pull_request.head.repo = { ...p.pull_request.head.repo, full_name: "mallory/Hello-World", owner: { ...p.pull_request.head.repo.owner, login: "mallory" } };
  return p;
}

const gate = { status: "fail" as const, reasons: ["1 of 1 traces failed (fail-on: any)"] };

describe("event context from real payloads", () => {
  it("pull_request: head commit, PR ref, base", () => {
    expect(pr.pullNumber).toBe(prPayload.pull_request.number);
    expect(pr.sha).toBe(prPayload.pull_request.head.sha);
    expect(pr.baseSha).toBe(prPayload.pull_request.base.sha);
    expect(pr.ref).toBe(`refs/pull/${prPayload.pull_request.number}/head`);
    expect(pr.fromFork).toBe(false);
    expect(pr.artifactRunId).toBe(77);
    expect(contextFromEvent("pull_request", forkPayload(), prEnv).fromFork).toBe(true);
  });

  it("push: the pushed commit and branch, no PR", () => {
    const push = webhookExample("push", (p) => String(p.ref).startsWith("refs/heads/"));
    const ctx = contextFromEvent("push", push, { repository: push.repository.full_name, sha: "2".repeat(40), ref: "refs/heads/x" });
    expect(ctx).toMatchObject({ sha: push.after, ref: push.ref, pullNumber: null });
  });

  it("workflow_run: PR number and head SHA from the payload, artifacts from the triggering run", () => {
    const wr = webhookExample("workflow_run", (p) => p.workflow_run.pull_requests.length > 0);
    const ctx = contextFromEvent("workflow_run", wr, { repository: wr.repository.full_name, sha: "3".repeat(40), ref: "refs/heads/main", runId: "5" });
    const prInPayload = wr.workflow_run.pull_requests[0];
    expect(ctx.pullNumber).toBe(prInPayload.number);
    expect(ctx.ref).toBe(`refs/pull/${prInPayload.number}/head`);
    expect(ctx.sha).toBe(prInPayload.head.sha);
    expect(ctx.artifactRunId).toBe(wr.workflow_run.id);
  });

  it("workflow_run from a fork (empty pull_requests): finds the PR by head branch", async () => {
    const wr = webhookExample("workflow_run", (p) => p.workflow_run.pull_requests.length === 0 && p.action === "completed");
    wr.workflow_run.head_repository = { ...wr.workflow_run.head_repository, full_name: "mallory/octo-repo", owner: { ...wr.workflow_run.head_repository.owner, login: "mallory" } };
    const ctx = contextFromEvent("workflow_run", wr, { repository: wr.repository.full_name, sha: "3".repeat(40), ref: "refs/heads/main" });
    expect(ctx).toMatchObject({ pullNumber: null, fromFork: true, sha: wr.workflow_run.head_sha, artifactRunId: wr.workflow_run.id });
    const {
      octokit,
      logger,
      api: a,
    } = await serve({
      owner: ctx.owner,
      repo: ctx.repo,
      pulls: [
        { number: 41, headOwner: "mallory", headRef: wr.workflow_run.head_branch, headSha: "9".repeat(40), baseSha: "8".repeat(40) },
        { number: 42, headOwner: "mallory", headRef: wr.workflow_run.head_branch, headSha: wr.workflow_run.head_sha, baseSha: "7".repeat(40) },
      ],
    });
    const found = await findPullRequestForRun(octokit, ctx, logger);
    expect(found).toMatchObject({ pullNumber: 42, ref: "refs/pull/42/head", baseSha: "7".repeat(40) });
    expect(a.calls("pulls/list")[0]!.query).toMatchObject({ head: `mallory:${wr.workflow_run.head_branch}`, state: "open" });
    expect(a.errors).toEqual([]);
  });
});

describe("sticky comment", () => {
  it("creates, then updates in place, then leaves alone, then moves the run link on a re-run: one comment after four runs", async () => {
    const { fake, octokit, logger, api: a } = await serve({ owner: pr.owner, repo: pr.repo });
    // Someone else's comment that quotes our marker must not be taken for ours.
    fake.comments.push({ id: 1, issue: pr.pullNumber!, body: "see above\n<!-- blamegate:category=evals -->" });
    const report = (n: number, run = 1) =>
      renderMarkdownReport({
        result: runResult(Array.from({ length: n }, (_, i) => failedTrace(i))),
        gate,
        category: "evals",
        runUrl: `https://github.com/o/r/actions/runs/${run}`,
      });
    const first = await upsertStickyComment(octokit, { owner: pr.owner, repo: pr.repo, issueNumber: pr.pullNumber!, category: "evals", body: report(1) }, logger);
    const second = await upsertStickyComment(octokit, { owner: pr.owner, repo: pr.repo, issueNumber: pr.pullNumber!, category: "evals", body: report(2) }, logger);
    const third = await upsertStickyComment(octokit, { owner: pr.owner, repo: pr.repo, issueNumber: pr.pullNumber!, category: "evals", body: report(2) }, logger);
    // A re-run: the same report from another run updates the comment's link to the run.
    const fourth = await upsertStickyComment(octokit, { owner: pr.owner, repo: pr.repo, issueNumber: pr.pullNumber!, category: "evals", body: report(2, 3) }, logger);
    expect([first.action, second.action, third.action, fourth.action]).toEqual(["created", "updated", "unchanged", "updated"]);
    const ours = fake.comments.filter((c) => c.body.startsWith("<!-- blamegate:category=evals -->"));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toBe(report(2, 3));
    expect(fake.comments).toHaveLength(2);
    // A second category keeps its own comment.
    await upsertStickyComment(octokit, { owner: pr.owner, repo: pr.repo, issueNumber: pr.pullNumber!, category: "nightly", body: "x" }, logger);
    expect(fake.comments).toHaveLength(3);
    expect(a.calls("issues/create-comment")).toHaveLength(2);
    expect(a.calls("issues/update-comment")).toHaveLength(2);
    expect(a.errors).toEqual([]);
  });

  it("keeps a body built elsewhere within the comment limit, marker first", () => {
    const body = stickyBody("c", "x".repeat(70_000));
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect(body.startsWith("<!-- blamegate:category=c -->\n")).toBe(true);
    expect(body).toMatch(/cut to GitHub's 65,536-character comment limit/);
  });

  it("follows pagination to find the comment among 150 others", async () => {
    const { fake, octokit, logger, api: a } = await serve({ owner: pr.owner, repo: pr.repo });
    for (let i = 0; i < 150; i++) fake.comments.push({ id: 10 + i, issue: pr.pullNumber!, body: `chatter ${i}` });
    fake.comments.push({ id: 500, issue: pr.pullNumber!, body: stickyBody("blamegate", "old") });
    const out = await upsertStickyComment(octokit, { owner: pr.owner, repo: pr.repo, issueNumber: pr.pullNumber!, category: "blamegate", body: "new" }, logger);
    expect(out).toMatchObject({ action: "updated", id: 500 });
    expect(a.calls("issues/list-comments").length).toBe(2);
  });

  it("a fork's read-only token (403) gives a warning that says what to do, not a crash", async () => {
    const fork = contextFromEvent("pull_request", forkPayload(), prEnv);
    const { octokit, logger } = await serve({
      owner: fork.owner,
      repo: fork.repo,
      before: { "issues/create-comment": () => ({ status: 403, body: { message: "Resource not accessible by integration" } }) },
    });
    const out = await upsertStickyComment(octokit, { owner: fork.owner, repo: fork.repo, issueNumber: fork.pullNumber!, category: "c", body: "x" }, logger);
    expect(out.action).toBe("failed");
    const warning = logger.lines.find((l) => l.level === "warning")!.message;
    expect(warning).toMatch(/403: Resource not accessible by integration/);
    expect(warning).toMatch(/pull-requests: write/);
    expect(warning).toMatch(/workflow_run/);
  });

  it("retries a 500 from the comments list, then succeeds", async () => {
    const {
      fake,
      octokit,
      logger,
      api: a,
    } = await serve({
      owner: pr.owner,
      repo: pr.repo,
      before: { "issues/list-comments": (_r, ctx) => (ctx.call === 0 ? { status: 500, body: { message: "Server Error" } } : undefined) },
    });
    const out = await upsertStickyComment(octokit, { owner: pr.owner, repo: pr.repo, issueNumber: pr.pullNumber!, category: "c", body: "x" }, logger);
    expect(out.action).toBe("created");
    // The 500, the answer, and the look again after creating (another run may have posted too).
    expect(a.calls("issues/list-comments")).toHaveLength(3);
    expect(fake.comments).toHaveLength(1);
  });
});

describe("SARIF upload", () => {
  let root: string;
  let log: Log;
  beforeAll(async () => {
    root = await makeRepo();
    const locator = createLocator(await buildSourceIndex({ root, globs: ["**/*.py", "**/*.ts"] }), { cwd: root });
    const traces: LocatableTrace[] = [
      { ...failedTrace(0), sites: [{ step: 3, name: "search_flights" }] },
      failedTrace(1, {
        errors: [{ step: 3, kind: "tool_call", message: `Traceback (most recent call last):\n  File "${root}/agent/tools.py", line ${lineOf("agent/tools.py", "MARK:book-call")}, in book_flight\nRuntimeError: 500` }],
      }),
      { ...failedTrace(2), sites: [{ step: 3, name: "refund" }] },
      { ...failedTrace(3), sites: [{ step: 3, name: "parse_receipt" }] },
    ];
    log = buildSarif({ traces, category: "evals", locator, toolVersion: "0.1.0" }).log;
  });
  afterAll(async () => rm(root, { recursive: true, force: true }));

  it("sends gzip+base64 that decodes to the log, with the PR head commit and ref, and waits for processing", async () => {
    const { fake, octokit, logger, api: a } = await serve({ owner: pr.owner, repo: pr.repo, pendingPolls: 2 });
    const out = await uploadSarif(octokit, { owner: pr.owner, repo: pr.repo, commitSha: pr.sha, ref: pr.ref, sarif: log, wait: true, pollIntervalMs: 1 }, logger);
    expect(out.status).toBe("processed");
    expect(fake.uploads).toHaveLength(1);
    expect(fake.uploads[0]!.sarif).toEqual(JSON.parse(JSON.stringify(log)));
    expect(fake.uploads[0]).toMatchObject({ commit_sha: prPayload.pull_request.head.sha, ref: `refs/pull/${prPayload.pull_request.number}/head` });
    expect(a.calls("code-scanning/get-sarif")).toHaveLength(3);
    expect(a.errors).toEqual([]);
  });

  it("reports GitHub's processing errors when waiting", async () => {
    const { octokit, logger } = await serve({
      owner: pr.owner,
      repo: pr.repo,
      before: {
        "code-scanning/get-sarif": (_r, ctx) =>
          ctx.call === 0 ? { status: 404, body: { message: "Not Found" } } : { status: 200, body: { processing_status: "failed", analyses_url: null, errors: ["locationFromSarifResult: expected artifact location"] } },
      },
    });
    const out = await uploadSarif(octokit, { owner: pr.owner, repo: pr.repo, commitSha: pr.sha, ref: pr.ref, sarif: log, wait: true, pollIntervalMs: 1 }, logger);
    expect(out).toEqual({ status: "processing-failed", id: expect.any(String), errors: ["locationFromSarifResult: expected artifact location"] });
    expect(logger.lines.some((l) => l.level === "warning" && /could not process/.test(l.message))).toBe(true);
  });

  it("on a push, uploads for the branch ref and pushed commit", async () => {
    const push = webhookExample("push", (p) => String(p.ref).startsWith("refs/heads/"));
    const ctx = contextFromEvent("push", push, { repository: push.repository.full_name, sha: "2".repeat(40), ref: "refs/heads/x" });
    const { fake, octokit, logger, api: a } = await serve({ owner: ctx.owner, repo: ctx.repo });
    const out = await uploadSarif(octokit, { owner: ctx.owner, repo: ctx.repo, commitSha: ctx.sha, ref: ctx.ref, sarif: log }, logger);
    expect(out.status).toBe("uploaded");
    expect(fake.uploads[0]).toMatchObject({ commit_sha: push.after, ref: push.ref });
    expect(a.errors).toEqual([]);
  });

  it("403 (fork, no permission, no code security) warns with the fix and never throws", async () => {
    const { octokit, logger } = await serve({
      owner: pr.owner,
      repo: pr.repo,
      before: { "code-scanning/upload-sarif": () => ({ status: 403, body: { message: "Advanced Security must be enabled for this repository to use code scanning." } }) },
    });
    const out = await uploadSarif(octokit, { owner: pr.owner, repo: pr.repo, commitSha: pr.sha, ref: pr.ref, sarif: log }, logger);
    expect(out).toMatchObject({ status: "failed", httpStatus: 403 });
    const warning = logger.lines.find((l) => l.level === "warning")!.message;
    expect(warning).toMatch(/security-events: write/);
    expect(warning).toMatch(/codeql-action\/upload-sarif/);
  });

  it("503 then 202 is retried; 429 waits for its retry-after", async () => {
    const at: number[] = [];
    const { fake, octokit, logger } = await serve({
      owner: pr.owner,
      repo: pr.repo,
      before: {
        "code-scanning/upload-sarif": (_r, ctx) => {
          at.push(Date.now());
          if (ctx.call === 0) return { status: 503, body: { message: "Service Unavailable" } };
          if (ctx.call === 1) return { status: 429, body: { message: "Too Many Requests" }, headers: { "retry-after": "20" } };
          return undefined;
        },
      },
    });
    const out = await uploadSarif(octokit, { owner: pr.owner, repo: pr.repo, commitSha: pr.sha, ref: pr.ref, sarif: log }, logger);
    expect(out.status).toBe("uploaded");
    expect(at).toHaveLength(3);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(20 * MS - 2);
    expect(fake.uploads).toHaveLength(1);
  });

  it("review comments land only on lines the PR added, once", async () => {
    // The PR's patch, as git itself writes it: the search tool is new, one line of book_flight changed.
    const newText = FILES["agent/tools.py"]!;
    const oldLines = newText.split("\n").filter((_, i) => i + 1 < lineOf("agent/tools.py", '@tool("search_flights")') || i + 1 > lineOf("agent/tools.py", "return client.search") + 2);
    const oldText = oldLines.join("\n").replace("  # MARK:book-call", "");
    const dir = await mkdtemp(path.join(tmpdir(), "bg-diff-"));
    await writeFile(path.join(dir, "old.py"), oldText);
    await writeFile(path.join(dir, "new.py"), newText);
    const diff = await promisify(execFile)("git", ["diff", "--no-index", "-U3", "old.py", "new.py"], { cwd: dir }).catch((e: { stdout: string }) => e);
    await rm(dir, { recursive: true, force: true });
    const patch = diff.stdout.slice(diff.stdout.indexOf("@@"));
    const added = addedLines(patch);
    expect(added.has(lineOf("agent/tools.py", '@tool("search_flights")'))).toBe(true);
    expect(added.has(lineOf("agent/tools.py", "MARK:book-call"))).toBe(true);
    expect(added.has(lineOf("agent/tools.py", "async def book_flight"))).toBe(false);

    const {
      fake,
      octokit,
      logger,
      api: a,
    } = await serve({
      owner: pr.owner,
      repo: pr.repo,
      pullFiles: {
        [pr.pullNumber!]: [
          { filename: "agent/tools.py", patch },
          { filename: "README.md", patch: "@@ -1 +1 @@\n-a\n+b" },
        ],
      },
    });
    const findings = lineFindingsFromSarif(log);
    expect(findings).toHaveLength(4);
    const options = { owner: pr.owner, repo: pr.repo, pullNumber: pr.pullNumber!, commitId: pr.sha, findings };
    const first = await postReviewComments(octokit, options, logger);
    expect(first).toMatchObject({ posted: 2, outsideDiff: 2, alreadyPosted: 0 });
    const commented = fake.reviews[0]!.comments.map((c) => `${c.path}:${c.line}:${c.side}`).sort();
    expect(commented).toEqual([`agent/tools.py:${lineOf("agent/tools.py", '@tool("search_flights")')}:RIGHT`, `agent/tools.py:${lineOf("agent/tools.py", "MARK:book-call")}:RIGHT`].sort());
    for (const c of fake.reviews[0]!.comments) expect(added.has(c.line)).toBe(true);
    expect(fake.reviews[0]!.commit_id).toBe(prPayload.pull_request.head.sha);
    // The next run finds its keys and posts nothing new.
    const second = await postReviewComments(octokit, options, logger);
    expect(second).toMatchObject({ posted: 0, alreadyPosted: 2 });
    expect(fake.reviews).toHaveLength(1);
    expect(a.errors).toEqual([]);
  });
});
