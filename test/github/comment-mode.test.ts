// Issue 13 §5: `comment: always | on-failure | never`. on-failure keeps passing pull requests
// quiet, yet a comment left by an earlier failing run is updated when the PR is fixed, so no
// stale ❌ stays. Through publishToGitHub against the loopback API, with a real payload.
import { afterEach, describe, expect, it } from "vitest";
import { resolveSettings } from "../../src/config.js";
import { createOctokit } from "../../src/github/client.js";
import { contextFromEvent } from "../../src/github/context.js";
import { publishToGitHub, type PublishInput } from "../../src/github/publish.js";
import { memoryLogger } from "../../src/log.js";
import { fakeRepo, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";

let api: GitHubApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const payload = webhookExample("pull_request", (p) => p.action === "opened");
const pr = contextFromEvent("pull_request", payload, { repository: payload.repository.full_name, sha: "1".repeat(40), ref: "refs/heads/x" });

async function serve() {
  const fake = fakeRepo({ owner: pr.owner, repo: pr.repo });
  api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
  const logger = memoryLogger();
  const octokit = createOctokit({ token: "ghs_x", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none" });
  const publish = (comment: PublishInput["comment"], gateFailed: boolean) =>
    publishToGitHub(
      octokit,
      { context: pr, category: "c", markdown: gateFailed ? "## ❌ blamegate: gate failed" : "## ✅ blamegate: gate passed", comment, gateFailed, uploadSarif: false, waitForProcessing: false, reviewComments: false },
      logger,
    );
  return { fake, api, publish };
}

describe("comment: always | on-failure | never", () => {
  it("settings: the three values, and the old true/false", () => {
    expect(resolveSettings({}).comment).toBe("always");
    expect(resolveSettings({ comment: "on-failure" }).comment).toBe("on-failure");
    expect(resolveSettings({ comment: "false" }).comment).toBe("never");
    expect(resolveSettings({ comment: "true" }).comment).toBe("always");
    expect(() => resolveSettings({ comment: "sometimes" })).toThrow(/comment: expected always, on-failure, never \(or true\/false\), got 'sometimes'/);
  });

  it("on-failure: a passing PR gets no comment; a failure posts one; the fix updates it to passed", async () => {
    const { fake, api: a, publish } = await serve();
    const quiet = await publish("on-failure", false);
    expect(quiet.comment).toMatchObject({ action: "none" });
    expect(fake.comments).toHaveLength(0);
    expect(a.calls("issues/create-comment")).toHaveLength(0);

    expect((await publish("on-failure", true)).comment).toMatchObject({ action: "created" });
    expect(fake.comments[0]!.body).toContain("gate failed");

    expect((await publish("on-failure", false)).comment).toMatchObject({ action: "updated" });
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.body).toContain("gate passed");
    expect(a.errors).toEqual([]);
  });

  it("never: not a single comment call; always: posted on a pass too", async () => {
    const { fake, api: a, publish } = await serve();
    expect((await publish("never", true)).comment).toBeUndefined();
    expect(a.requests.filter((r) => r.path.includes("/comments"))).toHaveLength(0);
    expect((await publish("always", false)).comment).toMatchObject({ action: "created" });
    expect(fake.comments).toHaveLength(1);
  });
});
