import {
  SpillReader,
  laidOutItems,
  writeFully
} from "./chunks/chunk-NJG3VEAZ.js";
import "./chunks/chunk-DMPWNOXV.js";
import "./chunks/chunk-WVFJ2GPP.js";

// src/pipeline/json-layout-worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/pipeline/json-layout.ts
import { closeSync, openSync } from "node:fs";
function layOut(job) {
  const fd = openSync(job.file, "w");
  const reader = new SpillReader((source) => job.place.files[source]);
  try {
    writeFully(fd, Buffer.from(job.head, "utf8"));
    const { sources, starts, ends } = job.place;
    for (const chunk of laidOutItems(starts.length, (i) => reader.bytes(sources[i], starts[i], ends[i]), job.level)) writeFully(fd, chunk);
    writeFully(fd, Buffer.from(job.tail, "utf8"));
  } finally {
    reader.close();
    closeSync(fd);
  }
}

// src/pipeline/json-layout-worker.ts
layOut(workerData);
parentPort?.postMessage("done");
