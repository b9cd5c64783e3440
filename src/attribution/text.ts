// Bounded text helpers. Traces can hold megabyte strings and 100,000 steps, so every
// function here caps the work it does; attribution stays linear in the trace's size.
import { isSecretKey } from "../untrusted/redact.js";
import { memoOfNames } from "./memo.js";

/** Longest quote an evidence item carries. */
export const QUOTE_MAX = 160;

const REDACTED_BY_KEY = "[REDACTED:secret-pair]";

// isSecretKey() lower-cases and strips each key it reads; tool arguments repeat a few key names.
const secretKey = memoOfNames(isSecretKey, 64);

/**
 * Render any step field as text, never reading more than `max` characters' worth. An object's
 * values are rendered, with the value of a secret-named key (`password`, `api_key`, …) replaced:
 * rendered text keeps values, not keys (`set_password(hunter2 root)`), so after this nothing
 * downstream could tell a plain-word password from any other word.
 */
export function boundedText(value: unknown, max: number): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value.length > max ? sliceWhole(value, 0, max) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let out = "";
  let parts = 0;
  let budget = max;
  // Iterative walk with an explicit stack: deep or cyclic objects cannot blow the call stack.
  const stack: unknown[] = [value];
  // Objects already walked; made only once a second object turns up (most arguments are flat).
  let first: object | undefined;
  let seen: Set<object> | undefined;
  let visits = 0;
  while (stack.length > 0 && budget > 0 && visits < 10_000) {
    visits++;
    const v = stack.pop();
    if (v === undefined || v === null) continue;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") {
      const s = typeof v === "string" ? v.slice(0, budget) : String(v);
      out = parts++ === 0 ? s : `${out} ${s}`;
      budget -= s.length + 1;
    } else if (typeof v === "object") {
      if (first === undefined) first = v;
      else {
        seen ??= new Set<object>([first]);
        if (seen.has(v)) continue;
        seen.add(v);
      }
      if (Array.isArray(v)) {
        for (let i = Math.min(v.length, 1000) - 1; i >= 0; i--) stack.push(v[i]);
      } else {
        const obj = v as Record<string, unknown>;
        const keys = Object.keys(obj);
        for (let i = Math.min(keys.length, 1000) - 1; i >= 0; i--) {
          const k = keys[i]!;
          const x = obj[k];
          stack.push(x !== null && x !== "" && secretKey(k) ? REDACTED_BY_KEY : x);
        }
      }
    }
  }
  return out;
}

/** `JSON.stringify(s)` for a string: written as it is when nothing in it needs escaping. */
function jsonString(s: string): string {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 34 /* " */ || c === 92 /* \ */ || (c >= 0xd800 && c <= 0xdfff)) return JSON.stringify(s);
  }
  return `"${s}"`;
}

// Argument objects repeat a few key names: each is quoted once, in a bounded memo of this module's own.
const quotedKeys = new Map<string, string>();
function jsonKey(k: string): string {
  let q = quotedKeys.get(k);
  if (q === undefined) {
    q = jsonString(k);
    if (k.length <= 64) {
      if (quotedKeys.size >= 4096) quotedKeys.clear();
      quotedKeys.set(k, q);
    }
  }
  return q;
}

/** Sorts a few keys in place, in the order `keys.sort()` gives (UTF-16 code units; keys are distinct). */
function sortFew(keys: string[]): void {
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!;
    let j = i - 1;
    while (j >= 0 && keys[j]! > k) {
      keys[j + 1] = keys[j]!;
      j--;
    }
    keys[j + 1] = k;
  }
}

/** Appends the canonical form of `v` to `out`; stops adding once `out` is past `max`. */
function appendKey(out: string, v: unknown, depth: number, max: number): string {
  if (out.length > max) return out;
  if (depth > 8) return `${out}…`;
  if (v === undefined) return `${out}u`;
  if (typeof v === "string") return out + jsonString(v);
  // What JSON.stringify writes for a number or a boolean.
  if (typeof v === "number") return out + (Number.isFinite(v) ? String(v) : "null");
  if (typeof v === "boolean") return out + String(v);
  if (v === null || typeof v !== "object") return out + (JSON.stringify(v) ?? "u");
  if (Array.isArray(v)) {
    out += "[";
    const n = Math.min(v.length, 200);
    for (let i = 0; i < n; i++) {
      if (i > 0) out += ",";
      if (i in v) out = appendKey(out, v[i], depth + 1, max);
    }
    return `${out}]`;
  }
  const obj = v as Record<string, unknown>;
  const keys = Object.keys(obj);
  if (keys.length > 16) keys.sort();
  else if (keys.length > 1) sortFew(keys);
  const n = Math.min(keys.length, 200);
  out += "{";
  for (let i = 0; i < n; i++) {
    if (i > 0) out += ",";
    const k = keys[i]!;
    out = appendKey(`${out + jsonKey(k)}:`, obj[k], depth + 1, max);
  }
  return `${out}}`;
}

