// The markdown report: the sticky PR comment and the job summary are the same text, cut to the
// size each allows. It leads with the gate's verdict, then the failed traces (one table row each),
// the evidence of each in a collapsed block, fixes for the modes seen, the trend (rendered
// elsewhere, passed in), integrity verdicts and what SARIF left out. Trace text is untrusted and
// goes through untrusted/sanitize.ts; nothing else in this file touches it.
import { modeLabel, modeSpec, taxonomy } from "../attribution/taxonomy.js";
import type { ModeId } from "../attribution/model.js";
import { shortList } from "../attribution/calibration.js";
import type { GateResult, RunResult, TraceResult, TraceResults } from "../results/model.js";
import { htmlText, mdCode, mdCodeBlock, mdInline } from "../untrusted/sanitize.js";
import { COMMENT_LIMIT, commentMarker } from "./comment-marker.js";

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
  /** This run against its base run, task by task, already rendered (and escaped) by compare/markdown.ts: shown first. */
  comparisonMarkdown?: string;
  sarif?: SarifNote;
  /** Link to the workflow run, shown in the footer. */
  runUrl?: string;
  /** Links for the reader: the run (its job summary holds the full report), code scanning's alerts. */
  links?: ReportLinks;
  version?: string;
  /** Exact secret values to redact besides the key shapes. */
  secrets?: readonly string[];
  /** The failed list and integrity tally of `result`, gathered once; without it each render makes a pass of its own. */
  scanned?: ScannedReport;
}

export interface ReportLinks {
  /** The workflow run (this attempt), whose job summary holds the full report. */
  run?: string;
  /** Code scanning's alerts for this pull request. */
  codeScanning?: string;
  /** The postmortem pages of the failed traces (an artifact of the run). */
  postmortem?: string;
}

export interface RenderOptions {
  /** Size cap; "chars" for comments, "bytes" for the job summary. */
  limit?: number;
  unit?: "chars" | "bytes";
  /**
   * The full report (the job summary): every failed trace that fits and every section. Otherwise
   * the comment: at most `maxRows` rows and `maxEvidence` evidence blocks, empty sections left out.
   */
  full?: boolean;
  maxRows?: number;
  maxEvidence?: number;
}

/** The comment's bounds: a reviewer reads a screen, not a dump; the job summary has the rest. */
export const COMMENT_ROWS = 20;
export const COMMENT_EVIDENCE = 10;

const pct = (x: number | null) => (x === null ? "n/a" : `${(x * 100).toFixed(1)}%`);

function size(text: string, unit: "chars" | "bytes"): number {
  return unit === "bytes" ? Buffer.byteLength(text, "utf8") : text.length;
}

/**
 * Failed traces, most confident attributed ones first, so a cut drops the least telling rows.
 * Kept as positions in `result.traces` (with what the order and the fixes need): a large run's
 * traces are read from its spill file, and only the rows that fit are ever read again.
 */
interface FailedList {
  length: number;
  /** The k-th failed trace in report order (read on demand; a render keeps what it read). */
  at(k: number): TraceResult;
  /** The verdict mode of each failed trace, in report order. */
  modes: (ModeId | undefined)[];
}

/** What the integrity section shows: counts by verdict and the first altered traces. */
interface IntegrityTally {
  checked: number;
  counts: Map<string, number>;
  badCount: number;
  /** The first BAD_SHOWN altered traces. */
  bad: TraceResult[];
}

const BAD_SHOWN = 50;

/**
 * The failed list and the integrity tally, gathered one trace at a time: by the run's single
 * pass over its results (run/scan.ts), or by a pass of its own (scanRun).
 */
export class ReportScan {
  private readonly entries: { i: number; m: number; c: number; mode: ModeId | undefined }[] = [];
  readonly integrity: IntegrityTally = { checked: 0, counts: new Map(), badCount: 0, bad: [] };

  /** `t` is the run's `i`-th trace. */
  add(t: TraceResult, i: number): void {
    const { integrity } = this;
    if (t.integrity) {
      integrity.checked++;
      integrity.counts.set(t.integrity.verdict, (integrity.counts.get(t.integrity.verdict) ?? 0) + 1);
      if (!["intact", "unsigned", "keyed"].includes(t.integrity.verdict)) {
        integrity.badCount++;
        if (integrity.bad.length < BAD_SHOWN) integrity.bad.push(t);
      }
    }
    if (t.success !== false) return;
    this.entries.push({ i, m: t.verdict?.mode ? 1 : 0, c: t.verdict?.confidence ?? 0, mode: t.verdict?.mode ?? undefined });
  }

