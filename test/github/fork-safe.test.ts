// The two-workflow fork-safe pattern end to end at the module level: a workflow_run event from a
// fork's pull request (real payload, pull_requests empty as GitHub sends it for forks) → the
// triggering run's trace artifact is downloaded through the 302 and extracted → the real pipeline
// reads the traces → SARIF and the report are built → published: the PR is found by its head
// branch, SARIF goes to its head ref and commit, one sticky comment after two runs.
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { downloadRunArtifacts } from "../../src/github/artifacts.js";
import { createOctokit } from "../../src/github/client.js";
import { contextFromEvent } from "../../src/github/context.js";
import { publishToGitHub, uploadNote } from "../../src/github/publish.js";
import { memoryLogger } from "../../src/log.js";
import { runPipeline } from "../../src/pipeline/run-pipeline.js";
import { renderMarkdownReport } from "../../src/render/markdown.js";
import { buildSarif } from "../../src/render/sarif/build.js";
import { createLocator, indexSources } from "../../src/render/sarif/locate.js";
import { fakeRepo, startGitHubApi, webhookExample } from "../support/github-api/index.js";
import { makeZip } from "../support/zip.js";

const work = await mkdtemp(path.join(tmpdir(), "bg-forksafe-"));
afterAll(async () => rm(work, { recursive: true, force: true }));

describe("fork-safe workflow_run", () => {
  it("downloads the triggering run's traces and reports on the fork's PR", async () => {
    const wr = webhookExample("workflow_run", (p) => p.action === "completed" && p.workflow_run.pull_requests.length === 0);
    wr.workflow_run.head_repository = { ...wr.workflow_run.head_repository, full_name: "mallory/octo-repo", owner: { ...wr.workflow_run.head_repository.owner, login: "mallory" } };
    const ctx = contextFromEvent("workflow_run", wr, { repository: wr.repository.full_name, sha: "c".repeat(40), ref: "refs/heads/main", runId: "424242" });
    expect(ctx.artifactRunId).toBe(wr.workflow_run.id);

    const examples = path.resolve("examples/traces");
    const names = ["booking-unverified.json", "booking-healthy.json", "support-runs.jsonl"];
    const zip = await makeZip(await Promise.all(names.map(async (n) => ({ name: `traces/${n}`, data: await readFile(path.join(examples, n)) }))));
    const fake = fakeRepo({
      owner: ctx.owner,
      repo: ctx.repo,
      artifacts: { [wr.workflow_run.id]: { "agent-traces": zip }, 424242: { "agent-traces": await makeZip([{ name: "wrong.json", data: "{}" }]) } },
      pulls: [{ number: 7, headOwner: "mallory", headRef: wr.workflow_run.head_branch, headSha: wr.workflow_run.head_sha, baseSha: "b".repeat(40) }],
      pullFiles: { 7: [] },
    });
    const api = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    try {
      const logger = memoryLogger();
      const octokit = createOctokit({ token: "ghs_write", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none" });

      for (const run of [1, 2]) {
        // Each run gets a fresh runner: the same folder, empty again.
        const dest = path.join(work, "artifacts");
        await rm(dest, { recursive: true, force: true });
        const got = await downloadRunArtifacts(octokit, { owner: ctx.owner, repo: ctx.repo, runId: ctx.artifactRunId!, pattern: "agent-traces", dest }, logger);
        expect(got.files.map((f) => path.basename(f)).sort()).toEqual([...names].sort());

        const result = await runPipeline({ files: got.files }, { format: "auto", integrity: "warn", workers: 0 }, logger);
        expect(result.traces.length).toBeGreaterThan(2);
        const failed = [...result.traces].filter((t) => t.success === false).length;
        expect(failed).toBeGreaterThan(0);

        const sarif = buildSarif({
          traces: result.traces,
          category: "agent-evals",
          // Traces downloaded from an artifact are not in the repository: each finding is placed
          // on a definition or left out, never on a file GitHub does not have.
          locator: createLocator(indexSources(work, [{ path: "agent/tools.py", text: "def search_flights(q):\n    pass\n" }]), { cwd: work }),
          toolVersion: "0.1.0",
        });
        const gate = { status: "fail" as const, reasons: [`${failed} traces failed`] };
        const outcome = await publishToGitHub(
          octokit,
          {
            context: ctx,
            category: "agent-evals",
            markdown: (upload) =>
              renderMarkdownReport({
                result,
                gate,
                category: "agent-evals",
                sarif: { results: sarif.results, leftOutNoLocation: sarif.leftOutNoLocation, upload: uploadNote(upload) },
              }),
            sarif: sarif.log,
            comment: true,
            uploadSarif: true,
            waitForProcessing: false,
            reviewComments: true,
          },
          logger,
        );
        expect(outcome.context.pullNumber).toBe(7);
        expect(outcome.comment?.action).toBe(run === 1 ? "created" : "unchanged");
        expect(outcome.upload?.status).toBe("uploaded");
      }
      expect(fake.comments).toHaveLength(1);
      expect(fake.comments[0]!.issue).toBe(7);
      expect(fake.comments[0]!.body).toMatch(/^<!-- blamegate:category=agent-evals -->\n\n## ❌ blamegate: gate failed/);
      expect(fake.comments[0]!.body).toContain("Uploaded to code scanning");
      expect(fake.uploads).toHaveLength(2);
      expect(fake.uploads[0]).toMatchObject({ ref: "refs/pull/7/head", commit_sha: wr.workflow_run.head_sha });
      // Only the triggering run's artifacts were listed.
      expect(new Set(api.calls("actions/list-workflow-run-artifacts").map((r) => r.params.run_id))).toEqual(new Set([String(wr.workflow_run.id)]));
      expect(api.errors).toEqual([]);
    } finally {
      await api.close();
    }
  });
});
