import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { INPUTS_PAGE, renderActionYml, spliceInputsPage, spliceReadme } from "../../src/action/manifest.js";
import { OUTPUTS } from "../../src/action/outputs.js";
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
    expect(Object.keys(doc.inputs).sort()).toEqual(
      optionsFor("action")
        .map((o) => o.name)
        .sort(),
    );
    for (const input of Object.values(doc.inputs)) expect(input.description.length).toBeGreaterThan(10);
  });

  it("documents every input and output in docs/inputs.md (run `npm run gen:action` after changing options)", () => {
    const page = readFileSync(new URL(INPUTS_PAGE, root), "utf8");
    expect(page, `${INPUTS_PAGE} tables are stale: run npm run gen:action`).toBe(spliceInputsPage(page));
    for (const name of Object.keys(doc.inputs)) expect(page, name).toContain(`| \`${name}\` |`);
    for (const name of Object.keys(OUTPUTS)) expect(page, name).toContain(`| \`${name}\` |`);
  });

  it("keeps the README's modes table generated", () => {
    const readme = readFileSync(new URL("README.md", root), "utf8");
    expect(readme, "README modes table is stale: run npm run gen:action").toBe(spliceReadme(readme));
  });

  // The README's short tables are written by hand: each row must name a real input (with the
  // default it really has) or a real output, and the section must link the full tables.
  it("the README's short inputs and outputs tables name real inputs and outputs, and link the full tables", () => {
    const readme = readFileSync(new URL("README.md", root), "utf8");
    const section = readme.slice(readme.indexOf("## Inputs and outputs"), readme.indexOf("\n## ", readme.indexOf("## Inputs and outputs") + 1));
    expect(section).toContain(`](${INPUTS_PAGE})`);
    const rows = (header: string) => {
      const start = section.indexOf(header);
      expect(start, header).toBeGreaterThanOrEqual(0);
      const lines = section.slice(start).split("\n").slice(2);
      const end = lines.findIndex((l) => !l.startsWith("|"));
      return lines.slice(0, end < 0 ? undefined : end).map((l) =>
        l
          .split(/(?<!\\)\|/)
          .slice(1, -1)
          .map((c) => c.trim()),
      );
    };
    const inputs = new Map(optionsFor("action").map((o) => [o.name, o.default ?? ""]));
    const inputRows = rows("| input | default |");
    expect(inputRows.length).toBeGreaterThanOrEqual(10);
    for (const [nameCell, defaultCell] of inputRows) {
      const name = /^`([\w-]+)`$/.exec(nameCell ?? "")?.[1];
      expect(name && inputs.has(name), `README input ${nameCell}`).toBe(true);
      const def = inputs.get(name!) ?? "";
      expect(defaultCell, `README default of ${name}`).toBe(def === "" ? "" : `\`${def}\``);
    }
    const outputRows = rows("| output |");
    expect(outputRows.length).toBeGreaterThanOrEqual(5);
    for (const [nameCell] of outputRows) {
      const name = /^`([\w-]+)`$/.exec(nameCell ?? "")?.[1];
      expect(name !== undefined && name in OUTPUTS, `README output ${nameCell}`).toBe(true);
    }
  });

  it("keeps the CLI version in step with package.json", () => {
    const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as { version: string };
    expect(VERSION).toBe(pkg.version);
  });
});
