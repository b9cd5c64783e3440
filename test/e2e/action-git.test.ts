// The bundled action in a checkout answers git's questions (which files are committed, which
// are vendored or generated) from the repository's files, as the CLI does
// (test/cli/attribute-git.test.ts), and runs no git, also where the checkout's config includes
// actions/checkout's credentials file; its SARIF and report are byte for byte those
// of a run that asks git. The git first on PATH is a wrapper that notes each call.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookExample } from "../support/github-api/fakes.js";
import { checkoutV6Credentials, checkoutWithFailingTrace, loggingGit, type LoggingGit } from "../support/logging-git.js";
import { runDistAction } from "./dist-runner.js";

let root: string;
let repo: string;
let git: LoggingGit;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bg-action-git-"));
  git = loggingGit(root);
  repo = checkoutWithFailingTrace(root, git.env);
  git.calls();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function action(extra: Record<string, string>, out: string): Promise<{ asked: string[]; sarif: string; report: string }> {
  const run = await runDistAction({
    workspace: repo,
    eventName: "push",
    payload: webhookExample("push"),
    inputs: { traces: "trace.json", out, comment: "false", "upload-sarif": "false", "compare-base": "false" },
    env: { ...git.env, ...extra },
  });
  expect(run.status, run.stdout + run.stderr).toBe(1);
  return {
    asked: git.calls(),
    sarif: readFileSync(path.join(repo, out, "blamegate.sarif"), "utf8"),
    report: readFileSync(path.join(repo, out, "report.md"), "utf8"),
  };
}

/** A run that reads the repository's files asks git nothing, and reports byte for byte what a run that asks git reports; its SARIF. */
async function readAsGitAnswers(out: string): Promise<string> {
  const read = await action({}, `${out}-read`);
  expect(read.asked).toEqual([]);
  // A GIT_CONFIG_* variable leaves every answer to git.
  const asked = await action({ GIT_CONFIG_COUNT: "0" }, `${out}-asked`);
  expect(asked.asked).toEqual(expect.arrayContaining(["ls-files", "check-attr"]));
  expect(read.sarif).toBe(asked.sarif);
  expect(read.report).toBe(asked.report);
  return read.sarif;
}

describe("the bundled action in a git checkout", () => {
  it("runs no git, and reports what a run asking git reports", async () => {
    const sarif = await readAsGitAnswers("out");
    expect(JSON.parse(sarif).runs[0].results.length).toBeGreaterThan(0);
  });

  // actions/checkout v6 (persist-credentials, the default) makes the checkout's config include a
  // credentials file: read as well, it sets nothing the answers depend on.
  it("runs no git in a checkout whose config includes checkout v6's credentials file", async () => {
    checkoutV6Credentials(repo, root, git.env);
    git.calls();
    await readAsGitAnswers("out-v6");
  });
});
