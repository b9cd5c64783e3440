// Prints the CHANGELOG.md section of a version, for the release workflow's notes:
//   node scripts/release-notes.mjs 1.2.3 > notes.md
// Fails (exit 1, with the reason) when the section is missing, empty, or still "Unreleased":
// a release is cut only when its notes are written and dated.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

/** The body of `## [version] - YYYY-MM-DD`, or an error message. */
export function releaseNotes(changelog, version) {
  const lines = changelog.split(/\r?\n/);
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const start = lines.findIndex((l) => new RegExp(`^## \\[${escaped}\\]`).test(l));
  if (start < 0) return { error: `CHANGELOG.md has no "## [${version}]" section` };
  if (!/ - \d{4}-\d{2}-\d{2}\s*$/.test(lines[start])) return { error: `CHANGELOG.md's "## [${version}]" section has no release date (YYYY-MM-DD): ${lines[start]}` };
  let end = lines.findIndex((l, i) => i > start && (/^## /.test(l) || /^\[[^\]]+\]:\s/.test(l)));
  if (end < 0) end = lines.length;
  const body = lines
    .slice(start + 1, end)
    .join("\n")
    .trim();
  if (!body) return { error: `CHANGELOG.md's "## [${version}]" section is empty` };
  return { notes: `${body}\n` };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const version = process.argv[2] ?? JSON.parse(readFileSync("package.json", "utf8")).version;
  const r = releaseNotes(readFileSync("CHANGELOG.md", "utf8"), version);
  if (r.error) {
    console.error(r.error);
    process.exit(1);
  }
  process.stdout.write(r.notes);
}
