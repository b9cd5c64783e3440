// The bundled action in a checkout answers git's questions (which files are committed, which
// are vendored or generated) from the repository's files, as the CLI does
// (test/cli/attribute-git.test.ts), and runs no git; its SARIF and report are byte for byte those
// of a run that asks git. The git first on PATH is a wrapper that notes each call.
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookExample } from "../support/github-api/fakes.js";
import { runDistAction } from "./dist-runner.js";

const example = fileURLToPath(new URL("../../examples/traces/booking-unverified.json", import.meta.url));
let root: string;
let repo: string;
let log: string;
let env: Record<string, string>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bg-action-git-"));
  const bin = path.join(root, "bin");
  mkdirSync(bin);
  log = path.join(root, "git.log");
  const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  writeFileSync(path.join(bin, "git"), `#!/bin/sh\necho "$1" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(path.join(bin, "git"), 0o755);
  const home = path.join(root, "home");
  mkdirSync(home);
  env = { PATH: `${bin}:${process.env.PATH ?? ""}`, HOME: home };
  repo = path.join(root, "repo");
  mkdirSync(path.join(repo, "tools"), { recursive: true });
  copyFileSync(example, path.join(repo, "trace.json"));
  writeFileSync(path.join(repo, "tools", "book.py"), "def book_flight(x):\n    return x\n");
  const commitEnv = { ...env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" };
  for (const args of [
    ["init", "-q", "-b", "main"],
    ["add", "."],
    ["commit", "-q", "-m", "one"],
  ])
    execFileSync("git", args, { cwd: repo, env: commitEnv });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function action(extra: Record<string, string>, out: string): Promise<{ asked: string[]; sarif: string; report: string }> {
  writeFileSync(log, "");
  const run = await runDistAction({
    workspace: repo,
    eventName: "push",
    payload: webhookExample("push"),
    inputs: { traces: "trace.json", out, comment: "false", "upload-sarif": "false", "compare-base": "false" },
    env: { ...env, ...extra },
  });
  expect(run.status, run.stdout + run.stderr).toBe(1);
  return {
    asked: readFileSync(log, "utf8").split("\n").filter(Boolean),
    sarif: readFileSync(path.join(repo, out, "blamegate.sarif"), "utf8"),
    report: readFileSync(path.join(repo, out, "report.md"), "utf8"),
  };
}

describe("the bundled action in a git checkout", () => {
  it("runs no git, and reports what a run asking git reports", async () => {
    const read = await action({}, "out-read");
    expect(read.asked).toEqual([]);
    // A GIT_CONFIG_* variable leaves every answer to git.
    const asked = await action({ GIT_CONFIG_COUNT: "0" }, "out-asked");
    expect(asked.asked).toEqual(expect.arrayContaining(["ls-files", "check-attr"]));
    expect(read.sarif).toBe(asked.sarif);
    expect(read.report).toBe(asked.report);
    expect(JSON.parse(read.sarif).runs[0].results.length).toBeGreaterThan(0);
  });
});
