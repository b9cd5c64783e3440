// Comparing a PR run with its base run on real traces (tau-bench retail runs, approximately's
// booking demo), edited to make new failures, fixes, slowdowns and drift.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareRuns } from "../../src/compare/compare.js";
import { failureSignature } from "../../src/compare/signature.js";
import { importText } from "../../src/trace/read.js";
import type { Trace } from "../../src/trace/model.js";

const TAU = "test/fixtures/data/agentrx-tau/tau_dataset_full.json";
const BOOKING = "test/fixtures/data/peers/approximately/store/518cc4f9150d.json";

type Json = Record<string, unknown> & { steps?: Record<string, unknown>[] };

function traces(value: unknown, file: string): Trace[] {
  return importText(JSON.stringify(value), file).flatMap((item) => ("trace" in item ? [item.trace] : []));
}

const tauRuns = () => JSON.parse(readFileSync(TAU, "utf8")) as (Json & { task_id: number; reward: number; traj: Json[] })[];
const booking = () => JSON.parse(readFileSync(BOOKING, "utf8")) as Json & { steps: Json[] };

describe("compareRuns on tau-bench runs", () => {
  const base = tauRuns();
  const passing = base.filter((r) => r.reward === 1);
  const failing = base.filter((r) => r.reward === 0);
  const broken = passing.find((r) => r.traj.some((m) => Array.isArray(m.tool_calls) && m.tool_calls.length > 0))!;
  const fixed = failing[0]!;
  const dropped = passing.at(-1)!;

  const pr = structuredClone(base).filter((r) => r.task_id !== dropped.task_id);
  const prBroken = pr.find((r) => r.task_id === broken.task_id)!;
  prBroken.reward = 0;
  // The same conversation, but the first tool call now asks about another order.
  const callAt = prBroken.traj.findIndex((m) => Array.isArray(m.tool_calls) && m.tool_calls.length > 0);
  const call = (prBroken.traj[callAt]!.tool_calls as { function: { arguments: string; name: string } }[])[0]!;
  const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
  const argName = Object.keys(args)[0]!;
  args[argName] = "#W0000000";
  call.function.arguments = JSON.stringify(args);
  pr.find((r) => r.task_id === fixed.task_id)!.reward = 1;

  const result = compareRuns({ pr: traces(pr, "pr.json"), base: traces(base, "base.json"), baseSource: "base.json" });

  it("gives each task its status", () => {
    const byTask = new Map(result.tasks.map((t) => [t.task, t]));
    expect(byTask.get(String(broken.task_id))?.status).toBe("new-failure");
    expect(byTask.get(String(fixed.task_id))?.status).toBe("fixed");
    expect(byTask.get(String(dropped.task_id))?.status).toBe("unpaired");
    expect(result.newFailures).toBe(1);
    expect(result.tasks.filter((t) => t.status === "still-failing")).toHaveLength(failing.length - 1);
    expect(result.tasks[0]!.status).toBe("new-failure");
  });

  it("finds where the new failure left the base's path: the edited call, with both values", () => {
    const row = result.tasks.find((t) => t.status === "new-failure")!;
    const step = traces(prBroken, "pr.json")[0]!.steps.find((s) => s.toolCalls?.length)!.index;
    expect(row.divergence?.step).toBe(step);
    expect(row.divergence?.baseStep).toBe(step);
    expect(row.divergence?.summary).toContain(`\`${call.function.name}\``);
    expect(row.divergence?.summary).toContain(`${argName}="#W0000000"`);
  });

  it("sees no drift and no slowdown between two runs of the same traces", () => {
    expect(result.drift.drifted).toBe(false);
    expect(result.latency.filter((l) => l.flagged)).toEqual([]);
  });
});

