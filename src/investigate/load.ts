// Traces of every format blamegate reads, each with the same result the gate computes for it
// (analyzeTrace: attribution, integrity verdict, redaction), streamed one at a time so a verb
// that aggregates never holds a whole store. Bad files become `skipped`, never a throw.
import path from "node:path";
import { collectFiles } from "../collect/files.js";
import { readTraces } from "../trace/read.js";
import { analyzeTrace } from "../analyze/analyze.js";
import type { Format, Skipped, Trace } from "../trace/model.js";
import type { TraceResult } from "../report/model.js";

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
  const collected = await collectFiles(patterns, cwd);
  skipped.push(...collected.missing);
  for (const file of collected.files) {
    for await (const item of readTraces(path.resolve(cwd, file), { format: options.format ?? "auto", display: file })) {
      if ("skipped" in item) {
        skipped.push(item.skipped);
        continue;
      }
      const result = analyzeTrace(item.trace, { integrity: options.integrity ?? "warn", ...(options.signingKey ? { signingKey: options.signingKey } : {}) });
      yield { trace: item.trace, result };
    }
  }
}

export async function loadAnalyzed(patterns: string[], cwd: string, options: LoadOptions = {}): Promise<{ items: Analyzed[]; skipped: Skipped[] }> {
  const skipped: Skipped[] = [];
  const items: Analyzed[] = [];
  for await (const a of analyzedTraces(patterns, cwd, skipped, options)) items.push(a);
  return { items, skipped };
}
