/** A name that says JSONL. */
export declare function isJsonlName(name: string): boolean;
/**
 * A line that is a whole JSON record on its own: `{…}` (or, unless `objectsOnly`, `[…]`) that
 * parses. A record opens and closes on its line; a pretty-printed document's first line ("{")
 * does not, and is told apart without the cost of a failed parse.
 */
export declare function isRecordLine(line: string, objectsOnly?: boolean): boolean;
/** A text in memory whose first non-blank line is a whole record with more after it. */
export declare function firstLineIsRecord(text: string): boolean;
/** A text in memory read as JSONL: named so, or its first line is a record with more after it. */
export declare function isJsonlText(name: string, text: string): boolean;
/**
 * A text that failed to parse as one document, read as JSONL after all (its first line is the
 * broken one): several non-blank lines and at least one of them, not the first, a JSON object
 * on its own.
 */
export declare function looksLikeJsonl(text: string): boolean;
