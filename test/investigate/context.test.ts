// `blamegate context`: a context budget replayed over real traces with OpenAI's cl100k_base
// tokenizer. A budget above the trace's peak loses nothing; recall never falls as the budget
// grows; each reported loss is a real one (the key is in the fact and in the step that used it,
// and enough tokens came between); the summary policy keeps the head of an evicted result.
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/context.js";
import { contextBudget } from "../../src/investigate/context-budget.js";
import { cl100k, ESTIMATE } from "../../src/investigate/tokenizer.js";
import { loadAnalyzed } from "../../src/investigate/load.js";
import { cli, repo, SETS } from "./support.js";
import { trace as build } from "../support/builders.js";

describe("context budget", () => {
  it("counts tokens with the real cl100k_base BPE", async () => {
    const c = await cl100k();
    expect(c.count("hello world")).toBe(2);
    expect(c.count("<|endoftext|>")).toBeGreaterThan(1); // special-token text is ordinary text
    expect(c.head("hello world", 1)).toBe("hello");
  });

  it("on tau-bench: nothing lost above the peak, recall never falls as the budget grows, every loss is real", async () => {
    const c = await cl100k();
    const { items } = await loadAnalyzed([SETS.tau], repo);
    const failed = items.filter(({ trace }) => trace.success === false);
    expect(failed).toHaveLength(27);
    let losses = 0;
    for (const { trace, result } of failed) {
      const verdict = result.verdict ? { step: result.verdict.step, mode: result.verdict.mode } : null;
      const roomy = contextBudget(trace, { budget: 1_000_000, policy: "window", counter: c, verdict });
      expect(roomy.evicted, trace.id).toEqual([]);
      expect(roomy.fm14Evidence).toBe(false);
      const atPeak = contextBudget(trace, { budget: roomy.peak, policy: "window", counter: c, verdict });
      expect(atPeak.evicted, trace.id).toEqual([]);
      let last = -1;
      for (const budget of [1400, 1800, 2500, 4000, 8000]) {
        const r = contextBudget(trace, { budget, policy: "window", counter: c, verdict });
        const recall = r.recall ?? 1;
        expect(recall, `${trace.id} at ${budget}`).toBeGreaterThanOrEqual(last);
        last = recall;
        for (const e of r.evicted) {
          losses++;
          const used = trace.steps.find((s) => s.index === e.at)!;
          const fact = trace.steps.find((s) => s.index === e.fact)!;
          expect(JSON.stringify([used.input, used.toolCalls, used.output, used.thought]).toLowerCase()).toContain(e.key);
          expect(JSON.stringify([fact.output, fact.error]).toLowerCase()).toContain(e.key);
          expect(e.distance + r.pinned, `${trace.id} ${e.key}`).toBeGreaterThan(budget - c.count(JSON.stringify(fact.output ?? "")) - 200);
        }
      }
    }
    expect(losses).toBeGreaterThan(20);
  });

  it("says when the blamed step used a fact the budget dropped (FM-1.4 evidence), on tau-bench and Who&When", async () => {
    const t = cli();
    expect(await run([SETS.tau, SETS.whowhen, "--budget", "2000", "--json"], t.io)).toBe(0);
    const out = JSON.parse(t.out());
    expect(out.tokenizer).toBe("cl100k_base");
    expect(out.traces).toHaveLength(226);
    const evidence = out.traces.filter((r: { fm14Evidence: boolean }) => r.fm14Evidence);
    expect(evidence.length).toBeGreaterThan(3);
    for (const r of evidence) {
      expect(r.blamed.dropped.length).toBeGreaterThan(0);
      for (const d of r.blamed.dropped) expect(d.at).toBe(r.blamed.step);
    }
    const text = cli();
    await run([SETS.tau, "--budget", "2000"], text.io);
    expect(text.out()).toMatch(/used a fact this budget drops \(step \d+.*\): evidence for FM-1\.4 loss of conversation history/);
  });

  it("summary keeps the head of an evicted tool result: a key in it is recalled, one past it is not", () => {
    const filler = "x".repeat(4000);
    const trace = build(
      [
        { kind: "tool_call", name: "lookup", input: { q: "a" }, output: `order ORD-100234 ${filler} invoice INV-998877` },
        { kind: "observation", output: filler },
        { kind: "tool_call", name: "refund", input: { order: "ORD-100234", invoice: "INV-998877" }, output: "ok" },
      ],
      { id: "s", task: "refund", origin: { file: "s.json", format: "native" } },
    );
    const window = contextBudget(trace, { budget: 1400, policy: "window", counter: ESTIMATE });
    // Two keys of one result lost at the same step are one loss.
    expect([window.needs, window.recalled, window.evicted.length]).toEqual([2, 0, 1]);
    expect(window.recall).toBe(0);
    const summary = contextBudget(trace, { budget: 1400, policy: "summary", counter: ESTIMATE });
    expect(summary.evicted.map((e) => e.key)).toEqual(["inv-998877"]);
    expect(summary.recall).toBe(0.5);
  });

  it("reads OTLP and agent-blame traces, refuses a bad budget or policy", async () => {
    const t = cli();
    expect(await run([SETS.otlp, SETS.agentblame, "--budget", "500", "--policy", "summary", "--tokenizer", "estimate", "--json"], t.io)).toBe(0);
    expect(JSON.parse(t.out()).traces).toHaveLength(10);
    for (const args of [["--budget", "0"], ["--budget", "many"], ["--budget", "100", "--policy", "lru"], []]) {
      const bad = cli();
      expect(await run([SETS.otlp, ...args], bad.io), args.join(" ")).toBe(2);
    }
  });
});
