// The files committed at HEAD (`git ls-files`), so SARIF only ever points at a file code scanning
// can show: a trace written during the run, or downloaded from an artifact, exists on disk but
// not in the commit. Null when git or the repository is not there; the locator then falls back to
// "exists on disk".
import { execFile } from "node:child_process";

export function gitTrackedFiles(root: string): Promise<Set<string> | null> {
  return new Promise((resolve) => {
    execFile("git", ["ls-files", "-z"], { cwd: root, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) return resolve(null);
      resolve(new Set(stdout.split("\0").filter(Boolean)));
    });
  });
}
