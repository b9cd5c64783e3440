// Where each of a run's spilled results lies, in run order: three columns of numbers that grow
// by doubling. Kept a file at a time in JS arrays (an object, two arrays and their backing
// stores a file), it took a share of the main thread's heap that grew with the run; typed
// columns hold a fixed few bytes a result (docs/performance.md, "Results on disk").
import type { SpillSpans } from "./spill.js";
import type { RawJsonPlace } from "../json/raw-items.js";

/** Each result's writer (0 the main thread, k the k-th worker), start and end: a RawJsonPlace without its file names. */
export type SpanColumns = Omit<RawJsonPlace, "files">;

export class SpanTable {
  private n = 0;
  private cols: SpanColumns = { sources: new Uint16Array(1024), starts: new Float64Array(1024), ends: new Float64Array(1024) };

  /** Appends a file's spans, all in the file of writer `source`. */
  add(source: number, spans: SpillSpans): void {
    const count = spans.starts.length;
    if (this.n + count > this.cols.starts.length) this.grow(this.n + count);
    const { sources, starts, ends } = this.cols;
    sources.fill(source, this.n, this.n + count);
    for (let k = 0; k < count; k++) {
      starts[this.n + k] = spans.starts[k]!;
      ends[this.n + k] = spans.ends[k]!;
    }
    this.n += count;
  }

  /** The columns, as long as the table (views of it: no copy). */
  columns(): SpanColumns {
    const { sources, starts, ends } = this.cols;
    return { sources: sources.subarray(0, this.n), starts: starts.subarray(0, this.n), ends: ends.subarray(0, this.n) };
  }

  private grow(need: number): void {
    let size = this.cols.starts.length * 2;
    while (size < need) size *= 2;
    const old = this.cols;
    this.cols = { sources: new Uint16Array(size), starts: new Float64Array(size), ends: new Float64Array(size) };
    this.cols.sources.set(old.sources.subarray(0, this.n));
    this.cols.starts.set(old.starts.subarray(0, this.n));
    this.cols.ends.set(old.ends.subarray(0, this.n));
  }
}
