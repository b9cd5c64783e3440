// `npm run bench [-- --sizes 1k,10k,100k,1gb] [--repeat N]`: generates the corpora (once; kept in
// .bench/), then for each runs the floor (read + JSON.parse only) and the CLI end to end
// (`dist/cli.js attribute DIR --out OUT`), and prints traces/s, MB/s, peak RSS and the ratio of
// the CLI's time to the floor's. With --repeat N, N floor/CLI pairs run one after the other and
// the row is the pair with the median ratio (the slower middle one for an even N), every pair
// beside it: on a shared machine one pair can land on a slow minute for either side. Then the
// cold start (bench/cold-start.ts) and the bundle size.
// Corpora: 1k/10k/100k/1gb are generated (bench/generate); approx5k is approximately's scale
// sample replicated to 5,000 files and ab2k an agent-blame SQLite store of 2,000 runs × 5 steps
// (bench/generate/peers.ts), the shapes issue 17's users have. With --pin, every measured
// command also runs under `taskset -c 0` (one CPU), and the table has a row for each mode.
// Peak RSS is GNU time's maximum resident set size of the child (worker threads included).
// The tail column is the main thread's share: from the pipeline's last file analysed to the
// process's exit (SARIF, the markdown, results.json, the digest), as a share of the CLI's wall
// time, and the CPU time it took (bench/tail-probe.mjs, preloaded into the CLI).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { availableParallelism, loadavg } from "node:os";
import { build } from "esbuild";
import { ensureCorpus, privateBundle, SIZES } from "./prepare.js";
import { describeColdStart, measureColdStart } from "./cold-start.js";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1k,10k,100k,1gb" },
    dir: { type: "string", default: ".bench" },
    "no-build": { type: "boolean", default: false },
    "jsonl-mb": { type: "string" },
    "cold-runs": { type: "string", default: "7" },
    repeat: { type: "string", default: "1" },
    pin: { type: "boolean", default: false },
    // Also count the cold-start runs' instructions under valgrind (host-independent; slow).
    instructions: { type: "boolean", default: false },
  },
});
const root = process.cwd();
const benchDir = path.resolve(root, values.dir!);
mkdirSync(benchDir, { recursive: true });
const sizes = values
  .sizes!.split(",")
  .map((s) => s.trim())
  .filter(Boolean);
for (const s of sizes) if (!SIZES[s]) throw new Error(`unknown size ${s}; pick from ${Object.keys(SIZES).join(", ")}`);
if (values["jsonl-mb"]) SIZES["1gb"] = { jsonlMb: Number(values["jsonl-mb"]) };

// The bundle is built privately into .bench/dist (bench/prepare.ts); --no-build measures dist/ as is.
const dist = path.join(benchDir, "dist");
privateBundle(root, dist, values["no-build"]!);
const floorScript = path.join(benchDir, "floor.mjs");
const tailProbe = path.join(root, "bench/tail-probe.mjs");
const tailFile = path.join(benchDir, "tail.json");

interface Tail {
  /** Share of the wall time after the last file was analysed. */
  share: number;
  /** CPU ms (all threads) after it. */
  cpuMs: number;
}

/** What the probe wrote of the last CLI run, or null when the run made no mark (it failed before the pipeline ended). */
function readTail(): Tail | null {
  if (!existsSync(tailFile)) return null;
  const t = JSON.parse(readFileSync(tailFile, "utf8")) as { wallMs: number; cpuMs: number; mark: { ms: number; cpuMs: number } | null };
  rmSync(tailFile, { force: true });
  return t.mark ? { share: (t.wallMs - t.mark.ms) / t.wallMs, cpuMs: t.cpuMs - t.mark.cpuMs } : null;
}
await build({ entryPoints: [path.join(root, "bench/floor.ts")], outfile: floorScript, bundle: true, format: "esm", platform: "node", target: "node20", packages: "external", logLevel: "warning" });

