// `node scripts/run-ts.mjs bench/cpu.ts [PATH] [rounds]`: CPU time per phase of the per-trace work
// (read+parse+import, attribute, redact, the result made from an attribution, whole analyzeTrace),
// in-process on one thread, measured with process.cpuUsage() so a busy machine does not skew it.
// Prints one JSON line per round, then one line of the least time each phase took over the rounds
// (the warm figure to compare).
//
// The ingest phases around attribution, as a one-thread run does them file by file (redactMs is
// the redaction of what attribution found):
// - importMs: importBytes over every file's bytes already in memory (sniff, decode, parse, import);
// - resultMs: analyzeTrace's own work (resultOf: signature, sites, trimming, redaction, clipping)
//   from attributions already made, integrity off;
// - stringifyMs / unpackMs: each result to its JSON line (one-file.ts) and back (unpack.ts).
import { readFileSync } from "node:fs";
import { collectFiles } from "../src/collect/files.js";
import { importBytes, readTraces, type ReadItem } from "../src/trace/read.js";
import { attribute } from "../src/attribution/attribute.js";
import { analyzeTrace, resultOf } from "../src/results/analyze-trace.js";
import { redactDeep } from "../src/untrusted/redact.js";
import { Interner, unpackTraces } from "../src/pipeline/unpack.js";
import type { Trace } from "../src/trace/model.js";
import type { TraceResult } from "../src/results/model.js";

const [target, roundsArg] = process.argv.slice(2);
const rounds = Number(roundsArg ?? 3);
const { files } = await collectFiles([target ?? ".bench/corpus-1k"], process.cwd());
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
// Documents only: JSONL files stream in the run, so their bytes are not held here.
const documents = files.filter((f) => !/\.(jsonl|ndjson)$/i.test(f)).map((f) => ({ file: f, bytes: readFileSync(f) }));

const importAll = async (): Promise<Trace[]> => {
  const out: Trace[] = [];
  for (const d of documents) for (const item of await importBytes(d.bytes, d.file)) if ("trace" in item) out.push(item.trace);
  return out;
};

const least: Record<string, number> = {};
for (let r = 0; r < rounds; r++) {
  // The ingest phases first, from the bytes in memory. Each file's traces are let go at once, as
  // the run holds one file's traces at a time; the ones analysed next are imported again.
  let t = cpu();
  let imported = 0;
  for (const d of documents) imported += (await importBytes(d.bytes, d.file)).length;
  const importMs = cpu() - t;
  const results: TraceResult[] = (await importAll()).map((tr) => analyzeTrace(tr, { integrity: "off" }));
  t = cpu();
  const lines = results.map((x) => JSON.stringify(x));
  const stringifyMs = cpu() - t;
  t = cpu();
  const interner = new Interner();
  for (const line of lines) unpackTraces({ traces: line }, interner);
  const unpackMs = cpu() - t;
  results.length = 0;
  lines.length = 0;

  t = cpu();
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
  for (let i = 0; i < traces.length; i++) resultOf(traces[i]!, attributions[i]!, { integrity: "off" });
  const resultMs = cpu() - t;
  t = cpu();
  for (const tr of traces) analyzeTrace(tr, { integrity: "warn" });
  const analyzeMs = cpu() - t;
  const round = { readMs, attributeMs, redactMs, resultMs, analyzeMs, importMs, stringifyMs, unpackMs };
  for (const [k, v] of Object.entries(round)) least[k] = Math.min(least[k] ?? Number.POSITIVE_INFINITY, v);
  const rounded = Object.fromEntries(Object.entries(round).map(([k, v]) => [k, Math.round(v)]));
  console.log(JSON.stringify({ round: r, files: files.length, traces: traces.length, imported, ...rounded }));
}
console.log(JSON.stringify({ least: Object.fromEntries(Object.entries(least).map(([k, v]) => [k, Math.round(v)])) }));
