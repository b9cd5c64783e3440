// `node scripts/run-ts.mjs bench/cpu.ts [PATH] [rounds]`: CPU time per phase of the per-trace work
// (read+parse+import, attribute, redact, whole analyzeTrace), in-process on one thread, measured
// with process.cpuUsage() so a busy machine does not skew it. Prints one JSON line per round.
import { collectFiles } from "../src/collect/files.js";
import { readTraces, type ReadItem } from "../src/trace/read.js";
import { attribute } from "../src/attribution/attribute.js";
import { analyzeTrace } from "../src/results/analyze-trace.js";
import { redactDeep } from "../src/untrusted/redact.js";
import type { Trace } from "../src/trace/model.js";

const [target, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 3);
const { files } = await collectFiles([target ?? ".bench/corpus-1k"], process.cwd());
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

for (let r = 0; r < rounds; r++) {
  let t = cpu();
  const traces: Trace[] = [];
  for (const file of files) {
    for await (const item of readTraces(file) as AsyncIterable<ReadItem>) if ("trace" in item) traces.push(item.trace);
  }
  const readMs = cpu() - t;
  t = cpu();
  const attributions = traces.map((tr) => attribute(tr));
  const attributeMs = cpu() - t;
  t = cpu();
  for (const a of attributions) redactDeep(a);
  const redactMs = cpu() - t;
  t = cpu();
  for (const tr of traces) analyzeTrace(tr, { integrity: "warn" });
  const analyzeMs = cpu() - t;
  console.log(JSON.stringify({ round: r, files: files.length, traces: traces.length, readMs: Math.round(readMs), attributeMs: Math.round(attributeMs), redactMs: Math.round(redactMs), analyzeMs: Math.round(analyzeMs) }));
}
