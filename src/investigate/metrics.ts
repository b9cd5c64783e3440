// `out/metrics.prom`: a run's numbers in the OpenMetrics text format, for a Prometheus textfile
// collector or a push. Each file describes one run, so its counts are gauges (a counter must
// only grow, and a file rewritten per run would read as a reset each time); that also keeps
// Prometheus's own linter (`promtool check metrics`, which reads the older text format and wants
// counter families named *_total) and the OpenMetrics rule (the _total suffix is on the sample,
// not the family) both satisfied. Tool latency is a summary in seconds.
//
// Label values come from traces (tool names, branch) and are untrusted: escaped as the format
// says, cut to MAX_LABEL_CHARS, and at most MAX_TOOLS tools get series of their own (the rest
// are summed under tool="(other)") so a hostile trace cannot blow up a Prometheus's cardinality.
import { MODE_IDS } from "../attribution/model.js";
import { modeSpec, taxonomy } from "../attribution/taxonomy.js";
import type { TraceFacts } from "./facts.js";
import { summarize } from "./stats.js";
import { compareCodePoints } from "../json/code-points.js";

export const MAX_LABEL_CHARS = 128;
export const MAX_TOOLS = 100;
const QUANTILES = [0.5, 0.9, 0.99];
const VERDICTS = ["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"];

export interface MetricsOptions {
  branch: string;
  /** Files or lines that could not be read. */
  skipped?: number;
}

/** A label value as OpenMetrics wants it: \\, " and newline escaped; bounded. */
export function labelValue(text: string): string {
  const cut = [...text].slice(0, MAX_LABEL_CHARS).join("");
  return cut.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\r/g, "\\r");
}

function labels(pairs: Record<string, string>): string {
  return `{${Object.entries(pairs)
    .map(([k, v]) => `${k}="${labelValue(v)}"`)
    .join(",")}}`;
}

function number(x: number): string {
  if (Number.isNaN(x)) return "NaN";
  if (!Number.isFinite(x)) return x > 0 ? "+Inf" : "-Inf";
  return String(Math.round(x * 1e9) / 1e9);
}

/** Nearest-rank quantile of sorted values. */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

class Writer {
  private readonly lines: string[] = [];
  family(name: string, type: "gauge" | "summary", help: string, unit?: string): void {
    this.lines.push(`# TYPE ${name} ${type}`);
    if (unit) this.lines.push(`# UNIT ${name} ${unit}`);
    this.lines.push(`# HELP ${name} ${help.replace(/\\/g, "\\\\").replace(/\n/g, "\\n")}`);
  }
  sample(name: string, l: Record<string, string>, value: number): void {
    this.lines.push(`${name}${labels(l)} ${number(value)}`);
  }
  text(): string {
    return `${this.lines.join("\n")}\n# EOF\n`;
  }
}

interface ToolAgg {
  calls: number;
  errors: number;
  latencies: number[];
}

function toolsOf(all: readonly TraceFacts[]): Map<string, ToolAgg> {
  const tools = new Map<string, ToolAgg>();
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
  // The busiest tools keep their own series; the rest are summed.
  const ranked = [...tools.entries()].sort((a, b) => b[1].calls - a[1].calls || compareCodePoints(a[0], b[0]));
  const kept = new Map(ranked.slice(0, MAX_TOOLS - 1));
  const other: ToolAgg = { calls: 0, errors: 0, latencies: [] };
  for (const [, a] of ranked.slice(MAX_TOOLS - 1)) {
    other.calls += a.calls;
    other.errors += a.errors;
    for (const l of a.latencies) other.latencies.push(l);
  }
  kept.set("(other)", other);
  return kept;
}

export function renderMetrics(all: readonly TraceFacts[], options: MetricsOptions): string {
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

  // Every mode and category, zeros included, so a series does not vanish when a mode stops failing.
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
    for (const q of QUANTILES) w.sample("blamegate_tool_latency_seconds", { ...branch, tool, quantile: String(q) }, quantile(sorted, q) / 1000);
    w.sample("blamegate_tool_latency_seconds_sum", { ...branch, tool }, sorted.reduce((x, y) => x + y, 0) / 1000);
    w.sample("blamegate_tool_latency_seconds_count", { ...branch, tool }, sorted.length);
  }
  return w.text();
}
