// Review comments and the SARIF upload against the loopback GitHub API: markers count only when
// blamegate's own identity wrote them (issue 14, Medium 4), review comments stay off when code
// scanning already shows the same findings (issue 13 §4), and the SARIF goes to the commit and
// ref that were checked out (refs/pull/N/merge and the merge commit), as codeql-action does.
import { execFileSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Log } from "sarif";
import { resolveSettings } from "../../src/config.js";
import { createOctokit } from "../../src/github/client.js";
import { codeScanningTarget, readCheckout } from "../../src/github/code-scanning.js";
import { contextFromEvent } from "../../src/github/context.js";
import { GITHUB_TOKEN_LOGIN, tokenIdentity } from "../../src/github/identity.js";
import { publishToGitHub } from "../../src/github/publish.js";
import { lineFindingsFromSarif, postReviewComments } from "../../src/github/review.js";
import { memoryLogger } from "../../src/log.js";
import { buildSarif } from "../../src/render/sarif/build.js";
import { createLocator, indexSources } from "../../src/render/sarif/locate.js";
import { fakeRepo, fakeReviewComment, fakeUser, startGitHubApi, webhookExample, type FakeRepoOptions, type GitHubApi } from "../support/github-api/index.js";
import { failedTrace } from "../support/builders.js";

const MS = 2;
let api: GitHubApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function serve(options: FakeRepoOptions, token = "ghs_installation") {
  const fake = fakeRepo(options);
  api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
  const logger = memoryLogger();
  const octokit = createOctokit({ token, baseUrl: api.url, logger, msPerSecond: MS, pacing: "none", retries: 1 });
  return { fake, api, logger, octokit };
}

const prPayload = webhookExample("pull_request", (p) => p.action === "opened");
const mergeSha = "1".repeat(40);
const prEnv = { repository: prPayload.repository.full_name, sha: mergeSha, ref: `refs/pull/${prPayload.number}/merge`, runId: "77" };
const pr = contextFromEvent("pull_request", prPayload, prEnv);

const TOOLS = ["def helper():", "    pass", "", "", "def read_file(path):", "    return open(path).read()", ""].join("\n");
const DEF_LINE = 5;

/** A SARIF log with one result on agent/tools.py at read_file's definition. */
function sarifLog(): Log {
  const locator = createLocator(indexSources("/repo", [{ path: "agent/tools.py", text: TOOLS }], new Set(["agent/tools.py"])), { cwd: "/repo" });
  const t = { ...failedTrace(0), errors: [], sites: [{ step: 3, position: 3, name: "read_file" }] };
  return buildSarif({ traces: [t], category: "c", locator, toolVersion: "0.1.0" }).log;
}

/** The PR adds read_file: its definition line is on the diff. */
const pullFiles = { [pr.pullNumber!]: [{ filename: "agent/tools.py", patch: `@@ -1,3 +1,7 @@\n def helper():\n     pass\n \n+\n+def read_file(path):\n+    return open(path).read()\n+` }] };

/** A review comment someone already posted, carrying the key blamegate would use for `log`'s result. */
function prePosted(log: Log, login: string) {
  const key = lineFindingsFromSarif(log)[0]!.key;
  return {
    ...fakeReviewComment({ id: 5, body: `looks fine\n\n<!-- blamegate:review=${key} -->`, path: "agent/tools.py", line: DEF_LINE, commitId: pr.sha, owner: pr.owner, repo: pr.repo, pull: pr.pullNumber! }),
    user: fakeUser(login),
  };
}

const reviewOptions = (log: Log) => ({ owner: pr.owner, repo: pr.repo, pullNumber: pr.pullNumber!, commitId: pr.sha, findings: lineFindingsFromSarif(log) });

