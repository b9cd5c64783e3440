// The PR comment / job summary: hostile trace text cannot break out, leak or ping anyone, as a
// CommonMark+GFM renderer (markdown-it, raw HTML on, like GitHub before its sanitiser) shows;
// and 5,000 failed traces still fit the comment limit.
import MarkdownIt from "markdown-it";
import { describe, expect, it } from "vitest";
import { modeLabel } from "../../src/attribution/taxonomy.js";
import { COMMENT_EVIDENCE, COMMENT_ROWS, renderJobSummary, renderMarkdownReport, ReportScan, ScannedReport, SUMMARY_LIMIT } from "../../src/render/markdown.js";
import { COMMENT_LIMIT, commentMarker } from "../../src/render/comment-marker.js";
import { failedTrace, runResult } from "../support/builders.js";

const md = new MarkdownIt({ html: true, linkify: true });
const key = ["sk-", "proj-", "QwErTy1234567890AsDfGhJkL"].join("");
const gate = { status: "fail" as const, reasons: ["2 of 3 traces failed (fail-on: any)"] };

function hostile(i: number) {
  return failedTrace(i, {
    id: `evil-${i}</details><img src=x onerror=alert(${i})>`,
    file: "traces/`tick`|pipe.json",
    verdict: {
      mode: "FM-1.3",
      step: 4,
      agent: "@org/team | <b>boss</b>",
      confidence: 0.91,
      evidence: [
        {
          step: 4,
          agent: "@octocat",
          quote: `\`\`\`\n</details>\n<img src=x onerror=alert(1)>\n| a | b |\nping @org/team about #12, key ${key}\n\`\`\`\``,
          note: "</summary></details><script>alert(2)</script> fixes #34",
        },
      ],
      runnerUps: [],
      source: "rules",
    },
  });
}

function textOutsideCode(html: string): string {
  return html.replace(/<pre>[\s\S]*?<\/pre>/g, "").replace(/<code>[\s\S]*?<\/code>/g, "");
}

