// CI holds a floor: the same measurements as `npm run bench:accuracy`, against bench/floors.json.
import { describe, expect, it } from "vitest";
import floors from "../../bench/floors.json" with { type: "json" };
import { BLAME_LINE } from "../../src/attribution/blame.js";
import { measureAgentBlame, measureApproximately, measureSynthetic, measureTau, measureWhoWhen } from "../../bench/measure.js";

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
