import "./chunk-N2X3B6NU.js";

// src/compare/text.ts
function comparisonText(c) {
  const count = (status) => c.tasks.filter((t) => t.status === status).length;
  const n = (k, one, many) => `${k} ${k === 1 ? one : many}`;
  const lines = [
    `against the base run (${n(c.base.traces, "trace", "traces")}): ${n(count("new-failure"), "new failure", "new failures")}, ${count("fixed")} fixed, ${count("still-failing")} still failing, ${count("passing")} passing, ${count("unpaired")} unpaired`
  ];
  for (const t of c.tasks.filter((x) => x.status === "new-failure").slice(0, 10)) {
    const seen = t.signature ? t.signature.seen > 0 ? `, known: seen in ${t.signature.seen} of ${t.signature.of} base runs` : ", first seen here" : "";
    lines.push(`  NEW  ${t.task}${seen}${t.divergence ? `: ${t.divergence.summary}` : ""}`);
  }
  for (const l of c.latency.filter((x) => x.flagged)) lines.push(`  SLOW ${l.tool}: median ${Math.round(l.medianMs)} ms, base ${Math.round(l.baseMedianMs)} ms`);
  if (c.drift.drifted) lines.push(`  DRIFT actions changed against the base (PSI ${c.drift.psi})`);
  return `${lines.join("\n")}
`;
}
export {
  comparisonText
};
