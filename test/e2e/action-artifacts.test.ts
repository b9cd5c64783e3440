// The bundled action uploads through the real @actions/artifact client, as it does on a runner:
// the digest on every run, the postmortem pages on a failing one. The artifact service is a
// loopback one (test/support/artifact-service.ts) that checks the client's Twirp calls and block
// upload and keeps what was committed, so the test opens the zip the client made. The bundle
// leaves out the client's download, list and delete and undici (scripts/bundle.mjs); this shows
// the upload still works without them, and that they are not in the bundle.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POSTMORTEM_ARTIFACT } from "../../src/action/investigate.js";
import { readZipEntry } from "../../src/collect/unzip.js";
import { startArtifactService, RUNTIME_TOKEN, type ArtifactService } from "../support/artifact-service.js";
import { webhookExample } from "../support/github-api/fakes.js";
import { repoRoot, runDistAction } from "./dist-runner.js";

let service: ArtifactService;
const dirs: string[] = [];

beforeAll(async () => {
  service = await startArtifactService();
});
afterAll(async () => {
  await service.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function workspace(trace: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "bg-artifacts-"));
  dirs.push(dir);
  copyFileSync(path.join(repoRoot, "examples/traces", trace), path.join(dir, trace));
  return dir;
}

async function run(trace: string, env: Record<string, string>) {
  const work = workspace(trace);
  const result = await runDistAction({
    workspace: work,
    eventName: "pull_request",
    payload: webhookExample("pull_request"),
    inputs: { traces: trace, out: "out", comment: "false", "upload-sarif": "false", "review-comments": "false", "compare-base": "false" },
    env,
  });
  return { work, result };
}

/** The action run as on a runner, its exit status `status`, the service's checks passed: what it uploaded. */
async function uploadingRun(trace: string, status: number) {
  const before = service.artifacts.length;
  const { work, result } = await run(trace, { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN, ACTIONS_RESULTS_URL: service.url });
  expect(result.status, result.stdout + result.stderr).toBe(status);
  expect(service.refused).toEqual([]);
  return { work, result, uploaded: service.artifacts.slice(before) };
}

describe("the bundled action's artifact uploads", () => {
  it("uploads the digest, zipped, under its name, and the service's checks pass", async () => {
    const { work, result, uploaded } = await uploadingRun("booking-healthy.json", 0);
    expect(uploaded.map((a) => a.name)).toEqual(["blamegate-digest"]);
    const digest = uploaded[0]!;
    expect(digest.finalized?.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(digest.id).toBeGreaterThan(0);
    const inZip = await readZipEntry(digest.bytes!, (n) => n === "digest.json", 1 << 20);
    expect(inZip?.toString("utf8")).toBe(readFileSync(path.join(work, "out/digest.json"), "utf8"));
    expect(result.stdout).toMatch(/Artifact blamegate-digest successfully finalized/);
    expect(result.stdout + result.stderr).not.toMatch(/digest upload.*(failed|warning)/i);
  });

  it("uploads the postmortem pages of a failing run beside the digest", async () => {
    const { work, uploaded } = await uploadingRun("booking-unverified.json", 1);
    expect(uploaded.map((a) => a.name).sort()).toEqual(["blamegate-digest", POSTMORTEM_ARTIFACT]);
    const pages = uploaded.find((a) => a.name === POSTMORTEM_ARTIFACT)!;
    const index = await readZipEntry(pages.bytes!, (n) => n === "index.html", 1 << 20);
    expect(index?.toString("utf8")).toBe(readFileSync(path.join(work, "out/postmortem/index.html"), "utf8"));
  });

  // Importing node:http as ESM loads Node's fetch implementation on Node 22 and later (three of
  // its exports are getters for undici's WebSocket and events); the bundle requires it instead
  // (scripts/bundle.mjs). On Node 20 there are no such getters, so this holds there either way.
  it("uploads without loading Node's fetch implementation (undici)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-artifacts-modules-"));
    dirs.push(dir);
    const preload = path.join(dir, "record-modules.cjs");
    const out = path.join(dir, "modules.json");
    writeFileSync(preload, `process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(out)}, JSON.stringify(process.moduleLoadList)));\n`);
    const before = service.artifacts.length;
    const { result } = await run("booking-healthy.json", { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN, ACTIONS_RESULTS_URL: service.url, NODE_OPTIONS: `--require ${preload}` });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(service.artifacts.slice(before).map((a) => a.finalized !== undefined)).toEqual([true]);
    const modules = JSON.parse(readFileSync(out, "utf8")) as string[];
    expect(modules).toContain("NativeModule http");
    expect(modules.filter((m) => m.includes("undici"))).toEqual([]);
  });

  it("keeps the report when the artifact service refuses the token", async () => {
    const before = service.refused.length;
    const { work, result } = await run("booking-healthy.json", { ACTIONS_RUNTIME_TOKEN: RUNTIME_TOKEN.replace(/\.[^.]+$/, ".b3RoZXI"), ACTIONS_RESULTS_URL: service.url });
    expect(service.refused.slice(before)).toEqual([expect.stringMatching(/^CreateArtifact: authorization/)]);
    service.refused.length = before;
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/::warning::the digest upload failed: .*401/);
    expect(readFileSync(path.join(work, "out/digest.json"), "utf8")).toMatch(/"schema"/);
    expect(result.outputs.verdict).toBe("pass");
    expect(result.summary).toContain("blamegate");
  });
});
