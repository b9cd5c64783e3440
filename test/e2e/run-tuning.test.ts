// The bundled action sets V8 flags only for a large run (src/gc-tuning.ts): any flag off its
// default makes V8 refuse Node's code cache for the built-in modules loaded after it, which the
// action's network steps load (docs/performance.md, "Tuning only large runs"). A preload
// (test/support/run-recorder.ts) writes down each flag the run sets.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT } from "../../src/gc-tuning.js";
import { TUNE_MIN_FILES } from "../../src/pipeline/plan.js";
import { repoRoot, runDistActionOffline } from "./dist-runner.js";
import { runRecorder } from "../support/run-recorder.js";

let root: string;
let recorder: ReturnType<typeof runRecorder>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bg-run-tuning-"));
  recorder = runRecorder(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function flagsOfRun(traces: number): Promise<string[]> {
  const workspace = mkdtempSync(path.join(root, "ws-"));
  for (let i = 0; i < traces; i++) copyFileSync(path.join(repoRoot, "examples/traces/booking-healthy.json"), path.join(workspace, `t${i}.json`));
  const { env, read } = recorder();
  const run = await runDistActionOffline(workspace, ".", env);
  expect(run.status, run.stderr).toBe(0);
  expect(run.outputs.traces).toBe(String(traces));
  return read().flags;
}

describe("the V8 flags the bundled action sets", () => {
  it("leaves V8 at its defaults for a small run (a flag the listing froze is given back)", async () => {
    const flags = await flagsOfRun(1);
    const growth = flags.filter((f) => f.startsWith("--semi-space-growth-factor="));
    expect(flags.filter((f) => !f.startsWith("--semi-space-growth-factor="))).toEqual([]);
    // On V8 12 and later the listing is frozen and the factor given back; Node 20's V8 sets nothing.
    expect(growth.length === 0 || growth.at(-1) === "--semi-space-growth-factor=2").toBe(true);
  });

  it("tunes a large run", async () => {
    const flags = await flagsOfRun(TUNE_MIN_FILES);
    expect(flags).toContain(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  });
});
