import type { Format, Skipped, Trace } from "./model.js";
import { type ImportContext } from "./import/common.js";
export interface ReadOptions {
    format?: Format | "auto";
    /** Cap for a single JSON document read whole; default 64 MiB. */
    maxFileBytes?: number;
    /** Cap for one JSONL line; default 32 MiB. */
    maxLineBytes?: number;
    /** Cap for a SQLite file (loaded whole into the WASM reader); default 512 MiB. */
    maxDbBytes?: number;
    /** Name used for origin.file / skipped.file when `file` is not the name to show; default `file`. */
    display?: string;
}
export type ReadItem = {
    trace: Trace;
} | {
    skipped: Skipped;
};
export declare const DEFAULT_MAX_FILE_BYTES: number;
export declare const DEFAULT_MAX_LINE_BYTES: number;
export declare const DEFAULT_MAX_DB_BYTES: number;
/**
 * Turns parsed records into trace items for one file: splits arrays and containers, detects
 * (or takes the given) format, numbers traces in file order, keeps ids unique in the file,
 * and gathers records that only make a trace together (OTLP batches on many lines, a
 * transcript written one message a line) until `finish()`.
 */
export declare class FileImporter {
    readonly file: string;
    readonly format: Format | "auto";
    private position;
    private readonly ids;
    private otlpParts;
    private loneMessages;
    private loneLine;
    constructor(file: string, format?: Format | "auto");
    /** Numbers a trace in file order and keeps its id unique within the file. */
    emit(trace: Trace): ReadItem;
    private one;
    /** One parsed JSON record (a whole document, or one JSONL line). */
    record(value: unknown, ctx: Omit<ImportContext, "file">, streaming?: boolean): ReadItem[];
    private array;
    /** Traces gathered across records; call once after the last record. */
    finish(): ReadItem[];
}
/** Imports one already-parsed value (a document or a record) from `file`. */
export declare function importValue(value: unknown, file: string, opts?: {
    format?: Format | "auto";
    sourceText?: string;
    line?: number;
}): ReadItem[];
/** Per-line skips reported one by one for a file; past this, the rest are counted in one item. */
export declare const MAX_LINE_SKIPS = 100;
/**
 * Imports a whole text already in memory: JSONL when `file` ends in .jsonl/.ndjson or the
 * first line is a complete record with more after it, else one JSON document.
 */
export declare function importText(text: string, file: string, opts?: {
    format?: Format | "auto";
}): ReadItem[];
/**
 * Imports a file's bytes already in memory (SQLite included). `transient`: the caller reuses
 * `bytes` once this call returns its promise, so they are read (or copied) before any await.
 */
export declare function importBytes(bytes: Uint8Array, file: string, opts?: ReadOptions & {
    transient?: boolean;
}): Promise<ReadItem[]>;
/**
 * Reads one file and yields its traces, and a `skipped` for anything that is not one.
 * Throws only for programmer errors; unreadable or hostile content becomes `skipped`.
 */
export declare function readTraces(file: string, options?: ReadOptions): AsyncIterable<ReadItem>;
/** Collects every item of a file; convenient for tests and small callers. */
export declare function readAll(file: string, options?: ReadOptions): Promise<ReadItem[]>;
