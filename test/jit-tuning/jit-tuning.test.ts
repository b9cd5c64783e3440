// The interrupt budget is set on V8 11 (Node 20, 21) only: later V8s have no such flag, and
// setting one they do not know prints "unrecognized flag" on every start. It is set when the
// process's first large run is sized (gc-tuning.ts's onLargeRun), never at start.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { INTERRUPT_BUDGET, tuneJit } from "../../src/jit-tuning.js";

describe("tuneJit", () => {
  it("sets the interrupt budget on V8 11", () => {
    const set: string[] = [];
    const later: (() => void)[] = [];
    tuneJit(
      "11.3.244.8-node.33",
      (f) => set.push(f),
      (apply) => later.push(apply),
    );
    expect(set).toEqual([]);
    for (const apply of later) apply();
    expect(set).toEqual([`--interrupt-budget=${INTERRUPT_BUDGET}`]);
  });

  it.each(["12.4.254.21-node.33", "13.6.233.10-node.29", "10.2.154.26-node.26"])("leaves V8 %s alone", (version) => {
    const set: string[] = [];
    tuneJit(
      version,
      (f) => set.push(f),
      (apply) => apply(),
    );
    expect(set).toEqual([]);
  });

  it.runIf(process.versions.v8.startsWith("11."))("sets a flag this V8 knows", () => {
    // setFlagsFromString reports an unknown flag on stderr only: run it in a child and read that.
    const code = `require("node:v8").setFlagsFromString("--interrupt-budget=${INTERRUPT_BUDGET}")`;
    expect(spawnSync(process.execPath, ["-e", code], { encoding: "utf8" }).stderr).toBe("");
    expect(spawnSync(process.execPath, ["-e", `require("node:v8").setFlagsFromString("--interrupt-budget-x=1")`], { encoding: "utf8" }).stderr).toMatch(/unrecognized flag/);
  });
});
