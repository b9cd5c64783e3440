import type { Trace } from "../model.js";
export interface SqliteLimits {
    /** Rows read from both tables together. */
    maxRows: number;
    /** Characters of text (and bytes of blobs) read from both tables together. */
    maxChars: number;
    /** Milliseconds the whole read may take, checked between rows. */
    maxMs: number;
    now: () => number;
}
export declare const DEFAULT_SQLITE_LIMITS: SqliteLimits;
export declare function importAgentBlame(bytes: Uint8Array, file: string, limits?: Partial<SqliteLimits>): Promise<Trace[]>;
