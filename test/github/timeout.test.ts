// Issue 14, Medium #7: a stalled GitHub API call used to hang the job until the runner killed it.
// Every call now has a deadline (retries and waits included); past it, each surface degrades as
// on a refusal: a warning, a "failed" outcome, and the report kept. The loopback server here
// accepts the request and never answers (or answers the headers and stalls the body).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createOctokit, GitHubTimeoutError } from "../../src/github/client.js";
import { upsertStickyComment } from "../../src/github/comment.js";
import { contextFromEvent } from "../../src/github/context.js";
import { fetchHistory } from "../../src/github/history.js";
import { publishToGitHub } from "../../src/github/publish.js";
import { memoryLogger } from "../../src/log.js";
import { fakeRepo, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";

let api: GitHubApi | undefined;
let extra: (() => Promise<void>) | undefined;
afterEach(async () => {
  await api?.close();
  await extra?.();
  api = undefined;
  extra = undefined;
});

const stall = () => new Promise<never>(() => {});
const payload = webhookExample("pull_request", (p) => p.action === "opened");
const pr = contextFromEvent("pull_request", payload, { repository: payload.repository.full_name, sha: "1".repeat(40), ref: "refs/heads/x" });

// Long enough for a request to reach the loopback server on a busy machine; the stalls are endless.
function client(url: string, logger = memoryLogger(), timeoutMs = 1000) {
  return createOctokit({ token: "ghs_test", baseUrl: url, logger, msPerSecond: 1, pacing: "none", timeoutMs });
}

describe("every GitHub call has a deadline", () => {
  it("a call that gets no answer fails with a timeout, once, not retried", async () => {
    api = await startGitHubApi({ handlers: { "issues/list-comments": stall } });
    const call = client(api.url).rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1 });
    await expect(call).rejects.toBeInstanceOf(GitHubTimeoutError);
    await expect(call).rejects.toThrow(/GitHub did not answer GET \/repos\/\{owner\}\/\{repo\}\/issues\/\{issue_number\}\/comments within 1 s/);
    // Not retried: the abort is final (a retry would be a second request).
    expect(api.calls("issues/list-comments").length).toBeLessThanOrEqual(1);
  });

  it("headers then a stalled body is bounded too", async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.write("[");
    });
    server.unref();
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    extra = () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await expect(client(url).rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1 })).rejects.toBeInstanceOf(GitHubTimeoutError);
  });

  it("a call can ask for a longer deadline (a large download)", async () => {
    api = await startGitHubApi({
      handlers: { "issues/list-comments": () => new Promise((r) => setTimeout(() => r({ status: 200, body: [] }), 200)) },
    });
    const octokit = client(api.url, memoryLogger(), 50);
    await expect(octokit.rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1 })).rejects.toBeInstanceOf(GitHubTimeoutError);
    const res = await octokit.rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1, request: { timeoutMs: 5_000 } });
    expect(res.data).toEqual([]);
  });

  it("an artifact download gets ten minutes by default, not the API call's deadline", async () => {
    api = await startGitHubApi({
      blobs: { "7.zip": Buffer.from("PK") },
      handlers: {
        "actions/download-artifact": (_req, ctx) => new Promise((r) => setTimeout(() => r({ status: 302, headers: { location: `${ctx.blobUrl}/7.zip` } }), 200)),
        "issues/list-comments": () => new Promise((r) => setTimeout(() => r({ status: 200, body: [] }), 200)),
      },
    });
    const octokit = client(api.url, memoryLogger(), 50);
    await expect(octokit.rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1 })).rejects.toBeInstanceOf(GitHubTimeoutError);
    const res = await octokit.rest.actions.downloadArtifact({ owner: "o", repo: "r", artifact_id: 7, archive_format: "zip" });
    expect(Buffer.from(res.data as ArrayBuffer).toString()).toBe("PK");
  });

  it("the sticky comment degrades as on a refusal: a warning naming the timeout, no throw", async () => {
    const fake = fakeRepo({ owner: pr.owner, repo: pr.repo });
    api = await startGitHubApi({ handlers: { ...fake.handlers, "issues/list-comments": stall } });
    const logger = memoryLogger();
    const out = await upsertStickyComment(client(api.url, logger), { owner: pr.owner, repo: pr.repo, issueNumber: pr.pullNumber!, category: "c", body: "x" }, logger);
    expect(out.action).toBe("failed");
    expect(out.action === "failed" && out.reason).toMatch(/could not comment on #\d+ \(network error: GitHub did not answer/);
    expect(logger.lines.some((l) => l.level === "warning" && /did not answer/.test(l.message))).toBe(true);
  });

  it("publishing with every surface stalled returns, each surface failed, nothing thrown", async () => {
    const fake = fakeRepo({ owner: pr.owner, repo: pr.repo });
    api = await startGitHubApi({
      handlers: { ...fake.handlers, "issues/list-comments": stall, "code-scanning/upload-sarif": stall, "pulls/list-files": stall, "pulls/list-review-comments": stall, graphql: stall },
    });
    const logger = memoryLogger();
    const sarif = {
      version: "2.1.0" as const,
      runs: [{ tool: { driver: { name: "blamegate" } }, results: [{ ruleId: "FM-1.3", message: { text: "x" }, locations: [{ physicalLocation: { artifactLocation: { uri: "a.py" }, region: { startLine: 1 } } }] }] }],
    };
    const out = await publishToGitHub(client(api.url, logger), { context: pr, category: "c", markdown: "report", sarif, comment: true, uploadSarif: true, waitForProcessing: false, reviewComments: true }, logger);
    expect(out.upload).toMatchObject({ status: "failed" });
    expect(out.comment).toMatchObject({ action: "failed" });
    expect(out.review?.failed).toBeTruthy();
    expect(fake.comments).toHaveLength(0);
  });

  it("history: a stalled list of earlier runs means no trend this run, with a note", async () => {
    api = await startGitHubApi({ handlers: { "actions/list-workflow-runs": stall } });
    const logger = memoryLogger();
    const h = await fetchHistory(client(api.url, logger), { owner: "o", repo: "r", workflowId: "evals.yml", branch: "main" }, logger);
    expect(h.entries).toEqual([]);
    expect(h.note).toMatch(/could not list earlier runs \(GitHub did not answer .* within 1 s\); no trend this run/);
  });
});
