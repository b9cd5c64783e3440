// A JSON parser that keeps every number's source spelling. Hash chains written by Python hash
// `480.0` and `480` differently (float vs int), and JSON.parse turns both into 480, so chains
// must be recomputed from this tree, never from JSON.parse output.
//
// Accepts what Python's json.loads accepts: strict JSON plus NaN, Infinity and -Infinity
// (json.dumps writes them by default). Duplicate keys: the last value wins, as in a Python dict.

import { BACKSLASH, COLON, COMMA, CR, DIGIT_0, DIGIT_9, LBRACE, LBRACKET, MINUS, NEWLINE, QUOTE, RBRACE, RBRACKET, SLASH, SPACE, TAB } from "./chars.js";
import { MAX_DEPTH } from "./parse.js";

/** A number exactly as written in the source, e.g. "1795947071.0", "1e-05", "480". */
export class LosslessNumber {
  constructor(readonly text: string) {}
  /** True when Python would read it as an int (no fraction, no exponent, not NaN/Infinity). */
  get isInteger(): boolean {
    return /^-?\d+$/.test(this.text);
  }
  valueOf(): number {
    return Number(this.text);
  }
}

/** Objects are Maps: insertion order is kept exactly (plain objects move integer-like keys first). */
export type LJObject = Map<string, LJ>;
export type LJ = null | boolean | string | LosslessNumber | LJ[] | LJObject;

export interface ParseLimits {
  /** Deepest nesting accepted; deeper input is refused instead of overflowing the stack. */
  maxDepth?: number;
}

export class LosslessJsonError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = "LosslessJsonError";
  }
}

const WS = new Uint8Array(128);
for (const c of [SPACE, TAB, NEWLINE, CR]) WS[c] = 1;

