import {
  analyzeTrace
} from "./chunk-A52DXKSU.js";
import "./chunk-4DRLQO6S.js";
import "./chunk-IQDB7SWC.js";
import {
  asText,
  cleanText,
  escapeHtml
} from "./chunk-MEJZJAMB.js";
import "./chunk-WTIS45MQ.js";
import {
  modeSpec,
  taxonomy
} from "./chunk-IH3VJ64J.js";
import "./chunk-OVDCFCZU.js";
import "./chunk-AILNL7PL.js";
import "./chunk-KR66X3FU.js";
import "./chunk-5S3KQJG7.js";
import {
  readTraces
} from "./chunk-YAVCFKUC.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-2JW5TEAS.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/action/investigate.ts
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";

// src/investigate/postmortem/model.ts
function stepText(step) {
  if (step.error) return step.error;
  const call = step.toolCalls?.length ? step.toolCalls.map((c) => `${c.name}(${asText(c.arguments)})`).join("\n") : step.kind === "tool_call" && step.name ? `${step.name}(${asText(step.input)})` : "";
  const out = asText(step.output);
  if (call) return out ? `${call}
\u2192 ${out}` : call;
  return out || step.thought || asText(step.input);
}
function wantsPostmortem(result) {
  return result.success === false || result.success === null && (result.verdict?.step ?? null) !== null;
}
function buildPostmortem(trace, result) {
  const v = result.verdict ?? null;
  const findings = result.findings ?? [];
  const cited = /* @__PURE__ */ new Set();
  const chain = [];
  for (const e of v?.evidence ?? []) {
    cited.add(e.step);
    chain.push({ step: e.step, agent: e.agent ?? null, quote: e.quote, note: e.note ?? null, by: "verdict" });
  }
  for (const f of findings) {
    for (const e of f.evidence) {
      if (chain.some((c) => c.step === e.step && c.quote === e.quote)) continue;
      cited.add(e.step);
      chain.push({ step: e.step, agent: e.agent ?? null, quote: e.quote, note: e.note ?? f.message, by: `${f.detector} (${f.mode})` });
    }
  }
  chain.sort((a, b) => a.step - b.step);
  const modesAt = /* @__PURE__ */ new Map();
  for (const f of findings) modesAt.set(f.step, [.../* @__PURE__ */ new Set([...modesAt.get(f.step) ?? [], f.mode])]);
  const inSet = new Set(v?.set ?? []);
  const health = new Map((result.blame ?? []).map((b) => [b.step, b.score]));
  const runnerUps = (v?.runnerUps ?? []).map((r) => ({ mode: r.mode, name: modeSpec(r.mode).name, probability: r.probability }));
  const fixModes = v?.mode ? [v.mode] : runnerUps.slice(0, 1).map((r) => r.mode);
  return {
    id: trace.id,
    file: trace.origin.file,
    line: trace.origin.line ?? null,
    format: trace.origin.format,
    task: trace.task,
    outcome: trace.success === true ? "passed" : trace.success === false ? "failed" : "unknown",
    verdict: {
      mode: v?.mode ?? null,
      modeName: v?.mode ? modeSpec(v.mode).name : null,
      step: v?.step ?? null,
      agent: v?.agent ?? null,
      confidence: v?.confidence ?? 0,
      reason: v?.reason ?? null,
      runnerUps,
      ranked: (v?.candidates ?? []).slice(0, 5).map((c) => ({ step: c.step, agent: c.agent, p: c.p })),
      set: v?.set ?? []
    },
    candidates: [...findings].sort((a, b) => b.confidence - a.confidence || a.step - b.step).slice(0, 8).map((f) => ({ mode: f.mode, step: f.step, agent: f.agent ?? null, confidence: f.confidence, detector: f.detector, message: f.message })),
    chain,
    distribution: [...taxonomy().modes].sort((a, b) => b.prevalence - a.prevalence).map((m) => ({ mode: m.id, name: m.name, share: m.prevalence, verdict: m.id === v?.mode, runnerUp: runnerUps.some((r) => r.mode === m.id) })),
    timeline: trace.steps.map((s) => ({
      index: s.index,
      kind: s.kind,
      agent: s.agent ?? null,
      name: s.name ?? null,
      text: stepText(s),
      error: Boolean(s.error) || s.kind === "error",
      blamed: s.index === v?.step,
      cited: cited.has(s.index),
      modes: modesAt.get(s.index) ?? [],
      inSet: inSet.has(s.index),
      health: health.get(s.index) ?? null
    })),
    fixes: fixModes.flatMap((m) => modeSpec(m).fixes.map((f) => ({ mode: m, text: f.text, evidence: f.evidence ?? null }))),
    integrity: result.integrity?.verdict ?? null
  };
}

