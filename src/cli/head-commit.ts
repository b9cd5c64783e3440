// The commit a local run analyses (the digest's `commit`): HEAD of the git checkout around the
// working folder. Read from the repository's files (HEAD, then the branch's loose ref or
// packed-refs) instead of spawning `git rev-parse HEAD`, which cost every CLI run a child process
// and the child_process module (issue 17, cold start). The reader only answers where it is sure
// to give git's answer; anything unusual — a GIT_* variable that moves the repository, a repository owned by someone else
// (git's safe.directory check), a mount point on the way up, a bare repository, reftable, a
// symbolic ref or an unborn branch — is left to git itself. Finding the repository is shared with
// the index and attribute readers: src/collect/git-repo.ts.
import path from "node:path";
import { findRepo, readText, statOf, type GitEnv } from "../collect/git-repo.js";

const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
// Branches, tags and remote-tracking refs live in the common folder of a repository's worktrees.
const SHARED_REF = /^refs\/(?:heads|tags|remotes)\/[A-Za-z0-9._/-]+$/;

/** The object id HEAD names in a worktree's repository folder `gitDir`, or null to ask git. */
function headOf(gitDir: string, common: string): string | null {
  const head = readText(path.join(gitDir, "HEAD"))?.replace(/\n$/, "");
  if (head === undefined) return null;
  if (OBJECT_ID.test(head)) return head;
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  if (!ref || !SHARED_REF.test(ref) || ref.split("/").some((part) => part === "" || part.startsWith("."))) return null;

  const loose = readText(path.join(common, ref));
  if (loose !== undefined) {
    const id = loose.replace(/\n$/, "");
    return OBJECT_ID.test(id) ? id : null;
  }
  if (statOf(path.join(common, ref))) return null;
  // packed-refs: "# pack-refs with: ..." then "<id> <ref>" lines, each tag followed by "^<peeled id>".
  for (const line of (readText(path.join(common, "packed-refs")) ?? "").split("\n")) {
    const space = line.indexOf(" ");
    if (space > 0 && line.slice(space + 1) === ref) {
      const id = line.slice(0, space);
      return OBJECT_ID.test(id) ? id : null;
    }
  }
  // No such ref: an unborn branch, which git reports as an error.
  return null;
}

/**
 * HEAD's object id read from the repository around `cwd`; "" when no folder from `cwd` up to
 * the root is (or holds) a repository, as `git rev-parse HEAD` fails there; null when git must
 * answer.
 */
export function readHeadCommit(cwd: string, env: GitEnv): string | null {
  const repo = findRepo(cwd, env);
  if (repo === "none") return "";
  return repo === null ? null : headOf(repo.gitDir, repo.commonDir);
}

/** `git rev-parse HEAD` in `cwd`, "" when it fails; child_process is loaded only here. */
async function gitRevParseHead(cwd: string): Promise<string> {
  const { execFileSync } = await import("node:child_process");
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

/** The commit being analysed: GITHUB_SHA when set, else the checkout's HEAD; "" outside one. */
export async function headCommit(cwd: string, env: GitEnv): Promise<string> {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  return readHeadCommit(cwd, env) ?? (await gitRevParseHead(cwd));
}
