// V8's size past which an object is made in its large-object space (kMaxRegularHeapObjectSize:
// half a page of 256 KB). test/json/stream-writer.test.ts checks it against the running V8.
export const LARGE_OBJECT_BYTES = 128 * 1024;

/**
 * The size in bytes of the longest of `texts`, held two bytes a character (as V8 holds a text with
 * one character past Latin-1); a chunk of bytes counts the same way, which only makes it stricter.
 */
export function largestTwoByte(texts: readonly { length: number }[]): number {
  let most = 0;
  for (const t of texts) most = Math.max(most, t.length);
  return 2 * most;
}