// src/investigate/postmortem/html.ts
import { createHash } from "node:crypto";
var STEP_TEXT_MAX = 2e3;
var TIMELINE_MAX = 300;
var NEIGHBOURS = 5;
function t(value, max = 400) {
  return escapeHtml(cleanText(value, { max }));
}
function pageName(id) {
  const base = id.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "").slice(0, 60) || "trace";
  return `${base}-${createHash("sha256").update(id).digest("hex").slice(0, 8)}.html`;
}
var STYLE = `
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px auto;max-width:1100px;padding:0 16px;color:#1f2328;background:#fff}
h1{font-size:20px;margin:0 0 4px;word-break:break-all}
h2{font-size:16px;margin:24px 0 8px;border-bottom:1px solid #d1d9e0;padding-bottom:4px}
p.meta{color:#59636e;margin:0 0 12px}
.task{background:#f6f8fa;border-radius:6px;padding:8px 12px;white-space:pre-wrap}
.verdict{border-left:6px solid #cf222e;background:#ffebe9;padding:10px 14px;border-radius:4px}
.verdict.none{border-color:#9a6700;background:#fff8c5}
.verdict .mode{font-size:17px;font-weight:600}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #d1d9e0;vertical-align:top}
th{background:#f6f8fa;font-weight:600}
table.candidates td:first-child{white-space:nowrap}
td.num{font-variant-numeric:tabular-nums;white-space:nowrap}
ol.chain{padding-left:20px}
ol.chain li{margin:4px 0}
q{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:12px;background:#f6f8fa;quotes:none;padding:1px 4px;white-space:pre-wrap;word-break:break-word}
.dist .row{display:flex;align-items:center;gap:8px;margin:2px 0;font-size:12px}
.dist .label{width:300px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.dist .bar{height:10px;background:#afb8c1;border-radius:2px}
.dist .row.verdict-mode .bar{background:#cf222e}
.dist .row.verdict-mode .label{font-weight:600}
.dist .row.runner-up .bar{background:#d4a72c}
ol.timeline{list-style:none;padding:0;margin:0}
li.step{border:1px solid #d1d9e0;border-radius:6px;margin:6px 0;padding:6px 10px}
li.step .head{font-size:12px;color:#59636e}
li.step .head b{color:#1f2328}
li.step pre{margin:4px 0 0;white-space:pre-wrap;word-break:break-word;font:12px/1.4 ui-monospace,Menlo,Consolas,monospace}
li.step.cited{border-color:#d4a72c;background:#fff8c5}
li.step.error{border-color:#fa4549}
li.step.blamed{border:2px solid #cf222e;background:#ffebe9}
li.gap{color:#59636e;font-style:italic;margin:6px 10px}
.badge{display:inline-block;padding:0 6px;border-radius:8px;font-size:11px;font-weight:600;margin-left:4px}
.badge.blamed{background:#cf222e;color:#fff}
.badge.cited{background:#d4a72c;color:#fff}
.badge.error{background:#fa4549;color:#fff}
.badge.mode{background:#ddf4ff;color:#0969da}
.badge.root{background:#8250df;color:#fff}
.badge.set{background:#eaeef2;color:#424a53}
footer{margin-top:32px;color:#59636e;font-size:12px}
`;
function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<footer>Written by blamegate. A self-contained page: no scripts, no requests; trace text is redacted and cut.</footer>
</body>
</html>
`;
}
function shown(steps) {
  if (steps.length <= TIMELINE_MAX) return [...steps];
  const keep = /* @__PURE__ */ new Set();
  const mark = (i) => {
    for (let k = Math.max(0, i - NEIGHBOURS); k <= Math.min(steps.length - 1, i + NEIGHBOURS); k++) keep.add(k);
  };
  mark(0);
  mark(steps.length - 1);
  steps.forEach((s, i) => {
    if (s.blamed || s.cited || s.modes.length > 0 || s.inSet) mark(i);
  });
  const out = [];
  let gap = 0;
  steps.forEach((s, i) => {
    if (keep.has(i) && out.length < TIMELINE_MAX * 2) {
      if (gap) out.push({ gap });
      gap = 0;
      out.push(s);
    } else gap++;
  });
  if (gap) out.push({ gap });
  return out;
}
function stepItem(s, roles) {
  const classes = ["step", s.blamed ? "blamed" : "", s.cited ? "cited" : "", s.error ? "error" : ""].filter(Boolean).join(" ");
  const who = [s.agent, s.name].filter((x) => Boolean(x)).map((x) => t(x, 120)).join(" \u2192 ");
  const role = roles.get(s.index);
  const badges = [
    s.blamed ? `<span class="badge blamed">blamed</span>` : "",
    s.cited ? `<span class="badge cited">cited</span>` : "",
    s.error ? `<span class="badge error">error</span>` : "",
    ...s.modes.map((m) => `<span class="badge mode">${escapeHtml(m)}</span>`),
    s.inSet ? `<span class="badge set">in 90% set</span>` : "",
    role ? `<span class="badge root">${escapeHtml(role)}</span>` : ""
  ].join("");
  const health = s.health === null ? "" : ` \xB7 health ${s.health.toFixed(2)}`;
  return `<li class="${classes}" id="step-${s.index}" data-step="${s.index}"><div class="head"><b>step ${s.index}</b> \xB7 ${escapeHtml(s.kind)}${who ? ` \xB7 ${who}` : ""}${health}${badges}</div><pre>${t(s.text, STEP_TEXT_MAX)}</pre></li>`;
}
function ranked(v) {
  if (v.ranked.length === 0) return "";
  const steps = v.ranked.map((c) => `<a href="#step-${c.step}">step ${c.step}</a>${c.agent ? ` (${t(c.agent, 80)})` : ""} p ${c.p.toFixed(2)}`).join(", ");
  const set = v.set.length ? ` \xB7 90% set: ${v.set.length} step${v.set.length === 1 ? "" : "s"}` : "";
  return `<div class="ranked">most likely decisive: ${steps}${set}</div>`;
}
function renderPostmortem(pm) {
  const v = pm.verdict;
  const at = v.step === null ? "" : ` at <a href="#step-${v.step}">step ${v.step}</a>`;
  const verdict = v.mode || v.step !== null ? `<div class="verdict"><div class="mode">${v.mode ? `${escapeHtml(v.mode)} ${t(v.modeName)}` : "No mode detector fired"}${at}${v.agent ? ` by ${t(v.agent, 120)}` : ""}</div>
