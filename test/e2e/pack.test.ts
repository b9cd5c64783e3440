// The package as npm ships it: `npm pack`, installed into an empty folder, runs `blamegate --help`,
// imports as a library, and type-checks a consumer against its declarations.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  name: string;
  version: string;
  bin: Record<string, string>;
  types: string;
  dependencies: Record<string, string>;
};
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const npx = process.platform === "win32" ? "npx.cmd" : "npx";

function run(cmd: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  // No audit, fund or update notices: the only network use is the registry, and only for what
  // the npm cache does not already hold.
  const env = { ...process.env, npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false", npm_config_prefer_offline: "true" };
  return spawnSync(cmd, args, { cwd, encoding: "utf8", env, timeout: 50_000 });
}

let dir: string;
let app: string;
let files: string[];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "blamegate-pack-"));
  const packed = run(npm, ["pack", "--pack-destination", dir, "--json"], root);
  expect(packed.status, packed.stderr).toBe(0);
  const info = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  files = info[0]!.files.map((f) => f.path);
  app = path.join(dir, "app");
  mkdirSync(app);
  writeFileSync(path.join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  const installed = run(npm, ["install", path.join(dir, info[0]!.filename)], app);
  expect(installed.status, installed.stderr).toBe(0);
  expect(installed.stderr).not.toMatch(/EBADENGINE/);
}, 90_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("npm pack, installed into an empty folder", () => {
  it("ships the bundles, their declarations and licences, and no sources or tests", () => {
    expect(files).toEqual(
      expect.arrayContaining(["package.json", "README.md", "LICENSE", "CHANGELOG.md", "action.yml", "dist/cli.js", "dist/index.js", "dist/lib.js", "dist/licenses.txt", pkg.types.replace(/^\.\//, "")]),
    );
    expect(files.filter((f) => /^(src|test|bench|scripts|examples)\//.test(f))).toEqual([]);
  });

  it("installs only what the declarations need (everything else is bundled in dist/)", () => {
    expect(Object.keys(pkg.dependencies)).toEqual(["zod"]);
  });

  it("npx blamegate --help works", () => {
    const help = run(npx, ["--no-install", "blamegate", "--help"], app);
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toContain(`blamegate ${pkg.version}`);
    expect(help.stdout).toContain("Usage: blamegate <command>");
  });

  it("imports as a library", () => {
    const lib = run(process.execPath, ["--input-type=module", "-e", "const m = await import('blamegate'); console.log(typeof m.readTraces, typeof m.attribute, typeof m.verifyWebhook)"], app);
    expect(lib.status, lib.stderr).toBe(0);
    expect(lib.stdout.trim()).toBe("function function function");
  });

  it("type-checks a consumer against the shipped declarations", () => {
    writeFileSync(
      path.join(app, "tsconfig.json"),
      JSON.stringify({ compilerOptions: { module: "nodenext", moduleResolution: "nodenext", target: "es2022", strict: true, noEmit: true, skipLibCheck: true, types: [] }, files: ["use.ts"] }),
    );
    writeFileSync(
      path.join(app, "use.ts"),
      [
        'import { readTraces, TraceSchema, type Trace } from "blamegate";',
        "export const ids = (ts: Trace[]): string[] => ts.map((t) => t.id);",
        "export const read: typeof readTraces = readTraces;",
        "export const parsed: Trace = TraceSchema.parse({});",
        "// @ts-expect-error: a Trace id is a string",
        "export const wrong: Trace['id'] = 1;",
        "",
      ].join("\n"),
    );
    const tsc = run(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", "."], app);
    expect(tsc.status, tsc.stdout + tsc.stderr).toBe(0);
  });
});
