// Scale out: four shards merged give what one unsharded run gives over the same files.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFolderCorpus } from "../../bench/generate/corpus.js";
import { run as attribute } from "../../src/cli/attribute.js";
import { run as merge } from "../../src/cli/merge.js";
import { mergeResults, mergeWithReport } from "../../src/merge/merge.js";
import type { RunResult, TraceResult } from "../../src/results/model.js";
import { runResult, traceResult } from "../support/builders.js";
import { captureIO } from "../support/cli-io.js";
import { tempDir } from "../support/temp-dir.js";

// The repository is tmp/repo; reports go to tmp/outs, outside it, as a merge job should keep
// downloaded shard reports out of the workspace: SARIF's locator searches the repository's
// files for tool definitions, and a results.json inside it would be found too.
const tmp = tempDir("merge");
const repo = path.join(tmp.dir, "repo");
const outs = path.join(tmp.dir, "outs");
const corpus = path.join(repo, "traces");

function readResults(dir: string): RunResult & { gate: unknown } {
  return JSON.parse(readFileSync(path.join(dir, "results.json"), "utf8")) as RunResult & { gate: unknown };
}

/** SARIF results without run-specific noise, when the report writer emits SARIF. */
function sarifResults(dir: string): unknown[] | null {
  const file = ["blamegate.sarif", "results.sarif"].map((f) => path.join(dir, f)).find((f) => existsSync(f));
  if (!file) return null;
  const doc = JSON.parse(readFileSync(file, "utf8")) as { runs: { results?: unknown[] }[] };
  return doc.runs.flatMap((r) => r.results ?? []);
}

beforeAll(async () => {
  writeFolderCorpus(corpus, 48, 11, { minSteps: 10, maxSteps: 60, failureRate: 0.4 });
  const whole = captureIO(repo);
  await attribute(["traces", "--out", "../outs/whole", "--fail-on", "none"], whole.io);
  for (let i = 1; i <= 4; i++) {
    const shard = captureIO(repo);
    await attribute(["traces", "--shard", `${i}/4`, "--out", `../outs/shards/s${i}`, "--fail-on", "none"], shard.io);
  }
}, 120_000);
afterAll(() => tmp.cleanup());

describe("blamegate merge", () => {
  it("shards split the files: each shard holds some, none holds all", () => {
    const counts = [1, 2, 3, 4].map((i) => readResults(path.join(outs, "shards", `s${i}`)).summary.traces);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(48);
    for (const c of counts) expect(c).toBeLessThan(48);
  });

  it("4 shards merged equal one unsharded run: summary, verdicts, findings, order", async () => {
    const c = captureIO(repo);
    const code = await merge(["../outs/shards", "--out", "../outs/merged", "--fail-on", "none"], c.io);
    expect(code).toBe(0);
    const whole = readResults(path.join(outs, "whole"));
    const merged = readResults(path.join(outs, "merged"));
    expect(merged.summary).toEqual(whole.summary);
    expect(Array.from(merged.traces, (t) => [t.file, t.id, t.verdict])).toEqual(Array.from(whole.traces, (t) => [t.file, t.id, t.verdict]));
    expect(merged.traces).toEqual(whole.traces);
    expect(merged.skipped).toEqual(whole.skipped);
    expect(merged.gate).toEqual(whole.gate);
    const wholeSarif = sarifResults(path.join(outs, "whole"));
    if (wholeSarif) {
      expect(wholeSarif.length).toBeGreaterThan(0);
      expect(sarifResults(path.join(outs, "merged"))).toEqual(wholeSarif);
    }
  });

  it("gates the merged run with the merge command's own settings", async () => {
    const c = captureIO(repo);
    const code = await merge(["../outs/shards/s1", "../outs/shards/s2/results.json", "../outs/shards/s3", "../outs/shards/s4", "--json", "--fail-on", "any", "--out", "../outs/gated"], c.io);
    const doc = JSON.parse(c.out()) as { summary: { failed: number }; gate: { status: string } };
    expect(doc.summary.failed).toBeGreaterThan(0);
    expect(doc.gate.status).toBe("fail");
    expect(code).toBe(1);
  });

  it("judges inputs that are not results files, and folders without any, as the action does: the gate fails", async () => {
    const c = captureIO(repo);
    expect(await merge(["traces/native", "--out", "../outs/none"], c.io)).toBe(1);
    expect(c.out()).toMatch(/no traces were read: traces\/native: holds no results\.json \(if-no-traces: error\)/);
    const d = captureIO(repo);
    expect(await merge([readdirFirstJson(), "--out", "../outs/bad"], d.io)).toBe(1);
    expect(d.out()).toMatch(/not a blamegate results file/);
  });

  it("notices a shard that never reported: its traces were not read, and the gate says so", async () => {
    const c = captureIO(repo);
    const code = await merge(["../outs/shards/s1", "../outs/shards/s2", "../outs/shards/s4", "--out", "../outs/three", "--fail-on", "none"], c.io);
    expect(code).toBe(1);
    expect(c.out()).toContain("shard 3/4: no report from this shard");
    const merged = readResults(path.join(outs, "three"));
    expect(merged.skipped[0]).toMatchObject({ file: "shard 3/4" });
    expect((merged.gate as { reasons: string[] }).reasons[0]).toMatch(/^1 input could not be read, .*shard 3\/4/);
    // With all four, nothing is missing.
    expect(await merge(["../outs/shards", "--out", "../outs/four", "--fail-on", "none"], captureIO(repo).io)).toBe(0);
  });
});

