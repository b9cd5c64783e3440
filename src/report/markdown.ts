// The markdown report: the sticky PR comment and the job summary are the same text, cut to the
// size each allows. It leads with the gate's verdict, then the failed traces (one table row each),
// the evidence of each in a collapsed block, fixes for the modes seen, the trend (rendered
// elsewhere, passed in), integrity verdicts and what SARIF left out. Trace text is untrusted and
// goes through sanitize.ts; nothing else in this file touches it.
import { modeLabel, modeSpec, taxonomy } from "../attribution/taxonomy.js";
import type { ModeId } from "../attribution/model.js";
import type { GateResult } from "../gate/gate.js";
import type { RunResult, TraceResult } from "./model.js";
import { htmlText, mdCode, mdCodeBlock, mdInline } from "./sanitize.js";

/** GitHub's limit on an issue or PR comment body, in characters. */
export const COMMENT_LIMIT = 65_536;
/** GitHub's limit on a step's job summary, in bytes. */
export const SUMMARY_LIMIT = 1024 * 1024;

export interface SarifNote {
  /** Results written to the SARIF file. */
  results: number;
  /** Findings left out because no location in the repository was found. */
  leftOutNoLocation: number;
  /** Findings left out to stay within GitHub's limits (least severe first). */
  leftOutOverLimit?: number;
  /** What happened to the upload, one line (e.g. "uploaded", or the warning). */
  upload?: string;
}

export interface MarkdownReportInput {
  result: RunResult;
  gate: GateResult;
  /** Keys the hidden marker, so several blamegate jobs keep separate comments. */
  category: string;
  /** Trend and base comparison, already rendered (and escaped) by trend/markdown.ts. */
  trendMarkdown?: string;
  sarif?: SarifNote;
  /** Link to the workflow run, shown in the footer. */
  runUrl?: string;
  version?: string;
  /** Exact secret values to redact besides the key shapes. */
  secrets?: readonly string[];
}

export interface RenderOptions {
  /** Size cap; "chars" for comments, "bytes" for the job summary. */
  limit?: number;
  unit?: "chars" | "bytes";
}

/** The hidden marker that finds this category's sticky comment again. */
export function commentMarker(category: string): string {
  // The category is user input; keep it to characters that cannot end an HTML comment.
  const safe = category.replace(/[^A-Za-z0-9_./:-]/g, "_").slice(0, 100) || "blamegate";
  return `<!-- blamegate:category=${safe} -->`;
}

const pct = (x: number | null) => (x === null ? "n/a" : `${(x * 100).toFixed(1)}%`);

function size(text: string, unit: "chars" | "bytes"): number {
  return unit === "bytes" ? Buffer.byteLength(text, "utf8") : text.length;
}

/** Failed traces, most confident attributed ones first, so a cut drops the least telling rows. */
function failedTraces(result: RunResult): TraceResult[] {
  return result.traces
    .filter((t) => t.success === false)
    .map((t, i) => ({ t, i }))
    .sort((a, b) => {
      const ma = a.t.verdict?.mode ? 1 : 0;
      const mb = b.t.verdict?.mode ? 1 : 0;
      if (ma !== mb) return mb - ma;
      const ca = a.t.verdict?.confidence ?? 0;
      const cb = b.t.verdict?.confidence ?? 0;
      return cb - ca || a.i - b.i;
    })
    .map((x) => x.t);
}

function stepOf(t: TraceResult): number | null {
  return t.verdict?.step ?? t.errors[0]?.step ?? null;
}

function agentOf(t: TraceResult): string | null {
  return t.verdict?.agent ?? t.errors[0]?.agent ?? null;
}

function tableRow(t: TraceResult, secrets?: readonly string[]): string {
  const where = t.line ? `${t.file}:${t.line}` : t.file;
  const trace = `${mdCode(t.id, { max: 60, secrets })}<br>${mdInline(where, { max: 120, secrets })}${t.untrusted ? " ⚠️ untrusted" : ""}`;
  const mode = t.verdict?.mode ? mdInline(modeLabel(t.verdict.mode)) : t.verdict?.reason ? mdInline(t.verdict.reason, { max: 80 }) : "—";
  const step = stepOf(t);
  const agent = agentOf(t);
  const confidence = t.verdict?.mode ? t.verdict.confidence.toFixed(2) : "—";
  return `| ${trace} | ${mode} | ${step ?? "—"} | ${agent ? mdInline(agent, { max: 60, secrets }) : "—"} | ${confidence} |`;
}

