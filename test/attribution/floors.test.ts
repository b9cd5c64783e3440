// CI holds a floor: the same measurements as `npm run bench:accuracy`, against bench/floors.json.
import { describe, expect, it } from "vitest";
import floors from "../../bench/floors.json" with { type: "json" };
import { BLAME_LINE } from "../../src/attribution/blame.js";
import { measureAgentBlame, measureApproximately, measureSynthetic, measureTau, measureWhoWhen } from "../../bench/measure.js";
import { devSets, leaveOneDatasetOut } from "../../bench/lodo.js";

const DATA = new URL("../fixtures/data/", import.meta.url).pathname;

describe("attribution accuracy floors (bench/floors.json)", () => {
  it("Who&When algorithm-generated: step and agent accuracy, exact match", async () => {
    const r = await measureWhoWhen(DATA);
    expect(r.n).toBe(floors.whoWhen.n);
    expect(r.ours.step.hits).toBeGreaterThanOrEqual(floors.whoWhen.stepExactHits);
    expect(r.ours.agent.hits).toBeGreaterThanOrEqual(floors.whoWhen.agentHits);
    expect(r.ours.stepWithin1.hits).toBeGreaterThanOrEqual(floors.whoWhen.stepWithin1Hits);
    // A method is only worth what it adds over the trivial baselines it is printed beside.
    expect(r.ours.step.hits).toBeGreaterThan(r.afterTask.step.hits);
    expect(r.ours.agent.hits).toBeGreaterThan(r.mostFrequent.agent.hits);
  });

  it("tau-bench: root-cause step, and quiet on passed runs", async () => {
    const r = await measureTau(DATA);
    expect(r.matched).toBe(floors.tau.matched);
    expect(r.ours.step.hits).toBeGreaterThanOrEqual(floors.tau.stepExactHits);
    expect(r.ours.agent.hits).toBeGreaterThanOrEqual(floors.tau.agentHits);
    expect(r.falseAlarms.hits).toBeLessThanOrEqual(floors.tau.maxFalseAlarms);
    expect(r.falseAlarmsOutcomeHidden.hits).toBeLessThanOrEqual(floors.tau.maxFalseAlarmsOutcomeHidden);
  });

  it("peers: agent-blame's bench.db and approximately's traces", async () => {
    const ab = await measureAgentBlame(DATA, BLAME_LINE);
    expect(ab.failing.hits).toBeGreaterThanOrEqual(floors.agentBlame.failingHits);
    expect(ab.healthyUnderLine.hits).toBeGreaterThanOrEqual(floors.agentBlame.healthyUnderLine);
    const ap = await measureApproximately(DATA);
    expect(ap.demo.filter((d) => d.included).length).toBeGreaterThanOrEqual(floors.approximately.demoIncluded);
    expect(ap.scale.total.hits).toBeGreaterThanOrEqual(floors.approximately.scaleHits);
  });

  it("synthetic corpus: per-mode precision and recall", () => {
    const s = measureSynthetic();
    for (const m of s.perMode) {
      expect(m.precision, m.mode).toBeGreaterThanOrEqual(floors.synthetic.minPrecision);
      expect(m.recall, m.mode).toBeGreaterThanOrEqual(floors.synthetic.minRecall);
    }
    expect(s.healthyFalseAlarms.hits).toBeLessThanOrEqual(floors.synthetic.maxHealthyFalseAlarms);
  });
});

describe("never worse than guessing (issue 16): per dev set, leave one dataset out", async () => {
  const reports = leaveOneDatasetOut(await devSets(DATA));
  for (const r of reports) {
    it(`${r.set}: step top-1 at least the best label-free baseline (${r.bestStep.name})`, () => {
      expect(r.ours.step).toBeGreaterThanOrEqual(r.bestStep.value);
    });
    if (r.bestAgent) {
      it(`${r.set}: agent at least the best label-free baseline (${r.bestAgent.name})`, () => {
        expect(r.ours.agent ?? 0).toBeGreaterThanOrEqual(r.bestAgent!.value);
      });
    }
    it(`${r.set}: candidates rank the decisive step in the top 3 at least as often as top 1, and the 90% set covers`, () => {
      expect(r.ours.top3).toBeGreaterThanOrEqual(r.ours.step);
      expect(r.ours.top3).toBeGreaterThanOrEqual((floors.lodo.top3 as Record<string, number>)[r.set]!);
      // Held out, coverage may fall below 90%; a set that misses the step on most runs is broken.
      expect(r.ours.coverage ?? 0).toBeGreaterThanOrEqual(floors.lodo.minCoverage);
      expect(r.ours.ece ?? 1).toBeLessThanOrEqual(floors.lodo.maxEce);
    });
  }
  it("Who&When algorithm-generated stays at or above step 40% and agent 65%", () => {
    const ww = reports.find((r) => r.set.startsWith("Who&When"))!;
    expect(ww.ours.step).toBeGreaterThanOrEqual(0.4);
    expect(ww.ours.agent ?? 0).toBeGreaterThanOrEqual(0.65);
  });
});
