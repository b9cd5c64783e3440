// The git repository around a folder, found from its files the way git finds it (setup.c's
// discovery), so the readers of HEAD (src/cli/head-commit.ts), of the index (git-index.ts) and of
// the attribute sources (git-attributes.ts) can answer without spawning git (issue 17, cold
// start). Discovery only answers where it is sure to find what git would: a GIT_* variable that
// moves the repository, a repository owned by someone else (git's safe.directory check), a mount
// point on the way up, a bare repository, reftable or a folder git would not take for a
// repository are left to git itself (null).
import { readFileSync, realpathSync, statSync, type Stats } from "node:fs";
import path from "node:path";

/** The environment the caller runs git in (the entry point's, never read here from the process). */
export type GitEnv = Readonly<Record<string, string | undefined>>;

// git's variables that move or reconfigure the repository it finds (others, such as
// GIT_SSL_CAINFO on CI machines, do not touch it).
const GIT_LOCATES = /^GIT_(?:DIR|WORK_TREE|COMMON_DIR|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|NAMESPACE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|REF_FORMAT|DEFAULT_REF_FORMAT|CONFIG.*|TEST_.*)$/;

/** Whether `env` holds a variable that moves the repository git finds (then only git knows). */
export function envMovesRepository(env: GitEnv): boolean {
  return Object.keys(env).some((k) => GIT_LOCATES.test(k)) || env.SUDO_UID !== undefined;
}

export interface GitRepo {
  /** The worktree's top folder (real path). */
  top: string;
  /** This worktree's repository folder: `.git`, or `.git/worktrees/NAME` for a linked worktree. */
  gitDir: string;
  /** The folder the worktrees share (objects, refs, config): gitDir itself outside a linked worktree. */
  commonDir: string;
}

export function statOf(p: string): Stats | undefined {
  try {
    return statSync(p, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

export function readText(p: string): string | undefined {
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

/** The repository folder `gitDir` of the worktree at `top`, or null when git must judge it. */
function repoAt(top: string, gitDir: string, uid: number): GitRepo | null {
  const gitDirStat = statOf(gitDir);
  if (!gitDirStat?.isDirectory() || gitDirStat.uid !== uid) return null;
  // A linked worktree keeps its own HEAD and index and names the folder it shares the rest with.
  const commondir = readText(path.join(gitDir, "commondir"));
  const commonDir = commondir === undefined ? gitDir : path.resolve(gitDir, commondir.trim());
  if (statOf(path.join(commonDir, "reftable"))) return null;
  // What git checks before it takes a folder for a repository (is_git_directory); a folder that
  // fails it is passed over and the search goes on up, which is git's to do.
  if (!statOf(path.join(gitDir, "HEAD"))?.isFile() || !statOf(path.join(commonDir, "objects"))?.isDirectory() || !statOf(path.join(commonDir, "refs"))?.isDirectory()) return null;
  return { top, gitDir, commonDir };
}

/**
 * The repository whose worktree holds `cwd`; "none" when no folder from `cwd` up to the root is
 * (or holds) a repository, where git fails; null when git must answer.
 */
export function findRepo(cwd: string, env: GitEnv): GitRepo | "none" | null {
  if (envMovesRepository(env)) return null;
  const uid = process.getuid?.();
  if (uid === undefined) return null;
  let dir: string;
  try {
    // git searches from the working folder's real path, not from the way a link named it.
    dir = realpathSync(path.resolve(cwd));
  } catch {
    return null;
  }
  const start = statOf(dir);
  if (!start?.isDirectory()) return null;
  for (;;) {
    const dotGit = path.join(dir, ".git");
    const st = statOf(dotGit);
    if (st) {
      // git refuses a repository whose worktree, .git or repository folder another user owns.
      if (statOf(dir)?.uid !== uid || st.uid !== uid) return null;
      const gitDir = st.isDirectory() ? dotGit : st.isFile() ? gitFileTarget(dotGit) : undefined;
      return gitDir === undefined ? null : repoAt(dir, gitDir, uid);
    }
    // A folder with a HEAD file may itself be a (bare) repository: git decides.
    if (statOf(path.join(dir, "HEAD"))) return null;
    const up = path.dirname(dir);
    if (up === dir) return "none";
    // git's search stops at a file system boundary (GIT_DISCOVERY_ACROSS_FILESYSTEM).
    if (statOf(up)?.dev !== start.dev) return null;
    dir = up;
  }
}

// Extensions every git that reads these indexes knows, and that change neither the index nor the
// worktree: config per worktree, a partial clone (blobless or treeless: common on CI), objects
// kept from pruning. git refuses a repository with any other it does not know.
const HARMLESS_EXTENSIONS = new Set(["extensions.worktreeconfig", "extensions.partialclone", "extensions.preciousobjects", "extensions.noop"]);

/** The settings of a repository's config that change what its index or worktree is. */
export interface RepoFormat {
  /** Bytes of an object id: SHA-1's or SHA-256's. */
  hashBytes: 20 | 32;
  /** The config files' text, for the attribute reader to look through. */
  configText: string;
}

/**
 * The repository's own config files read as far as the index and worktree readers need them;
 * null (ask git) for anything they would have to get right and do not model: a worktree set in
 * config, a bare repository, includes, a format version or an extension git may refuse or that
 * changes the index, a line this reader does not understand.
 */
export function repoFormat(repo: GitRepo): RepoFormat | null {
  const texts = [readText(path.join(repo.commonDir, "config")) ?? ""];
  const worktreeConfig = readText(path.join(repo.gitDir, "config.worktree"));
  if (worktreeConfig !== undefined) texts.push(worktreeConfig);
  let hashBytes: 20 | 32 = 20;
  let version = "0";
  let objectFormat = false;
  for (const text of texts) {
    let section = "";
    for (const raw of text.split("\n")) {
      const line = raw.trim();
      if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
      const header = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"(?:[^"\\]|\\.)*")?\s*\]$/.exec(line);
      if (header) {
        section = header[1]!.toLowerCase();
        if (section === "include" || section === "includeif") return null;
        continue;
      }
      const kv = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*))?$/.exec(line);
      if (!kv || line.endsWith("\\")) return null;
      const key = `${section}.${kv[1]!.toLowerCase()}`;
      const value = (kv[2] ?? "true")
        .replace(/\s+[#;].*$/, "")
        .replace(/^"(.*)"$/, "$1")
        .trim()
        .toLowerCase();
      if (key === "core.worktree") return null;
      if (key === "core.bare" && !/^(?:false|no|off|0)$/.test(value)) return null;
      if (key === "core.repositoryformatversion") {
        if (value !== "0" && value !== "1") return null;
        version = value;
      }
      if (section === "extensions") {
        if (key === "extensions.objectformat") {
          objectFormat = true;
          if (value === "sha256") hashBytes = 32;
          else if (value !== "sha1") return null;
        } else if (!HARMLESS_EXTENSIONS.has(key)) return null;
      }
    }
  }
  // git refuses an object format named in a repository of format version 0.
  if (objectFormat && version !== "1") return null;
  return { hashBytes, configText: texts.join("\n") };
}
