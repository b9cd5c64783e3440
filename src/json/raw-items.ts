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

/**
 * A list whose item i's compact JSON text is `item(i)`, exactly JSON.stringify of the item, as
 * UTF-8 (read at once; the bytes may be reused after). The streaming writer recognises it by its
 * class and lays the text out as it is; it is a value passed along, not a mark kept on the side.
 */
export class RawJsonItems {
  constructor(
    readonly length: number,
    readonly item: (index: number) => Buffer,
  ) {}

  /** For a writer that does not know the class: the items parsed back, so nothing is lost. */
  toJSON(): unknown[] {
    return Array.from({ length: this.length }, (_, i) => JSON.parse(this.item(i).toString("utf8")) as unknown);
  }
}
