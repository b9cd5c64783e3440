import {
  compareCodePoints
} from "./chunk-IQDB7SWC.js";

// src/investigate/stats.ts
function bump(map, key) {
  map[key] = (map[key] ?? 0) + 1;
}
function rate(failed, known) {
  return known === 0 ? null : Math.round(failed / known * 1e4) / 1e4;
}
function round(x, digits = 2) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}
function sortedRecord(map) {
  return Object.fromEntries(Object.entries(map).sort((a, b) => b[1] - a[1] || compareCodePoints(a[0], b[0])));
}
function summarize(all) {
  const s = { traces: all.length, passed: 0, failed: 0, unknown: 0, failureRate: null, modes: {}, formats: {}, integrity: {}, mean: null };
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
function agentScoreboard(all) {
  const rows = /* @__PURE__ */ new Map();
  for (const f of all) {
    const names = /* @__PURE__ */ new Set([...Object.keys(f.byAgent), ...f.success === false && f.blamed_agent ? [f.blamed_agent] : []]);
    for (const agent of names) {
      let r = rows.get(agent);
      if (!r) rows.set(agent, r = { agent, traces: 0, steps: 0, tokens: 0, errors: 0, blamed: 0, failureRate: null, known: 0, failedTouched: 0 });
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
  return [...rows.values()].map(({ known, failedTouched, ...r }) => ({ ...r, failureRate: rate(failedTouched, known) })).sort((a, b) => b.blamed - a.blamed || b.errors - a.errors || b.steps - a.steps || compareCodePoints(a.agent, b.agent));
}
function toolTable(all) {
  const rows = /* @__PURE__ */ new Map();
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
  return [...rows.entries()].map(([tool, r]) => ({ tool, traces: r.traces, calls: r.calls, errors: r.errors, errorRate: round(r.errors / r.calls, 4), meanLatency: r.timed ? round(r.latency / r.timed) : null })).sort((a, b) => b.errors - a.errors || b.calls - a.calls || compareCodePoints(a.tool, b.tool));
}
function groupBy(all, field) {
  const groups = /* @__PURE__ */ new Map();
  for (const f of all) {
    const key = String(f[field] ?? "none");
    groups.set(key, [...groups.get(key) ?? [], f]);
  }
  return [...groups.entries()].map(([value, fs]) => ({ value, summary: summarize(fs) })).sort((a, b) => b.summary.traces - a.summary.traces || compareCodePoints(a.value, b.value));
}
function pct(x) {
  return x === null ? "-" : `${(x * 100).toFixed(1)}%`;
}
function table(head, rows) {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  return cells.map(
    (r) => r.map((c, i) => i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i])).join("  ").trimEnd()
  ).join("\n");
}
function summaryText(s) {
  const lines = [`traces ${s.traces}: ${s.passed} passed, ${s.failed} failed, ${s.unknown} unknown; failure rate ${pct(s.failureRate)}`];
  if (s.mean) lines.push(`mean per trace: ${s.mean.steps} steps, ${s.mean.tokens} tokens, $${s.mean.cost} cost, ${s.mean.max_latency} ms slowest step`);
  const list = (m) => Object.entries(m).map(([k, v]) => `${k} ${v}`).join(", ") || "none";
  lines.push(`modes (traces not passed): ${list(s.modes)}`);
  lines.push(`formats: ${list(s.formats)}`);
  if (Object.keys(s.integrity).length) lines.push(`integrity: ${list(s.integrity)}`);
  return `${lines.join("\n")}
`;
}
function scoreboardText(rows) {
  return `${table(
    ["agent", "traces", "steps", "tokens", "errors", "blamed", "failure rate"],
    rows.map((r) => [r.agent, r.traces, r.steps, r.tokens, r.errors, r.blamed, pct(r.failureRate)])
  )}
`;
}
function toolText(rows) {
  return `${table(
    ["tool", "traces", "calls", "errors", "error rate", "mean ms"],
    rows.map((r) => [r.tool, r.traces, r.calls, r.errors, pct(r.errorRate), r.meanLatency ?? "-"])
  )}
`;
}

export {
  summarize,
  agentScoreboard,
  toolTable,
  groupBy,
  summaryText,
  scoreboardText,
  toolText
};
