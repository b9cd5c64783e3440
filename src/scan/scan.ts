// The definition scanner: selected files → definitions (per language) → rules → findings,
// sorted and without repeats. Pure but for reading the files it is given; a file that cannot
// be read or parsed is skipped with its reason and never hides the findings of the others.
import { errorMessage } from "../error-message.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { definitionsInJs } from "./languages/javascript.js";
import { definitionsInManifest } from "./languages/manifest.js";
import { definitionsInPython } from "./languages/python.js";
import type { Definition, ScanFinding } from "./model.js";
import { LineIndex } from "./positions.js";
import { DEFINITION_RULES } from "./rules/index.js";
import { trojanSource } from "./rules/trojan-source.js";
import { selectFiles, type FileKind, type FileSelection } from "./files.js";

export interface ScanOptions extends FileSelection {
  /** Definitions found elsewhere (a running MCP server's listing), scanned with the files'. */
  extraDefinitions?: Definition[];
}

export interface ScanReport {
  files: number;
  definitions: Definition[];
  findings: ScanFinding[];
  skipped: { file: string; reason: string }[];
}

async function definitionsIn(file: string, kind: FileKind, source: string): Promise<Definition[]> {
  switch (kind) {
    case "typescript":
    case "tsx":
    case "javascript":
      return definitionsInJs(file, source);
    case "python":
      return definitionsInPython(file, source);
    case "manifest":
      return definitionsInManifest(file, source);
    case "prompt": {
      const lines = new LineIndex(source);
      return [
        {
          kind: "prompt",
          via: "system-prompt",
          file,
          name: path.posix.basename(file),
          description: { ...lines.span(0, source.length), text: source, contentOffset: 0 },
          parameters: [],
          span: lines.span(0, source.length),
        },
      ];
    }
  }
}

/**
 * A running server's tools, placed on the source definition of the same name when there is one
 * (findings then point at it), and left out where the listing says just what the source does.
 */
function placeListed(listed: Definition[], found: Definition[]): Definition[] {
  const out: Definition[] = [];
  for (const def of listed) {
    const source = found.find((d) => d.kind === "tool" && d.name === def.name);
    if (!source) {
      out.push(def);
      continue;
    }
    const same = source.description?.text === def.description?.text && def.parameters.every((p) => source.parameters.find((q) => q.name === p.name)?.description?.text === p.description?.text);
    if (same) continue;
    const at = { ...source.span, contentOffset: 0, map: [] };
    const place = <T extends { text: string }>(s: T) => ({ ...at, text: s.text });
    out.push({
      ...def,
      file: source.file,
      span: source.span,
      ...(def.nameSite ? { nameSite: place(def.nameSite) } : {}),
      ...(def.description ? { description: place(def.description) } : {}),
      parameters: def.parameters.map((p) => ({ name: p.name, ...(p.nameSite ? { nameSite: place(p.nameSite) } : {}), ...(p.description ? { description: place(p.description) } : {}) })),
    });
  }
  return out;
}

const rank = { error: 0, warning: 1, note: 2 } as const;

export function sortFindings(findings: ScanFinding[]): ScanFinding[] {
  const seen = new Set<string>();
  return findings
    .filter((f) => {
      const key = `${f.ruleId}\0${f.file}\0${f.span.line}:${f.span.column}\0${f.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.span.line - b.span.line || a.span.column - b.span.column || rank[a.severity] - rank[b.severity] || (a.ruleId < b.ruleId ? -1 : 1)));
}

export async function scanRepository(root: string, paths: string[], opts: ScanOptions = {}): Promise<ScanReport> {
  const { files, skipped } = await selectFiles(root, paths, opts);
  const definitions: Definition[] = [];
  const findings: ScanFinding[] = [];
  const lineIndexes = new Map<string, LineIndex>();
  for (const f of files) {
    let source: string;
    try {
      source = await readFile(path.join(root, f.path), "utf8");
    } catch (err) {
      skipped.push({ file: f.path, reason: `unreadable: ${errorMessage(err)}` });
      continue;
    }
    const lines = new LineIndex(source);
    lineIndexes.set(f.path, lines);
    if (f.kind !== "manifest") findings.push(...trojanSource(f.path, source, lines));
    try {
      definitions.push(...(await definitionsIn(f.path, f.kind, source)));
    } catch (err) {
      skipped.push({ file: f.path, reason: `could not be parsed: ${errorMessage(err)}` });
    }
  }
  definitions.push(...placeListed(opts.extraDefinitions ?? [], definitions));
  const toolNames = new Set(definitions.filter((d) => d.kind === "tool").map((d) => d.name));
  for (const def of definitions) {
    const ctx = { lines: lineIndexes.get(def.file) ?? null, toolNames };
    for (const rule of DEFINITION_RULES) findings.push(...rule.check(def, ctx));
  }
  return { files: files.length, definitions, findings: sortFindings(findings), skipped };
}