export function parseLossless(text: string, limits: ParseLimits = {}): LJ {
  const maxDepth = limits.maxDepth ?? MAX_DEPTH;
  let i = 0;
  const n = text.length;

  const fail = (what: string): never => {
    const line = text.slice(0, i).split("\n").length;
    throw new LosslessJsonError(`${what} at line ${line}, offset ${i}`, i);
  };
  const skip = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c < 128 && WS[c] === 1) i++;
      else break;
    }
  };

  const parseString = (): string => {
    // Caller has checked text[i] === '"'.
    i++;
    let start = i;
    let out = "";
    for (;;) {
      if (i >= n) fail("unterminated string");
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        out += text.slice(start, i);
        i++;
        return out;
      }
      if (c === BACKSLASH) {
        out += text.slice(start, i);
        const e = text.charCodeAt(i + 1);
        i += 2;
        switch (e) {
          case QUOTE:
            out += '"';
            break;
          case BACKSLASH:
            out += "\\";
            break;
          case SLASH:
            out += "/";
            break;
          case 0x62:
            out += "\b";
            break;
          case 0x66:
            out += "\f";
            break;
          case 0x6e:
            out += "\n";
            break;
          case 0x72:
            out += "\r";
            break;
          case 0x74:
            out += "\t";
            break;
          case 0x75: {
            const hex = text.slice(i, i + 4);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("bad \\u escape");
            out += String.fromCharCode(parseInt(hex, 16));
            i += 4;
            break;
          }
          default:
            i -= 2;
            fail("bad escape in string");
        }
        start = i;
        continue;
      }
      if (c < SPACE) fail("control character in string");
      i++;
    }
  };

  const NUM = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const parseNumber = (): LosslessNumber => {
    if (text.startsWith("-Infinity", i)) {
      i += 9;
      return new LosslessNumber("-Infinity");
    }
    NUM.lastIndex = i;
    const m = NUM.exec(text);
    if (!m) return fail("bad number");
    i += m[0].length;
    return new LosslessNumber(m[0]);
  };

  const parseValue = (depth: number): LJ => {
    skip();
    if (i >= n) fail("unexpected end of input");
    const c = text.charCodeAt(i);
    if (c === QUOTE) return parseString();
    if (c === LBRACE) {
      if (depth >= maxDepth) fail(`nesting deeper than ${maxDepth}`);
      i++;
      const obj: LJObject = new Map();
      skip();
      if (text.charCodeAt(i) === RBRACE) {
        i++;
        return obj;
      }
      for (;;) {
        skip();
        if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
        const key = parseString();
        skip();
        if (text.charCodeAt(i) !== COLON) fail("expected ':'");
        i++;
        obj.set(key, parseValue(depth + 1));
        skip();
        const d = text.charCodeAt(i);
        i++;
        if (d === COMMA) continue;
        if (d === RBRACE) return obj;
        i--;
        fail("expected ',' or '}'");
      }
    }
    if (c === LBRACKET) {
      if (depth >= maxDepth) fail(`nesting deeper than ${maxDepth}`);
      i++;
      const arr: LJ[] = [];
      skip();
      if (text.charCodeAt(i) === RBRACKET) {
        i++;
        return arr;
      }
      for (;;) {
        arr.push(parseValue(depth + 1));
        skip();
        const d = text.charCodeAt(i);
        i++;
        if (d === COMMA) continue;
        if (d === RBRACKET) return arr;
        i--;
        fail("expected ',' or ']'");
      }
    }
    if (c === 0x74 && text.startsWith("true", i)) {
      i += 4;
      return true;
    }
    if (c === 0x66 && text.startsWith("false", i)) {
      i += 5;
      return false;
    }
    if (c === 0x6e && text.startsWith("null", i)) {
      i += 4;
      return null;
    }
    if (c === 0x4e && text.startsWith("NaN", i)) {
      i += 3;
      return new LosslessNumber("NaN");
    }
    if (c === 0x49 && text.startsWith("Infinity", i)) {
      i += 8;
      return new LosslessNumber("Infinity");
    }
    if (c === MINUS || (c >= DIGIT_0 && c <= DIGIT_9)) return parseNumber();
    return fail("unexpected character");
  };

  // A UTF-8 byte order mark is not JSON, but editors add it; Python's json.load refuses it too,
  // so refusing keeps us honest about what the source tool could read.
  const value = parseValue(0);
  skip();
  if (i < n) fail("unexpected text after the JSON value");
  return value;
}

/** Turns plain JS data into a lossless tree (numbers spelled as JS would); for signing data we built. */
export function fromPlain(value: unknown, depth = 0): LJ {
  if (depth > MAX_DEPTH) throw new Error("value nested too deeply");
  if (value === null || value === undefined) return null;
  if (typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return new LosslessNumber(jsNumberText(value));
  if (typeof value === "bigint") return new LosslessNumber(value.toString());
  if (value instanceof LosslessNumber) return value;
  if (Array.isArray(value)) return value.map((v) => fromPlain(v, depth + 1));
  if (value instanceof Map) {
    const m: LJObject = new Map();
    for (const [k, v] of value) m.set(String(k), fromPlain(v, depth + 1));
    return m;
  }
  if (typeof value === "object") {
    const m: LJObject = new Map();
    for (const [k, v] of Object.entries(value)) if (v !== undefined) m.set(k, fromPlain(v, depth + 1));
    return m;
  }
  return null;
}

function jsNumberText(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  // Safe integers read as Python ints; everything else is a float, spelled so it stays one.
  if (Number.isSafeInteger(x) && !Object.is(x, -0)) return String(x);
  const s = String(x);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}

/** Back to plain JS data (numbers become JS numbers); for handing parsed values to other code. */
export function toPlain(value: LJ): unknown {
  if (value instanceof LosslessNumber) return value.valueOf();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof Map) {
    const o: Record<string, unknown> = {};
    for (const [k, v] of value) Object.defineProperty(o, k, { value: toPlain(v), enumerable: true, writable: true, configurable: true });
    return o;
  }
  return value;
}
