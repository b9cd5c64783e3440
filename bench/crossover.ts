// `node scripts/run-ts.mjs bench/crossover.ts [--sizes 16,64,256,1000] [--corpus approx5k] [--pin]`: where
// the worker pool starts to pay (issue 17). For each size, the first N files of a bench corpus
// (made by `npm run bench`), the pipeline is run in a fresh process twice: on the main thread
// (workers 0) and as planRun decides with the pool forced (workers = cores), best of three each.
// The script is bundled next to .bench/dist/pipeline-worker.js so the pool finds its worker.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { availableParallelism } from "node:os";
import { build } from "esbuild";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "8,16,32,63,64,128,256,1000" },
    corpus: { type: "string", default: "approx5k" },
    dir: { type: "string", default: ".bench" },
    pin: { type: "boolean", default: false },
    child: { type: "string" },
    workers: { type: "string" },
  },
});

if (values.child) {
  // The measured child: one run of the pipeline, printing its wall and CPU milliseconds.
  const { runPipeline } = await import("../src/pipeline/run-pipeline.js");
  const { silentLogger } = await import("../src/log.js");
  const { tuneGarbageCollection } = await import("../src/gc-tuning.js");
  tuneGarbageCollection();
  const files = readdirSync(values.child)
    .sort()
    .map((f) => path.join(values.child!, f));
  const started = performance.now();
  const r = await runPipeline({ files }, { format: "auto", integrity: "warn", workers: Number(values.workers) }, silentLogger);
  const u = process.cpuUsage();
  console.log(JSON.stringify({ ms: performance.now() - started, cpuMs: (u.user + u.system) / 1000, traces: r.summary.traces }));
  process.exit(0);
}

const benchDir = path.resolve(values.dir!);
const dist = path.join(benchDir, "dist");
if (!existsSync(path.join(dist, "pipeline-worker.js"))) throw new Error("run `npm run bench` first: it builds .bench/dist");
const src = path.join(benchDir, `corpus-${values.corpus}`);
const all = readdirSync(src)
  .filter((f) => f.endsWith(".json"))
  .sort();
const script = path.join(dist, "crossover.mjs");
await build({
  entryPoints: [path.resolve("bench/crossover.ts")],
  outfile: script,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  logLevel: "warning",
  loader: { ".wasm": "binary" },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
});

const run = (folder: string, workers: number, pinned: boolean) => {
  const args = [process.execPath, script, "--child", folder, "--workers", String(workers)];
  const r = spawnSync(pinned ? "taskset" : args[0]!, pinned ? ["-c", "0", ...args] : args.slice(1), { encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout.trim().split("\n").pop()!) as { ms: number; cpuMs: number };
};
const best = (f: () => { ms: number; cpuMs: number }) => [f(), f(), f()].sort((a, b) => a.ms - b.ms)[0]!;
const modes = values.pin ? [false, true] : [false];
console.log("| files | MB | CPUs | main thread ms (CPU ms) | pool ms (CPU ms) | pool / main |");
console.log("|---:|---:|---:|---:|---:|---:|");
for (const n of values.sizes!.split(",").map(Number)) {
  const folder = path.join(benchDir, `crossover-${n}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder);
  let bytes = 0;
  for (const f of all.slice(0, n)) {
    symlinkSync(path.join(src, f), path.join(folder, f));
    bytes += statSync(path.join(src, f)).size;
  }
  for (const pinned of modes) {
    const cores = pinned ? 1 : availableParallelism();
    const main = best(() => run(folder, 0, pinned));
    const pool = best(() => run(folder, cores, pinned));
    console.log(
      `| ${n} | ${(bytes / 1048576).toFixed(1)} | ${pinned ? "1 (taskset -c 0)" : cores} | ${main.ms.toFixed(0)} (${main.cpuMs.toFixed(0)}) | ${pool.ms.toFixed(0)} (${pool.cpuMs.toFixed(0)}) | ${(pool.ms / main.ms).toFixed(2)} |`,
    );
  }
  rmSync(folder, { recursive: true, force: true });
}
