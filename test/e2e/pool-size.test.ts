// max-workers reaches the pool from the CLI's flag and from the action's input, and "auto" stops at
// MAX_AUTO_WORKERS on a machine with many cores (src/pipeline/plan.ts). The bundle runs as users
// run it; a preload (test/support/run-recorder.ts) tells it the machine has 16 cores (this host
// has two) and writes down each worker thread the run starts, and the V8 flags it sets (a pooled
// run exposes V8's collector to collect its set-up garbage once: src/gc-tuning.ts).
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_AUTO_WORKERS, POOL_MIN_FILES } from "../../src/pipeline/plan.js";
import { repoRoot, runDistActionOffline } from "./dist-runner.js";
import { type RunRecord, runRecorder } from "../support/run-recorder.js";

let root: string;
let workspace: string;
let recorder: ReturnType<typeof runRecorder>;
const TRACES = POOL_MIN_FILES + 6;
const CORES = 16;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bg-pool-size-"));
  recorder = runRecorder(root);
  workspace = mkdtempSync(path.join(root, "ws-"));
  const examples = ["booking-healthy.json", "booking-unverified.json"];
  for (let i = 0; i < TRACES; i++) copyFileSync(path.join(repoRoot, "examples/traces", examples[i % 2]!), path.join(workspace, `t${i}.json`));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pool's workers a run started (the JSON layout's worker aside). */
const poolWorkers = (record: RunRecord) => record.started.filter((s) => s.startsWith("pipeline-worker"));

function cli(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string; workers: number; flags: string[] }> {
  const { env, read } = recorder(CORES);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, "dist/cli.js"), "attribute", ".", "--json", ...args],
      { cwd: workspace, env: { PATH: process.env.PATH ?? "", HOME: root, ...env }, encoding: "utf8", timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        const status = err ? (typeof (err as { code?: unknown }).code === "number" ? (err as { code: number }).code : null) : 0;
        const record = status === null ? { flags: [], started: [] } : read();
        resolve({ status, stdout, stderr, workers: status === null ? -1 : poolWorkers(record).length, flags: record.flags });
      },
    );
  });
}

describe("the pool's size, as the bundle runs", () => {
  it("auto: at most MAX_AUTO_WORKERS on a machine of many cores; --max-workers bounds it, 0 keeps the main thread; the report is the same", async () => {
    const auto = await cli([]);
    expect(auto.stderr).not.toMatch(/error/);
    expect(auto.workers).toBe(Math.min(MAX_AUTO_WORKERS, CORES));
    const two = await cli(["--max-workers", "2"]);
    expect(two.workers).toBe(2);
    const none = await cli(["--max-workers", "0"]);
    expect(none.workers).toBe(0);
    // Both are large runs (tuned); only the pooled one collects its set-up garbage.
    expect(auto.flags).toContain("--expose-gc");
    expect(none.flags).not.toContain("--expose-gc");
    expect(none.flags.some((f) => f.startsWith("--heap-growing-percent="))).toBe(true);
    const verdicts = (stdout: string) => JSON.parse(stdout).summary;
    expect(verdicts(two.stdout)).toEqual(verdicts(auto.stdout));
    expect(verdicts(none.stdout)).toEqual(verdicts(auto.stdout));
    expect(verdicts(auto.stdout)).toMatchObject({ traces: TRACES, failed: TRACES / 2 });
  });

  it("refuses a count it cannot use, naming the setting", async () => {
    const bad = await cli(["--max-workers", "many"]);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/max-workers: expected auto or a whole number of workers from 0 to 64/);
  });

  it("the action's max-workers input reaches the pool", async () => {
    const { env, read } = recorder(CORES);
    const run = await runDistActionOffline(workspace, ".", { ...env, "INPUT_MAX-WORKERS": "3" });
    expect(run.outputs.traces, run.stderr).toBe(String(TRACES));
    expect(poolWorkers(read())).toHaveLength(3);
    expect(run.stdout).toContain(`::debug::analysing ${TRACES} files on 3 worker threads`);
  });
});
