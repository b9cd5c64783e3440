// import → verify → attribute → summarize, over a list of files. Pure of the network and of
// GitHub: the CLI, the action and the benchmarks all call this one function.
//
// Files stream: each is read (JSONL line by line) and its traces analysed one at a time;
// only compact per-trace results are kept (see results/compact.ts). Small inputs run on the
// main thread with a few files in flight; large ones on a pool of worker threads, one per
// core, with a bounded number of batches in flight. Either way the result is the same, in
// the same order: files in the order given, traces in file order.
import path from "node:path";
import type { Logger } from "../log.js";
import type { Format, Skipped } from "../trace/model.js";
import { type RunResult, type TraceResult, traceList, type TraceResults } from "../results/model.js";
import { addTally, countTrace, emptyTally, summaryOf, type Tally } from "../results/summary.js";
import type { AnalyzeOptions } from "../results/analyze-trace.js";
import { analyzeFile, type FileOptions, type FileResult } from "./one-file.js";
import { SidecarListing } from "./sidecar-listing.js";
import type { CompactLimits } from "../results/compact.js";
import { planRun } from "./plan.js";
import { findWorkerUrl } from "./worker-url.js";
import { Interner, unpackTraces } from "./unpack.js";
import { SpillDir, SpillWriter, type SpillSpans } from "./spill.js";
import { SpanTable } from "./span-table.js";
import { quoteInput } from "../gate/inputs.js";
import { collectSetUpGarbage, freezeYoungGeneration, holdYoungGeneration, sizeUpRun } from "../gc-tuning.js";

/**
 * The process event emitted when the last file is analysed, for a probe that listens
 * (bench/tail-probe.mjs). Not a performance mark: the first use of the performance API loads
 * eleven built-in modules (the performance hooks and their timers), on every start (issue 17, cold start).
 */
export const PIPELINE_DONE_MARK = "blamegate:pipeline-done";

export interface PipelineOptions extends AnalyzeOptions {
  format: Format | "auto";
  /** Files read at once on the main thread; each streams its traces. */
  concurrency?: number;
  /** Worker threads: "auto" (default) uses the cores for large inputs and none for small ones (plan.ts); 0 never. */
  workers?: number | "auto";
  /** The most workers "auto" may start (the max-workers setting); plan.ts's bound when not set. */
  maxWorkers?: number;
  /** The worker script, when not the bundled dist/pipeline-worker.js (tests build their own). */
  workerUrl?: URL | string;
  /** How much of each trace's result is kept; defaults in results/compact.ts. */
  limits?: CompactLimits;
  /** Files whose cited steps' lines are taken as they are read (FileOptions.stepLineFiles). */
  stepLineFiles?: ReadonlySet<string>;
}

export interface PipelineInput {
  /** Display paths (relative to the working folder), in report order. */
  files: string[];
  /** Inputs already known to be unreadable (patterns matching nothing, refused archives). */
  skipped?: Skipped[];
  /** Folder `files` are relative to; default the process's working folder. */
  cwd?: string;
  /** Called when the files go to pool workers: the main thread is then free for other work. */
  onPool?: () => void;
}

/** What each file's analysis needs: every per-trace option passes through untouched (plain data, so it crosses to workers). */
function fileOptions(options: PipelineOptions, cwd: string | undefined): FileOptions {
  const { concurrency: _c, workers: _w, maxWorkers: _m, workerUrl: _u, ...perFile } = options;
  const out: FileOptions = { ...perFile };
  if (cwd !== undefined) out.cwd = cwd;
  return out;
}

interface Unpacked {
  traces: TraceResult[];
  /** With spilling: where each of the file's results lies, in file order, and in which source's file. */
  starts: number[];
  ends: number[];
  source: number;
  skipped: Skipped[];
  tally: Tally;
  complete: boolean;
  /** FileResult.stepLines: `[k, step, line, …]` by the result's place k in the file. */
  stepLines?: number[];
}

/**
 * Collects files' results as they arrive (parts ahead of a file's end, files in any order),
 * unpacks them (or, with `spill`, records where a worker spilled them, or spills those made on
 * the main thread to source 0). Once a file and every file before it are complete, it logs the
 * file's skipped items, hands its results to `onTrace`, folds it into the run's totals and lets
 * go of it: what the main thread keeps does not grow by an object a file.
 */
