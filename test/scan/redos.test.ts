// Every scan pattern runs in linear time on hostile text: a description is untrusted input.
// Each shape below is a worst case for some pattern (long runs of its alphabet, repeated
// partial prefixes); 1 MB of each must scan within a budget that quadratic backtracking
// would blow by orders of magnitude. A guard against a blow-up, not a timing benchmark.
import { describe, expect, it } from "vitest";
import type { Definition } from "../../src/scan/model.js";
import { DEFINITION_RULES } from "../../src/scan/rules/index.js";
import { trojanSource } from "../../src/scan/rules/trojan-source.js";
import { LineIndex } from "../../src/scan/positions.js";

const MB = 1 << 20;
const fill = (unit: string) => unit.repeat(Math.ceil(MB / unit.length)).slice(0, MB);

const SHAPES: Record<string, string> = {
  base64: fill("A"),
  base64Mixed: fill("aZ09+/"),
  hex: fill("0f"),
  ignore: fill("ignore all previous "),
  conceal: fill("do not tell the "),
  send: fill("send the secret keys "),
  sendNoTo: fill("send conversation contents "),
  tags: fill("<important "),
  paths: fill("~/.ssh"),
  spaces: fill(" "),
  invisible: fill("\u200b"),
  readOnly: fill("read-only "),
  emailish: fill("a.b+c@d-"),
};

function definition(text: string): Definition {
  const site = { line: 1, column: 1, endLine: 1, endColumn: 2, text, contentOffset: 0 };
  return { kind: "tool", via: "mcp-list-entry", file: "x.json", name: "t", nameSite: { ...site, text: "t" }, description: site, parameters: [{ name: "p", description: site }], span: site, handler: text };
}

describe("scan rules on 1 MB of hostile text", () => {
  it.each(Object.entries(SHAPES))("%s", (_, text) => {
    const def = definition(text);
    const ctx = { lines: null, toolNames: new Set(["t", "other_tool"]) };
    const started = process.hrtime.bigint();
    for (const rule of DEFINITION_RULES) rule.check(def, ctx);
    trojanSource("x.ts", text, new LineIndex(text));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    expect(seconds).toBeLessThan(10);
  });
});
