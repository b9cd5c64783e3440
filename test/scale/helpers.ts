// Shared set-up for the scale tests: temporary corpora from the bench's own generator, a CLI
// verb run in-process with its output captured, and a pool worker built from the sources
// (vitest runs TypeScript, a worker thread cannot; the bundle ships dist/pipeline-worker.js).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { build } from "esbuild";

export function tempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), `blamegate-${prefix}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export { captureIO, type Captured } from "../support/cli-io.js";

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
