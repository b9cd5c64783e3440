// The agent scoreboard from the gate's compact results (no steps kept), for the action's job
// summary: per agent, the traces it took part in, the errors its steps recorded, how often a
// failed trace's verdict blamed it, and the failure rate of its traces. `stats --by agent`
// reads the traces themselves and adds steps and tokens.
import type { TraceResult } from "../results/model.js";
import { mdInline } from "../untrusted/sanitize.js";
import { compareCodePoints } from "../json/code-points.js";

export interface ResultAgentRow {
  agent: string;
  traces: number;
  errors: number;
  blamed: number;
  failureRate: number | null;
}

/** Agents shown in the job summary; the rest are counted in a last line. */
export const SUMMARY_AGENTS = 15;

export function resultScoreboard(traces: Iterable<TraceResult>): { rows: ResultAgentRow[]; multiAgent: number } {
  const rows = new Map<string, { traces: number; errors: number; blamed: number; known: number; failed: number }>();
  let multiAgent = 0;
  for (const t of traces) {
    if (t.agents.length < 2) continue;
    multiAgent++;
    for (const agent of t.agents) {
      const r = rows.get(agent) ?? { traces: 0, errors: 0, blamed: 0, known: 0, failed: 0 };
      r.traces++;
      r.errors += t.errors.filter((e) => e.agent === agent).length;
      if (t.success === false && t.verdict?.agent === agent) r.blamed++;
      if (t.success !== null) r.known++;
      if (t.success === false) r.failed++;
      rows.set(agent, r);
    }
  }
  return {
    multiAgent,
    rows: [...rows.entries()]
      .map(([agent, r]) => ({ agent, traces: r.traces, errors: r.errors, blamed: r.blamed, failureRate: r.known ? Math.round((r.failed / r.known) * 10000) / 10000 : null }))
      .sort((a, b) => b.blamed - a.blamed || b.errors - a.errors || b.traces - a.traces || compareCodePoints(a.agent, b.agent)),
  };
}

/** The scoreboard as job-summary markdown; empty when no trace had two agents or more. */
export function scoreboardSection(traces: Iterable<TraceResult>): string {
  const { rows, multiAgent } = resultScoreboard(traces);
  if (multiAgent === 0) return "";
  const pct = (x: number | null) => (x === null ? "-" : `${(x * 100).toFixed(1)}%`);
  const shown = rows.slice(0, SUMMARY_AGENTS);
  const lines = [
    `### Agent scoreboard (${multiAgent} multi-agent trace${multiAgent === 1 ? "" : "s"})`,
    "",
    "| agent | traces | errors | blamed | failure rate |",
    "|---|---:|---:|---:|---:|",
    ...shown.map((r) => `| ${mdInline(r.agent, { max: 80 })} | ${r.traces} | ${r.errors} | ${r.blamed} | ${pct(r.failureRate)} |`),
  ];
  if (rows.length > shown.length) lines.push("", `… and ${rows.length - shown.length} more agents (\`blamegate stats --by agent\` lists them all).`);
  return `${lines.join("\n")}\n`;
}