describe("compareRuns on approximately's booking demo", () => {
  const good = booking();
  good.success = true;
  const bad = structuredClone(good);
  bad.success = false;
  (bad.steps[2]!.args as Record<string, unknown>).destination = "HND";

  it("names the changed argument of the booking search: HND where the base had NRT", () => {
    const r = compareRuns({ pr: traces(bad, "pr.json"), base: traces(good, "base.json"), baseSource: "base" });
    expect(r.tasks[0]!.status).toBe("new-failure");
    expect(r.tasks[0]!.divergence).toMatchObject({ step: 2, baseStep: 2 });
    expect(r.tasks[0]!.divergence!.summary).toBe('step 2 called `search_flights` with `destination="HND"` where the base called it with `"NRT"` (base step 2)');
  });

  it("reports a skipped verification step at the base's index", () => {
    const skipped = structuredClone(good);
    skipped.success = false;
    skipped.steps.splice(1, 1); // no fare-rules lookup this time
    const r = compareRuns({ pr: traces(skipped, "pr.json"), base: traces(good, "base.json"), baseSource: "base" });
    expect(r.tasks[0]!.divergence?.baseStep).toBe(1);
    expect(r.tasks[0]!.divergence?.summary).toMatch(/^skipped `lookup_fare_rules`, which the base ran at step 1/);
  });

  it("treats ids and timestamps as run noise, not divergence", () => {
    const noisy = structuredClone(good);
    noisy.success = false;
    noisy.id = "another-run";
    noisy.created_at = 1900000000.5;
    (noisy.steps[2]!.args as Record<string, unknown>).request_id = "req-8c1f";
    (noisy.steps[2]!.args as Record<string, unknown>).month = "June";
    const r = compareRuns({ pr: traces(noisy, "pr.json"), base: traces(good, "base.json"), baseSource: "base" });
    expect(r.tasks[0]!.status).toBe("new-failure");
    expect(r.tasks[0]!.divergence).toBeUndefined();
  });

  it("flags a tool that got slower across trials, with its slowest steps", () => {
    const trials = (factor: number, prefix: string) =>
      [0, 1, 2, 3].map((k) => {
        const t = structuredClone(good);
        t.id = `${prefix}-${k}`;
        for (const s of t.steps) if (s.tool === "lookup_fare_rules") s.latency_ms = Math.round((470 + k * 10) * factor);
        return t;
      });
    const r = compareRuns({ pr: trials(1.8, "pr").flatMap((t) => traces(t, "pr.json")), base: trials(1, "base").flatMap((t) => traces(t, "base.json")), baseSource: "base" });
    const slow = r.latency.find((l) => l.tool === "lookup_fare_rules")!;
    expect(slow.flagged).toBe(true);
    expect(slow.medianMs).toBeGreaterThan(1.5 * slow.baseMedianMs);
    expect(slow.slowest[0]).toMatchObject({ trace: "pr-3", step: 1 });
    expect(r.latency.find((l) => l.tool === "search_flights")?.flagged).toBe(false);
  });

  it("reports drift when the PR's agents use other tools", () => {
    const other = structuredClone(good);
    for (const s of other.steps) if (s.tool === "search_flights") s.tool = "search_trains";
    const r = compareRuns({ pr: traces(other, "pr.json"), base: traces(good, "base.json"), baseSource: "base" });
    expect(r.drift.drifted).toBe(true);
    expect(r.drift.top.map((t) => t.action)).toEqual(expect.arrayContaining(["tool:search_trains", "tool:search_flights"]));
  });
});

describe("renderComparison", () => {
  it("puts the new failure first, with its divergence and both steps quoted, escaped", async () => {
    const { renderComparison } = await import("../../src/compare/markdown.js");
    const good = booking();
    good.success = true;
    const bad = structuredClone(good);
    bad.success = false;
    (bad.steps[2]!.args as Record<string, unknown>).destination = "HND @octocat <b>x</b>";
    const prTrace = traces(bad, "pr.json")[0]!;
    const r = compareRuns({
      pr: [prTrace],
      base: traces(good, "base.json"),
      baseSource: "base",
      signatures: new Map([[prTrace.id, failureSignature(prTrace, { mode: "FM-1.3", step: 2 }).id]]),
      seenSignatures: new Map(),
      historyRuns: 12,
    });
    const md = renderComparison(r);
    expect(md).toMatch(/\*\*1 new failure\*\* · 0 fixed/);
    expect(md).toContain("First divergence: step 2 called \\`search\\_flights\\`");
    expect(md).toContain("This PR, step 2:\n```\nsearch_flights(");
    expect(md).toContain("first seen here");
    // Outside code blocks (where GitHub renders nothing), no live HTML and no live mention.
    const prose = md.replace(/```[\s\S]*?```/g, "");
    expect(prose).not.toContain("<b>");
    expect(prose).not.toMatch(/@octocat/);
  });
});
