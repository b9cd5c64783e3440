// Which files the scanner reads: code and manifests that can define tools and prompts, and
// the prompt files agents read. By default, as for code scanning, it skips what is not the
// project's own code: dependencies, build output, vendored and generated files (including
// those `.gitattributes` marks linguist-vendored or linguist-generated) and tests. Files named
// explicitly are always read.
import { statSync } from "node:fs";
import path from "node:path";
import { glob } from "tinyglobby";
import { linguistExcluded } from "../collect/git-files.js";
import type { GitEnv } from "../collect/git-repo.js";
import { NOT_OWN_CODE_GLOBS, TEST_GLOBS } from "../collect/source-skip.js";

export type FileKind = "typescript" | "tsx" | "javascript" | "python" | "manifest" | "prompt";

const BY_EXTENSION: Record<string, FileKind> = {
  ".ts": "typescript",
  ".mts": "typescript",
  ".cts": "typescript",
  ".tsx": "tsx",
  ".js": "javascript",
  ".mjs": "javascript",
  ".cjs": "javascript",
  ".jsx": "javascript",
  ".py": "python",
  ".json": "manifest",
  ".yaml": "manifest",
  ".yml": "manifest",
};

/** Files agents read as instructions, whole. */
const PROMPT_FILE = /(?:^|\/)(?:AGENTS\.md|CLAUDE\.md|GEMINI\.md|\.cursorrules|\.github\/copilot-instructions\.md|[^/]+\.prompt(?:\.md|\.txt)?|prompts\/[^/]+\.(?:md|txt))$/i;

export function kindOf(file: string): FileKind | null {
  if (PROMPT_FILE.test(file.replace(/\\/g, "/"))) return "prompt";
  if (/\.d\.[cm]?ts$/.test(file) || /\.min\.js$/.test(file)) return null;
  return BY_EXTENSION[path.extname(file).toLowerCase()] ?? null;
}

// The source index's groups (collect/source-skip.ts), and what is never code a model is told.
const NEVER = ["**/.git/**", "**/__pycache__/**", "**/.blamegate-artifacts/**", "**/package-lock.json", "**/yarn.lock", "**/pnpm-lock.yaml"];

export interface FileSelection {
  includeTests?: boolean;
  /** Bigger files are skipped with a reason: definitions are not megabytes long. */
  maxBytes?: number;
  /** The environment git runs in (the entry point's): with it, .gitattributes is read without git where sure. */
  gitEnv?: GitEnv;
}

export interface SelectedFiles {
  files: { path: string; kind: FileKind }[];
  skipped: { file: string; reason: string }[];
}

/** The files under `root` to scan, repository-relative with forward slashes, sorted. */
export async function selectFiles(root: string, paths: string[], opts: FileSelection = {}): Promise<SelectedFiles> {
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  const ignore = [...NEVER, ...NOT_OWN_CODE_GLOBS, ...(opts.includeTests ? [] : TEST_GLOBS)];
  const chosen = new Map<string, FileKind>();
  /** Found by walking a folder, not named: these `.gitattributes` can mark as not the project's. */
  const walked: string[] = [];
  const skipped: SelectedFiles["skipped"] = [];
  for (const p of paths.length > 0 ? paths : ["."]) {
    const abs = path.resolve(root, p);
    let stat;
    try {
      stat = statSync(abs);
    } catch {
      skipped.push({ file: p, reason: "no such file or folder" });
      continue;
    }
    const rel = (f: string) => path.relative(root, f).split(path.sep).join("/");
    if (stat.isFile()) {
      const kind = kindOf(abs);
      if (kind) chosen.set(rel(abs), kind);
      else skipped.push({ file: rel(abs), reason: "not a kind of file the scanner reads" });
      continue;
    }
    const found = await glob(["**/*"], { cwd: abs, ignore, dot: true, absolute: true, onlyFiles: true, followSymbolicLinks: false });
    for (const f of found) {
      const kind = kindOf(f);
      if (!kind) continue;
      chosen.set(rel(f), kind);
      walked.push(rel(f));
    }
  }
  // As git reads the attributes (nested files, later lines winning), as the source index does.
  for (const f of await linguistExcluded(root, walked, opts.gitEnv)) chosen.delete(f);
  const files: SelectedFiles["files"] = [];
  for (const [file, kind] of [...chosen].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const size = statSync(path.join(root, file)).size;
    if (size > maxBytes) skipped.push({ file, reason: `larger than ${maxBytes} bytes` });
    else files.push({ path: file, kind });
  }
  return { files, skipped };
}
