// A minimal job summary: counts only, no trace text (trace text needs the sanitizer).
import type { GateResult } from "../gate/gate.js";
import type { RunResult } from "../report/model.js";

export function summaryMarkdown(result: RunResult, gate: GateResult): string {
  const s = result.summary;
  const rate = s.failureRate === null ? "n/a" : `${(s.failureRate * 100).toFixed(1)}%`;
  return [
    `## blamegate: ${gate.status === "pass" ? "✅ pass" : "❌ fail"}`,
    "",
    "| traces | failed | passed | unknown | skipped | failure rate |",
    "|---:|---:|---:|---:|---:|---:|",
    `| ${s.traces} | ${s.failed} | ${s.passed} | ${s.unknown} | ${s.skipped} | ${rate} |`,
    "",
  ].join("\n");
}
