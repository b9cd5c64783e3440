// A one-trace `blamegate attribute` in a plain checkout answers git's questions (which files are
// committed, which are vendored or generated) from the repository's files and runs no git at all
// (issue 17, cold start), and its reports are byte for byte those of a run that asks git. The git
// first on PATH is a wrapper that notes each call.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../src/cli/attribute.js";
import type { CliIO } from "../../src/cli/types.js";
import { checkoutWithFailingTrace, loggingGit, type LoggingGit } from "../support/logging-git.js";

let root: string;
let repo: string;
let git: LoggingGit;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bg-attr-git-"));
  git = loggingGit(root);
  repo = checkoutWithFailingTrace(root, git.env);
  git.calls();
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function attribute(extra: Record<string, string>): Promise<{ asked: string[]; sarif: string; report: string }> {
  const out = path.join(root, `out-${Object.keys(extra).length}`);
  const io: CliIO = { stdout: () => undefined, stderr: () => undefined, cwd: repo, env: { ...git.env, ...extra } };
  expect(await run(["trace.json", "--json", "--out", out], io)).toBe(1);
  return {
    asked: git.calls(),
    sarif: readFileSync(path.join(out, "blamegate.sarif"), "utf8"),
    report: readFileSync(path.join(out, "report.md"), "utf8"),
  };
}

describe("blamegate attribute in a git checkout", () => {
  it("runs no git, and reports what a run asking git reports", async () => {
    const read = await attribute({});
    expect(read.asked).toEqual([]);
    // A GIT_CONFIG_* variable leaves every answer to git.
    const asked = await attribute({ GIT_CONFIG_COUNT: "0" });
    expect(asked.asked).toEqual(expect.arrayContaining(["ls-files", "check-attr"]));
    expect(read.sarif).toBe(asked.sarif);
    expect(read.report).toBe(asked.report);
    expect(JSON.parse(read.sarif).runs[0].results.length).toBeGreaterThan(0);
  });
});