function readdirFirstJson(): string {
  const dir = path.join(corpus, "native", "b0000");
  const name = readdirSync(dir)[0]!;
  return path.relative(repo, path.join(dir, name));
}

describe("mergeResults", () => {
  const trace = (file: string, id: string, success: boolean) => traceResult({ id, file, task: "t", success });
  // A shard's summary is left at zero: the merge must count its own, not add these up.
  const shard = (traces: TraceResult[], skipped: RunResult["skipped"], files: number): RunResult =>
    runResult(traces, { skipped, files, summary: { traces: 0, failed: 0, skipped: 0, passed: 0, unknown: 0, failureRate: null, modes: {} } });

  it("orders by file as the collector does, keeps in-file order, and recomputes the summary", () => {
    const a = shard([trace("b.jsonl", "b1", true), trace("b.jsonl", "b2", false)], [{ file: "b.jsonl", line: 7, reason: "invalid JSON" }], 1);
    const b = shard([trace("a.json", "a1", false), trace("c.json", "c1", true)], [], 2);
    const merged = mergeResults([a, b]);
    expect(Array.from(merged.traces, (t) => t.id)).toEqual(["a1", "b1", "b2", "c1"]);
    expect(merged.summary).toMatchObject({ files: 3, traces: 4, failed: 2, passed: 2, skipped: 1, failureRate: 0.5 });
  });

  it("reports a missing pattern every shard saw once, first; a file in two shards once, with a warning", () => {
    const missing = { file: "nope/**", reason: "no file matches this pattern" };
    const a = shard([trace("x.json", "x", true)], [missing], 1);
    const b = shard([trace("x.json", "x", true), trace("y.json", "y", true)], [missing, { file: "w.json", reason: "empty file" }], 2);
    const { result, duplicateFiles } = mergeWithReport([a, b]);
    expect(result.skipped).toEqual([missing, { file: "w.json", reason: "empty file" }]);
    expect(Array.from(result.traces, (t) => t.id)).toEqual(["x", "y"]);
    expect(duplicateFiles).toEqual(["x.json"]);
    expect(result.summary.files).toBe(2);
  });

  it("knows from the shards' specs which shard is missing, and when they are not one matrix's", async () => {
    const { missingShards } = await import("../../src/merge/merge.js");
    const of = (index: number, count: number) => ({ ...shard([], [], 0), shard: { index, count } });
    expect(missingShards([of(1, 3), of(3, 3)]).map((s) => s.file)).toEqual(["shard 2/3"]);
    expect(missingShards([of(1, 2), of(2, 2)])).toEqual([]);
    expect(missingShards([of(1, 2), of(1, 3)])[0]!.reason).toContain("disagree on the number of shards (2, 3)");
    expect(missingShards([shard([], [], 0)])).toEqual([]);
  });

  it("merging nothing gives an empty run", () => {
    expect(mergeResults([]).summary).toMatchObject({ files: 0, traces: 0, failureRate: null });
  });
});