describe("tokenIdentity", () => {
  it("a PAT is the user GraphQL's viewer names; asked once per client", async () => {
    const { octokit, api: a } = await serve({ owner: pr.owner, repo: pr.repo, login: "octo-reviewer" }, "ghp_personal");
    expect(await tokenIdentity(octokit, pr)).toEqual({ login: "octo-reviewer" });
    expect(await tokenIdentity(octokit, pr)).toEqual({ login: "octo-reviewer" });
    expect(a.calls("graphql")).toHaveLength(1);
    expect(a.calls("users/get-authenticated")).toHaveLength(0);
    expect(a.errors).toEqual([]);
  });

  // GitHub asks for a second between writes, and the throttling plugin counts every GraphQL call
  // as one; the identity query writes nothing, so it does not wait behind the SARIF upload.
  it("is asked at once after a write, while GraphQL through the paced client waits its turn", async () => {
    const fake = fakeRepo({ owner: pr.owner, repo: pr.repo, login: "octo-reviewer" });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const octokit = createOctokit({ token: "ghp_personal", baseUrl: api.url, logger: memoryLogger(), msPerSecond: MS, retries: 1 });
    // Times from before the write: the spacing runs from when the write's turn began.
    const wrote = Date.now();
    await octokit.rest.issues.createComment({ owner: pr.owner, repo: pr.repo, issue_number: pr.pullNumber!, body: "a write" });
    expect(await tokenIdentity(octokit, pr)).toEqual({ login: "octo-reviewer" });
    expect(Date.now() - wrote).toBeLessThan(900);
    // The spacing is on: the same query through the paced client waits out the second.
    await octokit.graphql("query { viewer { login } }");
    expect(Date.now() - wrote).toBeGreaterThanOrEqual(950);
    expect(api.calls("graphql")).toHaveLength(2);
    expect(api.errors).toEqual([]);
  });

  it("where GraphQL does not answer, GET /user names a PAT's user", async () => {
    const { octokit, api: a } = await serve({ owner: pr.owner, repo: pr.repo, login: "octo-reviewer", identity: null }, "ghp_personal");
    expect(await tokenIdentity(octokit, pr)).toEqual({ login: "octo-reviewer" });
    expect(a.calls("users/get-authenticated")).toHaveLength(1);
  });

  it("the workflow's GITHUB_TOKEN (403 on /user) is github-actions[bot]", async () => {
    const { octokit, api: a } = await serve({ owner: pr.owner, repo: pr.repo, identity: null });
    expect(await tokenIdentity(octokit, pr)).toEqual({ login: GITHUB_TOKEN_LOGIN });
    expect(a.errors).toEqual([]);
  });

  it("unknown when GitHub cannot say (a 500 that stays): null, with a warning", async () => {
    const { octokit, logger } = await serve({ owner: pr.owner, repo: pr.repo, identity: null, before: { "users/get-authenticated": () => ({ status: 500, body: { message: "boom" } }) } });
    expect(await tokenIdentity(octokit, { logger })).toBeNull();
    expect(logger.lines.some((l) => l.level === "warning" && /which account/.test(l.message))).toBe(true);
  });
});

describe("review keys count only when blamegate wrote them", () => {
  it("a key pasted by the PR's author does not silence blamegate's line comment", async () => {
    const log = sarifLog();
    const {
      fake,
      octokit,
      logger,
      api: a,
    } = await serve({
      owner: pr.owner,
      repo: pr.repo,
      pullFiles,
      before: { "pulls/list-review-comments": () => ({ status: 200, body: [prePosted(log, "mallory")] }) },
    });
    const out = await postReviewComments(octokit, reviewOptions(log), logger);
    expect(out).toMatchObject({ posted: 1, alreadyPosted: 0, foreignMarkers: 1 });
    expect(fake.reviews[0]!.comments[0]!.line).toBe(DEF_LINE);
    expect(a.errors).toEqual([]);
  });

  it("its own earlier comment (github-actions[bot] with the GITHUB_TOKEN) is found and not repeated", async () => {
    const log = sarifLog();
    const { fake, octokit, logger } = await serve({
      owner: pr.owner,
      repo: pr.repo,
      pullFiles,
      before: { "pulls/list-review-comments": () => ({ status: 200, body: [prePosted(log, GITHUB_TOKEN_LOGIN)] }) },
    });
    const out = await postReviewComments(octokit, reviewOptions(log), logger);
    expect(out).toMatchObject({ posted: 0, alreadyPosted: 1 });
    expect(fake.reviews).toHaveLength(0);
  });

  it("with a PAT, github-actions[bot]'s comment is not blamegate's; the PAT user's is", async () => {
    const log = sarifLog();
    const other = await serve(
      { owner: pr.owner, repo: pr.repo, pullFiles, login: "release-bot", before: { "pulls/list-review-comments": () => ({ status: 200, body: [prePosted(log, GITHUB_TOKEN_LOGIN)] }) } },
      "ghp_personal",
    );
    expect(await postReviewComments(other.octokit, reviewOptions(log), other.logger)).toMatchObject({ posted: 1, foreignMarkers: 1 });
    await api!.close();
    const own = await serve({ owner: pr.owner, repo: pr.repo, pullFiles, login: "release-bot", before: { "pulls/list-review-comments": () => ({ status: 200, body: [prePosted(log, "Release-Bot")] }) } }, "ghp_personal");
    expect(await postReviewComments(own.octokit, reviewOptions(log), own.logger)).toMatchObject({ posted: 0, alreadyPosted: 1 });
  });
});

