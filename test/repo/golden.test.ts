// The comparison behind `npm run bench:golden` (bench/golden.ts): a performance change is held
// to reports byte-identical before and after it, so the comparison must see any byte that moved
// and any file that one side lacks.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { compareFolders, reportLine } from "../../bench/golden.js";
import { tempDir } from "../support/temp-dir.js";

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir("golden")));
afterEach(() => cleanup());

/** A folder of reports as a run writes them, one in a subfolder so the walk goes down. */
function reports(side: string, changes: Record<string, string | null> = {}): string {
  const files: Record<string, string | null> = {
    "results.json": '{"summary":{"traces":2}}\n',
    "report.md": "# blamegate\n\n2 traces, 1 failed\n",
    "blamegate.sarif": '{"version":"2.1.0"}\n',
    "digest.json": '{"time":"2026-01-01T00:00:00.000Z"}\n',
    "shards/0.json": "[]\n",
    ...changes,
  };
  const root = path.join(dir, side);
  for (const [name, text] of Object.entries(files)) {
    if (text === null) continue;
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("compareFolders", () => {
  it("finds no difference between identical folders and counts every file", () => {
    const r = compareFolders(reports("base"), reports("current"));
    expect(r).toEqual({ files: 5, differences: [] });
    expect(reportLine("examples", r.files, r.differences)).toBe("OK examples (5 files compared)");
  });

  it("names the file with one byte changed and the offset of that byte", () => {
    const r = compareFolders(reports("base"), reports("current", { "report.md": "# blamegate\n\n2 traces, 2 failed\n" }));
    expect(r.differences).toEqual([{ file: "report.md", offset: 23 }]);
    expect(reportLine("examples", r.files, r.differences)).toBe("DIFF examples: report.md — first differing byte offset 23");
  });

  it("gives a file that is a prefix of the other the offset where it ends", () => {
    const r = compareFolders(reports("base"), reports("current", { "shards/0.json": "[]\n\n" }));
    expect(r.differences).toEqual([{ file: path.join("shards", "0.json"), offset: 3 }]);
  });

  it("reports a file missing on either side", () => {
    const r = compareFolders(reports("base", { "digest.json": null }), reports("current", { "blamegate.sarif": null }));
    expect(r.files).toBe(5);
    expect(r.differences).toEqual([
      { file: "blamegate.sarif", missing: "current" },
      { file: "digest.json", missing: "base" },
    ]);
    expect(reportLine("peers", r.files, r.differences)).toBe("DIFF peers: blamegate.sarif — missing in current; digest.json — missing in base");
  });

  it("treats a folder that is not there as holding no file", () => {
    const r = compareFolders(reports("base"), path.join(dir, "absent"));
    expect(r.differences.map((d) => d.missing)).toEqual(["current", "current", "current", "current", "current"]);
  });

  it("reports a difference of the runs beside the files", () => {
    expect(reportLine("ab2k", 4, [], ["exit code 1 in base, 0 in current"])).toBe("DIFF ab2k: exit code 1 in base, 0 in current");
  });
});
