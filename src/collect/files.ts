// Expands the `traces` input (globs, files, folders) into a sorted, de-duplicated file list.
// A pattern that matches nothing is reported, not silently dropped.
import { stat } from "node:fs/promises";
import path from "node:path";
import type { glob as Glob } from "tinyglobby";

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

/**
 * Display paths of glob hits given relative to `base` (tinyglobby's relative form, "/"-separated).
 * Resolving every hit to an absolute path and back makes several short-lived strings a file,
 * which a large tree pays for in garbage; a hit inside `base` needs only its base's display prefix.
 */
function displayAll(cwd: string, base: string, hits: readonly string[], out: Set<string>): void {
  // The working folder itself (named as "." or by its path) has an empty prefix.
  const baseDisplay = path.relative(cwd, base) === "" ? "" : toDisplay(cwd, base);
  const simple = path.sep === "/" && !path.isAbsolute(baseDisplay);
  for (const hit of hits) {
    if (simple && !hit.startsWith("../") && !path.isAbsolute(hit) && !hit.includes("/./")) {
      out.add(baseDisplay === "" ? hit : `${baseDisplay}/${hit}`);
    } else {
      out.add(toDisplay(cwd, path.resolve(base, hit)));
    }
  }
}

const inNodeModules = (hit: string) => hit.startsWith("node_modules/") || hit.includes("/node_modules/");

/** Characters without which a pattern cannot be a glob (tinyglobby then settles it). */
const GLOB_CHARS = /[*?[\]{}()!+@]/;

export async function collectFiles(patterns: string[], cwd: string): Promise<CollectedFiles> {
  const found = new Set<string>(); // display paths: one per file for a given cwd
  const missing: CollectedFiles["missing"] = [];
  // The glob library is loaded only for a pattern or a folder: one named file starts faster.
  let globber: { glob: typeof Glob; isDynamicPattern: (p: string) => boolean } | undefined;
  const globs = async () => (globber ??= await import("tinyglobby"));
  for (const pattern of patterns) {
    if (GLOB_CHARS.test(pattern) && (await globs()).isDynamicPattern(pattern)) {
      const { glob } = await globs();
      const hits = await glob(pattern, { cwd, onlyFiles: true, dot: false });
      const traceHits = hits.filter((h) => !inNodeModules(h));
      if (traceHits.length === 0) missing.push({ file: pattern, reason: "no file matches this pattern" });
      displayAll(cwd, cwd, traceHits, found);
      continue;
    }
    const abs = path.resolve(cwd, pattern);
    const info = await stat(abs).catch(() => null);
    if (!info) {
      missing.push({ file: pattern, reason: "no such file or folder" });
    } else if (info.isDirectory()) {
      const { glob } = await globs();
      const hits = await glob(
        TRACE_EXTENSIONS.map((e) => `**/*${e}`),
        { cwd: abs, onlyFiles: true },
      );
      if (hits.length === 0) missing.push({ file: pattern, reason: `folder holds no ${TRACE_EXTENSIONS.join(", ")} files` });
      displayAll(cwd, abs, hits, found);
    } else {
      found.add(toDisplay(cwd, abs));
    }
  }
  const files = [...found].sort();
  return { files, missing };
}
