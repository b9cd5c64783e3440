// A pool worker built from the sources: vitest runs TypeScript, a worker thread cannot (the
// bundle ships dist/pipeline-worker.js).
import path from "node:path";
import { build } from "esbuild";

/** Bundles src/pipeline/worker.ts (or another entry) to an .mjs file a Worker can run. */
export async function buildWorker(dir: string, entry = "src/pipeline/worker.ts", name = "pipeline-worker.mjs"): Promise<string> {
  const outfile = path.join(dir, name);
  await build({
    entryPoints: [path.resolve(entry)],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    loader: { ".wasm": "binary" },
    logLevel: "warning",
    banner: { js: "import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);" },
  });
  return outfile;
}
