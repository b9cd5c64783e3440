// The JSON report as one string: the CLI's `--json` object plus the gate's verdict. Large runs
// stream the same text in parts (pipeline/json-report.ts, tested byte for byte against this).
import type { GateResult, RunResult } from "../results/model.js";

export function jsonReport(result: RunResult, gate: GateResult): string {
  return `${JSON.stringify({ ...result, gate }, null, 2)}\n`;
}
