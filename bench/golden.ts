// `npm run bench:golden -- --base REV [--corpora examples,peers,approx5k,...] [--quick]`: the
// reports of the build of REV and of the working tree, byte for byte, on each corpus. A
// performance change must not change a report (docs/performance.md, "Byte-identical reports").
// - REV is built privately: `git archive` into .bench/golden/base-<commit>, node_modules linked
//   from this checkout, its own scripts/build.mjs run there (kept for the next run). Both sides
//   are built with the same node_modules, so what differs is the sources alone; the dist/
//   committed at REV is not used, it may come from other versions of the build's tools.
// - The working tree is built privately too (bench/prepare.ts), into .bench/golden/current, so
//   dist/ is left alone; --no-build takes dist/ as it is.
// - Each CLI run gets the same arguments, folder, environment and output folder (moved aside
//   afterwards), so the two runs differ only in the bundle. The one thing a run takes from
//   outside that changes between runs is the clock (the digest's `time`): every run's `Date`
//   is pinned by a preload, rather than that field masked in the comparison.
// - --self runs the working tree's build on both sides: what varies between two runs of the
//   same build shows there.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { buildBundle, ensureCorpus, privateBundle, SIZES } from "./prepare.js";

/** A corpus: files of the repository, or a generated corpus of the bench (bench/prepare.ts). */
interface Corpus {
  name: string;
  inputs?: string[];
  /** Left out by --quick. */
  big?: boolean;
}

// --quick keeps the corpora no bigger than approx1k-git, approx5k's first 1,000 files.
const CORPORA: Corpus[] = [
  // From the root, so SARIF finds the sources in examples/agent.
  { name: "examples", inputs: ["examples/traces"] },
  // Keyed, unkeyed and tampered chains, the scale sample and the tool's own output.
  { name: "approximately", inputs: ["test/fixtures/data/peers/approximately"] },
  { name: "agent-blame", inputs: ["test/fixtures/data/peers/agent-blame/examples.db"] },
  { name: "who-and-when", inputs: ["test/fixtures/data/who-and-when"] },
  { name: "agentrx-tau", inputs: ["test/fixtures/data/agentrx-tau"] },
  { name: "approx1k-git" },
  { name: "approx5k", big: true },
  { name: "ab2k", big: true },
  { name: "10k", big: true },
];
const ALIASES: Record<string, string[]> = { peers: ["approximately", "agent-blame"] };

// Pins `new Date()` (no arguments) and nothing else: Date.now() stays real for the time limits
// the readers keep. Passed as a data: URL so no file of it has to exist in either build's folder.
const FIXED_CLOCK = `const R = Date; const T = R.UTC(2026, 0, 1);
globalThis.Date = class extends R { constructor(...a) { if (a.length) super(...a); else super(T); } };`;
const CLOCK_IMPORT = `data:text/javascript,${encodeURIComponent(FIXED_CLOCK)}`;

export interface Difference {
  /** Path relative to the compared folders. */
  file: string;
  /** The first byte that differs (the shorter file's length when one is a prefix of the other). */
  offset?: number;
  /** The side that lacks the file. */
  missing?: "base" | "current";
}

/** Relative paths of the files under `dir` (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => statSync(path.join(dir, f)).isFile());
}

function firstDifference(a: Buffer, b: Buffer): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return i;
  return n;
}

/** Every file of either folder, compared byte for byte; the differences in path order. */
export function compareFolders(base: string, current: string): { files: number; differences: Difference[] } {
  const inBase = new Set(filesUnder(base));
  const inCurrent = new Set(filesUnder(current));
  const all = [...new Set([...inBase, ...inCurrent])].sort();
  const differences: Difference[] = [];
  for (const file of all) {
    if (!inBase.has(file)) differences.push({ file, missing: "base" });
    else if (!inCurrent.has(file)) differences.push({ file, missing: "current" });
    else {
      const a = readFileSync(path.join(base, file));
      const b = readFileSync(path.join(current, file));
      if (!a.equals(b)) differences.push({ file, offset: firstDifference(a, b) });
    }
  }
  return { files: all.length, differences };
}

/** The corpus's line: OK, or DIFF with each differing file and each other difference of the runs. */
export function reportLine(corpus: string, files: number, differences: Difference[], others: string[] = []): string {
  if (differences.length === 0 && others.length === 0) return `OK ${corpus} (${files} files compared)`;
  const each = differences.map((d) => (d.missing ? `${d.file} — missing in ${d.missing}` : `${d.file} — first differing byte offset ${d.offset}`));
  return `DIFF ${corpus}: ${[...each, ...others].join("; ")}`;
}

interface Run {
  status: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
  timedOut: boolean;
}

