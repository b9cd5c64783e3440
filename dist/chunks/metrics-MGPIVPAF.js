import {
  summarize
} from "./chunk-G7LD6YAD.js";
import {
  traceFacts
} from "./chunk-GOBT7XVS.js";
import {
  analyzedTraces
} from "./chunk-GSIAH7B7.js";
import "./chunk-HZWBYKGB.js";
import "./chunk-22VN376E.js";
import "./chunk-AGJRS4GB.js";
import {
  modeSpec,
  taxonomy
} from "./chunk-JR3VQ5HG.js";
import "./chunk-YGCNO4FP.js";
import {
  compareCodePoints
} from "./chunk-IQDB7SWC.js";
import "./chunk-OOTPXRYL.js";
import {
  FORMAT_FLAG,
  NEED_TRACES,
  skippedLine
} from "./chunk-LZA6KSJF.js";
import {
  defineVerb
} from "./chunk-XMZDHVEO.js";
import "./chunk-ASJVBXQ2.js";
import "./chunk-TO6SDY25.js";
import "./chunk-6MMPFA4I.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-MEJZJAMB.js";
import "./chunk-OVDCFCZU.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-KR66X3FU.js";
import {
  EXIT
} from "./chunk-HICB6UNN.js";
import "./chunk-CWNB6RKT.js";
import {
  MODE_IDS
} from "./chunk-AILNL7PL.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-IMYR3TK7.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/cli/metrics.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

// src/investigate/metrics.ts
var MAX_LABEL_CHARS = 128;
var MAX_TOOLS = 100;
var QUANTILES = [0.5, 0.9, 0.99];
var VERDICTS = ["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"];
function labelValue(text) {
  const cut = [...text].slice(0, MAX_LABEL_CHARS).join("");
  return cut.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}
