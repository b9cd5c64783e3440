
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

// src/collect/git-files.ts
async function gitTrackedFiles(root) {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    execFile("git", ["ls-files", "-z"], { cwd: root, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) return resolve(null);
      resolve(new Set(stdout.split("\0").filter(Boolean)));
    });
  });
}
async function linguistExcluded(root, files) {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    const child = execFile("git", ["check-attr", "-z", "--stdin", "linguist-vendored", "linguist-generated"], { cwd: root, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
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
