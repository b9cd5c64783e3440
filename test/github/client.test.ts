// The Octokit that every surface uses: retries 5xx, honours 429 retry-after and secondary rate
// limits, within bounds; and the contract server catches requests GitHub would reject.
import { afterEach, describe, expect, it } from "vitest";
import { createOctokit, parseRetryAfter } from "../../src/github/client.js";
import { memoryLogger } from "../../src/log.js";
import { fakeIssueComment, paginate, startGitHubApi, type GitHubApi } from "../support/github-api/index.js";

let api: GitHubApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const MS = 20; // milliseconds per GitHub second in these tests

function client(url: string, logger = memoryLogger(), retries = 3) {
  return createOctokit({ token: "ghs_test", baseUrl: url, logger, msPerSecond: MS, pacing: "none", retries });
}

describe("createOctokit against the contract server", () => {
  it("retries a 500 and then succeeds", async () => {
    api = await startGitHubApi({
      handlers: {
        "issues/list-comments": (req, ctx) => (ctx.call === 0 ? { status: 500, body: { message: "boom" } } : paginate([], req, ctx)),
      },
    });
    const res = await client(api.url).rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1 });
    expect(res.status).toBe(200);
    expect(api.calls("issues/list-comments")).toHaveLength(2);
    expect(api.errors).toEqual([]);
  });

  it("gives up on a 500 after the bounded number of retries", async () => {
    api = await startGitHubApi({ handlers: { "issues/list-comments": () => ({ status: 503, body: { message: "down" } }) } });
    await expect(client(api.url, memoryLogger(), 2).rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1 })).rejects.toMatchObject({ status: 503 });
    expect(api.calls("issues/list-comments")).toHaveLength(3);
  });

  it("honours retry-after on a 429", async () => {
    const at: number[] = [];
    api = await startGitHubApi({
      handlers: {
        "issues/create-comment": (req, ctx) => {
          at.push(Date.now());
          if (ctx.call === 0) return { status: 429, body: { message: "Too many requests" }, headers: { "retry-after": "5" } };
          return { status: 201, body: fakeIssueComment({ id: 7, body: String((req.body as { body: string }).body), owner: "o", repo: "r", issue: 1 }) };
        },
      },
    });
    const logger = memoryLogger();
    const res = await client(api.url, logger).rest.issues.createComment({ owner: "o", repo: "r", issue_number: 1, body: "hi" });
    expect(res.data.id).toBe(7);
    expect(at).toHaveLength(2);
    // 5 GitHub seconds at MS ms each; the retry plugin alone would have waited 1 second.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(5 * MS - 5);
    expect(logger.lines.some((l) => l.level === "warning" && /429.*5 s/.test(l.message))).toBe(true);
    expect(api.errors).toEqual([]);
  });

  it("retries a secondary rate limit 403 after its retry-after", async () => {
    const at: number[] = [];
    api = await startGitHubApi({
      handlers: {
        "issues/list-comments": (req, ctx) => {
          at.push(Date.now());
          if (ctx.call === 0) return { status: 403, body: { message: "You have exceeded a secondary rate limit. Please wait." }, headers: { "retry-after": "4" } };
          return paginate([], req, ctx);
        },
      },
    });
    await client(api.url).rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1 });
    expect(at).toHaveLength(2);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(4 * MS - 5);
  });

  it("does not wait for a retry-after longer than the bound", async () => {
    api = await startGitHubApi({
      handlers: { "issues/list-comments": () => ({ status: 429, body: { message: "slow down" }, headers: { "retry-after": "3600" } }) },
    });
    const started = Date.now();
    await expect(client(api.url).rest.issues.listComments({ owner: "o", repo: "r", issue_number: 1 })).rejects.toMatchObject({ status: 429 });
    expect(Date.now() - started).toBeLessThan(3600 * MS);
    expect(api.calls("issues/list-comments")).toHaveLength(1);
  });

  it("the contract server rejects a request GitHub would reject", async () => {
    api = await startGitHubApi({ handlers: { "code-scanning/upload-sarif": () => ({ status: 202, body: { id: "x" } }) } });
    const octokit = client(api.url);
    // commit_sha must be 40 hex digits and ref must start with refs/.
    await expect(octokit.request("POST /repos/{owner}/{repo}/code-scanning/sarifs", { owner: "o", repo: "r", commit_sha: "abc", ref: "main", sarif: "x" })).rejects.toMatchObject({ status: 422 });
    await expect(octokit.request("GET /repos/{owner}/{repo}/issues/{issue_number}/comments", { owner: "o", repo: "r", issue_number: 1, bogus: 1 })).rejects.toMatchObject({ status: 422 });
    await expect(octokit.request("GET /repos/{owner}/{repo}/not-a-thing", { owner: "o", repo: "r" })).rejects.toMatchObject({ status: 404 });
    expect(api.errors).toHaveLength(3);
    expect(api.errors[0]).toMatch(/commit_sha/);
    expect(api.errors[1]).toMatch(/unknown query parameter "bogus"/);
  });
});

describe("parseRetryAfter", () => {
  it("reads seconds and HTTP dates", () => {
    expect(parseRetryAfter("7")).toBe(7);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:00:30 GMT", now)).toBe(30);
    expect(parseRetryAfter(undefined)).toBeNull();
    expect(parseRetryAfter("soon")).toBeNull();
  });
});
