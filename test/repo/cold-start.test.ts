// What a one-trace `blamegate attribute` loads before it reads a trace: the modules statically
// reachable from its command. Every kilobyte there is parsed on every start (issue 17: the cold
// start should stay close to bare node), so libraries a common run does not need are imported
// where they are used.
import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { bundleOptions } from "../../scripts/bundle.mjs";

let metafile: Metafile;
beforeAll(async () => {
  ({ metafile } = await build({ ...bundleOptions("dist"), write: false, logLevel: "silent" }));
});

/** Output files reachable from `start` by static imports only (what loading it loads). */
function staticallyReachable(start: string): Set<string> {
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length > 0) {
    for (const i of metafile.outputs[todo.pop()!]!.imports) {
      if (i.kind === "import-statement" && !i.external && metafile.outputs[i.path] && !seen.has(i.path)) {
        seen.add(i.path);
        todo.push(i.path);
      }
    }
  }
  return seen;
}

const packagesIn = (outputs: Set<string>): Set<string> => {
  const names = new Set<string>();
  for (const o of outputs) {
    for (const input of Object.keys(metafile.outputs[o]!.inputs)) {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
      if (m) names.add(m[1]!);
    }
  }
  return names;
};

describe("what the CLI's attribute verb loads at start", () => {
  it("is the command's chunk and what it imports statically, without the YAML library (read only when .blamegate.yml exists)", () => {
    const chunk = Object.keys(metafile.outputs).find((o) => Object.keys(metafile.outputs[o]!.inputs).includes("src/cli/attribute.ts"));
    expect(chunk).toBeDefined();
    const loaded = new Set([...staticallyReachable("dist/cli.js"), ...staticallyReachable(chunk!)]);
    const packages = packagesIn(loaded);
    expect(packages).toContain("zod");
    expect(packages).not.toContain("yaml");
  });
});
