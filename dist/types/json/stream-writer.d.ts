/** A piece of the text: a string, or UTF-8 bytes where the text came as bytes (raw-items.ts). */
export type Chunk = string | Uint8Array;
/**
 * Pieces are gathered to about this many characters before being handed out: large enough for
 * few writes, small enough that a piece, written out, stays out of V8's large-object space. A
 * string larger than 128 KB is made there, in memory of its own that V8 asks the system for and
 * gives back, a page fault each page; and a text with one character past Latin-1 (a quote's "…",
 * an agent's name) takes two bytes a character, so that limit is 64 K characters, not 128 K.
 */
export declare const CHUNK_CHARS: number;
/**
 * `JSON.stringify(value, null, 2)` nested `level` levels deep: every line after the first indented
 * by `level` more. Printed inside `level` arrays, so the serialiser writes the indentation itself
 * (no pass of a regular expression over the text), then cut out of them: the arrays' text before
 * the value is `level² + 3·level` characters ("[\n  [\n    "), after it `level² + level`.
 */
export declare function nested(value: unknown, level: number): string;
/**
 * The text in chunks of about CHUNK_CHARS characters (or bytes); joined, exactly
 * `JSON.stringify(value, null, 2) + "\n"` (textOf joins them for a reader of strings).
 */
export declare function prettyJsonChunks(value: unknown, depth: number): Generator<Chunk>;
/** Chunks as strings, for readers that take text (stdout). */
export declare function textOf(chunks: Iterable<Chunk>): Generator<string>;
