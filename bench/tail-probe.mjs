// Preloaded into a measured run (`node --import ./bench/tail-probe.mjs dist/cli.js …`) with
// BLAMEGATE_TAIL_FILE set: at exit it writes, as JSON, the wall time from the process's start,
// the time of the pipeline's "every file analysed" event (src/pipeline/run-pipeline.ts), and the
// process's CPU time (all threads) at both. The tail is what runs after the mark: SARIF, the
// markdown, results.json, the digest, on the main thread (and the layout worker).
import { writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";

const file = process.env.BLAMEGATE_TAIL_FILE;
if (file) {
  let mark = null;
  // src/pipeline/run-pipeline.ts emits this process event once every file is analysed.
  process.on("blamegate:pipeline-done", () => {
    if (mark !== null) return;
    const cpu = process.cpuUsage();
    mark = { ms: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000 };
  });
  process.on("exit", () => {
    const cpu = process.cpuUsage();
    writeFileSync(file, JSON.stringify({ wallMs: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000, mark }));
  });
}
