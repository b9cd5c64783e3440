// `blamegate explain`: every fact comes from rules/mast.json and the detectors' metadata.
import { describe, expect, it } from "vitest";
import { run } from "../../src/cli/explain.js";
import { explainMode, parseModeId } from "../../src/investigate/explain.js";
import { DETECTORS } from "../../src/attribution/detectors/index.js";
import { taxonomy } from "../../src/attribution/taxonomy.js";
import { MODE_IDS } from "../../src/attribution/model.js";
import { cli } from "./support.js";

describe("blamegate explain", () => {
  it("prints FM-1.3's definition, share, rank, both repetition detectors and the fixes with their published effects", async () => {
    const t = cli();
    expect(await run(["FM-1.3"], t.io)).toBe(0);
    const out = t.out();
    const spec = taxonomy().modes.find((m) => m.id === "FM-1.3")!;
    expect(out).toContain("FM-1.3 Step repetition");
    expect(out).toContain(spec.definition);
    expect(out).toContain("published share: 15.7% of failure flags in MAST, 1st most common of 14 modes");
    expect(out).toContain("RepeatDetector: tool-call traces, confidence up to 0.95");
    expect(out).toContain("RepeatMessageDetector: conversation traces, confidence up to 0.55");
    for (const f of spec.fixes) expect(out).toContain(f.text);
    for (const f of spec.fixes.filter((x) => x.evidence)) expect(out).toContain(`published effect: ${f.evidence}`);
  });

  it("answers every mode in JSON with at least one detector, and the ranks are a permutation of 1…14", async () => {
    const ranks = new Set<number>();
    for (const id of MODE_IDS) {
      const t = cli();
      expect(await run([id.toLowerCase().replace("fm-", ""), "--json"], t.io)).toBe(0);
      const e = JSON.parse(t.out());
      expect(e.id).toBe(id);
      expect(e.detectors.length).toBeGreaterThan(0);
      expect(e.detectors.map((d: { name: string }) => d.name)).toEqual(DETECTORS.filter((d) => d.modes.includes(id)).map((d) => d.name));
      ranks.add(e.rank);
    }
    expect([...ranks].sort((a, b) => a - b)).toEqual(MODE_IDS.map((_, i) => i + 1));
  });

  it("refuses a name that is not a mode with exit 2 and lists the modes without an argument", async () => {
    const bad = cli();
    expect(await run(["FM-4.1"], bad.io)).toBe(2);
    expect(bad.err()).toContain("'FM-4.1' is not a MAST mode");
    expect(parseModeId("FM-2.7")).toBeNull();
    const list = cli();
    expect(await run([], list.io)).toBe(0);
    for (const id of MODE_IDS) expect(list.out()).toContain(id);
    expect(explainMode("FM-2.4").prevalence).toBe(0.85);
  });
});
