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

/** One setting of a config file: section and key lowercased, the value as git reads it (null: no `=`). */
export interface ConfigEntry {
  section: string;
  key: string;
  value: string | null;
}

/** A value after its `=` as git's parse_value reads it; undefined where git would refuse it. */
function configValue(raw: string): string | undefined {
  let out = "";
  let quote = false;
  // Where unquoted whitespace began at the end of the value: git drops it.
  let trim = -1;
  for (let i = 0; i < raw.length; i++) {
    let c = raw[i]!;
    if (!quote && (c === " " || c === "\t" || c === "\r")) {
      if (out.length > 0) {
        if (trim < 0) trim = out.length;
        out += c;
      }
      continue;
    }
    if (!quote && (c === ";" || c === "#")) break;
    trim = -1;
    if (c === "\\") {
      const next = raw[++i];
      if (next === "t") c = "\t";
      else if (next === "n") c = "\n";
      else if (next === "b") c = "\b";
      else if (next === "\\" || next === '"') c = next;
      else return undefined;
      out += c;
      continue;
    }
    if (c === '"') {
      quote = !quote;
      continue;
    }
    out += c;
  }
  if (quote) return undefined;
  return trim < 0 ? out : out.slice(0, trim);
}

/**
 * A config file's settings in order, as git reads them; null for a line this reader does not
 * understand (a continued line, a setting on a section's line, a malformed header or value).
 */
export function parseConfig(text: string): ConfigEntry[] | null {
  const entries: ConfigEntry[] = [];
  let section = "";
  // git skips a byte order mark at the start, and takes only ASCII blanks for whitespace.
  for (const raw of text.replace(/^\uFEFF/, "").split("\n")) {
    const line = raw.replace(/^[ \t\r]+|[ \t\r]+$/g, "");
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"(?:[^"\\]|\\.)*")?\s*\]$/.exec(line);
    if (header) {
      section = header[1]!.toLowerCase();
      continue;
    }
    const kv = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=(.*))?$/.exec(line);
    if (!kv || line.endsWith("\\") || section === "") return null;
    const value = kv[2] === undefined ? null : configValue(kv[2]);
    if (value === undefined) return null;
    entries.push({ section, key: kv[1]!.toLowerCase(), value });
  }
  return entries;
}

// git stops following includes this deep (config.c's MAX_INCLUDE_DEPTH) and fails.
const MAX_INCLUDE_DEPTH = 10;

/** A config file that another includes: where it is and what it holds. */
export interface IncludedConfig {
  file: string;
  text: string;
  entries: ConfigEntry[];
}

/**
 * Where an include's `path` value leads, as git's handle_path_include resolves it: absolute, from
 * HOME for `~/`, else from the folder of the file that holds it. Undefined for what git would
 * refuse or expands from elsewhere (another user's home, git's install prefix, no HOME).
 */
function includeTarget(value: string | null, from: string, env: GitEnv): string | undefined {
  // Bytes that are not UTF-8 came back replaced: the name read would not be the file git opens.
  if (!value || value.includes("\uFFFD")) return undefined;
  if (value.startsWith("~/")) {
    const home = env.HOME;
    return home && path.isAbsolute(home) ? home + value.slice(1) : undefined;
  }
  if (value.startsWith("~") || value.startsWith("%(")) return undefined;
  if (value.startsWith("/")) return value;
  // Joined as git joins it, without folding a `..` the file system resolves after a link.
  return `${path.dirname(from)}/${value}`;
}

/**
 * Every file the include and includeIf `path` settings of `entries` (read from `from`) name, and
 * the files those name in turn, as if every condition held: a superset of what git reads. A file
 * that is not there is skipped, as git skips it; null (ask git) for a file git could not read, a
 * path this reader does not resolve, a line it does not understand, or includes nested past git's
 * limit.
 */
export function includedConfigs(entries: readonly ConfigEntry[], from: string, env: GitEnv, depth = 1): IncludedConfig[] | null {
  const found: IncludedConfig[] = [];
  for (const entry of entries) {
    if ((entry.section !== "include" && entry.section !== "includeif") || entry.key !== "path") continue;
    if (depth > MAX_INCLUDE_DEPTH) return null;
    const file = includeTarget(entry.value, from, env);
    if (file === undefined) return null;
    let text: string;
    try {
      // Only a plain file is read: opening a pipe would wait for a writer, as git itself would.
      if (!statSync(file).isFile()) return null;
      text = readFileSync(file, "utf8");
    } catch (err) {
      // Not there: git reads nothing. Anything else (no access, links in a loop) git fails on.
      const code = (err as NodeJS.ErrnoException).code;
      if (code === "ENOENT" || code === "ENOTDIR") continue;
      return null;
    }
    const parsed = parseConfig(text);
    if (!parsed) return null;
    const nested = includedConfigs(parsed, file, env, depth + 1);
    if (!nested) return null;
    found.push({ file, text, entries: parsed }, ...nested);
  }
  return found;
}

// What an included file may set and still leave the readers' answers git's. Every other section
// is refused rather than reasoned about: git's own start (git_default_config) reads core, user,
// branch, push, pack and more, and dies on a malformed value of some of them, so only sections
// git reads for a remote (the credentials actions/checkout keeps in such a file, rewritten URLs)
// and the strings naming the user pass.
function includedSettingHarmless(entry: ConfigEntry): boolean {
  // Includes are followed by includedConfigs; git reads no other key of these sections.
  if (entry.section === "include" || entry.section === "includeif") return true;
  if (entry.section === "http" || entry.section === "credential" || entry.section === "url" || entry.section === "remote") return true;
  return entry.section === "user" && (entry.key === "name" || entry.key === "email") && entry.value !== null;
}

/** The settings of a repository's config that change what its index or worktree is. */
export interface RepoFormat {
  /** Bytes of an object id: SHA-1's or SHA-256's. */
  hashBytes: 20 | 32;
  /** The config files' text, included files too, for the attribute reader to look through. */
  configText: string;
}

/**
 * The repository's own config files read as far as the index and worktree readers need them;
 * null (ask git) for anything they would have to get right and do not model: a worktree set in
 * config, a bare repository, a format version or an extension git may refuse or that changes the
 * index, a line this reader does not understand. Included files (`env` gives HOME for `~/`) are
 * read as if every includeIf condition held, and may only set what cannot change these answers.
 */
export function repoFormat(repo: GitRepo, env: GitEnv): RepoFormat | null {
  const common = path.join(repo.commonDir, "config");
  const worktree = path.join(repo.gitDir, "config.worktree");
  const worktreeText = readText(worktree);
  const own = [{ file: common, text: readText(common) ?? "" }, ...(worktreeText === undefined ? [] : [{ file: worktree, text: worktreeText }])];
  let hashBytes: 20 | 32 = 20;
  let version = "0";
  let objectFormat = false;
  const included: string[] = [];
  for (const { file, text } of own) {
    const entries = parseConfig(text);
    if (!entries) return null;
    for (const { section, key: name, value: raw } of entries) {
      const key = `${section}.${name}`;
      const value = (raw ?? "true").toLowerCase();
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
    const configs = includedConfigs(entries, file, env);
    if (!configs) return null;
    for (const config of configs) {
      if (!config.entries.every(includedSettingHarmless)) return null;
      included.push(config.text);
    }
  }
  // git refuses an object format named in a repository of format version 0.
  if (objectFormat && version !== "1") return null;
  return { hashBytes, configText: [...own.map((o) => o.text), ...included].join("\n") };
}
