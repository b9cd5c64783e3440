
// src/version.ts
var VERSION = "1.0.0";
var HOMEPAGE = "https://github.com/blamegate/blamegate";

// src/render/sarif/uri.ts
function safeRepoPath(p) {
  if (!p || p.includes("\\") || p.includes("\0") || p.startsWith("/") || /^[A-Za-z]:/.test(p)) return null;
  const parts = p.split("/");
  if (parts.some((s) => s === "" || s === "." || s === "..")) return null;
  return p;
}
function toUri(repoPath) {
  return encodeURI(repoPath).replace(/#/g, "%23").replace(/\?/g, "%3F");
}

// src/collect/git-index.ts
import { createHash } from "node:crypto";
import { readFileSync as readFileSync2, realpathSync as realpathSync2, statSync as statSync2 } from "node:fs";
import path2 from "node:path";

// src/collect/git-repo.ts
import { readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
var GIT_LOCATES = /^GIT_(?:DIR|WORK_TREE|COMMON_DIR|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|NAMESPACE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|REF_FORMAT|DEFAULT_REF_FORMAT|CONFIG.*|TEST_.*)$/;
function envMovesRepository(env) {
  return Object.keys(env).some((k) => GIT_LOCATES.test(k)) || env.SUDO_UID !== void 0;
}
function statOf(p) {
  try {
    return statSync(p, { throwIfNoEntry: false });
  } catch {
    return void 0;
  }
}
function readText(p) {
  try {
    return readFileSync(p, "utf8");
  } catch {
    return void 0;
  }
}
function gitFileTarget(file) {
  const m = /^gitdir: (.+)$/m.exec(readText(file) ?? "");
  return m ? path.resolve(path.dirname(file), m[1].trim()) : void 0;
}
function repoAt(top, gitDir, uid) {
  const gitDirStat = statOf(gitDir);
  if (!gitDirStat?.isDirectory() || gitDirStat.uid !== uid) return null;
  const commondir = readText(path.join(gitDir, "commondir"));
  const commonDir = commondir === void 0 ? gitDir : path.resolve(gitDir, commondir.trim());
  if (statOf(path.join(commonDir, "reftable"))) return null;
  if (!statOf(path.join(gitDir, "HEAD"))?.isFile() || !statOf(path.join(commonDir, "objects"))?.isDirectory() || !statOf(path.join(commonDir, "refs"))?.isDirectory()) return null;
  return { top, gitDir, commonDir };
}
function findRepo(cwd, env) {
  if (envMovesRepository(env)) return null;
  const uid = process.getuid?.();
  if (uid === void 0) return null;
  let dir;
  try {
    dir = realpathSync(path.resolve(cwd));
  } catch {
    return null;
  }
  const start = statOf(dir);
  if (!start?.isDirectory()) return null;
  for (; ; ) {
    const dotGit = path.join(dir, ".git");
    const st = statOf(dotGit);
    if (st) {
      if (statOf(dir)?.uid !== uid || st.uid !== uid) return null;
      const gitDir = st.isDirectory() ? dotGit : st.isFile() ? gitFileTarget(dotGit) : void 0;
      return gitDir === void 0 ? null : repoAt(dir, gitDir, uid);
    }
    if (statOf(path.join(dir, "HEAD"))) return null;
    const up = path.dirname(dir);
    if (up === dir) return "none";
    if (statOf(up)?.dev !== start.dev) return null;
    dir = up;
  }
}
var HARMLESS_EXTENSIONS = /* @__PURE__ */ new Set(["extensions.worktreeconfig", "extensions.partialclone", "extensions.preciousobjects", "extensions.noop"]);
function configValue(raw) {
  let out = "";
  let quote = false;
  let trim = -1;
  for (let i = 0; i < raw.length; i++) {
    let c = raw[i];
    if (!quote && (c === " " || c === "	" || c === "\r")) {
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
      if (next === "t") c = "	";
      else if (next === "n") c = "\n";
      else if (next === "b") c = "\b";
      else if (next === "\\" || next === '"') c = next;
      else return void 0;
      out += c;
      continue;
    }
    if (c === '"') {
      quote = !quote;
      continue;
    }
    out += c;
  }
  if (quote) return void 0;
  return trim < 0 ? out : out.slice(0, trim);
}
function parseConfig(text) {
  const entries = [];
  let section = "";
  for (const raw of text.replace(/^\uFEFF/, "").split("\n")) {
    const line = raw.replace(/^[ \t\r]+|[ \t\r]+$/g, "");
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"(?:[^"\\]|\\.)*")?\s*\]$/.exec(line);
    if (header) {
      section = header[1].toLowerCase();
      continue;
    }
    const kv = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=(.*))?$/.exec(line);
    if (!kv || line.endsWith("\\") || section === "") return null;
    const value = kv[2] === void 0 ? null : configValue(kv[2]);
    if (value === void 0) return null;
    entries.push({ section, key: kv[1].toLowerCase(), value });
  }
  return entries;
}
var MAX_INCLUDE_DEPTH = 10;
function includeTarget(value, from, env) {
  if (!value || value.includes("\uFFFD")) return void 0;
  if (value.startsWith("~/")) {
    const home = env.HOME;
    return home && path.isAbsolute(home) ? home + value.slice(1) : void 0;
  }
  if (value.startsWith("~") || value.startsWith("%(")) return void 0;
  if (value.startsWith("/")) return value;
  return `${path.dirname(from)}/${value}`;
}
function includedConfigs(entries, from, env, depth = 1) {
  const found = [];
  for (const entry of entries) {
    if (entry.section !== "include" && entry.section !== "includeif" || entry.key !== "path") continue;
    if (depth > MAX_INCLUDE_DEPTH) return null;
    const file = includeTarget(entry.value, from, env);
    if (file === void 0) return null;
    let text;
    try {
      if (!statSync(file).isFile()) return null;
      text = readFileSync(file, "utf8");
    } catch (err) {
      const code = err.code;
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
function includedSettingHarmless(entry) {
  if (entry.section === "include" || entry.section === "includeif") return true;
  if (entry.section === "http" || entry.section === "credential" || entry.section === "url" || entry.section === "remote") return true;
  return entry.section === "user" && (entry.key === "name" || entry.key === "email") && entry.value !== null;
}
function repoFormat(repo, env) {
  const common = path.join(repo.commonDir, "config");
  const worktree = path.join(repo.gitDir, "config.worktree");
  const worktreeText = readText(worktree);
  const own = [{ file: common, text: readText(common) ?? "" }, ...worktreeText === void 0 ? [] : [{ file: worktree, text: worktreeText }]];
  let hashBytes = 20;
  let version = "0";
  let objectFormat = false;
  const included = [];
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
  if (objectFormat && version !== "1") return null;
  return { hashBytes, configText: [...own.map((o) => o.text), ...included].join("\n") };
}

// src/collect/git-index.ts
function parseIndex(data, hashBytes) {
  const end = data.length - hashBytes;
  if (end < 12 || data.toString("latin1", 0, 4) !== "DIRC") return null;
  const version = data.readUInt32BE(4);
  if (version < 2 || version > 4) return null;
  const trailer = data.subarray(end);
  if (trailer.every((b) => b === 0)) return null;
  const digest = createHash(hashBytes === 20 ? "sha1" : "sha256").update(data.subarray(0, end)).digest();
  if (!digest.equals(trailer)) return null;
  const count = data.readUInt32BE(8);
  const paths = [];
  let at = 12;
  let previous = Buffer.alloc(0);
  const fixed = 40 + hashBytes + 2;
  for (let i = 0; i < count; i++) {
    if (at + fixed > end) return null;
    if ((data.readUInt32BE(at + 24) & 61440) === 16384) return null;
    const flags = data.readUInt16BE(at + 40 + hashBytes);
    const extended = (flags & 16384) !== 0;
    if (extended && version < 3) return null;
    const nameAt = at + fixed + (extended ? 2 : 0);
    if (nameAt >= end) return null;
    if (version === 4) {
      let c = data[nameAt];
      let strip = c & 127;
      let p = nameAt + 1;
      while (c & 128) {
        if (p >= end) return null;
        c = data[p++];
        strip = strip + 1 << 7 | c & 127;
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
      const length = flags & 4095;
      if (length < 4095 && length !== nul - nameAt) return null;
      paths.push(data.subarray(nameAt, nul));
      at += nameAt - at + (nul - nameAt) + 8 & ~7;
      if (at > end) return null;
    }
  }
  while (at < end) {
    if (at + 8 > end) return null;
    const first = data[at];
    if (first < 65 || first > 90) return null;
    at += 8 + data.readUInt32BE(at + 4);
  }
  return at === end ? paths : null;
}
var lastRead;
function indexPaths(repo, format) {
  const file = path2.join(repo.gitDir, "index");
  const st = statSync2(file, { throwIfNoEntry: false });
  if (st === void 0) return [];
  const key = [file, format.hashBytes, st.dev, st.ino, st.size, st.mtimeMs, st.ctimeMs].join("\0");
  if (lastRead?.key === key) return lastRead.paths;
  let data;
  try {
    data = readFileSync2(file);
  } catch {
    return null;
  }
  if (data.length !== st.size) return null;
  lastRead = { key, paths: parseIndex(data, format.hashBytes) };
  return lastRead.paths;
}
function listedFiles(repo, cwd, env) {
  const rel = path2.relative(repo.top, cwd).split(path2.sep).join("/");
  if (rel.startsWith("..") || path2.isAbsolute(rel) || rel.includes("\uFFFD")) return null;
  const format = repoFormat(repo, env);
  const entries = format && indexPaths(repo, format);
  if (!entries) return null;
  const prefix = Buffer.from(rel === "" ? "" : `${rel}/`, "utf8");
  const files = /* @__PURE__ */ new Set();
  for (const entry of entries) {
    if (entry.length > prefix.length && entry.subarray(0, prefix.length).equals(prefix)) files.add(entry.toString("utf8", prefix.length));
  }
  return files;
}
function readTrackedFiles(cwd, env) {
  if (env.GIT_INDEX_FILE !== void 0 || process.platform === "win32") return null;
  const repo = findRepo(cwd, env);
  if (repo === null) return null;
  if (repo === "none") return { files: null };
  let real;
  try {
    real = realpathSync2(path2.resolve(cwd));
  } catch {
    return null;
  }
  const files = listedFiles(repo, real, env);
  return files ? { files } : null;
}

// src/collect/git-attributes.ts
import { lstatSync, realpathSync as realpathSync3 } from "node:fs";
import path3 from "node:path";
var SYSTEM_FOLDERS = [
  "/etc",
  "/usr/local/etc",
  "/opt/homebrew/etc",
  "/home/linuxbrew/.linuxbrew/etc",
  "/Library/Developer/CommandLineTools/usr/share/git-core",
  "/Applications/Xcode.app/Contents/Developer/usr/share/git-core"
];
var NAMES_ATTRIBUTES = /attributesfile|\[\s*attr\b/i;
var INCLUDES = /\[\s*include/i;
var ATTRIBUTES_FILE = Buffer.from(".gitattributes");
function exists(p) {
  try {
    return lstatSync(p, { throwIfNoEntry: false }) !== void 0;
  } catch (err) {
    const code = err.code;
    return code !== "ENOENT" && code !== "ENOTDIR";
  }
}
function configNamesAttributes(p, env) {
  const text = readText(p);
  if (text === void 0) return exists(p);
  if (NAMES_ATTRIBUTES.test(text)) return true;
  if (!INCLUDES.test(text)) return false;
  const entries = parseConfig(text);
  const included = entries && includedConfigs(entries, p, env);
  return !included || included.some((config) => NAMES_ATTRIBUTES.test(config.text));
}
function noAttributeSources(root, files, env) {
  if (process.platform === "win32" || envMovesRepository(env) || env.GIT_INDEX_FILE !== void 0 || Object.keys(env).some((k) => k.startsWith("GIT_ATTR_"))) return false;
  const home = env.HOME;
  if (!home || !path3.isAbsolute(home)) return false;
  const repo = findRepo(root, env);
  if (repo === "none") return true;
  if (repo === null) return false;
  const format = repoFormat(repo, env);
  if (!format || NAMES_ATTRIBUTES.test(format.configText)) return false;
  const xdg = env.XDG_CONFIG_HOME ? path3.resolve(root, env.XDG_CONFIG_HOME) : void 0;
  const configs = [path3.join(home, ".gitconfig"), path3.join(home, ".config", "git", "config"), ...xdg ? [path3.join(xdg, "git", "config")] : []];
  const attributes = [
    path3.join(repo.gitDir, "info", "attributes"),
    path3.join(repo.commonDir, "info", "attributes"),
    path3.join(home, ".config", "git", "attributes"),
    ...xdg ? [path3.join(xdg, "git", "attributes")] : []
  ];
  for (const folder of SYSTEM_FOLDERS) {
    configs.push(path3.join(folder, "gitconfig"));
    attributes.push(path3.join(folder, "gitattributes"));
  }
  if (attributes.some(exists) || configs.some((p) => configNamesAttributes(p, env))) return false;
  const entries = indexPaths(repo, format);
  if (!entries) return false;
  for (const entry of entries) {
    const at = entry.length - ATTRIBUTES_FILE.length;
    if (at >= 0 && entry.subarray(at).equals(ATTRIBUTES_FILE) && (at === 0 || entry[at - 1] === 47)) return false;
  }
  const seen = /* @__PURE__ */ new Set();
  let rootReal;
  try {
    rootReal = realpathSync3(path3.resolve(root));
  } catch {
    return false;
  }
  const folders = /* @__PURE__ */ new Set();
  for (const file of files) {
    if (path3.isAbsolute(file)) return false;
    folders.add(file.slice(0, Math.max(0, file.lastIndexOf("/"))));
  }
  for (const folder of folders) {
    if (path3.isAbsolute(folder) || folder.split(/[\\/]/).includes("..")) return false;
    let dir = path3.join(rootReal, folder);
    if (path3.relative(repo.top, dir).startsWith("..")) return false;
    while (!seen.has(dir)) {
      seen.add(dir);
      if (exists(path3.join(dir, ".gitattributes"))) return false;
      if (dir === repo.top) break;
      dir = path3.dirname(dir);
    }
  }
  if (!seen.has(repo.top) && exists(path3.join(repo.top, ".gitattributes"))) return false;
  return true;
}

// src/collect/git-files.ts
async function gitTrackedFiles(root, env) {
  const read = env ? readTrackedFiles(root, env) : null;
  if (read) return read.files;
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    execFile("git", ["ls-files", "-z"], { cwd: root, maxBuffer: 256 * 1024 * 1024, ...env ? { env } : {} }, (error, stdout) => {
      if (error) return resolve(null);
      resolve(new Set(stdout.split("\0").filter(Boolean)));
    });
  });
}
async function linguistExcluded(root, files, env) {
  if (env && noAttributeSources(root, files, env)) return /* @__PURE__ */ new Set();
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    const child = execFile("git", ["check-attr", "-z", "--stdin", "linguist-vendored", "linguist-generated"], { cwd: root, maxBuffer: 256 * 1024 * 1024, ...env ? { env } : {} }, (error, stdout) => {
      if (error) return resolve(/* @__PURE__ */ new Set());
      const out = /* @__PURE__ */ new Set();
      const parts = stdout.split("\0");
      for (let i = 0; i + 2 < parts.length; i += 3) {
        const value = parts[i + 2];
        if (value === "set" || value === "true") out.add(parts[i]);
      }
      resolve(out);
    });
    child.stdin?.on("error", () => void 0);
    child.stdin?.end(files.join("\0"));
  });
}

export {
  safeRepoPath,
  toUri,
  gitTrackedFiles,
  linguistExcluded,
  VERSION,
  HOMEPAGE
};
