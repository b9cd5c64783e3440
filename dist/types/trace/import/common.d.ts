import type { CodeLocation, Format, Origin, Trace } from "../model.js";
/** Where the value being imported came from. */
export interface ImportContext {
    /** Display path, used as given for origin.file. */
    file: string;
    /** 1-based line where the record starts (JSONL), when known. */
    line?: number;
    /** Index of the record inside a JSON array or container, when it came from one. */
    item?: number;
    /** The exact text the record was parsed from, when it is the whole text of one record. */
    sourceText?: string;
}
/** Thrown by an importer when the value is not a trace of its format; becomes a `skipped`. */
export declare class NotATrace extends Error {
    constructor(message: string);
}
export type Obj = Record<string, unknown>;
export declare function isObj(value: unknown): value is Obj;
/** An own property only: never `constructor`, `toString` or anything from a prototype. */
export declare function own(obj: unknown, key: string): unknown;
export declare function has(obj: unknown, key: string): boolean;
export declare function str(value: unknown): string | undefined;
/** A non-empty string, or a finite number written as a string. */
export declare function idString(value: unknown): string | undefined;
/** Text for a value that should be text: strings as they are, other values as JSON. */
export declare function text(value: unknown): string | undefined;
export declare function bool(value: unknown): boolean | undefined;
/** A finite number ≥ 0 (numeric strings accepted), else undefined. */
export declare function nonNeg(value: unknown): number | undefined;
/** A non-negative integer (integral numbers or digit strings), else undefined. */
export declare function nonNegInt(value: unknown): number | undefined;
export declare function stringList(value: unknown): string[] | undefined;
/** A code location when the file is non-empty and the line a positive integer. */
export declare function codeLocation(file: unknown, line: unknown, fn?: unknown): CodeLocation | undefined;
/** Parses JSON held in a string (tool arguments, JSON text columns); the string itself when it is not JSON. */
export declare function maybeJson(value: unknown): unknown;
/** Copies own enumerable fields as data properties (a `__proto__` key stays a plain key). */
export declare function assignOwn(target: Obj, source: Obj): Obj;
/**
 * The value without `undefined` fields, so the trace prints and compares cleanly. Returns a new
 * plain object (same keys, same order) when a field had to go: deleting properties would turn
 * every step into a slow dictionary-mode object for all the attribution work that follows.
 */
export declare function compact<T extends object>(value: T): T;
export declare function origin(ctx: ImportContext, format: Format): Origin;
/** The file's base name without folders, for ids of records that carry none. */
export declare function baseName(file: string): string;
/** An id for a record that carries none: file name, plus the line or array item. */
export declare function fallbackId(ctx: ImportContext): string;
/** A trace with its optional fields left out when unset. */
export declare function finishTrace(trace: Trace): Trace;
/** Up to `max` keys of an object, for "matches no known format" reasons. */
export declare function keyList(obj: Obj, max?: number): string;
