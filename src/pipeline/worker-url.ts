// Finds a worker's script: the pool's (dist/pipeline-worker.js) or the results.json layout's
// (dist/json-layout-worker.js). In the bundle they sit next to the entry points, while this code
// sits either in an entry or in dist/chunks/. Under vitest or the TS sources there is no built
// worker: callers then run in-process, or tests pass the URL of a worker they built.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const WORKER_FILE = "pipeline-worker.js";
export const LAYOUT_WORKER_FILE = "json-layout-worker.js";

export function findWorkerUrl(from: string = import.meta.url, file = WORKER_FILE): URL | null {
  if (!from.startsWith("file:")) return null;
  for (const rel of [`./${file}`, `../${file}`]) {
    const url = new URL(rel, from);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}