<div>confidence ${v.confidence.toFixed(2)}${v.runnerUps.length ? ` \xB7 runner-ups: ${v.runnerUps.map((r) => `${escapeHtml(r.mode)} ${t(r.name)} (${r.probability.toFixed(2)})`).join(", ")}` : ""}</div>${ranked(v)}</div>` : `<div class="verdict none"><div class="mode">Not attributed</div><div>${t(v.reason ?? "no failure signal was found")}</div></div>`;
  const candidates = pm.candidates.length ? `<table class="candidates"><thead><tr><th>mode</th><th>step</th><th>agent</th><th>confidence</th><th>detector</th><th>what was seen</th></tr></thead><tbody>
${pm.candidates.map((c) => `<tr><td>${escapeHtml(c.mode)}</td><td class="num"><a href="#step-${c.step}">${c.step}</a></td><td>${t(c.agent ?? "\u2014", 120)}</td><td class="num">${c.confidence.toFixed(2)}</td><td>${escapeHtml(c.detector)}</td><td>${t(c.message)}</td></tr>`).join("\n")}
</tbody></table>` : "<p>No detector fired; the step was chosen on the locator's word.</p>";
  const chain = pm.chain.length ? `<ol class="chain">${pm.chain.map((c) => `<li><a href="#step-${c.step}">step ${c.step}</a>${c.agent ? ` (${t(c.agent, 120)})` : ""}: <q>${t(c.quote, 300)}</q>${c.note ? ` \u2014 ${t(c.note)}` : ""} <small>[${t(c.by, 120)}]</small></li>`).join("\n")}</ol>` : "<p>No evidence was quoted.</p>";
  const max = Math.max(...pm.distribution.map((d) => d.share));
  const dist = `<div class="dist">${pm.distribution.map(
    (d) => `<div class="row${d.verdict ? " verdict-mode" : d.runnerUp ? " runner-up" : ""}" data-mode="${escapeHtml(d.mode)}"><span class="label">${escapeHtml(d.mode)} ${t(d.name)}</span><span class="bar" style="width:${Math.round(d.share / max * 360)}px"></span><span>${d.share}%</span></div>`
  ).join("\n")}</div>`;
  const roles = new Map((pm.counterfactual ?? []).map((c) => [c.step, c.role]));
  const timeline = `<ol class="timeline">${shown(pm.timeline).map((s) => "gap" in s ? `<li class="gap">\u2026 ${s.gap} step${s.gap === 1 ? "" : "s"} not shown \u2026</li>` : stepItem(s, roles)).join("\n")}</ol>`;
  const fixes = pm.fixes.length ? `<ul class="fixes">${pm.fixes.map((f) => `<li><b>${escapeHtml(f.mode)}</b>: ${t(f.text)}${f.evidence ? `<br><small>Published effect: ${t(f.evidence)}</small>` : ""}</li>`).join("\n")}</ul>` : "<p>No mode was named, so no fix is suggested.</p>";
  const cf = pm.counterfactual?.length ? `<h2>Counterfactual</h2><table><thead><tr><th>step</th><th>role</th><th>with the step removed</th></tr></thead><tbody>${pm.counterfactual.map((c) => `<tr><td class="num"><a href="#step-${c.step}">${c.step}</a></td><td>${escapeHtml(c.role)}</td><td>${t(c.detail)}</td></tr>`).join("\n")}</tbody></table>` : "";
  const where = `${pm.file}${pm.line ? `:${pm.line}` : ""}`;
  const meta = [t(where, 300), escapeHtml(pm.format), `${pm.timeline.length} steps`, escapeHtml(pm.outcome), pm.integrity ? `integrity ${escapeHtml(pm.integrity)}` : ""].filter(Boolean).join(" \xB7 ");
  const body = `<h1>Postmortem: ${t(pm.id, 200)}</h1>
