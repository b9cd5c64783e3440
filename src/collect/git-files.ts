// The files committed at HEAD (`git ls-files`), so SARIF only ever points at a file code scanning
// can show: a trace written during the run, or downloaded from an artifact, exists on disk but
// not in the commit. Null when git or the repository is not there; the locator then falls back to
// "exists on disk". Both answers are read from the repository's files where that is sure to give
// git's (git-index.ts, git-attributes.ts); git is run otherwise, and child_process is imported
// only then: a run that never asks git does not load it (issue 17, cold start).
import type { GitEnv } from "./git-repo.js";
import { readTrackedFiles } from "./git-index.js";
import { noAttributeSources } from "./git-attributes.js";

/**
 * `git ls-files -z` in `root`. With `env` (the environment git would run in), read from the
 * index where that is sure; without it git is always run, in the process's environment.
 */
export async function gitTrackedFiles(root: string, env?: GitEnv): Promise<Set<string> | null> {
  const read = env ? readTrackedFiles(root, env) : null;
  if (read) return read.files;
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    execFile("git", ["ls-files", "-z"], { cwd: root, maxBuffer: 256 * 1024 * 1024, ...(env ? { env } : {}) }, (error, stdout) => {
      if (error) return resolve(null);
      resolve(new Set(stdout.split("\0").filter(Boolean)));
    });
  });
}

/**
 * Of `files` (relative to `root`), those .gitattributes marks `linguist-vendored` or
 * `linguist-generated` (set, or `=true`), as git itself reads the attributes (nested files,
 * later lines winning, `-attr` and `=false` undoing). Empty when git or the repository is not
 * there: then only the default skip globs apply. With `env`, empty without git where no
 * attributes source can exist.
 */
export async function linguistExcluded(root: string, files: readonly string[], env?: GitEnv): Promise<Set<string>> {
  if (env && noAttributeSources(root, files, env)) return new Set();
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    const child = execFile("git", ["check-attr", "-z", "--stdin", "linguist-vendored", "linguist-generated"], { cwd: root, maxBuffer: 256 * 1024 * 1024, ...(env ? { env } : {}) }, (error, stdout) => {
      if (error) return resolve(new Set());
      const out = new Set<string>();
      const parts = stdout.split("\0");
      // -z output: path NUL attribute NUL value NUL, per file and attribute.
      for (let i = 0; i + 2 < parts.length; i += 3) {
        const value = parts[i + 2];
        if (value === "set" || value === "true") out.add(parts[i]!);
      }
      resolve(out);
    });
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(files.join("\0"));
  });
}
