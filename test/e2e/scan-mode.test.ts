// The bundled action in `mode: scan` against the loopback GitHub API: on a pull request it
// uploads the scan's SARIF under its own category, comments on the changed line that holds a
// poisoned description, and fails on findings in the files the PR changes only.
import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { fakeRepo, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";
import { repoRoot, runDistAction } from "./dist-runner.js";

let api: GitHubApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

/** A checkout holding the poisoned MCP server and the benign one, as a repository would. */
function checkout(): string {
  const work = mkdtempSync(path.join(tmpdir(), "bg-scan-action-"));
  cpSync(path.join(repoRoot, "test/scan/fixtures/poisoned/server.ts"), path.join(work, "servers/calc.ts"));
  cpSync(path.join(repoRoot, "test/scan/fixtures/benign"), path.join(work, "servers/notes"), { recursive: true });
  return work;
}

// A patch that adds the poisoned description's line (9) of servers/calc.ts.
const PATCH = '@@ -8,2 +8,3 @@ server.tool(\n   "add",\n+  "Adds two numbers. <IMPORTANT>…</IMPORTANT>",\n   { a: z.number() },';

describe("mode: scan", () => {
  it("uploads under blamegate-scan, comments on the changed line, and fails on the PR's own findings", async () => {
    const payload = webhookExample("pull_request", (p) => p.action === "opened");
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const pr = payload.pull_request.number as number;
    const fake = fakeRepo({ owner, repo, pullFiles: { [pr]: [{ filename: "servers/calc.ts", patch: PATCH }] } });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const run = await runDistAction({
      workspace: checkout(),
      eventName: "pull_request",
      payload,
      inputs: { mode: "scan", token: "ghs_test", "review-comments": "true" },
      env: { GITHUB_API_URL: api.url, GITHUB_REF: `refs/pull/${pr}/merge`, GITHUB_SHA: payload.pull_request.head.sha },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.outputs.verdict).toBe("fail");
    expect(run.outputs.reasons).toMatch(/in files this pull request changes: BGS001 servers\/calc\.ts:9/);
    expect(Number(run.outputs.findings)).toBeGreaterThan(0);
    expect(run.summary).toContain("blamegate scan");

    expect(fake.uploads).toHaveLength(1);
    const sarif = fake.uploads[0]!.sarif as { runs: { automationDetails: { id: string }; results: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] };
    expect(sarif.runs[0]!.automationDetails.id).toBe("blamegate-scan/");
    expect(sarif.runs[0]!.results.every((r) => r.locations[0]!.physicalLocation.artifactLocation.uri === "servers/calc.ts")).toBe(true);
    expect(fake.uploads[0]!.ref).toBe(`refs/pull/${pr}/merge`);

    const comments = api.calls("pulls/create-review");
    expect(comments).toHaveLength(1);
    const review = comments[0]!.body as { comments: { path: string; line: number; body: string }[] };
    expect(review.comments.map((c) => [c.path, c.line])).toEqual([["servers/calc.ts", 9]]);
    expect(review.comments[0]!.body).toContain("BGS001");
    expect(fake.comments).toHaveLength(0);
    expect(api.errors).toEqual([]);
  });

  it("passes a pull request that does not touch the poisoned file, and still uploads the scan", async () => {
    const payload = webhookExample("pull_request", (p) => p.action === "opened");
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const pr = payload.pull_request.number as number;
    const fake = fakeRepo({ owner, repo, pullFiles: { [pr]: [{ filename: "servers/notes/tools.py", patch: "@@ -1,1 +1,2 @@\n+# a comment\n from mcp.server.fastmcp import FastMCP" }] } });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const run = await runDistAction({ workspace: checkout(), eventName: "pull_request", payload, inputs: { mode: "scan", token: "ghs_test" }, env: { GITHUB_API_URL: api.url } });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.verdict).toBe("pass");
    expect(fake.uploads).toHaveLength(1);
    expect(api.errors).toEqual([]);
  });
});
