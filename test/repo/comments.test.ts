// Comments say why, not what a run measured. A timing or a size from one run goes stale with the
// next change and the next machine; measured figures live in docs/performance.md, with the
// command that printed them. The rule, "no measured figure in a comment": in a comment of src/ or
// scripts/, a number followed by a unit of time (ns, µs, ms, s, seconds, minutes, hours), of size
// (B, bytes, KB, KiB, MB, MiB, GB, GiB, TB) or of ratio (×, "x faster", "% of", "% faster" …) is a
// figure. A figure is allowed only as a specification, not a measurement: when it is stated as a
// limit or a setting (one of default, limit, cap, at most, at least, up to, maximum, largest,
// bigger than, larger than, ≤, ≥ stands in the 32 characters before it or the 16 after it, on its
// line), or when it is one of SPECIFIED below, each with what it specifies.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commentsOf, filesUnder } from "./source-comments.js";

const root = path.resolve(new URL("../../", import.meta.url).pathname);

// A bare "s" or "B" needs a space or a decimal before it ("2 s", "2.5s"), so that "429s" and
// "%7B" are not figures.
const FIGURE =
  /(?<![\p{L}\p{N}_.%#-])~?\d[\d,]*(?:\.\d+)?(?:\s?(?:ns|µs|us|ms|sec|seconds?|minutes?|min|hours?|bytes|KB|KiB|MB|MiB|GB|GiB|TB|×|x faster|x slower|% (?:of|faster|slower|less|more|fewer|smaller|larger))|\s(?:s|B)|(?<=\.\d+)s)(?![\p{L}\p{N}_])/gu;
const LIMIT_WORDS = /\b(?:default|limits?|caps?|at most|at least|up to|max(?:imum)?|largest|bigger than|larger than)\b|[≤≥]/i;

/** Figures that are specifications though their line does not say so: file, the figure, what it specifies. */
const SPECIFIED: readonly (readonly [string, string, string])[] = [
  ["src/attribution/model.ts", "90% of", "the coverage the prediction set is calibrated to"],
  ["src/github/client.ts", "1 s", "GitHub's documented spacing of writes"],
  ["src/github/client.ts", "3 s", "GitHub's documented spacing of notification-making writes"],
];

/** The figures a comment line quotes that are not stated as specifications. */
function unstatedFigures(file: string, line: string): string[] {
  return [...line.matchAll(FIGURE)]
    .filter((m) => !LIMIT_WORDS.test(line.slice(Math.max(0, m.index - 32), m.index)) && !LIMIT_WORDS.test(line.slice(m.index + m[0].length, m.index + m[0].length + 16)))
    .map((m) => m[0])
    .filter((f) => !SPECIFIED.some(([p, figure]) => p === file && figure === f));
}

describe("no measured figure in a comment", () => {
  it("recognises measurements and lets specifications through", () => {
    const measured = [
      "// a pattern that backtracks (1 MB took 15 minutes once)",
      "// At 100,000 traces the layout is 300 MB and took about 2.5 s of the run's end",
      "// 16 MB against 8 MB cut a 10,000-trace run's time by a seventh",
      "// the main thread beat the pool (1.4 s against 2.2 s)",
      "// an HTTP stack (undici, ~0.8 MB)",
      "// costs 7.98× the floor, 3.5s in all",
      "// the cache made it 30% faster",
      "// Growing by at most 15% between collections kept a 100,000-trace run's peak under 300 MB",
    ];
    for (const line of measured) expect(unstatedFigures("src/x.ts", line), line).not.toEqual([]);
    const specified = [
      "/** Cap for one JSONL line; default 32 MiB. */",
      "/** The job summary (≤ 1 MiB). */",
      "/** The job summary: the same report, within GitHub's 1 MiB summary limit. */",
      "/** Largest uncompressed/compressed ratio of an entry bigger than 1 MiB. */",
      "// retries of a 5xx, 429s and secondary rate limits",
      "// after an URL-encoded character: `%7B%22password`",
      "// FM-1.3 step repetition, 100,000 steps, a 2-step plan",
    ];
    for (const line of specified) expect(unstatedFigures("src/x.ts", line), line).toEqual([]);
    expect(unstatedFigures("src/github/client.ts", "// GitHub asks integrators to space writes (1 s)")).toEqual([]);
  });

  it("the comment reader skips strings, template literals and regular expressions", () => {
    const source = ['const a = "// not a comment"; // one', "const b = `/* not ${'either'} */ ${x / 2}`; /* two */", "const c = /\\/\\/ no/g.test(s) ? y / 2 : 0; // three", "return /[/*]/.source; // four"].join("\n");
    expect(commentsOf(source).map((c) => [c.line, c.text])).toEqual([
      [1, "// one"],
      [2, "/* two */"],
      [3, "// three"],
      [4, "// four"],
    ]);
  });

  it("no comment in src/ or scripts/ quotes one", () => {
    const found: string[] = [];
    for (const file of [...filesUnder(root, "src", [".ts"]), ...filesUnder(root, "scripts", [".ts", ".mjs", ".mts"])]) {
      for (const comment of commentsOf(readFileSync(path.join(root, file), "utf8"))) {
        comment.text.split("\n").forEach((line, k) => {
          for (const figure of unstatedFigures(file, line)) found.push(`${file}:${comment.line + k}: "${figure}" in ${line.trim()}`);
        });
      }
    }
    expect(found, "measured figures belong in docs/performance.md; a comment says why").toEqual([]);
  });

  it("every allowed figure is still where it is allowed", () => {
    const stale = SPECIFIED.filter(([file, figure]) => !commentsOf(readFileSync(path.join(root, file), "utf8")).some((c) => [...c.text.matchAll(FIGURE)].some((m) => m[0] === figure)));
    expect(stale).toEqual([]);
  });
});
