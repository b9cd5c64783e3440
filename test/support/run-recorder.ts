// A preload for the bundled entry points' e2e tests (NODE_OPTIONS=--require): it writes down, on
// the main thread, the V8 flags the run sets and the worker threads it starts, and with
// BG_TEST_CORES set tells the run the machine has that many cores. What it saw is written as
// JSON to BG_TEST_RECORD_OUT when the process exits.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface RunRecord {
  /** Every flag given to v8.setFlagsFromString, in order. */
  flags: string[];
  /** The file name of each worker thread's script, in the order they started. */
  started: string[];
}

const PRELOAD = `const { isMainThread } = require("node:worker_threads");
if (isMainThread) {
  if (process.env.BG_TEST_CORES) require("node:os").availableParallelism = () => Number(process.env.BG_TEST_CORES);
  const threads = require("node:worker_threads");
  const started = [];
  const Worker = threads.Worker;
  threads.Worker = class extends Worker {
    constructor(script, options) {
      super(script, options);
      started.push(require("node:path").basename(String(script)));
    }
  };
  const v8 = require("node:v8");
  const set = v8.setFlagsFromString;
  const flags = [];
  v8.setFlagsFromString = (f) => { flags.push(f); return set(f); };
  require("node:module").syncBuiltinESMExports();
  process.on("exit", () => require("node:fs").writeFileSync(process.env.BG_TEST_RECORD_OUT, JSON.stringify({ flags, started })));
}
`;

/** Writes the preload into `dir`; returns a maker of each run's environment and where its record goes. */
export function runRecorder(dir: string): (cores?: number) => { env: Record<string, string>; read: () => RunRecord } {
  const preload = path.join(dir, "record-run.cjs");
  writeFileSync(preload, PRELOAD);
  let runs = 0;
  return (cores) => {
    const out = path.join(dir, `record-${runs++}.json`);
    const env: Record<string, string> = { NODE_OPTIONS: `--require ${preload}`, BG_TEST_RECORD_OUT: out };
    if (cores !== undefined) env.BG_TEST_CORES = String(cores);
    return { env, read: () => JSON.parse(readFileSync(out, "utf8")) as RunRecord };
  };
}
