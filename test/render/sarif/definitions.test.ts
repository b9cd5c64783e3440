// findDefinitions passes over a JSON text that holds none of what its JSON patterns start with;
// that shortcut must never lose a definition the full scan finds.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { definitionsIn, findDefinitions } from "../../../src/render/sarif/definitions.js";

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".json"))
    .map((f) => path.join(dir, f));
}

describe("findDefinitions on JSON", () => {
  it("finds what the full scan finds in every JSON file of the repository's tests and examples", () => {
    const files = [...jsonFiles(path.resolve("test")), ...jsonFiles(path.resolve("examples")), path.resolve("package.json")];
    expect(files.length).toBeGreaterThan(300);
    let found = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const full = definitionsIn(text, file);
      found += full.length;
      expect(findDefinitions(text, file)).toEqual(full);
    }
    expect(found).toBeGreaterThan(0);
  });

  it("still finds function schemas, MCP registrations and agents in JSON, each alone", () => {
    const texts = {
      "function-schema:search_flights": ['{ "type": "function", "function": {', '  "name": "search_flights",', '  "parameters": { "type": "object" } } }'].join("\n"),
      "tool-registration:refund": ['{ "setup": "server.tool(\'refund\', handler)" }'].join("\n"),
      "agent:planner": ['{ "crew": "AssistantAgent(\'planner\')" }'].join("\n"),
    };
    for (const [kindAndName, text] of Object.entries(texts)) {
      const names = findDefinitions(text, "tools.json").map((d) => `${d.kind}:${d.name}`);
      expect(names).toEqual([kindAndName]);
      expect(names).toEqual(definitionsIn(text, "tools.json").map((d) => `${d.kind}:${d.name}`));
    }
  });

  it("passes over a trace that defines nothing", () => {
    const text = readFileSync(path.resolve("test/fixtures/data/who-and-when/algorithm-generated/1.json"), "utf8");
    expect(findDefinitions(text, "1.json")).toEqual([]);
  });
});
