// Trace text is untrusted: an agent's output can hold markdown, HTML, @mentions, #references and
// secrets. Every surface that shows trace text goes through one of these, chosen by where the
// text lands: a markdown inline/table cell, raw HTML (a <summary>), a fenced code block, plain
// text (logs, SARIF, webhooks). All of them redact secrets first.
import { redactSecrets } from "./redact.js";

const ZWSP = "\u200B";

export interface CleanOptions {
  /** Cut to this many characters (after redaction), ending with "…". */
  max?: number;
  /** Exact secret values to redact besides the shapes (the run's own tokens). */
  secrets?: readonly string[];
}

export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  // Do not split a surrogate pair.
  let cut = Math.max(0, max - 1);
  if (/[\uD800-\uDBFF]/.test(text.charAt(cut - 1))) cut -= 1;
  return `${text.slice(0, cut)}…`;
}

/** Any value as text: strings as they are, the rest as compact JSON. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Plain text for logs, SARIF and webhooks: invisible controls removed (C0/C1 controls and
 * bidirectional overrides, "Trojan Source", can hide or reorder what a reviewer sees), then
 * secrets redacted (redactSecrets does both, in that order, so a control cannot split a key).
 */
export function cleanText(value: unknown, options: CleanOptions = {}): string {
  const text = redactSecrets(asText(value), options.secrets);
  return options.max ? truncate(text, options.max) : text;
}

/**
 * Breaks @mentions (users, @org/team) and issue/PR references (#12, GH-12, owner/repo#12) with a
 * zero-width space, so GitHub neither notifies anyone nor cross-links anything.
 */
export function neutraliseMentions(text: string): string {
  return text
    .replace(/@(?=[A-Za-z0-9_-])/g, `@${ZWSP}`)
    .replace(/#(?=\d)/g, `#${ZWSP}`)
    .replace(/\b(GH)-(?=\d)/gi, `$1-${ZWSP}`);
}

/** HTML entities for the five characters that can open markup or end an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/**
 * Safe inside markdown inline context, including a GFM table cell: one line, HTML escaped, every
 * markdown punctuation backslash-escaped (so `|` cannot end the cell and backticks cannot open
 * code), mentions and references neutralised.
 */
export function mdInline(value: unknown, options: CleanOptions = {}): string {
  const text = cleanText(value, { secrets: options.secrets }).replace(/\s+/g, " ").trim();
  const cut = options.max ? truncate(text, options.max) : text;
  // Neutralised before escaping: escaping puts a backslash inside `GH-2` (GH\-2), which GitHub
  // renders back to a live GH-2 that a pattern run afterwards would no longer see.
  return neutraliseMentions(cut)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/([\\`*_{}[\]()#+\-.!|~:"'=$])/g, "\\$1");
}

/** Safe as the text of a raw HTML element (<summary>, <td>): one line, entities escaped. */
export function htmlText(value: unknown, options: CleanOptions = {}): string {
  const text = cleanText(value, { secrets: options.secrets }).replace(/\s+/g, " ").trim();
  return neutraliseMentions(escapeHtml(options.max ? truncate(text, options.max) : text));
}

/**
 * A fenced code block holding the text verbatim (newlines kept). The fence is longer than any
 * backtick run in the text, so nothing inside can close it, and inside a code block GitHub
 * renders no HTML, markdown, mentions or references.
 */
export function mdCodeBlock(value: unknown, options: CleanOptions & { lang?: string } = {}): string {
  let text = cleanText(value, { secrets: options.secrets }).replace(/\r\n?/g, "\n");
  if (options.max) text = truncate(text, options.max);
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (m) => m[0].length));
  const fence = "`".repeat(Math.max(3, longest + 1));
  const lang = options.lang && /^[\w+-]+$/.test(options.lang) ? options.lang : "";
  return `${fence}${lang}\n${text}\n${fence}`;
}

/** Inline code span with the same guarantees, for short identifiers (trace ids, tool names). */
export function mdCode(value: unknown, options: CleanOptions = {}): string {
  const text = cleanText(value, { secrets: options.secrets }).replace(/\s+/g, " ").trim();
  const cut = options.max ? truncate(text, options.max) : text;
  if (cut === "") return "";
  // Inside a GFM table a `|` ends the cell even within a code span; spans cannot hold an escape,
  // so text with a pipe falls back to escaped inline text.
  if (cut.includes("|")) return mdInline(cut);
  const longest = Math.max(0, ...Array.from(cut.matchAll(/`+/g), (m) => m[0].length));
  const ticks = "`".repeat(longest + 1);
  const pad = cut.startsWith("`") || cut.endsWith("`") ? " " : "";
  return `${ticks}${pad}${cut}${pad}${ticks}`;
}
