// SARIF's lines in committed trace files are taken while the run reads the files
// (pipeline/one-file.ts → run/scan.ts), not by reading every failed trace's file back after the
// run: the log must be the same either way, and the tail must not touch the trace files.
import { execFileSync } from "node:child_process";
import { cpSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSettings } from "../../src/config.js";
import { analyzePaths } from "../../src/run/read-and-gate.js";
import { RunScan } from "../../src/run/scan.js";
import { STEP_LINE_MIN_FILES, stepLineFiles } from "../../src/run/step-line-files.js";
import { buildSarif } from "../../src/render/sarif/build.js";
import { createLocator, indexSources, type LocatorOptions } from "../../src/render/sarif/locate.js";
import { gitTrackedFiles } from "../../src/collect/git-files.js";
import { runPipeline } from "../../src/pipeline/run-pipeline.js";
import type { RunResult } from "../../src/results/model.js";
import { silentLogger } from "../../src/log.js";
import { buildWorker } from "../support/build-worker.js";
import { tempDir } from "../support/temp-dir.js";

const tmp = tempDir("step-lines");
const repo = path.join(tmp.dir, "repo");
const git = (...args: string[]) => execFileSync("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], { cwd: repo });

beforeAll(() => {
  // The real traces of the test data, committed to a repository of their own.
  cpSync(path.resolve("test/fixtures/data"), path.join(repo, "traces"), { recursive: true });
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "traces");
}, 60_000);
afterAll(tmp.cleanup);

async function sarifOf(result: RunResult, options: LocatorOptions) {
  const index = indexSources(repo, [], await gitTrackedFiles(repo));
  return buildSarif({ traces: result.traces, category: "t", locator: createLocator(index, { cwd: repo, ...options }), toolVersion: "0" });
}

describe("step lines taken while the run reads the trace files", () => {
  it("give the SARIF log the read back gives, without reading a trace file after the run", async () => {
    const scan = new RunScan(resolveSettings({}));
    const result = await analyzePaths(resolveSettings({}), ["traces"], repo, silentLogger, [], { scan });
    expect(scan.covers(result)).toBe(true);
    expect(scan.stepLines.size).toBeGreaterThan(0);

    const readBack = await sarifOf(result, {});
    const reads: string[] = [];
    const taken = await sarifOf(result, {
      stepLines: scan.stepLines,
      readText: (abs) => {
        reads.push(abs);
        return null;
      },
    });
    expect(readBack.via["trace-file"]).toBeGreaterThan(0);
    expect(reads.filter((f) => f.includes(`${path.sep}traces${path.sep}`))).toEqual([]);
    expect(taken.log).toEqual(readBack.log);
  });

  it("are taken the same by pool workers as on the main thread", async () => {
    const { files } = await stepLineFiles(execFileSync("git", ["ls-files", "traces"], { cwd: repo, encoding: "utf8" }).split("\n").filter(Boolean), repo);
    const workerUrl = await buildWorker(tmp.dir);
    const linesOf = async (workers: number) => {
      const out: string[] = [];
      await runPipeline({ files, cwd: repo }, { format: "auto", integrity: "warn", workers, workerUrl, stepLineFiles: new Set(files) }, silentLogger, (t, lines) => {
        if (lines) out.push(`${t.file} ${t.id} ${lines.join(",")}`);
      });
      return out;
    };
    const main = await linesOf(0);
    expect(main.length).toBeGreaterThan(0);
    expect(await linesOf(2)).toEqual(main);
  }, 60_000);

  it("are taken only for whole documents committed under the repository, and only past a few files", async () => {
    const some = Array.from({ length: STEP_LINE_MIN_FILES }, (_, k) => `traces/x${k}.json`);
    // Not committed: none.
    expect((await stepLineFiles(some, repo)).files).toEqual([]);
    const committed = execFileSync("git", ["ls-files", "traces"], { cwd: repo, encoding: "utf8" }).split("\n").filter(Boolean);
    // A JSONL trace's line is its own: only whole documents.
    const json = committed.filter((f) => !f.endsWith(".jsonl"));
    expect(json.length).toBeLessThan(committed.length);
    const picked = await stepLineFiles([...committed, "../elsewhere.json"], repo);
    expect(picked.files).toEqual(json);
    expect(picked.committed?.files?.has(json[0]!)).toBe(true);
    // Too few to be worth asking git.
    expect((await stepLineFiles(json.slice(0, STEP_LINE_MIN_FILES - 1), repo)).files).toEqual([]);
    // A path written otherwise (absolute, or with a "." segment) that leads to a committed file is
    // one too, under the name the run gave it.
    const absolute = path.join(repo, json[0]!);
    const dotted = `./${json[1]}`;
    expect((await stepLineFiles([...json, absolute, dotted, `${repo}/../elsewhere.json`], repo)).files).toEqual([...json, absolute, dotted]);
  });
});
