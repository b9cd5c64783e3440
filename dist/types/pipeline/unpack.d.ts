import type { TraceResult } from "../results/model.js";
import type { FileResult } from "./one-file.js";
export declare class Interner {
    private readonly seen;
    string(s: string): string;
    /** string(), for a string that may be a view of a larger text: what it returns is not. */
    private owned;
    /**
     * A result made on this thread, to keep. When it is JSON already (plain objects and arrays,
     * strings, finite numbers other than -0, booleans, null; nothing undefined), it is kept as it
     * is: the JSON round trip a worker's results take would give an equal copy, at the cost of
     * writing and parsing it. Its strings are made its own on the way (interned, or copied out of
     * the step text a quote was cut from), so the trace it came from can go. A result holding
     * anything else takes the round trip, and is what JSON makes of it.
     */
    adopt(result: TraceResult): TraceResult;
    /** True when `value` is plain JSON; its strings are replaced by owned() ones, in place, as it goes. */
    private own;
    /** A value other than a string that JSON keeps as it is (an object or array: walked by own()). */
    private plain;
    /** Replaces every short string inside `value` by its shared copy, in place. */
    walk(value: unknown): void;
}
export declare function unpackTraces(result: Pick<FileResult, "traces">, interner: Interner): TraceResult[];
