// Where a large run's per-trace results wait for the reports: temporary JSONL files, one
// compact result a line, not objects on the heap. At 100,000 traces the objects alone take
// hundreds of MB. Each pool worker appends the results it makes to a file of its own and sends
// back only where they lie, so the main thread never holds their text either; it keeps a
// source, an offset and an end a trace.
//
// Such a run's `RunResult.traces` is a SpilledTraces (results/model.ts): it parses a
// result from its file each time one is read, so each read is a fresh object.
import type { RawJsonPlace } from "../json/raw-items.js";
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type TraceResult, outOfRange, type TraceResults } from "../results/model.js";
import { readFully, writeFully } from "./fully.js";

/** Where a file's results lie in a spill file: byte ranges, one a result, in file order. */
export interface SpillSpans {
  starts: number[];
  ends: number[];
}

/** Appends results to one spill file (opened for each append: nothing stays open in a worker). */
export class SpillWriter {
  private size = 0;

  constructor(readonly file: string) {}

  /**
   * Appends `lines` (JSON texts joined by "\n": JSON.stringify never writes a raw newline)
   * and records where each line starts and ends.
   */
  append(lines: string, spans: SpillSpans): void {
    this.write([lines], [spans]);
  }

  /** append() for several texts in one write; the spans of each, in order ("" gives none). */
  appendEach(texts: readonly string[]): SpillSpans[] {
    const spans = texts.map((): SpillSpans => ({ starts: [], ends: [] }));
    this.write(texts, spans);
    return spans;
  }

  /**
   * Each text is encoded straight into the one buffer written. Joined first, the texts of a batch
   * (or a big file's part) made a string of hundreds of KB, twice, which V8 keeps with the large
   * objects until a full collection (docs/performance.md, "A worker's large objects").
   */
  private write(texts: readonly string[], spans: readonly SpillSpans[]): void {
    const sizes = texts.map((t) => (t.length === 0 ? 0 : Buffer.byteLength(t, "utf8") + 1));
    const total = sizes.reduce((a, b) => a + b, 0);
    if (total === 0) return;
    const bytes = Buffer.allocUnsafe(total);
    let at = 0;
    texts.forEach((text, k) => {
      if (sizes[k] === 0) return;
      const end = at + sizes[k]! - 1;
      bytes.write(text, at, "utf8");
      bytes[end] = 10;
      for (let from = at, nl = bytes.indexOf(10, at); from <= end; from = nl + 1, nl = bytes.indexOf(10, from)) {
        spans[k]!.starts.push(this.size + from);
        spans[k]!.ends.push(this.size + nl);
      }
      at = end + 1;
    });
    const fd = openSync(this.file, "a");
    try {
      writeFully(fd, bytes);
    } finally {
      closeSync(fd);
    }
    this.size += total;
  }
}

/** How much of a spill file one read takes in (see SpillReader). */
const READ_AHEAD_BYTES = 1024 * 1024;

/**
 * Reads results back from spill files. Readers mostly walk the results in order, again and
 * again (digest, gate, reports), and each source's results lie in its file in that order: one
 * window a source, refilled a MB at a time, turns thousands of small reads into a few large
 * ones. Some readers jump (the comment takes failed traces most confident first): a read that
 * does not follow the source's previous one takes only its own bytes, or every jump would pull
 * in megabytes. Used by the run's own view (SpillDir) and by the worker that lays out
 * results.json (json-layout.ts).
 */
export class SpillReader {
  private readonly windows = new Map<number, { start: number; end: number; buf: Buffer }>();
  /** Where each source's previous read ended. */
  private readonly lastEnd = new Map<number, number>();

  constructor(
    private readonly fileOf: (source: number) => string,
    /** Open descriptors by file, kept by the owner so it can close them. */
    readonly fds: Map<string, number> = new Map(),
  ) {}

