// The bundled action on a pull request finds its base run the way the history does (the base
// branch's runs of this workflow, each with a digest artifact naming its run), downloads that
// run's trace artifact, and compares: the comment leads with the new failure and where it left
// the base run's path, and `fail-on: new` fails on it alone. All against the loopback API.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildDigest } from "../../src/render/digest.js";
import { fakeRepo, paginate, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";
import { makeZip } from "../support/zip.js";
import { repoRoot, runDistAction } from "./dist-runner.js";
import { traceList } from "../../src/results/model.js";

const BOOKING = path.join(repoRoot, "test/fixtures/data/peers/approximately/store/518cc4f9150d.json");
let api: GitHubApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

describe("compare-base in the action", () => {
  it("downloads the base run's traces and leads the comment with the new failure's divergence", async () => {
    const payload = webhookExample("pull_request", (p) => p.action === "opened");
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const good = JSON.parse(readFileSync(BOOKING, "utf8"));
    good.success = true;
    const bad = structuredClone(good);
    bad.success = false;
    bad.steps[2].args.destination = "HND";

    // The base branch's run 7001: its traces artifact and its digest artifact.
    const baseRunId = 7001;
    const digest = buildDigest(
      { summary: { files: 1, traces: 1, failed: 0, skipped: 0, passed: 1, unknown: 0, failureRate: 0, modes: {} }, traces: traceList([]), skipped: [] },
      { time: "2026-11-30T10:00:00Z", commit: payload.pull_request.base.sha, ref: `refs/heads/${payload.repository.default_branch}`, workflow: "agent-evals", repository: `${owner}/${repo}`, runId: baseRunId },
    );
    const fake = fakeRepo({
      owner,
      repo,
      artifacts: {
        [baseRunId]: {
          "eval-traces": await makeZip([{ name: "booking.json", data: JSON.stringify(good) }]),
          "blamegate-digest": await makeZip([{ name: "digest.json", data: JSON.stringify(digest) }]),
        },
      },
    });
    const runs = [
      {
        ...structuredClone(webhookExample("workflow_run", (p) => p.action === "completed").workflow_run),
        id: baseRunId,
        event: "push",
        status: "completed",
        conclusion: "success",
        head_branch: payload.repository.default_branch,
        head_repository: { ...structuredClone(webhookExample("workflow_run", (p) => p.action === "completed").workflow_run.head_repository), full_name: `${owner}/${repo}` },
        head_sha: payload.pull_request.base.sha,
        path: ".github/workflows/agent-evals.yml",
        display_title: "base",
      },
    ];
    api = await startGitHubApi({
      handlers: { ...fake.handlers, "actions/list-workflow-runs": (req, c) => paginate(runs, req, c, (page) => ({ total_count: runs.length, workflow_runs: page })) },
      blobs: fake.blobs,
    });
    const work = mkdtempSync(path.join(tmpdir(), "bg-base-"));
    mkdirSync(path.join(work, "traces"));
    writeFileSync(path.join(work, "traces/booking.json"), JSON.stringify(bad));

    const run = await runDistAction({
      workspace: work,
      eventName: "pull_request",
      payload,
      inputs: { token: "ghs_test", traces: "traces", "fail-on": "new", "base-artifact": "eval-traces", "review-comments": "false", "upload-sarif": "false" },
      env: { GITHUB_API_URL: api.url, GITHUB_WORKFLOW_REF: `${owner}/${repo}/.github/workflows/agent-evals.yml@refs/pull/1/merge` },
    });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.outputs.reasons).toBe("1 new failure against the base run (fail-on: new): Find the cheapest SFO→NRT flight in June and book seat 12A.");
    expect(fake.comments).toHaveLength(1);
    const body = fake.comments[0]!.body;
    expect(body.indexOf("Against the base run")).toBeGreaterThan(0);
    expect(body.indexOf("Against the base run")).toBeLessThan(body.indexOf("Failed traces"));
    expect(body).toContain("First divergence: step 2 called \\`search\\_flights\\`");
    expect(api.calls("actions/download-artifact").length).toBeGreaterThanOrEqual(2);
    const results = JSON.parse(readFileSync(path.join(work, "blamegate-out/results.json"), "utf8"));
    expect(results.comparison.base.source).toBe(`artifact 'eval-traces' of base run ${baseRunId}`);
    expect(results.summary.newFailures).toBe(1);
    expect(api.errors).toEqual([]);
  });
});
