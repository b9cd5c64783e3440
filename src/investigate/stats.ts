// `blamegate stats`: what a selection of traces adds up to — counts, failure rate, modes, means,
// integrity verdicts — and, by agent, the scoreboard: each agent's steps, tokens, errors, how
// often a failed trace's verdict blamed it, and the failure rate of the traces it took part in.
import type { TraceFacts } from "./facts.js";
import { compareCodePoints } from "../json/code-points.js";

export interface Summary {
  traces: number;
  passed: number;
  failed: number;
  unknown: number;
  /** failed / (passed + failed); null with no known outcome. */
  failureRate: number | null;
  modes: Record<string, number>;
  formats: Record<string, number>;
  integrity: Record<string, number>;
  mean: { steps: number; tokens: number; cost: number; max_latency: number } | null;
}

export interface AgentRow {
  agent: string;
  traces: number;
  steps: number;
  tokens: number;
  errors: number;
  /** Failed traces whose verdict names this agent. */
  blamed: number;
  /** Failed / known-outcome traces among those the agent took part in. */
  failureRate: number | null;
}

export interface ToolRow {
  tool: string;
  traces: number;
  calls: number;
  errors: number;
  errorRate: number;
  meanLatency: number | null;
}

function bump(map: Record<string, number>, key: string): void {
  map[key] = (map[key] ?? 0) + 1;
}

function rate(failed: number, known: number): number | null {
  return known === 0 ? null : Math.round((failed / known) * 10000) / 10000;
}

function round(x: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/** Keys sorted by count, most first, then by name: the order every table prints. */
function sortedRecord(map: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(map).sort((a, b) => b[1] - a[1] || compareCodePoints(a[0], b[0])));
}

export function summarize(all: readonly TraceFacts[]): Summary {
  const s: Summary = { traces: all.length, passed: 0, failed: 0, unknown: 0, failureRate: null, modes: {}, formats: {}, integrity: {}, mean: null };
  let steps = 0;
  let tokens = 0;
  let cost = 0;
  let latency = 0;
  for (const f of all) {
    if (f.success === true) s.passed++;
    else if (f.success === false) s.failed++;
    else s.unknown++;
    if (f.success !== true && f.mode) bump(s.modes, f.mode);
    bump(s.formats, f.format);
    if (f.integrity) bump(s.integrity, f.integrity);
    steps += f.steps;
    tokens += f.tokens;
    cost += f.cost;
    latency += f.max_latency;
  }
  s.failureRate = rate(s.failed, s.passed + s.failed);
  s.modes = sortedRecord(s.modes);
  s.formats = sortedRecord(s.formats);
  s.integrity = sortedRecord(s.integrity);
  const n = all.length;
  if (n > 0) s.mean = { steps: round(steps / n), tokens: round(tokens / n), cost: round(cost / n, 6), max_latency: round(latency / n) };
  return s;
}

export function agentScoreboard(all: readonly TraceFacts[]): AgentRow[] {
  const rows = new Map<string, AgentRow & { known: number; failedTouched: number }>();
  for (const f of all) {
    const names = new Set([...Object.keys(f.byAgent), ...(f.success === false && f.blamed_agent ? [f.blamed_agent] : [])]);
    for (const agent of names) {
      let r = rows.get(agent);
      if (!r) rows.set(agent, (r = { agent, traces: 0, steps: 0, tokens: 0, errors: 0, blamed: 0, failureRate: null, known: 0, failedTouched: 0 }));
      const tally = f.byAgent[agent];
      r.traces++;
      r.steps += tally?.steps ?? 0;
      r.tokens += tally?.tokens ?? 0;
      r.errors += tally?.errors ?? 0;
      if (f.success === false && f.blamed_agent === agent) r.blamed++;
      if (f.success !== null) r.known++;
      if (f.success === false) r.failedTouched++;
    }
  }
  return [...rows.values()]
    .map(({ known, failedTouched, ...r }) => ({ ...r, failureRate: rate(failedTouched, known) }))
    .sort((a, b) => b.blamed - a.blamed || b.errors - a.errors || b.steps - a.steps || compareCodePoints(a.agent, b.agent));
}

export function toolTable(all: readonly TraceFacts[]): ToolRow[] {
  const rows = new Map<string, { traces: number; calls: number; errors: number; latency: number; timed: number }>();
  for (const f of all) {
    for (const [tool, t] of Object.entries(f.byTool)) {
      const r = rows.get(tool) ?? { traces: 0, calls: 0, errors: 0, latency: 0, timed: 0 };
      r.traces++;
      r.calls += t.calls;
      r.errors += t.errors;
      r.latency += t.latencies.reduce((a, b) => a + b, 0);
      r.timed += t.latencies.length;
      rows.set(tool, r);
    }
  }
  return [...rows.entries()]
    .map(([tool, r]) => ({ tool, traces: r.traces, calls: r.calls, errors: r.errors, errorRate: round(r.errors / r.calls, 4), meanLatency: r.timed ? round(r.latency / r.timed) : null }))
    .sort((a, b) => b.errors - a.errors || b.calls - a.calls || compareCodePoints(a.tool, b.tool));
}

/** A summary per value of a one-valued field (format, mode, integrity, success, blamed_agent). */
export function groupBy(all: readonly TraceFacts[], field: "format" | "mode" | "integrity" | "success" | "blamed_agent"): { value: string; summary: Summary }[] {
  const groups = new Map<string, TraceFacts[]>();
  for (const f of all) {
    const key = String(f[field] ?? "none");
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  return [...groups.entries()].map(([value, fs]) => ({ value, summary: summarize(fs) })).sort((a, b) => b.summary.traces - a.summary.traces || compareCodePoints(a.value, b.value));
}

// --- text --------------------------------------------------------------------------------------

function pct(x: number | null): string {
  return x === null ? "-" : `${(x * 100).toFixed(1)}%`;
}

function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  return cells
    .map((r) =>
      r
        .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

export function summaryText(s: Summary): string {
  const lines = [`traces ${s.traces}: ${s.passed} passed, ${s.failed} failed, ${s.unknown} unknown; failure rate ${pct(s.failureRate)}`];
  if (s.mean) lines.push(`mean per trace: ${s.mean.steps} steps, ${s.mean.tokens} tokens, $${s.mean.cost} cost, ${s.mean.max_latency} ms slowest step`);
  const list = (m: Record<string, number>) =>
    Object.entries(m)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ") || "none";
  lines.push(`modes (traces not passed): ${list(s.modes)}`);
  lines.push(`formats: ${list(s.formats)}`);
  if (Object.keys(s.integrity).length) lines.push(`integrity: ${list(s.integrity)}`);
  return `${lines.join("\n")}\n`;
}

export function scoreboardText(rows: readonly AgentRow[]): string {
  return `${table(
    ["agent", "traces", "steps", "tokens", "errors", "blamed", "failure rate"],
    rows.map((r) => [r.agent, r.traces, r.steps, r.tokens, r.errors, r.blamed, pct(r.failureRate)]),
  )}\n`;
}

export function toolText(rows: readonly ToolRow[]): string {
  return `${table(
    ["tool", "traces", "calls", "errors", "error rate", "mean ms"],
    rows.map((r) => [r.tool, r.traces, r.calls, r.errors, pct(r.errorRate), r.meanLatency ?? "-"]),
  )}\n`;
}
