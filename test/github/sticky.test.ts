// The sticky comment under attack and under faults (issue 14, Medium #4 and Low): a look-alike
// comment that starts with blamegate's marker, written by the PR's author, is never taken for
// blamegate's; a 502 after GitHub stored the comment does not make a second one; two runs racing
// leave one comment; duplicates blamegate owns are tidied, others' never touched. Against the
// loopback GitHub API, with real webhook payloads.
import { afterEach, describe, expect, it } from "vitest";
import { createOctokit } from "../../src/github/client.js";
import { stickyBody, upsertStickyComment } from "../../src/github/comment.js";
import { contextFromEvent } from "../../src/github/context.js";
import { tokenIdentity } from "../../src/github/identity.js";
import { memoryLogger } from "../../src/log.js";
import { fakeRepo, startGitHubApi, webhookExample, type FakeRepo, type FakeRepoOptions, type GitHubApi } from "../support/github-api/index.js";

let api: GitHubApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const payload = webhookExample("pull_request", (p) => p.action === "opened");
const pr = contextFromEvent("pull_request", payload, { repository: payload.repository.full_name, sha: "1".repeat(40), ref: "refs/heads/x" });
const author = payload.pull_request.user.login as string;
const MARKER = "<!-- blamegate:category=blamegate -->";

