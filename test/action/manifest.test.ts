import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { renderActionYml, spliceReadme } from "../../src/action/manifest.js";
import { optionsFor } from "../../src/options.js";
import { VERSION } from "../../src/version.js";

const root = new URL("../../", import.meta.url);

describe("action.yml", () => {
  const yml = readFileSync(new URL("action.yml", root), "utf8");
  const doc = parse(yml) as { runs: { using: string; main: string }; inputs: Record<string, { description: string }> };

  it("is the rendering of the option table (run `npm run gen:action` after changing options)", () => {
    expect(yml).toBe(renderActionYml());
  });

  it("runs on node24 from the bundled dist/index.js", () => {
    expect(doc.runs).toEqual({ using: "node24", main: "dist/index.js" });
  });

  it("declares every action option as an input with a description", () => {
    expect(Object.keys(doc.inputs).sort()).toEqual(optionsFor("action").map((o) => o.name).sort());
    for (const input of Object.values(doc.inputs)) expect(input.description.length).toBeGreaterThan(10);
  });

  it("documents every input in the README", () => {
    const readme = readFileSync(new URL("README.md", root), "utf8");
    expect(readme, "README tables are stale: run npm run gen:action").toBe(spliceReadme(readme));
    for (const name of Object.keys(doc.inputs)) expect(readme, name).toContain(`\`${name}\``);
  });

  it("keeps the CLI version in step with package.json", () => {
    const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
