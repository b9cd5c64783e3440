// The head commit read from .git must be what `git rev-parse HEAD` prints, in every shape of
// checkout the reader claims to know; everything else goes to git (a null from the reader).
import { execFileSync } from "node:child_process";
import { chownSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { headCommit, readHeadCommit } from "../../src/cli/head-commit.js";

const ENV = { PATH: process.env.PATH, HOME: process.env.HOME };
let root: string;
let repo: string;

function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", env: { ...ENV, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" } }).trim();
}
function gitHead(cwd: string): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", env: ENV, stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}
function commit(cwd: string, name: string): void {
  writeFileSync(path.join(cwd, name), name);
  git(cwd, "add", name);
  git(cwd, "commit", "-q", "-m", name);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bg-head-"));
  repo = path.join(root, "repo");
  mkdirSync(path.join(repo, "traces", "deep"), { recursive: true });
  git(repo, "init", "-q", "-b", "main");
  commit(repo, "a.txt");
  commit(repo, "b.txt");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("readHeadCommit", () => {
  it("reads a branch's loose ref, from the top and from a subfolder", () => {
    for (const cwd of [repo, path.join(repo, "traces", "deep")]) {
      expect(readHeadCommit(cwd, ENV)).toBe(gitHead(cwd));
      expect(gitHead(cwd)).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it("reads packed-refs once the loose refs are packed, and a detached HEAD", () => {
    git(repo, "pack-refs", "--all");
    expect(readHeadCommit(repo, ENV)).toBe(gitHead(repo));
    git(repo, "checkout", "-q", "--detach", "HEAD~1");
    expect(readHeadCommit(repo, ENV)).toBe(gitHead(repo));
    git(repo, "checkout", "-q", "main");
    expect(readHeadCommit(repo, ENV)).toBe(gitHead(repo));
  });

  it("reads a linked worktree's own HEAD (a .git file) with the refs of the repository it shares", () => {
    const wt = path.join(root, "wt");
    git(repo, "worktree", "add", "-q", "-b", "side", wt, "HEAD~1");
    commit(wt, "c.txt");
    const head = readHeadCommit(wt, ENV);
    expect(head).toBe(gitHead(wt));
    expect(head).not.toBe(gitHead(repo));
  });

  it('is "" where no folder up to the root is a repository, as git fails there', () => {
    const outside = mkdtempSync(path.join(tmpdir(), "bg-nogit-"));
    try {
      // Across a mount point (a /tmp of its own) the search is git's to make.
      expect(readHeadCommit(outside, ENV)).toBe(statSync(tmpdir()).dev === statSync("/").dev ? "" : null);
      expect(gitHead(outside)).toBe("");
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it("leaves to git: GIT_* variables, an unborn branch, a repository another user owns", async () => {
    expect(readHeadCommit(repo, { ...ENV, GIT_DIR: path.join(repo, ".git") })).toBeNull();
    expect(readHeadCommit(repo, { ...ENV, GIT_CONFIG_COUNT: "1", GIT_CONFIG_KEY_0: "safe.directory", GIT_CONFIG_VALUE_0: "*" })).toBeNull();
    // Variables that do not move the repository (a CI machine's certificates) leave it to the reader.
    expect(readHeadCommit(repo, { ...ENV, GIT_SSL_CAINFO: "/etc/ssl/certs/ca-certificates.crt" })).toBe(gitHead(repo));
    const fresh = path.join(root, "fresh");
    mkdirSync(fresh);
    git(fresh, "init", "-q", "-b", "main");
    expect(readHeadCommit(fresh, ENV)).toBeNull();
    expect(await headCommit(fresh, ENV)).toBe("");
    if (process.getuid?.() === 0) {
      const theirs = path.join(root, "theirs");
      mkdirSync(theirs);
      git(theirs, "init", "-q", "-b", "main");
      commit(theirs, "x.txt");
      chownSync(theirs, 4242, 4242);
      expect(readHeadCommit(theirs, ENV)).toBeNull();
      // git itself refuses it ("dubious ownership"): the run's commit stays "", as before.
      expect(await headCommit(theirs, ENV)).toBe(gitHead(theirs));
    }
  });

  it("prefers GITHUB_SHA, and otherwise answers as git does", async () => {
    expect(await headCommit(repo, { ...ENV, GITHUB_SHA: "f".repeat(40) })).toBe("f".repeat(40));
    expect(await headCommit(repo, ENV)).toBe(gitHead(repo));
  });
});
