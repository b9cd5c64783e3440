import type { TraceResult } from "../report/model.js";
import type { Trace } from "../trace/model.js";
import { type DefinitionKind } from "./definitions.js";
import { DEFAULT_SOURCE_SKIP } from "./skip.js";
export { DEFAULT_SOURCE_SKIP };
import { StepSiteSchema, type StepSite } from "../report/model.js";
export { StepSiteSchema, type StepSite };
/** A per-trace result, optionally with the sites of the steps its findings name. */
export type LocatableTrace = TraceResult & {
    sites?: StepSite[];
};
/** The steps a result's findings and verdict point at, described for the locator. */
export declare function stepSites(trace: Trace, result: Pick<TraceResult, "findings" | "verdict">): StepSite[];
export interface SourceIndex {
    /** Absolute repository root. */
    root: string;
    /** Repository-relative paths of the source files indexed. */
    files: Set<string>;
    /** Definitions by exact name, best first. */
    definitions: Map<string, {
        file: string;
        line: number;
        kind: DefinitionKind;
    }[]>;
    /** Files committed to the repository (git ls-files), when known; else files on disk count. */
    committed: Set<string> | null;
}
/** Builds the index from files already read (pure; tests and the reader below use it). */
export declare function indexSources(root: string, sources: {
    path: string;
    text: string;
}[], committed?: Set<string> | null): SourceIndex;
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
}
/** Reads the sources under `root` matched by `globs` and indexes their definitions. */
export declare function buildSourceIndex(options: SourceIndexOptions): Promise<SourceIndex>;
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
/**
 * The path if it is a plain repository-relative path (no `..` or `.` segment, not absolute, no
 * backslash or drive), else null: a SARIF URI must never point out of the repository.
 */
export declare function safeRepoPath(p: string): string | null;
export interface LocateRequest {
    trace: LocatableTrace;
    /** The step the finding names; null when it names none. */
    step: number | null;
    agent?: string | null;
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
}
export declare function createLocator(index: SourceIndex, options?: LocatorOptions): Locator;
