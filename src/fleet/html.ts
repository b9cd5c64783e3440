// The fleet as one self-contained HTML page: inline CSS, no scripts, no external requests
// (a Content-Security-Policy says so), every piece of digest text escaped.
import type { FleetStore } from "./model.js";
import { escapeHtml } from "../untrusted/sanitize.js";

const pct = (v: number | null) => (v === null ? "n/a" : `${(v * 100).toFixed(1)}%`);

/** A small SVG line of the failure rate on a fixed 0..1 scale, so stores compare at a glance. */
function svgLine(values: readonly number[]): string {
  if (values.length < 2) return "";
  const w = 120;
  const h = 24;
  const pts = values.map((v, i) => `${((i / (values.length - 1)) * w).toFixed(1)},${(h - Math.min(1, Math.max(0, v)) * h).toFixed(1)}`).join(" ");
  return `<svg class="line" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true"><polyline points="${pts}" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>`;
}

const STYLE = `
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:24px;color:#1f2328;background:#fff}
h1{font-size:20px;margin:0 0 4px}
p.meta{color:#59636e;margin:0 0 16px}
table{border-collapse:collapse;min-width:720px}
th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #d1d9e0;vertical-align:middle}
th{background:#f6f8fa;font-weight:600}
td.rate{font-variant-numeric:tabular-nums;white-space:nowrap}
.bar{display:inline-block;height:8px;background:#cf222e;margin-right:6px;vertical-align:middle}
.spark{font-family:ui-monospace,Menlo,Consolas,monospace;letter-spacing:1px}
.verdict{display:inline-block;padding:1px 8px;border-radius:10px;font-size:12px;font-weight:600}
.worsening{background:#ffebe9;color:#a40e26}
.stable{background:#eaeef2;color:#424a53}
.improving{background:#dafbe1;color:#116329}
.not-enough-data{background:#fff8c5;color:#7d4e00}
tr.worsening td:first-child{border-left:4px solid #cf222e}
svg.line{color:#0969da;vertical-align:middle}
`;

export function renderFleetHtml(stores: readonly FleetStore[], options: { title?: string; generatedAt?: Date } = {}): string {
  const title = options.title ?? "blamegate fleet";
  const rows = stores
    .map((s) => {
      const v = s.trend.verdict;
      const width = s.failureRate === null ? 0 : Math.round(s.failureRate * 80);
      const modes = s.topModes.map((m) => `${escapeHtml(m.mode)} ×${m.count}`).join(", ") || "—";
      return `<tr class="${v}" data-store="${escapeHtml(s.name)}" data-verdict="${v}">
<td class="store">${escapeHtml(s.name)}</td>
<td class="rate"><span class="bar" style="width:${width}px"></span>${pct(s.failureRate)}</td>
<td><span class="spark">${escapeHtml(s.trend.sparkline)}</span> ${svgLine(s.trend.values)}</td>
<td><span class="verdict ${v}">${escapeHtml(v.replace(/-/g, " "))}</span></td>
<td class="modes">${modes}</td>
<td>${s.runs}</td>
<td>${escapeHtml(s.latest.time)}</td>
</tr>`;
    })
    .join("\n");
  const worse = stores.filter((s) => s.trend.verdict === "worsening").length;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="meta">${stores.length} store${stores.length === 1 ? "" : "s"}, ${worse} worsening${options.generatedAt ? ` · generated ${escapeHtml(options.generatedAt.toISOString())}` : ""}</p>
<table>
<thead><tr><th>store</th><th>failure rate</th><th>history</th><th>trend</th><th>top modes</th><th>runs</th><th>last run</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
