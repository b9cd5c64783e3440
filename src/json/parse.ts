// JSON parsing for untrusted trace files.
// - Objects that carry `__proto__`, `constructor` or `prototype` keys are rebuilt as
//   null-prototype objects, so no later `Object.assign`, merge or `obj[key] = …` walk can reach
//   Object.prototype through them. Every other object stays an ordinary object.
// - Nesting deeper than MAX_DEPTH is refused before parsing: V8 parses deep JSON, but every
//   recursive consumer after us (the reviver, JSON.stringify, zod) would overflow the stack.
// - Errors carry a 1-based line number where the parser reported a position.
import { errorMessage } from "../error-message.js";
import { BACKSLASH, COLON, COMMA, LBRACE, LBRACKET, QUOTE, RBRACE, RBRACKET, SPACE, isJsonSpace } from "./chars.js";
import { lineOf } from "./offsets.js";

/** The deepest nesting any JSON reader here accepts (this parser, the lossless one, the Python-form scanner). */
export const MAX_DEPTH = 512;

const DANGEROUS = new Set(["__proto__", "constructor", "prototype"]);

export class JsonError extends Error {
  constructor(
    message: string,
    /** 1-based line within the parsed text, when known. */
    readonly line?: number,
  ) {
    super(message);
    this.name = "JsonError";
  }
}

/** Copies an object with a dangerous key into a null-prototype object, keys kept as own data. */
function harden(value: Record<string, unknown>): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    Object.defineProperty(out, key, { value: value[key], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

function reviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const key of Object.keys(value)) {
      if (DANGEROUS.has(key)) return harden(value as Record<string, unknown>);
    }
  }
  return value;
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
 * Whether the key text[open+1 .. close-1] (raw, escapes unread) may name a dangerous key. The
 * names are letters and `_`, which JSON can only escape as `\uXXXX` (six characters for one):
 * a key that reads as one of them is 9 or 11 characters plus 5 for each escaped one. Other
 * lengths are ruled out without looking at the key.
 */
function riskyKey(text: string, open: number, close: number): boolean {
  const length = close - open - 1;
  if (length === 9) return text.startsWith("__proto__", open + 1) || text.startsWith("prototype", open + 1);
  if (length === 11) return text.startsWith("constructor", open + 1);
  if (length < 14 || length > 66 || ((length - 9) % 5 !== 0 && (length - 11) % 5 !== 0)) return false;
  for (let k = open + 1; k < close; k++) if (text.charCodeAt(k) === BACKSLASH) return true;
  return false;
}

/**
 * One pass over the text: its nesting depth, and whether a key may be dangerous. Strings are
 * jumped over quote to quote; only keys (a string followed by `:`) are looked into, and they
 * are short. Four `includes` scans of the whole text for the key names cost more than this.
 */
export function scanJson(text: string, limit = MAX_DEPTH): JsonShape {
  let depth = 0;
  let max = 0;
  let riskyKeys = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Jump to the closing quote: the next quote not escaped, i.e. not after an odd run of
      // backslashes. An unclosed string runs to the end of the text.
      let close = text.indexOf('"', i + 1);
      for (;;) {
        if (close < 0) return { depth: max, riskyKeys };
        // Most quotes follow no backslash: only then count the run.
        if (text.charCodeAt(close - 1) !== BACKSLASH) break;
        let backslashes = 1;
        while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
        close = text.indexOf('"', close + 1);
      }
      if (!riskyKeys) {
        let next = close + 1;
        let n = text.charCodeAt(next);
        while (isJsonSpace(n)) n = text.charCodeAt(++next);
        if (n === COLON) riskyKeys = riskyKey(text, i, close);
      }
      i = close;
    } else if (c === LBRACE || c === LBRACKET) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return { depth: max, riskyKeys };
      }
    } else if (c === RBRACE || c === RBRACKET) depth--;
  }
  return { depth: max, riskyKeys };
}

/**
 * Offset of the first JSON syntax error, found by a small iterative scanner; only run after
 * JSON.parse failed without saying where (Node 20's "Unexpected token" messages do not).
 */
