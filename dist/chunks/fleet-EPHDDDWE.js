import {
  analyzeTrend,
  orderDigests
} from "./chunk-SDLIRME4.js";
import {
  compareCodePoints
} from "./chunk-IQDB7SWC.js";
import {
  defineVerb,
  numberCheck
} from "./chunk-XMZDHVEO.js";
import {
  isJsonlName
} from "./chunk-FNUF3IYR.js";
import {
  escapeHtml
} from "./chunk-MEJZJAMB.js";
import {
  parseHistory
} from "./chunk-I7EBPAF5.js";
import {
  DigestSchema
} from "./chunk-ZFJHNQGK.js";
import "./chunk-KR66X3FU.js";
import "./chunk-HICB6UNN.js";
import "./chunk-CWNB6RKT.js";
import "./chunk-AILNL7PL.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/cli/fleet.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

// src/fleet/model.ts
function storeName(d) {
  return d.category && d.category !== "blamegate" ? `${d.repository} \xB7 ${d.category}` : d.repository;
}
var ORDER = { worsening: 0, stable: 1, "not-enough-data": 2, improving: 3 };
function buildFleet(digests, options = {}) {
  const groups = /* @__PURE__ */ new Map();
  for (const d of digests) {
    const key = storeName(d);
    const list = groups.get(key) ?? [];
    list.push(d);
    groups.set(key, list);
  }
  const stores = [];
  for (const [name, list] of groups) {
    const ordered = orderDigests(list);
    const latest = ordered[ordered.length - 1];
    const rates = ordered.flatMap((d) => d.failureRate === null ? [] : [d.failureRate]);
    const modes = /* @__PURE__ */ new Map();
    for (const d of ordered) for (const [m, n] of Object.entries(d.modes)) modes.set(m, (modes.get(m) ?? 0) + n);
    stores.push({
      name,
      repository: latest.repository,
      category: latest.category,
      runs: ordered.length,
      latest,
      failureRate: rates[rates.length - 1] ?? null,
      trend: analyzeTrend(rates, options),
      topModes: [...modes].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || compareCodePoints(a[0], b[0])).slice(0, 3).map(([mode, count]) => ({ mode, count }))
    });
  }
  return stores.sort((a, b) => ORDER[a.trend.verdict] - ORDER[b.trend.verdict] || (b.failureRate ?? -1) - (a.failureRate ?? -1) || compareCodePoints(a.name, b.name));
}

// src/fleet/load.ts
import { readFile } from "node:fs/promises";
async function loadDigestFiles(paths) {
  const digests = [];
  const notes = [];
  for (const p of paths) {
    let text;
    try {
      text = await readFile(p, "utf8");
    } catch (e) {
      notes.push(`${p}: ${e.message}`);
      continue;
    }
    const trimmed = text.trimStart();
    let whole;
    if (trimmed.startsWith("[") || trimmed.startsWith("{") && !isJsonlName(p)) {
      try {
        whole = JSON.parse(text);
      } catch {
        whole = void 0;
      }
    }
    if (whole !== void 0) {
      const items = Array.isArray(whole) ? whole : [whole];
      items.forEach((item, i) => {
        const r = DigestSchema.safeParse(item);
        if (r.success) digests.push(r.data);
        else notes.push(`${p}${Array.isArray(whole) ? `[${i}]` : ""}: not a blamegate digest`);
      });
      continue;
    }
    const h = parseHistory(text, p);
    digests.push(...h.digests);
    notes.push(...h.notes);
  }
  return { digests, notes };
}

// src/fleet/html.ts
var pct = (v) => v === null ? "n/a" : `${(v * 100).toFixed(1)}%`;
function svgLine(values) {
  if (values.length < 2) return "";
  const w = 120;
  const h = 24;
  const pts = values.map((v, i) => `${(i / (values.length - 1) * w).toFixed(1)},${(h - Math.min(1, Math.max(0, v)) * h).toFixed(1)}`).join(" ");
  return `<svg class="line" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" aria-hidden="true"><polyline points="${pts}" fill="none" stroke="currentColor" stroke-width="1.5"/></svg>`;
}
var STYLE = `
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
function renderFleetHtml(stores, options = {}) {
  const title = options.title ?? "blamegate fleet";
  const rows = stores.map((s) => {
    const v = s.trend.verdict;
    const width = s.failureRate === null ? 0 : Math.round(s.failureRate * 80);
    const modes = s.topModes.map((m) => `${escapeHtml(m.mode)} \xD7${m.count}`).join(", ") || "\u2014";
    return `<tr class="${v}" data-store="${escapeHtml(s.name)}" data-verdict="${v}">
