// Per-trace results stay small: the top blamed steps, clipped quotes, bounded error lists.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeFile } from "../../src/pipeline/one-file.js";
import { clipResult, DEFAULT_LIMITS, mostConfident, topBlame, trimResult } from "../../src/results/compact.js";
import type { TraceResult } from "../../src/results/model.js";
import { finding, traceResult, verdict } from "../support/builders.js";
import { tempDir } from "../support/temp-dir.js";

// What analyzeTrace does around redaction: drop, then clip.
const compactResult = (r: TraceResult) => clipResult(trimResult(r));
const blame = (step: number, b: number) => ({ step, kind: "tool_call" as const, score: 1 - b, blame: b, reasons: [] });

describe("compact results", () => {
  it("keeps the most blamed steps in step order, ties to the earlier step", () => {
    const rows = [blame(0, 0.1), blame(1, 0.9), blame(2, 0.5), blame(3, 0.9), blame(4, 0.2), blame(5, 0.5)];
    expect(topBlame(rows, 3).map((r) => r.step)).toEqual([1, 2, 3]);
    expect(topBlame(rows.slice(0, 2), 5)).toHaveLength(2);
    expect(topBlame([blame(0, 0.01), blame(1, 0.3), blame(2, 0.02)], 3, 0.05).map((r) => r.step)).toEqual([1]);
  });

  it("keeps only the sites of steps a kept finding or the verdict names", () => {
    const r = traceResult({
      task: "t",
      success: false,
      steps: 30,
      verdict: verdict({ step: 20 }),
      findings: Array.from({ length: 10 }, (_, i) => finding({ step: i, confidence: i / 10 })),
      sites: [0, 5, 9, 20, 25].map((step) => ({ step, position: step })),
    });
    const c = compactResult(r);
    expect(c.findings!.map((x) => x.step)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(c.sites!.map((s) => s.step)).toEqual([5, 9, 20]);
  });

  it("keeps the most confident findings in their original order", () => {
    const f = (step: number, confidence: number) => finding({ step, confidence });
    const list = [f(0, 0.5), f(1, 0.9), f(2, 0.5), f(3, 0.7)];
    expect(mostConfident(list, 3).map((x) => x.step)).toEqual([0, 1, 3]);
    expect(mostConfident(list, 9)).toBe(list);
  });

  it("clips long quotes, long tasks and long error lists, and leaves small results alone", () => {
    const big = traceResult({
      task: "x".repeat(5000),
      success: false,
      steps: 300,
      errors: Array.from({ length: 50 }, (_, i) => ({ step: i, kind: "error" as const, message: "boom" })),
      verdict: verdict({ step: 3, evidence: [{ step: 3, quote: "q".repeat(3000) }] }),
      findings: [finding({ step: 3, evidence: Array.from({ length: 9 }, (_, i) => ({ step: i, quote: "short" })) })],
      blame: Array.from({ length: 300 }, (_, i) => blame(i, (i % 7) / 7)),
      maxBlame: 6 / 7,
    });
    const c = compactResult(big);
    expect(c.task.length).toBeLessThan(1100);
    expect(c.errors).toHaveLength(20);
    expect(c.verdict!.evidence[0]!.quote.length).toBeLessThan(DEFAULT_LIMITS.quoteChars + 50);
    expect(c.findings![0]!.evidence).toHaveLength(DEFAULT_LIMITS.evidence);
    expect(c.blame).toHaveLength(DEFAULT_LIMITS.blameSteps);
    expect(c.maxBlame).toBe(big.maxBlame);
    expect(c.steps).toBe(300);
    const small: TraceResult = { ...big, task: "t", errors: [], blame: [blame(0, 0.2)], findings: [], verdict: null };
    expect(compactResult(small)).toEqual(small);
    // Nothing too long: the very same result, no copy; something too long: clipped in a copy.
    const trimmed = trimResult(small);
    expect(clipResult(trimmed)).toBe(trimmed);
    const long: TraceResult = {
      ...small,
      errors: [{ step: 1, kind: "error", message: "e".repeat(5000) }],
      findings: [finding({ step: 3, evidence: [{ step: 3, quote: "f".repeat(1000) }] })],
    };
    const clipped = clipResult(long);
    expect(clipped.errors[0]!.message.length).toBeLessThan(DEFAULT_LIMITS.errorChars + 50);
    expect(clipped.findings![0]!.evidence[0]!.quote.length).toBeLessThan(DEFAULT_LIMITS.quoteChars + 50);
    expect(long.errors[0]!.message).toHaveLength(5000);
    expect(long.findings![0]!.evidence[0]!.quote).toHaveLength(1000);
  });

  it("redacts a secret whole before clipping, even where the clip would cut it", async () => {
    // The key starts 10 characters before the 2,000-character cut of an error message and 10
    // before the 1,000-character cut of the task: clipped first, "sk-proj-ab" would be too
    // short for the key's shape and leak.
    const key = "sk-proj-abcdefghijklmnopqrstuvwxyz0123";
    const { dir, cleanup } = tempDir("clip");
    try {
      const file = path.join(dir, "t.json");
      const steps = [
        { index: 0, kind: "tool_call", tool: "deploy", args: {}, result: "", error: `${"e".repeat(1989)} ${key} rest`, meta: {} },
        { index: 1, kind: "response", tool: null, args: {}, result: "done", error: null, meta: {} },
      ];
      writeFileSync(file, JSON.stringify({ id: "t", task: `${"t".repeat(989)} ${key}`, success: false, steps }));
      const result = await analyzeFile(file, { format: "auto", integrity: "off" });
      const text = result.traces;
      // What is left of the marker after the cut, where the key's first characters would be.
      expect(text).toContain(" [REDACTED:… [");
      expect(text).not.toContain("sk-proj");
      const parsed = JSON.parse(text) as TraceResult;
      expect(parsed.errors[0]!.message.length).toBeLessThan(DEFAULT_LIMITS.errorChars + 50);
      expect(parsed.task.length).toBeLessThan(DEFAULT_LIMITS.taskChars + 50);
    } finally {
      cleanup();
    }
  });
});
