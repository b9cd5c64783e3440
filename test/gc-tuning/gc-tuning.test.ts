// What a large run sets on each V8: the old generation's growth bound everywhere, and on V8 12
// and later (Node 22 on; the action runs on Node 24) a hold on the main thread's young generation,
// whose maximum there is several times Node 20's and fixed before any code runs
// (docs/performance.md, "Node 24's memory"). A small run sets nothing, and gives back what the
// listing froze: any flag off its default costs Node's built-in modules their code cache
// (docs/performance.md, "Tuning only large runs").
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  collectSetUpGarbage,
  freezeForListing,
  freezeYoungGeneration,
  HEAP_GROWING_PERCENT,
  HOLD_EVERY,
  holdYoungGeneration,
  LATER_ISOLATES_SEMI_SPACE_MB,
  MAIN_SEMI_SPACE_MB,
  onLargeRun,
  sizeUpRun,
  tuneGarbageCollection,
} from "../../src/gc-tuning.js";
import { buildWorker } from "../support/build-worker.js";
import { tempDir } from "../support/temp-dir.js";

const MB = 1024 * 1024;
/** The new space V8 reports once the main thread's semi-spaces reach the hold's size. */
const HELD = 2 * MAIN_SEMI_SPACE_MB * MB;

const tmp = tempDir("gc-tuning");
afterAll(() => tmp.cleanup());

/** A tuned process's flag settings, and the new space size it is told it has; `large`: a large run has been sized. */
function tuned(version: string, newSpace: { bytes: number }, large = true): string[] {
  const set: string[] = [];
  tuneGarbageCollection(
    version,
    (f) => set.push(f),
    () => newSpace.bytes,
  );
  if (large) sizeUpRun(true);
  return set;
}

describe("tuneGarbageCollection", () => {
  it("sets nothing at start, and nothing for a small run; a large run's flags once, other tunings with them", () => {
    const set = tuned("13.6.233.17-node.63", { bytes: 64 * MB }, false);
    const jit: string[] = [];
    onLargeRun(() => jit.push("jit"));
    expect(set).toEqual([]);
    sizeUpRun(false);
    for (let i = 0; i < HOLD_EVERY * 3; i++) holdYoungGeneration();
    freezeYoungGeneration();
    expect(set).toEqual([]);
    expect(jit).toEqual([]);
    sizeUpRun(true);
    sizeUpRun(true);
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, `--min-semi-space-size=${LATER_ISOLATES_SEMI_SPACE_MB}`]);
    expect(jit).toEqual(["jit"]);
    // A tuning registered after the first large run applies at once.
    onLargeRun(() => jit.push("late"));
    expect(jit).toEqual(["jit", "late"]);
  });

  it("freezes the young generation while files are listed, and gives V8 its factor back when the run is small", () => {
    const set = tuned("13.6.233.17-node.63", { bytes: 2 * MB }, false);
    freezeForListing();
    expect(set).toEqual(["--semi-space-growth-factor=1"]);
    sizeUpRun(false);
    expect(set).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
    // Node 20's V8 is not held: its listing is not frozen either.
    const old = tuned("11.3.244.8-node.38", { bytes: 2 * MB }, false);
    freezeForListing();
    sizeUpRun(false);
    expect(old).toEqual([]);
  });

  it.each(["11.3.244.8-node.38", "10.2.154.26-node.26"])("on V8 %s bounds the old generation's growth and leaves the young generation alone", (version) => {
    const newSpace = { bytes: 64 * MB };
    const set = tuned(version, newSpace);
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
    for (let i = 0; i < HOLD_EVERY * 3; i++) holdYoungGeneration();
    freezeYoungGeneration();
    expect(set).toHaveLength(1);
  });

  it.each(["12.4.254.21-node.33", "13.6.233.17-node.63"])("on V8 %s also makes later isolates at their cap, and leaves starting up alone", (version) => {
    const set = tuned(version, { bytes: 2 * MB });
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, `--min-semi-space-size=${LATER_ISOLATES_SEMI_SPACE_MB}`]);
  });

  it("stops the growth once the main thread's new space reaches the hold, and lets it grow again after V8 shrinks it", () => {
    const newSpace = { bytes: 4 * MB };
    const set = tuned("13.6.233.17-node.63", newSpace);
    set.length = 0;
    const calls = (n: number) => {
      for (let i = 0; i < n; i++) holdYoungGeneration();
    };
    calls(HOLD_EVERY * 2);
    expect(set).toEqual(["--semi-space-growth-factor=2"]);
    set.length = 0;
    newSpace.bytes = HELD;
    // The heap is read every HOLD_EVERY calls, not at each: one call short of it changes nothing.
    calls(HOLD_EVERY - 1);
    expect(set).toEqual([]);
    calls(1);
    expect(set).toEqual(["--semi-space-growth-factor=1"]);
    calls(HOLD_EVERY * 2);
    expect(set).toHaveLength(1);
    newSpace.bytes = HELD / 4;
    calls(HOLD_EVERY);
    expect(set).toEqual(["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
  });

  it("freezes a large run's young generation (while files are listed, before the tail) whatever its size", () => {
    const set = tuned("13.6.233.17-node.63", { bytes: 2 * MB });
    set.length = 0;
    freezeForListing();
    freezeYoungGeneration();
    expect(set).toEqual(["--semi-space-growth-factor=1"]);
  });

  it("collects the main thread's set-up garbage only in a large run of a tuned process", () => {
    let collected = 0;
    tuneGarbageCollection(
      "13.6.233.17-node.63",
      () => undefined,
      () => 2 * MB,
      () => collected++,
    );
    collectSetUpGarbage();
    sizeUpRun(false);
    collectSetUpGarbage();
    expect(collected).toBe(0);
    sizeUpRun(true);
    collectSetUpGarbage();
    expect(collected).toBe(1);
  });

  it("sets flags this V8 knows", () => {
    // setFlagsFromString reports an unknown flag on stderr only: run it in a child and read that.
    const script = ["--semi-space-growth-factor=2", `--min-semi-space-size=${LATER_ISOLATES_SEMI_SPACE_MB}`].map((f) => `require("node:v8").setFlagsFromString(${JSON.stringify(f)});`).join("");
    expect(spawnSync(process.execPath, ["-e", script], { encoding: "utf8" }).stderr).toBe("");
    expect(spawnSync(process.execPath, ["-e", `require("node:v8").setFlagsFromString("--semi-space-growth-x=1")`], { encoding: "utf8" }).stderr).toMatch(/unrecognized flag/);
  });
});

