/** Longest quote an evidence item carries. */
export declare const QUOTE_MAX = 160;
/**
 * Render any step field as text, never reading more than `max` characters' worth. An object's
 * values are rendered, with the value of a secret-named key (`password`, `api_key`, …) replaced:
 * rendered text keeps values, not keys (`set_password(hunter2 root)`), so after this nothing
 * downstream could tell a plain-word password from any other word.
 */
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
/**
 * `tokens(text, maxTokens).some(test)`, without the list: the scan stops at the first token that
 * passes. The same scan as tokens() (test/attribution/text.test.ts holds them to each other).
 */
export declare function anyToken(text: string, maxTokens: number, test: (t: string) => boolean): boolean;
/**
 * `anyToken(texts.join(" "), maxTokens, test)`, without the joined copy: a space ends every
 * token, so the tokens of the joined text are those of each text in turn.
 */
export declare function anyTokenIn(texts: readonly string[], maxTokens: number, test: (t: string) => boolean): boolean;
/** Jaccard similarity of two token sets. */
export declare function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number;
export declare function logit(p: number): number;
export declare function sigmoid(x: number): number;
