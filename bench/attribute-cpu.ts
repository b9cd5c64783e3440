// `node scripts/run-ts.mjs bench/attribute-cpu.ts [PATH] [rounds]`: CPU time of attribute() alone,
// in-process on one thread. Reads every trace of PATH once, then runs attribute() over all of them
// `rounds` times (process.cpuUsage(), so a busy machine does not skew it) and prints each round,
// the best, and a sha256 of the attributions: two builds that print the same digest gave the
// same answers on that corpus. The optimising compiler is set as the CLI sets it (src/jit-tuning.ts),
// so the first round costs what a CLI run pays.
import { createHash } from "node:crypto";
import { tuneJit } from "../src/jit-tuning.js";
import { collectFiles } from "../src/collect/files.js";
import { readTraces, type ReadItem } from "../src/trace/read.js";
import { attribute } from "../src/attribution/attribute.js";
import type { Trace } from "../src/trace/model.js";

tuneJit();
const [target, roundsArg] = process.argv.slice(2);
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
