// Turns packed per-file results back into TraceResult objects on the main thread, sharing
// one copy of each short repeated string (mode ids, detector names, kinds, agent names,
// reasons): across 100,000 results the same few hundred strings recur millions of times.
// Results made on the main thread itself are kept as the objects they are (Interner.adopt).
import type { TraceResult } from "../results/model.js";
import type { FileResult } from "./one-file.js";

/** Strings longer than this are rarely repeated (quotes, messages) and are left as they are. */
const MAX_INTERNED = 64;
/**
 * Distinct strings remembered. The ones that repeat (modes, detectors, kinds, agents, reasons)
 * show up in the first few files; ids, paths and quotes are unique and would only grow the
 * table, costing memory and time for nothing.
 */
const MAX_ENTRIES = 20_000;

/**
 * V8 makes a substring (slice, trim, a regular expression's match) or a concatenation at least
 * this long as a view of the text it came from, which keeps that whole text alive; shorter ones
 * are copies.
 */
const MIN_VIEW = 13;

/**
 * A copy of `s` that shares nothing with the text it may have been cut from. The concatenation is
 * made flat (copied) when it is sliced, and the slice then refers to that copy alone: one
 * character longer than `s`, where the text `s` came from may be a megabyte step.
 */
function detached(s: string): string {
  return s.length < MIN_VIEW ? s : (" " + s).slice(1);
}

export class Interner {
  private readonly seen = new Map<string, string>();

  string(s: string): string {
    if (s.length > MAX_INTERNED) return s;
    const hit = this.seen.get(s);
    if (hit !== undefined) return hit;
    if (this.seen.size < MAX_ENTRIES) this.seen.set(s, s);
    return s;
  }

  /** string(), for a string that may be a view of a larger text: what it returns is not. */
  private owned(s: string): string {
    if (s.length > MAX_INTERNED) return detached(s);
    const hit = this.seen.get(s);
    if (hit !== undefined) return hit;
    const own = detached(s);
    if (this.seen.size < MAX_ENTRIES) this.seen.set(own, own);
    return own;
  }

  /**
   * A result made on this thread, to keep. When it is JSON already (plain objects and arrays,
   * strings, finite numbers other than -0, booleans, null; nothing undefined), it is kept as it
   * is: the JSON round trip a worker's results take would give an equal copy, at the cost of
   * writing and parsing it. Its strings are made its own on the way (interned, or copied out of
   * the step text a quote was cut from), so the trace it came from can go. A result holding
   * anything else takes the round trip, and is what JSON makes of it.
   */
  adopt(result: TraceResult): TraceResult {
    // A result shares no object between its parts (attribution copies what the verdict quotes of a
    // finding), so keeping it is keeping what JSON would give: test/pipeline/unpack.test.ts looks
    // for any sharing over every real trace.
    if (this.own(result)) return result;
    const copy = JSON.parse(JSON.stringify(result)) as TraceResult;
    this.walk(copy);
    return copy;
  }

  /** True when `value` is plain JSON; its strings are replaced by owned() ones, in place, as it goes. */
  private own(value: object): boolean {
    if (Array.isArray(value)) {
      if (Object.getPrototypeOf(value) !== Array.prototype) return false;
      for (let i = 0; i < value.length; i++) {
        const v: unknown = value[i];
        // Assigned whatever it is: strings compare by their characters, never as the same string or not.
        if (typeof v === "string") value[i] = this.owned(v);
        else if (!this.plain(v)) return false;
      }
      return true;
    }
    if (Object.getPrototypeOf(value) !== Object.prototype) return false;
    const obj = value as Record<string, unknown>;
    for (const key in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, key)) return false;
      const v = obj[key];
      if (typeof v === "string") {
        // A "__proto__" key is data, as JSON.parse makes it: defined, not assigned.
        if (key === "__proto__") Object.defineProperty(obj, key, { value: this.owned(v), writable: true, enumerable: true, configurable: true });
        else obj[key] = this.owned(v);
      } else if (!this.plain(v)) return false;
    }
    return true;
  }

  /** A value other than a string that JSON keeps as it is (an object or array: walked by own()). */
  private plain(v: unknown): boolean {
    switch (typeof v) {
      case "boolean":
        return true;
      case "number":
        return Number.isFinite(v) && !Object.is(v, -0);
      case "object":
        return v === null || this.own(v);
      default:
        return false;
    }
  }

  /** Replaces every short string inside `value` by its shared copy, in place. */
  walk(value: unknown): void {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const v: unknown = value[i];
        if (typeof v === "string") value[i] = this.string(v);
        else if (v !== null && typeof v === "object") this.walk(v);
      }
    } else if (value !== null && typeof value === "object") {
      const obj = value as Record<string, unknown>;
      for (const key of Object.keys(obj)) {
        const v = obj[key];
        if (typeof v === "string") obj[key] = this.string(v);
        else if (v !== null && typeof v === "object") this.walk(v);
      }
    }
  }
}

export function unpackTraces(result: Pick<FileResult, "traces">, interner: Interner): TraceResult[] {
  // The text is our own JSON.stringify output of TraceResult values, made by this build.
  // One result a line (one-file.ts): raw newlines occur only between results.
  if (result.traces.length === 0) return [];
  const traces = JSON.parse(`[${result.traces.replace(/\n/g, ",")}]`) as TraceResult[];
  interner.walk(traces);
  return traces;
}
