// Python's json.dumps, byte for byte, over a lossless tree: the canonical form approximately
// hashes (sort_keys=True, separators ", " and ": ", ensure_ascii, floats as repr) and the
// indented form it writes files in. Both chains (theirs and ours) hash this text.
import { COLON, COMMA, DIGIT_0, DIGIT_9, isJsonSpace, LBRACKET, MINUS } from "./chars.js";
import { LosslessNumber, type LJ } from "./lossless.js";
import { compareCodePoints } from "./code-points.js";

/** Python's repr(float): shortest round-trip digits, always with "." or an exponent. */
export function pyFloatRepr(x: number): string {
  // A float with a fraction in [1e-4, 1e16) is written the same by both: the shortest digits
  // that round-trip (V8 draws them as toExponential below does), in fixed notation, no ".0"
  // to add. Timestamps (approximately's created_at, in every seed) are such floats.
  const a = Math.abs(x);
  if (a >= 1e-4 && a < 1e16 && !Number.isInteger(x)) return String(x);
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  // toExponential() with no argument gives the shortest digits that round-trip, as repr does.
  const e = x.toExponential();
  const sign = x < 0 ? "-" : "";
  const at = e.indexOf("e");
  const digits = e.slice(sign.length, at).replace(".", "");
  const exp = Number(e.slice(at + 1));
  const decpt = exp + 1;
  // repr switches to exponent notation outside 1e-4 <= |x| < 1e16.
  if (decpt <= -4 || decpt > 16) {
    const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const ae = Math.abs(exp);
    return `${sign}${mant}e${exp < 0 ? "-" : "+"}${ae < 10 ? "0" : ""}${ae}`;
  }
  if (decpt <= 0) return `${sign}0.${"0".repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${"0".repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}

const INT = /^-?\d+$/;

/** How Python writes a JSON number it read from this text: ints as ints, floats through repr. */
export function pyNumberText(text: string): string {
  if (INT.test(text)) {
    // Python's int() drops "-0" to "0"; JSON forbids leading zeros, so nothing else changes.
    return text === "-0" ? "0" : text;
  }
  return pyFloatRepr(Number(text));
}

const NEEDS_ESCAPE = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;
const ESCAPE_ALL = /[^\x20\x21\x23-\x5b\x5d-\x7e]/g;
const SHORT: Record<string, string> = {
  '"': '\\"',
  "\\": "\\\\",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "\t": "\\t",
};
const escapeChar = (ch: string): string => SHORT[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;

/** A string as json.dumps(ensure_ascii=True) writes it; JS strings are UTF-16, so astral
 * characters come out as surrogate pairs exactly as Python writes them. */
export function pyString(s: string): string {
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  return `"${s.replace(ESCAPE_ALL, escapeChar)}"`;
}

const SURROGATE = /[\ud800-\udfff]/;

/** Sorts keys in Python's order: plain UTF-16 order unless a key holds a surrogate. */
export function sortKeys(keys: string[]): string[] {
  keys.sort();
  for (const k of keys) {
    // Only non-ASCII keys can hold surrogates; most keys are ASCII and skip the regex.
    if (NEEDS_ESCAPE.test(k) && SURROGATE.test(k)) return keys.sort(compareCodePoints);
  }
  return keys;
}

/** json.dumps(value, sort_keys=True): the canonical text both chains hash. */
export function pyCanonical(value: LJ): string {
  if (value === null) return "null";
  if (value === true) return "true";
  if (value === false) return "false";
  if (typeof value === "string") return pyString(value);
  if (value instanceof LosslessNumber) return pyNumberText(value.text);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i ? ", " : "") + pyCanonical(value[i] as LJ);
    return `${out}]`;
  }
  if (value.size === 0) return "{}";
  const keys = sortKeys([...value.keys()]);
  let out = "{";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string;
    out += `${i ? ", " : ""}${pyString(k)}: ${pyCanonical(value.get(k) as LJ)}`;
  }
  return `${out}}`;
}

/**
 * json.dumps(value, indent=2) as approximately writes its files: key order kept, numbers in
 * their source spelling (so a file we re-sign differs from the original only where we changed it).
 */
export function pyIndented(value: LJ, indent = 2, level = 0): string {
  if (value === null || typeof value === "boolean" || typeof value === "string") return pyCanonical(value);
  if (value instanceof LosslessNumber) return value.text;
  const pad = " ".repeat(indent * (level + 1));
  const end = " ".repeat(indent * level);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[\n${value.map((v) => pad + pyIndented(v, indent, level + 1)).join(",\n")}\n${end}]`;
  }
  if (value.size === 0) return "{}";
  const parts: string[] = [];
  for (const [k, v] of value) parts.push(`${pad}${pyString(k)}: ${pyIndented(v, indent, level + 1)}`);
  return `{\n${parts.join(",\n")}\n${end}}`;
}

