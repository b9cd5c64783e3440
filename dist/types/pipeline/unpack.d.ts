import type { TraceResult } from "../results/model.js";
import type { FileResult } from "./one-file.js";
export declare class Interner {
    private readonly seen;
    string(s: string): string;
    /** Replaces every short string inside `value` by its shared copy, in place. */
    walk(value: unknown): void;
}
export declare function unpackTraces(result: Pick<FileResult, "traces">, interner: Interner): TraceResult[];
