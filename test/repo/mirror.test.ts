// Tests mirror src/ (issue 15): a test sits in the folder named for the src/ module it tests —
// test/gate/ for src/gate/, test/config/ for the top-level src/config.ts — so the folder of a
// test says what it covers, and a folder renamed in src/ is renamed in test/ alike. Only the
// shared folders are not modules: support/ (builders, loopback servers), fixtures/ (data),
// e2e/ (the whole product: the built dist, the action as GitHub runs it, pack) and repo/ (the
// repository itself).
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(new URL("../../", import.meta.url).pathname);
const SHARED = ["e2e", "fixtures", "repo", "support"];

/** The names a test folder may take: src/'s folders and its top-level modules without extension. */
function moduleNames(src: string): Set<string> {
  const names = new Set<string>();
  for (const e of readdirSync(src, { withFileTypes: true })) {
    if (e.isDirectory()) names.add(e.name);
    else if (e.isFile() && e.name.endsWith(".ts")) names.add(e.name.slice(0, -".ts".length));
  }
  return names;
}

/** Whether a folder holds any file, at any depth (git leaves no empty folders; a checkout may). */
const holdsFiles = (dir: string): boolean => readdirSync(dir, { recursive: true, encoding: "utf8" }).some((f) => statSync(path.join(dir, f)).isFile());

/** Folders under `test` named for no src/ module, and files lying loose in `test` itself. */
function mirrorProblems(testDir: string, src: string): string[] {
  const names = moduleNames(src);
  const problems: string[] = [];
  for (const e of readdirSync(testDir, { withFileTypes: true })) {
    if (e.isDirectory() && !SHARED.includes(e.name) && !names.has(e.name) && holdsFiles(path.join(testDir, e.name))) problems.push(`test/${e.name}/: no src/${e.name}/ or src/${e.name}.ts`);
    if (e.isFile()) problems.push(`test/${e.name}: a file outside any module's folder`);
  }
  return problems;
}

describe("test/ mirrors src/", () => {
  it("every folder under test/ but support, fixtures, e2e and repo is named for a folder or top-level module of src/", () => {
    expect(mirrorProblems(path.join(root, "test"), path.join(root, "src"))).toEqual([]);
  });
});
