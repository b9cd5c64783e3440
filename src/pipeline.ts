// import → verify → attribute → summarize, over a list of files. Pure of the network and of
// GitHub: the CLI, the action and the benchmarks all call this one function.
import type { Logger } from "./log.js";
import { readTraces } from "./trace/read.js";
import type { Format, Skipped } from "./trace/model.js";
import type { RunResult, TraceResult } from "./report/model.js";
import { summarize } from "./report/summary.js";
import { analyzeTrace, type AnalyzeOptions } from "./analyze/analyze.js";

export interface PipelineOptions extends AnalyzeOptions {
  format: Format | "auto";
  /** Files read at once; each streams its traces, so memory stays bounded by this. */
  concurrency?: number;
}

export interface PipelineInput {
  /** Display paths (relative to the working folder), in report order. */
  files: string[];
  /** Inputs already known to be unreadable (patterns matching nothing, refused archives). */
  skipped?: Skipped[];
}

async function analyzeFile(file: string, options: PipelineOptions, logger: Logger) {
  const traces: TraceResult[] = [];
  const skipped: Skipped[] = [];
  for await (const item of readTraces(file, { format: options.format })) {
    if ("skipped" in item) {
      skipped.push(item.skipped);
      const where = item.skipped.line ? `${item.skipped.file}:${item.skipped.line}` : item.skipped.file;
      logger.warning(`skipped ${where}: ${item.skipped.reason}`, { file: item.skipped.file, ...(item.skipped.line ? { line: item.skipped.line } : {}) });
      continue;
    }
    traces.push(analyzeTrace(item.trace, options));
  }
  return { traces, skipped };
}

export async function runPipeline(input: PipelineInput, options: PipelineOptions, logger: Logger): Promise<RunResult> {
  const perFile: { traces: TraceResult[]; skipped: Skipped[] }[] = new Array(input.files.length);
  const limit = Math.max(1, options.concurrency ?? 4);
  let next = 0;
  async function worker() {
    while (next < input.files.length) {
      const i = next++;
      const file = input.files[i]!;
      try {
        perFile[i] = await analyzeFile(file, options, logger);
      } catch (err) {
        // An importer bug must not hide the other files' verdicts.
        const reason = `could not be read: ${err instanceof Error ? err.message : String(err)}`;
        logger.error(`${file}: ${reason}`, { file });
        perFile[i] = { traces: [], skipped: [{ file, reason }] };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, input.files.length) }, worker));
  const traces = perFile.flatMap((r) => r.traces);
  const skipped = [...(input.skipped ?? []), ...perFile.flatMap((r) => r.skipped)];
  return { summary: summarize(traces, input.files.length, skipped.length), traces, skipped };
}
