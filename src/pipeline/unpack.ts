// Turns packed per-file results back into TraceResult objects on the main thread, sharing
// one copy of each short repeated string (mode ids, detector names, kinds, agent names,
// reasons): across 100,000 results the same few hundred strings recur millions of times.
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

export class Interner {
  private readonly seen = new Map<string, string>();

  string(s: string): string {
    if (s.length > MAX_INTERNED) return s;
    const hit = this.seen.get(s);
    if (hit !== undefined) return hit;
    if (this.seen.size < MAX_ENTRIES) this.seen.set(s, s);
    return s;
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