function orderedReporter(count: number, logger: Logger, spill: SpillDir | null, onTrace?: OnTrace) {
  const files: (Unpacked | undefined)[] = new Array(count);
  const interner = new Interner();
  let logged = 0;
  const mainWriter = spill ? new SpillWriter(spill.file(0)) : null;
  // The run's totals, in file order.
  const skipped: Skipped[] = [];
  const tally = emptyTally();
  const spans = new SpanTable();
  const traces: TraceResult[] = [];
  const entry = (index: number): Unpacked => (files[index] ??= { traces: [], starts: [], ends: [], source: 0, skipped: [], tally: emptyTally(), complete: false });
  const take = (e: Unpacked, packed: string | SpillSpans | undefined, source: number) => {
    if (packed === undefined) return;
    if (typeof packed !== "string") {
      e.source = source;
      for (let k = 0; k < packed.starts.length; k++) {
        e.starts.push(packed.starts[k]!);
        e.ends.push(packed.ends[k]!);
      }
    } else if (mainWriter) {
      e.source = 0;
      mainWriter.append(packed, e);
    } else append(e.traces, unpackTraces({ traces: packed }, interner));
  };
  const fold = (done: Unpacked) => {
    for (const s of done.skipped) {
      // File names and parsers' quotes are trace-derived: redacted and escaped here, as loggers
      // print blamegate's own words as they are.
      const where = quoteInput(s.line ? `${s.file}:${s.line}` : s.file, 300);
      logger.warning(`skipped ${where}: ${quoteInput(s.reason, 400)}`, { file: s.file, ...(s.line ? { line: s.line } : {}) });
      skipped.push(s);
    }
    addTally(tally, done.tally);
    const lines = done.stepLines;
    let at = 0;
    // The k-th result's `[step, line, …]`: the triples are in k's order.
    const linesOf = (k: number): number[] | undefined => {
      if (!lines) return undefined;
      const out: number[] = [];
      while (at < lines.length && lines[at]! < k) at += 3;
      for (; at < lines.length && lines[at] === k; at += 3) out.push(lines[at + 1]!, lines[at + 2]!);
      return out.length > 0 ? out : undefined;
    };
    if (spill) {
      if (onTrace) for (let k = 0; k < done.starts.length; k++) onTrace(spill.result(done.source, done.starts[k]!, done.ends[k]!), linesOf(k));
      spans.add(done.source, done);
    } else {
      if (onTrace) done.traces.forEach((t, k) => onTrace(t, linesOf(k)));
      append(traces, done.traces);
    }
  };
  return {
    /** A result made on the main thread, as the run keeps it (unpack.ts Interner.adopt); with a spill file, results made here are spilled as text. */
    keep: spill ? undefined : (t: TraceResult): TraceResult => interner.adopt(t),
    /** `source`: the worker (1-based) the part came from; 0 the main thread. */
    part(index: number, part: string | SpillSpans, source = 0) {
      holdYoungGeneration();
      take(entry(index), part, source);
    },
    /** A file read again after its worker died: what arrived from that worker is dropped. */
    reset(index: number) {
      files[index] = undefined;
    },
    add(index: number, result: FileResult, source = 0) {
      holdYoungGeneration();
      const e = entry(index);
      take(e, result.spans ?? result.traces, source);
      if (result.kept) append(e.traces, result.kept);
      e.skipped = result.skipped;
      e.tally = result.tally;
      if (result.stepLines) e.stepLines = result.stepLines;
      e.complete = true;
      while (logged < count && files[logged]?.complete) {
        fold(files[logged]!);
        files[logged] = undefined;
        logged++;
      }
    },
    /** The run's skipped items, tally and results, once every file is in. */
    finish(): { skipped: Skipped[]; tally: Tally; traces: TraceResults } {
      // Every file has completed by now; one that somehow did not still counts what it sent.
      for (; logged < count; logged++) if (files[logged]) fold(files[logged]!);
      if (!spill) return { skipped, tally, traces: traceList(traces) };
      const { sources, starts, ends } = spans.columns();
      return { skipped, tally, traces: spill.results(sources, starts, ends) };
    },
  };
}

