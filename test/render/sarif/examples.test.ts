// The SARIF for the project's own example traces (what `npm run demo` reads), built the way the
// action builds it: the real pipeline, sources of this repository indexed with the default
// source globs, traces placed on their lines in the committed example files. Both judges accept it.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPTIONS } from "../../../src/options.js";
import { runPipeline } from "../../../src/pipeline/run-pipeline.js";
import { memoryLogger } from "../../../src/log.js";
import { buildSarif } from "../../../src/render/sarif/build.js";
import { buildSourceIndex, createLocator } from "../../../src/render/sarif/locate.js";
import { collectFiles } from "../../../src/collect/files.js";
import { multitoolValidate, schemaErrors } from "./validate.js";

describe("SARIF for examples/traces", () => {
  it("places results on real lines of the repository and passes both validators", async () => {
    const root = path.resolve(".");
    const { files } = await collectFiles(["examples/traces"], root);
    const result = await runPipeline({ files }, { format: "auto", integrity: "warn", workers: 0 }, memoryLogger());
    expect([...result.traces].filter((t) => t.success === false).length).toBeGreaterThan(0);
    const globs = OPTIONS.find((o) => o.name === "source-globs")!.default!.split("\n");
    const index = await buildSourceIndex({ root, globs: globs.map((g) => `examples/${g}`) });
    const out = buildSarif({ traces: result.traces, category: "blamegate", locator: createLocator(index, { cwd: root }), toolVersion: "0.1.0" });
    expect(out.results).toBeGreaterThan(0);
    for (const r of out.log.runs[0]!.results!) {
      const loc = r.locations![0]!.physicalLocation!;
      expect(loc.artifactLocation!.uri).toMatch(/^examples\//);
      expect(loc.region!.startLine).toBeGreaterThan(0);
    }
    expect(schemaErrors(out.log)).toEqual([]);
    const report = await multitoolValidate(out.log);
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([]);
  });
});