// The hold on a real V8 12 or later: a main thread that keeps what it allocates (as a run's
// results survive their scavenges) grows its new space to the hold and no further, and a worker
// made after the start begins at its own cap. Node 20's V8 is left alone, so this runs where the
// tests run on a later Node.
describe.runIf(Number(process.versions.v8.split(".")[0]) >= 12)("the hold on this V8", () => {
  it("keeps the main thread's new space at the hold while survivors pile up", async () => {
    const entry = path.join(tmp.dir, "hold-entry.ts");
    const src = path.resolve("src/gc-tuning.ts");
    const probe = `
      import { getHeapSpaceStatistics } from "node:v8";
      import { tuneGarbageCollection, holdYoungGeneration, sizeUpRun } from ${JSON.stringify(src)};
      const newSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === "new_space")!.space_size;
      if (process.argv[2] === "tuned") {
        tuneGarbageCollection();
        sizeUpRun(true);
      }
      const kept: object[][] = [];
      let most = 0;
      for (let file = 0; file < 3000; file++) {
        const batch: object[] = [];
        for (let i = 0; i < 400; i++) batch.push({ file, i, name: "r" + i });
        kept.push(batch);
        holdYoungGeneration();
        most = Math.max(most, newSpace());
      }
      console.log(JSON.stringify({ most, kept: kept.length }));
    `;
    writeFileSync(entry, probe);
    const script = await buildWorker(tmp.dir, entry, "hold.mjs");
    const run = (mode: string) => JSON.parse(spawnSync(process.execPath, [script, mode], { encoding: "utf8" }).stdout) as { most: number };
    // Untuned, the same allocation grows it past the hold: the probe does allocate enough.
    expect(run("untuned").most).toBeGreaterThan(2 * HELD);
    expect(run("tuned").most).toBeLessThanOrEqual(2 * HELD);
  });
});

// On the real V8 of whatever Node runs the tests: garbage that outlived its scavenges stays in the
// old generation of a main thread that allocates nothing more, until the run collects it.
describe("the main thread's first collection on this V8", () => {
  it("takes the old generation's garbage back at once", async () => {
    const entry = path.join(tmp.dir, "collect-entry.ts");
    const src = path.resolve("src/gc-tuning.ts");
    writeFileSync(
      entry,
      `
      import { getHeapSpaceStatistics } from "node:v8";
      import { collectSetUpGarbage, sizeUpRun, tuneGarbageCollection } from ${JSON.stringify(src)};
      const oldUsed = () => getHeapSpaceStatistics().filter((s) => s.space_name === "old_space").reduce((a, s) => a + s.space_used_size, 0);
      // Objects kept long enough to be promoted, then let go, as a run's listing is.
      let kept: object[][] = [];
      for (let k = 0; k < 200; k++) kept.push(Array.from({ length: 2000 }, (_, i) => ({ k, i, name: "p" + i })));
      kept = [];
      const before = oldUsed();
      if (process.argv[2] === "tuned") {
        tuneGarbageCollection();
        sizeUpRun(true);
        collectSetUpGarbage();
      }
      console.log(JSON.stringify({ before, after: oldUsed(), kept: kept.length }));
    `,
    );
    const script = await buildWorker(tmp.dir, entry, "collect.mjs");
    const run = (mode: string) => JSON.parse(spawnSync(process.execPath, [script, mode], { encoding: "utf8" }).stdout) as { before: number; after: number };
    const untuned = run("untuned");
    // The probe does leave garbage in the old generation, and nothing collects it by itself.
    expect(untuned.before).toBeGreaterThan(20 * MB);
    expect(untuned.after).toBeGreaterThan(untuned.before - 2 * MB);
    const tunedRun = run("tuned");
    expect(tunedRun.after).toBeLessThan(tunedRun.before - 15 * MB);
  });
});
