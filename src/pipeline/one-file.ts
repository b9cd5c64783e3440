// The unit of work of a run: one file read (JSONL line by line) and each of its traces
// analysed as it comes, so only one trace of the file is ever held. Runs on the main thread
// or in a pool worker; it logs nothing itself (workers have no logger) and returns what it
// skipped for the caller to report.
import { errorMessage } from "../error-message.js";
import { closeSync, constants as fsConstants, fstatSync, openSync } from "node:fs";
import path from "node:path";
import { importBytes, readTraces, type ReadItem } from "../trace/read.js";
import type { Format, Skipped } from "../trace/model.js";
import { analyzeTrace, type AnalyzeOptions } from "../results/analyze-trace.js";
import type { SpillSpans } from "./spill.js";
import { readFully } from "./fully.js";
import type { CompactLimits } from "../results/compact.js";
import { countTrace, emptyTally, type Tally } from "../results/summary.js";
import { isJsonlName } from "../json/jsonl.js";
import { ElementTexts, readSidecar } from "../integrity/io.js";
import type { SidecarListing } from "./sidecar-listing.js";
import { goneEntries, SIDECAR_SUFFIX, type Sidecar } from "../integrity/sidecar.js";
import { goneResult } from "../results/trace-result.js";
import { redactDeep } from "../untrusted/redact.js";
import { citedStepLines, citedSteps } from "../results/step-line.js";
import type { TraceResult } from "../results/model.js";
import { type JsonArraySite, scanJsonArrays } from "../json/offsets.js";
import { CHUNK_CHARS } from "../json/stream-writer.js";

export interface FileOptions extends AnalyzeOptions {
  format: Format | "auto";
  limits?: CompactLimits;
  /** Folder the display paths are relative to; default the process's working folder. */
  cwd?: string;
  /**
   * Display paths of the files SARIF may cite (in the repository): for these, the lines of the
   * steps SARIF places in them are taken while the file is in hand (FileResult.stepLines).
   */
  stepLineFiles?: ReadonlySet<string>;
}

/**
 * One file's results, packed: `traces` holds the JSON text of each TraceResult, one a line
 * (joined by "\n", which JSON.stringify never writes inside a value; "" for none). Each result
 * is serialised the moment it is made, which (1) lets go of the trace at once: a quote cut
 * from a step's text is a V8 slice that would otherwise keep the whole text alive, and
 * (2) crosses from a worker as one string, where a structured clone of the same objects costs
 * more than twice the memory on the receiving side. `unpack.ts` turns it back into objects, or
 * `spill.ts` writes the lines to a file as they are. On the main thread, which no result leaves,
 * results are kept as objects instead (`kept`), their strings copied out of the trace's texts as
 * they are made (unpack.ts Interner.adopt): the same objects, without the text in between.
 */
export interface FileResult {
  traces: string;
  /** With `keep` (analyzeFile): the results as objects, in file order; `traces` is then "". */
  kept?: TraceResult[];
  skipped: Skipped[];
  /** From a worker with a spill file: where `traces` went instead (then ""). */
  spans?: SpillSpans;
  /** Counts over all the file's traces, those sent ahead in parts included (results/summary.ts). */
  tally: Tally;
  /**
   * Beside the results, not in them: `[k, step, line, …]`, the line in the file of each step
   * SARIF may cite of the file's k-th result (results/step-line.ts), for files in `stepLineFiles`.
   */
  stepLines?: number[];
}

/** Documents up to this size are read in one call; larger ones, and JSONL, stream. */
export const WHOLE_FILE_BYTES = 8 * 1024 * 1024;

/** Documents up to this size are read into the thread's one scratch buffer, not a buffer of their own. */
export const SCRATCH_BYTES = 1024 * 1024;

/**
 * Reused for every small document this thread reads: a run of thousands of small files
 * otherwise allocates (and later frees) one buffer outside the heap a file. Its bytes are good
 * only until the next read, so whatever keeps them past the synchronous part of an import takes
 * a copy (importBytes' `transient`, FileStepLines).
 */
let scratch: Buffer | undefined;

/**
 * A small document's bytes in one synchronous read: several times cheaper than the streaming
 * reader's open/stat/read/close round trips when a run has thousands of small files (and
 * blocking is harmless in a pool worker). Null sends the file to the streaming reader, which
 * also words every error (missing, unreadable, a folder) the way reports expect. `transient`:
 * the bytes are a view of the scratch buffer, overwritten by the next read.
 */
