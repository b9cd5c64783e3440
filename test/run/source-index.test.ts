// The sources' index made while the pool works (read-and-gate.ts starts it, run/scan.ts keeps it)
// serves finishRun only when it was made from what finishRun would make it from.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collectFiles } from "../../src/collect/files.js";
import { resolveSettings } from "../../src/config.js";
import { silentLogger } from "../../src/log.js";
import { runPipeline } from "../../src/pipeline/run-pipeline.js";
import { finishRun } from "../../src/run/finish.js";
import { RunScan } from "../../src/run/scan.js";
import { sourceIndexKey, sourceIndexOf } from "../../src/run/source-index.js";
import { buildSarif } from "../../src/render/sarif/build.js";
import { createLocator } from "../../src/render/sarif/locate.js";
import { tempDir } from "../support/temp-dir.js";

const tmp = tempDir("early-index");
afterAll(tmp.cleanup);

describe("the sources' index made early", () => {
  it("is the one finishRun places findings with when made from the same settings, and only then", async () => {
    const repo = path.join(tmp.dir, "repo");
    // The example traces and the agent code they ran (not a git checkout: any file on disk counts).
    cpSync(path.resolve("examples"), repo, { recursive: true });
    const settings = resolveSettings({ out: path.join(tmp.dir, "out"), "source-globs": "**/*.py" });
    const { files } = await collectFiles(["traces"], repo);
    const result = await runPipeline({ files, cwd: repo }, { format: "auto", integrity: "warn", workers: 0 }, silentLogger);
    const finish = (scan: RunScan) =>
      finishRun(
        { settings, result, scan, digestContext: { time: "2026-12-01T00:00:00Z", commit: "", ref: "", workflow: "t", repository: "o/r" }, history: [], isPullRequest: false, repoRoot: repo, cwd: repo },
        silentLogger,
      );
    const withEarly = (key: string) => {
      const scan = RunScan.over(result, settings);
      scan.sourceIndex = { key, index: sourceIndexOf({ settings, repoRoot: repo, cwd: repo }) };
      return scan;
    };
    const early = withEarly(sourceIndexKey({ settings, repoRoot: repo, cwd: repo }));
    const otherGlobs = withEarly(sourceIndexKey({ settings: { ...settings, "source-globs": ["**/*.ts"] }, repoRoot: repo, cwd: repo }));
    await Promise.all([early.sourceIndex!.index, otherGlobs.sourceIndex!.index]);
    const before = await finish(RunScan.over(result, settings));
    expect(before.sarif.via.definition).toBeGreaterThan(0);

    // The agent code is gone after the early index was made: only an index made before knows it
    // (the places; a code line's fingerprint, read from the file itself, changes).
    rmSync(path.join(repo, "agent"), { recursive: true });
    const places = (log: typeof before.sarif.log) =>
      log.runs[0]!.results!.map((r) => `${r.ruleId} ${r.locations![0]!.physicalLocation!.artifactLocation!.uri}:${r.locations![0]!.physicalLocation!.region!.startLine} ${String(r.properties!.locatedBy)}`);
    expect(places((await finish(early)).sarif.log)).toEqual(places(before.sarif.log));
    expect((await finish(otherGlobs)).sarif.via.definition).toBe(0);
    expect((await finish(RunScan.over(result, settings))).sarif.via.definition).toBe(0);
  });
});

describe("the sources' index made after the run", () => {
  it("looks for the names the findings cite alone, and places every finding where the whole index does, on its definition", async () => {
    const repo = path.join(tmp.dir, "repo-names");
    cpSync(path.resolve("examples"), repo, { recursive: true });
    const settings = resolveSettings({ out: path.join(tmp.dir, "out-names"), "source-globs": "**/*.py" });
    const { files } = await collectFiles(["traces"], repo);
    const result = await runPipeline({ files, cwd: repo }, { format: "auto", integrity: "warn", workers: 0 }, silentLogger);
    const scan = RunScan.over(result, settings);
    expect(scan.cited.size).toBeGreaterThan(0);
    const finished = await finishRun(
      { settings, result, scan, digestContext: { time: "2026-12-01T00:00:00Z", commit: "", ref: "", workflow: "t", repository: "o/r" }, history: [], isPullRequest: false, repoRoot: repo, cwd: repo },
      silentLogger,
    );
    expect(finished.sarif.via.definition).toBeGreaterThan(0);
    // The same SARIF from the index of every definition (no names: as an index made early is).
    const whole = await sourceIndexOf({ settings, repoRoot: repo, cwd: repo });
    const named = await sourceIndexOf({ settings, repoRoot: repo, cwd: repo }, undefined, scan.cited);
    expect(named.definitions.size).toBeLessThan(whole.definitions.size);
    const sarif = buildSarif({ traces: result.traces, notPassed: scan.notPassed, category: settings.category, locator: createLocator(whole, { cwd: repo }), toolVersion: "1", failOn: settings["fail-on"] });
    expect(JSON.stringify(finished.sarif.log.runs[0]!.results)).toBe(JSON.stringify(sarif.log.runs[0]!.results));
    expect(finished.sarif.via).toEqual(sarif.via);
  });
});
