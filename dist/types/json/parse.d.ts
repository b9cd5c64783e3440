/** The deepest nesting any JSON reader here accepts (this parser, the lossless one, the Python-form scanner). */
export declare const MAX_DEPTH = 512;
export declare class JsonError extends Error {
    /** 1-based line within the parsed text, when known. */
    readonly line?: number | undefined;
    constructor(message: string, 
    /** 1-based line within the parsed text, when known. */
    line?: number | undefined);
}
/** What one pass over a JSON text finds before it is parsed. */
export interface JsonShape {
    /** Largest bracket depth outside strings (stops counting once past the limit). */
    depth: number;
    /**
     * Some key may be `__proto__`, `constructor` or `prototype`: one spelled so, or one holding
     * an escape (`"\u005f_proto__"`). False means no key can be, so parsing needs no reviver.
     */
    riskyKeys: boolean;
}
/**
 * One pass over the text: its nesting depth, and whether a key may be dangerous. Strings are
 * jumped over quote to quote; only keys (a string followed by `:`) are looked into, and they
 * are short. Four `includes` scans of the whole text for the key names cost more than this.
 */
export declare function scanJson(text: string, limit?: number): JsonShape;
/**
 * Offset of the first JSON syntax error, found by a small iterative scanner; only run after
 * JSON.parse failed without saying where (Node 20's "Unexpected token" messages do not).
 */
export declare function syntaxErrorOffset(text: string): number | undefined;
/**
 * True when the text can neither nest deeper than `limit` (it has no more brackets than that
 * in all) nor hold a dangerous key (no spelling of one appears anywhere), found with native
 * searches that cost a fraction of scanJson's walk. False says only that scanJson must look.
 */
export declare function plainJson(text: string, limit?: number): boolean;
/** Parses untrusted JSON text; throws JsonError with a reason and line. */
export declare function parseJson(text: string): unknown;
