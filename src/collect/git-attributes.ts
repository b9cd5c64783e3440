// Whether `git check-attr` could find any attribute at all for a set of files, decided from the
// file system instead of spawning git (issue 17, cold start). Only "no attribute source can
// exist" is answered here: then every attribute is unspecified and the answer is known without
// git. Any source, or anything that could name one (a config setting, in a config file or one it
// includes, a variable), and git reads them itself.
import { lstatSync, realpathSync } from "node:fs";
import path from "node:path";
import { envMovesRepository, findRepo, includedConfigs, parseConfig, readText, repoFormat, type GitEnv } from "./git-repo.js";
import { indexPaths } from "./git-index.js";

// Where git builds keep their system-wide files: a distribution's, one built from source,
// Homebrew's (both prefixes) and Apple's command line tools and Xcode.
const SYSTEM_FOLDERS = [
  "/etc",
  "/usr/local/etc",
  "/opt/homebrew/etc",
  "/home/linuxbrew/.linuxbrew/etc",
  "/Library/Developer/CommandLineTools/usr/share/git-core",
  "/Applications/Xcode.app/Contents/Developer/usr/share/git-core",
];

// Config that can add an attributes file or read attributes from a tree. An include is followed
// instead (includedConfigs), and each file it reaches is looked through the same way.
const NAMES_ATTRIBUTES = /attributesfile|\[\s*attr\b/i;
const INCLUDES = /\[\s*include/i;

const ATTRIBUTES_FILE = Buffer.from(".gitattributes");

function exists(p: string): boolean {
  try {
    // Not there is the common answer: said without making an error to throw.
    return lstatSync(p, { throwIfNoEntry: false }) !== undefined;
  } catch (err) {
    // Only a path that is not there is known to hold nothing; an unreadable one may hold rules.
    const code = (err as NodeJS.ErrnoException).code;
    return code !== "ENOENT" && code !== "ENOTDIR";
  }
}

/**
 * Whether the config file at `p` is there and could point git at attributes, itself or through a
 * file it includes (every include taken as if its condition held).
 */
function configNamesAttributes(p: string, env: GitEnv): boolean {
  const text = readText(p);
  if (text === undefined) return exists(p);
  if (NAMES_ATTRIBUTES.test(text)) return true;
  // Parsed only when it includes: a line the parser does not know then sends the run to git.
  if (!INCLUDES.test(text)) return false;
  const entries = parseConfig(text);
  const included = entries && includedConfigs(entries, p, env);
  return !included || included.some((config) => NAMES_ATTRIBUTES.test(config.text));
}

/**
 * True when no attributes source can exist for `files` (relative to `root`) as `git check-attr`
 * run in `root` with `env` would look for them, or when no repository is there (git fails): the
 * answer is then "no attribute set" without git. False whenever git must be asked.
 */
export function noAttributeSources(root: string, files: readonly string[], env: GitEnv): boolean {
  // GIT_INDEX_FILE: git would look for .gitattributes in another index than the one read below.
  if (process.platform === "win32" || envMovesRepository(env) || env.GIT_INDEX_FILE !== undefined || Object.keys(env).some((k) => k.startsWith("GIT_ATTR_"))) return false;
  const home = env.HOME;
  if (!home || !path.isAbsolute(home)) return false;
  const repo = findRepo(root, env);
  if (repo === "none") return true;
  if (repo === null) return false;
  const format = repoFormat(repo, env);
  if (!format || NAMES_ATTRIBUTES.test(format.configText)) return false;

  const xdg = env.XDG_CONFIG_HOME ? path.resolve(root, env.XDG_CONFIG_HOME) : undefined;
  const configs = [path.join(home, ".gitconfig"), path.join(home, ".config", "git", "config"), ...(xdg ? [path.join(xdg, "git", "config")] : [])];
  const attributes = [
    path.join(repo.gitDir, "info", "attributes"),
    path.join(repo.commonDir, "info", "attributes"),
    path.join(home, ".config", "git", "attributes"),
    ...(xdg ? [path.join(xdg, "git", "attributes")] : []),
  ];
  for (const folder of SYSTEM_FOLDERS) {
    configs.push(path.join(folder, "gitconfig"));
    attributes.push(path.join(folder, "gitattributes"));
  }
  if (attributes.some(exists) || configs.some((p) => configNamesAttributes(p, env))) return false;

  // A .gitattributes git would read from the index where the worktree has none.
  const entries = indexPaths(repo, format);
  if (!entries) return false;
  for (const entry of entries) {
    const at = entry.length - ATTRIBUTES_FILE.length;
    if (at >= 0 && entry.subarray(at).equals(ATTRIBUTES_FILE) && (at === 0 || entry[at - 1] === 0x2f)) return false;
  }

  // Each file's folder and every folder above it up to the worktree's top may hold one.
  const seen = new Set<string>();
  let rootReal: string;
  try {
    rootReal = realpathSync(path.resolve(root));
  } catch {
    return false;
  }
  // Files of one folder share the answer: each folder (as the file names it) is looked at once.
  const folders = new Set<string>();
  for (const file of files) {
    if (path.isAbsolute(file)) return false;
    folders.add(file.slice(0, Math.max(0, file.lastIndexOf("/"))));
  }
  for (const folder of folders) {
    if (path.isAbsolute(folder) || folder.split(/[\\/]/).includes("..")) return false;
    let dir = path.join(rootReal, folder);
    if (path.relative(repo.top, dir).startsWith("..")) return false;
    while (!seen.has(dir)) {
      seen.add(dir);
      if (exists(path.join(dir, ".gitattributes"))) return false;
      if (dir === repo.top) break;
      dir = path.dirname(dir);
    }
  }
  if (!seen.has(repo.top) && exists(path.join(repo.top, ".gitattributes"))) return false;
  return true;
}
