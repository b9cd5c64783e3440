import {
  quoteInput
} from "./chunk-N3QCFAHF.js";
import {
  SidecarListing,
  analyzeFile
} from "./chunk-DH34SX42.js";
import {
  addTally,
  countTrace,
  emptyTally,
  summaryOf
} from "./chunk-TMOKJ75J.js";
import {
  SpillDir,
  SpillWriter
} from "./chunk-TQPW7NUQ.js";
import {
  traceList
} from "./chunk-FQPP3V4W.js";

// src/pipeline/run-pipeline.ts
import path from "node:path";

// src/pipeline/plan.ts
import { statSync } from "node:fs";
import { availableParallelism } from "node:os";
var POOL_MIN_FILES = 64;
var POOL_MIN_BYTES = 16 * 1024 * 1024;
var FEW_CORES = 2;
var FEW_CORES_POOL_MIN_FILES = 3e3;
var FEW_CORES_POOL_MIN_BYTES = 24 * 1024 * 1024;
var ONE_CORE_POOL_MIN_FILES = 1e4;
var ONE_CORE_POOL_MIN_BYTES = 64 * 1024 * 1024;
function poolThresholds(cores) {
  if (cores <= 1) return { minFiles: ONE_CORE_POOL_MIN_FILES, minBytes: ONE_CORE_POOL_MIN_BYTES };
  return cores <= FEW_CORES ? { minFiles: FEW_CORES_POOL_MIN_FILES, minBytes: FEW_CORES_POOL_MIN_BYTES } : { minFiles: POOL_MIN_FILES, minBytes: POOL_MIN_BYTES };
}
function totalBytes(files, enough) {
  let total = 0;
  for (const f of files) {
    try {
      total += statSync(f, { throwIfNoEntry: false })?.size ?? 0;
    } catch {
    }
    if (total >= enough) break;
  }
  return total;
}
function planRun(files, requested = "auto", machineCores = availableParallelism()) {
  const cores = Math.max(1, machineCores);
  const batchFor = (workers2) => Math.max(1, Math.min(32, Math.ceil(files.length / (workers2 * 4))));
  if (requested !== "auto") {
    const workers2 = Math.max(0, Math.min(Math.floor(requested), files.length));
    return { workers: workers2, batchFiles: batchFor(Math.max(1, workers2)) };
  }
  if (files.length === 0) return { workers: 0, batchFiles: 1 };
  const { minFiles, minBytes } = poolThresholds(cores);
  if (files.length < minFiles && totalBytes(files, minBytes) < minBytes) return { workers: 0, batchFiles: 1 };
  const workers = Math.min(cores, files.length);
  return { workers, batchFiles: batchFor(workers) };
}

// src/pipeline/pool.ts
async function runInPool(files, setup, options, callbacks) {
  const { onPart, onResult, fallback } = callbacks;
  const { Worker } = await import("node:worker_threads");
  const depth = options.depth ?? 2;
  const batches = [];
  for (let start = 0, id = 0; start < files.length; start += options.batchFiles, id++) {
    batches.push({ id, start, files: files.slice(start, start + options.batchFiles) });
  }
  let next = 0;
  const orphaned = [];
  const slots = [];
  await new Promise((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      const busy = slots.some((s) => !s.dead && s.inflight.size > 0);
      if (busy || next < batches.length && slots.some((s) => !s.dead)) return;
      settled = true;
      resolve();
    };
    const feed = (slot) => {
      while (!slot.dead && slot.inflight.size < depth && next < batches.length) {
        const batch = batches[next++];
        slot.inflight.set(batch.id, batch);
        const message = { id: batch.id, files: batch.files };
        slot.worker.postMessage(message);
      }
    };
    const bury = (slot, why) => {
      if (slot.dead) return;
      slot.dead = true;
      for (const batch of slot.inflight.values()) orphaned.push({ batch, why });
      slot.inflight.clear();
      void slot.worker.terminate();
      done();
    };
    const count = Math.max(1, Math.min(options.workers, batches.length));
    for (let i = 0; i < count; i++) {
      const worker = new Worker(options.workerUrl, {
        workerData: options.spillFile ? { ...setup, spill: options.spillFile(i + 1) } : setup,
        resourceLimits: { maxYoungGenerationSizeMb: options.youngGenerationMb ?? 16, maxOldGenerationSizeMb: options.oldGenerationMb ?? 512 }
      });
      const slot = { worker, inflight: /* @__PURE__ */ new Map(), dead: false };
      slots.push(slot);
      worker.on("message", (reply) => {
        const batch = slot.inflight.get(reply.id);
        if (!batch) return;
        if ("part" in reply) {
          onPart(batch.start + reply.index, reply.part, i + 1);
          return;
        }
        slot.inflight.delete(reply.id);
        reply.results.forEach((r, k) => onResult(batch.start + k, r, i + 1));
        feed(slot);
        done();
      });
      worker.on("error", (err) => bury(slot, err.message || String(err)));
      worker.on("exit", (code) => bury(slot, `exit code ${code}`));
      feed(slot);
    }
  });
  for (const slot of slots) slot.dead = true;
  await Promise.all(slots.map((s) => s.worker.terminate()));
  const leftovers = [...orphaned, ...batches.slice(next).map((batch) => ({ batch, why: "no worker thread left" }))];
  for (const { batch, why } of leftovers) {
    for (let k = 0; k < batch.files.length; k++) await fallback(batch.start + k, batch.files[k], why);
  }
}

