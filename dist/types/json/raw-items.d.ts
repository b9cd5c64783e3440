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
export declare class RawJsonItems {
    readonly length: number;
    readonly item: (index: number) => Buffer;
    constructor(length: number, item: (index: number) => Buffer);
    /** For a writer that does not know the class: the items parsed back, so nothing is lost. */
    toJSON(): unknown[];
}
