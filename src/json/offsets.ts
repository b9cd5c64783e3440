// Positions inside a JSON text: the line of an offset, and where each element of each array
// starts (SARIF points a result at the line of a committed trace file where the failing step
// sits, results/step-line.ts). A small scanner rather than JSON.parse, because a parse tree
// forgets offsets.

import { BACKSLASH, COLON, COMMA, CR, LBRACE, LBRACKET, NEWLINE, QUOTE, RBRACE, RBRACKET, SPACE, TAB } from "./chars.js";

/** 1-based line of a character offset. */
export function lineOf(text: string, offset: number): number {
  let line = 1;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === NEWLINE) line++;
  return line;
}

export interface JsonArraySite {
  /** Key of the array in its parent object, or null (top level, or inside an array). */
  key: string | null;
  depth: number;
  /** 1-based line of the array's `[`. */
  line: number;
  /** 1-based line where each element starts. */
  elements: number[];
}

/** What `/\s/` matches, by code unit: a regular expression a character cost most of the scan. */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 5760 || (c >= 8192 && c <= 8202) || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}

/** Every array in the text with its elements' lines. Stops quietly at malformed JSON. */
export function scanJsonArrays(text: string): JsonArraySite[] {
  const arrays: JsonArraySite[] = [];
  // Stack of open containers; for arrays, the site being filled.
  const stack: ({ kind: "object"; lastKey: string | null } | { kind: "array"; site: JsonArraySite; expectValue: boolean })[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  const valueStarts = () => {
    const top = stack[stack.length - 1];
    if (top?.kind === "array" && top.expectValue) {
      top.site.elements.push(line);
      top.expectValue = false;
    }
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === NEWLINE) {
      line++;
      i++;
      continue;
    }
    if (c === SPACE || c === TAB || c === CR) {
      i++;
      continue;
    }
    if (c === QUOTE) {
      // a string: a key when the next non-space character is ':'
      const start = i + 1;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === BACKSLASH) i += 2;
        else if (d === QUOTE) break;
        else {
          if (d === NEWLINE) line++;
          i++;
        }
      }
      const str = text.slice(start, i);
      i++;
      let j = i;
      while (j < n && isSpace(text.charCodeAt(j))) j++;
      const top = stack[stack.length - 1];
      if (text[j] === ":" && top?.kind === "object") {
        top.lastKey = str;
      } else {
        valueStarts();
      }
      continue;
    }
    if (c === LBRACE) {
      valueStarts();
      stack.push({ kind: "object", lastKey: null });
      i++;
      continue;
    }
    if (c === LBRACKET) {
      valueStarts();
      const parent = stack[stack.length - 1];
      const site: JsonArraySite = { key: parent?.kind === "object" ? parent.lastKey : null, depth: stack.length, line, elements: [] };
      arrays.push(site);
      stack.push({ kind: "array", site, expectValue: true });
      i++;
      continue;
    }
    if (c === RBRACE || c === RBRACKET) {
      stack.pop();
      i++;
      continue;
    }
    if (c === COMMA) {
      const top = stack[stack.length - 1];
      if (top?.kind === "array") top.expectValue = true;
      i++;
      continue;
    }
    if (c === COLON) {
      i++;
      continue;
    }
    // number, true, false, null
    valueStarts();
    // Its first character is taken whatever it is: a character JSON does not allow here (a
    // space only /\s/ knows, in a file edited since it was read) would otherwise never be passed.
    i++;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d === 44 || d === 93 || d === 125 || isSpace(d)) break;
      i++;
    }
  }
  return arrays;
}
