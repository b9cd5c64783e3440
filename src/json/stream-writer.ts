// JSON files too big to build as one string (a 100,000-trace results.json is hundreds of MB, a
// capped SARIF log tens of MB), written piece by piece: the same bytes as
// `JSON.stringify(value, null, 2) + "\n"`, with only one small piece held at a time
// (pipeline/write-chunks.ts writes them to a file).
import { RawJsonItems } from "./raw-items.js";
import { laidOutItems } from "./reindent.js";

/** A piece of the text: a string, or UTF-8 bytes where the text came as bytes (raw-items.ts). */
export type Chunk = string | Uint8Array;

/**
 * Pieces are gathered to about this many characters before being handed out: large enough for
 * few writes, small enough that a piece, written out, stays out of V8's large-object space. A
 * string larger than 128 KB is made there, in memory of its own that V8 asks the system for and
 * gives back, a page fault each page; and a text with one character past Latin-1 (a quote's "…",
 * an agent's name) takes two bytes a character, so that limit is 64 K characters, not 128 K.
 */
export const CHUNK_CHARS = 32 * 1024;

/** What JSON.stringify leaves out of an object and writes as null in an array. */
function omitted(value: unknown): boolean {
  return value === undefined || typeof value === "function" || typeof value === "symbol";
}

/**
 * `JSON.stringify(value, null, 2)` nested `level` levels deep: every line after the first indented
 * by `level` more. Printed inside `level` arrays, so the serialiser writes the indentation itself
 * (no pass of a regular expression over the text), then cut out of them: the arrays' text before
 * the value is `level² + 3·level` characters ("[\n  [\n    "), after it `level² + level`.
 */
export function nested(value: unknown, level: number): string {
  if (level === 0) return JSON.stringify(value, null, 2);
  let wrapped: unknown[] = [value];
  for (let i = 1; i < level; i++) wrapped = [wrapped];
  const text = JSON.stringify(wrapped, null, 2);
  return text.slice(level * level + 3 * level, text.length - level * level - level);
}

/**
 * Containers down to `depth` levels are opened here, one member at a time; below that each
 * member is stringified whole (a trace result, a SARIF result: small).
 */
function* pieces(value: unknown, level: number, depth: number): Generator<Chunk> {
  // Items whose compact text is at hand are laid out from it, not parsed and printed again.
  if (value instanceof RawJsonItems) {
    if (value.length === 0) {
      yield "[]";
      return;
    }
    yield "[\n";
    yield* laidOutItems(value.length, value.item, level + 1, CHUNK_CHARS);
    yield `${"  ".repeat(level)}]`;
    return;
  }
  if (value !== null && typeof value === "object" && typeof (value as { toJSON?: unknown }).toJSON === "function") {
    value = (value as { toJSON: () => unknown }).toJSON();
  }
  if (level >= depth || value === null || typeof value !== "object") {
    yield nested(value, level);
    return;
  }
  const pad = "  ".repeat(level + 1);
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) {
      yield "[]";
      return;
    }
    yield "[\n";
    for (let i = 0; i < n; i++) {
      const item: unknown = value[i];
      yield pad;
      if (omitted(item)) yield "null";
      else yield* pieces(item, level + 1, depth);
      yield i < n - 1 ? ",\n" : "\n";
    }
    yield `${"  ".repeat(level)}]`;
    return;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).filter((k) => !omitted(record[k]));
  if (keys.length === 0) {
    yield "{}";
    return;
  }
  yield "{\n";
  for (let k = 0; k < keys.length; k++) {
    yield `${pad}${JSON.stringify(keys[k])}: `;
    yield* pieces(record[keys[k]!], level + 1, depth);
    yield k < keys.length - 1 ? ",\n" : "\n";
  }
  yield `${"  ".repeat(level)}}`;
}

/**
 * The text in chunks of about CHUNK_CHARS characters (or bytes); joined, exactly
 * `JSON.stringify(value, null, 2) + "\n"` (textOf joins them for a reader of strings).
 */
export function* prettyJsonChunks(value: unknown, depth: number): Generator<Chunk> {
  let buf = "";
  for (const p of pieces(value, 0, depth)) {
    if (typeof p !== "string") {
      if (buf) yield buf;
      buf = "";
      yield p;
      continue;
    }
    buf += p;
    if (buf.length >= CHUNK_CHARS) {
      yield buf;
      buf = "";
    }
  }
  yield `${buf}\n`;
}

/** Chunks as strings, for readers that take text (stdout). */
export function* textOf(chunks: Iterable<Chunk>): Generator<string> {
  const decoder = new TextDecoder();
  for (const chunk of chunks) {
    const text = typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
