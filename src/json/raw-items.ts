// Arrays whose items' compact JSON text is already at hand: a run's spilled results, written by
// the workers as JSON.stringify made them (pipeline/spill.ts). The streaming JSON writer
// (stream-writer.ts) lays that text out as it is instead of parsing each item to print it again,
// and results.json can be laid out in a worker thread from where the text lies.

/** Where each item's text lies: item i is bytes starts[i]..ends[i] of files[sources[i]]. Plain data, so it crosses to a worker. */
export interface RawJsonPlace {
  files: string[];
  sources: Uint16Array;
  starts: Float64Array;
  ends: Float64Array;
}

interface RawJson {
  item: (index: number) => Buffer;
  place?: RawJsonPlace;
}

const sources = new WeakMap<object, RawJson>();

/** Marks `array`: `item(i)` is exactly JSON.stringify(array[i]), as UTF-8 (read at once; the bytes may be reused after). */
export function withRawJson<T extends object>(array: T, item: (index: number) => Buffer, place?: RawJsonPlace): T {
  sources.set(array, place ? { item, place } : { item });
  return array;
}

export function rawJsonOf(array: object): ((index: number) => Buffer) | undefined {
  return sources.get(array)?.item;
}

export function rawJsonPlaceOf(array: object): RawJsonPlace | undefined {
  return sources.get(array)?.place;
}
