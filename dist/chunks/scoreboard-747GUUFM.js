import {
  compareCodePoints
} from "./chunk-IQDB7SWC.js";
import {
  mdInline
} from "./chunk-MEJZJAMB.js";
import "./chunk-KR66X3FU.js";
import "./chunk-N2X3B6NU.js";

// src/investigate/scoreboard.ts
var SUMMARY_AGENTS = 15;
function resultScoreboard(traces) {
  const rows = /* @__PURE__ */ new Map();
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
    rows: [...rows.entries()].map(([agent, r]) => ({ agent, traces: r.traces, errors: r.errors, blamed: r.blamed, failureRate: r.known ? Math.round(r.failed / r.known * 1e4) / 1e4 : null })).sort((a, b) => b.blamed - a.blamed || b.errors - a.errors || b.traces - a.traces || compareCodePoints(a.agent, b.agent))
  };
}
function scoreboardSection(traces) {
  const { rows, multiAgent } = resultScoreboard(traces);
  if (multiAgent === 0) return "";
  const pct = (x) => x === null ? "-" : `${(x * 100).toFixed(1)}%`;
  const shown = rows.slice(0, SUMMARY_AGENTS);
  const lines = [
    `### Agent scoreboard (${multiAgent} multi-agent trace${multiAgent === 1 ? "" : "s"})`,
    "",
    "| agent | traces | errors | blamed | failure rate |",
    "|---|---:|---:|---:|---:|",
    ...shown.map((r) => `| ${mdInline(r.agent, { max: 80 })} | ${r.traces} | ${r.errors} | ${r.blamed} | ${pct(r.failureRate)} |`)
  ];
  if (rows.length > shown.length) lines.push("", `\u2026 and ${rows.length - shown.length} more agents (\`blamegate stats --by agent\` lists them all).`);
  return `${lines.join("\n")}
`;
}
export {
  SUMMARY_AGENTS,
  resultScoreboard,
  scoreboardSection
};
