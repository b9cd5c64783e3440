// History through the GitHub contract server: 30 earlier runs built from real workflow_run
// payloads (@octokit/webhooks-examples), each with a digest artifact served as a real zip
// behind GitHub's 302 to storage; three are missing or corrupt.
import { afterEach, describe, expect, it } from "vitest";
import { createOctokit } from "../../src/github/client.js";
import { fetchHistory } from "../../src/github/history.js";
import { memoryLogger } from "../../src/log.js";
import { trendFromDigests } from "../../src/trend/trend.js";
import { fakeArtifact, paginate, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";
import { makeZip } from "../support/zip.js";
import { digestAt } from "../support/builders.js";

let api: GitHubApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const example = webhookExample("workflow_run", (p) => p.action === "completed" && Boolean(p.workflow_run.path));
const owner = example.workflow_run.repository.owner.login as string;
const repo = example.workflow_run.repository.name as string;
const workflowId = example.workflow.id as number;

/** A REST workflow run made from the real webhook one, renumbered. */
function run(i: number, over: Record<string, unknown> = {}) {
  const base = structuredClone(example.workflow_run) as Record<string, any>;
  const id = 5000 + i;
  const created = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
  return {
    ...base,
    id,
    run_number: i,
    event: "push",
    status: "completed",
    conclusion: i % 4 === 0 ? "failure" : "success",
    head_branch: "main",
    head_sha: digestAt(i, 0, 1).commit,
    created_at: created,
    updated_at: created,
    run_started_at: created,
    head_commit: { ...base.head_commit, id: digestAt(i, 0, 1).commit, timestamp: created },
    url: `https://api.github.com/repos/${owner}/${repo}/actions/runs/${id}`,
    // The REST shape has two fields the webhook one lacks.
    display_title: base.head_commit.message,
    path: base.path ?? ".github/workflows/evals.yml",
    ...over,
  };
}

describe("fetchHistory", () => {
  it("30 earlier runs, 3 missing or corrupt → 27 points and a note", async () => {
    const runs = Array.from({ length: 30 }, (_, i) => run(i + 1));
    const current = run(31);
    // A fork's pull request whose head branch is also "main" must not count as history.
    const fork = run(32, { event: "pull_request", head_repository: { ...example.workflow_run.head_repository, full_name: "evil/fork" } });
    const listed = [current, fork, ...[...runs].reverse()]; // newest first, as GitHub lists them
    const missing = 5005; // no artifact at all (upload step never ran)
    const garbage = 5012; // artifact is not a zip
    const gone = 5020; // artifact listed but the download answers 410 Gone (expired meanwhile)
    const zips = new Map<number, Buffer>();
    for (let i = 1; i <= 30; i++) {
      // Failure rate climbs from 10% to ~60%: a worsening series.
      zips.set(5000 + i, await makeZip([{ name: "digest.json", data: JSON.stringify(digestAt(i, Math.round(2 + i * 0.33), 20, { runId: 5000 + i })) }]));
    }
    api = await startGitHubApi({
      blobs: Object.fromEntries([...zips].map(([id, z]) => [`${id}.zip`, id === garbage ? Buffer.from("PK\u0003\u0004 this is not a zip") : z])),
      handlers: {
        "actions/list-workflow-runs": (req, c) => {
          expect(req.params.workflow_id).toBe(String(workflowId));
          expect(req.query.branch).toBe("main");
          expect(req.query.status).toBe("completed");
          return paginate(listed, req, c, (page) => ({ total_count: listed.length, workflow_runs: page }));
        },
        "actions/list-workflow-run-artifacts": (req) => {
          const runId = Number(req.params.run_id);
          if (runId === missing || runId === fork.id) return { status: 200, body: { total_count: 0, artifacts: [] } };
          const artifacts = [
            fakeArtifact({ id: runId, name: "traces", size: 10, owner, repo, runId }),
            fakeArtifact({ id: runId + 100_000, name: "blamegate-digest", size: zips.get(runId)?.length ?? 1, owner, repo, runId }),
          ];
          return { status: 200, body: { total_count: artifacts.length, artifacts } };
        },
        "actions/download-artifact": (req, c) => {
          const id = Number(req.params.artifact_id) - 100_000;
          if (id === gone) return { status: 410, body: { message: "Artifact has expired", documentation_url: "https://docs.github.com/rest" } };
          return { status: 302, headers: { location: `${c.blobUrl}/${id}.zip?sig=x` } };
        },
      },
    });
    const logger = memoryLogger();
    const octokit = createOctokit({ token: "ghs_x", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none", retries: 0 });
    const h = await fetchHistory(octokit, { owner, repo, workflowId, branch: "main", limit: 30, excludeRunId: current.id }, logger);

    expect(h.note ?? "", JSON.stringify(logger.lines.slice(0, 5)) + JSON.stringify(api.errors.slice(0, 3))).not.toMatch(/could not list/);
    expect(h.considered).toBe(30);
    expect(h.entries).toHaveLength(27);
    expect(h.skipped.map((s) => s.runId)).toEqual([missing, garbage, gone]);
    expect(h.skipped.find((s) => s.runId === garbage)!.reason).toMatch(/corrupt/);
    expect(h.note).toMatch(/^3 of 30 earlier runs had no readable digest/);
    expect(h.entries.map((e) => e.runId)).toEqual(runs.map((r) => r.id).filter((id) => ![missing, garbage, gone].includes(id)));
    expect(h.entries[0]!.commitTime).toBe(runs[0]!.head_commit.timestamp);
    expect(api.errors).toEqual([]);
    // The fork's run was never even asked about.
    expect(api.requests.some((r) => r.params.run_id === String(fork.id))).toBe(false);

    const trend = trendFromDigests(h.entries.map((e) => e.digest));
    expect(trend.overall.points).toBe(27);
    expect(trend.overall.verdict).toBe("worsening");
  });

  it("digests of pull requests analysed by a workflow_run workflow on main are not main's history", async () => {
    const runs = [run(1), run(2, { event: "workflow_run" }), run(3, { event: "workflow_run" })];
    const refs: Record<number, string> = { 5001: "refs/heads/main", 5002: "refs/pull/7/merge", 5003: "refs/heads/main" };
    const zips = new Map<number, Buffer>();
    for (const r of runs) zips.set(r.id, await makeZip([{ name: "out/digest.json", data: JSON.stringify(digestAt(r.id - 5000, 1, 10, { ref: refs[r.id]!, runId: r.id })) }]));
    api = await startGitHubApi({
      blobs: Object.fromEntries([...zips].map(([id, z]) => [`${id}.zip`, z])),
      handlers: {
        "actions/list-workflow-runs": (req, c) => paginate([...runs].reverse(), req, c, (page) => ({ total_count: runs.length, workflow_runs: page })),
        "actions/list-workflow-run-artifacts": (req) => {
          const runId = Number(req.params.run_id);
          const artifacts = [fakeArtifact({ id: runId, name: "blamegate-digest", size: zips.get(runId)!.length, owner, repo, runId })];
          return { status: 200, body: { total_count: 1, artifacts } };
        },
        "actions/download-artifact": (req, c) => ({ status: 302, headers: { location: `${c.blobUrl}/${req.params.artifact_id}.zip` } }),
      },
    });
    const logger = memoryLogger();
    const octokit = createOctokit({ token: "ghs_x", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none", retries: 0 });
    const h = await fetchHistory(octokit, { owner, repo, workflowId, branch: "main" }, logger);
    expect(h.entries.map((e) => e.runId)).toEqual([5001, 5003]);
    expect(h.ignored).toBe(1);
    expect(h.skipped).toEqual([]);
    expect(h.note).toBeNull();
    expect(api.errors).toEqual([]);
  });

  it("a token that cannot list runs yields no history and a note, not an error", async () => {
    api = await startGitHubApi({
      handlers: {
        "actions/list-workflow-runs": () => ({ status: 403, body: { message: "Resource not accessible by integration", documentation_url: "https://docs.github.com/rest" } }),
      },
    });
    const logger = memoryLogger();
    const octokit = createOctokit({ token: "ghs_x", baseUrl: api.url, logger, msPerSecond: 1, pacing: "none", retries: 0 });
    const h = await fetchHistory(octokit, { owner, repo, workflowId: "evals.yml", branch: "main" }, logger);
    expect(h.entries).toEqual([]);
    expect(h.note).toMatch(/could not list earlier runs \(403\)/);
  });
});
