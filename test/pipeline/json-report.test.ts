// The streamed JSON report is byte for byte the report built whole.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { jsonReportChunks, listedReportChunks, writeJsonReport } from "../../src/pipeline/json-report.js";
import { runPipeline } from "../../src/pipeline/run-pipeline.js";
import { silentLogger } from "../../src/log.js";
import { jsonReport } from "../../src/render/json.js";
import type { RunResult } from "../../src/results/model.js";
import { runResult, traceResult } from "../support/builders.js";
import { tempDir } from "../support/temp-dir.js";
import { LARGE_OBJECT_BYTES, largestTwoByte } from "../support/v8-limits.js";

const tmp = tempDir("json-report");
afterAll(() => tmp.cleanup());

const trace = (i: number) =>
  traceResult({
    id: `t${i}`,
    file: `dir/f${i}.json`,
    task: `task "${i}"\nwith a newline and ünïcode`,
    success: i % 3 === 0 ? null : i % 2 === 0,
    steps: i,
    agents: ["a", "b"],
    errors: i % 2 ? [{ step: 1, kind: "error", message: "x\ny" }] : [],
    verdict: null,
    findings: [],
    blame: [],
    maxBlame: 0,
  });

// The summary's modes are set, not counted (these traces have no verdict), so the report writes a non-empty table.
const result = (n: number, skipped: RunResult["skipped"] = []): RunResult =>
  runResult(
    Array.from({ length: n }, (_, i) => trace(i)),
    { skipped, summary: { modes: { "FM-1.3": 2 } } },
  );

const gate = { status: "fail" as const, reasons: ["r1", "r2"] };

describe("streamed JSON report", () => {
  it.each([0, 1, 3, 2000])("equals jsonReport with %i traces", (n) => {
    const r = result(n, n ? [{ file: "bad.jsonl", line: 3, reason: "invalid JSON" }] : []);
    const chunks = [...jsonReportChunks(r, gate)];
    expect(chunks.join("")).toBe(jsonReport(r, gate));
    if (n === 2000) expect(chunks.length).toBeGreaterThan(1);
  });

  it("writes the same bytes to a file", async () => {
    const r = result(500);
    const file = path.join(tmp.dir, "results.json");
    await writeJsonReport(file, r, gate);
    expect(readFileSync(file, "utf8")).toBe(jsonReport(r, gate));
  });

  it("rejects when the file cannot be written", async () => {
    await expect(writeJsonReport(path.join(tmp.dir, "no", "such", "dir", "r.json"), result(1), gate)).rejects.toThrow(/ENOENT/);
  });
});

describe("the report of results in memory, laid out a batch at a time", () => {
  it.each([0, 1, 3, 2000])("equals the general writer's and jsonReport with %i traces", (n) => {
    const r = result(n, n ? [{ file: "bad.jsonl", line: 3, reason: "invalid JSON" }] : []);
    const text = [...listedReportChunks(r, gate)].join("");
    expect(text).toBe([...jsonReportChunks(r, gate)].join(""));
    expect(text).toBe(jsonReport(r, gate));
  });

  it("equals them over the results of every real trace (test/fixtures/data), with results of every size in a batch", async () => {
    const dir = "test/fixtures/data";
    const { readdirSync } = await import("node:fs");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((f) => /\.(json|jsonl|db)$/.test(f))
      .map((f) => path.join(dir, f))
      .sort();
    const r = await runPipeline({ files }, { format: "auto", integrity: "warn", workers: 0, explain: true }, silentLogger);
    expect(r.traces.length).toBeGreaterThan(300);
    const chunks = [...listedReportChunks(r, gate)];
    // Many batches, of sizes adjusted to the results' text.
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join("")).toBe([...jsonReportChunks(r, gate)].join(""));
    expect(chunks.join("")).toBe(jsonReport(r, gate));
  });
  it("hands out no batch V8 would make a large object, even when every result takes two bytes a character", () => {
    // "…" is past Latin-1, so each batch's text is two bytes a character; cutting the text out of
    // its wrapper flattens it, and a flat string over LARGE_OBJECT_BYTES is a large object.
    const r = runResult(Array.from({ length: 3000 }, (_, i) => traceResult({ id: `t${i}`, task: `task ${i} … ${"x".repeat(400)}` })));
    const chunks = [...listedReportChunks(r, gate)];
    expect(chunks.length).toBeGreaterThan(20);
    expect(largestTwoByte(chunks)).toBeLessThan(LARGE_OBJECT_BYTES);
    expect(chunks.join("")).toBe(jsonReport(r, gate));
  });
});