/** Python's str() of a scalar, as an f-string writes it (approximately's seed uses this). */
export function pyStr(value: LJ | undefined): string {
  if (value === undefined || value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "string") return value;
  if (value instanceof LosslessNumber) {
    const t = pyNumberText(value.text);
    // str(float('inf')) is "inf", but json.dumps writes "Infinity".
    if (t === "Infinity") return "inf";
    if (t === "-Infinity") return "-inf";
    if (t === "NaN") return "nan";
    return t;
  }
  // Containers in a seed field would be Python reprs; we do not reproduce those.
  return pyCanonical(value);
}

/** A number whose Python spelling cannot be known from its JS value (see pyCanonicalPlain). */
export class AmbiguousNumber extends Error {
  override name = "AmbiguousNumber";
}

const TWO53 = 2 ** 53;

/**
 * json.dumps(sort_keys=True) over JSON.parse output. Valid only when the source text has no
 * float literal with an integral value (`480.0`, `1e3`): hasIntegralFloats checks that, and
 * -0 or integers past 2^53 throw AmbiguousNumber, so a caller can fall back to the scanner.
 * `asciiStrings`: every string in `v` is already in Python's form between quotes (isPlainText
 * said so of the text it was parsed from), so none is looked at.
 */
export function pyCanonicalPlain(v: unknown, asciiStrings = false): string {
  return plain(v, asciiStrings, 0);
}

function plain(v: unknown, asciiStrings: boolean, depth: number): string {
  switch (typeof v) {
    case "string":
      return asciiStrings ? `"${v}"` : pyString(v);
    case "number":
      if (!Number.isInteger(v)) return pyFloatRepr(v);
      if (Object.is(v, -0) || Math.abs(v) >= TWO53) throw new AmbiguousNumber(String(v));
      return String(v);
    case "boolean":
      return v ? "true" : "false";
    case "object":
      if (v === null) return "null";
      break;
    default:
      throw new AmbiguousNumber(`not JSON data: ${typeof v}`);
  }
  if (depth > 512) throw new AmbiguousNumber("nested too deeply");
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    let out = `[${plain(v[0], asciiStrings, depth + 1)}`;
    for (let i = 1; i < v.length; i++) out += `, ${plain(v[i], asciiStrings, depth + 1)}`;
    return `${out}]`;
  }
  const o = v as Record<string, unknown>;
  const keys = Object.keys(o);
  if (keys.length === 0) return "{}";
  const shape = shapeOf(keys);
  const sorted = shape.sorted;
  const lits = shape.lits;
  let out = "{";
  for (let i = 0; i < sorted.length; i++) out += lits[i] + plain(o[sorted[i] as string], asciiStrings, depth + 1);
  return `${out}}`;
}

/** An object's keys in Python's order, each with what precedes its value (`, "key": `). */
interface Shape {
  /** The keys in the order Object.keys gave them: what a lookup compares. */
  own: readonly string[];
  sorted: string[];
  lits: string[];
  /** The next shape whose first key is the same, and how many there are from this one on. */
  next: Shape | undefined;
  chain: number;
}

// The objects of a trace share a few shapes (every step has the same keys, every tool call):
// sorting and escaping their keys once a shape, not once an object, is most of what the
// canonical form of a step costs. Found by first key, then key by key (no joined id to build).
// Bounded in count, in keys and characters a shape, and in shapes a first key (so a lookup
// stays short): a store whose objects all differ just sorts each, as before.
const shapes = new Map<string, Shape>();
let shapeCount = 0;
const MAX_SHAPES = 2048;
const MAX_SHAPE_KEYS = 256;
const MAX_SHAPE_KEY_CHARS = 4096;
const MAX_CHAIN = 32;

