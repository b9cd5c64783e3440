// The commit a local run analyses (the digest's `commit`): HEAD of the git checkout around the
// working folder. Read from the repository's files (HEAD, then the branch's loose ref or
// packed-refs) instead of spawning `git rev-parse HEAD`, which cost every CLI run a child process
// and the child_process module (issue 17, cold start). The reader only answers where it is sure
// to give git's answer; anything unusual — a GIT_* variable that moves the repository, a repository owned by someone else
// (git's safe.directory check), a mount point on the way up, a bare repository, reftable, a
// symbolic ref or an unborn branch — is left to git itself.
import { readFileSync, statSync, type Stats } from "node:fs";
import path from "node:path";

// git's variables that move or reconfigure the repository `rev-parse HEAD` finds (others, such
// as GIT_SSL_CAINFO on CI machines, do not touch it).
const GIT_LOCATES = /^GIT_(?:DIR|WORK_TREE|COMMON_DIR|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|NAMESPACE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|REF_FORMAT|DEFAULT_REF_FORMAT|CONFIG.*|TEST_.*)$/;
const OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
// Branches, tags and remote-tracking refs live in the common folder of a repository's worktrees.
const SHARED_REF = /^refs\/(?:heads|tags|remotes)\/[A-Za-z0-9._/-]+$/;

function statOf(p: string): Stats | undefined {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

function readText(p: string): string | undefined {
  try {
    return readFileSync(p, "utf8");
  } catch {
    return undefined;
  }
}

/** The folder a `.git` file points at (`gitdir: PATH`, relative to the file's folder). */
function gitFileTarget(file: string): string | undefined {
  const m = /^gitdir: (.+)$/m.exec(readText(file) ?? "");
  return m ? path.resolve(path.dirname(file), m[1]!.trim()) : undefined;
}

/** The object id HEAD names in the repository folder `gitDir`, or null to ask git. */
function headOf(gitDir: string, uid: number): string | null {
  const gitDirStat = statOf(gitDir);
  if (!gitDirStat?.isDirectory() || gitDirStat.uid !== uid) return null;
  // A linked worktree keeps its own HEAD and names the folder it shares refs with.
  const commondir = readText(path.join(gitDir, "commondir"));
  const common = commondir === undefined ? gitDir : path.resolve(gitDir, commondir.trim());
  if (statOf(path.join(common, "reftable"))) return null;
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
export function readHeadCommit(cwd: string, env: Readonly<Record<string, string | undefined>>): string | null {
  if (Object.keys(env).some((k) => GIT_LOCATES.test(k)) || env.SUDO_UID !== undefined) return null;
  const uid = process.getuid?.();
  if (uid === undefined) return null;
  let dir = path.resolve(cwd);
  const start = statOf(dir);
  if (!start?.isDirectory()) return null;
  for (;;) {
    const dotGit = path.join(dir, ".git");
    const st = statOf(dotGit);
    if (st) {
      // git refuses a repository whose worktree, .git or repository folder another user owns.
      if (statOf(dir)?.uid !== uid || st.uid !== uid) return null;
      const gitDir = st.isDirectory() ? dotGit : st.isFile() ? gitFileTarget(dotGit) : undefined;
      return gitDir === undefined ? null : headOf(gitDir, uid);
    }
    // A folder with a HEAD file may itself be a (bare) repository: git decides.
    if (statOf(path.join(dir, "HEAD"))) return null;
    const up = path.dirname(dir);
    if (up === dir) return "";
    // git's search stops at a file system boundary (GIT_DISCOVERY_ACROSS_FILESYSTEM).
    if (statOf(up)?.dev !== start.dev) return null;
    dir = up;
  }
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
export async function headCommit(cwd: string, env: Readonly<Record<string, string | undefined>>): Promise<string> {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  return readHeadCommit(cwd, env) ?? (await gitRevParseHead(cwd));
}
