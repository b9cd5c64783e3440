import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/attribution/model.js";
import { citedSteps, StepLines } from "../../src/results/step-line.js";

describe("StepLines", () => {
  it("finds each result's step lines by its position in the run", () => {
    const lines = new StepLines();
    lines.add(3, [0, 10, 4, 40]);
    lines.add(7, [2, 22]);
    expect(lines.get(3, 4)).toBe(40);
    expect(lines.get(3, 0)).toBe(10);
    expect(lines.get(7, 2)).toBe(22);
    expect(lines.get(3, 2)).toBeUndefined();
    expect(lines.get(5, 0)).toBeUndefined();
  });

  it("keeps at most its bound; the rest are read back by the locator", () => {
    const lines = new StepLines(3);
    lines.add(0, [0, 1, 1, 2]);
    lines.add(1, [0, 5, 1, 6]);
    expect(lines.size).toBe(2);
    expect(lines.get(1, 0)).toBeUndefined();
    const many = new StepLines();
    for (let i = 0; i < 2000; i++) many.add(i, [1, i + 1]);
    expect(many.get(1999, 1)).toBe(2000);
  });
});

describe("citedSteps", () => {
  it("names the steps SARIF places: the findings', else the verdict's; none for a passed or a JSONL trace", () => {
    const finding: Finding = { mode: "FM-1.1", step: 4, confidence: 0.5, detector: "d", message: "", evidence: [] };
    const verdict = { mode: "FM-2.1", step: 2, confidence: 0.5, evidence: [] } as never;
    expect(citedSteps({ success: false, findings: [finding, { ...finding, step: 4 }], verdict })).toEqual([4]);
    expect(citedSteps({ success: null, findings: [], verdict })).toEqual([2]);
    expect(citedSteps({ success: true, findings: [finding] })).toEqual([]);
    expect(citedSteps({ success: false, line: 3, findings: [finding] })).toEqual([]);
  });
});
