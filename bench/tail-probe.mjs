// Preloaded into a measured run (`node --import ./bench/tail-probe.mjs dist/cli.js …`) with
// BLAMEGATE_TAIL_FILE set: at exit it writes, as JSON, the wall time from the process's start,
// the time of the pipeline's "every file analysed" mark (src/pipeline/run-pipeline.ts), and the
// process's CPU time (all threads) at both. The tail is what runs after the mark: SARIF, the
// markdown, results.json, the digest, on the main thread (and the layout worker).
import { writeFileSync } from "node:fs";
import { PerformanceObserver, performance } from "node:perf_hooks";

const file = process.env.BLAMEGATE_TAIL_FILE;
if (file) {
  let mark = null;
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === "blamegate:pipeline-done" && mark === null) {
        const cpu = process.cpuUsage();
        mark = { ms: e.startTime, cpuMs: (cpu.user + cpu.system) / 1000 };
      }
    }
  });
  observer.observe({ entryTypes: ["mark"] });
  process.on("exit", () => {
    const cpu = process.cpuUsage();
    writeFileSync(file, JSON.stringify({ wallMs: performance.now(), cpuMs: (cpu.user + cpu.system) / 1000, mark }));
  });
}
