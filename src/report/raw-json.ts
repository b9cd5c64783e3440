// Arrays whose items' compact JSON text is already at hand: a run's spilled results, written by
// the workers as JSON.stringify made them (pipeline/spill.ts). The streaming JSON writer
// (json-stream.ts) lays that text out as it is instead of parsing each item to print it again.
const sources = new WeakMap<object, (index: number) => Buffer>();

/** Marks `array`: `item(i)` is exactly JSON.stringify(array[i]), as UTF-8 (read at once; the bytes may be reused after). */
export function withRawJson<T extends object>(array: T, item: (index: number) => Buffer): T {
  sources.set(array, item);
  return array;
}

export function rawJsonOf(array: object): ((index: number) => Buffer) | undefined {
  return sources.get(array);
}
