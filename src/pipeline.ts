// import → verify → attribute → summarize, over a list of files. Pure of the network and of
// GitHub: the CLI, the action and the benchmarks all call this one function.
//
// Files stream: each is read (JSONL line by line) and its traces analysed one at a time;
// only compact per-trace results are kept (see pipeline/compact.ts). Small inputs run on the
// main thread with a few files in flight; large ones on a pool of worker threads, one per
// core, with a bounded number of batches in flight. Either way the result is the same, in
// the same order: files in the order given, traces in file order.
import path from "node:path";
import type { Logger } from "./log.js";
import type { Format, Skipped } from "./trace/model.js";
import type { RunResult, TraceResult } from "./report/model.js";
import { summarize } from "./report/summary.js";
import type { AnalyzeOptions } from "./analyze/analyze.js";
import { analyzeFile, type FileOptions, type FileResult } from "./pipeline/analyze-file.js";
import type { CompactLimits } from "./pipeline/compact.js";
import { planRun } from "./pipeline/plan.js";
import { runInPool } from "./pipeline/pool.js";
import { findWorkerUrl } from "./pipeline/worker-url.js";
import { Interner, unpackTraces } from "./pipeline/unpack.js";

export interface PipelineOptions extends AnalyzeOptions {
  format: Format | "auto";
  /** Files read at once on the main thread; each streams its traces. */
  concurrency?: number;
  /** Worker threads: "auto" (default) uses every core for large inputs and none for small ones; 0 never. */
  workers?: number | "auto";
  /** The worker script, when not the bundled dist/pipeline-worker.js (tests build their own). */
  workerUrl?: URL | string;
  /** How much of each trace's result is kept; defaults in pipeline/compact.ts. */
  limits?: CompactLimits;
}

export interface PipelineInput {
  /** Display paths (relative to the working folder), in report order. */
  files: string[];
  /** Inputs already known to be unreadable (patterns matching nothing, refused archives). */
  skipped?: Skipped[];
  /** Folder `files` are relative to; default the process's working folder. */
  cwd?: string;
}

/** What each file's analysis needs: every per-trace option passes through untouched (plain data, so it crosses to workers). */
function fileOptions(options: PipelineOptions, cwd: string | undefined): FileOptions {
  const { concurrency: _c, workers: _w, workerUrl: _u, ...perFile } = options;
  const out: FileOptions = { ...perFile };
  if (cwd !== undefined) out.cwd = cwd;
  return out;
}

interface Unpacked {
  traces: TraceResult[];
  skipped: Skipped[];
}

/**
 * Collects files' results as they complete (in any order), unpacks them, and logs each file's
 * skipped items in file order.
 */
function orderedReporter(count: number, logger: Logger) {
  const done: (Unpacked | undefined)[] = new Array(count);
  const interner = new Interner();
  let logged = 0;
  return {
    done,
    add(index: number, result: FileResult) {
      done[index] = { traces: unpackTraces(result, interner), skipped: result.skipped };
      while (logged < count && done[logged] !== undefined) {
        for (const s of done[logged]!.skipped) {
          const where = s.line ? `${s.file}:${s.line}` : s.file;
          logger.warning(`skipped ${where}: ${s.reason}`, { file: s.file, ...(s.line ? { line: s.line } : {}) });
        }
        logged++;
      }
    },
  };
}

async function runOnMainThread(files: readonly string[], options: FileOptions, limit: number, add: (i: number, r: FileResult) => void) {
  let next = 0;
  async function lane() {
    while (next < files.length) {
      const i = next++;
      add(i, await analyzeFile(files[i]!, options));
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, files.length) }, lane));
}

export async function runPipeline(input: PipelineInput, options: PipelineOptions, logger: Logger): Promise<RunResult> {
  const files = input.files;
  const perFile = fileOptions(options, input.cwd);
  const reporter = orderedReporter(files.length, logger);
  const plan = await planRun(input.cwd ? files.map((f) => path.resolve(input.cwd!, f)) : files, options.workers ?? "auto");
  const workerUrl = plan.workers > 0 ? (options.workerUrl ?? findWorkerUrl()) : null;

  if (plan.workers > 0 && workerUrl) {
    logger.debug(`analysing ${files.length} files on ${plan.workers} worker threads`);
    await runInPool(
      files,
      { options: perFile },
      { workers: plan.workers, workerUrl, batchFiles: plan.batchFiles },
      reporter.add,
      async (i, file) => {
        logger.warning(`${file}: a worker thread stopped while reading it; reading it again on the main thread`);
        reporter.add(i, await analyzeFile(file, perFile));
      },
    );
  } else {
    if (plan.workers > 0) logger.debug("no worker script found next to the bundle; analysing on the main thread");
    await runOnMainThread(files, perFile, Math.max(1, options.concurrency ?? 4), reporter.add);
  }

  const traces: TraceResult[] = [];
  const skipped: Skipped[] = [...(input.skipped ?? [])];
  for (const r of reporter.done) {
    if (!r) continue;
    for (const t of r.traces) traces.push(t);
    for (const s of r.skipped) skipped.push(s);
  }
  return { summary: summarize(traces, files.length, skipped.length), traces, skipped };
}
