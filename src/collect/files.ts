// Expands the `traces` input (globs, files, folders) into a sorted, de-duplicated file list.
// A pattern that matches nothing is reported, not silently dropped.
import { stat } from "node:fs/promises";
import path from "node:path";
import { glob, isDynamicPattern } from "tinyglobby";

/** Extensions read when a folder is named; other files in it are not traces. */
export const TRACE_EXTENSIONS = [".json", ".jsonl", ".ndjson", ".db", ".sqlite", ".sqlite3"];

export interface CollectedFiles {
  /** Paths relative to cwd (as displayed in reports), sorted. */
  files: string[];
  /** Patterns or paths that matched nothing, with the reason. */
  missing: { file: string; reason: string }[];
}

function toDisplay(cwd: string, abs: string): string {
  const rel = path.relative(cwd, abs);
  return rel === "" || rel.startsWith("..") ? abs : rel.split(path.sep).join("/");
}

export async function collectFiles(patterns: string[], cwd: string): Promise<CollectedFiles> {
  const found = new Set<string>();
  const missing: CollectedFiles["missing"] = [];
  for (const pattern of patterns) {
    if (isDynamicPattern(pattern)) {
      const hits = await glob(pattern, { cwd, absolute: true, onlyFiles: true, dot: false });
      const traceHits = hits.filter((h) => !h.includes(`${path.sep}node_modules${path.sep}`));
      if (traceHits.length === 0) missing.push({ file: pattern, reason: "no file matches this pattern" });
      for (const h of traceHits) found.add(path.resolve(h));
      continue;
    }
    const abs = path.resolve(cwd, pattern);
    const info = await stat(abs).catch(() => null);
    if (!info) {
      missing.push({ file: pattern, reason: "no such file or folder" });
    } else if (info.isDirectory()) {
      const hits = await glob(TRACE_EXTENSIONS.map((e) => `**/*${e}`), { cwd: abs, absolute: true, onlyFiles: true });
      if (hits.length === 0) missing.push({ file: pattern, reason: `folder holds no ${TRACE_EXTENSIONS.join(", ")} files` });
      for (const h of hits) found.add(path.resolve(h));
    } else {
      found.add(abs);
    }
  }
  const files = [...found].map((f) => toDisplay(cwd, f)).sort();
  return { files, missing };
}
