// The bundled action against a loopback GitHub API that checks every request against GitHub's
// REST description: the sticky comment is created then updated in place (one comment after two
// runs), the SARIF upload decodes to the file written, and a fork-safe workflow_run job downloads
// the triggering run's trace artifact and comments on the pull request from the payload.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { fakeRepo, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";
import { makeZip } from "../support/zip.js";
import { runDistAction } from "./dist-runner.js";

const store = fileURLToPath(new URL("../fixtures/data/peers/approximately/store/", import.meta.url));
let api: GitHubApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

function workspaceWith(files: string[]): string {
  const work = mkdtempSync(path.join(tmpdir(), "bg-e2e-"));
  mkdirSync(path.join(work, "traces"));
  for (const f of files) copyFileSync(path.join(store, f), path.join(work, "traces", f));
  return work;
}

/** The bundled action against the loopback API, with a token, no history and no review comments. */
function runWithApi(workspace: string, eventName: string, payload: Record<string, unknown>, inputs: Record<string, string>) {
  return runDistAction({
    workspace,
    eventName,
    payload,
    inputs: { token: "ghs_test", "history-length": "0", "review-comments": "false", ...inputs },
    env: { GITHUB_API_URL: api!.url },
  });
}

describe("the bundled action against the GitHub REST contract", () => {
  it("keeps one sticky comment across two runs and uploads decodable SARIF", async () => {
    const payload = webhookExample("pull_request", (p) => p.action === "opened");
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const pr = payload.pull_request.number as number;
    const fake = fakeRepo({ owner, repo });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const work = workspaceWith(["518cc4f9150d.json", "7984e15ea923.json"]);
    const inputs = { traces: "traces", "fail-on": "FM-2.6" };

    const first = await runWithApi(work, "pull_request", payload, inputs);
    expect(first.status, first.stdout + first.stderr).toBe(0);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.issue).toBe(pr);
    expect(fake.comments[0]!.body).toContain("<!-- blamegate:category=blamegate -->");
    expect(fake.comments[0]!.body).toContain("518cc4f9150d");
    expect(first.outputs["comment-url"]).toContain(`/pull/${pr}`);

    expect(fake.uploads).toHaveLength(1);
    const upload = fake.uploads[0]!;
    expect(upload.commit_sha).toBe(payload.pull_request.head.sha);
    expect(upload.ref).toBe(`refs/pull/${pr}/head`);
    expect(upload.sarif).toEqual(JSON.parse(readFileSync(first.outputs["sarif-file"]!, "utf8")));

    // A second run with one more trace: the same comment is updated, not a second one posted.
    copyFileSync(path.join(store, "6e2bc0eecc62.json"), path.join(work, "traces", "6e2bc0eecc62.json"));
    const second = await runWithApi(work, "pull_request", payload, inputs);
    expect(second.status, second.stdout + second.stderr).toBe(0);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.body).toContain("6e2bc0eecc62");
    expect(api.calls("issues/update-comment")).toHaveLength(1);
    expect(api.errors).toEqual([]);
  });

  it("in a workflow_run job, downloads the triggering run's traces and comments on its pull request", async () => {
    const payload = webhookExample("workflow_run", (p) => p.action === "completed" && (p.workflow_run?.pull_requests?.length ?? 0) > 0);
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const run = payload.workflow_run;
    const zip = await makeZip([
      { name: "518cc4f9150d.json", data: readFileSync(path.join(store, "518cc4f9150d.json")) },
      { name: "nested/7984e15ea923.json", data: readFileSync(path.join(store, "7984e15ea923.json")) },
    ]);
    const fake = fakeRepo({ owner, repo, artifacts: { [run.id]: { "agent-traces": zip } } });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const work = mkdtempSync(path.join(tmpdir(), "bg-e2e-"));
    const result = await runWithApi(work, "workflow_run", payload, { artifact: "agent-traces", "fail-on": "any" });
    expect(result.outputs.traces, result.stdout).toBe("2");
    expect(result.outputs.skipped, result.stdout).toBe("0");
    expect(result.outputs.verdict).toBe("fail");
    expect(result.status).toBe(1);
    expect(api.calls("actions/list-workflow-run-artifacts")[0]!.params.run_id).toBe(String(run.id));
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.issue).toBe(run.pull_requests[0].number);
    expect(fake.uploads[0]!.commit_sha).toBe(run.pull_requests[0].head.sha);
    expect(api.errors).toEqual([]);
  });

  it("still writes the summary and the outputs when the API refuses everything", async () => {
    const payload = webhookExample("pull_request", (p) => p.action === "opened");
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const forbidden = () => ({ status: 403, body: { message: "Resource not accessible by integration" } });
    const fake = fakeRepo({
      owner,
      repo,
      before: { "issues/list-comments": forbidden, "code-scanning/upload-sarif": forbidden },
    });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const work = workspaceWith(["518cc4f9150d.json"]);
    const result = await runWithApi(work, "pull_request", payload, { traces: "traces", "fail-on": "none" });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.outputs.traces).toBe("1");
    expect(result.summary).toContain("518cc4f9150d");
    expect(result.stdout).toMatch(/::warning::.*(comment|Resource not accessible)/);
    expect(result.stdout).toMatch(/::warning::SARIF not uploaded/);
    expect(fake.comments).toHaveLength(0);
  });
});
