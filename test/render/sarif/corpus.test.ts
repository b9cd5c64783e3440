// The measurement, as a test: a 1,000-trace corpus (the bench's generator) placed on this
// repository's own sources, as the CLI does from the repository root. Before the fix the SARIF
// held 284 results on 3 lines (153 on one), two of the three lines a test helper `readFile`
// taken for the tool `read_file` and a string in a test taken for the agent "planner". Now: only
// real definitions, nothing in tests, one result per (mode, place, detector).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFolderCorpus } from "../../../bench/generate/corpus.js";
import { collectFiles } from "../../../src/collect/files.js";
import { memoryLogger } from "../../../src/log.js";
import { OPTIONS } from "../../../src/options.js";
import { runPipeline } from "../../../src/pipeline/run-pipeline.js";
import { buildSarif } from "../../../src/render/sarif/build.js";
import { gitTrackedFiles } from "../../../src/collect/git-files.js";
import { buildSourceIndex, createLocator } from "../../../src/render/sarif/locate.js";
import { multitoolValidate, schemaErrors } from "./validate.js";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bg-c1k-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe("SARIF for a 1,000-trace corpus on this repository", () => {
  it("places results on real definitions only, never in tests, one per (mode, place, detector)", async () => {
    const manifest = writeFolderCorpus(dir, 1000, 1);
    expect(manifest.failing).toBeGreaterThan(200);
    const { files } = await collectFiles([dir], process.cwd());
    const result = await runPipeline({ files }, { format: "auto", integrity: "warn", workers: 0 }, memoryLogger());
    const root = path.resolve(".");
    const globs = OPTIONS.find((o) => o.name === "source-globs")!.default!.split("\n");
    const index = await buildSourceIndex({ root, globs, committed: await gitTrackedFiles(root) });
    const out = buildSarif({ traces: result.traces, category: "blamegate", locator: createLocator(index, { cwd: root }), toolVersion: "0.1.0", failOn: "any" });

    const results = out.log.runs[0]!.results!;
    const places = results.map((r) => `${r.locations![0]!.physicalLocation!.artifactLocation!.uri}:${r.locations![0]!.physicalLocation!.region!.startLine}`);
    for (const p of places) expect(p).not.toMatch(/(^|\/)(test|tests|fixtures)\//);
    const keys = results.map((r, i) => `${r.ruleId} ${places[i]} ${String(r.properties!.detector)}`);
    expect(new Set(keys).size).toBe(results.length);
    expect(results.length).toBeLessThan(30);
    const traces = results.reduce((n, r) => n + Number(r.properties!.traces), 0);
    expect(traces).toBeGreaterThan(results.length);
    expect(schemaErrors(out.log)).toEqual([]);
    const report = await multitoolValidate(out.log);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  }, 120_000);
});
