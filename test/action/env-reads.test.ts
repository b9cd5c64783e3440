// Issue 15: the action reads its environment once (src/action/context.ts), and the core reads none.
// The process's environment may be touched only where an entry point hands it to its one reader;
// everything else receives what that reader made (ActionContext, the CLI's io.env).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = fileURLToPath(new URL("../../src/", import.meta.url));

/** Where process.env may appear, and why. */
const ALLOWED: Record<string, string> = {
  "action.ts": "the action's entry hands process.env to runAction, whose one reader is action/context.ts",
  "cli.ts": "the CLI's entry hands process.env to the verbs as io.env",
};

// process.env, process["env"], an import of node:process (whose env is the same object).
const READS = [/\bprocess\s*\.\s*env\b/, /\bprocess\s*\[\s*["'`]env/, /from\s+["'](node:)?process["']/, /import\(\s*["'](node:)?process["']\s*\)/];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith(".ts") ? [path.join(dir, e.name)] : []));
}

/** Lines that read the environment, comments left out (they may name it to say who reads it). */
function envReads(file: string): string[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .map((line, i) => ({ line, n: i + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\/?\*)/.test(line))
    .filter(({ line }) => READS.some((r) => r.test(line.replace(/\s\/\/ .*$/, ""))))
    .map(({ line, n }) => `${path.relative(src, file)}:${n}: ${line.trim()}`);
}

describe("who reads the process's environment", () => {
  it("only the entry points, each handing it to its one reader; nothing in src/action/ nor in the core", () => {
    const reads = sources(src).flatMap(envReads);
    const outside = reads.filter((r) => !(r.split(":")[0]! in ALLOWED));
    expect(outside).toEqual([]);
    // Each allowed file still does (else the list is stale and should shrink).
    for (const file of Object.keys(ALLOWED))
      expect(
        reads.some((r) => r.startsWith(`${file}:`)),
        file,
      ).toBe(true);
  });

  it("the check sees the forms a read can take", () => {
    for (const line of ["const t = process.env.GITHUB_TOKEN;", 'const e = process["env"];', 'import { env } from "node:process";', 'const { env } = await import("process");'])
      expect(
        READS.some((r) => r.test(line)),
        line,
      ).toBe(true);
    expect(READS.some((r) => r.test("const env = context.judgeEnv;"))).toBe(false);
  });
});
