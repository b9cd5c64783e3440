// Where in the repository a finding belongs, so code scanning can show it. In order:
//   1. the step's recorded code location, or the innermost frame of the user's own code in a
//      stack trace in the step's error;
//   2. where the step's tool (or the agent) is defined in the repository's sources;
//   3. the line of the step in a trace file committed to the repository;
//   else nothing, and the finding is left out of SARIF (and counted).
// Paths come out relative to the repository root, `/`-separated.
import { safeRepoPath } from "./uri.js";
export { safeRepoPath };
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { TraceResult } from "../../results/model.js";
import type { CodeLocation } from "../../trace/model.js";
import { findDefinitions, KIND_RANK, type DefinitionKind } from "./definitions.js";
import { linguistExcluded } from "../../collect/git-files.js";
import type { GitEnv } from "../../collect/git-repo.js";
import { DEFAULT_SOURCE_SKIP } from "../../collect/source-skip.js";

export { DEFAULT_SOURCE_SKIP };
import { isLibraryFrame, parseStackFrames } from "../../trace/stack-frames.js";
import { type JsonArraySite, scanJsonArrays } from "../../json/offsets.js";
import { stepLine, type StepLineLookup } from "../../results/step-line.js";

import type { StepSite } from "../../results/model.js";
import { compareCodePoints } from "../../json/code-points.js";

/** A per-trace result, optionally with the sites of the steps its findings name. */
export type LocatableTrace = TraceResult & { sites?: StepSite[] };

export interface SourceIndex {
  /** Absolute repository root. */
  root: string;
  /** Repository-relative paths of the source files indexed. */
  files: Set<string>;
  /** Definitions by exact name, best first. */
  definitions: Map<string, { file: string; line: number; kind: DefinitionKind }[]>;
  /** Files committed to the repository (git ls-files), when known; else files on disk count. */
  committed: Set<string> | null;
}

function isTestPath(file: string): boolean {
  return /(^|\/)(tests?|__tests__|spec|fixtures?)(\/|$)|\.(test|spec)\.[^/]+$|(^|\/)test_[^/]+\.py$/.test(file);
}

/**
 * Every name a trace's findings could be placed by (fromDefinition below): its sites', errors' and
 * blamed steps' names and its findings' and verdict's agents, whatever step they are at. Added to
 * `into`; a trace that passed has no findings (render/sarif/build.ts) and adds none.
 */
export function citedNames(trace: TraceResult, into: Set<string>): void {
  if (trace.success === true) return;
  for (const s of (trace as LocatableTrace).sites ?? []) if (s.name) into.add(s.name);
  for (const e of trace.errors) if (e.name) into.add(e.name);
  for (const b of trace.blame ?? []) if (b.name) into.add(b.name);
  for (const f of trace.findings ?? []) if (f.agent) into.add(f.agent);
  if (trace.verdict?.agent) into.add(trace.verdict.agent);
}

/**
 * Up to this many names, each file is searched for each name before its definitions are looked
 * for; past it, the searches would cost more than they spare (a run whose every trace names an
 * agent of its own), and every file is looked through, as with no names.
 */
export const MAX_SEARCHED_NAMES = 64;

/** A text that names none of `names` defines none of them: a definition's name is a piece of its line. */
function mentionsAny(text: string, names: ReadonlySet<string>): boolean {
  for (const name of names) if (text.includes(name)) return true;
  return false;
}

/**
 * Builds the index from files already read (pure; tests and the reader below use it). With
 * `names`, only definitions of those names are looked for, in the files that mention one: the
 * names the run's findings cite (citedNames), the only ones the locator asks for.
 */
export function indexSources(root: string, sources: Iterable<{ path: string; text: string }>, committed: Set<string> | null = null, names?: ReadonlySet<string>): SourceIndex {
  const definitions: SourceIndex["definitions"] = new Map();
  const files = new Set<string>();
  const searched = names && names.size <= MAX_SEARCHED_NAMES ? names : null;
  for (const { path: file, text } of sources) {
    files.add(file);
    if (searched && !mentionsAny(text, searched)) continue;
    for (const d of findDefinitions(text, file)) {
      // The exact name: a tool called read_file is defined by `def read_file` or a registration
      // named "read_file", not by a helper called readFile.
      const key = d.name;
      if (!key || (names && !names.has(key))) continue;
      const list = definitions.get(key) ?? [];
      list.push({ file, line: d.line, kind: d.kind });
      definitions.set(key, list);
    }
  }
  for (const list of definitions.values()) {
    list.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || Number(isTestPath(a.file)) - Number(isTestPath(b.file)) || compareCodePoints(a.file, b.file) || a.line - b.line);
  }
  return { root: path.resolve(root), files, definitions, committed };
}

