import type { RawJsonPlace } from "../json/raw-items.js";
import { type TraceResult, type TraceResults } from "../results/model.js";
/** Where a file's results lie in a spill file: byte ranges, one a result, in file order. */
export interface SpillSpans {
    starts: number[];
    ends: number[];
}
/** Appends results to one spill file (opened for each append: nothing stays open in a worker). */
export declare class SpillWriter {
    readonly file: string;
    private size;
    constructor(file: string);
    /**
     * Appends `lines` (JSON texts joined by "\n": JSON.stringify never writes a raw newline)
     * and records where each line starts and ends.
     */
    append(lines: string, spans: SpillSpans): void;
    /** append() for several texts in one write; the spans of each, in order ("" gives none). */
    appendEach(texts: readonly string[]): SpillSpans[];
    /**
     * Each text is encoded straight into the one buffer written. Joined first, the texts of a batch
     * (or a big file's part) made a string of hundreds of KB, twice, which V8 keeps with the large
     * objects until a full collection (docs/performance.md, "A worker's large objects").
     */
    private write;
}
/**
 * Reads results back from spill files. Readers mostly walk the results in order, again and
 * again (digest, gate, reports), and each source's results lie in its file in that order: one
 * window a source, refilled a MB at a time, turns thousands of small reads into a few large
 * ones. Some readers jump (the comment takes failed traces most confident first): a read that
 * does not follow the source's previous one takes only its own bytes, or every jump would pull
 * in megabytes. Used by the run's own view (SpillDir) and by the worker that lays out
 * results.json (json-layout.ts).
 */
export declare class SpillReader {
    private readonly fileOf;
    /** Open descriptors by file, kept by the owner so it can close them. */
    readonly fds: Map<string, number>;
    private readonly windows;
    /** Where each source's previous read ended. */
    private readonly lastEnd;
    constructor(fileOf: (source: number) => string, 
    /** Open descriptors by file, kept by the owner so it can close them. */
    fds?: Map<string, number>);
    /** The bytes of one result: a view into the source's window (valid until the next read), or a buffer of their own. */
    bytes(source: number, start: number, end: number): Buffer;
    close(): void;
}
/** A run's spill folder: one file per writer (the main thread, each worker). */
export declare class SpillDir {
    private readonly handle;
    private readonly reader;
    constructor();
    /** The file of writer `source` (0: the main thread; k: the k-th worker). */
    file(source: number): string;
    /** One result, read back (while writers may still be appending to other parts of the files). */
    result(source: number, start: number, end: number): TraceResult;
    /** The results at `starts[i]`..`ends[i]` of source `sources[i]`, in that order. */
    results(sources: Uint16Array, starts: Float64Array, ends: Float64Array): SpilledTraces;
}
/**
 * A large run's results, where they lie in its spill files. Writers of results.json lay out the
 * spilled text itself (`raw`, `place`: pipeline/json-report.ts), here or, from where it lies, in a
 * worker of their own (json-layout.ts), instead of parsing each result to print it again.
 */
export declare class SpilledTraces implements TraceResults {
    /** Reads the run's spill folder, which is removed once this object is collected (SpillDir). */
    private readonly reader;
    /** Where each result's text lies: plain data, so it crosses to a worker. */
    readonly place: RawJsonPlace;
    constructor(
    /** Reads the run's spill folder, which is removed once this object is collected (SpillDir). */
    reader: SpillReader, 
    /** Where each result's text lies: plain data, so it crosses to a worker. */
    place: RawJsonPlace);
    get length(): number;
    /** Result i's compact JSON text, exactly JSON.stringify(this.at(i)), as UTF-8 (valid until the next read). */
    raw(i: number): Buffer;
    at(i: number): TraceResult;
    [Symbol.iterator](): Iterator<TraceResult>;
    toJSON(): TraceResult[];
}
