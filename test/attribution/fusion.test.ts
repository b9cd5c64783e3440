import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/attribution/model.js";
import { fuse, PRIOR_WEIGHT } from "../../src/attribution/fusion.js";
import { modeSpec } from "../../src/attribution/taxonomy.js";
import { logit, sigmoid } from "../../src/attribution/text.js";
import { attribute } from "../../src/attribution/attribute.js";
import { syntheticPositives, syntheticRng } from "../../bench/generate/labelled.js";

const f = (mode: Finding["mode"], step: number, confidence: number, detector = "D"): Finding => ({ mode, step, confidence, detector, message: "m", evidence: [{ step, quote: "q" }] });

describe("fusion", () => {
  it("adds the prevalence prior once per mode and discounts repeated evidence", () => {
    const [one] = fuse([f("FM-1.3", 2, 0.8)]);
    const prior = PRIOR_WEIGHT * logit(modeSpec("FM-1.3").prevalence / 100);
    expect(one!.priorLogOdds).toBeCloseTo(prior, 10);
    expect(one!.logOdds).toBeCloseTo(prior + logit(0.8), 10);
    const [three] = fuse([f("FM-1.3", 2, 0.8), f("FM-1.3", 5, 0.8), f("FM-1.3", 9, 0.8)]);
    expect(three!.logOdds).toBeCloseTo(prior + logit(0.8) * (1 + 0.5 + 0.25), 10);
    expect(three!.probability).toBeCloseTo(sigmoid(three!.logOdds), 10);
    expect(three!.best.step).toBe(2);
  });

  it("ranks by prior × evidence: equal evidence, the more prevalent mode wins", () => {
    const ranked = fuse([f("FM-2.4", 1, 0.7), f("FM-1.3", 1, 0.7)]);
    expect(ranked.map((m) => m.mode)).toEqual(["FM-1.3", "FM-2.4"]);
    // Strong evidence beats a prior.
    expect(fuse([f("FM-2.4", 1, 0.97), f("FM-1.3", 1, 0.6)])[0]!.mode).toBe("FM-2.4");
  });

  it("a verdict keeps runner-ups and its own mode's evidence", () => {
    const t = syntheticPositives["FM-3.2"](syntheticRng(3), "invoice", "x");
    t.success = false;
    const a = attribute(t);
    expect(a.verdict?.mode).toBe("FM-3.2");
    expect(a.verdict?.evidence[0]?.step).toBe(a.verdict?.step);
    expect(a.verdict?.runnerUps.every((r) => r.mode !== "FM-3.2")).toBe(true);
    expect(a.verdict?.runnerUps.length).toBeGreaterThan(0);
  });
});
