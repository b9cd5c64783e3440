// The shipped rule files (rules/prior.json, rules/calibration.json, rules/detector-rates.json)
// are read as they are, as rules/mast.json is (issue 17, cold start): the compiler checks each
// file's shape against its schema's type where it is imported, and these tests hold every file
// to its schema's refinements, so no run builds a schema or parses a file of its own package.
import { afterEach, describe, expect, it, vi } from "vitest";
import { countZodCalls, restoreZod, touchZod } from "../support/zod-calls.js";
import { trace } from "../support/builders.js";
import prior from "../../rules/prior.json" with { type: "json" };
import calibration from "../../rules/calibration.json" with { type: "json" };
import rates from "../../rules/detector-rates.json" with { type: "json" };
import { PRIOR, PriorModelSchema } from "../../src/attribution/prior.js";
import { CALIBRATION, CalibrationSchema } from "../../src/attribution/calibration.js";
import { RatesSchema } from "../../src/attribution/rates.js";

afterEach(restoreZod);

describe("the shipped rule files", () => {
  it("each passes its schema, refinements included", () => {
    expect(PriorModelSchema.parse(prior)).toEqual(prior);
    expect(CalibrationSchema.parse(calibration)).toEqual(calibration);
    expect(() => RatesSchema.parse(rates)).not.toThrow();
    expect(Object.keys(rates.detectors).length).toBeGreaterThan(0);
  });

  it("are what the modules hand out", () => {
    expect(PRIOR).toEqual(prior);
    expect(CALIBRATION).toEqual(calibration);
  });

  it("a broken file is refused by its schema, naming the field", () => {
    expect(() => PriorModelSchema.parse({ ...prior, pull: -1 })).toThrow(/pull/);
    expect(() => CalibrationSchema.parse({ ...calibration, temperature: "hot" })).toThrow(/temperature/);
    expect(() => RatesSchema.parse({ detectors: { X: { structured: { bySet: {}, lr: "high" } } } })).toThrow(/lr/);
  });

  it("attributing a failed trace, which reads all three, calls no zod function", async () => {
    const calls = countZodCalls();
    const { attribute } = (await import("../../src/attribution/attribute.js")) as typeof import("../../src/attribution/attribute.js");
    const steps = [
      { agent: "planner", kind: "thought" as const, content: "Look the booking up, then confirm it." },
      { agent: "worker", kind: "tool_call" as const, tool: "lookup", args: { id: 7 } },
      { agent: "worker", kind: "observation" as const, tool: "lookup", content: "error: booking 7 not found" },
      { agent: "worker", kind: "response" as const, content: "Booking 7 is confirmed." },
    ];
    const verdict = attribute(trace(steps, { success: false })).verdict;
    // The verdict used the prior and the calibration: a ranked list of candidates with probabilities.
    expect(verdict?.candidates?.length).toBeGreaterThan(0);
    expect(calls).toEqual([]);
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
