// The bundled action sets V8 flags only for a large run (src/gc-tuning.ts): any flag off its
// default makes V8 refuse Node's code cache for the built-in modules loaded after it, which the
// action's network steps load (docs/performance.md, "Tuning only large runs"). A preload wraps
// node:v8's setFlagsFromString and writes down each flag the run sets.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT } from "../../src/gc-tuning.js";
import { TUNE_MIN_FILES } from "../../src/pipeline/plan.js";
import { repoRoot, runDistActionOffline } from "./dist-runner.js";

let root: string;
let preload: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "bg-run-tuning-"));
  preload = path.join(root, "record-flags.cjs");
  writeFileSync(
    preload,
    `const v8 = require("node:v8");
const set = v8.setFlagsFromString;
const flags = [];
v8.setFlagsFromString = (f) => { flags.push(f); return set(f); };
require("node:module").syncBuiltinESMExports();
process.on("exit", () => require("node:fs").writeFileSync(process.env.BG_TEST_FLAGS_OUT, JSON.stringify(flags)));
`,
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function flagsOfRun(traces: number): Promise<string[]> {
  const workspace = mkdtempSync(path.join(root, "ws-"));
  for (let i = 0; i < traces; i++) copyFileSync(path.join(repoRoot, "examples/traces/booking-healthy.json"), path.join(workspace, `t${i}.json`));
  const out = path.join(root, `flags-${traces}.json`);
  const run = await runDistActionOffline(workspace, ".", { NODE_OPTIONS: `--require ${preload}`, BG_TEST_FLAGS_OUT: out });
  expect(run.status, run.stderr).toBe(0);
  expect(run.outputs.traces).toBe(String(traces));
  return JSON.parse(readFileSync(out, "utf8")) as string[];
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
