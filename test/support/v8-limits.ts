// V8's size past which an object is made in its large-object space (kMaxRegularHeapObjectSize:
// half a page of 256 KB). test/json/stream-writer.test.ts checks it against the running V8.
export const LARGE_OBJECT_BYTES = 128 * 1024;
