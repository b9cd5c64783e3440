// Small helpers every importer shares: safe field access on untrusted parsed JSON, value
// coercion that never produces something the trace schema would reject, and the error an
// importer throws when the input is not its format.
import type { CodeLocation, Format, Origin, Trace } from "../model.js";
import { parseJson } from "../../json/parse.js";

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
export class NotATrace extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotATrace";
  }
}

export type Obj = Record<string, unknown>;

export function isObj(value: unknown): value is Obj {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** An own property only: never `constructor`, `toString` or anything from a prototype. */
export function own(obj: unknown, key: string): unknown {
  if (!isObj(obj) || !Object.prototype.hasOwnProperty.call(obj, key)) return undefined;
  return obj[key];
}

export function has(obj: unknown, key: string): boolean {
  return isObj(obj) && Object.prototype.hasOwnProperty.call(obj, key);
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A non-empty string, or a finite number written as a string. */
export function idString(value: unknown): string | undefined {
  if (typeof value === "string" && value.length > 0) return value;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Text for a value that should be text: strings as they are, other values as JSON. */
export function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export function bool(value: unknown): boolean | undefined {
  return typeof value === "boolean" ? value : undefined;
}

/** A finite number ≥ 0 (numeric strings accepted), else undefined. */
export function nonNeg(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** A non-negative integer (integral numbers or digit strings), else undefined. */
export function nonNegInt(value: unknown): number | undefined {
  const n = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
}

export function stringList(value: unknown): string[] | undefined {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return undefined;
  const out = value.filter((v): v is string => typeof v === "string");
  return out.length > 0 ? out : undefined;
}

/** A code location when the file is non-empty and the line a positive integer. */
export function codeLocation(file: unknown, line: unknown, fn?: unknown): CodeLocation | undefined {
  const f = str(file);
  const l = nonNegInt(line);
  if (!f || l === undefined || l < 1) return undefined;
  const out: CodeLocation = { file: f, line: l };
  const name = str(fn);
  if (name) out.function = name;
  return out;
}

/** Parses JSON held in a string (tool arguments, JSON text columns); the string itself when it is not JSON. */
export function maybeJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const t = value.trim();
  // Only text that opens and closes like a JSON value is tried: a failed parse costs an exception.
  const open = t[0];
  const close = t[t.length - 1];
  if (t.length < 2 || !((open === "{" && close === "}") || (open === "[" && close === "]") || (open === '"' && close === '"'))) return value;
  // The same guarded parse as whole files: depth-checked, prototype keys (escaped or not) made harmless.
  try {
    return parseJson(t);
  } catch {
    return value;
  }
}

/** Copies own enumerable fields as data properties (a `__proto__` key stays a plain key). */
export function assignOwn(target: Obj, source: Obj): Obj {
  for (const key of Object.keys(source)) {
    Object.defineProperty(target, key, { value: source[key], enumerable: true, writable: true, configurable: true });
  }
  return target;
}

/**
 * The value without `undefined` fields, so the trace prints and compares cleanly. Returns a new
 * plain object (same keys, same order) when a field had to go: deleting properties would turn
 * every step into a slow dictionary-mode object for all the attribution work that follows.
 */
export function compact<T extends object>(value: T): T {
  const source = value as Record<string, unknown>;
  const keys = Object.keys(source);
  let i = 0;
  while (i < keys.length && source[keys[i]!] !== undefined) i++;
  if (i === keys.length) return value;
  if (Object.getPrototypeOf(value) !== Object.prototype) {
    for (const key of keys) if (source[key] === undefined) delete source[key];
    return value;
  }
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const v = source[key];
    if (v === undefined) continue;
    if (key === "__proto__") Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
  }
  return out as T;
}

export function origin(ctx: ImportContext, format: Format): Origin {
  const o: Origin = { file: ctx.file, format };
  if (ctx.line !== undefined) o.line = ctx.line;
  if (ctx.item !== undefined) o.item = ctx.item;
  return o;
}

/** The file's base name without folders, for ids of records that carry none. */
export function baseName(file: string): string {
  const parts = file.split(/[\\/]/);
  return parts[parts.length - 1] || file;
}

/** An id for a record that carries none: file name, plus the line or array item. */
export function fallbackId(ctx: ImportContext): string {
  let id = baseName(ctx.file);
  if (ctx.line !== undefined) id += `:${ctx.line}`;
  if (ctx.item !== undefined) id += `#${ctx.item}`;
  return id;
}

/** A trace with its optional fields left out when unset. */
export function finishTrace(trace: Trace): Trace {
  return compact(trace);
}

/** Up to `max` keys of an object, for "matches no known format" reasons. */
export function keyList(obj: Obj, max = 8): string {
  const keys = Object.keys(obj);
  const shown = keys.slice(0, max).map((k) => (k.length > 40 ? k.slice(0, 40) + "…" : k));
  return shown.join(", ") + (keys.length > max ? `, … (${keys.length} keys)` : "");
}
