/** 1-based line of a character offset. */
export declare function lineOf(text: string, offset: number): number;
export interface JsonArraySite {
    /** Key of the array in its parent object, or null (top level, or inside an array). */
    key: string | null;
    depth: number;
    /** 1-based line of the array's `[`. */
    line: number;
    /** 1-based line where each element starts. */
    elements: number[];
}
/** Every array in the text with its elements' lines. Stops quietly at malformed JSON. */
export declare function scanJsonArrays(text: string): JsonArraySite[];