type Reporter = ReturnType<typeof orderedReporter>;

async function runOnMainThread(files: readonly string[], options: FileOptions, limit: number, reporter: Reporter) {
  let next = 0;
  // One listing a folder, as a pool worker has: not a failed stat a file for its sidecar.
  const listing = new SidecarListing();
  async function lane() {
    while (next < files.length) {
      const i = next++;
      reporter.add(i, await analyzeFile(files[i]!, options, (part) => reporter.part(i, part), listing, reporter.keep));
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, files.length) }, lane));
}

/**
 * `onTrace` sees every result once, in the run's order (files in the order given, traces in file
 * order), as soon as the files before it are done: the run's counts and lists are made while
 * the pool still works (run/scan.ts), not in a pass after it.
 */
export async function runPipeline(
  input: PipelineInput,
  options: PipelineOptions,
  logger: Logger,
  onTrace?: OnTrace,
  /** Results that only exist once every file is read (signed traces the ledger knows that are gone); they come last. */
  tail?: () => Promise<TraceResult[]>,
): Promise<RunResult> {
  const files = input.files;
  const perFile = fileOptions(options, input.cwd);
  const plan = planRun(input.cwd ? files.map((f) => path.resolve(input.cwd!, f)) : files, { workers: options.workers ?? "auto", maxWorkers: options.maxWorkers });
  sizeUpRun(plan.large);
  const workerUrl = plan.workers > 0 ? (options.workerUrl ?? findWorkerUrl()) : null;
  // A run big enough for the pool keeps its results in a spill file, not on the heap.
  const spill = plan.workers > 0 && workerUrl ? new SpillDir() : null;
  const reporter = orderedReporter(files.length + (tail ? 1 : 0), logger, spill, onTrace);

  if (plan.workers > 0 && workerUrl) {
    logger.debug(`analysing ${files.length} files on ${plan.workers} worker threads`);
    input.onPool?.();
    // The pool's code loads only for a run that starts one (a one-file run does not).
    const { runInPool } = await import("./pool.js");
    // Once the workers are starting: the main thread's set-up garbage, collected while they boot.
    setImmediate(collectSetUpGarbage);
    await runInPool(
      files,
      { options: perFile },
      { workers: plan.workers, workerUrl, batchFiles: plan.batchFiles, ...(spill ? { spillFile: (k: number) => spill.file(k) } : {}) },
      {
        onPart: reporter.part,
        onResult: reporter.add,
        fallback: async (i, file, why) => {
          logger.warning(`${quoteInput(file)}: a worker thread stopped while reading it (${why}); reading it again on the main thread`);
          reporter.reset(i);
          reporter.add(i, await analyzeFile(file, perFile, (part) => reporter.part(i, part)));
        },
      },
    );
  } else {
    if (plan.workers > 0) logger.debug("no worker script found next to the bundle; analysing on the main thread");
    await runOnMainThread(files, perFile, Math.max(1, options.concurrency ?? 4), reporter);
  }
  // Every file is analysed: what follows is the run's serial tail (bench/tail-probe.mjs listens).
  freezeYoungGeneration();
  if (process.listenerCount(PIPELINE_DONE_MARK) > 0) (process as NodeJS.EventEmitter).emit(PIPELINE_DONE_MARK);

  if (tail) {
    const extra = await tail();
    const tally = emptyTally();
    for (const t of extra) countTrace(tally, t);
    reporter.add(files.length, { traces: extra.map((t) => JSON.stringify(t)).join("\n"), skipped: [], tally });
  }
  const run = reporter.finish();
  const skipped: Skipped[] = [...(input.skipped ?? []), ...run.skipped];
  const { tally, traces } = run;
  return { summary: summaryOf(tally, files.length, skipped.length), traces, skipped };
}

/** Sees each result in the run's order, with the lines of its cited steps when the file was read for them (FileResult.stepLines): `[step, line, …]`. */
export type OnTrace = (t: TraceResult, stepLines?: readonly number[]) => void;

function append(target: TraceResult[], items: readonly TraceResult[]): void {
  for (const t of items) target.push(t);
}
