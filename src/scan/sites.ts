// Decoding string literals as the language does, keeping where each character came from, so
// a finding on a character of a description points at that character's column in the file.
import type { Site } from "./model.js";
import type { LineIndex } from "./positions.js";

export type Dialect = "js" | "python";

const SIMPLE: Record<string, string> = { n: "\n", t: "\t", r: "\r", b: "\b", f: "\f", v: "\v", "0": "\0", a: "\u0007" };

/**
 * Decodes the content of a literal (without its quotes). Unknown escapes keep the backslash in
 * Python and drop it in JavaScript, as the languages do. `raw` Python strings decode nothing.
 */
export function decodeContent(content: string, base: number, dialect: Dialect, rawString = false): { text: string; map?: number[] } {
  if (rawString || !content.includes("\\")) return { text: content };
  let text = "";
  const map: number[] = [];
  const push = (s: string, at: number) => {
    for (let k = 0; k < s.length; k++) map.push(at);
    text += s;
  };
  for (let i = 0; i < content.length; ) {
    const c = content[i]!;
    if (c !== "\\" || i + 1 >= content.length) {
      push(c, base + i);
      i++;
      continue;
    }
    const e = content[i + 1]!;
    const at = base + i;
    if (e === "\n") {
      i += 2; // a line continuation adds nothing
    } else if (e === "\r") {
      i += content[i + 2] === "\n" ? 3 : 2;
    } else if (e === "u" && content[i + 2] === "{" && dialect === "js") {
      const close = content.indexOf("}", i + 3);
      const cp = parseInt(content.slice(i + 3, close), 16);
      if (close > 0 && Number.isFinite(cp) && cp <= 0x10ffff) {
        push(String.fromCodePoint(cp), at);
        i = close + 1;
      } else {
        push(e, at);
        i += 2;
      }
    } else if (e === "u" || e === "x" || (e === "U" && dialect === "python")) {
      const n = e === "x" ? 2 : e === "u" ? 4 : 8;
      const hex = content.slice(i + 2, i + 2 + n);
      if (/^[0-9a-fA-F]+$/.test(hex) && hex.length === n) {
        const cp = parseInt(hex, 16);
        push(cp <= 0x10ffff ? String.fromCodePoint(cp) : "\ufffd", at);
        i += 2 + n;
      } else {
        push(dialect === "python" ? `\\${e}` : e, at);
        i += 2;
      }
    } else if (e in SIMPLE && !(e === "a" && dialect === "js") && !(e === "0" && /[0-9]/.test(content[i + 2] ?? ""))) {
      push(SIMPLE[e]!, at);
      i += 2;
    } else if (e === "\\" || e === "'" || e === '"' || e === "`" || e === "$") {
      push(e, at);
      i += 2;
    } else {
      push(dialect === "python" ? `\\${e}` : e, at);
      i += 2;
    }
  }
  return { text, map };
}

/** A site for a literal whose content runs from `contentStart` to `contentEnd` in `source`. */
export function makeSite(source: string, lines: LineIndex, literalStart: number, literalEnd: number, contentStart: number, contentEnd: number, dialect: Dialect, rawString = false): Site {
  const decoded = decodeContent(source.slice(contentStart, contentEnd), contentStart, dialect, rawString);
  return { ...lines.span(literalStart, literalEnd), text: decoded.text, contentOffset: contentStart, ...(decoded.map ? { map: decoded.map } : {}) };
}

/** The exact span of `length` characters of a site's text from `index`, else the whole literal. */
export function spanAt(site: Site, index: number, length: number, lines: LineIndex | null) {
  if (!lines) return { line: site.line, column: site.column, endLine: site.endLine, endColumn: site.endColumn };
  const from = site.map ? site.map[index] : site.contentOffset + index;
  const lastIndex = index + Math.max(length, 1) - 1;
  const last = site.map ? site.map[lastIndex] : site.contentOffset + lastIndex;
  if (from === undefined || last === undefined) return { line: site.line, column: site.column, endLine: site.endLine, endColumn: site.endColumn };
  return lines.span(from, last + 1);
}

/** The part of a site's text from `start` to `end`, keeping where each character came from. */
export function subSite(site: Site, start: number, end: number, lines: LineIndex): Site {
  const map = site.map ? site.map.slice(start, end) : Array.from({ length: end - start }, (_, i) => site.contentOffset + start + i);
  const first = map[0] ?? site.contentOffset;
  const last = (map.at(-1) ?? first) + 1;
  return { ...lines.span(first, last), text: site.text.slice(start, end), contentOffset: first, map };
}
