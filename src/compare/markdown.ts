// The comparison in the PR comment: what this change broke first, each new failure with the
// step where it left the base run's path, both steps quoted; then fixes, slow tools and drift.
// Trace text is untrusted: every piece goes through the report's escaping.
import type { Comparison } from "./model.js";
import { mdCodeBlock, mdInline } from "../untrusted/sanitize.js";

const MAX_TASKS = 10;

export function renderComparison(c: Comparison, secrets: readonly string[] = []): string {
  const count = (status: string) => c.tasks.filter((t) => t.status === status).length;
  const lines: string[] = [];
  lines.push(`### Against the base run (${c.base.traces === 1 ? "1 trace" : `${c.base.traces} traces`})`);
  lines.push("");
  lines.push(
    `**${count("new-failure")} new failure${count("new-failure") === 1 ? "" : "s"}** · ${count("fixed")} fixed · ${count("still-failing")} still failing · ${count("passing")} passing · ${count("unpaired")} unpaired`,
  );
  const broken = c.tasks.filter((t) => t.status === "new-failure");
  for (const t of broken.slice(0, MAX_TASKS)) {
    lines.push("");
    const known = t.signature ? (t.signature.seen > 0 ? ` — known: seen in ${t.signature.seen} of the last ${t.signature.of} base runs` : " — first seen here") : "";
    lines.push(`#### ${mdInline(t.task, { max: 100, secrets })} (${t.pr.failed}/${t.pr.traces} failed, base ${t.base.failed}/${t.base.traces})${known}`);
    if (t.divergence) {
      lines.push("");
      lines.push(`First divergence: ${mdInline(t.divergence.summary, { max: 300, secrets })}`);
      if (t.divergence.quote?.pr !== undefined) lines.push("", `This PR, step ${t.divergence.step}:`, mdCodeBlock(t.divergence.quote.pr, { max: 300, secrets }));
      if (t.divergence.quote?.base !== undefined) lines.push("", `Base, step ${t.divergence.baseStep}:`, mdCodeBlock(t.divergence.quote.base, { max: 300, secrets }));
    } else {
      lines.push("", "No material divergence from a passing base trial: the same actions, with other results (flaky, or a change outside the agent's choices).");
    }
    if (t.signature) lines.push("", `Signature \`${t.signature.id}\` (pin it with \`blamegate guard add ${t.signature.id}\`).`);
  }
  if (broken.length > MAX_TASKS) lines.push("", `… and ${broken.length - MAX_TASKS} more new failures (in results.json).`);
  const slow = c.latency.filter((l) => l.flagged);
  if (slow.length > 0) {
    lines.push("", "| slower tool | base median | PR median | z |", "|---|---:|---:|---:|");
    for (const l of slow.slice(0, MAX_TASKS)) lines.push(`| ${mdInline(l.tool, { max: 60, secrets })} | ${Math.round(l.baseMedianMs)} ms | ${Math.round(l.medianMs)} ms | ${l.z ?? "–"} |`);
  }
  if (c.drift.drifted) {
    lines.push("", `Actions drifted from the base (PSI ${c.drift.psi}): ${c.drift.top.map((t) => `${mdInline(t.action, { max: 60, secrets })} ${Math.round(t.base * 100)}% → ${Math.round(t.pr * 100)}%`).join(", ")}.`);
  }
  return lines.join("\n");
}
