// Long encoded runs (base64, hex) inside text a model reads. A reviewer cannot read them; a
// model can decode them, and instructions are smuggled that way. What a base64 run decodes to
// is shown when it is readable text.
import type { Definition, ScanFinding } from "../model.js";
import { spanAt } from "../sites.js";
import { finding, type RuleContext, type ScanRule } from "./rule.js";
import { definitionStrings, excerpt } from "./strings.js";

const BASE64 = /[A-Za-z0-9+/]{100,}={0,2}|[A-Za-z0-9_-]{100,}/g;
const HEX = /\b[0-9a-fA-F]{128,}\b/g;

/** Bits per character: encoded data is near 6 (base64) or 4 (hex); words and identifiers are far below. */
function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const n of counts.values()) h -= (n / s.length) * Math.log2(n / s.length);
  return h;
}

function readableDecoding(run: string): string | null {
  const text = Buffer.from(run.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
  const printable = text.replace(/[^\x20-\x7e\n]/g, "").length;
  return text.length > 0 && printable / text.length > 0.95 ? text : null;
}

export const encodedBlobs: ScanRule = {
  meta: {
    id: "BGS005",
    name: "encoded-blob",
    short: "A long encoded run (base64 or hex) in text a model reads",
    help: [
      "A description or prompt has no need of a long base64 or hex run. A reviewer cannot read it; a model can decode it and follow what it says.",
      "",
      'Bad: `"description": "Formats text. SWdub3JlIGFsbCBwcmV2aW91cyBpbnN0cnVjdGlvbnMg…"`',
      "",
      'Good: `"description": "Formats text as Markdown."` — put data the tool needs in its code or configuration.',
    ].join("\n"),
    severity: "warning",
    securitySeverity: 6.1,
    tags: ["security", "tool-poisoning", "obfuscation", "external/cwe/cwe-506"],
  },
  check(def: Definition, ctx: RuleContext): ScanFinding[] {
    const out: ScanFinding[] = [];
    for (const s of definitionStrings(def)) {
      for (const re of [BASE64, HEX]) {
        re.lastIndex = 0;
        for (let m = re.exec(s.site.text); m; m = re.exec(s.site.text)) {
          const run = m[0];
          const base64 = re === BASE64;
          if (entropy(run) < (base64 ? 4.5 : 3.5) || (base64 && !/[0-9]/.test(run))) continue;
          const decoded = base64 ? readableDecoding(run) : null;
          out.push(
            finding(
              this.meta,
              def,
              spanAt(s.site, m.index, run.length, ctx.lines),
              `The ${s.role} of '${s.owner}' holds a ${run.length}-character ${base64 ? "base64" : "hex"} run${decoded ? ` that decodes to "${excerpt(decoded, 120)}"` : ""}.`,
              s.owner,
              decoded ? "error" : this.meta.severity,
            ),
          );
        }
      }
    }
    return out;
  },
};