describe("renderMarkdownReport", () => {
  it("renders from the scan it is handed, with no pass of its own over the traces", () => {
    const traces = [failedTrace(0), failedTrace(1), failedTrace(2, { success: true, verdict: null })];
    const scan = new ReportScan();
    traces.forEach((t, i) => scan.add(t, i));
    const result = runResult(traces);
    const scanned = new ScannedReport(result.traces, scan);
    const plain = renderMarkdownReport({ result, gate, category: "evals" });
    // A second pass would walk the traces: make every walk fail. Rows are still read by position.
    const walk = () => {
      throw new Error("a pass over the traces");
    };
    Object.assign(result.traces, { forEach: walk, map: walk, filter: walk, [Symbol.iterator]: walk });
    expect(() => renderMarkdownReport({ result, gate, category: "evals" })).toThrow(/a pass over the traces/);
    expect(renderMarkdownReport({ result, gate, category: "evals", scanned })).toBe(plain);
    expect(renderJobSummary({ result, gate, category: "evals", scanned })).toContain("gate failed");
  });

  it("leads with the marker and the gate verdict, and lists each failed trace", () => {
    const result = runResult([failedTrace(0), failedTrace(1), failedTrace(2, { success: true, verdict: null })]);
    const out = renderMarkdownReport({ result, gate, category: "evals" });
    const lines = out.split("\n");
    expect(lines[0]).toBe("<!-- blamegate:category=evals -->");
    expect(lines[2]).toMatch(/gate failed/);
    expect(out).toContain(modeLabel(result.traces.at(0).verdict!.mode!).replace(/\./g, "\\.").replace(/-/g, "\\-"));
    const html = md.render(out);
    expect(html.match(/<tbody>[\s\S]*?<\/tbody>/)![0].match(/<tr>/g)).toHaveLength(2);
    // One evidence block per failed trace, and the suggested fixes, collapsed.
    expect(html.match(/<details>/g)).toHaveLength(3);
    expect(out).toMatch(/<details>\n<summary>Suggested fixes for 2 failure modes<\/summary>/);
  });

  it("hostile trace text neither escapes its cell or block, nor leaks a key, nor pings", () => {
    const result = runResult([hostile(1), hostile(2), failedTrace(3)]);
    const out = renderMarkdownReport({ result, gate, category: "blamegate" });
    expect(out).not.toContain(key);
    expect(out).toContain("[REDACTED:openai-key]");
    const html = md.render(out);
    // No live element from trace text.
    expect(html).not.toMatch(/<img|<script|<b>/i);
    // Exactly one <details> and one </details> per failed trace (and the fixes'): nothing closed a block early.
    expect(html.match(/<details>/g)).toHaveLength(4);
    expect(html.match(/<\/details>/g)).toHaveLength(4);
    expect(html.match(/<\/summary>/g)).toHaveLength(4);
    // Every table row still has exactly five cells.
    const body = html.match(/<tbody>([\s\S]*?)<\/tbody>/)![1]!;
    const rows = body.match(/<tr>[\s\S]*?<\/tr>/g)!;
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.match(/<td>/g)).toHaveLength(5);
    // Mentions and references are broken outside code (inside code GitHub links nothing).
    const prose = textOutsideCode(html);
    expect(prose).not.toMatch(/@[A-Za-z0-9]/);
    expect(prose).not.toMatch(/#\d/);
    // The quote is shown verbatim (as text) inside its block.
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("the comment shows a bounded table and links to the full report; the job summary keeps every row that fits", () => {
    const traces = Array.from({ length: 5000 }, (_, i) => failedTrace(i));
    const result = runResult(traces);
    const run = "https://github.com/o/r/actions/runs/9/attempts/2";
    const out = renderMarkdownReport({ result, gate, category: "blamegate", sarif: { results: 4000, leftOutNoLocation: 1000 }, links: { run } });
    const html = md.render(out);
    expect(html.match(/<tbody>([\s\S]*?)<\/tbody>/)![1]!.match(/<tr>/g)).toHaveLength(COMMENT_ROWS);
    expect(out).toContain(`_${5000 - COMMENT_ROWS} more failed traces not shown here; all are in the [job summary](${run}), results.json and the SARIF file._`);
    expect(out).toContain(`_Evidence of ${COMMENT_ROWS - COMMENT_EVIDENCE} more traces left out here; the job summary has it._`);
    expect(out.length).toBeLessThan(COMMENT_LIMIT / 2);
    expect(out).toContain("1000 results left out of SARIF because no code location was found");
    expect(out).toMatch(/<sub>blamegate/);
    // The job summary (1 MiB in bytes) has every row.
    const summary = renderJobSummary({ result, gate, category: "blamegate", links: { run } });
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(
      md
        .render(summary)
        .match(/<tbody>([\s\S]*?)<\/tbody>/)![1]!
        .match(/<tr>/g),
    ).toHaveLength(5000);
    expect(summary).not.toMatch(/more failed traces/);
  });

  it("within the comment limit even when rows are long, cutting whole rows and saying how many", () => {
    const traces = Array.from({ length: 5000 }, (_, i) => failedTrace(i));
    const out = renderMarkdownReport({ result: runResult(traces), gate, category: "blamegate" }, { maxRows: Infinity, maxEvidence: Infinity });
    expect(out.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(out.length).toBeGreaterThan(COMMENT_LIMIT * 0.8);
    const kept = md
      .render(out)
      .match(/<tbody>([\s\S]*?)<\/tbody>/)![1]!
      .match(/<tr>/g)!.length;
    expect(kept).toBeGreaterThan(50);
    expect(out).toContain(`_${5000 - kept} more failed traces left out to stay within GitHub's size limit`);
  });

  it("shows the trend block passed in and integrity verdicts", () => {
    const t = failedTrace(0, { integrity: { verdict: "tampered", step: 2, algorithm: "sha256", reason: "hash of step 2 differs" }, untrusted: true });
    const out = renderMarkdownReport({
      result: runResult([t]),
      gate: { status: "pass", reasons: [] },
      category: "c",
      trendMarkdown: "### Trend\n\nFailure rate: stable",
    });
    expect(out).toMatch(/## ✅ blamegate: gate passed/);
    expect(out).toContain("### Trend\n\nFailure rate: stable");
    expect(out).toMatch(/\| `run-0` \| \*\*tampered\*\* \| 2 \|/);
    expect(out).toContain("⚠️ untrusted");
  });

  it("keeps the category marker inert", () => {
    expect(commentMarker("a --> <b>")).toBe("<!-- blamegate:category=a_--___b_ -->");
  });
});