export function syntaxErrorOffset(text: string): number | undefined {
  const stack: number[] = []; // LBRACE object, LBRACKET array
  let i = 0;
  const n = text.length;
  const ws = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isJsonSpace(c)) i++;
      else break;
    }
  };
  const string = (): boolean => {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        i++;
        return true;
      }
      if (c < SPACE) return false;
      if (c === BACKSLASH) {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return false;
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else return false;
      } else i++;
    }
    return false;
  };
  const scalar = (): boolean => {
    const m = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!m) return false;
    i += m[0].length;
    return true;
  };
  // States: expecting a value, or what may follow a value inside the innermost container.
  let expectValue = true;
  for (;;) {
    ws();
    if (i >= n) return stack.length > 0 || expectValue ? n : undefined;
    const c = text.charCodeAt(i);
    if (expectValue) {
      if (c === LBRACE || c === LBRACKET) {
        stack.push(c);
        i++;
        ws();
        const close = c === LBRACE ? RBRACE : RBRACKET;
        if (text.charCodeAt(i) === close) {
          stack.pop();
          i++;
          expectValue = false;
          continue;
        }
        if (c === LBRACE) {
          if (text.charCodeAt(i) !== QUOTE || !string()) return i;
          ws();
          if (text.charCodeAt(i) !== COLON) return i;
          i++;
        }
        continue;
      }
      if (c === QUOTE ? !string() : !scalar()) return i;
      expectValue = false;
      continue;
    }
    const top = stack[stack.length - 1];
    if (top === undefined) return i; // content after the top-level value
    if (c === COMMA) {
      i++;
      if (top === LBRACE) {
        ws();
        if (text.charCodeAt(i) !== QUOTE || !string()) return i;
        ws();
        if (text.charCodeAt(i) !== COLON) return i;
        i++;
      }
      expectValue = true;
      continue;
    }
    if ((top === LBRACE && c === RBRACE) || (top === LBRACKET && c === RBRACKET)) {
      stack.pop();
      i++;
      continue;
    }
    return i;
  }
}

/** Turns V8's JSON error message into a short reason and a line, when it names a position. */
function describe(error: unknown, text: string): JsonError {
  const raw = errorMessage(error);
  // Node 20: "Unexpected token } in JSON at position 12"; Node 22+: "... (line 2 column 3)".
  const lineCol = /\(line (\d+) column (\d+)\)/.exec(raw);
  const pos = /at position (\d+)/.exec(raw);
  let line: number | undefined;
  if (lineCol) line = Number(lineCol[1]);
  else if (pos) line = lineOf(text, Number(pos[1]));
  else if (/end of JSON input|Unterminated/i.test(raw)) line = lineOf(text, text.length);
  else {
    const at = syntaxErrorOffset(text);
    if (at !== undefined) line = lineOf(text, at);
  }
  // Drop V8's quoted excerpt of the input (untrusted, possibly long) and its position wording.
  let message = raw
    .split(/, "/)[0]!
    .replace(/ at position \d+.*$/, "")
    .replace(/ in JSON$/, "")
    .replace(/\s*\(line \d+ column \d+\)/, "");
  if (message.length > 200) message = message.slice(0, 200) + "…";
  if (/end of JSON input|Unterminated string/i.test(raw)) message = "truncated JSON (unexpected end of input)";
  return new JsonError(message, line);
}

/**
 * A dangerous key is spelled in the text either as it is or with some of its characters
 * escaped; JSON escapes a lower-case letter or `_` only as `\u005f`, `\u006X` or `\u007X`.
 * A text with neither holds no dangerous key.
 */
const MAY_SPELL_RISKY_KEY = /__proto__|constructor|prototype|\\u00(?:5[fF]|[67][0-9a-fA-F])/;

/** Whether the text holds at most `limit` of `{` and `[` in all (strings included), counted with native searches. */
function fewOpeners(text: string, limit: number): boolean {
  let n = 0;
  for (let i = text.indexOf("{"); i >= 0; i = text.indexOf("{", i + 1)) if (++n > limit) return false;
  for (let i = text.indexOf("["); i >= 0; i = text.indexOf("[", i + 1)) if (++n > limit) return false;
  return true;
}

/**
 * True when the text can neither nest deeper than `limit` (it has no more brackets than that
 * in all) nor hold a dangerous key (no spelling of one appears anywhere), found with native
 * searches that cost a fraction of scanJson's walk. False says only that scanJson must look.
 */
export function plainJson(text: string, limit = MAX_DEPTH): boolean {
  return fewOpeners(text, limit) && !MAY_SPELL_RISKY_KEY.test(text);
}

/** Parses untrusted JSON text; throws JsonError with a reason and line. */
export function parseJson(text: string): unknown {
  let riskyKeys = false;
  if (!plainJson(text)) {
    const shape = scanJson(text);
    if (shape.depth > MAX_DEPTH) throw new JsonError(`JSON nested deeper than ${MAX_DEPTH} levels`);
    riskyKeys = shape.riskyKeys;
  }
  try {
    return riskyKeys ? JSON.parse(text, reviver) : JSON.parse(text);
  } catch (error) {
    if (error instanceof RangeError) throw new JsonError("JSON nested too deeply to read");
    throw describe(error, text);
  }
}