export interface SourceIndexOptions {
  root: string;
  /** Globs relative to root (the `source-globs` input). */
  globs: string[];
  committed?: Set<string> | null;
  maxFiles?: number;
  /** Larger files are skipped: generated bundles, data. */
  maxFileBytes?: number;
  /** More globs to leave out, e.g. blamegate's own output folder. */
  ignore?: string[];
  /** Globs never taken for definitions (the `source-ignore` option); DEFAULT_SOURCE_SKIP when absent. */
  skip?: readonly string[];
  /** Leave out what .gitattributes marks linguist-vendored or linguist-generated. Default true. */
  honourGitattributes?: boolean;
  /** Only definitions of these names are wanted (indexSources); none: every file is read and searched. */
  names?: ReadonlySet<string>;
  /** The environment git runs in (the entry point's): with it, .gitattributes is read without git where sure. */
  gitEnv?: GitEnv;
}

/** Reads the sources under `root` matched by `globs` and indexes their definitions. */
export async function buildSourceIndex(options: SourceIndexOptions): Promise<SourceIndex> {
  const root = path.resolve(options.root);
  // Loaded here, not at start: a run with nothing to place never scans the sources.
  const { glob } = await import("tinyglobby");
  let found = await glob(options.globs, {
    cwd: root,
    onlyFiles: true,
    dot: false,
    ignore: ["**/.git/**", ...(options.skip ?? DEFAULT_SOURCE_SKIP), ...(options.ignore ?? [])],
  });
  if ((options.honourGitattributes ?? true) && found.length > 0) {
    const marked = await linguistExcluded(root, found, options.gitEnv);
    if (marked.size > 0) found = found.filter((f) => !marked.has(f));
  }
  const maxFiles = options.maxFiles ?? 20_000;
  const maxBytes = options.maxFileBytes ?? 1024 * 1024;
  // Each file is read as the index reaches it and let go once its definitions are taken: a
  // working folder of thousands of large JSON files must not be held in memory all at once.
  function* sources(): Generator<{ path: string; text: string }> {
    for (const rel of found.sort().slice(0, maxFiles)) {
      const abs = path.join(root, rel);
      let text: string;
      try {
        if (statSync(abs).size > maxBytes) continue;
        text = readFileSync(abs, "utf8");
      } catch {
        continue; // unreadable: not a place a result can point at anyway
      }
      yield { path: rel.split(path.sep).join("/"), text };
    }
  }
  return indexSources(root, sources(), options.committed ?? null, options.names);
}

export type LocatedBy = "step-code" | "stack-frame" | "definition" | "trace-file";

export interface Located {
  /** Repository-relative, `/`-separated, with no `.` or `..` segment (safeRepoPath). */
  uri: string;
  line: number;
  via: LocatedBy;
  /**
   * What the place stands on, whatever its line number: `def:<kind>:<name>` for a definition,
   * `text:<the line's text>` for a line of code, `line:<n>` when the text cannot be read.
   * The SARIF fingerprint hashes it, so an edit above does not make a new alert.
   */
  anchor: string;
}

export interface LocateRequest {
  trace: LocatableTrace;
  /** The step the finding names; null when it names none. */
  step: number | null;
  agent?: string | null;
  /** The trace's position in the run: where `stepLines` keeps its steps' lines. */
  index?: number;
}

export interface Locator {
  locate(request: LocateRequest): Located | null;
}

export interface LocatorOptions {
  /** Folder trace `file` paths are relative to (the working folder); defaults to the repo root. */
  cwd?: string;
  /** Largest trace file read to find a step's line. */
  maxTraceBytes?: number;
  /** Reads a file; defaults to the file system (tests pass in-memory files). */
  readText?: (absolutePath: string) => string | null;
  /** Whether a repository-relative path exists; defaults to the committed set, else the disk. */
  exists?: (repoPath: string) => boolean;
  /** Lines of trace files' steps taken while the run read them (results/step-line.ts): no read back for those. */
  stepLines?: StepLineLookup;
}

