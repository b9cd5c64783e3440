// A run whose traces are in its own output folder must not read its earlier reports
// (results.json, digest.json) or its ledger as traces; a trace of another folder that happens to
// be called results.json is read like any other.
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveSettings } from "../../src/config.js";
import { silentLogger } from "../../src/log.js";
import { analyzePaths } from "../../src/run/read-and-gate.js";
import { tempDir } from "../support/temp-dir.js";

const tmp = tempDir("own-reports");
afterAll(tmp.cleanup);

describe("blamegate's own files among the traces", () => {
  it("are left out of the run, by their place, not by their name alone", async () => {
    const cwd = tmp.dir;
    const trace = path.resolve("examples/traces/booking-healthy.json");
    mkdirSync(path.join(cwd, "runs"));
    mkdirSync(path.join(cwd, "other"));
    copyFileSync(trace, path.join(cwd, "runs", "booking.json"));
    // An earlier run's reports, in the output folder the traces share.
    writeFileSync(path.join(cwd, "runs", "results.json"), "{}");
    writeFileSync(path.join(cwd, "runs", "digest.json"), "{}");
    writeFileSync(path.join(cwd, "runs", "roots.jsonl"), "");
    // A trace elsewhere, named like a report.
    copyFileSync(trace, path.join(cwd, "other", "results.json"));
    const settings = resolveSettings({ out: "runs", ledger: "runs/roots.jsonl" });
    const result = await analyzePaths(settings, ["runs", "other"], cwd, silentLogger);
    expect([...result.traces].map((t) => t.file).sort()).toEqual(["other/results.json", "runs/booking.json"]);
    expect(result.skipped.map((s) => s.file)).not.toContain("runs/results.json");
    expect(result.skipped.map((s) => s.file)).not.toContain("runs/digest.json");
    expect(result.skipped.map((s) => s.file)).not.toContain("runs/roots.jsonl");
  });
});
