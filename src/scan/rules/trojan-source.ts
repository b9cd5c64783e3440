// Trojan Source (CVE-2021-42574): bidirectional control characters anywhere in a source file,
// comments included, make the code a reviewer reads differ from the code that runs or the text
// a model receives. Checked over whole files, not only definitions.
import type { ScanFinding, ScanRuleMeta } from "../model.js";
import type { LineIndex } from "../positions.js";
import { codePointName, isBidiControl } from "./codepoints.js";

export const trojanSourceMeta: ScanRuleMeta = {
  id: "BGS007",
  name: "bidi-control-in-source",
  short: "Bidirectional control characters in a source file (Trojan Source)",
  help: [
    "Bidirectional controls (U+202A–U+202E, U+2066–U+2069) reorder how text is shown. In a source file they can make a comment, a string or a tool description display differently from what the compiler, the interpreter or a model reads (CVE-2021-42574).",
    "",
    "Bad: a line that shows `// check access` but carries U+202E and U+2066 around code.",
    "",
    "Good: no bidirectional controls in code; write right-to-left text in strings with escapes (`\\u05D0`) where it is truly needed.",
  ].join("\n"),
  severity: "error",
  securitySeverity: 8.6,
  tags: ["security", "trojan-source", "external/cwe/cwe-451"],
};

/** One finding a line that holds bidirectional controls, on the first of them. */
export function trojanSource(file: string, source: string, lines: LineIndex): ScanFinding[] {
  const out: ScanFinding[] = [];
  let lastLine = -1;
  for (let i = 0; i < source.length; i++) {
    const cp = source.charCodeAt(i);
    if (cp < 0x202a || !isBidiControl(cp)) continue;
    const at = lines.at(i);
    if (at.line === lastLine) continue;
    lastLine = at.line;
    const lineEnd = source.indexOf("\n", i);
    const lineText = source.slice(i - at.column + 1, lineEnd === -1 ? source.length : lineEnd);
    const names = [...new Set([...lineText].map((c) => c.codePointAt(0)!).filter(isBidiControl))].map(codePointName).join(", ");
    out.push({
      ruleId: trojanSourceMeta.id,
      severity: trojanSourceMeta.severity,
      file,
      span: lines.span(i, i + 1),
      message: `Line ${at.line} holds bidirectional control characters (${names}): what a reviewer sees is not what runs or what a model reads.`,
      subject: `line ${at.line}`,
    });
  }
  return out;
}
