import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MODE_IDS } from "../../src/attribution/model.js";
import { helpMarkdown, helpText, modeLabel, modeSpec, parseTaxonomy, taxonomy } from "../../src/attribution/taxonomy.js";
import raw from "../../rules/mast.json" with { type: "json" };

const DATA = new URL("../fixtures/data/", import.meta.url);

describe("MAST taxonomy (rules/mast.json)", () => {
  it("has all 14 modes and 3 categories, validated", () => {
    // The bundled file is trusted at run time because this checks it.
    expect(taxonomy()).toMatchObject(parseTaxonomy(raw));
    const t = taxonomy();
    expect(t.modes.map((m) => m.id).sort()).toEqual([...MODE_IDS].sort());
    expect(t.categories.map((c) => c.id)).toEqual(["FC1", "FC2", "FC3"]);
    for (const m of t.modes) expect(m.fixes.length).toBeGreaterThan(0);
  });

  it("carries the prevalence published in the data README, not numbers of its own", () => {
    const readme = readFileSync(new URL("README.md", DATA), "utf8");
    const line = readme.slice(readme.indexOf("prevalence, share of all flags"), readme.indexOf("Categories:"));
    const pairs = [...line.matchAll(/(\d\.\d) (\d+(?:\.\d+)?)/g)].map((m) => [`FM-${m[1]}`, Number(m[2])] as const);
    expect(pairs).toHaveLength(14);
    for (const [id, p] of pairs) expect(modeSpec(id as (typeof MODE_IDS)[number]).prevalence).toBe(p);
    const cats = [...readme.matchAll(/(specification\s+and system design|inter-agent misalignment|task verification) (\d+\.\d+)/g)].map((m) => Number(m[2]));
    expect(taxonomy().categories.map((c) => c.prevalence)).toEqual(cats);
  });

  it("rejects a taxonomy missing a mode or with a bad prevalence", () => {
    const copy = structuredClone(raw) as { modes: { id: string; prevalence: number }[] };
    expect(() => parseTaxonomy({ ...copy, modes: copy.modes.slice(1) })).toThrow();
    copy.modes[0]!.prevalence = -3;
    expect(() => parseTaxonomy(copy)).toThrow();
  });

  it("builds SARIF help text from the data", () => {
    const m = modeSpec("FM-3.2");
    expect(modeLabel("FM-3.2")).toBe(`FM-3.2 ${m.name}`);
    expect(helpText("FM-3.2")).toContain(m.definition);
    expect(helpMarkdown("FM-3.2")).toContain(`## FM-3.2 ${m.name}`);
    expect(helpMarkdown("FM-3.2")).toContain(m.fixes[0]!.text);
  });
});
