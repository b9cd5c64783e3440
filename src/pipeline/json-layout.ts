// results.json laid out in a worker thread from where a run's results were spilled, while the
// main thread builds SARIF and the markdown reports. The layout grows with the run and would
// otherwise sit on the run's single-threaded end; beside the rest of that end it takes none.
import { closeSync, openSync } from "node:fs";
import type { RawJsonPlace } from "../json/raw-items.js";
import { laidOutItems } from "../json/reindent.js";
import { SpillReader } from "./spill.js";
import { writeFully } from "./fully.js";

/** One file: `head`, the items of `place` laid out `level` levels deep, then `tail`. Plain data, so it crosses to a worker. */
export interface LayoutJob {
  file: string;
  head: string;
  tail: string;
  level: number;
  place: RawJsonPlace;
}

export function layOut(job: LayoutJob): void {
  const fd = openSync(job.file, "w");
  const reader = new SpillReader((source) => job.place.files[source]!);
  try {
    writeFully(fd, Buffer.from(job.head, "utf8"));
    const { sources, starts, ends } = job.place;
    for (const chunk of laidOutItems(starts.length, (i) => reader.bytes(sources[i]!, starts[i]!, ends[i]!), job.level)) writeFully(fd, chunk);
    writeFully(fd, Buffer.from(job.tail, "utf8"));
  } finally {
    reader.close();
    closeSync(fd);
  }
}

/** layOut in a worker running `url` (json-layout-worker.ts); rejects when the worker fails, the file then incomplete. */
export async function layOutInWorker(url: URL | string, job: LayoutJob): Promise<void> {
  // Loaded when a layout worker starts, not with the module (issue 17, cold start).
  const { Worker } = await import("node:worker_threads");
  return new Promise((resolve, reject) => {
    // A small heap: the worker holds a read window a source and one chunk.
    const worker = new Worker(url, { workerData: job, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } });
    let done = false;
    let failure: unknown = null;
    worker.once("message", () => {
      done = true;
    });
    worker.once("error", (err) => {
      failure = err;
    });
    worker.once("exit", (code) => {
      if (done && code === 0) resolve();
      else reject(failure instanceof Error ? failure : new Error(`the results.json worker stopped (exit code ${code})`));
    });
  });
}