/** A stable, bounded key for a value (tool arguments), so identical calls compare equal. */
export function canonicalKey(value: unknown, max = 2000): string {
  // Written into one string as it goes, and stopped once past `max` (the rest would be cut).
  // Same text as `[a,b]` / `{"k":v}` built from joined parts (an array's holes stay empty).
  const out = appendKey("", value, 0, max);
  return out.length > max ? out.slice(0, max) : out;
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/**
 * `text.slice(start, end)` with neither end inside a surrogate pair (an emoji is two UTF-16
 * units): a lone half is not text, and JSON tools and GitHub reject or mangle it. The start
 * moves forward and the end back, so the slice is never longer than asked.
 */
export function sliceWhole(text: string, start: number, end: number = text.length): string {
  if (start > 0 && start < text.length && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start++;
  if (end > 0 && end < text.length && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end))) end--;
  return text.slice(start, Math.max(start, end));
}

/**
 * A short exact quote: at most `max` characters cut from the text as they are (around a match
 * when given), with "…" where text was left out on either side.
 */
export function quote(text: string, around?: number, max = QUOTE_MAX): string {
  let start = around !== undefined && around > max / 2 ? Math.max(0, around - Math.floor(max / 3)) : 0;
  const limit = Math.min(text.length, start + 200);
  while (start < limit && /\s/.test(text[start]!)) start++;
  const end = Math.min(text.length, start + max);
  const q = sliceWhole(text, start, end).trimEnd();
  return `${start > 0 ? "…" : ""}${q}${end < text.length ? "…" : ""}`;
}

const STOP = new Set(
  "a an the and or of to in on for with by at from is are was were be been it this that these those as we i you he she they them our your their its not no do does did can could will would should may might have has had there here then than so if but into out up about over under what which who whom how when where why all any each some such only own same too very just also more most other let lets us me my".split(
    " ",
  ),
);

/** Lower-cased content words (stop words and 1-letter tokens dropped), capped in count. */
export function tokens(text: string, maxTokens = 2000): string[] {
  const out: string[] = [];
  if (maxTokens > 0) {
    scanTokens(text, maxTokens, (t) => {
      out.push(t);
      return false;
    });
  }
  return out;
}

/**
 * `tokens(text, maxTokens).some(test)`, without the list: the scan stops at the first token that
 * passes. The same scan as tokens() (test/attribution/text.test.ts holds them to each other).
 */
export function anyToken(text: string, maxTokens: number, test: (t: string) => boolean): boolean {
  return maxTokens > 0 && scanTokens(text, maxTokens, test) < 0;
}

/**
 * `anyToken(texts.join(" "), maxTokens, test)`, without the joined copy: a space ends every
 * token, so the tokens of the joined text are those of each text in turn.
 */
export function anyTokenIn(texts: readonly string[], maxTokens: number, test: (t: string) => boolean): boolean {
  let left = maxTokens;
  for (const text of texts) {
    if (left <= 0) return false;
    const kept = scanTokens(text, left, test);
    if (kept < 0) return true;
    left -= kept;
  }
  return false;
}

// The scan behind tokens(): /[a-z0-9][a-z0-9_'-]*/g over the lower-cased text, a trailing "'s"
// dropped, stop words skipped; no match objects, and only kept tokens become strings. Returns -1
// at the first token that passes `test`, else how many tokens it kept (at most `maxTokens`).
function scanTokens(text: string, maxTokens: number, test: (t: string) => boolean): number {
  const lower = text.toLowerCase();
  const n = lower.length;
  let kept = 0;
  let i = 0;
  while (i < n) {
    let c = lower.charCodeAt(i);
    if (!((c >= 97 && c <= 122) || (c >= 48 && c <= 57))) {
      i++;
      continue;
    }
    const start = i++;
    while (i < n) {
      c = lower.charCodeAt(i);
      if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 /* _ */ || c === 39 /* ' */ || c === 45 /* - */) i++;
      else break;
    }
    let end = i;
    if (end - start >= 2 && lower.charCodeAt(end - 1) === 115 /* s */ && lower.charCodeAt(end - 2) === 39 /* ' */) end -= 2;
    if (end - start > 1) {
      const t = lower.slice(start, end);
      if (!STOP.has(t)) {
        if (test(t)) return -1;
        if (++kept >= maxTokens) break;
      }
    }
  }
  return kept;
}

/** Jaccard similarity of two token sets. */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) inter++;
  return inter / (a.size + b.size - inter);
}

export function logit(p: number): number {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
}

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}
