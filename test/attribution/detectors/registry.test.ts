// The registry as a whole: every detector described by a valid meta, in its own file, with its
// own test table and docs page; every MAST mode covered; no finding above its detector's
// maxConfidence on the real datasets. Each detector's table is in <id>.test.ts beside this file.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Trace } from "../../../src/trace/model.js";
import { MODE_IDS } from "../../../src/attribution/model.js";
import { buildContext } from "../../../src/attribution/context.js";
import { DETECTORS } from "../../../src/attribution/detectors/index.js";
import { DetectorMetaSchema } from "../../../src/attribution/detectors/types.js";
import { syntheticPositives, syntheticRng } from "../../../bench/generate/labelled.js";
import { DOCS_DIR, renderAll, testFileOf } from "../../../scripts/detector-docs.js";
import { DATA, filesUnder, readFile } from "../../trace/helpers.js";

const root = new URL("../../../", import.meta.url);
const at = (p: string) => new URL(p, root);
const read = (p: string) => readFileSync(at(p), "utf8");

describe("the detector registry", () => {
  it("every detector has a valid meta, a unique id and finding name, and a file named for its id", () => {
    for (const d of DETECTORS) {
      expect(DetectorMetaSchema.parse(d.meta), d.meta.id).toEqual(d.meta);
      expect([d.name, d.modes, d.serves, d.maxConfidence]).toEqual([d.meta.name, d.meta.modes, d.meta.serves, d.meta.maxConfidence]);
      expect(existsSync(at(`src/attribution/detectors/${d.meta.id}.ts`)), d.meta.id).toBe(true);
    }
    expect(new Set(DETECTORS.map((d) => d.meta.id)).size).toBe(DETECTORS.length);
    expect(new Set(DETECTORS.map((d) => d.name)).size).toBe(DETECTORS.length);
  });

  it("every registered detector has a test file and a docs page, and every test file a detector", () => {
    for (const d of DETECTORS) {
      expect(existsSync(at(testFileOf(d.meta.id))), testFileOf(d.meta.id)).toBe(true);
      expect(read(testFileOf(d.meta.id)), testFileOf(d.meta.id)).toContain(`detectorTable("${d.meta.id}"`);
      expect(existsSync(at(`${DOCS_DIR}/${d.meta.id}.md`)), d.meta.id).toBe(true);
    }
    const ids = new Set(DETECTORS.map((d) => d.meta.id));
    const tests = readdirSync(at("test/attribution/detectors/")).filter((f) => f.endsWith(".test.ts") && f !== "registry.test.ts");
    for (const f of tests) expect(ids.has(f.replace(/\.test\.ts$/, "")), f).toBe(true);
  });

  it("docs/detectors/ is in sync with the detectors and their tables (run `npm run gen:detectors`)", () => {
    const pages = renderAll((p) => read(p));
    for (const [path, text] of pages) expect(existsSync(at(path)) ? read(path) : "(missing)", `${path} is stale: run npm run gen:detectors`).toBe(text);
    const onDisk = readdirSync(at(`${DOCS_DIR}/`)).map((f) => `${DOCS_DIR}/${f}`);
    expect(onDisk.sort()).toEqual([...pages.keys()].sort());
  });

  it("cover every MAST mode and say which traces they serve", () => {
    for (const m of MODE_IDS) expect(DETECTORS.some((d) => d.modes.includes(m))).toBe(true);
    for (const d of DETECTORS) expect(["structured", "prose", "both"]).toContain(d.serves);
  });

  it("no detector claims more than its maxConfidence, on the real datasets and every planted pattern", async () => {
    const traces: Trace[] = [];
    for (const mode of MODE_IDS) for (let seed = 1; seed <= 5; seed++) traces.push(syntheticPositives[mode](syntheticRng(seed), "invoice", "p"));
    for (const file of filesUnder(`${DATA}who-and-when`)
      .filter((f) => f.endsWith(".json"))
      .slice(0, 60))
      traces.push(...(await readFile(file)).traces);
    traces.push(...(await readFile(`${DATA}agentrx-tau/tau_dataset_full.json`)).traces);
    const fired = new Set<string>();
    for (const t of traces) {
      const ctx = buildContext(t);
      for (const d of DETECTORS)
        for (const f of d.detect(ctx)) {
          fired.add(d.name);
          expect(f.confidence, `${d.name} on ${t.id}: ${f.message}`).toBeLessThanOrEqual(d.maxConfidence);
        }
    }
    expect(fired.size).toBeGreaterThanOrEqual(14);
  });
});
