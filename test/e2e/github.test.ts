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

  it("fails closed when it read nothing: no SARIF upload, the reason in the log, the summary and the comment", async () => {
    const payload = webhookExample("pull_request", (p) => p.action === "opened");
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const fake = fakeRepo({ owner, repo });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const work = mkdtempSync(path.join(tmpdir(), "bg-e2e-"));
    const result = await runWithApi(work, "pull_request", payload, { traces: "traces/**/*.json", "fail-on": "any" });
    expect(result.status, result.stdout + result.stderr).toBe(1);
    expect(result.outputs.verdict).toBe("fail");
    expect(result.outputs.traces).toBe("0");
    const reason = "no traces were read: traces/**/*.json: no file matches this pattern (if-no-traces: error)";
    expect(result.outputs.reasons).toBe(reason);
    expect(result.stdout).toMatch(/^::error::blamegate gate failed:%0A- no traces were read: traces\/\*\*\/\*\.json: no file matches/m);
    expect(result.stdout).toMatch(/::warning::SARIF not uploaded: no traces were read/);
    expect(fake.uploads).toHaveLength(0);
    expect(api.calls("code-scanning/upload-sarif")).toHaveLength(0);
    expect(result.summary).toContain("❌ blamegate: gate failed");
    expect(result.summary).toContain("no traces were read");
    expect(result.summary).toContain("### Not read");
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.body).toContain("no traces were read");
    expect(fake.comments[0]!.body).toContain("no file matches this pattern");
    // The SARIF file is still written, for whoever wants it.
    expect(JSON.parse(readFileSync(result.outputs["sarif-file"]!, "utf8")).runs[0].results).toEqual([]);
    expect(api.errors).toEqual([]);
  });

  it("with a wrong artifact name, fails and names the artifacts the run does have", async () => {
    const payload = webhookExample("workflow_run", (p) => p.action === "completed" && (p.workflow_run?.pull_requests?.length ?? 0) > 0);
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const zip = await makeZip([{ name: "518cc4f9150d.json", data: readFileSync(path.join(store, "518cc4f9150d.json")) }]);
    const fake = fakeRepo({ owner, repo, artifacts: { [payload.workflow_run.id]: { "agent-traces": zip, coverage: zip } } });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const work = mkdtempSync(path.join(tmpdir(), "bg-e2e-"));
    const result = await runWithApi(work, "workflow_run", payload, { artifact: "agnet-traces", "fail-on": "none" });
    expect(result.status, result.stdout + result.stderr).toBe(1);
    expect(result.outputs.reasons).toContain(`no traces were read: artifact 'agnet-traces' of run ${payload.workflow_run.id}: no artifact matching`);
    expect(result.outputs.reasons).toContain("artifacts there: agent-traces, coverage");
    expect(result.stdout).toMatch(/::error::.*artifacts there: agent-traces, coverage/);
    expect(fake.uploads).toHaveLength(0);
    expect(fake.comments[0]!.body).toContain("agent\\-traces, coverage");
    expect(result.summary).toContain("agent\\-traces, coverage");
    expect(api.errors).toEqual([]);
  });

  it("fails on a refused artifact beside good traces: what could not be read counts against the gate", async () => {
    const payload = webhookExample("workflow_run", (p) => p.action === "completed" && (p.workflow_run?.pull_requests?.length ?? 0) > 0);
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const good = await makeZip([{ name: "7984e15ea923.json", data: readFileSync(path.join(store, "7984e15ea923.json")) }]);
    const hostile = await makeZip([{ name: "../../escape.json", data: Buffer.from("{}") }]);
    const fake = fakeRepo({ owner, repo, artifacts: { [payload.workflow_run.id]: { "traces-1": good, "traces-2": hostile } } });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const work = mkdtempSync(path.join(tmpdir(), "bg-e2e-"));
    const result = await runWithApi(work, "workflow_run", payload, { artifact: "traces-*", "fail-on": "none" });
    expect(result.outputs.traces, result.stdout).toBe("1");
    expect(result.status).toBe(1);
    expect(result.outputs.reasons).toMatch(/^1 input could not be read, and a trace in it may have failed: artifact traces-2: .*\(if-unreadable: error\)$/);
    // Traces were read: the SARIF is uploaded.
    expect(fake.uploads).toHaveLength(1);
    expect(fake.comments[0]!.body).toContain("### Not read");
  });
});
