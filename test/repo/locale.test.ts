// Nothing blamegate ships depends on the machine's locale: names sort in code-point order
// (src/json/code-points.ts) and numbers are written without Intl. localeCompare, Intl's
// formatters and the toLocale… methods give a report that differs from runner to runner with the
// locale, and the first collator a process makes builds ICU's tables, a large part of a one-trace
// start (issue 17). test/e2e/locale.test.ts runs the action under several locales.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { commentsOf, filesUnder } from "./source-comments.js";

const root = path.resolve(new URL("../../", import.meta.url).pathname);
const LOCALE_AWARE = /\.localeCompare\(|\bIntl\.|\.toLocale(?:String|LowerCase|UpperCase|DateString|TimeString)\(/;

/** The code of a file with its comments blanked out (line breaks kept), so that a comment may name what it avoids. */
function codeOf(source: string): string {
  let code = "";
  let at = 0;
  for (const c of commentsOf(source)) {
    code += source.slice(at, c.offset) + c.text.replace(/[^\n]/g, " ");
    at = c.offset + c.text.length;
  }
  return code + source.slice(at);
}

describe("locale-aware calls in src/", () => {
  it("there are none", () => {
    const found: string[] = [];
    for (const file of filesUnder(root, "src", [".ts"])) {
      const lines = codeOf(readFileSync(path.join(root, file), "utf8")).split("\n");
      lines.forEach((l, i) => {
        if (LOCALE_AWARE.test(l)) found.push(`${file}:${i + 1}: ${l.trim()}`);
      });
    }
    expect(found).toEqual([]);
  });

  it("the check sees a call in code and not one in a comment", () => {
    expect(LOCALE_AWARE.test(codeOf("const x = a.localeCompare(b); // a.localeCompare(b)\n"))).toBe(true);
    expect(LOCALE_AWARE.test(codeOf("// names sort without a.localeCompare(b)\nconst x = 1;\n"))).toBe(false);
    expect(LOCALE_AWARE.test(codeOf("const n = new Intl.NumberFormat();\n"))).toBe(true);
    // A string holding a later comment's text is code, and stays.
    expect(codeOf('const s = "// x.localeCompare(y)"; // x.localeCompare(y)\n')).toBe(`const s = "// x.localeCompare(y)"; ${" ".repeat(21)}\n`);
  });
});
