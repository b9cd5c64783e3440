// Runs the bundled action the way GitHub does: `node dist/index.js` with INPUT_* variables, a real
// pull_request payload from @octokit/webhooks-examples, and real GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { webhookExample } from "../support/github-api/fakes.js";

const root = fileURLToPath(new URL("../../", import.meta.url));
const store = fileURLToPath(new URL("../../../shared/data/peers/approximately/store/", import.meta.url));

/** Parses the `name<<delimiter` blocks @actions/core writes to GITHUB_OUTPUT. */
export function parseGithubOutput(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== m[2]; i++) value.push(lines[i]!);
    out[m[1]!] = value.join("\n");
  }
  return out;
}

export function runDistAction(inputs: Record<string, string>, extraEnv: Record<string, string> = {}) {
  const work = mkdtempSync(path.join(tmpdir(), "bg-action-"));
  const event = path.join(work, "event.json");
  writeFileSync(event, JSON.stringify(webhookExample("pull_request", (p) => p.action === "opened")));
  const outputFile = path.join(work, "output.txt");
  const summaryFile = path.join(work, "summary.md");
  writeFileSync(outputFile, "");
  writeFileSync(summaryFile, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? work,
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: event,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: work,
    GITHUB_REPOSITORY: "Codertocat/Hello-World",
    GITHUB_RUN_ID: "1",
    GITHUB_SHA: "ec26c3e57ca3a959ca5aad62de7213c562f8c821",
    GITHUB_REF: "refs/pull/2/merge",
    RUNNER_TEMP: work,
    ...extraEnv,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const proc = spawnSync(process.execPath, [path.join(root, "dist/index.js")], { cwd: work, env, encoding: "utf8", timeout: 60_000 });
  return {
    work,
    status: proc.status,
    stdout: proc.stdout,
    stderr: proc.stderr,
    outputs: parseGithubOutput(readFileSync(outputFile, "utf8")),
    summary: readFileSync(summaryFile, "utf8"),
  };
}

describe("the bundled action, run as GitHub runs it", () => {
  it("reads traces, writes outputs, the job summary and the report files, and fails the gate", () => {
    const work = mkdtempSync(path.join(tmpdir(), "bg-traces-"));
    mkdirSync(path.join(work, "t"));
    for (const f of ["518cc4f9150d.json", "7984e15ea923.json"]) copyFileSync(path.join(store, f), path.join(work, "t", f));
    writeFileSync(path.join(work, "t", "broken.json"), '{"task": "x", "steps": [');
    const run = runDistAction({ traces: path.join(work, "t"), "fail-on": "any", comment: "false", "upload-sarif": "false", out: path.join(work, "out") });
    expect(run.status, run.stdout + run.stderr).toBe(1);
    expect(run.outputs.verdict).toBe("fail");
    expect(run.outputs.traces).toBe("2");
    expect(run.outputs.failed).toBe("2");
    expect(run.outputs.skipped).toBe("1");
    expect(run.outputs["failure-rate"]).toBe("1.0000");
    expect(run.stdout).toContain("broken.json");
    expect(run.summary).toContain("blamegate");
    const results = JSON.parse(readFileSync(run.outputs["results-file"]!, "utf8"));
    expect(results.traces.map((t: { id: string }) => t.id).sort()).toEqual(["518cc4f9150d", "7984e15ea923"]);
    expect(results.skipped[0].file).toContain("broken.json");
    expect(results.gate.status).toBe("fail");
  });

  it("passes the gate when asked to fail on a mode no trace shows, and reports bad settings clearly", () => {
    const work = mkdtempSync(path.join(tmpdir(), "bg-traces-"));
    copyFileSync(path.join(store, "7984e15ea923.json"), path.join(work, "a.json"));
    const ok = runDistAction({ traces: path.join(work, "a.json"), "fail-on": "none", comment: "false", "upload-sarif": "false", out: path.join(work, "out") });
    expect(ok.status, ok.stdout + ok.stderr).toBe(0);
    expect(ok.outputs.verdict).toBe("pass");
    expect(existsSync(path.join(work, "out", "results.json"))).toBe(true);

    const bad = runDistAction({ traces: path.join(work, "a.json"), "fail-on": "FM-9.9" });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain("fail-on: unknown failure mode 'FM-9.9'");
  });
});
