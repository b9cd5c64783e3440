import type { SpillSpans } from "./spill.js";
import type { RawJsonPlace } from "../json/raw-items.js";
/** Each result's writer (0 the main thread, k the k-th worker), start and end: a RawJsonPlace without its file names. */
export type SpanColumns = Omit<RawJsonPlace, "files">;
export declare class SpanTable {
    private n;
    private cols;
    /** Appends a file's spans, all in the file of writer `source`. */
    add(source: number, spans: SpillSpans): void;
    /** The columns, as long as the table (views of it: no copy). */
    columns(): SpanColumns;
    private grow;
}
