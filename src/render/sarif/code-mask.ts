// Which characters of a source file are code, which are inside a string literal and which are in a
// comment, so a definition is only taken where the code defines it: `def read_file` inside a
// docstring, `AssistantAgent("planner")` inside a test's string, or a name in a comment is not a
// definition. A small lexer per language family, not a parser: it knows comments, string
// literals (Python's prefixes and triple quotes, JS template literals) and, for JS, regular
// expression literals, which is what it takes to tell those three apart line by line.

export const CODE = 0;
export const STRING = 1;
export const COMMENT = 2;

export type SourceLanguage = "python" | "c-like" | "json";

export function languageOf(file: string): SourceLanguage {
  if (/\.pyi?$/i.test(file)) return "python";
  if (/\.json$/i.test(file)) return "json";
  return "c-like";
}

/**
 * One class per UTF-16 unit of `text`: CODE, STRING (a literal's contents) or COMMENT. A literal's
 * quotes are CODE, so "this string literal is real code" is a test on its opening quote.
 * JSON has no code to tell apart: every unit is CODE.
 */
export function classify(text: string, language: SourceLanguage): Uint8Array {
  const out = new Uint8Array(text.length);
  if (language === "json") return out;
  return language === "python" ? classifyPython(text, out) : classifyCLike(text, out);
}

function classifyPython(text: string, out: Uint8Array): Uint8Array {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i]!;
    if (c === "#") {
      while (i < n && text[i] !== "\n") out[i++] = COMMENT;
      continue;
    }
    if (c === '"' || c === "'") {
      const triple = text.startsWith(c + c + c, i);
      const quote = triple ? c + c + c : c;
      i += quote.length; // the quotes stay CODE
      while (i < n) {
        if (text[i] === "\\") {
          out[i++] = STRING;
          if (i < n) out[i++] = STRING;
          continue;
        }
        if (text.startsWith(quote, i)) {
          i += quote.length;
          break;
        }
        // A one-line string that is not closed ends at the line's end, as Python's own error does.
        if (!triple && text[i] === "\n") break;
        out[i++] = STRING;
      }
      continue;
    }
    i++;
  }
  return out;
}

// After these (or at the start), a `/` begins a regular expression, not a division.
const REGEX_BEFORE = /[(,=:[!&|?{};+\-*%<>~^]|^$/;

function classifyCLike(text: string, out: Uint8Array): Uint8Array {
  const n = text.length;
  let i = 0;
  let prev = ""; // last non-space code character
  while (i < n) {
    const c = text[i]!;
    if (c === "/" && text[i + 1] === "/") {
      while (i < n && text[i] !== "\n") out[i++] = COMMENT;
      continue;
    }
    if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? n : end + 2;
      while (i < stop) out[i++] = COMMENT;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      i++;
      while (i < n) {
        if (text[i] === "\\") {
          out[i++] = STRING;
          if (i < n) out[i++] = STRING;
          continue;
        }
        if (text[i] === c) {
          i++;
          break;
        }
        if (c !== "`" && text[i] === "\n") break;
        out[i++] = STRING;
      }
      prev = c;
      continue;
    }
    if (c === "/" && REGEX_BEFORE.test(prev)) {
      // A regular expression literal: to its closing `/` on the same line, classes and escapes honoured.
      let j = i + 1;
      let inClass = false;
      while (j < n && text[j] !== "\n") {
        const d = text[j]!;
        if (d === "\\") j += 2;
        else if (d === "[") (inClass = true), j++;
        else if (d === "]") (inClass = false), j++;
        else if (d === "/" && !inClass) break;
        else j++;
      }
      if (j < n && text[j] === "/") {
        for (let k = i + 1; k < j; k++) out[k] = STRING;
        i = j + 1;
        prev = "/";
        continue;
      }
    }
    if (c !== " " && c !== "\t" && c !== "\n" && c !== "\r") prev = c;
    i++;
  }
  return out;
}
