// The scan's findings for the job summary: a bounded table, each row's text escaped (tool
// descriptions are untrusted, and the point of a finding may be characters no one should see).
import { mdInline } from "../untrusted/sanitize.js";
import type { ScanReport } from "./scan.js";
import { showCharacters } from "./sarif.js";

const MAX_ROWS = 50;

export function renderScanMarkdown(report: ScanReport, opts: { level: string; changedOnly: boolean; reasons: string[] }): string {
  const n = report.findings.length;
  const lines = [
    "## blamegate scan: tool and agent definitions",
    "",
    `${n === 1 ? "1 finding" : `${n} findings`} in ${report.definitions.length === 1 ? "1 definition" : `${report.definitions.length} definitions`} from ${report.files === 1 ? "1 file" : `${report.files} files`}.`,
    "",
    opts.reasons.length > 0
      ? `❌ **gate failed**: ${opts.reasons.map((r) => mdInline(r)).join("; ")}`
      : `✅ **gate passed**: no finding at or above \`${opts.level}\`${opts.changedOnly ? " in the files this pull request changes" : ""}.`,
  ];
  if (n > 0) {
    lines.push("", "| level | rule | where | finding |", "|---|---|---|---|");
    for (const f of report.findings.slice(0, MAX_ROWS)) lines.push(`| ${f.severity} | ${f.ruleId} | ${mdInline(`${f.file}:${f.span.line}:${f.span.column}`)} | ${mdInline(showCharacters(f.message), { max: 300 })} |`);
    if (n > MAX_ROWS) lines.push("", `… and ${n - MAX_ROWS} more in the SARIF file.`);
  }
  if (report.skipped.length > 0)
    lines.push(
      "",
      `Not read: ${report.skipped
        .slice(0, 10)
        .map((s) => `${mdInline(s.file)} (${mdInline(s.reason)})`)
        .join(", ")}${report.skipped.length > 10 ? `, and ${report.skipped.length - 10} more` : ""}.`,
    );
  return `${lines.join("\n")}\n`;
}
