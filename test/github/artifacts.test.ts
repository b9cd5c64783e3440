// Fork-safe artifact download, against the contract server: the run's artifacts are listed, each
// download answers 302 to a second (storage) server like GitHub does, and the real zip archives
// served there are extracted safely; hostile ones are refused with nothing written outside.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ArtifactError, downloadRunArtifacts, nameMatcher } from "../../src/github/artifacts.js";
import { createOctokit } from "../../src/github/client.js";
import { contextFromEvent } from "../../src/github/context.js";
import { memoryLogger } from "../../src/log.js";
import { fakeArtifact, paginate, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";
import { makeZip } from "../support/zip.js";

let root: string;
let api: GitHubApi | undefined;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "bg-artifacts-"));
});
afterEach(async () => {
  await api?.close();
  api = undefined;
  await rm(root, { recursive: true, force: true });
});

// The triggering run comes from a real workflow_run payload, as the second workflow receives it.
const payload = webhookExample("workflow_run", (p) => p.action === "completed");
const ctx = contextFromEvent("workflow_run", payload, {
  repository: payload.repository.full_name,
  sha: "f".repeat(40),
  ref: "refs/heads/main",
  runId: "999",
});

const trace = JSON.stringify({ id: "t1", task: "book", success: false, steps: [] });

async function serve(archives: Record<string, Buffer>, extra: { expired?: string[] } = {}) {
  const names = Object.keys(archives);
  const artifacts = names.map((name, i) => fakeArtifact({ id: 100 + i, name, size: archives[name]!.length, owner: ctx.owner, repo: ctx.repo, runId: ctx.artifactRunId!, expired: extra.expired?.includes(name) }));
  const blobs = Object.fromEntries(names.map((name, i) => [`${100 + i}.zip`, archives[name]!]));
  api = await startGitHubApi({
    blobs,
    handlers: {
      "actions/list-workflow-run-artifacts": (req, c) =>
        Number(req.params.run_id) === ctx.artifactRunId ? paginate(artifacts, req, c, (page) => ({ total_count: artifacts.length, artifacts: page })) : { status: 200, body: { total_count: 0, artifacts: [] } },
      "actions/download-artifact": (req, c) => ({ status: 302, headers: { location: `${c.blobUrl}/${req.params.artifact_id}.zip?sig=abc` } }),
    },
  });
  return api;
}

function octokitFor(a: GitHubApi, logger = memoryLogger()) {
  return createOctokit({ token: "ghs_secret", baseUrl: a.url, logger, msPerSecond: 1, pacing: "none" });
}

