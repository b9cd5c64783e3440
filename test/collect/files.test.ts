// The file list the collector gives: display paths relative to the working folder (absolute
// outside it), sorted, each file once however many patterns name it, node_modules left out of
// globs, and a pattern that matches nothing reported.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectFiles } from "../../src/collect/files.js";

let root = "";
let cwd = "";
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "blamegate-collect-"));
  cwd = path.join(root, "repo");
  const touch = (p: string) => {
    mkdirSync(path.dirname(p), { recursive: true });
    writeFileSync(p, "{}");
  };
  for (const f of ["traces/a.json", "traces/b.jsonl", "traces/deep/c.json", "traces/notes.txt", "node_modules/pkg/x.json", "other/d.json"]) touch(path.join(cwd, f));
  touch(path.join(root, "outside", "e.json"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("collectFiles", () => {
  it("a folder: its trace files by extension, relative and sorted", async () => {
    expect(await collectFiles(["traces"], cwd)).toEqual({ files: ["traces/a.json", "traces/b.jsonl", "traces/deep/c.json"], missing: [] });
    expect((await collectFiles(["./traces/deep/"], cwd)).files).toEqual(["traces/deep/c.json"]);
    // The working folder itself, named: relative paths, as for any folder in it.
    const all = ["node_modules/pkg/x.json", "other/d.json", "traces/a.json", "traces/b.jsonl", "traces/deep/c.json"];
    expect((await collectFiles(["."], cwd)).files).toEqual(all);
    expect((await collectFiles([`${cwd}/`], cwd)).files).toEqual(all);
  });

  it("globs, with node_modules left out; each file once across patterns", async () => {
    const r = await collectFiles(["**/*.json", "traces", "./traces/a.json", path.join(cwd, "other/d.json")], cwd);
    expect(r.files).toEqual(["other/d.json", "traces/a.json", "traces/b.jsonl", "traces/deep/c.json"]);
    expect((await collectFiles(["./traces/*.json"], cwd)).files).toEqual(["traces/a.json"]);
  });

  it("outside the working folder: absolute paths, by folder, glob or file", async () => {
    const e = path.join(root, "outside", "e.json");
    expect((await collectFiles(["../outside"], cwd)).files).toEqual([e]);
    expect((await collectFiles(["../outside/*.json"], cwd)).files).toEqual([e]);
    expect((await collectFiles([e], cwd)).files).toEqual([e]);
    // A folder holding the working folder: what is inside the working folder stays relative.
    expect((await collectFiles([cwd], path.join(cwd, "traces"))).files).toEqual([path.join(cwd, "node_modules/pkg/x.json"), path.join(cwd, "other/d.json"), "a.json", "b.jsonl", "deep/c.json"]);
  });

  it("reports what matched nothing", async () => {
    const r = await collectFiles(["nope/*.json", "missing-dir", "other"], cwd);
    expect(r.files).toEqual(["other/d.json"]);
    expect(r.missing.map((m) => m.file)).toEqual(["nope/*.json", "missing-dir"]);
  });
});
