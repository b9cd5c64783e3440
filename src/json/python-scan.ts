// The fast path of verification: turns a native trace's JSON text straight into the canonical
// text the chains hash (Python's json.dumps(sort_keys=True)), in one pass, without building a
// tree. Strings already escaped the way Python escapes them are copied as they are; numbers go
// through Python's int/float spelling. It must agree exactly with pyCanonical(parseLossless(t)),
// which a property test checks; signing uses that slower, tree-based path.
import { BACKSLASH, COLON, COMMA, DIGIT_0, DIGIT_9, isJsonSpace, LBRACE, LBRACKET, MINUS, QUOTE, RBRACE, RBRACKET, SLASH } from "./chars.js";
import { MAX_DEPTH } from "./parse.js";
import { compareCodePoints } from "./code-points.js";
import { pyNumberText, pyString } from "./python.js";

export class ScanError extends Error {
  override name = "ScanError";
}

export interface ScannedTrace {
  /** Canonical header: every top-level member but `steps`, with `meta.integrity` left out. */
  header: string;
  steps: string[];
  seedInput: string;
  /** The raw JSON text of meta.integrity, if there is one. */
  integrityText: string | null;
}

const HEX = new Int8Array(128).fill(-1);
for (let c = 0; c < 10; c++) HEX[0x30 + c] = c;
for (let c = 0; c < 6; c++) HEX[0x61 + c] = 10 + c;
const HEX_ANY = new Int8Array(128).fill(-1);
for (let c = 0; c < 128; c++) HEX_ANY[c] = HEX[c] as number;
for (let c = 0; c < 6; c++) HEX_ANY[0x41 + c] = 10 + c;

const NUM = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const SLOW_STRING = /[\\\x00-\x1f\x7f-\uffff]/;

interface Member {
  key: string;
  /** The key as Python writes it (quoted, escaped). */
  lit: string;
  value: string;
}

const byCodeUnit = (a: Member, b: Member): number => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const byCodePoint = (a: Member, b: Member): number => compareCodePoints(a.key, b.key);

/**
 * Sorts members by key as Python does; a repeated key keeps its last value, as a dict does.
 * `astral` says a key may hold surrogates, where UTF-16 order and code-point order differ.
 */
function joinSorted(members: Member[], astral: boolean): string {
  if (members.length === 0) return "{}";
  members.sort(astral ? byCodePoint : byCodeUnit);
  let out = "{";
  let first = true;
  for (let i = 0; i < members.length; i++) {
    const m = members[i] as Member;
    const next = members[i + 1];
    if (next !== undefined && next.key === m.key) continue;
    out += `${first ? "" : ", "}${m.lit}: ${m.value}`;
    first = false;
  }
  return `${out}}`;
}

