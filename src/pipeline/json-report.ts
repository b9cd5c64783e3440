// The JSON report (`--json`, results.json) written piece by piece: the same bytes as
// render/json.ts's jsonReport, without ever holding the whole text. At 100,000 traces that text
// is hundreds of MB; built whole, it alone would take the run past its memory budget.
import type { GateResult } from "../results/model.js";
import type { RunResult } from "../results/model.js";
import { SpilledTraces } from "./spill.js";
import { CHUNK_CHARS, nested, prettyJsonChunks, textOf, type Chunk } from "../json/stream-writer.js";
import { writeChunks } from "./write-chunks.js";
import { RawJsonItems } from "../json/raw-items.js";
import { layOutInWorker } from "./json-layout.js";
import { findWorkerUrl, LAYOUT_WORKER_FILE } from "./worker-url.js";

/**
 * The report's text in chunks of about CHUNK_CHARS characters; joined, exactly jsonReport(result, gate). Spilled
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

/** The text of the report with no traces, cut where they go: null if it has no place for them. */
function around(result: RunResult, gate: GateResult): { head: string; tail: string } | null {
  // The text around the traces, as the report with no traces writes it ("summary" before, "skipped" and "gate" after).
  const text = [...textOf(prettyJsonChunks({ ...result, traces: [], gate }, 2))].join("");
  const at = text.indexOf(NO_TRACES);
  if (at < 0) return null;
  return { head: `${text.slice(0, at)}\n  "traces": [\n`, tail: `  ]${text.slice(at + NO_TRACES.length)}` };
}

/**
 * jsonReportChunks for results in memory: the text around them, and between, the results laid
 * out by one JSON.stringify a batch, where the general writer calls it once a result and hands
 * its pieces through generators. A batch printed as an array one level deep is the batch's
 * results as the report's `traces` array holds them, between "[\n" and "\n  ]".
 */
export function* listedReportChunks(result: RunResult, gate: GateResult): Generator<Chunk> {
  const items = result.traces.toJSON();
  const cut = items.length > 0 && !(result.traces instanceof SpilledTraces) ? around(result, gate) : null;
  if (!cut) {
    yield* jsonReportChunks(result, gate);
    return;
  }
  yield cut.head;
  // Results a batch, from a guess, then as many as the last batch's text says fill one chunk:
  // cutting the batch's text flattens it, so a batch must stay below the large-object size too.
  let size = 16;
  for (let i = 0; i < items.length; ) {
    const batch = items.slice(i, i + size);
    const text = nested(batch, 1);
    i += batch.length;
    // The batch's text and the line end apart, not joined: a joined pair is a concatenation that
    // encoding must first copy flat, where a slice is written from the text it was cut from.
    yield text.slice(2, text.length - 4);
    yield i < items.length ? ",\n" : "\n";
    size = Math.max(1, Math.min(4096, Math.floor((size * CHUNK_CHARS) / Math.max(1, text.length))));
  }
  yield cut.tail;
}

/**
 * Writes the JSON report to `file`, waiting on the disk so memory stays flat. A run's spilled
 * results are laid out in a worker of their own (json-layout.ts), so the caller can build its
 * other reports meanwhile; without a built worker, or if it fails, they are written here.
 */
export async function writeJsonReport(file: string, result: RunResult, gate: GateResult, workerUrl: URL | string | null = findWorkerUrl(import.meta.url, LAYOUT_WORKER_FILE)): Promise<void> {
  const place = result.traces instanceof SpilledTraces ? result.traces.place : undefined;
  if (place && workerUrl && place.starts.length > 0) {
    const cut = around(result, gate);
    if (cut) {
      try {
        await layOutInWorker(workerUrl, { file, head: cut.head, tail: cut.tail, level: 2, place });
        return;
      } catch {
        // Written below, on this thread: the report is never lost to a worker.
      }
    }
  }
  return writeChunks(file, listedReportChunks(result, gate));
}
