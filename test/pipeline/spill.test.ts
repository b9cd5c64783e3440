// The spill file behind a large run's traces: its TraceResults must read exactly like the list
// it stands for, to every reader the reports use.
import { describe, expect, it } from "vitest";
import { SpillDir, SpillWriter, type SpillSpans } from "../../src/pipeline/spill.js";
import { jsonReportChunks } from "../../src/pipeline/json-report.js";
import { jsonReport } from "../../src/render/json.js";
import { textOf } from "../../src/json/stream-writer.js";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { writeJsonReport } from "../../src/pipeline/json-report.js";
import { layOutInWorker } from "../../src/pipeline/json-layout.js";
import { buildWorker } from "../support/build-worker.js";
import { traceResult } from "../support/builders.js";
import { tempDir } from "../support/temp-dir.js";

const results = [
  traceResult({ id: "a", file: "x.json", task: "t", success: false, steps: 2, agents: ["p"] }),
  traceResult({ id: "b\nnewline", file: "y.jsonl", line: 3, task: "ünïcödé ✓", success: true, steps: 1 }),
  traceResult({ id: "c", file: "z.json", format: "otlp", task: "", success: null, steps: 0 }),
];

describe("spilled traces", () => {
  it("read back as TraceResults: length, at, iteration, JSON, a fresh object each read", () => {
    const dir = new SpillDir();
    const w1 = new SpillWriter(dir.file(1));
    const w0 = new SpillWriter(dir.file(0));
    const a: SpillSpans = { starts: [], ends: [] };
    const b: SpillSpans = { starts: [], ends: [] };
    w1.append(
      results
        .slice(0, 2)
        .map((r) => JSON.stringify(r))
        .join("\n"),
      a,
    );
    w0.append(JSON.stringify(results[2]), b);
    const traces = dir.results(new Uint16Array([1, 1, 0]), new Float64Array([...a.starts, ...b.starts]), new Float64Array([...a.ends, ...b.ends]));
    expect(traces.length).toBe(3);
    expect(traces.at(1)).toEqual(results[1]);
    expect(() => traces.at(3)).toThrow(RangeError);
    expect(() => traces.at(-1)).toThrow(RangeError);
    expect([...traces]).toEqual(results);
    expect(JSON.stringify({ traces }, null, 2)).toBe(JSON.stringify({ traces: results }, null, 2));
    expect(traces.toJSON()).toEqual(results);
    expect(traces.raw(2).toString("utf8")).toBe(JSON.stringify(results[2]));
    // Parsed on each read: a reader that keeps a result keeps the object it was given.
    expect(traces.at(0)).not.toBe(traces.at(0));
  });

  it("reads the same whatever the order, across the read-ahead window's edges", () => {
    const dir = new SpillDir();
    const writers = [new SpillWriter(dir.file(0)), new SpillWriter(dir.file(1))];
    const spans: SpillSpans[] = [
      { starts: [], ends: [] },
      { starts: [], ends: [] },
    ];
    // 2,000 results a source, a few of them bigger than the 1 MB window, interleaved as two
    // workers' files would be.
    const made: { id: string; task: string; source: number; k: number }[] = [];
    for (let i = 0; i < 4000; i++) {
      const source = i % 2;
      const task = i % 997 === 0 ? "é".repeat(3_000_000) : `task ${i} ${"x".repeat(i % 5000)}`;
      made.push({ id: `t${i}`, task, source, k: spans[source]!.starts.length });
      writers[source]!.append(JSON.stringify({ id: `t${i}`, task }), spans[source]!);
    }
    const traces = dir.results(new Uint16Array(made.map((m) => m.source)), new Float64Array(made.map((m) => spans[m.source]!.starts[m.k]!)), new Float64Array(made.map((m) => spans[m.source]!.ends[m.k]!)));
    const check = (i: number) => {
      const t = traces.at(i) as unknown as { id: string; task: string };
      expect(t.id).toBe(made[i]!.id);
      expect(t.task).toBe(made[i]!.task);
    };
    for (let i = 0; i < made.length; i++) check(i);
    for (let i = made.length - 1; i >= 0; i -= 7) check(i);
    let seed = 7;
    for (let n = 0; n < 500; n++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      check(seed % made.length);
    }
  });

  it("appends several files' results in one write, with the spans separate appends give", () => {
    const dir = new SpillDir();
    const texts = [
      results
        .slice(0, 2)
        .map((r) => JSON.stringify(r))
        .join("\n"),
      "",
      JSON.stringify(results[2]),
      "",
    ];
    const one = new SpillWriter(dir.file(1));
    const each = one.appendEach(texts);
    const apart = new SpillWriter(dir.file(2));
    const expected = texts.map((t) => {
      const spans: SpillSpans = { starts: [], ends: [] };
      apart.append(t, spans);
      return spans;
    });
    expect(each).toEqual(expected);
    expect(each.map((s) => s.starts.length)).toEqual([2, 0, 1, 0]);
    const all = each.flatMap((s) => s.starts.map((start, i) => ({ start, end: s.ends[i]! })));
    const traces = dir.results(new Uint16Array(all.length).fill(1), new Float64Array(all.map((x) => x.start)), new Float64Array(all.map((x) => x.end)));
    expect([...traces]).toEqual(results);
  });

  it("writes each text's UTF-8 bytes and a newline, in order, and each span covers one line's bytes", () => {
    const dir = tempDir("spill-bytes");
    const texts = ['{"a":"é"}\n{"b":"𝄞 ✓ 漢字"}', "", '{"c":"\\u00e9"}', `{"d":"${"x".repeat(70_000)}"}`, ""];
    const w = new SpillWriter(path.join(dir.dir, "s.jsonl"));
    w.appendEach(["{}"]);
    const spans = w.appendEach(texts);
    const bytes = readFileSync(path.join(dir.dir, "s.jsonl"));
    // The file is what joining the texts and encoding them would give.
    expect(
      bytes.equals(
        Buffer.from(
          `{}\n${texts
            .filter((t) => t !== "")
            .map((t) => `${t}\n`)
            .join("")}`,
          "utf8",
        ),
      ),
    ).toBe(true);
    const lines = spans.map((s) => s.starts.map((start, i) => bytes.subarray(start, s.ends[i]).toString("utf8")));
    expect(lines).toEqual([['{"a":"é"}', '{"b":"𝄞 ✓ 漢字"}'], [], ['{"c":"\\u00e9"}'], [texts[3]], []]);
    dir.cleanup();
  });

  it("gives results.json from the spilled text itself, the same text as from the objects", () => {
    const dir = new SpillDir();
    const w = new SpillWriter(dir.file(2));
    const spans: SpillSpans = { starts: [], ends: [] };
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...results[i % 3]!, id: `t${i}`, blame: [{ step: i, kind: "tool_call", score: 0.5, blame: 0.5, reasons: [] }] }));
    w.append(many.map((r) => JSON.stringify(r)).join("\n"), spans);
    const traces = dir.results(new Uint16Array(many.length).fill(2), new Float64Array(spans.starts), new Float64Array(spans.ends));
    const summary = { files: 3, traces: many.length, failed: 1000, skipped: 0, passed: 1000, unknown: 1000, failureRate: 0.5, modes: {} };
    const gate = { status: "pass" as const, reasons: [] };
    const chunks = [...jsonReportChunks({ summary, traces, skipped: [] }, gate)];
    // The traces came as bytes, laid out from the spill, not parsed and printed again.
    expect(chunks.some((c) => typeof c !== "string")).toBe(true);
    const expected = jsonReport({ summary, traces: many as never, skipped: [] }, gate);
    expect([...textOf(chunks)].join("")).toBe(expected);
  });

  it("lays out results.json in a worker from where the results lie; falls back to this thread when it fails", async () => {
    const tmp = tempDir("layout");
    try {
      const url = await buildWorker(tmp.dir, "src/pipeline/json-layout-worker.ts", "json-layout-worker.mjs");
      const dir = new SpillDir();
      const spans = [0, 1, 2].map(() => ({ starts: [] as number[], ends: [] as number[] }));
      const many = Array.from({ length: 500 }, (_, i) => ({ ...results[i % 3]!, id: `t${i}` }));
      // Results from two workers and the main thread, interleaved as a run leaves them.
      const sources = many.map((_, i) => (i % 5 === 0 ? 0 : 1 + (i % 2)));
      const writers = [0, 1, 2].map((k) => new SpillWriter(dir.file(k)));
      many.forEach((r, i) => writers[sources[i]!]!.append(JSON.stringify(r), spans[sources[i]!]!));
      const next = [0, 0, 0];
      const starts: number[] = [];
      const ends: number[] = [];
      for (const k of sources) {
        starts.push(spans[k]!.starts[next[k]!]!);
        ends.push(spans[k]!.ends[next[k]!++]!);
      }
      const traces = dir.results(new Uint16Array(sources), new Float64Array(starts), new Float64Array(ends));
      const summary = { files: 3, traces: many.length, failed: 1, skipped: 1, passed: 1, unknown: 1, failureRate: 0.5, modes: {} };
      const run = { summary, traces, skipped: [{ file: "x.json", reason: 'a "quoted" reason' }] };
      const gate = { status: "fail" as const, reasons: ["r"] };
      const expected = jsonReport({ ...run, traces: many as never }, gate);

      const direct = path.join(tmp.dir, "direct.json");
      await layOutInWorker(url, { file: direct, head: "[\n", tail: "]\n", level: 1, place: traces.place });
      expect(readFileSync(direct, "utf8")).toBe(`${JSON.stringify(many, null, 2)}\n`);

      const viaWorker = path.join(tmp.dir, "results.json");
      await writeJsonReport(viaWorker, run, gate, url);
      expect(readFileSync(viaWorker, "utf8")).toBe(expected);

      const crashing = path.join(tmp.dir, "crash.mjs");
      writeFileSync(crashing, "throw new Error('boom');\n");
      await expect(layOutInWorker(crashing, { file: direct, head: "", tail: "", level: 1, place: traces.place })).rejects.toThrow(/boom/);
      const fallback = path.join(tmp.dir, "fallback.json");
      await writeJsonReport(fallback, run, gate, crashing);
      expect(readFileSync(fallback, "utf8")).toBe(expected);
    } finally {
      tmp.cleanup();
    }
  }, 60_000);
});