interface Measured {
  seconds: number;
  /** User + system CPU seconds, all threads. */
  cpuSeconds: number;
  rssMb: number;
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a child under GNU time; wall seconds and peak RSS come from it. */
function measure(argv: string[], env: NodeJS.ProcessEnv = process.env, stdoutFile?: string, pinned = false, cwd = root): Measured {
  const timeFile = path.join(benchDir, "time.txt");
  const args = pinned ? ["taskset", "-c", "0", ...argv] : argv;
  const cmd = stdoutFile ? ["sh", "-c", `exec "$@" > "${stdoutFile}"`, "sh", ...args] : args;
  const r = spawnSync("/usr/bin/time", ["-o", timeFile, "-f", "%e %U %S %M", ...cmd], { env, cwd, encoding: "utf8", maxBuffer: 1 << 30 });
  const [secs, user, sys, kb] = readFileSync(timeFile, "utf8").trim().split(/\s+/).slice(-4).map(Number);
  return { seconds: secs!, cpuSeconds: user! + sys!, rssMb: kb! / 1024, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface Row {
  corpus: string;
  /** "all": as the machine runs it; "1": under `taskset -c 0`. */
  cpus: "all" | "1";
  files: number;
  traces: number;
  mb: number;
  floorSeconds: number;
  floorCpuSeconds: number;
  floorRssMb: number;
  cliSeconds: number;
  cliCpuSeconds: number;
  cliRssMb: number;
  tracesPerSecond: number;
  mbPerSecond: number;
  ratio: number;
  /** Every pair's ratio, in the order run (one with --repeat 1). */
  ratios: number[];
  /** Every pair's floor and CLI seconds, in the order run. */
  pairSeconds: [number, number][];
  skipped: number;
  note: string;
  /** The median pair's CLI run: the time after its last file was analysed. */
  tail: Tail | null;
}

// The machine may be shared: its load says how far wall times can be trusted.
const loadAtStart = loadavg()[0]!;
const rows: Row[] = [];
const modes: ("all" | "1")[] = values.pin ? ["all", "1"] : ["all"];
for (const name of sizes) {
  const manifest = await ensureCorpus(benchDir, name);
  // A committed corpus runs from its repository, as a workflow runs in its checkout.
  const cwd = SIZES[name]!.committed ? path.dirname(manifest.path) : root;
  const target = path.relative(cwd, manifest.path);
  const mb = manifest.bytes / 1048576;
  // Warm the page cache once so neither side pays for the disk and the order does not matter.
  measure([process.execPath, floorScript, target], process.env, undefined, false, cwd);
  for (const cpus of modes) {
    const pinned = cpus === "1";
    const out = path.join(benchDir, `out-${name}`);
    const pairs: { floor: Measured; cli: Measured; tail: Tail | null }[] = [];
    for (let k = 0; k < Math.max(1, Number(values.repeat)); k++) {
      const floor = measure([process.execPath, floorScript, target], process.env, undefined, pinned, cwd);
      rmSync(out, { recursive: true, force: true });
      rmSync(tailFile, { force: true });
      const cli = measure([process.execPath, "--import", tailProbe, path.join(dist, "cli.js"), "attribute", target, "--out", out], { ...process.env, BLAMEGATE_TAIL_FILE: tailFile }, "/dev/null", pinned, cwd);
      if (cli.status !== 0 && cli.status !== 1 && cli.status !== 4) console.error(`cli exited ${cli.status}: ${cli.stderr.slice(-2000)}`);
      pairs.push({ floor, cli, tail: readTail() });
    }
    const ratios = pairs.map((p) => Number((p.cli.seconds / p.floor.seconds).toFixed(2)));
    // The median pair; of two middle ones, the slower, so an even count never flatters the row.
    const { floor, cli, tail } = pairs[[...ratios.keys()].sort((a, b) => ratios[a]! - ratios[b]!)[Math.floor(pairs.length / 2)]!]!;
    const floorOut = JSON.parse(floor.stdout.trim().split("\n").pop()!) as { records: number };
    const results = JSON.parse(readFileSync(path.join(out, "results.json"), "utf8")) as {
      summary: { traces: number; skipped: number };
      skipped: { file: string; line?: number; reason: string }[];
    };
    let note = "";
    if (manifest.corruptLine) {
      const hit = results.skipped.find((s) => s.line === manifest.corruptLine);
      note = hit ? `corrupt line ${manifest.corruptLine} reported (${hit.reason}); ${results.summary.traces}/${manifest.traces} other traces attributed` : `corrupt line ${manifest.corruptLine} NOT reported`;
    }
    if (results.summary.traces !== manifest.traces) note += `${note ? "; " : ""}${results.summary.traces} of ${manifest.traces} traces imported (floor parsed ${floorOut.records} records)`;
    rows.push({
      corpus: name,
      cpus,
      files: manifest.files,
      traces: results.summary.traces,
      mb: Math.round(mb),
      floorSeconds: floor.seconds,
      floorCpuSeconds: Number(floor.cpuSeconds.toFixed(2)),
      floorRssMb: Math.round(floor.rssMb),
      cliSeconds: cli.seconds,
      cliCpuSeconds: Number(cli.cpuSeconds.toFixed(2)),
      // The highest of every pair: the target is a peak.
      cliRssMb: Math.round(Math.max(...pairs.map((p) => p.cli.rssMb))),
      tracesPerSecond: Math.round(results.summary.traces / cli.seconds),
      mbPerSecond: Math.round(mb / cli.seconds),
      ratio: Number((cli.seconds / floor.seconds).toFixed(2)),
      ratios,
      pairSeconds: pairs.map((p) => [p.floor.seconds, p.cli.seconds]),
      skipped: results.summary.skipped,
      note,
      tail,
    });
    console.error(JSON.stringify(rows[rows.length - 1]));
  }
}

// Cold start: bare node, the action and the CLI on one trace, in turn (cold-start.ts).
const coldRuns = Number(values["cold-runs"]);
const failingTrace = path.join(root, "examples/traces/booking-unverified.json");
const coldStart = await measureColdStart(dist, benchDir, failingTrace, coldRuns, false, values.instructions);
const pinnedCold = values.pin ? await measureColdStart(dist, benchDir, failingTrace, coldRuns, true) : null;

function sizeOf(p: string): number {
  const st = statSync(p);
  if (!st.isDirectory()) return st.size;
  return readdirSync(p).reduce((n, f) => n + sizeOf(path.join(p, f)), 0);
}
const cold = {
  ...coldStart,
  indexKb: Math.round(sizeOf(path.join(dist, "index.js")) / 1024),
  cliKb: Math.round(sizeOf(path.join(dist, "cli.js")) / 1024),
  distKb: Math.round(sizeOf(dist) / 1024),
};
if (coldStart.actionStatus !== 0) console.error(`action exited ${coldStart.actionStatus}: ${coldStart.actionStderr.slice(-1500)}`);

const table = [
  "| corpus | CPUs | files | traces | MB | floor s | CLI s | ratio | traces/s | MB/s | peak RSS CLI | peak RSS floor | CPU s floor / CLI | tail: share of wall (CPU ms) |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) =>
      `| ${r.corpus} | ${r.cpus} | ${r.files} | ${r.traces} | ${r.mb} | ${r.floorSeconds.toFixed(2)} | ${r.cliSeconds.toFixed(2)} | ${r.ratio.toFixed(2)}× | ${r.tracesPerSecond} | ${r.mbPerSecond} | ${r.cliRssMb} MB | ${r.floorRssMb} MB | ${r.floorCpuSeconds.toFixed(1)} / ${r.cliCpuSeconds.toFixed(1)} | ${r.tail ? `${(100 * r.tail.share).toFixed(0)}% (${Math.round(r.tail.cpuMs)})` : "—"} |`,
  ),
].join("\n");
const notes = rows.filter((r) => r.note).map((r) => `- ${r.corpus} (${r.cpus} CPUs): ${r.note}`);
for (const r of rows)
  if (r.ratios.length > 1)
    notes.push(
      `- ${r.corpus} (${r.cpus} CPUs): the ${r.ratios.length} pairs, in the order run: ${r.ratios.map((x, k) => `${x.toFixed(2)}× (${r.pairSeconds[k]![0].toFixed(1)} / ${r.pairSeconds[k]![1].toFixed(1)} s)`).join(", ")}; the row is the median pair, its peak RSS the highest`,
    );
console.log(table);
if (notes.length) console.log(notes.join("\n"));
console.log(`\n${describeColdStart(coldStart)}`);
if (pinnedCold) console.log(describeColdStart(pinnedCold));
console.log(`machine: ${availableParallelism()} cores, node ${process.version}, 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadavg()[0]!.toFixed(1)} at the end`);
console.log(`bundle: dist/index.js ${cold.indexKb} KB, dist/cli.js ${cold.cliKb} KB, all of dist/ ${cold.distKb} KB`);
writeFileSync(
  path.join(benchDir, "bench-results.json"),
  JSON.stringify({ when: new Date().toISOString(), cores: availableParallelism(), load: [loadAtStart, loadavg()[0]], node: process.version, rows, cold, pinnedCold }, null, 2),
);
