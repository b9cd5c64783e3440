// The layer rules of src/ (issue 15), as .dependency-cruiser.cjs states them: no module imports
// itself back through others, the core never imports the entry points, the GitHub surface or
// @actions/*, results/ reads nothing above it, untrusted/ reads nothing, and nothing shipped imports test/ or bench/. Run through dependency-cruiser's own
// CLI, exactly as `npm run depcruise` runs it, so what CI holds is what a contributor sees.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(new URL("../../", import.meta.url).pathname);
const bin = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");
const config = path.join(root, ".dependency-cruiser.cjs");

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
  cycle?: { name: string }[];
}
interface Summary {
  violations: Violation[];
  totalCruised: number;
}

function cruise(cwd: string): Summary {
  const out = spawnSync(process.execPath, [bin, "src", "--config", config, "--output-type", "json"], { cwd, encoding: "utf8", maxBuffer: 64 << 20 });
  if (!out.stdout) throw new Error(`dependency-cruiser wrote nothing (exit ${out.status}): ${out.stderr}`);
  return (JSON.parse(out.stdout) as { summary: Summary }).summary;
}

const show = (v: Violation): string => `${v.rule.name}: ${v.from} → ${v.cycle?.length ? v.cycle.map((c) => c.name).join(" → ") : v.to}`;

const tsFiles = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? tsFiles(path.join(dir, e.name)) : e.name.endsWith(".ts") ? 1 : 0), 0);

describe("the layering of src/", () => {
  const summary = cruise(root);

  it("reads every module of src/ (a parser that cannot read TypeScript would find nothing to forbid)", () => {
    expect(summary.totalCruised).toBeGreaterThanOrEqual(tsFiles(path.join(root, "src")));
  });

  it("has no module-level cycle, no upward import from the core and no import of test/ or bench/", () => {
    expect(summary.violations.filter((v) => v.rule.severity === "error").map(show)).toEqual([]);
  });

  it("has no folder-level cycle: the folders read in one direction, as the stages run", () => {
    const folderCycles = summary.violations.filter((v) => v.rule.name === "no-circular-folders");
    expect(folderCycles.map(show)).toEqual([]);
  });
});

describe("the rules catch what they forbid", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "blamegate-layers-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reports a cycle, a core module importing the GitHub surface, an entry point and @actions/*, src importing test/, results/ importing a renderer, untrusted/ importing another module and two folders reading each other", () => {
    cpSync(path.join(root, "tsconfig.json"), path.join(dir, "tsconfig.json"));
    const put = (file: string, text: string): void => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    };
    put("src/a.ts", 'import { b } from "./b.js";\nexport const a = (): number => b + 1;\n');
    put("src/b.ts", 'import { a } from "./a.js";\nexport const b = 1;\nexport const c = () => a();\n');
    put("src/github/client.ts", "export const client = 1;\n");
    put("src/cli.ts", "export const cli = 1;\n");
    put("src/gate/gate.ts", 'import { client } from "../github/client.js";\nimport { cli } from "../cli.js";\nimport * as core from "@actions/core";\nexport const g = [client, cli, core];\n');
    put("src/render/x.ts", 'import { t } from "../../test/t.js";\nexport const x = t;\n');
    put("test/t.ts", "export const t = 1;\n");
    put("src/render/render.ts", "export const render = 1;\n");
    put("src/results/model.ts", 'import { render } from "../render/render.js";\nexport const m = render;\n');
    put("src/untrusted/redact.ts", 'import { m } from "../results/model.js";\nexport const r = m;\n');
    // Two folders that read each other through different files: no module cycle, a folder cycle.
    put("src/pipeline/p.ts", 'import { r } from "../run/r.js";\nexport const p = r;\n');
    put("src/pipeline/q.ts", "export const q = 1;\n");
    put("src/run/r.ts", 'import { q } from "../pipeline/q.js";\nexport const r = q;\n');
    const found = cruise(dir)
      .violations.filter((v) => v.rule.severity === "error")
      .map((v) => `${v.rule.name} ${v.from} ${v.to}`)
      .sort();
    expect(found).toEqual(
      [
        "core-not-to-actions-packages src/gate/gate.ts @actions/core",
        "core-not-to-surfaces src/gate/gate.ts src/cli.ts",
        "core-not-to-surfaces src/gate/gate.ts src/github/client.ts",
        "no-circular src/a.ts src/b.ts",
        "no-circular-folders src/pipeline src/run",
        "no-circular-folders src/run src/pipeline",
        "not-to-unresolvable src/gate/gate.ts @actions/core",
        "src-not-to-test-or-bench src/render/x.ts test/t.ts",
        "results-not-upward src/results/model.ts src/render/render.ts",
        "untrusted-is-a-leaf src/untrusted/redact.ts src/results/model.ts",
      ].sort(),
    );
  });
});
