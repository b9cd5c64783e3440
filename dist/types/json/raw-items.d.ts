/** Where each item's text lies: item i is bytes starts[i]..ends[i] of files[sources[i]]. Plain data, so it crosses to a worker. */
export interface RawJsonPlace {
    files: string[];
    sources: Uint16Array;
    starts: Float64Array;
    ends: Float64Array;
}
/** Marks `array`: `item(i)` is exactly JSON.stringify(array[i]), as UTF-8 (read at once; the bytes may be reused after). */
export declare function withRawJson<T extends object>(array: T, item: (index: number) => Buffer, place?: RawJsonPlace): T;
export declare function rawJsonOf(array: object): ((index: number) => Buffer) | undefined;
export declare function rawJsonPlaceOf(array: object): RawJsonPlace | undefined;
