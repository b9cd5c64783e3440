// A `git` first on PATH that notes the first argument of each call (ls-files, check-attr …) and
// runs the real git: a test sees whether blamegate asked git or read the repository's files
// (src/collect/git-*.ts). And a checkout holding one committed trace, for the CLI and the action.
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export interface LoggingGit {
  /** PATH with the wrapper first, and HOME an empty folder of its own. */
  env: { PATH: string; HOME: string };
  /** The calls since the last time it was asked, and starts a new list. */
  calls(): string[];
}

/** The wrapper, in `root`/bin, logging to `root`/git.log. */
export function loggingGit(root: string): LoggingGit {
  const bin = path.join(root, "bin");
  const home = path.join(root, "home");
  mkdirSync(bin, { recursive: true });
  mkdirSync(home, { recursive: true });
  const log = path.join(root, "git.log");
  writeFileSync(log, "");
  const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  writeFileSync(path.join(bin, "git"), `#!/bin/sh\necho "$1" >> '${log}'\nexec '${real}' "$@"\n`);
  chmodSync(path.join(bin, "git"), 0o755);
  return {
    env: { PATH: `${bin}:${process.env.PATH ?? ""}`, HOME: home },
    calls: () => {
      const calls = readFileSync(log, "utf8").split("\n").filter(Boolean);
      writeFileSync(log, "");
      return calls;
    },
  };
}

/** A fresh folder with the wrapper in it, for tests that hold the readers to git's own answers. */
export interface GitSandbox {
  root: string;
  /** The empty HOME both environments share. */
  home: string;
  /** The real git first on PATH, HOME the sandbox's: for git's own answers. */
  plain: Record<string, string>;
  /** The wrapper first on PATH: for blamegate, to see whether it asked git. */
  wrapped: Record<string, string>;
  calls(): string[];
}

export function gitSandbox(prefix: string): GitSandbox {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  const wrapper = loggingGit(root);
  return { root, home: wrapper.env.HOME, plain: { PATH: process.env.PATH ?? "", HOME: wrapper.env.HOME }, wrapped: wrapper.env, calls: wrapper.calls };
}

const FAILING_EXAMPLE = fileURLToPath(new URL("../../examples/traces/booking-unverified.json", import.meta.url));

/**
 * `root`/repo: a git checkout with the failing example committed as trace.json and the tool it
 * calls defined in tools/book.py, so SARIF places the finding on committed code.
 */
export function checkoutWithFailingTrace(root: string, env: Record<string, string>): string {
  const repo = path.join(root, "repo");
  mkdirSync(path.join(repo, "tools"), { recursive: true });
  copyFileSync(FAILING_EXAMPLE, path.join(repo, "trace.json"));
  writeFileSync(path.join(repo, "tools", "book.py"), "def book_flight(x):\n    return x\n");
  const commitEnv = { ...env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" };
  for (const args of [
    ["init", "-q", "-b", "main"],
    ["add", "."],
    ["commit", "-q", "-m", "one"],
  ])
    execFileSync("git", args, { cwd: repo, env: commitEnv });
  return repo;
}

/**
 * What actions/checkout v6 adds to a checkout's config when it keeps its token (the default): an
 * includeIf for the runner's path of the repository and one for a container's, each naming a
 * credentials file under the runner's temporary folder. Here the runner's is written into
 * `root`/_temp and the container's is not there, as on the host. Returns the credentials file.
 */
export function checkoutV6Credentials(repo: string, root: string, env: Record<string, string>): string {
  const name = "git-credentials-6b1f7a52-1c3d-4e0b-9a59-0c1f2d3e4f5a.config";
  const credentials = path.join(root, "_temp", name);
  mkdirSync(path.dirname(credentials), { recursive: true });
  writeFileSync(credentials, '[http "https://github.com/"]\n\textraheader = AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW46Z2hzX3NlY3JldA==\n');
  execFileSync("git", ["config", "--local", `includeIf.gitdir:${path.join(repo, ".git")}.path`, credentials], { cwd: repo, env });
  execFileSync("git", ["config", "--local", "--add", "includeIf.gitdir:/github/workspace/.git.path", `/github/runner_temp/${name}`], { cwd: repo, env });
  return credentials;
}