function labels(pairs) {
  return `{${Object.entries(pairs).map(([k, v]) => `${k}="${labelValue(v)}"`).join(",")}}`;
}
function number(x) {
  if (Number.isNaN(x)) return "NaN";
  if (!Number.isFinite(x)) return x > 0 ? "+Inf" : "-Inf";
  return String(Math.round(x * 1e9) / 1e9);
}
function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}
var Writer = class {
  lines = [];
  family(name, type, help, unit) {
    this.lines.push(`# TYPE ${name} ${type}`);
    if (unit) this.lines.push(`# UNIT ${name} ${unit}`);
    this.lines.push(`# HELP ${name} ${help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`);
  }
  sample(name, l, value) {
    this.lines.push(`${name}${labels(l)} ${number(value)}`);
  }
  text() {
    return `${this.lines.join("\n")}
# EOF
`;
  }
};
function toolsOf(all) {
  const tools = /* @__PURE__ */ new Map();
  for (const f of all) {
    for (const [name, t] of Object.entries(f.byTool)) {
      const a = tools.get(name) ?? { calls: 0, errors: 0, latencies: [] };
      a.calls += t.calls;
      a.errors += t.errors;
      for (const l of t.latencies) a.latencies.push(l);
      tools.set(name, a);
    }
  }
  if (tools.size <= MAX_TOOLS) return tools;
  const ranked = [...tools.entries()].sort((a, b) => b[1].calls - a[1].calls || compareCodePoints(a[0], b[0]));
  const kept = new Map(ranked.slice(0, MAX_TOOLS - 1));
  const other = { calls: 0, errors: 0, latencies: [] };
  for (const [, a] of ranked.slice(MAX_TOOLS - 1)) {
    other.calls += a.calls;
    other.errors += a.errors;
    for (const l of a.latencies) other.latencies.push(l);
  }
  kept.set("(other)", other);
  return kept;
}
function renderMetrics(all, options) {
  const branch = { branch: options.branch };
  const s = summarize(all);
  const w = new Writer();
  w.family("blamegate_run_traces", "gauge", "Traces read in the run, by outcome.");
  w.sample("blamegate_run_traces", { ...branch, outcome: "passed" }, s.passed);
  w.sample("blamegate_run_traces", { ...branch, outcome: "failed" }, s.failed);
  w.sample("blamegate_run_traces", { ...branch, outcome: "unknown" }, s.unknown);
  w.family("blamegate_run_failure_ratio", "gauge", "Failed traces over traces with a known outcome (NaN when none has one).", "ratio");
  w.sample("blamegate_run_failure_ratio", branch, s.failureRate ?? Number.NaN);
  w.family("blamegate_run_skipped_inputs", "gauge", "Files or lines that could not be read.");
  w.sample("blamegate_run_skipped_inputs", branch, options.skipped ?? 0);
  w.family("blamegate_mode_failures", "gauge", "Traces not passed whose verdict names the MAST mode.");
  for (const id of MODE_IDS) w.sample("blamegate_mode_failures", { ...branch, category: modeSpec(id).category, mode: id }, s.modes[id] ?? 0);
  w.family("blamegate_category_failures", "gauge", "Traces not passed whose verdict names a mode of the MAST category.");
  for (const c of taxonomy().categories) {
    const n = MODE_IDS.filter((id) => modeSpec(id).category === c.id).reduce((sum, id) => sum + (s.modes[id] ?? 0), 0);
    w.sample("blamegate_category_failures", { ...branch, category: c.id }, n);
  }
  w.family("blamegate_integrity_traces", "gauge", "Traces by hash-chain verdict.");
  for (const v of VERDICTS) w.sample("blamegate_integrity_traces", { ...branch, verdict: v }, s.integrity[v] ?? 0);
  const tools = [...toolsOf(all).entries()].sort((a, b) => compareCodePoints(a[0], b[0]));
  w.family("blamegate_tool_calls", "gauge", "Tool calls in the run.");
  for (const [tool, a] of tools) w.sample("blamegate_tool_calls", { ...branch, tool }, a.calls);
  w.family("blamegate_tool_errors", "gauge", "Tool calls that recorded an error.");
  for (const [tool, a] of tools) w.sample("blamegate_tool_errors", { ...branch, tool }, a.errors);
  w.family("blamegate_tool_latency_seconds", "summary", "Latency of the tool calls that recorded one.", "seconds");
  for (const [tool, a] of tools) {
    if (a.latencies.length === 0) continue;
    const sorted = [...a.latencies].sort((x, y) => x - y);
    for (const q of QUANTILES) w.sample("blamegate_tool_latency_seconds", { ...branch, tool, quantile: String(q) }, quantile(sorted, q) / 1e3);
    w.sample("blamegate_tool_latency_seconds_sum", { ...branch, tool }, sorted.reduce((x, y) => x + y, 0) / 1e3);
    w.sample("blamegate_tool_latency_seconds_count", { ...branch, tool }, sorted.length);
  }
  return w.text();
}

// src/cli/metrics.ts
var FLAGS = [
  { name: "out", type: "string", value: "DIR", description: "write DIR/metrics.prom instead of printing" },
  { name: "branch", type: "string", value: "NAME", description: "the branch label (default: GITHUB_HEAD_REF or GITHUB_REF_NAME when set)" },
  FORMAT_FLAG
];
var verb = defineVerb({
  name: "metrics",
  synopsis: "PATH... [--out DIR] [--branch NAME] [--format F]",
  about: `Writes traces, failures and failure ratio, failures per MAST mode and category, integrity
verdicts and per-tool calls, errors and latency summaries in the OpenMetrics text format, every
series labelled with the branch (default: GITHUB_HEAD_REF or GITHUB_REF_NAME when set).`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: metrics
});
var run = verb.main;
async function metrics(a, io) {
  const branch = typeof a.values.branch === "string" ? a.values.branch : io.env.GITHUB_HEAD_REF || io.env.GITHUB_REF_NAME || "";
  const skipped = [];
  const all = [];
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) all.push(traceFacts(trace, result));
  for (const s of skipped) io.stderr(skippedLine(s));
  const text = renderMetrics(all, { branch, skipped: skipped.length });
  if (typeof a.values.out === "string") {
    const dir = path.resolve(io.cwd, a.values.out);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, "metrics.prom");
    await writeFile(file, text);
    io.stderr(`wrote ${path.relative(io.cwd, file) || file}: ${all.length} traces
`);
  } else io.stdout(text);
  if (all.length === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
export {
  run,
  verb
};