/** The CLI of `dist` on `inputs` from `cwd`, its reports written to `out`, stopped after `timeoutMs`. */
function runCli(dist: string, cwd: string, inputs: string[], out: string, timeoutMs: number): Run {
  rmSync(out, { recursive: true, force: true });
  const argv = ["--import", CLOCK_IMPORT, path.join(dist, "cli.js"), "attribute", ...inputs, "--out", path.relative(cwd, out)];
  const r = spawnSync(process.execPath, argv, { cwd, encoding: "utf8", stdio: ["ignore", "ignore", "pipe"], maxBuffer: 1 << 28, timeout: timeoutMs });
  return { status: r.status, signal: r.signal, stderr: r.stderr, timedOut: (r.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT" };
}

/** REV's bundle, built once into .bench/golden/base-<commit>/dist. */
function baseBundle(root: string, goldenDir: string, rev: string): string {
  const commit = spawnSync("git", ["rev-parse", "--verify", `${rev}^{commit}`], { cwd: root, encoding: "utf8" });
  if (commit.status !== 0) throw new Error(`--base ${rev}: ${commit.stderr.trim()}`);
  const sha = commit.stdout.trim();
  const folder = path.join(goldenDir, `base-${sha.slice(0, 12)}`);
  const built = path.join(folder, ".golden-built");
  if (existsSync(built)) return path.join(folder, "dist");
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  console.error(`building ${rev} (${sha.slice(0, 12)}) in ${path.relative(root, folder)} …`);
  const unpack = spawnSync("sh", ["-c", 'git archive "$1" | tar -x -C "$2"', "sh", sha, folder], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
  if (unpack.status !== 0) throw new Error(`git archive ${sha} failed`);
  symlinkSync(path.join(root, "node_modules"), path.join(folder, "node_modules"), "dir");
  buildBundle(folder, path.join(folder, "dist"));
  // Written last, so an interrupted build is redone.
  writeFileSync(built, `${sha}\n`);
  return path.join(folder, "dist");
}

function pickCorpora(list: string | undefined, quick: boolean): Corpus[] {
  if (!list) return CORPORA.filter((c) => !(quick && c.big));
  const names = list.split(",").flatMap((s) => ALIASES[s.trim()] ?? [s.trim()]);
  return names.filter(Boolean).map((n) => {
    const c = CORPORA.find((k) => k.name === n);
    if (!c) throw new Error(`unknown corpus ${n}; pick from ${[...CORPORA.map((k) => k.name), ...Object.keys(ALIASES)].join(", ")}`);
    return c;
  });
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: "string" },
      self: { type: "boolean", default: false },
      corpora: { type: "string" },
      quick: { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false },
      dir: { type: "string", default: ".bench" },
      // An older revision may hang on a corpus (a bug fixed since): its run is stopped and failed.
      timeout: { type: "string", default: "600" },
    },
  });
  if (!values.base && !values.self) throw new Error("usage: npm run bench:golden -- --base REV [--corpora a,b] [--quick] [--no-build] [--timeout SECONDS] | --self");
  const root = process.cwd();
  const benchDir = path.resolve(root, values.dir!);
  const goldenDir = path.join(benchDir, "golden");
  mkdirSync(goldenDir, { recursive: true });
  const corpora = pickCorpora(values.corpora, values.quick!);

  const current = path.join(goldenDir, "current", "dist");
  privateBundle(root, current, values["no-build"]!);
  const base = values.self ? current : baseBundle(root, goldenDir, values.base!);

  let failed = false;
  for (const corpus of corpora) {
    let cwd = root;
    let inputs = corpus.inputs;
    if (!inputs) {
      const manifest = await ensureCorpus(benchDir, corpus.name);
      // A committed corpus runs from its repository, as the bench runs it.
      if (SIZES[corpus.name]!.committed) cwd = path.dirname(manifest.path);
      inputs = [path.relative(cwd, manifest.path)];
    }
    const out = path.join(goldenDir, "out", corpus.name);
    const sides = { base, current };
    const runs: Record<string, Run> = {};
    for (const [side, dist] of Object.entries(sides)) {
      console.error(`${corpus.name}: ${side} …`);
      runs[side] = runCli(dist, cwd, inputs, out, Number(values.timeout) * 1000);
      rmSync(`${out}.${side}`, { recursive: true, force: true });
      if (existsSync(out)) renameSync(out, `${out}.${side}`);
    }
    // Exit 0 or 1 is the gate's verdict; anything else is a crash or a usage error of the run.
    const broken = Object.entries(runs).filter(([, r]) => r.status !== 0 && r.status !== 1);
    if (broken.length > 0) {
      failed = true;
      for (const [side, r] of broken) {
        const how = r.timedOut ? `was stopped after --timeout ${values.timeout} s` : r.status === null ? `was killed by ${r.signal}` : `exited ${r.status}`;
        console.log(`FAIL ${corpus.name}: the ${side} run ${how}: ${r.stderr.trim().split("\n").slice(-3).join(" | ")}`);
      }
      continue;
    }
    const { files, differences } = compareFolders(`${out}.base`, `${out}.current`);
    const others = runs.base!.status === runs.current!.status ? [] : [`exit code ${runs.base!.status} in base, ${runs.current!.status} in current`];
    if (differences.length > 0 || others.length > 0) failed = true;
    console.log(reportLine(corpus.name, files, differences, others));
  }
  return failed ? 1 : 0;
}

// Run only as the script (scripts/run-ts.mjs sets argv[1] to this file); the test imports the
// comparison alone.
if (path.resolve(process.argv[1] ?? "") === path.resolve("bench/golden.ts")) process.exitCode = await main();
