// The source index reads a working folder's files one at a time. Run from a folder full of large
// JSON files (a user's trace store, /tmp), holding every text at once took a run's peak memory
// past its bound. A heap too small for all the texts, but ample for one, must index them all.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../../..");
const dir = mkdtempSync(path.join(os.tmpdir(), "blamegate-index-memory-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("buildSourceIndex", () => {
  it("indexes 96 MB of JSON in a 48 MB heap, a file at a time", () => {
    const folder = path.join(dir, "store");
    const files = 96;
    mkdirSync(folder);
    // Under the 1 MiB a file the index takes; all of them together are twice the heap.
    const body = `{"steps": [${'"x",'.repeat(240_000)}"end"]}`;
    for (let i = 0; i < files; i++) writeFileSync(path.join(folder, `t${i}.json`), body);
    writeFileSync(path.join(folder, "tools.py"), "def lookup_order(order_id):\n    return order_id\n");
    const script = path.join(dir, "index.ts");
    writeFileSync(
      script,
      `import { buildSourceIndex } from ${JSON.stringify(path.join(repo, "src/render/sarif/locate.ts"))};\n` +
        `const index = await buildSourceIndex({ root: process.argv[2], globs: ["**/*.json", "**/*.py"], honourGitattributes: false });\n` +
        `console.log(JSON.stringify({ files: index.files.size, defined: index.definitions.get("lookup_order")?.[0]?.file }));\n`,
    );
    const out = execFileSync(process.execPath, ["--max-old-space-size=48", path.join(repo, "scripts/run-ts.mjs"), script, folder], { cwd: repo, encoding: "utf8" });
    expect(JSON.parse(out.trim().split("\n").pop() ?? "")).toEqual({ files: files + 1, defined: "tools.py" });
  }, 60_000);
});
