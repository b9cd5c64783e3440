export interface CleanOptions {
    /** Cut to this many characters (after redaction), ending with "…". */
    max?: number;
    /** Exact secret values to redact besides the shapes (the run's own tokens). */
    secrets?: readonly string[];
}
export declare function truncate(text: string, max: number): string;
/** Any value as text: strings as they are, the rest as compact JSON. */
export declare function asText(value: unknown): string;
/**
 * Plain text for logs, SARIF and webhooks: invisible controls removed (C0/C1 controls and
 * bidirectional overrides, "Trojan Source", can hide or reorder what a reviewer sees), then
 * secrets redacted (redactSecrets does both, in that order, so a control cannot split a key).
 */
export declare function cleanText(value: unknown, options?: CleanOptions): string;
/**
 * Breaks @mentions (users, @org/team) and issue/PR references (#12, GH-12, owner/repo#12) with a
 * zero-width space, so GitHub neither notifies anyone nor cross-links anything.
 */
export declare function neutraliseMentions(text: string): string;
/** HTML entities for the five characters that can open markup or end an attribute. */
export declare function escapeHtml(text: string): string;
/**
 * Safe inside markdown inline context, including a GFM table cell: one line, HTML escaped, every
 * markdown punctuation backslash-escaped (so `|` cannot end the cell and backticks cannot open
 * code), mentions and references neutralised.
 */
export declare function mdInline(value: unknown, options?: CleanOptions): string;
/** Safe as the text of a raw HTML element (<summary>, <td>): one line, entities escaped. */
export declare function htmlText(value: unknown, options?: CleanOptions): string;
/**
 * A fenced code block holding the text verbatim (newlines kept). The fence is longer than any
 * backtick run in the text, so nothing inside can close it, and inside a code block GitHub
 * renders no HTML, markdown, mentions or references.
 */
export declare function mdCodeBlock(value: unknown, options?: CleanOptions & {
    lang?: string;
}): string;
/** Inline code span with the same guarantees, for short identifiers (trace ids, tool names). */
export declare function mdCode(value: unknown, options?: CleanOptions): string;
