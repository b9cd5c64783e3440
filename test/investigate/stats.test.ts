// `blamegate stats` on real traces: the published counts of the datasets, the agent scoreboard
// checked against the traces themselves, the tool table, and --where.
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/stats.js";
import { loadAnalyzed } from "../../src/investigate/load.js";
import { cli, repo, SETS } from "./support.js";

describe("blamegate stats", () => {
  it("counts tau-bench's 100 runs as the dataset publishes them: 73 passed, 27 failed", async () => {
    const t = cli();
    expect(await run([SETS.tau, "--json"], t.io)).toBe(0);
    const s = JSON.parse(t.out()).summary;
    expect([s.traces, s.passed, s.failed, s.unknown]).toEqual([100, 73, 27, 0]);
    expect(s.failureRate).toBe(0.27);
    expect(s.formats).toEqual({ chat: 100 });
    expect(s.mean.steps).toBeGreaterThan(5);
  });

  it("scores Who&When's agents: steps and blame add up to what the traces and verdicts say", async () => {
    const t = cli();
    expect(await run([SETS.whowhen, "--by", "agent", "--json"], t.io)).toBe(0);
    const out = JSON.parse(t.out());
    const rows = out.groups as { agent: string; traces: number; steps: number; blamed: number; failureRate: number }[];
    const { items } = await loadAnalyzed([SETS.whowhen], repo);
    expect(items).toHaveLength(126);
    const stepsOf = (agent: string) => items.reduce((n, { trace }) => n + trace.steps.filter((s) => s.agent === agent).length, 0);
    const blamedOf = (agent: string) => items.filter(({ result }) => result.verdict?.agent === agent).length;
    for (const r of rows) {
      expect(r.steps, r.agent).toBe(stepsOf(r.agent));
      expect(r.blamed, r.agent).toBe(blamedOf(r.agent));
      expect(r.failureRate).toBe(1); // every Who&When run failed
    }
    expect(rows.reduce((n, r) => n + r.blamed, 0)).toBe(items.filter(({ result }) => result.verdict?.agent).length);
    // Most blamed first.
    expect(rows.map((r) => r.blamed)).toEqual([...rows.map((r) => r.blamed)].sort((a, b) => b - a));
    const text = cli();
    await run([SETS.whowhen, "--by", "agent"], text.io);
    expect(text.out()).toMatch(/^agent +traces +steps +tokens +errors +blamed +failure rate$/m);
  });

  it("tables the tools of the OTLP checkout runs and the agent-blame store: calls, errors, latency", async () => {
    const t = cli();
    expect(await run([SETS.otlp, SETS.agentblame, "--by", "tool", "--json"], t.io)).toBe(0);
    const rows = JSON.parse(t.out()).groups as { tool: string; calls: number; errors: number; meanLatency: number | null }[];
    const charge = rows.find((r) => r.tool === "charge_card")!;
    expect([charge.calls, charge.errors]).toEqual([2, 1]);
    expect(rows[0]!.errors).toBeGreaterThan(0);
    expect(rows.find((r) => r.tool === "query_stock_market_api")?.errors).toBe(1);
  });

  it("aggregates only the --where selection, groups --by mode, and points at a bad --where", async () => {
    const t = cli();
    expect(await run([SETS.store, "examples/traces", "--where", "success == false", "--by", "mode", "--json"], t.io)).toBe(0);
    const out = JSON.parse(t.out());
    expect(out.summary.passed).toBe(0);
    expect(out.summary.failed).toBe(out.groups.reduce((n: number, g: { summary: { traces: number } }) => n + g.summary.traces, 0));
    expect(out.read).toBeGreaterThan(out.summary.traces);
    const bad = cli();
    expect(await run([SETS.store, "--where", "succes == false"], bad.io)).toBe(2);
    expect(bad.err()).toContain("column 1: unknown field 'succes' (did you mean 'success'?)");
    const by = cli();
    expect(await run([SETS.store, "--by", "colour"], by.io)).toBe(2);
  });
});