async function serve(options: Partial<FakeRepoOptions> = {}, fakeRef?: { fake?: FakeRepo }) {
  const fake = fakeRepo({ owner: pr.owner, repo: pr.repo, ...options });
  if (fakeRef) fakeRef.fake = fake;
  api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
  const logger = memoryLogger();
  const octokit = createOctokit({ token: "ghs_installation", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none" });
  const upsert = (body: string, o: { category?: string } = {}) => upsertStickyComment(octokit, { owner: pr.owner, repo: pr.repo, issueNumber: pr.pullNumber!, category: o.category ?? "blamegate", body }, logger);
  return { fake, api, logger, octokit, upsert };
}

describe("whose comment is blamegate's", () => {
  it("the token's identity comes from GraphQL's viewer, which answers for an app installation token", async () => {
    const { octokit, api: a } = await serve({ identity: "blamegate-app[bot]" });
    expect(await tokenIdentity(octokit)).toEqual({ login: "blamegate-app[bot]" });
    // Asked once per client.
    expect(await tokenIdentity(octokit)).toEqual({ login: "blamegate-app[bot]" });
    expect(a.calls("graphql")).toHaveLength(1);
    expect(a.errors).toEqual([]);
  });

  it("a look-alike that starts with the marker, written by the PR's author, is neither edited nor trusted", async () => {
    const { fake, upsert, logger, api: a } = await serve();
    // The attack: the author pre-posts a fake "gate passed" under blamegate's marker.
    const fakePass = `${MARKER}\n## ✅ blamegate: gate passed\n\n**0** traces failed`;
    fake.comments.push({ id: 1, issue: pr.pullNumber!, body: fakePass, login: author });
    const out = await upsert("## ❌ blamegate: gate failed");
    expect(out.action).toBe("created");
    expect(fake.comments).toHaveLength(2);
    expect(fake.comments.find((c) => c.id === 1)).toEqual({ id: 1, issue: pr.pullNumber!, body: fakePass, login: author });
    const ours = fake.comments.find((c) => c.id !== 1)!;
    expect(ours.login).toBe("github-actions[bot]");
    expect(ours.body).toContain("gate failed");
    expect(a.calls("issues/update-comment")).toHaveLength(0);
    expect(a.calls("issues/delete-comment")).toHaveLength(0);
    expect(logger.lines.some((l) => /1 comment\(s\) carry the blamegate marker but were not written by github-actions\[bot\]/.test(l.message))).toBe(true);
    // The next run updates its own comment, still leaving the author's alone.
    const again = await upsert("## ❌ blamegate: gate failed\n\nmore");
    expect(again).toMatchObject({ action: "updated", id: ours.id });
    expect(fake.comments.find((c) => c.id === 1)!.body).toBe(fakePass);
    expect(a.errors).toEqual([]);
  });

  it("a look-alike by another bot or user with the same marker is never deleted as a duplicate", async () => {
    const { fake, upsert, api: a } = await serve();
    fake.comments.push({ id: 1, issue: pr.pullNumber!, body: stickyBody("blamegate", "mine, older"), login: "github-actions[bot]" });
    fake.comments.push({ id: 2, issue: pr.pullNumber!, body: stickyBody("blamegate", "someone else's"), login: "dependabot[bot]" });
    fake.comments.push({ id: 3, issue: pr.pullNumber!, body: stickyBody("blamegate", "mine, a stale duplicate"), login: "github-actions[bot]" });
    const out = await upsert("new");
    expect(out).toMatchObject({ action: "updated", id: 1, removed: 1 });
    expect(fake.comments.map((c) => c.id).sort()).toEqual([1, 2]);
    expect(fake.comments.find((c) => c.id === 2)!.body).toContain("someone else's");
    expect(a.calls("issues/delete-comment").map((r) => r.params.comment_id)).toEqual(["3"]);
    expect(a.errors).toEqual([]);
  });

  it("when GitHub will not say who the token is, posts its own and learns the identity from it", async () => {
    const { fake, upsert, logger, api: a } = await serve({ identity: null, before: { "users/get-authenticated": () => ({ status: 500, body: { message: "boom" } }) } });
    fake.comments.push({ id: 1, issue: pr.pullNumber!, body: stickyBody("blamegate", "fake pass"), login: author });
    const out = await upsert("real report");
    expect(out.action).toBe("created");
    expect(fake.comments.find((c) => c.id === 1)!.body).toContain("fake pass");
    expect(logger.lines.some((l) => l.level === "warning" && /did not say who the token is/.test(l.message))).toBe(true);
    expect(a.errors).toEqual([]);
  });
});

describe("find-or-create is idempotent", () => {
  it("a 502 after GitHub stored the comment does not post a second one", async () => {
    const ref: { fake?: FakeRepo } = {};
    const {
      fake,
      upsert,
      api: a,
    } = await serve(
      {
        before: {
          // GitHub stores the comment, then the gateway answers 502.
          "issues/create-comment": (req, ctx) => {
            if (ctx.call > 0) return undefined;
            ref.fake!.comments.push({ id: 900, issue: Number(req.params.issue_number), body: (req.body as { body: string }).body, login: "github-actions[bot]" });
            return { status: 502, body: { message: "Bad Gateway" } };
          },
        },
      },
      ref,
    );
    const out = await upsert("report");
    expect(out).toMatchObject({ action: "created", id: 900 });
    expect(fake.comments).toHaveLength(1);
    expect(a.calls("issues/create-comment")).toHaveLength(1);
  });

  it("a 502 before anything was stored posts once more, and only once", async () => {
    const {
      fake,
      upsert,
      api: a,
    } = await serve({
      before: { "issues/create-comment": (_r, ctx) => (ctx.call === 0 ? { status: 502, body: { message: "Bad Gateway" } } : undefined) },
    });
    const out = await upsert("report");
    expect(out.action).toBe("created");
    expect(fake.comments).toHaveLength(1);
    expect(a.calls("issues/create-comment")).toHaveLength(2);
  });

  it("two runs racing leave one comment, with one run's report", async () => {
    const { fake, upsert, api: a } = await serve();
    const [x, y] = await Promise.all([upsert("run A"), upsert("run B")]);
    expect([x.action, y.action].every((s) => s !== "failed")).toBe(true);
    const ours = fake.comments.filter((c) => c.body.startsWith(MARKER));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toMatch(/run [AB]$/);
    expect(a.calls("issues/create-comment")).toHaveLength(2);
    expect(a.calls("issues/delete-comment").length).toBeGreaterThanOrEqual(1);
    // A third run finds exactly one and updates it.
    expect(await upsert("run C")).toMatchObject({ action: "updated", removed: 0 });
    expect(fake.comments).toHaveLength(1);
  });
});
