// Verification speed: 5,000 signed traces of 20 steps, starting from their JSON text, as
// `blamegate verify` meets them, the work the Python tool does to check the same chains.
// Two paths are timed: the usual one (the importer's JSON.parse, then verifyTrace on its
// object when no number literal is ambiguous) and the scanner alone (texts whose numbers
// JSON.parse would misspell, e.g. 480.0). Run: npm run bench:integrity
import { readFileSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { parseKey } from "../src/integrity/keys.js";
import { parseSource } from "../src/integrity/view.js";
import { signNativeText } from "../src/integrity/sign.js";
import { verifyTrace } from "../src/integrity/verify.js";
import type { Trace } from "../src/trace/model.js";

const N = 5000;
const STEPS = 20;
const ROUNDS = 5;
// Scripts run from the repository root (scripts/run-ts.mjs).
const dir = resolve("test/fixtures/data/peers/approximately/scale-sample") + "/";

// Real traces approximately wrote, cut or repeated to exactly STEPS steps, then re-signed.
const sources = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => readFileSync(dir + f, "utf8"));
function corpus(key?: Uint8Array): string[] {
  const out: string[] = [];
  for (let i = 0; i < N; i++) {
    const tree = parseSource(sources[i % sources.length] as string);
    const steps = tree.get("steps") as unknown[];
    tree.set("steps", Array.from({ length: STEPS }, (_, j) => steps[j % steps.length]) as never);
    tree.set("id", `${String(tree.get("id"))}-${i}`);
    out.push(signNativeText(tree, key ? { key } : {}));
  }
  return out;
}

type Raw = { id: string; task: string; meta: { integrity?: unknown } };
/** What the native importer hands over: the parsed object and, for signed traces, the text. */
function imported(text: string, withParsed: boolean): Trace {
  const raw = JSON.parse(text) as Raw;
  const t: Trace = { id: raw.id, task: raw.task, success: null, meta: raw.meta, steps: [], origin: { file: "bench", format: "native" }, integrity: raw.meta.integrity, sourceText: text };
  if (withParsed) t.raw = raw;
  return t;
}

function time(label: string, texts: string[], key: Uint8Array | undefined, withParsed: boolean): void {
  const opts = key ? { key } : {};
  const bytes = texts.reduce((n, t) => n + t.length, 0);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    let intact = 0;
    for (const text of texts) if (verifyTrace(imported(text, withParsed), opts).verdict === "intact") intact++;
    const c = process.cpuUsage(c0);
    wall.push(performance.now() - t0);
    // CPU time too: the machine is shared, and wall time alone measures the neighbours.
    cpu.push((c.user + c.system) / 1000);
    if (intact !== texts.length) throw new Error(`${label}: only ${intact} of ${texts.length} intact`);
  }
  const med = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] as number;
  const w = med(wall);
  console.log(
    `${label.padEnd(44)} ${N} traces × ${STEPS} steps (${(bytes / 1e6).toFixed(1)} MB): ` +
      `${w.toFixed(0)} ms wall (min ${Math.min(...wall).toFixed(0)}), ${med(cpu).toFixed(0)} ms CPU (min ${Math.min(...cpu).toFixed(0)}); ` +
      `${((N * STEPS) / (w / 1000) / 1e3).toFixed(0)}k steps/s — ${w < 1000 ? "under" : "OVER"} 1 s`,
  );
}

/**
 * The same corpus through a Python rendering of approximately's verify (bench/approximately_verify.py),
 * run now on the same machine: a reference that moves with the machine's load as ours does.
 */
function python(label: string, texts: string[], key?: Uint8Array): void {
  const args = ["bench/approximately_verify.py", ...(key ? [Buffer.from(key).toString("hex")] : [])];
  // One trace per line: re-serialise compactly (json.loads reads the numbers the same way).
  const input = texts.map((t) => t.replace(/\n\s*/g, "")).join("\n");
  const r = spawnSync("python3", args, { input, encoding: "utf8", maxBuffer: 1 << 26 });
  if (r.status !== 0) {
    console.log(`${label.padEnd(44)} (python3 not available: ${(r.stderr || String(r.error)).trim().split("\n").pop()})`);
    return;
  }
  const out = JSON.parse(r.stdout) as { seconds: number; intact: number };
  console.log(`${label.padEnd(44)} ${out.intact}/${texts.length} intact in ${(out.seconds * 1000).toFixed(0)} ms (approximately's v1 chain only, one run)`);
}

console.log(`integrity bench: medians of ${ROUNDS} rounds; load average ${loadavg()[0]?.toFixed(1)} on ${(await import("node:os")).cpus().length} CPUs`);
const plain = corpus();
time("unkeyed, JSON.parse + verify", plain, undefined, true);
time("unkeyed, scanner only", plain, undefined, false);
const key = parseKey("bench-key");
const keyed = corpus(key);
time("keyed (HMAC), JSON.parse + verify", keyed, key, true);
time("keyed (HMAC), scanner only", keyed, key, false);
python("python reference, unkeyed", plain);
python("python reference, keyed", keyed, key);
