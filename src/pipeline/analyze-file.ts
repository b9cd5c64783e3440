// The unit of work of a run: one file read (JSONL line by line) and each of its traces
// analysed as it comes, so only one trace of the file is ever held. Runs on the main thread
// or in a pool worker; it logs nothing itself (workers have no logger) and returns what it
// skipped for the caller to report.
import { readTraces } from "../trace/read.js";
import type { Format, Skipped } from "../trace/model.js";
import type { TraceResult } from "../report/model.js";
import { analyzeTrace, type AnalyzeOptions } from "../analyze/analyze.js";
import { compactResult, DEFAULT_LIMITS, type CompactLimits } from "./compact.js";

export interface FileOptions extends AnalyzeOptions {
  format: Format | "auto";
  limits?: CompactLimits;
}

export interface FileResult {
  traces: TraceResult[];
  skipped: Skipped[];
}

export async function analyzeFile(file: string, options: FileOptions): Promise<FileResult> {
  const traces: TraceResult[] = [];
  const skipped: Skipped[] = [];
  const limits = options.limits ?? DEFAULT_LIMITS;
  try {
    for await (const item of readTraces(file, { format: options.format })) {
      if ("skipped" in item) skipped.push(item.skipped);
      else traces.push(compactResult(analyzeTrace(item.trace, options), limits));
    }
  } catch (err) {
    // An importer or detector bug must not hide the other files' verdicts: the file is
    // reported with the reason, and whatever it yielded before stays.
    skipped.push({ file, reason: `could not be read: ${err instanceof Error ? err.message : String(err)}` });
  }
  return { traces, skipped };
}
