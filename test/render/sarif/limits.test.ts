// GitHub's limits at scale: 5,000 failed traces on 5,000 places give SARIF within 25,000 results
// and 10 MB gzipped that the real multitool and the OASIS schema accept; past 25,000 the cap holds.
// (Traces failing the same way at one place are one result, so each trace is given a place of its own.)
// Its own file, so the slow multitool run overlaps the other test files.
import { rm } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSarif, MAX_GZIP_BYTES, MAX_RESULTS } from "../../../src/render/sarif/build.js";
import { buildSourceIndex, createLocator, type Locator } from "../../../src/render/sarif/locate.js";
import { failedTrace } from "../../support/builders.js";
import { makeRepo } from "./repo.js";
import { multitoolValidate, schemaErrors } from "./validate.js";

let root: string;
let locator: Locator;
beforeAll(async () => {
  root = await makeRepo();
  locator = createLocator(await buildSourceIndex({ root, globs: ["**/*.py", "**/*.ts", "**/*.json"] }), { cwd: root });
});
afterAll(async () => rm(root, { recursive: true, force: true }));

/** Each (trace, step) on a line of its own in a real file of the repository. */
const spread: Locator = {
  locate: ({ trace, step }) => {
    const line = Number(trace.id.slice(4)) * 2 + (step ?? 0) + 1;
    return { uri: "agent/tools.py", line, via: "definition", anchor: `line:${line}` };
  },
};

describe("SARIF at scale", () => {
  it("5,000 failed traces stay within GitHub's limits and valid; 26,000 findings are cut to 25,000", async () => {
    const traces = Array.from({ length: 5000 }, (_, i) => ({ ...failedTrace(i), sites: [{ step: 3, name: i % 2 ? "book_flight" : "refund" }] }));
    const out = buildSarif({ traces, category: "c", locator: spread, toolVersion: "0.1.0" });
    expect(out.results).toBe(5000);
    // On the real tools file they are a handful of results.
    expect(buildSarif({ traces, category: "c", locator, toolVersion: "0.1.0" }).results).toBeLessThanOrEqual(28);
    expect(gzipSync(JSON.stringify(out.log)).length).toBeLessThan(MAX_GZIP_BYTES);
    expect(schemaErrors(out.log)).toEqual([]);
    const report = await multitoolValidate(out.log);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);

    const many = Array.from({ length: 13_000 }, (_, i) => {
      const t = failedTrace(i);
      return {
        ...t,
        findings: [t.findings![0]!, { ...t.findings![0]!, step: 4 }],
        sites: [
          { step: 3, name: "refund" },
          { step: 4, name: "refund" },
        ],
      };
    });
    const capped = buildSarif({ traces: many, category: "c", locator: spread, toolVersion: "0.1.0" });
    expect(capped.results).toBe(MAX_RESULTS);
    expect(capped.leftOutOverLimit).toBe(26_000 - MAX_RESULTS);
    expect(capped.log.runs[0]!.results).toHaveLength(MAX_RESULTS);
  }, 120_000);
});
