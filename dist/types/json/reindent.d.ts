/** Bytes gathered into chunks of about `size`; filled chunks wait in `take()` for the caller to write. */
export declare class ByteChunks {
    private readonly size;
    private ready;
    private buf;
    private pos;
    constructor(size?: number);
    private flush;
    /** Copies `src[start, end)`, across chunks when it is longer than the room left. */
    copy(src: Buffer, start: number, end: number): void;
    /** ASCII text (separators and padding). */
    ascii(text: string): void;
    /** A newline and `indent` spaces. */
    newline(indent: number): void;
    private byte;
    /** The filled chunks so far (and, with `all`, the partial one), handed over once. */
    take(all?: boolean): Uint8Array[];
    /** `src` (compact JSON) laid out as JSON.stringify(value, null, 2) nested `level` levels deep. */
    reindent(src: Buffer, level: number): void;
}
/**
 * The members of an array nested `level` levels deep, from their compact texts: each on its own
 * padded line, laid out, with a comma between, as JSON.stringify(array, null, 2) writes them
 * between "[\n" and the closing bracket. In chunks of about `size` bytes, each handed out once.
 */
export declare function laidOutItems(n: number, item: (index: number) => Buffer, level: number, size?: number): Generator<Uint8Array>;