  /** The failed list over `traces`, the results the scanned traces came from. */
  failed(traces: TraceResults): FailedList {
    const entries = [...this.entries].sort((a, b) => b.m - a.m || b.c - a.c || a.i - b.i);
    return { length: entries.length, modes: entries.map((e) => e.mode), at: (k) => traces.at(entries[k]!.i) };
  }
}

function scanRun(result: RunResult): ReportScan {
  const scan = new ReportScan();
  let i = 0;
  for (const t of result.traces) scan.add(t, i++);
  return scan;
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
  const unsure = shortList(v);
  if (unsure) lines.push(`_${mdInline(unsure, { max: 200 })}_`, "");
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
    lines.push(
      `Runner-up modes: ${v.runnerUps
        .slice(0, 3)
        .map((r) => `${r.mode} (${r.probability.toFixed(2)})`)
        .join(", ")}`,
      "",
    );
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
  for (const r of gate.reasons) lines.push(`- ${mdInline(r, { max: 600 })}`);
  for (const w of gate.warnings ?? []) lines.push(`- ⚠️ ${mdInline(w, { max: 600 })}`);
  if (gate.reasons.length || gate.warnings?.length) lines.push("");
  lines.push(
    `**${s.traces}** trace${s.traces === 1 ? "" : "s"} from **${s.files}** file${s.files === 1 ? "" : "s"}: **${s.failed}** failed, ${s.passed} passed, ${s.unknown} unknown, ${s.skipped} skipped · failure rate **${pct(s.failureRate)}**`,
  );
  const modes = (Object.entries(s.modes) as [ModeId, number][]).sort((a, b) => b[1] - a[1]);
  if (modes.length) lines.push("", `Modes: ${modes.map(([m, n]) => `${m} ×${n}`).join(" · ")}`);
  return lines.join("\n");
}

/** Skipped inputs named in the report, before "and N more". */
const SKIPPED_SHOWN = 20;

/** What was not read and why (gate/inputs.ts judges it): named, not only counted. */
function skippedSection(result: RunResult, secrets?: readonly string[]): string | null {
  const items = result.skipped;
  if (items.length === 0) return null;
  const lines = ["### Not read", "", "| Input | Why |", "|---|---|"];
  for (const s of items.slice(0, SKIPPED_SHOWN)) {
    const where = s.line ? `${s.file}:${s.line}` : s.file;
    lines.push(`| ${mdInline(where, { max: 120, secrets })} | ${s.kind === "missing" ? "not found: " : ""}${mdInline(s.reason, { max: 300, secrets })} |`);
  }
  if (items.length > SKIPPED_SHOWN) lines.push("", `_${items.length - SKIPPED_SHOWN} more in results.json._`);
  return lines.join("\n");
}

function fixesSection(modes: readonly (ModeId | undefined)[]): string | null {
  const counts = new Map<ModeId, number>();
  for (const mode of modes) if (mode) counts.set(mode, (counts.get(mode) ?? 0) + 1);
  if (counts.size === 0) return null;
  // Collapsed: the same advice every run; the reader opens it when they want it.
  const lines = ["<details>", `<summary>Suggested fixes for ${counts.size} failure mode${counts.size === 1 ? "" : "s"}</summary>`, ""];
  for (const [id, n] of [...counts].sort((a, b) => b[1] - a[1])) {
    const m = modeSpec(id);
    lines.push(`**${modeLabel(id)}** (${n} trace${n === 1 ? "" : "s"}, ${m.prevalence}% of failures in MAST) — ${m.definition}`, "");
    for (const f of m.fixes) lines.push(`- ${f.text}${f.evidence ? ` _(${f.evidence})_` : ""}`);
    lines.push("");
  }
  lines.push(`<sub>Fixes from ${taxonomy().source.title}.</sub>`, "", "</details>");
  return lines.join("\n");
}

function integritySection(tally: IntegrityTally, secrets?: readonly string[]): string | null {
  const { checked, counts, badCount, bad } = tally;
  if (checked === 0) return null;
  const lines = ["### Integrity", "", [...counts].map(([v, n]) => `${v}: ${n}`).join(" · ")];
  if (badCount) {
    lines.push("", "| Trace | Verdict | First altered step | Reason |", "|---|---|---|---|");
    for (const t of bad) {
      const i = t.integrity!;
      lines.push(`| ${mdCode(t.id, { max: 60, secrets })} | **${i.verdict}** | ${i.step ?? "—"} | ${i.reason ? mdInline(i.reason, { max: 200, secrets }) : ""} |`);
    }
    if (badCount > BAD_SHOWN) lines.push(`| … ${badCount - BAD_SHOWN} more | | | |`);
    lines.push("", "Findings from these traces are shown but not trusted.");
  }
  return lines.join("\n");
}

