// What the benches share: the bundle built privately, and the generated corpora, made once and
// kept in .bench/ (bench/run.ts measures them, bench/golden.ts compares reports over them).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { writeFolderCorpus, writeJsonlCorpus, type CorpusManifest } from "./generate/corpus.js";
import { writeAgentBlameCorpus, writeApproximatelyCorpus } from "./generate/peers.js";

export interface CorpusSpec {
  traces?: number;
  jsonlMb?: number;
  approximately?: number;
  agentBlameRuns?: number;
  committed?: boolean;
}

export const SIZES: Record<string, CorpusSpec> = {
  "1k": { traces: 1_000 },
  "10k": { traces: 10_000 },
  "100k": { traces: 100_000 },
  "1gb": { jsonlMb: 1024 },
  approx5k: { approximately: 5_000 },
  ab2k: { agentBlameRuns: 2_000 },
  // Committed to a git repository of its own, run from there: SARIF places findings in the trace
  // files, so this is the run whose tail holds the most (the step lines, the sources' index).
  // The generator names copies by their number, so these are approx5k's first 1,000 files.
  "approx1k-git": { approximately: 1_000, committed: true },
};

/**
 * Runs `scripts/build.mjs` in `cwd` into `outdir`. `--outdir` is given relative to `cwd`, so a
 * checkout of an older revision whose build.mjs does not know the flag still builds `cwd/dist`.
 */
export function buildBundle(cwd: string, outdir: string): void {
  const b = spawnSync(process.execPath, ["scripts/build.mjs", "--outdir", path.relative(cwd, outdir)], { cwd, stdio: "inherit" });
  if (b.status !== 0) throw new Error(`build in ${cwd} failed`);
}

/**
 * The bundle built privately into `dist` (as scripts/build.mjs builds dist/), so a rebuild of
 * dist/ while a bench runs cannot change what it runs; `fromDist` copies dist/ as it is instead.
 */
export function privateBundle(root: string, dist: string, fromDist: boolean): void {
  rmSync(dist, { recursive: true, force: true });
  if (fromDist) cpSync(path.join(root, "dist"), dist, { recursive: true });
  else buildBundle(root, dist);
}

/** The corpus `name` in `benchDir`, generated unless its manifest says it is already there. */
export function ensureCorpus(benchDir: string, name: string, spec: CorpusSpec = SIZES[name]!): Promise<CorpusManifest> | CorpusManifest {
  const target = spec.committed
    ? path.join(benchDir, `repo-${name}`, "traces")
    : spec.agentBlameRuns
      ? path.join(benchDir, `corpus-${name}.db`)
      : spec.traces || spec.approximately
        ? path.join(benchDir, `corpus-${name}`)
        : path.join(benchDir, `corpus-${name}.jsonl`);
  const manifestFile = `${target}.manifest.json`;
  const wanted = spec.traces ?? spec.approximately ?? spec.agentBlameRuns;
  if (existsSync(manifestFile)) {
    const m = JSON.parse(readFileSync(manifestFile, "utf8")) as CorpusManifest;
    if (wanted ? m.traces === wanted : Math.abs(m.bytes - spec.jsonlMb! * 1048576) < 1048576 * 2) return m;
  }
  rmSync(target, { recursive: true, force: true });
  console.error(`generating ${name} corpus in ${path.relative(process.cwd(), target)} …`);
  if (spec.approximately && spec.committed) {
    const repo = path.dirname(target);
    rmSync(repo, { recursive: true, force: true });
    const manifest = writeApproximatelyCorpus(target, spec.approximately);
    const git = (...args: string[]) => {
      const r = spawnSync("git", ["-c", "user.email=bench@example.com", "-c", "user.name=bench", ...args], { cwd: repo, encoding: "utf8" });
      if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
    };
    git("init", "-q");
    git("add", "traces");
    git("commit", "-qm", "traces");
    return manifest;
  }
  if (spec.approximately) return writeApproximatelyCorpus(target, spec.approximately);
  if (spec.agentBlameRuns) return writeAgentBlameCorpus(target, spec.agentBlameRuns);
  return spec.traces ? writeFolderCorpus(target, spec.traces, 1) : writeJsonlCorpus(target, spec.jsonlMb! * 1048576, 2, true);
}