<p class="meta">${meta} \xB7 <a href="index.html">all postmortems</a></p>
<div class="task">${t(pm.task, 1500)}</div>
<h2>Verdict</h2>
${verdict}
<h2>Candidate findings</h2>
${candidates}
<h2>Evidence chain</h2>
${chain}
<h2>The mode among published failures (MAST, share of failure flags)</h2>
${dist}
${cf}
<h2>Timeline</h2>
${timeline}
<h2>Fixes</h2>
${fixes}`;
  return page(`Postmortem: ${t(pm.id, 200)}`, body);
}
function renderIndex(rows, title = "blamegate postmortems") {
  const body = `<h1>${escapeHtml(title)}</h1>
<p class="meta">${rows.length} trace${rows.length === 1 ? "" : "s"} that failed or were blamed</p>
<table><thead><tr><th>trace</th><th>file</th><th>mode</th><th>step</th><th>agent</th><th>confidence</th></tr></thead><tbody>
${rows.map(
    ({ page: href, pm }) => `<tr><td><a href="${escapeHtml(href)}">${t(pm.id, 120)}</a></td><td>${t(`${pm.file}${pm.line ? `:${pm.line}` : ""}`, 200)}</td><td>${pm.verdict.mode ? `${escapeHtml(pm.verdict.mode)} ${t(pm.verdict.modeName)}` : "\u2014"}</td><td class="num">${pm.verdict.step ?? "\u2014"}</td><td>${t(pm.verdict.agent ?? "\u2014", 120)}</td><td class="num">${pm.verdict.confidence.toFixed(2)}</td></tr>`
  ).join("\n")}
