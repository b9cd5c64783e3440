import { describe, expect, it } from "vitest";
import type { Step, Trace } from "../../src/trace/model.js";
import { bm25Relevance } from "../../src/attribution/bm25.js";
import { BLAME_LINE, stepBlame } from "../../src/attribution/blame.js";
import { buildContext } from "../../src/attribution/context.js";
import { attribute } from "../../src/attribution/attribute.js";
import { measureAgentBlame } from "../../bench/measure.js";
import { trace } from "../support/builders.js";

const DATA = new URL("../fixtures/data/", import.meta.url).pathname;

const mk = (steps: Partial<Step>[], success: boolean | null = null): Trace =>
  trace(
    steps.map((s) => ({ kind: "llm", ...s })),
    { task: "q", success, origin: { file: "x", format: "agentblame" } },
  );

describe("BM25 relevance", () => {
  it("scores on-topic chunks high and off-topic or empty ones low", () => {
    const q = "What are the key ingredients in authentic Neapolitan pizza dough?";
    const on = bm25Relevance(q, ["Authentic Neapolitan pizza dough uses 00 flour, water, salt and yeast.", "Ovens reach 485 C."]);
    const off = bm25Relevance(q, ["The engine timing belt connects the camshaft to the crankshaft."]);
    expect(on).toBeGreaterThan(0.6);
    expect(off).toBeLessThan(0.1);
    expect(bm25Relevance(q, [])).toBe(0);
  });
});

describe("step blame", () => {
  it("a healthy run stays below 0.10", () => {
    const t = mk([
      { kind: "retrieval", name: "retrieve", input: "How do B-tree indexes work?", output: ["B-tree indexes keep keys sorted so lookups work in log time."] },
      { kind: "tool_call", name: "lookup", input: { id: 1 }, output: { ok: true } },
      { kind: "llm", name: "answer", output: "B-tree indexes keep keys sorted, so a lookup walks a shallow tree." },
    ]);
    const { maxBlame } = stepBlame(buildContext(t));
    expect(maxBlame).toBeLessThan(0.1);
  });

  it("blames a refusal, an empty tool payload and an error, earliest upstream fault first", () => {
    const t = mk([
      { kind: "retrieval", name: "retrieve", input: "quantum key distribution security", output: ["Gardening tomatoes needs loamy soil."] },
      { kind: "llm", name: "answer", output: "I cannot help with that request. As an AI assistant I am not authorized." },
    ]);
    const b = stepBlame(buildContext(t)).blame;
    expect(b[0]!.blame).toBeGreaterThan(b[1]!.blame);
    expect(b[1]!.reasons).toContain("refusal");
    const tool = stepBlame(buildContext(mk([{ kind: "tool_call", name: "fetch", input: { u: 1 }, output: {} }]))).blame[0]!;
    expect(tool.reasons).toContain("tool returned an empty payload");
    const err = stepBlame(buildContext(mk([{ kind: "tool_call", name: "sql", error: "OperationalError" }]))).blame[0]!;
    expect(err.blame).toBeGreaterThanOrEqual(1);
  });

  it("with nothing scorable, the slowest step of a run not known to pass, at 0.5", () => {
    const steps: Partial<Step>[] = [
      { kind: "message", name: "a", latencyMs: 10 },
      { kind: "message", name: "b", latencyMs: 4850 },
    ];
    expect(attribute(mk(steps)).blame.find((x) => x.blame === 0.5)?.name).toBe("b");
    expect(attribute(mk(steps, true)).maxBlame).toBe(0);
  });

  it("names agent-blame's own blamed step on all 14 failing bench.db scenarios; healthy ones under the line", async () => {
    const r = await measureAgentBlame(DATA, BLAME_LINE);
    expect(r.available, r.reason).toBe(true);
    expect(r.failing).toEqual({ hits: 14, total: 14 });
    expect(r.healthyUnderLine).toEqual({ hits: 4, total: 4 });
  });
});