  /** The bytes of one result: a view into the source's window (valid until the next read), or a buffer of their own. */
  bytes(source: number, start: number, end: number): Buffer {
    const w = this.windows.get(source);
    const previous = this.lastEnd.get(source);
    this.lastEnd.set(source, end);
    if (w && start >= w.start && end <= w.end) return w.buf.subarray(start - w.start, end - w.start);
    const file = this.fileOf(source);
    let fd = this.fds.get(file);
    if (fd === undefined) this.fds.set(file, (fd = openSync(file, "r")));
    // In order: from the start of the file, or just past the previous read (the separator).
    const sequential = previous === undefined ? start === 0 : start >= previous && start - previous <= 1;
    const length = sequential ? Math.max(end - start, READ_AHEAD_BYTES) : end - start;
    const buf = sequential && w && w.buf.length >= length ? w.buf : Buffer.allocUnsafe(length);
    const got = readFully(fd, buf, length, start);
    if (got < end - start) throw new Error("blamegate: a spilled result is truncated");
    if (sequential) this.windows.set(source, { start, end: start + got, buf });
    return buf.subarray(0, end - start);
  }

  close(): void {
    for (const fd of this.fds.values()) closeSync(fd);
    this.fds.clear();
  }
}

interface Handle {
  dir: string;
  fds: Map<string, number>;
  closed: boolean;
}

const live = new Set<Handle>();
let exitHooked = false;

function release(h: Handle): void {
  if (h.closed) return;
  h.closed = true;
  live.delete(h);
  for (const fd of h.fds.values()) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  }
  rmSync(h.dir, { recursive: true, force: true });
}

/** Folders whose results are no longer reachable are removed as soon as they are collected. */
const registry = new FinalizationRegistry<Handle>(release);

/** A run's spill folder: one file per writer (the main thread, each worker). */
export class SpillDir {
  private readonly handle: Handle;
  private readonly reader: SpillReader;

  constructor() {
    this.handle = { dir: mkdtempSync(path.join(os.tmpdir(), "blamegate-")), fds: new Map(), closed: false };
    this.reader = new SpillReader((source) => this.file(source), this.handle.fds);
    live.add(this.handle);
    if (!exitHooked) {
      exitHooked = true;
      process.once("exit", () => {
        for (const h of [...live]) release(h);
      });
    }
  }

  /** The file of writer `source` (0: the main thread; k: the k-th worker). */
  file(source: number): string {
    return path.join(this.handle.dir, `results-${source}.jsonl`);
  }

  /** One result, read back (while writers may still be appending to other parts of the files). */
  result(source: number, start: number, end: number): TraceResult {
    return JSON.parse(this.reader.bytes(source, start, end).toString("utf8")) as TraceResult;
  }

  /** The results at `starts[i]`..`ends[i]` of source `sources[i]`, in that order. */
  results(sources: Uint16Array, starts: Float64Array, ends: Float64Array): SpilledTraces {
    let sourceCount = 0;
    for (let i = 0; i < starts.length; i++) if (sources[i]! >= sourceCount) sourceCount = sources[i]! + 1;
    const files = Array.from({ length: sourceCount }, (_, k) => this.file(k));
    const traces = new SpilledTraces(this.reader, { files, sources, starts, ends });
    registry.register(traces, this.handle);
    return traces;
  }
}

/**
 * A large run's results, where they lie in its spill files. Writers of results.json lay out the
 * spilled text itself (`raw`, `place`: pipeline/json-report.ts), here or, from where it lies, in a
 * worker of their own (json-layout.ts), instead of parsing each result to print it again.
 */
export class SpilledTraces implements TraceResults {
  constructor(
    /** Reads the run's spill folder, which is removed once this object is collected (SpillDir). */
    private readonly reader: SpillReader,
    /** Where each result's text lies: plain data, so it crosses to a worker. */
    readonly place: RawJsonPlace,
  ) {}

  get length(): number {
    return this.place.starts.length;
  }

  /** Result i's compact JSON text, exactly JSON.stringify(this.at(i)), as UTF-8 (valid until the next read). */
  raw(i: number): Buffer {
    const { sources, starts, ends } = this.place;
    if (!Number.isInteger(i) || i < 0 || i >= starts.length) throw outOfRange(i, starts.length);
    return this.reader.bytes(sources[i]!, starts[i]!, ends[i]!);
  }

  at(i: number): TraceResult {
    return JSON.parse(this.raw(i).toString("utf8")) as TraceResult;
  }

  *[Symbol.iterator](): Iterator<TraceResult> {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }

  toJSON(): TraceResult[] {
    return Array.from(this);
  }
}