describe("no double annotation: review-comments auto", () => {
  it("the setting is auto by default, and takes true, false or auto", () => {
    expect(resolveSettings()["review-comments"]).toBe("auto");
    expect(resolveSettings({ "review-comments": "TRUE" })["review-comments"]).toBe(true);
    expect(resolveSettings({ "review-comments": "off" })["review-comments"]).toBe(false);
    expect(() => resolveSettings({ "review-comments": "sometimes" })).toThrow(/review-comments/);
  });

  const base = (log: Log) => ({ context: pr, category: "c", markdown: "report", sarif: log, comment: false, uploadSarif: true, waitForProcessing: false });

  it("SARIF uploaded: code scanning shows the findings on the changed lines, so no review", async () => {
    const log = sarifLog();
    const { fake, octokit, logger } = await serve({ owner: pr.owner, repo: pr.repo, pullFiles });
    const out = await publishToGitHub(octokit, { ...base(log), reviewComments: "auto" }, logger);
    expect(out.upload?.status).toBe("uploaded");
    expect(out.review).toBeUndefined();
    expect(fake.reviews).toHaveLength(0);
    expect(out.notes.join("\n")).toMatch(/review-comments: auto/);
  });

  it("SARIF refused (no code security): the review comments carry the findings instead", async () => {
    const log = sarifLog();
    const { fake, octokit, logger } = await serve({
      owner: pr.owner,
      repo: pr.repo,
      pullFiles,
      before: { "code-scanning/upload-sarif": () => ({ status: 403, body: { message: "Advanced Security must be enabled for this repository to use code scanning." } }) },
    });
    const out = await publishToGitHub(octokit, { ...base(log), reviewComments: "auto" }, logger);
    expect(out.upload?.status).toBe("failed");
    expect(out.review?.posted).toBe(1);
    expect(fake.reviews).toHaveLength(1);
  });

  it("upload-sarif off: auto comments; review-comments true comments even after an upload", async () => {
    const log = sarifLog();
    const { fake, octokit, logger } = await serve({ owner: pr.owner, repo: pr.repo, pullFiles });
    await publishToGitHub(octokit, { ...base(log), uploadSarif: false, reviewComments: "auto" }, logger);
    expect(fake.reviews).toHaveLength(1);
    fake.reviews.length = 0;
    const forced = await publishToGitHub(octokit, { ...base(log), reviewComments: true }, logger);
    expect(forced.upload?.status).toBe("uploaded");
    expect(fake.reviews).toHaveLength(1);
  });
});

describe("the SARIF's commit and ref are those of the checkout", () => {
  it("from a real pull_request payload: refs/pull/N/merge and the merge commit, not the head", () => {
    expect(pr.ref).toBe(`refs/pull/${pr.pullNumber}/head`);
    const target = codeScanningTarget(pr, { ref: prEnv.ref, sha: prEnv.sha }, { head: mergeSha, pullMerge: mergeSha });
    expect(target).toEqual({ ref: `refs/pull/${pr.pullNumber}/merge`, sha: mergeSha });
    // No git in the workspace: GITHUB_SHA, as codeql-action falls back to.
    expect(codeScanningTarget(pr, { ref: prEnv.ref, sha: prEnv.sha }, { head: null, pullMerge: null })).toEqual(target);
    // A push keeps the event's commit and ref.
    const push = { ref: "refs/heads/main", sha: "2".repeat(40) };
    expect(codeScanningTarget(push, push, { head: "3".repeat(40), pullMerge: null })).toEqual(push);
  });

  it("reads a real checkout: the merge commit checked out, or the head checked out instead", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "bg-checkout-"));
    const git = (...args: string[]) => execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@e", "-c", "init.defaultBranch=main", ...args], { cwd: dir, encoding: "utf8" }).trim();
    try {
      git("init", "-q");
      await writeFile(path.join(dir, "a.py"), "x = 1\n");
      git("add", "a.py");
      git("commit", "-qm", "base");
      git("checkout", "-qb", "feature");
      await writeFile(path.join(dir, "b.py"), "def read_file(p):\n    pass\n");
      git("add", "b.py");
      git("commit", "-qm", "head");
      const head = git("rev-parse", "HEAD");
      git("checkout", "-q", "main");
      await writeFile(path.join(dir, "c.py"), "y = 2\n");
      git("add", "c.py");
      git("commit", "-qm", "main moved");
      git("merge", "-q", "--no-ff", "-m", "merge", "feature");
      const merge = git("rev-parse", "HEAD");
      git("update-ref", "refs/remotes/pull/7/merge", merge);
      git("checkout", "-q", "--detach", merge);
      const env = { ref: "refs/pull/7/merge", sha: merge };
      const ctx = { ref: "refs/pull/7/head", sha: head };
      expect(codeScanningTarget(ctx, env, await readCheckout(dir, env.ref))).toEqual({ ref: "refs/pull/7/merge", sha: merge });
      git("checkout", "-q", "--detach", head);
      expect(codeScanningTarget(ctx, env, await readCheckout(dir, env.ref))).toEqual({ ref: "refs/pull/7/head", sha: head });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("publishToGitHub uploads for the target given, and the review still comments on the PR head", async () => {
    const log = sarifLog();
    const { fake, octokit, logger, api: a } = await serve({ owner: pr.owner, repo: pr.repo, pullFiles });
    const sarifTarget = codeScanningTarget(pr, { ref: prEnv.ref, sha: prEnv.sha }, { head: mergeSha, pullMerge: mergeSha });
    await publishToGitHub(octokit, { context: pr, category: "c", markdown: "r", sarif: log, comment: false, uploadSarif: true, waitForProcessing: false, reviewComments: true, sarifTarget }, logger);
    expect(fake.uploads[0]).toMatchObject({ ref: `refs/pull/${pr.pullNumber}/merge`, commit_sha: mergeSha });
    expect(fake.reviews[0]!.commit_id).toBe(prPayload.pull_request.head.sha);
    expect(a.errors).toEqual([]);
  });
});