function evidenceBlock(t: TraceResult, secrets?: readonly string[]): string {
  const v = t.verdict;
  const title = `${htmlText(t.id, { max: 80, secrets })} — ${v?.mode ? htmlText(modeLabel(v.mode)) : "no mode"}${stepOf(t) !== null ? ` at step ${stepOf(t)}` : ""}`;
  const lines = ["<details>", `<summary>${title}</summary>`, ""];
  const evidence = v?.evidence ?? [];
  if (evidence.length === 0 && t.errors.length === 0) lines.push("No evidence recorded.", "");
  for (const e of evidence.slice(0, 6)) {
    const who = e.agent ? ` (${mdInline(e.agent, { max: 60, secrets })})` : "";
    const note = e.note ? ` — ${mdInline(e.note, { max: 200, secrets })}` : "";
    lines.push(`**Step ${e.step}**${who}${note}`, "", mdCodeBlock(e.quote, { max: 600, secrets }), "");
  }
  if (evidence.length > 6) lines.push(`_${evidence.length - 6} more evidence steps in results.json._`, "");
  if (evidence.length === 0) {
    for (const e of t.errors.slice(0, 3)) {
      lines.push(`**Step ${e.step}** error${e.name ? ` in ${mdInline(e.name, { max: 60, secrets })}` : ""}`, "", mdCodeBlock(e.message, { max: 600, secrets }), "");
    }
  }
  if (v?.runnerUps?.length) {
    lines.push(`Runner-up modes: ${v.runnerUps.slice(0, 3).map((r) => `${r.mode} (${r.probability.toFixed(2)})`).join(", ")}`, "");
  }
  lines.push("</details>");
  return lines.join("\n");
}

function gateSection(input: MarkdownReportInput): string {
  const { gate, result } = input;
  const s = result.summary;
  const head = gate.status === "pass" ? "## ✅ blamegate: gate passed" : "## ❌ blamegate: gate failed";
  const lines = [head, ""];
  // Gate reasons are built by our code from settings and counts, not from trace text; escape anyway.
  for (const r of gate.reasons) lines.push(`- ${mdInline(r, { max: 300 })}`);
  if (gate.reasons.length) lines.push("");
  lines.push(
    `**${s.traces}** traces from **${s.files}** files: **${s.failed}** failed, ${s.passed} passed, ${s.unknown} unknown, ${s.skipped} skipped · failure rate **${pct(s.failureRate)}**`,
  );
  const modes = (Object.entries(s.modes) as [ModeId, number][]).sort((a, b) => b[1] - a[1]);
  if (modes.length) lines.push("", `Modes: ${modes.map(([m, n]) => `${m} ×${n}`).join(" · ")}`);
  return lines.join("\n");
}

function fixesSection(traces: TraceResult[]): string | null {
  const counts = new Map<ModeId, number>();
  for (const t of traces) if (t.verdict?.mode) counts.set(t.verdict.mode, (counts.get(t.verdict.mode) ?? 0) + 1);
  if (counts.size === 0) return null;
  const lines = ["### Suggested fixes", ""];
  for (const [id, n] of [...counts].sort((a, b) => b[1] - a[1])) {
    const m = modeSpec(id);
    lines.push(`**${modeLabel(id)}** (${n} trace${n === 1 ? "" : "s"}, ${m.prevalence}% of failures in MAST) — ${m.definition}`, "");
    for (const f of m.fixes) lines.push(`- ${f.text}${f.evidence ? ` _(${f.evidence})_` : ""}`);
    lines.push("");
  }
  lines.push(`<sub>Fixes from ${taxonomy().source.title}.</sub>`);
  return lines.join("\n");
}

function integritySection(result: RunResult, secrets?: readonly string[]): string | null {
  const checked = result.traces.filter((t) => t.integrity);
  if (checked.length === 0) return null;
  const bad = checked.filter((t) => t.integrity && !["intact", "unsigned", "keyed"].includes(t.integrity.verdict));
  const counts = new Map<string, number>();
  for (const t of checked) counts.set(t.integrity!.verdict, (counts.get(t.integrity!.verdict) ?? 0) + 1);
  const lines = ["### Integrity", "", [...counts].map(([v, n]) => `${v}: ${n}`).join(" · ")];
  if (bad.length) {
    lines.push("", "| Trace | Verdict | First altered step | Reason |", "|---|---|---|---|");
    for (const t of bad.slice(0, 50)) {
      const i = t.integrity!;
      lines.push(`| ${mdCode(t.id, { max: 60, secrets })} | **${i.verdict}** | ${i.step ?? "—"} | ${i.reason ? mdInline(i.reason, { max: 200, secrets }) : ""} |`);
    }
    if (bad.length > 50) lines.push(`| … ${bad.length - 50} more | | | |`);
    lines.push("", "Findings from these traces are shown but not trusted.");
  }
  return lines.join("\n");
}