export function scanTrace(text: string): ScannedTrace {
  let i = 0;
  const n = text.length;
  const fail = (what: string): never => {
    throw new ScanError(`${what} at offset ${i}`);
  };
  const skip = (): void => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (isJsonSpace(c)) i++;
      else return;
    }
  };

  // Returns [decoded, canonical] of the string literal at i. Canonical is the source slice when
  // the literal is already in Python's ensure_ascii form; otherwise it is re-encoded.
  let decoded = "";
  let astral = false; // the last decoded string may hold surrogates
  const string = (): string => {
    const start = i;
    // Fast path: no escape, no control or non-ASCII character — the literal is already canonical.
    const q = text.indexOf('"', i + 1);
    if (q > 0) {
      const seg = text.slice(i + 1, q);
      if (!SLOW_STRING.test(seg)) {
        i = q + 1;
        decoded = seg;
        astral = false;
        return text.slice(start, i);
      }
    }
    i++;
    let pythonForm = true;
    let hasEscape = false;
    for (;;) {
      if (i >= n) fail("unterminated string");
      const c = text.charCodeAt(i);
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        hasEscape = true;
        const e = text.charCodeAt(i + 1);
        if (e === 0x75) {
          let v = 0;
          for (let k = 2; k < 6; k++) {
            const d = text.charCodeAt(i + k);
            const h = d < 128 ? (HEX_ANY[d] as number) : -1;
            if (h < 0) fail("bad \\u escape");
            if ((HEX[d] as number) < 0) pythonForm = false;
            v = v * 16 + h;
          }
          // Python writes printable ASCII as itself and \n etc. in their short forms.
          if ((v >= 0x20 && v < 0x7f) || v === 0x0a || v === 0x0d || v === 0x09 || v === 0x08 || v === 0x0c) pythonForm = false;
          i += 6;
        } else if (e === QUOTE || e === BACKSLASH || e === 0x6e || e === 0x72 || e === 0x74 || e === 0x62 || e === 0x66) i += 2;
        else if (e === SLASH) {
          pythonForm = false;
          i += 2;
        } else fail("bad escape in string");
        continue;
      }
      if (c < 0x20) fail("control character in string");
      if (c >= 0x7f) pythonForm = false;
      i++;
    }
    i++;
    const literal = text.slice(start, i);
    astral = !pythonForm || (hasEscape && /\\u[dD][89a-fA-F]/.test(literal));
    if (!hasEscape) {
      decoded = literal.slice(1, -1);
      return pythonForm ? literal : pyString(decoded);
    }
    decoded = JSON.parse(literal) as string;
    return pythonForm ? literal : pyString(decoded);
  };

  let scalarText: string | null = null; // Python str() of the last scalar, for the seed
  const value = (depth: number): string => {
    skip();
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const s = string();
      scalarText = decoded;
      return s;
    }
    if (c === LBRACE) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      i++;
      const members: Member[] = [];
      let anyAstral = false;
      skip();
      if (text.charCodeAt(i) === RBRACE) {
        i++;
        return "{}";
      }
      for (;;) {
        skip();
        if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
        const lit = string();
        const key = decoded;
        anyAstral ||= astral;
        skip();
        if (text.charCodeAt(i) !== COLON) fail("expected ':'");
        i++;
        members.push({ key, lit, value: value(depth + 1) });
        skip();
        const d = text.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === RBRACE) break;
        i--;
        fail("expected ',' or '}'");
      }
      scalarText = null;
      return joinSorted(members, anyAstral);
    }
    if (c === LBRACKET) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      i++;
      skip();
      if (text.charCodeAt(i) === RBRACKET) {
        i++;
        return "[]";
      }
      let out = "[";
      for (let k = 0; ; k++) {
        out += (k ? ", " : "") + value(depth + 1);
        skip();
        const d = text.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === RBRACKET) break;
        i--;
        fail("expected ',' or ']'");
      }
      scalarText = null;
      return `${out}]`;
    }
    return scalar();
  };

  const word = (w: string, canon: string, str: string): string => {
    if (!text.startsWith(w, i)) fail("unexpected character");
    i += w.length;
    scalarText = str;
    return canon;
  };
  const scalar = (): string => {
    const c = text.charCodeAt(i);
    if (c === 0x74) return word("true", "true", "True");
    if (c === 0x66) return word("false", "false", "False");
    if (c === 0x6e) return word("null", "null", "None");
    if (c === 0x4e) return word("NaN", "NaN", "nan");
    if (c === 0x49) return word("Infinity", "Infinity", "inf");
    if (c === MINUS && text.startsWith("-Infinity", i)) return word("-Infinity", "-Infinity", "-inf");
    // Fast path: a plain non-negative int (most numbers in traces) is its own canonical form.
    if (c > DIGIT_0 && c <= DIGIT_9) {
      let j = i + 1;
      let d = text.charCodeAt(j);
      while (d >= DIGIT_0 && d <= DIGIT_9) d = text.charCodeAt(++j);
      if (d !== 0x2e && d !== 0x65 && d !== 0x45) {
        const t = text.slice(i, j);
        i = j;
        scalarText = t;
        return t;
      }
    }
    NUM.lastIndex = i;
    const m = NUM.exec(text);
    if (!m) return fail(i >= n ? "unexpected end of input" : "unexpected character");
    i += m[0].length;
    const t = pyNumberText(m[0]);
    scalarText = t === "Infinity" ? "inf" : t === "-Infinity" ? "-inf" : t;
    return t;
  };

  // Passes over a value without canonicalising it (the integrity block is read by JSON.parse).
  const skipValue = (depth: number): void => {
    skip();
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; ; ) {
        const q = text.indexOf('"', i);
        if (q < 0) fail("unterminated string");
        let b = q - 1;
        while (text.charCodeAt(b) === BACKSLASH) b--;
        i = q + 1;
        if ((q - 1 - b) % 2 === 0) return;
      }
    }
    if (c === LBRACE || c === LBRACKET) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      const close = c === LBRACE ? RBRACE : RBRACKET;
      i++;
      skip();
      if (text.charCodeAt(i) === close) {
        i++;
        return;
      }
      for (;;) {
        if (c === LBRACE) {
          skipValue(depth + 1);
          skip();
          if (text.charCodeAt(i) !== COLON) fail("expected ':'");
          i++;
        }
        skipValue(depth + 1);
        skip();
        const d = text.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === close) return;
        i--;
        fail("expected ',' or a closing bracket");
      }
    }
    scalar();
  };

  // The top level: steps one by one, meta without its integrity member, the seed's fields.
  skip();
  if (text.charCodeAt(i) !== LBRACE) fail("the trace is not a JSON object");
  i++;
  const header: Member[] = [];
  let headerAstral = false;
  let steps: string[] = [];
  let integrityText: string | null = null;
  const seed: Record<string, string> = { task: "None", model: "None", created_at: "None" };
  skip();
  if (text.charCodeAt(i) === RBRACE) i++;
  else
    for (;;) {
      skip();
      if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
      const keyLit = string();
      const key = decoded;
      headerAstral ||= astral;
      skip();
      if (text.charCodeAt(i) !== COLON) fail("expected ':'");
      i++;
      skip();
      if (key === "steps") {
        if (text.charCodeAt(i) !== LBRACKET) fail("`steps` is not a list");
        i++;
        steps = [];
        skip();
        if (text.charCodeAt(i) === RBRACKET) i++;
        else
          for (;;) {
            steps.push(value(1));
            skip();
            const d = text.charCodeAt(i++);
            if (d === COMMA) continue;
            if (d === RBRACKET) break;
            i--;
            fail("expected ',' or ']'");
          }
      } else if (key === "meta" && text.charCodeAt(i) === LBRACE) {
        i++;
        const members: Member[] = [];
        let metaAstral = false;
        integrityText = null;
        skip();
        if (text.charCodeAt(i) === RBRACE) i++;
        else
          for (;;) {
            skip();
            if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
            const lit = string();
            const mkey = decoded;
            metaAstral ||= astral;
            skip();
            if (text.charCodeAt(i) !== COLON) fail("expected ':'");
            i++;
            skip();
            const start = i;
            if (mkey === "integrity") {
              skipValue(2);
              integrityText = text.slice(start, i);
            } else members.push({ key: mkey, lit, value: value(2) });
            skip();
            const d = text.charCodeAt(i++);
            if (d === COMMA) continue;
            if (d === RBRACE) break;
            i--;
            fail("expected ',' or '}'");
          }
        header.push({ key, lit: keyLit, value: joinSorted(members, metaAstral) });
      } else {
        if (key === "meta") integrityText = null;
        scalarText = null;
        const v = value(1);
        header.push({ key, lit: keyLit, value: v });
        if (key === "task" || key === "model" || key === "created_at") seed[key] = scalarText ?? v;
      }
      skip();
      const d = text.charCodeAt(i++);
      if (d === COMMA) continue;
      if (d === RBRACE) break;
      i--;
      fail("expected ',' or '}'");
    }
  skip();
  if (i < n) fail("unexpected text after the JSON value");
  return { header: joinSorted(header, headerAstral), steps, seedInput: `${seed.task}|${seed.model}|${seed.created_at}`, integrityText };
}
