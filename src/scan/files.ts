// Which files the scanner reads: code and manifests that can define tools and prompts, and
// the prompt files agents read. By default, as for code scanning, it skips what is not the
// project's own code: dependencies, build output, vendored and generated files (including
// those `.gitattributes` marks linguist-vendored or linguist-generated) and tests. Files named
// explicitly are always read.
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { glob } from "tinyglobby";

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

const ALWAYS_SKIPPED = ["**/node_modules/**", "**/.git/**", "**/.venv/**", "**/venv/**", "**/__pycache__/**", "**/site-packages/**"];
const NOT_OWN_CODE = ["**/dist/**", "**/build/**", "**/out/**", "**/coverage/**", "**/vendor/**", "**/third_party/**", "**/.blamegate-artifacts/**", "**/package-lock.json", "**/yarn.lock", "**/pnpm-lock.yaml"];
const TESTS = ["**/test/**", "**/tests/**", "**/__tests__/**", "**/*.test.*", "**/*.spec.*", "**/test_*.py", "**/*_test.py", "**/fixtures/**", "**/testdata/**"];

/** Globs for the paths `.gitattributes` marks vendored or generated. */
export function gitattributesIgnores(root: string): string[] {
  let text: string;
  try {
    text = readFileSync(path.join(root, ".gitattributes"), "utf8");
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [pattern, ...attrs] = line.split(/\s+/);
    const marked = attrs.some((a) => /^linguist-(?:vendored|generated)(?:=true)?$/.test(a));
    if (!pattern || !marked) continue;
    const anchored = pattern.startsWith("/") ? pattern.slice(1) : pattern.includes("/") && !pattern.endsWith("/") ? pattern : `**/${pattern}`;
    out.push(anchored.endsWith("/") ? `${anchored}**` : anchored, anchored.endsWith("/") ? "" : `${anchored}/**`);
  }
  return out.filter(Boolean);
}

export interface FileSelection {
  includeTests?: boolean;
  /** Bigger files are skipped with a reason: definitions are not megabytes long. */
  maxBytes?: number;
}

export interface SelectedFiles {
  files: { path: string; kind: FileKind }[];
  skipped: { file: string; reason: string }[];
}

/** The files under `root` to scan, repository-relative with forward slashes, sorted. */
export async function selectFiles(root: string, paths: string[], opts: FileSelection = {}): Promise<SelectedFiles> {
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  const ignore = [...ALWAYS_SKIPPED, ...NOT_OWN_CODE, ...(opts.includeTests ? [] : TESTS), ...gitattributesIgnores(root)];
  const chosen = new Map<string, FileKind>();
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
      if (kind) chosen.set(rel(f), kind);
    }
  }
  const files: SelectedFiles["files"] = [];
  for (const [file, kind] of [...chosen].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const size = statSync(path.join(root, file)).size;
    if (size > maxBytes) skipped.push({ file, reason: `larger than ${maxBytes} bytes` });
    else files.push({ path: file, kind });
  }
  return { files, skipped };
}