describe("downloadRunArtifacts", () => {
  it("takes the triggering run from a workflow_run payload", () => {
    expect(ctx.artifactRunId).toBe(payload.workflow_run.id);
    expect(ctx.artifactRunId).not.toBe(999);
  });

  it("downloads and extracts matching artifacts through the 302, without sending the token to storage", async () => {
    const a = await serve({
      "traces-py": await makeZip([
        { name: "run-1.json", data: trace },
        { name: "sub/run-2.json", data: trace },
      ]),
      "traces-js": await makeZip([{ name: "run-3.json", data: trace }]),
      coverage: await makeZip([{ name: "lcov.info", data: "x" }]),
    });
    const logger = memoryLogger();
    const got = await downloadRunArtifacts(octokitFor(a, logger), { owner: ctx.owner, repo: ctx.repo, runId: ctx.artifactRunId!, pattern: "traces-*", dest: path.join(root, "in") }, logger);
    expect(got.artifacts.map((x) => x.name)).toEqual(["traces-py", "traces-js"]);
    expect(got.files.map((f) => path.relative(root, f).split(path.sep).join("/"))).toEqual(["in/traces-py/run-1.json", "in/traces-py/sub/run-2.json", "in/traces-js/run-3.json"]);
    expect(await readFile(got.files[0]!, "utf8")).toBe(trace);
    expect(got.refused).toEqual([]);
    // Two downloads, both redirected to storage; the contract held for every request.
    expect(a.calls("actions/download-artifact").map((r) => r.params.archive_format)).toEqual(["zip", "zip"]);
    expect(a.blobRequests.map((r) => r.path)).toEqual(["/100.zip", "/101.zip"]);
    expect(a.blobRequests.every((r) => r.headers.authorization === undefined)).toBe(true);
    expect(a.errors).toEqual([]);
  });

  it("refuses hostile archives with a clear reason and writes nothing outside the target", async () => {
    const a = await serve({
      "traces-good": await makeZip([{ name: "ok.json", data: trace }]),
      "traces-climb": await makeZip([
        { name: "ok.json", data: trace },
        { name: "../../x", data: "pwned" },
      ]),
      "traces-link": await makeZip([{ name: "evil.json", data: "/etc/passwd", mode: 0o120777 }]),
      "traces-bomb": await makeZip([{ name: "zeros.json", data: Buffer.alloc(6 * 1024 * 1024) }]),
    });
    const logger = memoryLogger();
    const dest = path.join(root, "deep", "in");
    const got = await downloadRunArtifacts(octokitFor(a, logger), { owner: ctx.owner, repo: ctx.repo, runId: ctx.artifactRunId!, pattern: "traces-*", dest, limits: { maxBytes: 2 * 1024 * 1024 } }, logger);
    expect(got.artifacts.map((x) => x.name)).toEqual(["traces-good"]);
    expect(got.refused.map((r) => r.name)).toEqual(["traces-climb", "traces-link", "traces-bomb"]);
    expect(got.refused[0]!.reason).toMatch(/"\.\.\/\.\.\/x" climbs out of the target folder/);
    expect(got.refused[1]!.reason).toMatch(/symbolic link/);
    expect(got.refused[2]!.reason).toMatch(/zip bomb/);
    expect(logger.lines.filter((l) => l.level === "warning")).toHaveLength(3);
    const everything = (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => !e.isDirectory());
    expect(everything.map((e) => path.relative(root, path.join(e.parentPath, e.name)))).toEqual([path.join("deep", "in", "traces-good", "ok.json")]);
    expect(a.errors).toEqual([]);
  });

  it("skips expired artifacts and those over the download cap", async () => {
    const a = await serve({ "traces-old": await makeZip([{ name: "a.json", data: trace }]), "traces-big": await makeZip([{ name: "b.json", data: "y".repeat(5000) }]) }, { expired: ["traces-old"] });
    const logger = memoryLogger();
    const got = await downloadRunArtifacts(octokitFor(a, logger), { owner: ctx.owner, repo: ctx.repo, runId: ctx.artifactRunId!, pattern: "traces-*", dest: root, limits: { maxDownloadBytes: 100 } }, logger);
    expect(got.files).toEqual([]);
    expect(got.refused.map((r) => r.reason)).toEqual([expect.stringMatching(/expired/), expect.stringMatching(/download cap/)]);
    expect(a.calls("actions/download-artifact")).toHaveLength(0);
  });

  it("caps the total over all artifacts, not only each one: downloads, extracted bytes and files", async () => {
    const archive = async (n: number) => makeZip([{ name: `run-${n}.json`, data: `${JSON.stringify({ id: `t${n}` })}${" ".repeat(3000)}` }]);
    const a = await serve({ "traces-1": await archive(1), "traces-2": await archive(2), "traces-3": await archive(3) });
    const get = (limits: Record<string, number>, dest: string) =>
      downloadRunArtifacts(octokitFor(a), { owner: ctx.owner, repo: ctx.repo, runId: ctx.artifactRunId!, pattern: "traces-*", dest: path.join(root, dest), limits }, memoryLogger());
    // Each archive is far under every per-artifact cap; two of them fill the total.
    const bytes = await get({ maxTotalBytes: 7000 }, "bytes");
    expect(bytes.artifacts.map((x) => x.name)).toEqual(["traces-1", "traces-2"]);
    expect(bytes.refused).toEqual([{ name: "traces-3", reason: expect.stringMatching(/total of 7000 bytes extracted/) }]);
    expect(await readdir(path.join(root, "bytes"))).toEqual(["traces-1", "traces-2"]);
    const zipped = (await archive(1)).length;
    const downloads = await get({ maxTotalDownloadBytes: 2 * zipped + 10 }, "downloads");
    expect(downloads.refused).toEqual([{ name: "traces-3", reason: expect.stringMatching(/total download cap/) }]);
    const files = await get({ maxTotalFiles: 1 }, "files");
    expect(files.artifacts.map((x) => x.name)).toEqual(["traces-1"]);
    expect(files.refused.map((r) => r.name)).toEqual(["traces-2", "traces-3"]);
  });

  it("says which artifacts exist when none matches", async () => {
    const a = await serve({ coverage: await makeZip([{ name: "x", data: "x" }]) });
    await expect(downloadRunArtifacts(octokitFor(a), { owner: ctx.owner, repo: ctx.repo, runId: ctx.artifactRunId!, pattern: "traces", dest: root }, memoryLogger())).rejects.toThrow(ArtifactError);
    await expect(downloadRunArtifacts(octokitFor(a), { owner: ctx.owner, repo: ctx.repo, runId: ctx.artifactRunId!, pattern: "traces", dest: root }, memoryLogger())).rejects.toThrow(
      new RegExp(`no artifact matching "traces" in run ${payload.workflow_run.id} of ${payload.repository.full_name} .*coverage`),
    );
  });

  it("follows pagination past 100 artifacts", async () => {
    const zip = await makeZip([{ name: "t.json", data: trace }]);
    const archives = Object.fromEntries(Array.from({ length: 105 }, (_, i) => [`other-${i}`, zip]));
    archives["traces"] = zip;
    const a = await serve(archives);
    const got = await downloadRunArtifacts(octokitFor(a), { owner: ctx.owner, repo: ctx.repo, runId: ctx.artifactRunId!, pattern: "traces", dest: root }, memoryLogger());
    expect(got.artifacts.map((x) => x.name)).toEqual(["traces"]);
    expect(a.calls("actions/list-workflow-run-artifacts").map((r) => r.query.page ?? "1")).toEqual(["1", "2"]);
  });
});

describe("nameMatcher", () => {
  it("matches exact names and globs", () => {
    expect(nameMatcher("traces")("traces")).toBe(true);
    expect(nameMatcher("traces")("traces-1")).toBe(false);
    expect(nameMatcher("traces-*")("traces-py")).toBe(true);
    expect(nameMatcher("t?aces")("traces")).toBe(true);
    expect(nameMatcher("a.b")("axb")).toBe(false);
  });
});