</tbody></table>`;
  return page(escapeHtml(title), body);
}

// src/action/investigate.ts
var MAX_PAGES = 50;
var MAX_REREAD_BYTES = 64 * 1024 * 1024;
var POSTMORTEM_ARTIFACT = "blamegate-postmortem";
async function writePostmortems(result, outDir, cwd, logger) {
  const candidates = [];
  for (const t2 of result.traces) if (wantsPostmortem(t2)) candidates.push(t2);
  const wanted = candidates.sort((a, b) => (b.verdict?.confidence ?? 0) - (a.verdict?.confidence ?? 0)).slice(0, MAX_PAGES);
  if (wanted.length === 0) return null;
  const byKey = new Map(wanted.map((t2) => [`${t2.file}
${t2.id}`, t2]));
  const folder = path.join(outDir, "postmortem");
  await mkdir(folder, { recursive: true });
  const rows = [];
  let unread = 0;
  for (const file of [...new Set(wanted.map((t2) => t2.file))]) {
    const abs = path.resolve(cwd, file);
    if (((await stat(abs).catch(() => null))?.size ?? Infinity) > MAX_REREAD_BYTES) {
      unread++;
      continue;
    }
    for await (const item of readTraces(abs, { display: file })) {
      const original = "trace" in item ? byKey.get(`${file}
${item.trace.id}`) : void 0;
      if (!original || !("trace" in item)) continue;
      const trace = item.trace;
      const pm = buildPostmortem(trace, { ...analyzeTrace(trace, { integrity: "off" }), ...original.integrity ? { integrity: original.integrity } : {} });
      const name = pageName(`${file}#${trace.id}`);
      await writeFile(path.join(folder, name), renderPostmortem(pm));
      rows.push({ page: name, pm });
    }
  }
  await writeFile(path.join(folder, "index.html"), renderIndex(rows));
  if (unread) logger.info(`postmortem pages: ${unread} file(s) larger than ${MAX_REREAD_BYTES >> 20} MiB not read again`);
  return { folder, pages: rows.length, files: [...rows.map((r) => path.join(folder, r.page)), path.join(folder, "index.html")] };
}
async function uploadPostmortems(folder, files) {
  const { DefaultArtifactClient } = await import("./artifact-I44WQ5MN.js");
  const res = await new DefaultArtifactClient().uploadArtifact(POSTMORTEM_ARTIFACT, files, folder, { retentionDays: 30 });
  return res.id ?? null;
}
async function investigateRun(result, outDir, cwd, logger, artifacts) {
  const { scoreboardSection } = await import("./scoreboard-747GUUFM.js");
  let summary = "";
  try {
    summary = scoreboardSection(result.traces);
  } catch (err) {
    logger.warning(`agent scoreboard not made: ${errorMessage(err)}`);
  }
  const pages = await writePostmortems(result, outDir, cwd, logger).catch((err) => {
    logger.warning(`postmortem pages not written: ${errorMessage(err)}`);
    return null;
  });
  if (pages) summary += `
${pages.pages} postmortem page${pages.pages === 1 ? "" : "s"} in \`${path.relative(cwd, pages.folder) || pages.folder}\`${artifacts ? ` (artifact \`${POSTMORTEM_ARTIFACT}\`)` : ""}.
`;
  return {
    summary,
    // Returns the artifact's page, for the comment's links; null when there is none.
    upload: async (runUrl) => {
      if (!pages || !artifacts) return null;
      try {
        const id = await uploadPostmortems(pages.folder, pages.files);
        const core = await import("./core-ISFKPE42.js");
        if (id === null || !runUrl) return null;
        const url = `${runUrl}/artifacts/${id}`;
        await core.summary.addRaw(`
[Open the postmortem pages](${url}) (artifact \`${POSTMORTEM_ARTIFACT}\`: unzip, open index.html).
`).write();
        return url;
      } catch (err) {
        logger.warning(`postmortem pages not uploaded: ${errorMessage(err)}`);
        return null;
      }
    }
  };
}
export {
  MAX_PAGES,
  MAX_REREAD_BYTES,
  POSTMORTEM_ARTIFACT,
  investigateRun,
  uploadPostmortems,
  writePostmortems
};
