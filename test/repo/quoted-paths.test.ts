// Every file a comment or a page names exists. Files move (the folders are renamed for the flow,
// modules are split), imports follow because the compiler insists, and prose does not: a comment
// that says "pipeline/spill.ts writes them" after spill.ts moved sends the reader nowhere.
// Checked:
// - a path from the repository's root (src/…, test/…, scripts/…, bench/…, rules/…, schemas/…,
//   docs/…, examples/…, ending in .ts .mts .mjs .cjs .js .json .md .yml .yaml) quoted in a comment
//   of src/, test/, scripts/ or bench/, or anywhere in README.md, CONTRIBUTING.md and docs/;
// - a module named in a comment of src/ by a shorter path (`render/sanitize.ts`, `locate.ts`):
//   it must be found from the commenting file's folder, its parent, src/ or the root.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commentsOf, filesUnder } from "./source-comments.js";

const root = path.resolve(new URL("../../", import.meta.url).pathname);

const ROOTED = /(?<![\w./@-])(?:src|test|scripts|bench|rules|schemas|docs|examples)\/[\w.@/-]*[\w-]\.(?:ts|mts|mjs|cjs|js|json|md|ya?ml)\b/g;
// A module name: a few path segments ending in a TypeScript or script ending, not followed by
// more of a name (`index.ts.d`) or a call.
const MODULE = /(?<![\w./@-])(?:\.\.?\/)*[\w-]+(?:\/[\w.-]+)*\.(?:ts|mts|mjs|cjs)(?![\w.(])/g;

const sources = (dir: string) => filesUnder(root, dir, [".ts", ".mts", ".mjs", ".cjs"]);
const pages = ["README.md", "CONTRIBUTING.md", ...filesUnder(root, "docs", [".md"])].filter((p) => existsSync(path.join(root, p)));

/** Each comment of `files` with where it is. */
function comments(files: readonly string[]): { file: string; line: number; text: string }[] {
  return files.flatMap((file) => commentsOf(readFileSync(path.join(root, file), "utf8")).map((c) => ({ file, ...c })));
}

describe("quoted paths", () => {
  it("finds both kinds of path, and only paths", () => {
    const text = "// src/pipeline/spill.ts, pipeline/spill.ts and spill.ts; not index.ts.d, sql.js or f.ts(x)";
    expect(text.match(ROOTED)).toEqual(["src/pipeline/spill.ts"]);
    expect(text.match(MODULE)).toEqual(["src/pipeline/spill.ts", "pipeline/spill.ts", "spill.ts"]);
  });

  it("every path from the root quoted in a comment or a page exists", () => {
    const places = [
      ...comments([...sources("src"), ...sources("test"), ...sources("scripts"), ...sources("bench")]).map((c) => ({ where: `${c.file}:${c.line}`, text: c.text })),
      ...pages.map((p) => ({ where: p, text: readFileSync(path.join(root, p), "utf8") })),
    ];
    const missing = places.flatMap(({ where, text }) =>
      [...text.matchAll(ROOTED)]
        .map((m) => m[0])
        .filter((p) => !existsSync(path.join(root, p)))
        .map((p) => `${where}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it("every module a comment of src/ names by a shorter path exists", () => {
    const missing: string[] = [];
    for (const c of comments(sources("src"))) {
      const dir = path.dirname(path.join(root, c.file));
      for (const [name] of c.text.matchAll(MODULE)) {
        const found = [dir, path.dirname(dir), path.join(root, "src"), root].some((base) => existsSync(path.resolve(base, name)));
        if (!found) missing.push(`${c.file}:${c.line}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
