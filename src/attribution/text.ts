// Bounded text helpers. Traces can hold megabyte strings and 100,000 steps, so every
// function here caps the work it does; attribution stays linear in the trace's size.
import { isSecretKey } from "../untrusted/redact.js";

/** Longest quote an evidence item carries. */
export const QUOTE_MAX = 160;

/**
 * An object's values, with the value of a secret-named key (`password`, `api_key`, …) replaced:
 * rendered text keeps values, not keys (`set_password(hunter2 root)`), so after this nothing
 * downstream could tell a plain-word password from any other word.
 */
function valuesRedactedByKey(obj: Record<string, unknown>): unknown[] {
  return Object.keys(obj).map((k) => (isSecretKey(k) && obj[k] !== null && obj[k] !== "" ? REDACTED_BY_KEY : obj[k]));
}

const REDACTED_BY_KEY = "[REDACTED:secret-pair]";

/** Render any step field as text, never reading more than `max` characters' worth. */
export function boundedText(value: unknown, max: number): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value.length > max ? sliceWhole(value, 0, max) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const parts: string[] = [];
  let budget = max;
  // Iterative walk with an explicit stack: deep or cyclic objects cannot blow the call stack.
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  let visits = 0;
  while (stack.length > 0 && budget > 0 && visits < 10_000) {
    visits++;
    const v = stack.pop();
    if (v === undefined || v === null) continue;
    if (typeof v === "string") {
      const s = v.slice(0, budget);
      parts.push(s);
      budget -= s.length + 1;
    } else if (typeof v === "number" || typeof v === "boolean") {
      const s = String(v);
      parts.push(s);
      budget -= s.length + 1;
    } else if (typeof v === "object") {
      if (seen.has(v)) continue;
      seen.add(v);
      const entries = Array.isArray(v) ? v : valuesRedactedByKey(v as Record<string, unknown>);
      for (let i = Math.min(entries.length, 1000) - 1; i >= 0; i--) stack.push(entries[i]);
    }
  }
  return parts.join(" ");
}

/** A stable, bounded key for a value (tool arguments), so identical calls compare equal. */
export function canonicalKey(value: unknown, max = 2000): string {
  // Written into one string as it goes, and stopped once past `max` (the rest would be cut).
  // Same text as `[a,b]` / `{"k":v}` built from joined parts (an array's holes stay empty).
  let out = "";
  const walk = (v: unknown, depth: number): void => {
    if (out.length > max) return;
    if (depth > 8) {
      out += "…";
      return;
    }
    if (v === undefined) {
      out += "u";
      return;
    }
    if (v === null || typeof v !== "object") {
      out += JSON.stringify(v) ?? "u";
      return;
    }
    if (Array.isArray(v)) {
      out += "[";
      const n = Math.min(v.length, 200);
      for (let i = 0; i < n; i++) {
        if (i > 0) out += ",";
        if (i in v) walk(v[i], depth + 1);
      }
      out += "]";
      return;
    }
    const keys = Object.keys(v as Record<string, unknown>)
      .sort()
      .slice(0, 200);
    out += "{";
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) out += ",";
      const k = keys[i]!;
      out += JSON.stringify(k) + ":";
      walk((v as Record<string, unknown>)[k], depth + 1);
    }
    out += "}";
  };
  walk(value, 0);
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
  // A hand-written scan for /[a-z0-9][a-z0-9_'-]*/g over the lower-cased text, a trailing "'s"
  // dropped: no match objects, and only kept tokens become strings.
  const out: string[] = [];
  if (maxTokens <= 0) return out;
  const lower = text.toLowerCase();
  const n = lower.length;
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
        out.push(t);
        if (out.length >= maxTokens) break;
      }
    }
  }
  return out;
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
