import {
  COMMENT_LIMIT,
  commentMarker
} from "./chunk-IDCFFOLH.js";
import {
  shortList
} from "./chunk-4DRLQO6S.js";
import {
  htmlText,
  mdCode,
  mdCodeBlock,
  mdInline
} from "./chunk-MEJZJAMB.js";
import {
  modeLabel,
  modeSpec,
  taxonomy
} from "./chunk-IH3VJ64J.js";

// src/render/markdown.ts
var SUMMARY_LIMIT = 1024 * 1024;
var COMMENT_ROWS = 20;
var COMMENT_EVIDENCE = 10;
var pct = (x) => x === null ? "n/a" : `${(x * 100).toFixed(1)}%`;
function size(text, unit) {
  return unit === "bytes" ? Buffer.byteLength(text, "utf8") : text.length;
}
var BAD_SHOWN = 50;
var ReportScan = class {
  entries = [];
  integrity = { checked: 0, counts: /* @__PURE__ */ new Map(), badCount: 0, bad: [] };
  /** `t` is the run's `i`-th trace. */
  add(t, i) {
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
    this.entries.push({ i, m: t.verdict?.mode ? 1 : 0, c: t.verdict?.confidence ?? 0, mode: t.verdict?.mode ?? void 0 });
  }
  /** The failed list over `traces`, the results the scanned traces came from. */
  failed(traces) {
    const entries = [...this.entries].sort((a, b) => b.m - a.m || b.c - a.c || a.i - b.i);
    return { length: entries.length, modes: entries.map((e) => e.mode), at: (k) => traces.at(entries[k].i) };
  }
};
function scanRun(result) {
  const scan = new ReportScan();
  let i = 0;
  for (const t of result.traces) scan.add(t, i++);
  return scan;
}
function stepOf(t) {
  return t.verdict?.step ?? t.errors[0]?.step ?? null;
}
function agentOf(t) {
  return t.verdict?.agent ?? t.errors[0]?.agent ?? null;
}
function tableRow(t, secrets) {
  const where = t.line ? `${t.file}:${t.line}` : t.file;
  const trace = `${mdCode(t.id, { max: 60, secrets })}<br>${mdInline(where, { max: 120, secrets })}${t.untrusted ? " \u26A0\uFE0F untrusted" : ""}`;
  const mode = t.verdict?.mode ? mdInline(modeLabel(t.verdict.mode)) : t.verdict?.reason ? mdInline(t.verdict.reason, { max: 80 }) : "\u2014";
  const step = stepOf(t);
  const agent = agentOf(t);
  const confidence = t.verdict?.mode ? t.verdict.confidence.toFixed(2) : "\u2014";
  return `| ${trace} | ${mode} | ${step ?? "\u2014"} | ${agent ? mdInline(agent, { max: 60, secrets }) : "\u2014"} | ${confidence} |`;
}
function evidenceBlock(t, secrets) {
  const v = t.verdict;
  const title = `${htmlText(t.id, { max: 80, secrets })} \u2014 ${v?.mode ? htmlText(modeLabel(v.mode)) : "no mode"}${stepOf(t) !== null ? ` at step ${stepOf(t)}` : ""}`;
  const lines = ["<details>", `<summary>${title}</summary>`, ""];
  const unsure = shortList(v);
  if (unsure) lines.push(`_${mdInline(unsure, { max: 200 })}_`, "");
  const evidence = v?.evidence ?? [];
  if (evidence.length === 0 && t.errors.length === 0) lines.push("No evidence recorded.", "");
  for (const e of evidence.slice(0, 6)) {
    const who = e.agent ? ` (${mdInline(e.agent, { max: 60, secrets })})` : "";
    const note = e.note ? ` \u2014 ${mdInline(e.note, { max: 200, secrets })}` : "";
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
      `Runner-up modes: ${v.runnerUps.slice(0, 3).map((r) => `${r.mode} (${r.probability.toFixed(2)})`).join(", ")}`,
      ""
    );
  }
  lines.push("</details>");
  return lines.join("\n");
}
function gateSection(input) {
  const { gate, result } = input;
  const s = result.summary;
  const head = gate.status === "pass" ? "## \u2705 blamegate: gate passed" : "## \u274C blamegate: gate failed";
  const lines = [head, ""];
  for (const r of gate.reasons) lines.push(`- ${mdInline(r, { max: 600 })}`);
  for (const w of gate.warnings ?? []) lines.push(`- \u26A0\uFE0F ${mdInline(w, { max: 600 })}`);
  if (gate.reasons.length || gate.warnings?.length) lines.push("");
  lines.push(
    `**${s.traces}** trace${s.traces === 1 ? "" : "s"} from **${s.files}** file${s.files === 1 ? "" : "s"}: **${s.failed}** failed, ${s.passed} passed, ${s.unknown} unknown, ${s.skipped} skipped \xB7 failure rate **${pct(s.failureRate)}**`
  );
  const modes = Object.entries(s.modes).sort((a, b) => b[1] - a[1]);
  if (modes.length) lines.push("", `Modes: ${modes.map(([m, n]) => `${m} \xD7${n}`).join(" \xB7 ")}`);
  return lines.join("\n");
}
var SKIPPED_SHOWN = 20;
function skippedSection(result, secrets) {
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
function fixesSection(modes) {
  const counts = /* @__PURE__ */ new Map();
  for (const mode of modes) if (mode) counts.set(mode, (counts.get(mode) ?? 0) + 1);
  if (counts.size === 0) return null;
  const lines = ["<details>", `<summary>Suggested fixes for ${counts.size} failure mode${counts.size === 1 ? "" : "s"}</summary>`, ""];
  for (const [id, n] of [...counts].sort((a, b) => b[1] - a[1])) {
    const m = modeSpec(id);
    lines.push(`**${modeLabel(id)}** (${n} trace${n === 1 ? "" : "s"}, ${m.prevalence}% of failures in MAST) \u2014 ${m.definition}`, "");
    for (const f of m.fixes) lines.push(`- ${f.text}${f.evidence ? ` _(${f.evidence})_` : ""}`);
    lines.push("");
  }
  lines.push(`<sub>Fixes from ${taxonomy().source.title}.</sub>`, "", "</details>");
  return lines.join("\n");
}
function integritySection(tally, secrets) {
  const { checked, counts, badCount, bad } = tally;
  if (checked === 0) return null;
  const lines = ["### Integrity", "", [...counts].map(([v, n]) => `${v}: ${n}`).join(" \xB7 ")];
  if (badCount) {
    lines.push("", "| Trace | Verdict | First altered step | Reason |", "|---|---|---|---|");
    for (const t of bad) {
      const i = t.integrity;
      lines.push(`| ${mdCode(t.id, { max: 60, secrets })} | **${i.verdict}** | ${i.step ?? "\u2014"} | ${i.reason ? mdInline(i.reason, { max: 200, secrets }) : ""} |`);
    }
    if (badCount > BAD_SHOWN) lines.push(`| \u2026 ${badCount - BAD_SHOWN} more | | | |`);
    lines.push("", "Findings from these traces are shown but not trusted.");
  }
  return lines.join("\n");
}
function sarifSection(sarif, full) {
  if (!sarif) return null;
  if (!full && sarif.results === 0 && sarif.leftOutNoLocation === 0 && !sarif.leftOutOverLimit) return null;
  const lines = ["### Code scanning", "", `${sarif.results} result${sarif.results === 1 ? "" : "s"} in SARIF.`];
  if (sarif.leftOutNoLocation > 0) {
    lines.push(
      `${sarif.leftOutNoLocation} result${sarif.leftOutNoLocation === 1 ? "" : "s"} left out of SARIF because no code location was found (no recorded code location, no definition of the tool or agent under \`source-globs\`, and no committed trace file).`
    );
  }
  if (sarif.leftOutOverLimit) {
    lines.push(`${sarif.leftOutOverLimit} less severe results left out to stay within GitHub's SARIF limits.`);
  }
  if (sarif.upload) lines.push(mdInline(sarif.upload, { max: 400 }));
  return lines.join("\n\n");
}
var SAFE_URL = /^https?:\/\/[^\s()<>]+$/;
function runLink(input) {
  const url = input.links?.run ?? input.runUrl;
  return url && SAFE_URL.test(url) ? url : null;
}
function linksLine(input) {
  const parts = [];
  const run = runLink(input);
  if (run) parts.push(`[Workflow run and full report](${run})`);
  const cs = input.links?.codeScanning;
  if (cs && SAFE_URL.test(cs) && (input.sarif?.results ?? 0) > 0) parts.push(`[Code scanning alerts](${cs})`);
  const pm = input.links?.postmortem;
  if (pm && SAFE_URL.test(pm)) parts.push(`[Postmortem pages](${pm})`);
  return parts.length ? parts.join(" \xB7 ") : null;
}
function trendBlock(markdown, full) {
  const text = markdown?.trim();
  if (!text) return null;
  if (!full && !text.includes("|") && /Failure rate: not enough data/.test(text) && !/^### This PR/m.test(text)) return null;
  return text;
}
function footer(input) {
  const parts = [`blamegate${input.version ? ` ${mdInline(input.version)}` : ""}`, `category ${mdCode(input.category, { max: 100 })}`];
  const run = runLink(input);
  if (run) parts.push(`[workflow run](${run})`);
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
var ScannedReport = class _ScannedReport {
  failed;
  tally;
  /** The integrity section by the secrets it was redacted with (a memo of this object's own). */
  sections = /* @__PURE__ */ new Map();
  /** `scan` saw exactly `traces`, in their order. */
  constructor(traces, scan) {
    this.failed = scan.failed(traces);
    this.tally = scan.integrity;
  }
  /** A pass of its own over the run's traces, for a render that was handed none. */
  static of(result) {
    return new _ScannedReport(result.traces, scanRun(result));
  }
  integrity(secrets) {
    const key = JSON.stringify(secrets ?? []);
    let section = this.sections.get(key);
    if (section === void 0) this.sections.set(key, section = integritySection(this.tally, secrets));
    return section;
  }
  /** Every trace unsigned: the comment has nothing to say about integrity (the job summary does). */
  get onlyUnsigned() {
    const { counts } = this.tally;
    return counts.size === 1 && counts.has("unsigned");
  }
};
function renderMarkdownReport(input, options = {}) {
  const limit = options.limit ?? COMMENT_LIMIT;
  const unit = options.unit ?? "chars";
  const full = options.full ?? false;
  const maxRows = full ? Infinity : options.maxRows ?? COMMENT_ROWS;
  const maxEvidence = full ? Infinity : options.maxEvidence ?? COMMENT_EVIDENCE;
  const secrets = input.secrets;
  const scanned = input.scanned ?? ScannedReport.of(input.result);
  const { failed } = scanned;
  const integrity = !full && scanned.onlyUnsigned ? null : scanned.integrity(secrets);
  const read = /* @__PURE__ */ new Map();
  const trace = (k) => {
    let t = read.get(k);
    if (!t) read.set(k, t = failed.at(k));
    return t;
  };
  const rowCache = [];
  const blockCache = [];
  const row = (k) => rowCache[k] ??= tableRow(trace(k), secrets);
  const block = (k) => blockCache[k] ??= evidenceBlock(trace(k), secrets);
  const fixes = fixesSection(failed.modes);
  const links = linksLine(input);
  const trendText = trendBlock(input.trendMarkdown, full);
  const sarifText = sarifSection(input.sarif, full);
  const run = runLink(input);
  const rowCap = Math.min(failed.length, maxRows);
  const blockCap = (n) => Math.min(n, maxEvidence);
  const assemble = (nRows2, nBlocks2) => {
    const parts = [commentMarker(input.category), gateSection(input)];
    if (links) parts.push(links);
    if (input.comparisonMarkdown) parts.push(input.comparisonMarkdown);
    if (failed.length) {
      const table = ["### Failed traces", "", "| Trace | Mode | Step | Agent | Confidence |", "|---|---|---|---|---|"];
      for (let k = 0; k < nRows2; k++) table.push(row(k));
      if (nRows2 < failed.length) {
        const more = failed.length - nRows2;
        const why = nRows2 < rowCap ? "left out to stay within GitHub's size limit" : "not shown here";
        const where = !full && run ? `the [job summary](${run}), results.json and the SARIF file` : "results.json and the SARIF file";
        table.push("", `_${more} more failed trace${more === 1 ? "" : "s"} ${why}; all are in ${where}._`);
      }
      parts.push(table.join("\n"));
      if (nBlocks2 > 0) {
        const ev = ["### Evidence", ""];
        for (let k = 0; k < nBlocks2; k++) ev.push(block(k));
        if (nBlocks2 < nRows2) ev.push("", `_Evidence of ${nRows2 - nBlocks2} more trace${nRows2 - nBlocks2 === 1 ? "" : "s"} left out ${nBlocks2 < blockCap(nRows2) ? "for size" : "here; the job summary has it"}._`);
        parts.push(ev.join("\n\n"));
      } else if (nRows2 > 0) {
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
    return `${parts.join("\n\n")}
`;
  };
  const empty = assemble(0, 0);
  let total = size(empty, unit) - 1e3;
  for (let k = 0; k < rowCap && total <= limit; k++) total += size(row(k), unit) + (k < blockCap(rowCap) ? size(block(k), unit) : 0);
  if (total <= limit) {
    const whole = assemble(rowCap, blockCap(rowCap));
    if (size(whole, unit) <= limit) return whole;
  }
  const fixed = size(empty, unit) + 400;
  let budget = limit - fixed;
  let nRows = 0;
  while (nRows < rowCap && budget - (size(row(nRows), unit) + 1) >= 0) budget -= size(row(nRows++), unit) + 1;
  let nBlocks = 0;
  while (nBlocks < blockCap(nRows) && budget - (size(block(nBlocks), unit) + 2) >= 0) budget -= size(block(nBlocks++), unit) + 2;
  let out = assemble(nRows, nBlocks);
  while (size(out, unit) > limit && (nBlocks > 0 || nRows > 0)) {
    if (nBlocks > 0) nBlocks--;
    else nRows--;
    out = assemble(nRows, nBlocks);
  }
  return out;
}
function renderJobSummary(input) {
  return renderMarkdownReport(input, { limit: SUMMARY_LIMIT, unit: "bytes", full: true });
}

export {
  ReportScan,
  ScannedReport,
  renderMarkdownReport,
  renderJobSummary
};
