// `node scripts/run-ts.mjs bench/attribute-cpu.ts [PATH] [rounds]`: CPU time of attribute() alone,
// in-process on one thread. Reads every trace of PATH once, then runs attribute() over all of them
// `rounds` times (process.cpuUsage(), so a busy machine does not skew it) and prints each round,
// the best, and a sha256 of the attributions: two builds that print the same digest gave the
// same answers on that corpus. The optimising compiler is set as the CLI sets it (src/jit-tuning.ts),
// so the first round costs what a CLI run pays.
//
// With `--stages` after the rounds argument it times, instead, one first pass stage by stage over
// every trace: buildContext (contexts dropped), then each detector over contexts made once and
// kept, then stepBlame, largest first. The stages run in a different order than in attribute(),
// and kept contexts make collection dearer, so the figures are shares, not a sum of a round.
import { createHash } from "node:crypto";
import { tuneJit } from "../src/jit-tuning.js";
import { collectFiles } from "../src/collect/files.js";
import { readTraces, type ReadItem } from "../src/trace/read.js";
import { attribute } from "../src/attribution/attribute.js";
import { buildContext } from "../src/attribution/context.js";
import { DETECTORS } from "../src/attribution/detectors/index.js";
import { stepBlame } from "../src/attribution/blame.js";
import type { Trace } from "../src/trace/model.js";

tuneJit();
const [target, roundsArg, mode] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 5);
const { files } = await collectFiles([target ?? ".bench/corpus-approx5k"], process.cwd());
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const traces: Trace[] = [];
for (const file of files) {
  for await (const item of readTraces(file) as AsyncIterable<ReadItem>) if ("trace" in item) traces.push(item.trace);
}
const steps = traces.reduce((s, t) => s + t.steps.length, 0);

if (mode === "--stages") {
  const rows: [string, number][] = [];
  let t = cpu();
  for (const tr of traces) buildContext(tr);
  rows.push(["buildContext", cpu() - t]);
  const contexts = traces.map((tr) => buildContext(tr));
  for (const d of DETECTORS) {
    t = cpu();
    for (const ctx of contexts) {
      // Skipped as attribute() skips it: a trace it does not serve, a passed run it cannot be sure about.
      if ((d.serves === "structured" && !ctx.structured) || (d.serves === "prose" && !ctx.prose)) continue;
      if (ctx.trace.success === true && d.maxConfidence < 0.8) continue;
      try {
        d.detect(ctx);
      } catch {
        // attribute() drops a detector's throw too.
      }
    }
    rows.push([d.name, cpu() - t]);
  }
  t = cpu();
  for (const ctx of contexts) stepBlame(ctx);
  rows.push(["stepBlame", cpu() - t]);
  for (const [stage, ms] of rows.sort((a, b) => b[1] - a[1])) console.log(JSON.stringify({ stage, ms: Math.round(ms) }));
  process.exit(0);
}

const times: number[] = [];
let digest = "";
for (let r = 0; r < rounds; r++) {
  const t = cpu();
  const out = traces.map((tr) => attribute(tr));
  const ms = cpu() - t;
  times.push(ms);
  if (r === 0) digest = createHash("sha256").update(JSON.stringify(out)).digest("hex").slice(0, 16);
  console.log(JSON.stringify({ round: r, ms: Math.round(ms) }));
}
const best = Math.min(...times);
console.log(JSON.stringify({ traces: traces.length, steps, bestMs: Math.round(best), usPerTrace: Math.round((best * 1000) / traces.length), digest }));
