// finishRun renders the job summary only when it is read: the action writes it, the CLI never does.
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collectFiles } from "../../src/collect/files.js";
import { resolveSettings } from "../../src/config.js";
import { silentLogger } from "../../src/log.js";
import { runPipeline } from "../../src/pipeline/run-pipeline.js";
import { renderJobSummary } from "../../src/render/markdown.js";
import { finishRun } from "../../src/run/finish.js";
import { tempDir } from "../support/temp-dir.js";

const tmp = tempDir("finish");
afterAll(tmp.cleanup);

describe("finishRun's job summary", () => {
  it("is rendered when first read, the same text as rendering it from the report's input", async () => {
    const root = path.resolve(".");
    const settings = resolveSettings({ out: tmp.dir, "source-globs": "examples/**/*.py" });
    const { files } = await collectFiles(["examples/traces"], root);
    const result = await runPipeline({ files }, { format: "auto", integrity: "warn", workers: 0 }, silentLogger);
    const finished = await finishRun(
      { settings, result, digestContext: { time: "2026-12-01T00:00:00Z", commit: "", ref: "", workflow: "t", repository: "o/r" }, history: [], isPullRequest: false, repoRoot: root, cwd: root },
      silentLogger,
    );
    expect(typeof Object.getOwnPropertyDescriptor(finished, "summary")?.get).toBe("function");
    const summary = finished.summary;
    expect(summary).toContain("blamegate");
    expect(summary).toBe(renderJobSummary(finished.reportInput));
    expect(finished.summary).toBe(summary);
  });
});
