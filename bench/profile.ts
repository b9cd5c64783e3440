// `node --cpu-prof scripts/run-ts.mjs bench/profile.ts PATH [workers]`: the pipeline in-process
// (no CLI, no report writing), for profiling where a run's time goes.
import { collectFiles } from "../src/collect/files.js";
import { runPipeline } from "../src/pipeline/run-pipeline.js";
import { silentLogger } from "../src/log.js";

const [target, workers] = process.argv.slice(2);
const started = performance.now();
const { files } = await collectFiles([target ?? ".bench/corpus-1k"], process.cwd());
const listed = performance.now();
const result = await runPipeline({ files }, { format: "auto", integrity: "warn", workers: workers === undefined ? "auto" : Number(workers) }, silentLogger);
const done = performance.now();
// With --expose-gc: what the results themselves hold once garbage is gone.
(globalThis as { gc?: () => void }).gc?.();
const heapMb = Math.round(process.memoryUsage().heapUsed / 1048576);
console.log(
  JSON.stringify({
    files: files.length,
    traces: result.summary.traces,
    skipped: result.summary.skipped,
    listMs: Math.round(listed - started),
    runMs: Math.round(done - listed),
    heapMb,
    rssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    cpuMs: Math.round((process.cpuUsage().user + process.cpuUsage().system) / 1000),
  }),
);
