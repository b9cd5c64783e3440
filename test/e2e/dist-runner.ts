// Runs the bundled action the way GitHub does: `node dist/index.js` with INPUT_* variables, an
// event payload file, and real GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files. Asynchronous, so a
// loopback API server in the test process keeps answering while the action runs.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { webhookExample } from "../support/github-api/fakes.js";

export const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

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

export interface DistRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface DistRunOptions {
  inputs: Record<string, string>;
  eventName: string;
  payload: unknown;
  /** The workspace (GITHUB_WORKSPACE, the cwd); a fresh temp folder by default. */
  workspace?: string;
  env?: Record<string, string>;
}

export function runDistAction(o: DistRunOptions): Promise<DistRun> {
  const work = o.workspace ?? mkdtempSync(path.join(tmpdir(), "bg-action-"));
  const meta = mkdtempSync(path.join(tmpdir(), "bg-runner-"));
  const event = path.join(meta, "event.json");
  writeFileSync(event, JSON.stringify(o.payload));
  const outputFile = path.join(meta, "output.txt");
  const summaryFile = path.join(meta, "summary.md");
  writeFileSync(outputFile, "");
  writeFileSync(summaryFile, "");
  const repository = (o.payload as { repository?: { full_name?: string } }).repository?.full_name ?? "Codertocat/Hello-World";
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? meta,
    GITHUB_ACTIONS: "true",
    GITHUB_EVENT_NAME: o.eventName,
    GITHUB_EVENT_PATH: event,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_WORKSPACE: work,
    GITHUB_REPOSITORY: repository,
    GITHUB_RUN_ID: "4242",
    GITHUB_SHA: "ec26c3e57ca3a959ca5aad62de7213c562f8c821",
    GITHUB_REF: "refs/heads/main",
    GITHUB_WORKFLOW: "agent-evals",
    RUNNER_TEMP: meta,
    ...o.env,
  };
  for (const [k, v] of Object.entries(o.inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(repoRoot, "dist/index.js")], { cwd: work, env, encoding: "utf8", timeout: 60_000 }, (err, stdout, stderr) => {
      const code = err && typeof (err as { code?: unknown }).code === "number" ? (err as { code: number }).code : err ? null : 0;
      resolve({
        status: code,
        stdout,
        stderr,
        outputs: parseGithubOutput(readFileSync(outputFile, "utf8")),
        summary: readFileSync(summaryFile, "utf8"),
      });
    });
  });
}

/**
 * The bundled action on an opened pull request's real payload with its network steps off (no
 * comment, SARIF upload or review comments), reading `traces` in `workspace`: how the start-up
 * tests run it, with a preload in `env`'s NODE_OPTIONS.
 */
export function runDistActionOffline(workspace: string, traces: string, env: Record<string, string>): Promise<DistRun> {
  return runDistAction({
    inputs: { traces, comment: "false", "upload-sarif": "false", "review-comments": "false" },
    eventName: "pull_request",
    payload: webhookExample("pull_request", (p) => p.action === "opened"),
    workspace,
    env,
  });
}
