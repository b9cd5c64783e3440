// The JSON report (`--json`, results.json) written piece by piece: the same bytes as
// render/json.ts's jsonReport, without ever holding the whole text. At 100,000 traces that text
// is hundreds of MB; built whole, it alone would take the run past its memory budget.
import type { GateResult } from "../results/model.js";
import type { RunResult } from "../results/model.js";
import { SpilledTraces } from "./spill.js";
import { prettyJsonChunks, textOf, type Chunk } from "../json/stream-writer.js";
import { writeChunks } from "./write-chunks.js";
import { RawJsonItems } from "../json/raw-items.js";
import { layOutInWorker } from "./json-layout.js";
import { findWorkerUrl, LAYOUT_WORKER_FILE } from "./worker-url.js";

/**
 * The report's text in chunks of about 64 K; joined, exactly jsonReport(result, gate). Spilled
 * results come as bytes, laid out from their spilled text (json/raw-items.ts).
 */
export function jsonReportChunks(result: RunResult, gate: GateResult): Generator<Chunk> {
  // Two levels: the document's keys, then one trace (or skipped item) at a time.
  return prettyJsonChunks({ ...result, traces: jsonItems(result.traces), gate }, 2);
}

/**
 * What the JSON writer walks for the traces: a list in memory as it is; spilled results as
 * their text in the spill file (json/raw-items.ts), laid out without being parsed.
 */
function jsonItems(traces: RunResult["traces"]): unknown {
  if (!(traces instanceof SpilledTraces)) return traces;
  return new RawJsonItems(traces.length, (i) => traces.raw(i));
}

/** Where the traces go in the report's text, found in the text of the report with none. */
const NO_TRACES = '\n  "traces": []';

/**
 * Writes the JSON report to `file`, waiting on the disk so memory stays flat. A run's spilled
 * results are laid out in a worker of their own (json-layout.ts), so the caller can build its
 * other reports meanwhile; without a built worker, or if it fails, they are written here.
 */
export async function writeJsonReport(file: string, result: RunResult, gate: GateResult, workerUrl: URL | string | null = findWorkerUrl(import.meta.url, LAYOUT_WORKER_FILE)): Promise<void> {
  const place = result.traces instanceof SpilledTraces ? result.traces.place : undefined;
  if (place && workerUrl && place.starts.length > 0) {
    // The text around the traces, as the report with no traces writes it ("summary" before, "skipped" and "gate" after).
    const around = [...textOf(prettyJsonChunks({ ...result, traces: [], gate }, 2))].join("");
    const at = around.indexOf(NO_TRACES);
    if (at >= 0) {
      const head = `${around.slice(0, at)}\n  "traces": [\n`;
      const tail = `  ]${around.slice(at + NO_TRACES.length)}`;
      try {
        await layOutInWorker(workerUrl, { file, head, tail, level: 2, place });
        return;
      } catch {
        // Written below, on this thread: the report is never lost to a worker.
      }
    }
  }
  return writeChunks(file, jsonReportChunks(result, gate));
}
