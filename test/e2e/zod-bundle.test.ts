// In the bundle, zod is dist/chunks/zod.cjs, required when the first schema is built (src/zod.ts):
// a process that builds no schema never reads it, and one that does gets zod's own errors.
// Runs the built dist/ (`npm run build` first).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dist = path.resolve("dist");

/** Runs `code` as an ES module in a fresh node, printing JSON; returns what it printed. */
function inNode(code: string): unknown {
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", code], { encoding: "utf8" }));
}

describe("zod in the bundle", () => {
  const requiredZod = `const { createRequire } = await import("node:module"); const loaded = () => Object.keys(createRequire(import.meta.url).cache).filter((f) => f.endsWith("zod.cjs")).length;`;

  it("is not read by loading the library, and is read once a schema is used, with zod's errors", () => {
    const out = inNode(`${requiredZod}
      const lib = await import(${JSON.stringify(path.join(dist, "lib.js"))});
      const before = loaded();
      const bad = lib.DigestSchema.safeParse({ version: "x" });
      const good = lib.IntegrityResultSchema.safeParse({});
      console.log(JSON.stringify({ before, after: loaded(), ok: bad.success, issues: bad.error.issues.length > 0, path: bad.error.issues[0].path, other: typeof good.success }));`);
    expect(out).toMatchObject({ before: 0, after: 1, ok: false, issues: true, other: "boolean" });
  });
});
