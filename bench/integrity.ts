// Verification speed: 5,000 signed traces of 20 steps, from their text (parse + both chains),
// as `blamegate verify` does it. The Python tool takes about 3.5 s for the same work.
// Run: npm run bench:integrity
import { readFileSync, readdirSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseKey } from "../src/integrity/keys.js";
import { parseSource } from "../src/integrity/view.js";
import { signNativeText } from "../src/integrity/sign.js";
import { verifyTrace } from "../src/integrity/verify.js";
import type { Trace } from "../src/trace/model.js";

const N = 5000;
const STEPS = 20;
// Scripts run from the repository root (scripts/run-ts.mjs).
const dir = resolve("../shared/data/peers/approximately/scale-sample") + "/";

function asTrace(text: string): Trace {
  const raw = JSON.parse(text) as { id: string; task: string; meta: { integrity?: unknown } };
  return { id: raw.id, task: raw.task, success: null, meta: raw.meta, steps: [], origin: { file: "bench", format: "native" }, integrity: raw.meta.integrity, sourceText: text };
}

// Real traces approximately wrote, cut or repeated to exactly STEPS steps, then re-signed.
const sources = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => readFileSync(dir + f, "utf8"));
function corpus(key?: Uint8Array): string[] {
  const out: string[] = [];
  for (let i = 0; i < N; i++) {
    const tree = parseSource(sources[i % sources.length] as string);
    const steps = tree.get("steps") as unknown[];
    const fixed = Array.from({ length: STEPS }, (_, j) => steps[j % steps.length]);
    tree.set("steps", fixed as never);
    tree.set("id", `${String(tree.get("id"))}-${i}`);
    out.push(signNativeText(tree, key ? { key } : {}));
  }
  return out;
}

function run(label: string, texts: string[], key?: Uint8Array): void {
  const traces = texts.map(asTrace);
  const bytes = texts.reduce((n, t) => n + t.length, 0);
  const opts = key ? { key } : {};
  verifyTrace(traces[0] as Trace, opts); // warm-up of the JIT on one trace only
  const times: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < 5; round++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    let intact = 0;
    for (const t of traces) if (verifyTrace(t, opts).verdict === "intact") intact++;
    const c = process.cpuUsage(c0);
    times.push(performance.now() - t0);
    // CPU time of this thread's process: the machine is shared, so wall time alone misleads.
    cpu.push((c.user + c.system) / 1000);
    if (intact !== traces.length) throw new Error(`${label}: only ${intact} of ${traces.length} intact`);
  }
  const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[2] as number;
  const wall = med(times);
  console.log(
    `${label}: ${N} traces × ${STEPS} steps (${(bytes / 1e6).toFixed(1)} MB of JSON) verified from text in ` +
      `${wall.toFixed(0)} ms wall, ${med(cpu).toFixed(0)} ms CPU (medians of 5; wall min ${Math.min(...times).toFixed(0)}); ` +
      `${((N * STEPS) / (wall / 1000) / 1e3).toFixed(0)}k steps/s; ${wall < 1000 ? "under" : "OVER"} the 1 s target (load average ${loadavg()[0]?.toFixed(1)})`,
  );
}

run("unkeyed (sha256-chain-v1 + blamegate-sha256-chain-v1)", corpus());
const key = parseKey("bench-key");
run("keyed   (hmac-sha256-chain-v1 + blamegate-hmac-sha256-chain-v1)", corpus(key), key);
