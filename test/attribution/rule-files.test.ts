// The shipped rule files (rules/prior.json, rules/calibration.json, rules/detector-rates.json)
// are checked the first time they are read, not at import (issue 17, cold start): a broken file
// must still fail with the schema's own error, naming the bad field, when the run reads it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { touchZod } from "../support/zod-calls.js";
import { trace } from "../support/builders.js";
import prior from "../../rules/prior.json" with { type: "json" };
import calibration from "../../rules/calibration.json" with { type: "json" };
import rates from "../../rules/detector-rates.json" with { type: "json" };

afterEach(() => {
  vi.doUnmock("../../rules/prior.json");
  vi.doUnmock("../../rules/calibration.json");
  vi.doUnmock("../../rules/detector-rates.json");
  vi.resetModules();
});

/** The module `path` with the rule file `json` replaced by `data`, freshly imported. */
async function withRuleFile<T>(json: string, data: unknown, path: string): Promise<T> {
  vi.resetModules();
  vi.doMock(json, () => ({ default: data }));
  return (await import(path)) as T;
}

describe("a broken rule file", () => {
  it("prior.json: importing succeeds, the first read throws the schema's error", async () => {
    const m = await withRuleFile<typeof import("../../src/attribution/prior.js")>("../../rules/prior.json", { ...prior, pull: -1 }, "../../src/attribution/prior.js");
    let expected: unknown;
    try {
      m.PriorModelSchema.parse({ ...prior, pull: -1 });
    } catch (err) {
      expected = err;
    }
    expect(expected).toBeInstanceOf(Error);
    expect(() => m.PRIOR.weights).toThrow((expected as Error).message);
    expect((expected as Error).message).toContain("pull");
  });

  it("calibration.json: importing succeeds, the first read throws the schema's error", async () => {
    const m = await withRuleFile<typeof import("../../src/attribution/calibration.js")>("../../rules/calibration.json", { ...calibration, temperature: "hot" }, "../../src/attribution/calibration.js");
    expect(() => m.CALIBRATION.temperature).toThrow(/temperature[\s\S]*expected number|expected number[\s\S]*temperature/);
    expect(() => m.topProbability([{ pos: 0, total: 1, candidate: true }])).toThrow(/temperature|top/);
  });

  it("detector-rates.json: importing succeeds, capping a finding throws the schema's error", async () => {
    const m = await withRuleFile<typeof import("../../src/attribution/rates.js")>("../../rules/detector-rates.json", { detectors: { X: { structured: { bySet: {}, lr: "high" } } } }, "../../src/attribution/rates.js");
    expect(m.capFindings([], "structured")).toEqual([]);
    expect(() => m.confidenceCap("X", "structured")).toThrow(/lr[\s\S]*expected number|expected number[\s\S]*lr/);
  });

  it("calibration.json: a passing trace's attribution never reads it (a one-trace run that passes does not parse it)", async () => {
    const broken = await withRuleFile<typeof import("../../src/attribution/attribute.js")>("../../rules/calibration.json", { ...calibration, temperature: "hot" }, "../../src/attribution/attribute.js");
    vi.doUnmock("../../rules/calibration.json");
    vi.resetModules();
    const sound = (await import("../../src/attribution/attribute.js")) as typeof import("../../src/attribution/attribute.js");
    const steps = [
      { agent: "planner", kind: "thought" as const, content: "Look the booking up, then confirm it." },
      { agent: "worker", kind: "tool_call" as const, tool: "lookup", args: { id: 7 } },
      { agent: "worker", kind: "observation" as const, tool: "lookup", content: "booking 7: confirmed" },
    ];
    const passing = trace(steps, { success: true });
    expect(broken.attribute(passing)).toEqual(sound.attribute(passing));
    // The broken file is in effect where a verdict needs it: a failed trace reads it and says so.
    const failing = trace(steps, { success: false });
    expect(broken.attribute(failing).verdict?.reason).toMatch(/could not be read[\s\S]*temperature/);
    expect(sound.attribute(failing).verdict?.reason ?? "").not.toMatch(/could not be read/);
  });

  it("the shipped files read as before", async () => {
    const p = await import("../../src/attribution/prior.js");
    const c = await import("../../src/attribution/calibration.js");
    expect({ ...p.PRIOR }).toEqual(prior);
    expect({ ...c.CALIBRATION }).toEqual(calibration);
    expect(Object.keys(rates.detectors).length).toBeGreaterThan(0);
  });
});

describe("importing the attribution's rule modules and the detectors", () => {
  // What makes them cheap to load: no zod call at all until a schema or a rule file is read.
  it("calls no zod constructor", async () => {
    const touched = touchZod();
    try {
      await import("../../src/attribution/prior.js");
      await import("../../src/attribution/calibration.js");
      await import("../../src/attribution/rates.js");
      await import("../../src/attribution/taxonomy.js");
      // The detectors' metas are checked by test/attribution/detectors/registry.test.ts, not at load.
      await import("../../src/attribution/detectors/index.js");
      expect(touched).toEqual([]);
    } finally {
      vi.doUnmock("zod");
    }
  });
});
