// Where a SARIF result may point, and how: a plain repository-relative path, written as a URI
// reference. Shared by the trace findings' SARIF (build.ts, locate.ts) and the scanner's (scan/sarif.ts).

/**
 * The path if it is a plain repository-relative path (no `..` or `.` segment, not absolute, no
 * backslash or drive), else null: a SARIF URI must never point out of the repository.
 */
export function safeRepoPath(p: string): string | null {
  if (!p || p.includes("\\") || p.includes("\0") || p.startsWith("/") || /^[A-Za-z]:/.test(p)) return null;
  const parts = p.split("/");
  if (parts.some((s) => s === "" || s === "." || s === "..")) return null;
  return p;
}

/** A repository path as a relative URI reference (spaces, #, ? and % escaped). */
export function toUri(repoPath: string): string {
  return encodeURI(repoPath).replace(/#/g, "%23").replace(/\?/g, "%3F");
}