function smallDocument(file: string): { bytes: Uint8Array; transient: boolean } | null {
  if (isJsonlName(file)) return null;
  let fd: number;
  try {
    // Non-blocking, so a FIFO named like a trace cannot hang the run at open (fstat then refuses it).
    fd = openSync(file, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    // One open, one fstat, one read: readFileSync after a statSync would stat twice.
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > WHOLE_FILE_BYTES) return null;
    const transient = info.size <= SCRATCH_BYTES;
    const buf = transient ? (scratch ??= Buffer.allocUnsafe(SCRATCH_BYTES)) : Buffer.allocUnsafe(info.size);
    const got = readFully(fd, buf, info.size, 0);
    // Shorter than its size said (truncated meanwhile): what was read is what there is.
    return { bytes: got === buf.length ? buf : buf.subarray(0, got), transient };
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

/** `file` is the display path; it is read relative to `options.cwd`. `held` gets a small document's bytes. */
async function* itemsOf(file: string, options: FileOptions, held?: { bytes?: Uint8Array }): AsyncIterable<ReadItem> {
  const real = options.cwd ? path.resolve(options.cwd, file) : file;
  const doc = smallDocument(real);
  if (!doc) {
    yield* readTraces(real, { format: options.format, display: file });
    return;
  }
  if (held) held.bytes = doc.transient ? Buffer.from(doc.bytes) : doc.bytes;
  // Called before any await: a transient document is used (or copied) before another lane reads.
  const items = importBytes(doc.bytes, file, { format: options.format, transient: doc.transient });
  yield* await items;
}

/**
 * Results are handed on in parts of about this many characters, so a big JSONL file's results
 * never pile up here: the report writers' chunk size, which keeps a text below V8's large-object
 * size. A part that size dies young; a larger one, kept past a scavenge, waits with the large
 * objects for a full collection, and a worker's heap grew by tens of MB of them
 * (docs/performance.md, "A worker's large objects").
 */
export const PART_CHARS = CHUNK_CHARS;

/**
 * Analyses one file. With `onPart`, results leave in parts as they accumulate (a JSONL file of
 * gigabytes would otherwise have its results wait whole in the worker, then whole again in a message);
 * the returned FileResult holds what remains, and every skipped item.
 */
export async function analyzeFile(
  file: string,
  options: FileOptions,
  onPart?: (traces: string) => void,
  /** A pool worker's folder listings: files with no sidecar are not asked for one. */
  listing?: SidecarListing,
  /**
   * On the main thread, where no result crosses between threads: each result is kept as the
   * object `keep` returns (pipeline/unpack.ts Interner.adopt), not serialised, and none is sent
   * ahead in parts.
   */
  keep?: (result: TraceResult) => TraceResult,
): Promise<FileResult> {
  const kept: TraceResult[] | undefined = keep ? [] : undefined;
  let traces: string[] = [];
  let chars = 0;
  const skipped: Skipped[] = [];
  const tally = emptyTally();
  // A file signed by `blamegate sign` in a format with no room for a chain has a sidecar.
  let sidecar: Sidecar | null = null;
  const real = options.cwd ? path.resolve(options.cwd, file) : file;
  if (options.integrity !== "off" && (!listing || listing.mayHaveSidecar(real))) {
    try {
      sidecar = await readSidecar(real);
    } catch (err) {
      skipped.push({ file: `${file}${SIDECAR_SUFFIX}`, reason: `integrity sidecar unreadable: ${errorMessage(err)}` });
    }
  }
  const seen = new Set<string>();
  let format: Format = "native";
  const texts = options.integrity !== "off" ? new ElementTexts(real) : null;
  const lines = options.stepLineFiles?.has(file) ? new FileStepLines(file) : null;
  try {
    for await (const item of itemsOf(file, options, lines ?? undefined)) {
      if ("skipped" in item) {
        skipped.push(item.skipped);
        continue;
      }
      seen.add(item.trace.id);
      format = item.trace.origin.format;
      // A signed trace from a JSON array is verified from its own element's text, as `verify` does.
      const trace = texts ? await texts.attach(item.trace) : item.trace;
      const result = analyzeTrace(trace, options, sidecar, options.limits);
      countTrace(tally, result);
      lines?.add(result);
      if (kept) {
        kept.push(keep!(result));
        continue;
      }
      const text = JSON.stringify(result);
      traces.push(text);
      chars += text.length;
      if (onPart && chars >= PART_CHARS) {
        onPart(traces.join("\n"));
        traces = [];
        chars = 0;
      }
    }
  } catch (err) {
    // An importer or detector bug must not hide the other files' verdicts: the file is
    // reported with the reason, and whatever it yielded before stays.
    skipped.push({ file, reason: `could not be read: ${errorMessage(err)}` });
  }
  // A signed trace deleted from the file after signing: nothing to attribute, but it must show,
  // and fail `integrity: require`, as a tampered result of its own (as `verify` lists it).
  for (const gone of sidecar ? goneEntries(sidecar, seen) : []) {
    const gr = goneResult({ id: gone.id, file, format, algorithm: gone.integrity.algorithm, reason: `signed trace at position ${gone.position} is gone from the file` });
    const result = redactDeep(gr, options.signingKey ? [options.signingKey] : []);
    countTrace(tally, result);
    if (kept) kept.push(keep!(result));
    else traces.push(JSON.stringify(result));
  }
  const out: FileResult = { traces: traces.join("\n"), skipped, tally };
  if (kept) out.kept = kept;
  if (lines && lines.found.length > 0) out.stepLines = lines.found;
  return out;
}

/** A file's step lines (FileResult.stepLines), from the bytes it was read in: its text is decoded and scanned only if a result cites a step. */
class FileStepLines {
  bytes?: Uint8Array;
  readonly found: number[] = [];
  private k = 0;
  private text: string | null = null;
  private arrays: JsonArraySite[] | null = null;
  private readonly arraysOf = (text: string): JsonArraySite[] => (this.arrays ??= scanJsonArrays(text));

  constructor(private readonly file: string) {}

  add(result: TraceResult): void {
    const k = this.k++;
    // A streamed file (JSONL, or too large to read whole) is not held; a result of another file
    // (an archive's member) is placed by the locator.
    if (!this.bytes || result.file !== this.file || citedSteps(result).length === 0) return;
    this.text ??= Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).toString("utf8");
    const pairs = citedStepLines(this.text, result, this.arraysOf);
    for (let j = 0; j < pairs.length; j += 2) this.found.push(k, pairs[j]!, pairs[j + 1]!);
  }
}