function sarifSection(sarif: SarifNote | undefined, full: boolean): string | null {
  if (!sarif) return null;
  // Nothing in SARIF and nothing left out: the comment says nothing about code scanning.
  if (!full && sarif.results === 0 && sarif.leftOutNoLocation === 0 && !sarif.leftOutOverLimit) return null;
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

const SAFE_URL = /^https?:\/\/[^\s()<>]+$/;

function runLink(input: MarkdownReportInput): string | null {
  const url = input.links?.run ?? input.runUrl;
  return url && SAFE_URL.test(url) ? url : null;
}

/** One line of links under the verdict: the run (and its job summary), the code-scanning alerts. */
function linksLine(input: MarkdownReportInput): string | null {
  const parts: string[] = [];
  const run = runLink(input);
  if (run) parts.push(`[Workflow run and full report](${run})`);
  const cs = input.links?.codeScanning;
  if (cs && SAFE_URL.test(cs) && (input.sarif?.results ?? 0) > 0) parts.push(`[Code scanning alerts](${cs})`);
  const pm = input.links?.postmortem;
  if (pm && SAFE_URL.test(pm)) parts.push(`[Postmortem pages](${pm})`);
  return parts.length ? parts.join(" · ") : null;
}

/**
 * The trend block, unless it has nothing to say yet (one point, "not enough data", no per-mode
 * rows): the comment leaves that out; the job summary keeps it with its notes.
 */
function trendBlock(markdown: string | undefined, full: boolean): string | null {
  const text = markdown?.trim();
  if (!text) return null;
  if (!full && !text.includes("|") && /Failure rate: not enough data/.test(text) && !/^### This PR/m.test(text)) return null;
  return text;
}

function footer(input: MarkdownReportInput): string {
  const parts = [`blamegate${input.version ? ` ${mdInline(input.version)}` : ""}`, `category ${mdCode(input.category, { max: 100 })}`];
  const run = runLink(input);
  if (run) parts.push(`[workflow run](${run})`);
  return `<sub>${parts.join(" · ")}</sub>`;
}

/**
 * The failed list and the integrity section of a run, made once in one pass: the comment, the
 * job summary and the comment again after the SARIF upload all read the same run, and a pass
 * over every trace reads them from disk for a large run. The caller that made the pass
 * (run/finish.ts, from run/scan.ts) hands it to every render in MarkdownReportInput.scanned.
 */
export class ScannedReport {
  readonly failed: FailedList;
  readonly tally: IntegrityTally;
  /** The integrity section by the secrets it was redacted with (a memo of this object's own). */
  private readonly sections = new Map<string, string | null>();

  /** `scan` saw exactly `traces`, in their order. */
  constructor(traces: TraceResults, scan: ReportScan) {
    this.failed = scan.failed(traces);
    this.tally = scan.integrity;
  }

  /** A pass of its own over the run's traces, for a render that was handed none. */
  static of(result: RunResult): ScannedReport {
    return new ScannedReport(result.traces, scanRun(result));
  }

  integrity(secrets: readonly string[] | undefined): string | null {
    const key = JSON.stringify(secrets ?? []);
    let section = this.sections.get(key);
    if (section === undefined) this.sections.set(key, (section = integritySection(this.tally, secrets)));
    return section;
  }

  /** Every trace unsigned: the comment has nothing to say about integrity (the job summary does). */
  get onlyUnsigned(): boolean {
    const { counts } = this.tally;
    return counts.size === 1 && counts.has("unsigned");
  }
}

/**
 * The report as markdown, within `limit` (65,536 characters by default: the comment limit). Past
 * it, evidence blocks go first, then whole table rows, and the report says how many it left out.
 */
export function renderMarkdownReport(input: MarkdownReportInput, options: RenderOptions = {}): string {
  const limit = options.limit ?? COMMENT_LIMIT;
  const unit = options.unit ?? "chars";
  const full = options.full ?? false;
  const maxRows = full ? Infinity : (options.maxRows ?? COMMENT_ROWS);
  const maxEvidence = full ? Infinity : (options.maxEvidence ?? COMMENT_EVIDENCE);
  const secrets = input.secrets;
  const scanned = input.scanned ?? ScannedReport.of(input.result);
  const { failed } = scanned;
  const integrity = !full && scanned.onlyUnsigned ? null : scanned.integrity(secrets);
  // Rows and evidence blocks are rendered on demand: only those that fit are ever built. The
  // traces read for them are kept for this render only (the prepared lists outlive it).
  const read = new Map<number, TraceResult>();
  const trace = (k: number) => {
    let t = read.get(k);
    if (!t) read.set(k, (t = failed.at(k)));
    return t;
  };
  const rowCache: string[] = [];
  const blockCache: string[] = [];
  const row = (k: number) => (rowCache[k] ??= tableRow(trace(k), secrets));
  const block = (k: number) => (blockCache[k] ??= evidenceBlock(trace(k), secrets));
  // Sections that do not depend on the cut, built once.
  const fixes = fixesSection(failed.modes);
  const links = linksLine(input);
  const trendText = trendBlock(input.trendMarkdown, full);
  const sarifText = sarifSection(input.sarif, full);
  const run = runLink(input);
  // How many rows and blocks may be shown at most, size aside.
  const rowCap = Math.min(failed.length, maxRows);
  const blockCap = (n: number) => Math.min(n, maxEvidence);

  const assemble = (nRows: number, nBlocks: number): string => {
    const parts: string[] = [commentMarker(input.category), gateSection(input)];
    if (links) parts.push(links);
    // What this change broke comes before what failed: a reviewer's first question.
    if (input.comparisonMarkdown) parts.push(input.comparisonMarkdown);
    if (failed.length) {
      const table = ["### Failed traces", "", "| Trace | Mode | Step | Agent | Confidence |", "|---|---|---|---|---|"];
      for (let k = 0; k < nRows; k++) table.push(row(k));
      if (nRows < failed.length) {
        const more = failed.length - nRows;
        const why = nRows < rowCap ? "left out to stay within GitHub's size limit" : "not shown here";
        const where = !full && run ? `the [job summary](${run}), results.json and the SARIF file` : "results.json and the SARIF file";
        table.push("", `_${more} more failed trace${more === 1 ? "" : "s"} ${why}; all are in ${where}._`);
      }
      parts.push(table.join("\n"));
      if (nBlocks > 0) {
        const ev = ["### Evidence", ""];
        for (let k = 0; k < nBlocks; k++) ev.push(block(k));
        if (nBlocks < nRows) ev.push("", `_Evidence of ${nRows - nBlocks} more trace${nRows - nBlocks === 1 ? "" : "s"} left out ${nBlocks < blockCap(nRows) ? "for size" : "here; the job summary has it"}._`);
        parts.push(ev.join("\n\n"));
      } else if (nRows > 0) {
        parts.push(`_Evidence left out for size; see results.json._`);
      }
    }
    const notRead = skippedSection(input.result, secrets);
    if (notRead) parts.push(notRead);
    if (fixes) parts.push(fixes);
    if (trendText) parts.push(trendText);
    if (integrity) parts.push(integrity);
    if (sarifText) parts.push(sarifText);
    parts.push(footer(input));
    return `${parts.join("\n\n")}\n`;
  };

  const empty = assemble(0, 0);
  // Whether everything fits: rows and blocks only add to the parts without them (less the
  // "left out" notes, well under 1,000 characters), so once their sum is past the limit the
  // whole report cannot fit, and no more of them need rendering to know it.
  let total = size(empty, unit) - 1000;
  for (let k = 0; k < rowCap && total <= limit; k++) total += size(row(k), unit) + (k < blockCap(rowCap) ? size(block(k), unit) : 0);
  if (total <= limit) {
    const whole = assemble(rowCap, blockCap(rowCap));
    if (size(whole, unit) <= limit) return whole;
  }

  // Fixed parts plus the per-row and per-block costs give the largest counts that fit, without
  // re-rendering for every candidate. A margin covers the "left out" notes.
  const fixed = size(empty, unit) + 400;
  let budget = limit - fixed;
  let nRows = 0;
  while (nRows < rowCap && budget - (size(row(nRows), unit) + 1) >= 0) budget -= size(row(nRows++), unit) + 1;
  let nBlocks = 0;
  while (nBlocks < blockCap(nRows) && budget - (size(block(nBlocks), unit) + 2) >= 0) budget -= size(block(nBlocks++), unit) + 2;
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
  return renderMarkdownReport(input, { limit: SUMMARY_LIMIT, unit: "bytes", full: true });
}
