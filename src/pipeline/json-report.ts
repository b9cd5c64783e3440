// The JSON report (`--json`, results.json) written piece by piece: the same bytes as
// report/json.ts's jsonReport, without ever holding the whole text. At 100,000 traces that text
// is hundreds of MB; built whole, it alone would take the run past its memory budget.
import type { GateResult } from "../gate/gate.js";
import type { RunResult } from "../report/model.js";
import { prettyJsonChunks, writeChunks, type Chunk } from "../report/json-stream.js";

/**
 * The report's text in chunks of about 64 K; joined, exactly jsonReport(result, gate). Spilled
 * results come as bytes, laid out from their spilled text (report/raw-json.ts).
 */
export function jsonReportChunks(result: RunResult, gate: GateResult): Generator<Chunk> {
  // Two levels: the document's keys, then one trace (or skipped item) at a time.
  return prettyJsonChunks({ ...result, gate }, 2);
}

/** Writes the JSON report to `file`, waiting on the disk so memory stays flat. */
export function writeJsonReport(file: string, result: RunResult, gate: GateResult): Promise<void> {
  return writeChunks(file, jsonReportChunks(result, gate));
}