// src/pipeline/worker-url.ts
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
var WORKER_FILE = "pipeline-worker.js";
var LAYOUT_WORKER_FILE = "json-layout-worker.js";
function findWorkerUrl(from = import.meta.url, file = WORKER_FILE) {
  if (!from.startsWith("file:")) return null;
  for (const rel of [`./${file}`, `../${file}`]) {
    const url = new URL(rel, from);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

// src/pipeline/unpack.ts
var MAX_INTERNED = 64;
var MAX_ENTRIES = 2e4;
var Interner = class {
  seen = /* @__PURE__ */ new Map();
  string(s) {
    if (s.length > MAX_INTERNED) return s;
    const hit = this.seen.get(s);
    if (hit !== void 0) return hit;
    if (this.seen.size < MAX_ENTRIES) this.seen.set(s, s);
    return s;
  }
  /** Replaces every short string inside `value` by its shared copy, in place. */
  walk(value) {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const v = value[i];
        if (typeof v === "string") value[i] = this.string(v);
        else if (v !== null && typeof v === "object") this.walk(v);
      }
    } else if (value !== null && typeof value === "object") {
      const obj = value;
      for (const key of Object.keys(obj)) {
        const v = obj[key];
        if (typeof v === "string") obj[key] = this.string(v);
        else if (v !== null && typeof v === "object") this.walk(v);
      }
    }
  }
};
function unpackTraces(result, interner) {
  if (result.traces.length === 0) return [];
  const traces = JSON.parse(`[${result.traces.replace(/\n/g, ",")}]`);
  interner.walk(traces);
  return traces;
}

// src/pipeline/span-table.ts
var SpanTable = class {
  n = 0;
  cols = { sources: new Uint16Array(1024), starts: new Float64Array(1024), ends: new Float64Array(1024) };
  /** Appends a file's spans, all in the file of writer `source`. */
  add(source, spans) {
    const count = spans.starts.length;
    if (this.n + count > this.cols.starts.length) this.grow(this.n + count);
    const { sources, starts, ends } = this.cols;
    sources.fill(source, this.n, this.n + count);
    for (let k = 0; k < count; k++) {
      starts[this.n + k] = spans.starts[k];
      ends[this.n + k] = spans.ends[k];
    }
    this.n += count;
  }
  /** The columns, as long as the table (views of it: no copy). */
  columns() {
    const { sources, starts, ends } = this.cols;
    return { sources: sources.subarray(0, this.n), starts: starts.subarray(0, this.n), ends: ends.subarray(0, this.n) };
  }
  grow(need) {
    let size = this.cols.starts.length * 2;
    while (size < need) size *= 2;
    const old = this.cols;
    this.cols = { sources: new Uint16Array(size), starts: new Float64Array(size), ends: new Float64Array(size) };
    this.cols.sources.set(old.sources.subarray(0, this.n));
    this.cols.starts.set(old.starts.subarray(0, this.n));
    this.cols.ends.set(old.ends.subarray(0, this.n));
  }
};

