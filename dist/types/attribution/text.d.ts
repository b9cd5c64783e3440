/** Longest quote an evidence item carries. */
export declare const QUOTE_MAX = 160;
/** Render any step field as text, never reading more than `max` characters' worth. */
export declare function boundedText(value: unknown, max: number): string;
/** A stable, bounded key for a value (tool arguments), so identical calls compare equal. */
export declare function canonicalKey(value: unknown, max?: number): string;
/**
 * `text.slice(start, end)` with neither end inside a surrogate pair (an emoji is two UTF-16
 * units): a lone half is not text, and JSON tools and GitHub reject or mangle it. The start
 * moves forward and the end back, so the slice is never longer than asked.
 */
export declare function sliceWhole(text: string, start: number, end?: number): string;
/**
 * A short exact quote: at most `max` characters cut from the text as they are (around a match
 * when given), with "…" where text was left out on either side.
 */
export declare function quote(text: string, around?: number, max?: number): string;
/** Lower-cased content words (stop words and 1-letter tokens dropped), capped in count. */
export declare function tokens(text: string, maxTokens?: number): string[];
/** Jaccard similarity of two token sets. */
export declare function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number;
export declare function logit(p: number): number;
export declare function sigmoid(x: number): number;
