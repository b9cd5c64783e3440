// The run as the action makes it, from the project's example traces to the loopback GitHub API:
// finishRun builds the SARIF with the settings (fail-on decides the levels, source-ignore what is
// searched), publishToGitHub uploads it for the checked-out merge commit and ref, and with
// review-comments auto posts no review because code scanning shows the same lines.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { Log } from "sarif";
import { collectFiles } from "../../src/collect/files.js";
import { resolveSettings } from "../../src/config.js";
import { createOctokit } from "../../src/github/client.js";
import { codeScanningTarget } from "../../src/github/code-scanning.js";
import { contextFromEvent } from "../../src/github/context.js";
import { publishToGitHub } from "../../src/github/publish.js";
import { memoryLogger } from "../../src/log.js";
import { runPipeline } from "../../src/pipeline/run-pipeline.js";
import { finishRun } from "../../src/run/finish.js";
import { fakeRepo, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";
import { multitoolValidate } from "../render/sarif/validate.js";

let api: GitHubApi | undefined;
let out: string | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  if (out) await rm(out, { recursive: true, force: true });
});

const prPayload = webhookExample("pull_request", (p) => p.action === "opened");
const mergeSha = "1".repeat(40);
const env = { repository: prPayload.repository.full_name, sha: mergeSha, ref: `refs/pull/${prPayload.number}/merge`, runId: "77" };
const pr = contextFromEvent("pull_request", prPayload, env);

describe("SARIF from the example traces to code scanning", () => {
  it("levels follow fail-on through finishRun; uploaded for the merge commit; no review beside it", async () => {
    const root = path.resolve(".");
    out = await mkdtemp(path.join(tmpdir(), "bg-cs-"));
    const settings = resolveSettings({ "fail-on": "FM-3.2", out, "source-globs": "examples/**/*.py\nexamples/**/*.json" });
    const { files } = await collectFiles(["examples/traces"], root);
    const result = await runPipeline({ files }, { format: "auto", integrity: "warn", workers: 0 }, memoryLogger());
    const finished = await finishRun(
      {
        settings,
        result,
        digestContext: { time: "2026-12-01T00:00:00Z", commit: mergeSha, ref: env.ref, workflow: "evals", repository: env.repository },
        history: [],
        isPullRequest: true,
        repoRoot: root,
        cwd: root,
      },
      memoryLogger(),
    );
    const log = finished.sarif.log;
    const results = log.runs[0]!.results!;
    expect(results.length).toBeGreaterThan(0);
    const keys = results.map((r) => `${r.ruleId} ${r.locations![0]!.physicalLocation!.artifactLocation!.uri}:${r.locations![0]!.physicalLocation!.region!.startLine} ${String(r.properties!.detector)}`);
    expect(new Set(keys).size).toBe(results.length);
    // Only FM-3.2 can be an error; every FM-3.2 result whose trace's verdict is FM-3.2 is one.
    for (const r of results) if (r.level === "error") expect(r.ruleId).toBe("FM-3.2");
    expect(results.some((r) => r.level === "error")).toBe(true);
    expect(results.filter((r) => r.ruleId !== "FM-3.2").every((r) => r.level === "warning" || r.level === "note")).toBe(true);

    const logger = memoryLogger();
    const fake = fakeRepo({
      owner: pr.owner,
      repo: pr.repo,
      pullFiles: { [pr.pullNumber!]: results.map((r) => ({ filename: decodeURI(r.locations![0]!.physicalLocation!.artifactLocation!.uri!), patch: "@@ -0,0 +1,200 @@\n" + "+x\n".repeat(200) })) },
    });
    api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    const octokit = createOctokit({ token: "ghs_installation", baseUrl: api.url, logger, msPerSecond: 2, pacing: "none" });
    const sarifTarget = codeScanningTarget(pr, { ref: env.ref, sha: env.sha }, { head: mergeSha, pullMerge: mergeSha });
    const published = await publishToGitHub(
      octokit,
      { context: pr, category: settings.category, markdown: finished.comment, sarif: log, comment: false, uploadSarif: true, waitForProcessing: false, reviewComments: settings["review-comments"], sarifTarget },
      logger,
    );
    expect(published.upload?.status).toBe("uploaded");
    expect(fake.uploads[0]).toMatchObject({ ref: env.ref, commit_sha: mergeSha });
    expect(fake.uploads[0]!.sarif as Log).toEqual(JSON.parse(JSON.stringify(log)));
    expect(fake.reviews).toHaveLength(0);
    expect(api.errors).toEqual([]);
    const report = await multitoolValidate(log);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  }, 60_000);
});
