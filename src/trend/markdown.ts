// Small markdown blocks for the PR comment and the job summary. The comparison table heads the
// comment when a base exists; the trend follows.
import type { Comparison } from "./compare.js";
import { mdInline } from "../untrusted/sanitize.js";
import type { TrendReport, TrendResult } from "./trend.js";

const pct = (v: number | null) => (v === null ? "n/a" : `${(v * 100).toFixed(1)}%`);
const pp = (v: number | null) => (v === null ? "n/a" : `${v >= 0 ? "+" : ""}${(v * 100).toFixed(1)} pp`);
const pval = (p: number | null) => (p === null ? "n/a" : p < 0.001 ? "< 0.001" : p.toFixed(3));

const VERDICT_LABEL: Record<TrendResult["verdict"], string> = {
  improving: "improving",
  stable: "stable",
  worsening: "**worsening**",
  "not-enough-data": "not enough data",
};

function trendLine(t: TrendResult): string {
  if (t.verdict === "not-enough-data") return `not enough data (${t.points} point${t.points === 1 ? "" : "s"})`;
  return `${VERDICT_LABEL[t.verdict]} · \`${t.sparkline}\` · ${pp(t.change)} over ${t.points} runs (p ${pval(t.mannKendall?.p ?? null)})`;
}

export function renderComparisonMarkdown(c: Comparison): string {
  const verdict = c.delta === null ? "no comparable outcomes" : c.significant ? (c.delta > 0 ? "**worse than base** (significant)" : "better than base (significant)") : "within noise";
  const lines = [
    `### This PR against its base`,
    "",
    "| | base | this PR |",
    "|---|---|---|",
    `| failure rate | ${pct(c.base.rate)} (${c.base.failed}/${c.base.total}) | ${pct(c.head.rate)} (${c.head.failed}/${c.head.total}) |`,
    `| change | | ${pp(c.delta)} · Fisher exact p = ${pval(c.p)} · ${verdict} |`,
  ];
  if (c.newModes.length) lines.push(`| new modes | | ${c.newModes.join(", ")} |`);
  if (c.goneModes.length) lines.push(`| modes gone | ${c.goneModes.join(", ")} | |`);
  if (c.steps.length) {
    lines.push("", "| step | base score | this PR | change |", "|---|---|---|---|");
    for (const s of c.steps.slice(0, 10)) {
      lines.push(`| ${mdInline(s.name, { max: 80 })} | ${s.base.toFixed(2)} | ${s.head.toFixed(2)} | ${s.delta >= 0 ? "+" : ""}${s.delta.toFixed(2)} |`);
    }
    if (c.steps.length > 10) lines.push(`| … ${c.steps.length - 10} more | | | |`);
  }
  return lines.join("\n") + "\n";
}

export function renderTrendMarkdown(r: TrendReport, notes: readonly string[] = []): string {
  const lines = ["### Trend", "", `Failure rate: ${trendLine(r.overall)}`];
  const modes = Object.entries(r.modes).filter(([, t]) => t && t.verdict !== "not-enough-data" && t.verdict !== "stable");
  const agents = Object.entries(r.agents).filter(([, t]) => t.verdict !== "not-enough-data" && t.verdict !== "stable");
  if (modes.length + agents.length > 0) {
    lines.push("", "| | trend |", "|---|---|");
    for (const [m, t] of modes) lines.push(`| ${m} | ${trendLine(t!)} |`);
    for (const [a, t] of agents) lines.push(`| agent ${mdInline(a, { max: 80 })} | ${trendLine(t)} |`);
  }
  for (const n of notes) lines.push("", `> ${mdInline(n)}`);
  return lines.join("\n") + "\n";
}
