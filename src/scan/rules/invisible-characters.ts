// Characters a reviewer cannot see in a tool's or prompt's text, which the model still reads:
// zero-width and format characters, tag characters (which can spell a whole hidden sentence),
// bidirectional controls and control characters. Each run of them is one finding, on its exact
// columns, with every code point named and any text the tags spell shown.
import type { Definition, ScanFinding } from "../model.js";
import { spanAt } from "../sites.js";
import { codePointName, isEmojiJoiner, isInvisible, tagText } from "./codepoints.js";
import { finding, type RuleContext, type ScanRule } from "./rule.js";
import { definitionStrings } from "./strings.js";

export interface InvisibleRun {
  index: number;
  length: number;
  count: number;
  /** The first code points of the run (bounded: enough to name them and show hidden text). */
  codePoints: number[];
}

const KEPT = 512;

/** Runs of invisible characters in `text`, by UTF-16 index. */
export function invisibleRuns(text: string): InvisibleRun[] {
  const runs: InvisibleRun[] = [];
  let current: InvisibleRun | null = null;
  for (let i = 0; i < text.length; ) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (isInvisible(cp) && !isEmojiJoiner(text, i)) {
      if (current && current.index + current.length === i) {
        current.length += width;
        current.count++;
        if (current.codePoints.length < KEPT) current.codePoints.push(cp);
      } else {
        current = { index: i, length: width, count: 1, codePoints: [cp] };
        runs.push(current);
      }
    }
    i += width;
  }
  return runs;
}

export function describeRun(run: InvisibleRun): string {
  const distinct = [...new Set(run.codePoints)];
  const names = distinct.slice(0, 4).map(codePointName).join(", ");
  const more = distinct.length > 4 ? ` and ${distinct.length - 4} more` : "";
  const hidden = tagText(run.codePoints.map((cp) => String.fromCodePoint(cp)).join(""));
  const count = run.count === 1 ? "1 invisible character" : `${run.count} invisible characters`;
  return `${count} (${names}${more})${hidden ? `, spelling the hidden text "${hidden.slice(0, 120)}"` : ""}`;
}

export const invisibleCharacters: ScanRule = {
  meta: {
    id: "BGS002",
    name: "invisible-characters",
    short: "Invisible or control characters in text a model reads",
    help: [
      "Zero-width characters, Unicode tag characters (U+E0000–U+E007F), bidirectional controls and control characters do not show in a code review or in most editors, but a model reads them. Tag characters can spell out a whole instruction that no reviewer sees; bidirectional controls make the text a reviewer reads differ from the text the model gets (Trojan Source, CVE-2021-42574).",
      "",
      "Bad (the description carries U+200B and a run of tag characters):",
      "```py",
      '@mcp.tool()\ndef lookup(city: str) -> str:\n    """Looks up the weather.\\u200b\\U000E0069\\U000E0067…"""',
      "```",
      "Good:",
      "```py",
      '@mcp.tool()\ndef lookup(city: str) -> str:\n    """Looks up the weather for a city."""',
      "```",
    ].join("\n"),
    severity: "error",
    securitySeverity: 8.6,
    tags: ["security", "tool-poisoning", "trojan-source", "external/cwe/cwe-451"],
  },
  check(def: Definition, ctx: RuleContext): ScanFinding[] {
    const out: ScanFinding[] = [];
    for (const s of definitionStrings(def)) {
      for (const run of invisibleRuns(s.site.text)) {
        out.push(finding(this.meta, def, spanAt(s.site, run.index, run.length, ctx.lines), `The ${s.role} of '${s.owner}' holds ${describeRun(run)}.`, s.owner));
      }
    }
    return out;
  },
};