<td class="store">${escapeHtml(s.name)}</td>
<td class="rate"><span class="bar" style="width:${width}px"></span>${pct(s.failureRate)}</td>
<td><span class="spark">${escapeHtml(s.trend.sparkline)}</span> ${svgLine(s.trend.values)}</td>
<td><span class="verdict ${v}">${escapeHtml(v.replace(/-/g, " "))}</span></td>
<td class="modes">${modes}</td>
<td>${s.runs}</td>
<td>${escapeHtml(s.latest.time)}</td>
</tr>`;
  }).join("\n");
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
<p class="meta">${stores.length} store${stores.length === 1 ? "" : "s"}, ${worse} worsening${options.generatedAt ? ` \xB7 generated ${escapeHtml(options.generatedAt.toISOString())}` : ""}</p>
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

// src/fleet/table.ts
var pct2 = (v) => v === null ? "n/a" : `${(v * 100).toFixed(1)}%`;
var clean = (s) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, "?");
function renderFleetTable(stores) {
  const rows = stores.map((s) => [clean(s.name), pct2(s.failureRate), s.trend.sparkline, s.trend.verdict, String(s.runs), s.topModes.map((m) => `${m.mode}\xD7${m.count}`).join(" ") || "-"]);
  const header = ["store", "failure", "history", "trend", "runs", "top modes"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => [...r[i]].length)));
  const line = (cells) => cells.map((c, i) => c + " ".repeat(widths[i] - [...c].length)).join("  ").trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n") + "\n";
}

// src/cli/fleet.ts
var FLAGS = [
  { name: "html", type: "string", value: "FILE", description: "also write one self-contained HTML page" },
  { name: "title", type: "string", value: "TEXT", description: 'page title (default "blamegate fleet")' },
  {
    name: "min-points",
    type: "string",
    value: "N",
    description: "points needed for a trend verdict (default 5)",
    check: numberCheck("--min-points takes an integer of at least 2", (n) => Number.isInteger(n) && n >= 2)
  },
  { name: "json", type: "boolean", description: "print the stores as JSON instead of the table" }
];
var verb = defineVerb({
  name: "fleet",
  synopsis: "DIGESTS... [--html out.html] [--json]",
  about: `DIGESTS are digest.json files, JSON arrays of digests, or history JSONL files (one digest a
line). Digests are grouped by repository (and category), each store gets its trend.`,
  flags: FLAGS,
  positionals: { required: "no digest files given" },
  run: fleet
});
var run = verb.main;
async function fleet({ values, positionals }, io) {
  const minPoints = values["min-points"] !== void 0 ? Number(values["min-points"]) : void 0;
  const { digests, notes } = await loadDigestFiles(positionals.map((p) => path.resolve(io.cwd, p)));
  for (const n of notes) io.stderr(`skipped ${n}
`);
  if (digests.length === 0) {
    io.stderr("blamegate fleet: no readable digests\n");
    return 1;
  }
  const stores = buildFleet(digests, minPoints !== void 0 ? { minPoints } : {});
  if (values.json) {
    io.stdout(
      JSON.stringify(
        stores.map((s) => ({
          name: s.name,
          repository: s.repository,
          category: s.category,
          runs: s.runs,
          failureRate: s.failureRate,
          trend: { verdict: s.trend.verdict, slope: s.trend.slope, change: s.trend.change, p: s.trend.mannKendall?.p ?? null, sparkline: s.trend.sparkline },
          topModes: s.topModes,
          lastRun: s.latest.time
        })),
        null,
        2
      ) + "\n"
    );
  } else {
    io.stdout(renderFleetTable(stores));
  }
  if (values.html) {
    const file = path.resolve(io.cwd, values.html);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, renderFleetHtml(stores, { ...values.title ? { title: values.title } : {}, generatedAt: /* @__PURE__ */ new Date() }), "utf8");
    io.stderr(`wrote ${file}
`);
  }
  return 0;
}
export {
  run,
  verb
};
