// The files committed at HEAD (`git ls-files`), so SARIF only ever points at a file code scanning
// can show: a trace written during the run, or downloaded from an artifact, exists on disk but
// not in the commit. Null when git or the repository is not there; the locator then falls back to
// "exists on disk". child_process is imported where git is run, not at start: a run that never
// asks git does not load it (issue 17, cold start).

export async function gitTrackedFiles(root: string): Promise<Set<string> | null> {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    execFile("git", ["ls-files", "-z"], { cwd: root, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) return resolve(null);
      resolve(new Set(stdout.split("\0").filter(Boolean)));
    });
  });
}

/**
 * Of `files` (relative to `root`), those .gitattributes marks `linguist-vendored` or
 * `linguist-generated` (set, or `=true`), as git itself reads the attributes (nested files,
 * later lines winning, `-attr` and `=false` undoing). Empty when git or the repository is not
 * there: then only the default skip globs apply.
 */
export async function linguistExcluded(root: string, files: readonly string[]): Promise<Set<string>> {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    const child = execFile("git", ["check-attr", "-z", "--stdin", "linguist-vendored", "linguist-generated"], { cwd: root, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
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
