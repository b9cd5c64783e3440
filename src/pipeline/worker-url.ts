// Finds the pool worker's script. In the bundle it is dist/pipeline-worker.js, next to the
// entry points, while this code sits either in an entry or in dist/chunks/. Under vitest or
// the TS sources there is no built worker: callers then run in-process, or tests pass the URL
// of a worker they built.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const WORKER_FILE = "pipeline-worker.js";

export function findWorkerUrl(from: string = import.meta.url): URL | null {
  if (!from.startsWith("file:")) return null;
  for (const rel of [`./${WORKER_FILE}`, `../${WORKER_FILE}`]) {
    const url = new URL(rel, from);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}
