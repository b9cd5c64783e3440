// Writes the run's report files into the output folder. Always written, whatever happens to the
// GitHub API calls later, so nothing is lost.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { GateResult } from "../gate/gate.js";
import type { RunResult } from "./model.js";
import { writeJsonReport } from "../pipeline/json-report.js";

export interface ReportFiles {
  results: string;
}

/** The JSON report: the CLI's `--json` object plus the gate's verdict. */
export function jsonReport(result: RunResult, gate: GateResult): string {
  return `${JSON.stringify({ ...result, gate }, null, 2)}\n`;
}

export async function writeReports(outDir: string, result: RunResult, gate: GateResult): Promise<ReportFiles> {
  await mkdir(outDir, { recursive: true });
  const results = path.join(outDir, "results.json");
  // Streamed: at 100,000 traces the text is hundreds of MB (see pipeline/json-report.ts).
  await writeJsonReport(results, result, gate);
  return { results };
}
