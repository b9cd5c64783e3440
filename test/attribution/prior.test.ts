// The learned prior: label-free per-step features, and a trainer that learns what the labels
// carry (shipped weights are chosen held out by scripts/train-prior.ts).
import { describe, expect, it } from "vitest";
import { realTraces } from "../support/real-traces.js";
import type { Step, Trace } from "../../src/trace/model.js";
import { buildContext } from "../../src/attribution/context.js";
import { attribute } from "../../src/attribution/attribute.js";
import { CALIBRATION } from "../../src/attribution/calibration.js";
import { FEATURES, HAND_RULES, needsTracePass, PRIOR, PriorModelSchema, scoreOf, scorer, stepFeatures, type Features } from "../../src/attribution/prior.js";
import { trainPrior } from "../../bench/train-prior.js";
import { answerOf, score, type DevSet } from "../../bench/lodo.js";
import { trace } from "../support/builders.js";

const mk = (id: string, steps: Partial<Step>[], extra: Partial<Trace> = {}): Trace => trace(steps, { id, task: "Find the population of the town in 2020", ...extra });

describe("learned prior", () => {
  it("computes each label-free feature from the trace alone", () => {
    const status = "Status update: we keep working on the request and the browsing worker goes next with the same plan as before.";
    const t = mk("f", [
      { agent: "user", output: "Find the population of the town in 2020" },
      { agent: "Lead", output: status },
      { agent: "Worker", output: "I searched the census site: the population was 48213 in 2020." },
      { agent: "Lead", output: status },
      { agent: "Worker", output: "Error: the page could not be loaded." },
      { agent: "Lead", output: "The answer is 48213." },
    ]);
    const ctx = buildContext(t);
    const f = stepFeatures(
      ctx,
      [0, 1, 2, 3, 4].map((pos) => ({ pos, locator: 0, findings: 0 })),
    );
    expect(f.map((x) => x.user)).toEqual([1, 0, 0, 0, 0]);
    expect(f.map((x) => x.lead)).toEqual([0, 1, 0, 1, 0]);
    expect(f.map((x) => x.firstTurnOfAgent)).toEqual([1, 1, 1, 0, 0]);
    expect(f.map((x) => x.firstMentionOfAnswer)).toEqual([0, 0, 1, 0, 0]);
    expect(f.map((x) => x.repeats)).toEqual([0, 0, 0, 1, 0]);
    expect(f.map((x) => x.errorLanguage)).toEqual([0, 0, 0, 0, 1]);
    expect(f[1]!.speakerShare).toBeCloseTo(3 / 6);
    expect(f.map((x) => x.position)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
    // Without the whole-trace pass, those features stay 0 (the shipped model does not weigh them).
    const light = stepFeatures(ctx, [{ pos: 2, locator: 0, findings: 0 }], false)[0]!;
    expect([light.lead, light.firstMentionOfAnswer, light.speakerShare, light.repeats]).toEqual([0, 0, 0, 0]);
  });

  it("a model's scorer gives scoreOf's sum, term for term, for every feature", () => {
    // Weights and values with many significant bits, so a term left out, doubled, or added in
    // another order would show.
    const models = [PRIOR, HAND_RULES, { ...HAND_RULES, weights: Object.fromEntries(FEATURES.map((k, i) => [k, (i + 1) * 0.1373 - 0.71])) }];
    const vectors: Features[] = [];
    for (const k of FEATURES) vectors.push({ ...Object.fromEntries(FEATURES.map((f) => [f, 0])), [k]: 1 } as Features);
    for (let n = 0; n < 50; n++) vectors.push(Object.fromEntries(FEATURES.map((f, i) => [f, Math.sin(n * 7.1 + i * 3.3) * 4.7])) as Features);
    for (const model of models) {
      const score = scorer(model);
      for (const x of vectors) expect(Object.is(score(x), scoreOf(x, model)), JSON.stringify(x)).toBe(true);
    }
  });

  it("the shipped model is valid, and only a model that weighs trace-wide features pays for them", () => {
    expect(PriorModelSchema.parse(PRIOR)).toBeTruthy();
    expect(needsTracePass(HAND_RULES)).toBe(false);
    expect(needsTracePass({ ...HAND_RULES, weights: { ...HAND_RULES.weights, errorLanguage: 1 } })).toBe(false);
    expect(needsTracePass({ ...HAND_RULES, weights: { ...HAND_RULES.weights, speakerShare: 0.5 } })).toBe(true);
  });

  it("given the model, a run without the trace pass skips the step features the model gives no weight", () => {
    const t = mk("w", [
      { agent: "Worker", output: "Error: the page could not be loaded." },
      { agent: "Lead", output: "The answer is 48213." },
    ]);
    const ctx = buildContext(t);
    const at = [{ pos: 0, locator: 0, findings: 0 }];
    expect(stepFeatures(ctx, at, false)[0]!.errorLanguage).toBe(1);
    expect(stepFeatures(ctx, at, false, HAND_RULES)[0]!.errorLanguage).toBe(0);
    expect(stepFeatures(ctx, at, false, { ...HAND_RULES, weights: { ...HAND_RULES.weights, errorLanguage: 0.5 } })[0]!.errorLanguage).toBe(1);
    // The full pass (training) computes every feature whatever the model.
    expect(stepFeatures(ctx, at, true, HAND_RULES)[0]!.errorLanguage).toBe(1);
  });

  it("on every real trace, the shipped model scores each step the same with the skipped features as with all of them", async () => {
    const traces = (await realTraces()).filter((t) => t.steps.length > 0);
    expect(traces.length).toBeGreaterThan(300);
    const score = scorer(PRIOR);
    let steps = 0;
    let differ = 0;
    for (const t of traces) {
      const ctx = buildContext({ ...t, task: typeof t.task === "string" ? t.task : "" });
      const at = ctx.views.map((v) => ({ pos: v.pos, locator: v.pos % 3, findings: v.pos % 2 ? 1.7 : 0 }));
      const all = stepFeatures(ctx, at, false);
      const some = stepFeatures(ctx, at, false, PRIOR);
      for (let i = 0; i < at.length; i++) if (!Object.is(score(all[i]!), score(some[i]!))) differ++;
      steps += at.length;
    }
    expect(steps).toBeGreaterThan(5_000);
    expect(differ).toBe(0);
  });

  it("attribute() reads the shipped prior and calibration as it reads the same values passed in", async () => {
    const traces = (await realTraces()).filter((t) => t.steps.length > 0).slice(0, 400);
    for (const t of traces) expect(attribute(t)).toEqual(attribute(t, { prior: { ...PRIOR }, calibration: { ...CALIBRATION } }));
  });

  it("the trainer learns a signal the labels carry, and the ranking follows it", () => {
    // The decisive step is always the one that mentions an error; the hand rules pick the first
    // step that acts (code), which is never it.
    const cases = Array.from({ length: 24 }, (_, i) => {
      const steps: Partial<Step>[] = [
        { agent: "user", output: "Find the population of the town in 2020" },
        { agent: "Coder", output: "```python\nprint(lookup('town'))\n```" },
        { agent: "terminal", output: "exitcode: 0 (execution succeeded)\nCode output: 48213" },
        { agent: "Checker", output: i % 2 ? "Looks fine to me, moving on to the report now." : "Everything matches the source, continuing." },
        { agent: "Reviewer", output: "There is an error in the unit: the figure is in thousands, not people." },
        { agent: "Checker", output: "Thanks, noted; the final report follows shortly." },
      ];
      return { trace: mk(`c${i}`, steps), step: 4, agent: "Reviewer" };
    });
    const set: DevSet = { name: "toy", cases };
    const hand = score(set, (t) => answerOf(attribute(t, { prior: HAND_RULES })));
    expect(hand.step).toBe(0);
    const model = trainPrior([set], 0.01, 300);
    expect(model.weights.errorLanguage ?? 0).toBeGreaterThan(0.5);
    expect(model.pull).toBe(0.01);
    const learned = score(set, (t) => answerOf(attribute(t, { prior: model })));
    expect(learned.step).toBe(1);
  });
});
