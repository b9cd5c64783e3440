// Traces of every format blamegate reads, each with the same result the gate computes for it
// (analyzeTrace: attribution, integrity verdict, redaction), streamed one at a time so a verb
// that aggregates never holds a whole store. Bad files become `skipped`, never a throw.
import { tracesIn } from "../collect/read-traces.js";
import { analyzeTrace } from "../results/analyze-trace.js";
import type { Format, Skipped, Trace } from "../trace/model.js";
import type { TraceResult } from "../results/model.js";

export interface Analyzed {
  trace: Trace;
  result: TraceResult;
}

export interface LoadOptions {
  format?: Format | "auto";
  /** Verify hash chains (default warn: the verdict is recorded, nothing is refused). */
  integrity?: "off" | "warn" | "require";
  signingKey?: string;
}

export async function* analyzedTraces(patterns: string[], cwd: string, skipped: Skipped[], options: LoadOptions = {}): AsyncGenerator<Analyzed> {
  for await (const trace of tracesIn(patterns, cwd, skipped, options.format ?? "auto")) {
    const result = analyzeTrace(trace, { integrity: options.integrity ?? "warn", ...(options.signingKey ? { signingKey: options.signingKey } : {}) });
    yield { trace, result };
  }
}

export async function loadAnalyzed(patterns: string[], cwd: string, options: LoadOptions = {}): Promise<{ items: Analyzed[]; skipped: Skipped[] }> {
  const skipped: Skipped[] = [];
  const items: Analyzed[] = [];
  for await (const a of analyzedTraces(patterns, cwd, skipped, options)) items.push(a);
  return { items, skipped };
}