export function createLocator(index: SourceIndex, options: LocatorOptions = {}): Locator {
  const root = index.root;
  const cwd = path.resolve(options.cwd ?? root);
  const maxTraceBytes = options.maxTraceBytes ?? 20 * 1024 * 1024;
  const exists = options.exists ?? ((rel: string) => (index.committed ? index.committed.has(rel) : index.files.has(rel) || existsSync(path.join(root, rel))));
  const readText =
    options.readText ??
    ((abs: string) => {
      try {
        return statSync(abs).size > maxTraceBytes ? null : readFileSync(abs, "utf8");
      } catch {
        return null;
      }
    });
  const textCache = new Map<string, string | null>();
  // A trace file's arrays, scanned once for all the findings placed in it (cleared with the texts).
  const arraysCache = new Map<string, JsonArraySite[]>();
  const arraysOf = (text: string): JsonArraySite[] => {
    let arrays = arraysCache.get(text);
    if (!arrays) arraysCache.set(text, (arrays = scanJsonArrays(text)));
    return arrays;
  };

  // The same few paths come back for every finding (a tool's source file, the trace's own
  // file, shared by its findings): each is resolved once. Bounded, as the text cache is.
  const repoPaths = new Map<string, string | null>();

  /** A path as the repository knows it, or null when it is not in the repository. */
  function toRepoPath(file: string, base: string, matchTail = true): string | null {
    const key = `${matchTail ? 1 : 0}\u0000${base}\u0000${file}`;
    let known = repoPaths.get(key);
    if (known === undefined) {
      if (repoPaths.size >= 10_000) repoPaths.clear();
      repoPaths.set(key, (known = resolveRepoPath(file, base, matchTail)));
    }
    return known;
  }

  function resolveRepoPath(file: string, base: string, matchTail: boolean): string | null {
    const cleaned = file.replace(/^file:\/\//, "").replace(/\\/g, "/");
    if (isLibraryFrame(cleaned)) return null;
    const abs = path.isAbsolute(cleaned) ? cleaned : path.resolve(base, cleaned);
    const rel = safeRepoPath(path.relative(root, abs).split(path.sep).join("/"));
    if (rel && exists(rel)) return rel;
    // Recorded on another machine (/home/alice/proj/agent/tools.py): the longest tail that the
    // repository has is the file. Code paths only: a trace file outside the repository (a
    // downloaded artifact) is not the same file as a committed one that shares its name.
    if (!matchTail) return null;
    const parts = cleaned.split("/").filter((p) => p && p !== ".");
    for (let i = 1; i < parts.length; i++) {
      // A tail with a `..` in it ("agent/../../x.py") would leave the repository on disk.
      const tail = safeRepoPath(parts.slice(i).join("/"));
      if (tail && exists(tail)) return tail;
    }
    return null;
  }

  /** The anchor of a line of code: its text, trimmed, or its number when it cannot be read. */
  function lineAnchor(uri: string, line: number): string {
    const text = cachedText(path.join(root, uri));
    const at = text?.split("\n", line)[line - 1];
    return at !== undefined && at.trim() !== "" ? `text:${at.trim().slice(0, 500)}` : `line:${line}`;
  }

  function cachedText(abs: string): string | null {
    if (!textCache.has(abs)) {
      if (textCache.size > 64) {
        textCache.clear();
        arraysCache.clear();
      }
      textCache.set(abs, readText(abs));
    }
    return textCache.get(abs) ?? null;
  }

  function site(trace: LocatableTrace, step: number | null): StepSite | undefined {
    return step === null ? undefined : trace.sites?.find((s) => s.step === step);
  }

  function fromCode(trace: LocatableTrace, step: number | null): Located | null {
    const s = site(trace, step);
    if (s?.code) {
      const uri = toRepoPath(s.code.file, cwd);
      if (uri) return { uri, line: s.code.line, via: "step-code", anchor: lineAnchor(uri, s.code.line) };
    }
    const frames: CodeLocation[] = [...(s?.frames ?? [])];
    for (const e of trace.errors) if (e.step === step) frames.push(...parseStackFrames(e.message));
    for (const f of frames) {
      const uri = toRepoPath(f.file, cwd);
      if (uri) return { uri, line: f.line, via: "stack-frame", anchor: lineAnchor(uri, f.line) };
    }
    return null;
  }

  function fromDefinition(trace: LocatableTrace, step: number | null, agent: string | null | undefined): Located | null {
    const names: string[] = [];
    const s = site(trace, step);
    if (s?.name) names.push(s.name);
    for (const e of trace.errors) if (e.step === step && e.name) names.push(e.name);
    for (const b of trace.blame ?? []) if (b.step === step && b.name) names.push(b.name);
    if (agent) names.push(agent);
    for (const name of names) {
      const hit = index.definitions.get(name)?.[0];
      const uri = hit ? safeRepoPath(hit.file) : null;
      if (hit && uri) return { uri, line: hit.line, via: "definition", anchor: `def:${hit.kind}:${name}` };
    }
    return null;
  }

  function fromTraceFile(trace: LocatableTrace, step: number | null, index: number | undefined): Located | null {
    const uri = toRepoPath(trace.file, cwd, false);
    if (!uri) return null;
    if (step === null) return { uri, line: trace.line ?? 1, via: "trace-file", anchor: `line:${trace.line ?? 1}` };
    const taken = trace.line || index === undefined ? undefined : options.stepLines?.get(index, step);
    if (taken !== undefined) return { uri, line: taken, via: "trace-file", anchor: `line:${taken}` };
    const text = trace.line ? null : cachedText(path.join(root, uri));
    const s = site(trace, step);
    const line = trace.line
      ? trace.line
      : text
        ? stepLine(
            text,
            {
              index: step,
              position: s?.position ?? step,
              stepCount: trace.steps,
              ...(s?.spanId ? { spanId: s.spanId } : {}),
            },
            arraysOf,
          )
        : null;
    // A committed trace file's lines are its steps' elements ("{"): the line number is the anchor.
    return { uri, line: line ?? 1, via: "trace-file", anchor: `line:${line ?? 1}` };
  }

  return {
    locate({ trace, step, agent, index }) {
      return fromCode(trace, step) ?? fromDefinition(trace, step, agent) ?? fromTraceFile(trace, step, index);
    },
  };
}
