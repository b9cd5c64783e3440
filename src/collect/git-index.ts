// The files `git ls-files -z` lists, read from the repository's index file instead of spawning
// git (issue 17, cold start): the format is git's own (Documentation/gitformat-index.txt). The
// reader is exact or gives up (null: run git): a checksum that does not match or is not there
// (index.skipHash), a split or sparse index, a version or a required extension it does not know,
// a file cut short, GIT_INDEX_FILE, or anything git-repo.ts leaves to git.
import { createHash } from "node:crypto";
import { readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { findRepo, repoFormat, type GitEnv, type GitRepo, type RepoFormat } from "./git-repo.js";

/** The paths of an index file's entries, in order, as UTF-8 bytes; null where git must read it. */
export function parseIndex(data: Buffer, hashBytes: 20 | 32): Buffer[] | null {
  const end = data.length - hashBytes;
  if (end < 12 || data.toString("latin1", 0, 4) !== "DIRC") return null;
  const version = data.readUInt32BE(4);
  if (version < 2 || version > 4) return null;
  const trailer = data.subarray(end);
  // index.skipHash writes a zero trailer: nothing then says the file is whole.
  if (trailer.every((b) => b === 0)) return null;
  const digest = createHash(hashBytes === 20 ? "sha1" : "sha256")
    .update(data.subarray(0, end))
    .digest();
  if (!digest.equals(trailer)) return null;

  const count = data.readUInt32BE(8);
  const paths: Buffer[] = [];
  let at = 12;
  let previous = Buffer.alloc(0);
  // Stat data, the object id, the flags: where an entry's path starts.
  const fixed = 40 + hashBytes + 2;
  for (let i = 0; i < count; i++) {
    if (at + fixed > end) return null;
    // A sparse index keeps whole folders as entries of this mode.
    if ((data.readUInt32BE(at + 24) & 0o170000) === 0o040000) return null;
    const flags = data.readUInt16BE(at + 40 + hashBytes);
    const extended = (flags & 0x4000) !== 0;
    if (extended && version < 3) return null;
    const nameAt = at + fixed + (extended ? 2 : 0);
    if (nameAt >= end) return null;
    if (version === 4) {
      // The number of bytes to drop from the previous path (git's varint), then the rest, NUL-ended.
      let c = data[nameAt]!;
      let strip = c & 127;
      let p = nameAt + 1;
      while (c & 128) {
        if (p >= end) return null;
        c = data[p++]!;
        strip = ((strip + 1) << 7) | (c & 127);
        if (strip > previous.length) return null;
      }
      if (strip > previous.length) return null;
      const nul = data.indexOf(0, p);
      if (nul < 0 || nul >= end) return null;
      previous = Buffer.concat([previous.subarray(0, previous.length - strip), data.subarray(p, nul)]);
      paths.push(previous);
      at = nul + 1;
    } else {
      const nul = data.indexOf(0, nameAt);
      if (nul < 0 || nul >= end) return null;
      const length = flags & 0xfff;
      // The length in the flags is the path's, unless the path is too long to say so.
      if (length < 0xfff && length !== nul - nameAt) return null;
      paths.push(data.subarray(nameAt, nul));
      // NUL-padded to a multiple of eight bytes from the entry's start.
      at += (nameAt - at + (nul - nameAt) + 8) & ~7;
      if (at > end) return null;
    }
  }
  // Extensions: a signature and a size each. One whose name starts with a capital letter may be
  // skipped; any other must be understood (a split index's "link", a sparse index's "sdir").
  while (at < end) {
    if (at + 8 > end) return null;
    const first = data[at]!;
    if (first < 0x41 || first > 0x5a) return null;
    at += 8 + data.readUInt32BE(at + 4);
  }
  return at === end ? paths : null;
}

/**
 * The last index read: a run asks twice (the files SARIF may cite, then whether any
 * .gitattributes is committed: git-attributes.ts), and each read hashes the whole file. Kept
 * while the file's identity, size and time are unchanged, as git itself trusts its stat data.
 */
let lastRead: { key: string; paths: Buffer[] | null } | undefined;

/**
 * The paths of the entries of `repo`'s index (all of them, from the top), or null: ask git.
 * `format` is the repository's config as repoFormat read it (the caller has it already, and
 * reading it means reading every file it includes).
 */
export function indexPaths(repo: GitRepo, format: RepoFormat): Buffer[] | null {
  const file = path.join(repo.gitDir, "index");
  const st = statSync(file, { throwIfNoEntry: false });
  // A repository nothing was ever added to has no index, and git lists nothing.
  if (st === undefined) return [];
  const key = [file, format.hashBytes, st.dev, st.ino, st.size, st.mtimeMs, st.ctimeMs].join("\0");
  if (lastRead?.key === key) return lastRead.paths;
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return null;
  }
  // Read again as it was stat'ed, or the key would name another file's bytes.
  if (data.length !== st.size) return null;
  lastRead = { key, paths: parseIndex(data, format.hashBytes) };
  return lastRead.paths;
}

/** The files git lists in the worktree of `repo`, relative to `cwd` (git's prefix), or null. */
function listedFiles(repo: GitRepo, cwd: string, env: GitEnv): Set<string> | null {
  // Run in a subfolder, git lists the files under it, relative to it.
  const rel = path.relative(repo.top, cwd).split(path.sep).join("/");
  if (rel.startsWith("..") || path.isAbsolute(rel) || rel.includes("\uFFFD")) return null;
  const format = repoFormat(repo, env);
  const entries = format && indexPaths(repo, format);
  if (!entries) return null;
  const prefix = Buffer.from(rel === "" ? "" : `${rel}/`, "utf8");
  const files = new Set<string>();
  for (const entry of entries) {
    if (entry.length > prefix.length && entry.subarray(0, prefix.length).equals(prefix)) files.add(entry.toString("utf8", prefix.length));
  }
  return files;
}

/**
 * What `git ls-files -z` run in `cwd` lists, read from the index: `files` null when no repository
 * is there (git fails then); null when only git can say (git-repo.ts, parseIndex).
 */
export function readTrackedFiles(cwd: string, env: GitEnv): { files: Set<string> | null } | null {
  if (env.GIT_INDEX_FILE !== undefined || process.platform === "win32") return null;
  const repo = findRepo(cwd, env);
  if (repo === null) return null;
  if (repo === "none") return { files: null };
  let real: string;
  try {
    real = realpathSync(path.resolve(cwd));
  } catch {
    return null;
  }
  const files = listedFiles(repo, real, env);
  return files ? { files } : null;
}