function sarifSection(sarif: SarifNote | undefined): string | null {
  if (!sarif) return null;
  const lines = ["### Code scanning", "", `${sarif.results} result${sarif.results === 1 ? "" : "s"} in SARIF.`];
  if (sarif.leftOutNoLocation > 0) {
    lines.push(
      `${sarif.leftOutNoLocation} result${sarif.leftOutNoLocation === 1 ? "" : "s"} left out of SARIF because no code location was found (no recorded code location, no definition of the tool or agent under \`source-globs\`, and no committed trace file).`,
    );
  }
  if (sarif.leftOutOverLimit) {
    lines.push(`${sarif.leftOutOverLimit} less severe results left out to stay within GitHub's SARIF limits.`);
  }
  if (sarif.upload) lines.push(mdInline(sarif.upload, { max: 400 }));
  return lines.join("\n\n");
}

function footer(input: MarkdownReportInput): string {
  const parts = [`blamegate${input.version ? ` ${mdInline(input.version)}` : ""}`, `category ${mdCode(input.category, { max: 100 })}`];
  if (input.runUrl && /^https?:\/\/[^\s()<>]+$/.test(input.runUrl)) parts.push(`[workflow run](${input.runUrl})`);
  return `<sub>${parts.join(" · ")}</sub>`;
}

/**
 * The report as markdown, within `limit` (65,536 characters by default: the comment limit). Past
 * it, evidence blocks go first, then whole table rows, and the report says how many it left out.
 */
export function renderMarkdownReport(input: MarkdownReportInput, options: RenderOptions = {}): string {
  const limit = options.limit ?? COMMENT_LIMIT;
  const unit = options.unit ?? "chars";
  const secrets = input.secrets;
  const failed = failedTraces(input.result);
  const rows = failed.map((t) => tableRow(t, secrets));
  const blocks = failed.map((t) => evidenceBlock(t, secrets));

  const assemble = (nRows: number, nBlocks: number): string => {
    const parts: string[] = [commentMarker(input.category), gateSection(input)];
    if (failed.length) {
      const table = ["### Failed traces", "", "| Trace | Mode | Step | Agent | Confidence |", "|---|---|---|---|---|", ...rows.slice(0, nRows)];
      if (nRows < failed.length) {
        table.push("", `_${failed.length - nRows} more failed trace${failed.length - nRows === 1 ? "" : "s"} left out to stay within GitHub's size limit; all are in results.json and the SARIF file._`);
      }
      parts.push(table.join("\n"));
      if (nBlocks > 0) {
        const ev = ["### Evidence", "", ...blocks.slice(0, nBlocks)];
        if (nBlocks < nRows) ev.push("", `_Evidence of ${nRows - nBlocks} more trace${nRows - nBlocks === 1 ? "" : "s"} left out for size._`);
        parts.push(ev.join("\n\n"));
      } else if (nRows > 0) {
        parts.push(`_Evidence left out for size; see results.json._`);
      }
    }
    const fixes = fixesSection(failed);
    if (fixes) parts.push(fixes);
    if (input.trendMarkdown?.trim()) parts.push(input.trendMarkdown.trim());
    const integrity = integritySection(input.result, secrets);
    if (integrity) parts.push(integrity);
    const sarif = sarifSection(input.sarif);
    if (sarif) parts.push(sarif);
    parts.push(footer(input));
    return `${parts.join("\n\n")}\n`;
  };

  const full = assemble(rows.length, blocks.length);
  if (size(full, unit) <= limit) return full;

  // Fixed parts plus the per-row and per-block costs give the largest counts that fit, without
  // re-rendering for every candidate. A margin covers the "left out" notes.
  const fixed = size(assemble(0, 0), unit) + 400;
  let budget = limit - fixed;
  let nRows = 0;
  while (nRows < rows.length && budget - (size(rows[nRows]!, unit) + 1) >= 0) budget -= size(rows[nRows++]!, unit) + 1;
  let nBlocks = 0;
  while (nBlocks < nRows && budget - (size(blocks[nBlocks]!, unit) + 2) >= 0) budget -= size(blocks[nBlocks++]!, unit) + 2;
  let out = assemble(nRows, nBlocks);
  // The estimate is conservative; if it was not, drop rows until it fits.
  while (size(out, unit) > limit && (nBlocks > 0 || nRows > 0)) {
    if (nBlocks > 0) nBlocks--;
    else nRows--;
    out = assemble(nRows, nBlocks);
  }
  return out;
}

/** The job summary: the same report, within GitHub's 1 MiB summary limit. */
export function renderJobSummary(input: MarkdownReportInput): string {
  return renderMarkdownReport(input, { limit: SUMMARY_LIMIT, unit: "bytes" });
}