function shapeOf(keys: string[]): Shape {
  const first = keys[0] as string;
  const head = shapes.get(first);
  const n = keys.length;
  search: for (let s = head; s !== undefined; s = s.next) {
    const own = s.own;
    if (own.length !== n) continue;
    for (let i = 1; i < n; i++) if (own[i] !== keys[i]) continue search;
    return s;
  }
  const own = keys.slice();
  const sorted = sortKeys(keys);
  const lits = sorted.map((k, i) => `${i ? ", " : ""}${pyString(k)}: `);
  const next = head !== undefined && head.chain < MAX_CHAIN ? head : undefined;
  const shape: Shape = { own, sorted, lits, next, chain: (next?.chain ?? 0) + 1 };
  let chars = 0;
  for (const k of own) chars += k.length;
  if (n <= MAX_SHAPE_KEYS && chars <= MAX_SHAPE_KEY_CHARS) {
    if (shapeCount >= MAX_SHAPES) {
      shapes.clear();
      shapeCount = 0;
      shape.next = undefined;
      shape.chain = 1;
    }
    shapes.set(first, shape);
    shapeCount++;
  }
  return shape;
}

/** Python's str() of a plain scalar (the seed's fields). */
export function pyStrPlain(v: unknown): string {
  if (v === undefined || v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "string") return v;
  if (typeof v === "number") {
    if (Number.isNaN(v)) return "nan";
    if (!Number.isFinite(v)) return v > 0 ? "inf" : "-inf";
    return pyCanonicalPlain(v);
  }
  return pyCanonicalPlain(v);
}

/**
 * True when every string JSON.parse reads from `text` (keys too) is written by Python's
 * json.dumps(ensure_ascii=True) as itself between quotes: the text has no backslash (so no
 * escape, and no quote inside a string), no DEL and nothing outside ASCII (each of which would
 * take more than one UTF-8 byte). Raw control characters cannot be inside a valid JSON string.
 */
export function isPlainText(text: string): boolean {
  return text.indexOf("\\") < 0 && text.indexOf("\x7f") < 0 && Buffer.byteLength(text, "utf8") === text.length;
}

// An exponent ends a number, so a letter or digit right after its digits (hex text, mostly)
// rules the candidate out inside the one expression, without a call back for each.
const EXPONENT = /[0-9][eE][-+]?[0-9]+(?![0-9A-Za-z])/g;
const LITERAL = /-?[0-9][-+.eE0-9]*/y;
const FLOATY = /[.eE]/;

/**
 * True when the text holds a float literal with an integral value (480.0, 1e3,
 * 4503599627370497.5), whose Python type JSON.parse hides: without one, JSON.parse output
 * hashes as Python's json.loads output does, with pyCanonicalPlain refusing what else it
 * cannot know (-0, integers past 2^53). The text must be valid JSON (what JSON.parse accepted).
 *
 * Every float literal has a digit followed by "." or "e"/"E" in it: dots are found by indexOf
 * (few, and fast to find), exponents by one expression. A candidate counts when it stands where
 * a number can start (after ':', ',' or '[', or at the start, blanks aside); inside strings such
 * text only sends a trace to the exact (slower) path, never lets an ambiguous number through.
 */
export function hasIntegralFloats(text: string): boolean {
  for (let at = text.indexOf("."); at >= 0; at = text.indexOf(".", at + 1)) {
    if (at > 0 && isDigit(text.charCodeAt(at - 1)) && integralAt(text, at - 1)) return true;
  }
  EXPONENT.lastIndex = 0;
  for (let m = EXPONENT.exec(text); m !== null; m = EXPONENT.exec(text)) {
    if (integralAt(text, m.index)) return true;
  }
  return false;
}

const isDigit = (c: number): boolean => c >= DIGIT_0 && c <= DIGIT_9;

/** Whether the digit at `at` ends the integer part of a number literal with an integral value. */
function integralAt(text: string, at: number): boolean {
  let start = at;
  while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
  if (start > 0 && text.charCodeAt(start - 1) === MINUS) start--;
  let k = start - 1;
  while (k >= 0 && isJsonSpace(text.charCodeAt(k))) k--;
  if (k >= 0) {
    const c = text.charCodeAt(k);
    if (c !== COLON && c !== COMMA && c !== LBRACKET) return false;
  }
  LITERAL.lastIndex = start;
  const m = LITERAL.exec(text);
  return m !== null && ambiguousLiteral(m[0]);
}

function ambiguousLiteral(t: string): boolean {
  if (!FLOATY.test(t)) return false;
  const x = Number(t);
  return Number.isInteger(x) || Object.is(x, -0) || Number.isNaN(x);
}