// src/pipeline/run-pipeline.ts
var PIPELINE_DONE_MARK = "blamegate:pipeline-done";
function fileOptions(options, cwd) {
  const { concurrency: _c, workers: _w, workerUrl: _u, ...perFile } = options;
  const out = { ...perFile };
  if (cwd !== void 0) out.cwd = cwd;
  return out;
}
function orderedReporter(count, logger, spill, onTrace) {
  const files = new Array(count);
  const interner = new Interner();
  let logged = 0;
  const mainWriter = spill ? new SpillWriter(spill.file(0)) : null;
  const skipped = [];
  const tally = emptyTally();
  const spans = new SpanTable();
  const traces = [];
  const entry = (index) => files[index] ??= { traces: [], starts: [], ends: [], source: 0, skipped: [], tally: emptyTally(), complete: false };
  const take = (e, packed, source) => {
    if (packed === void 0) return;
    if (typeof packed !== "string") {
      e.source = source;
      for (let k = 0; k < packed.starts.length; k++) {
        e.starts.push(packed.starts[k]);
        e.ends.push(packed.ends[k]);
      }
    } else if (mainWriter) {
      e.source = 0;
      mainWriter.append(packed, e);
    } else append(e.traces, unpackTraces({ traces: packed }, interner));
  };
  const fold = (done) => {
    for (const s of done.skipped) {
      const where = quoteInput(s.line ? `${s.file}:${s.line}` : s.file, 300);
      logger.warning(`skipped ${where}: ${quoteInput(s.reason, 400)}`, { file: s.file, ...s.line ? { line: s.line } : {} });
      skipped.push(s);
    }
    addTally(tally, done.tally);
    const lines = done.stepLines;
    let at = 0;
    const linesOf = (k) => {
      if (!lines) return void 0;
      const out = [];
      while (at < lines.length && lines[at] < k) at += 3;
      for (; at < lines.length && lines[at] === k; at += 3) out.push(lines[at + 1], lines[at + 2]);
      return out.length > 0 ? out : void 0;
    };
    if (spill) {
      if (onTrace) for (let k = 0; k < done.starts.length; k++) onTrace(spill.result(done.source, done.starts[k], done.ends[k]), linesOf(k));
      spans.add(done.source, done);
    } else {
      if (onTrace) done.traces.forEach((t, k) => onTrace(t, linesOf(k)));
      append(traces, done.traces);
    }
  };
  return {
    /** `source`: the worker (1-based) the part came from; 0 the main thread. */
    part(index, part, source = 0) {
      take(entry(index), part, source);
    },
    /** A file read again after its worker died: what arrived from that worker is dropped. */
    reset(index) {
      files[index] = void 0;
    },
    add(index, result, source = 0) {
      const e = entry(index);
      take(e, result.spans ?? result.traces, source);
      e.skipped = result.skipped;
      e.tally = result.tally;
      if (result.stepLines) e.stepLines = result.stepLines;
      e.complete = true;
      while (logged < count && files[logged]?.complete) {
        fold(files[logged]);
        files[logged] = void 0;
        logged++;
      }
    },
    /** The run's skipped items, tally and results, once every file is in. */
    finish() {
      for (; logged < count; logged++) if (files[logged]) fold(files[logged]);
      if (!spill) return { skipped, tally, traces: traceList(traces) };
      const { sources, starts, ends } = spans.columns();
      return { skipped, tally, traces: spill.results(sources, starts, ends) };
    }
  };
}
async function runOnMainThread(files, options, limit, reporter) {
  let next = 0;
  const listing = new SidecarListing();
  async function lane() {
    while (next < files.length) {
      const i = next++;
      reporter.add(i, await analyzeFile(files[i], options, (part) => reporter.part(i, part), listing));
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, files.length) }, lane));
}
async function runPipeline(input, options, logger, onTrace, tail) {
  const files = input.files;
  const perFile = fileOptions(options, input.cwd);
  const plan = planRun(input.cwd ? files.map((f) => path.resolve(input.cwd, f)) : files, options.workers ?? "auto");
  const workerUrl = plan.workers > 0 ? options.workerUrl ?? findWorkerUrl() : null;
  const spill = plan.workers > 0 && workerUrl ? new SpillDir() : null;
  const reporter = orderedReporter(files.length + (tail ? 1 : 0), logger, spill, onTrace);
  if (plan.workers > 0 && workerUrl) {
    logger.debug(`analysing ${files.length} files on ${plan.workers} worker threads`);
    input.onPool?.();
    await runInPool(
      files,
      { options: perFile },
      { workers: plan.workers, workerUrl, batchFiles: plan.batchFiles, ...spill ? { spillFile: (k) => spill.file(k) } : {} },
      {
        onPart: reporter.part,
        onResult: reporter.add,
        fallback: async (i, file, why) => {
          logger.warning(`${quoteInput(file)}: a worker thread stopped while reading it (${why}); reading it again on the main thread`);
          reporter.reset(i);
          reporter.add(i, await analyzeFile(file, perFile, (part) => reporter.part(i, part)));
        }
      }
    );
  } else {
    if (plan.workers > 0) logger.debug("no worker script found next to the bundle; analysing on the main thread");
    await runOnMainThread(files, perFile, Math.max(1, options.concurrency ?? 4), reporter);
  }
  performance.mark(PIPELINE_DONE_MARK);
  if (tail) {
    const extra = await tail();
    const tally2 = emptyTally();
    for (const t of extra) countTrace(tally2, t);
    reporter.add(files.length, { traces: extra.map((t) => JSON.stringify(t)).join("\n"), skipped: [], tally: tally2 });
  }
  const run = reporter.finish();
  const skipped = [...input.skipped ?? [], ...run.skipped];
  const { tally, traces } = run;
  return { summary: summaryOf(tally, files.length, skipped.length), traces, skipped };
}
function append(target, items) {
  for (const t of items) target.push(t);
}

export {
  LAYOUT_WORKER_FILE,
  findWorkerUrl,
  runPipeline
};
