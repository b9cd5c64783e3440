// A small pool of worker_threads that analyses batches of files. Each worker holds at most
// `depth` batches (one running, one queued behind it so it never waits on the main thread),
// so the number of files in flight stays bounded however many files the run has.
// A worker that dies (a crash, an out-of-memory kill) hands its unfinished batches back to the
// caller's fallback, which runs them on the main thread: one bad file never loses the others.
import type { Worker } from "node:worker_threads";
import type { FileResult } from "./one-file.js";
import type { TaskMessage, WorkerMessage, WorkerSetup } from "./protocol.js";
import type { SpillSpans } from "./spill.js";

export interface PoolOptions {
  workers: number;
  workerUrl: URL | string;
  /** Files per message: fewer messages for many small files. */
  batchFiles: number;
  /** Batches in flight per worker. */
  depth?: number;
  /** Young-generation cap of each worker's heap, MB. */
  youngGenerationMb?: number;
  /**
   * Old-generation cap of each worker's heap, MB: a worker holds one trace at a time, and a
   * cap keeps its collector thrifty. A document too big for it kills the worker, and the
   * file is read again on the main thread, which has no such cap.
   */
  oldGenerationMb?: number;
  /** The spill file of worker `k` (1-based), when results are to be spilled (spill.ts). */
  spillFile?: (k: number) => string;
}

interface Batch {
  id: number;
  /** Index of the first file in the run's file list. */
  start: number;
  files: string[];
}

interface Slot {
  worker: Worker;
  inflight: Map<number, Batch>;
  dead: boolean;
}

export interface PoolCallbacks {
  /** Part of a file's results, ahead of its end, from worker `source` (1-based). */
  onPart: (index: number, part: string | SpillSpans, source: number) => void;
  /** The rest of a file's results: the file is done. */
  onResult: (index: number, result: FileResult, source: number) => void;
  /** A file whose worker died before finishing it; parts already received must be dropped. */
  fallback: (index: number, file: string, why: string) => Promise<void>;
}

export async function runInPool(files: readonly string[], setup: WorkerSetup, options: PoolOptions, callbacks: PoolCallbacks): Promise<void> {
  const { onPart, onResult, fallback } = callbacks;
  // Loaded when a pool starts, not with the module: a one-file run never starts one (issue 17).
  const { Worker } = await import("node:worker_threads");
  const depth = options.depth ?? 2;
  const batches: Batch[] = [];
  for (let start = 0, id = 0; start < files.length; start += options.batchFiles, id++) {
    batches.push({ id, start, files: files.slice(start, start + options.batchFiles) });
  }
  let next = 0;
  const orphaned: { batch: Batch; why: string }[] = [];
  const slots: Slot[] = [];

  await new Promise<void>((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      const busy = slots.some((s) => !s.dead && s.inflight.size > 0);
      if (busy || (next < batches.length && slots.some((s) => !s.dead))) return;
      settled = true;
      resolve();
    };
    const feed = (slot: Slot) => {
      while (!slot.dead && slot.inflight.size < depth && next < batches.length) {
        const batch = batches[next++]!;
        slot.inflight.set(batch.id, batch);
        const message: TaskMessage = { id: batch.id, files: batch.files };
        slot.worker.postMessage(message);
      }
    };
    const bury = (slot: Slot, why: string) => {
      if (slot.dead) return;
      slot.dead = true;
      for (const batch of slot.inflight.values()) orphaned.push({ batch, why });
      slot.inflight.clear();
      void slot.worker.terminate();
      done();
    };
    const count = Math.max(1, Math.min(options.workers, batches.length));
    for (let i = 0; i < count; i++) {
      // A modest young generation: workers allocate a lot of short-lived garbage (parsed
      // traces) and keep almost nothing. The default is the size past which a larger nursery
      // bought little time for much more memory a worker (docs/performance.md, "Both cores").
      // The old generation is capped too (see oldGenerationMb).
      const worker = new Worker(options.workerUrl, {
        workerData: options.spillFile ? { ...setup, spill: options.spillFile(i + 1) } : setup,
        resourceLimits: { maxYoungGenerationSizeMb: options.youngGenerationMb ?? 16, maxOldGenerationSizeMb: options.oldGenerationMb ?? 512 },
      });
      const slot: Slot = { worker, inflight: new Map(), dead: false };
      slots.push(slot);
      worker.on("message", (reply: WorkerMessage) => {
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
      worker.on("error", (err: Error) => bury(slot, err.message || String(err)));
      worker.on("exit", (code) => bury(slot, `exit code ${code}`));
      feed(slot);
    }
  });
  // Idle workers are done: mark them first so their `exit` events change nothing.
  for (const slot of slots) slot.dead = true;
  await Promise.all(slots.map((s) => s.worker.terminate()));

  // Batches whose worker died, and any never sent because every worker died.
  const leftovers = [...orphaned, ...batches.slice(next).map((batch) => ({ batch, why: "no worker thread left" }))];
  for (const { batch, why } of leftovers) {
    for (let k = 0; k < batch.files.length; k++) await fallback(batch.start + k, batch.files[k]!, why);
  }
}
