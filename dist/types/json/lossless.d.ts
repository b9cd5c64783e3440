/** A number exactly as written in the source, e.g. "1795947071.0", "1e-05", "480". */
export declare class LosslessNumber {
    readonly text: string;
    constructor(text: string);
    /** True when Python would read it as an int (no fraction, no exponent, not NaN/Infinity). */
    get isInteger(): boolean;
    valueOf(): number;
}
/** Objects are Maps: insertion order is kept exactly (plain objects move integer-like keys first). */
export type LJObject = Map<string, LJ>;
export type LJ = null | boolean | string | LosslessNumber | LJ[] | LJObject;
export interface ParseLimits {
    /** Deepest nesting accepted; deeper input is refused instead of overflowing the stack. */
    maxDepth?: number;
}
export declare class LosslessJsonError extends Error {
    readonly offset: number;
    constructor(message: string, offset: number);
}
export declare function parseLossless(text: string, limits?: ParseLimits): LJ;
/** Turns plain JS data into a lossless tree (numbers spelled as JS would); for signing data we built. */
export declare function fromPlain(value: unknown, depth?: number): LJ;
/** Back to plain JS data (numbers become JS numbers); for handing parsed values to other code. */
export declare function toPlain(value: LJ): unknown;
