// The JSON report (`--json`, results.json) written piece by piece: the same bytes as
// `JSON.stringify({...result, gate}, null, 2)` (report/json.ts's jsonReport), without ever
// holding the whole text. At 100,000 traces that text is hundreds of MB; built whole, it alone
// would take the run past its memory budget.
import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { finished } from "node:stream/promises";
import type { GateResult } from "../gate/gate.js";
import type { RunResult } from "../report/model.js";

/** Pieces are gathered to about this size before being handed out. */
const CHUNK_CHARS = 256 * 1024;

/** `JSON.stringify(value, null, 2)` nested `depth` levels deep (raw newlines only occur between tokens). */
function nested(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${"  ".repeat(depth)}`);
}

function* pieces(doc: Record<string, unknown>): Generator<string> {
  const keys = Object.keys(doc).filter((k) => {
    const v = doc[k];
    return v !== undefined && typeof v !== "function" && typeof v !== "symbol";
  });
  if (keys.length === 0) {
    yield "{}\n";
    return;
  }
  yield "{\n";
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    const value = doc[key];
    const tail = k < keys.length - 1 ? ",\n" : "\n";
    if (Array.isArray(value) && value.length > 0) {
      yield `  ${JSON.stringify(key)}: [\n`;
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        const text = item === undefined || typeof item === "function" || typeof item === "symbol" ? "null" : nested(item, 2);
        yield `    ${text}${i < value.length - 1 ? ",\n" : "\n"}`;
      }
      yield `  ]${tail}`;
    } else {
      yield `  ${JSON.stringify(key)}: ${nested(value, 1)}${tail}`;
    }
  }
  yield "}\n";
}

/** The report's text in chunks of about 256 KiB; joined, exactly jsonReport(result, gate). */
export function* jsonReportChunks(result: RunResult, gate: GateResult): Generator<string> {
  let buf = "";
  for (const p of pieces({ ...result, gate })) {
    buf += p;
    if (buf.length >= CHUNK_CHARS) {
      yield buf;
      buf = "";
    }
  }
  if (buf) yield buf;
}

/** Writes the JSON report to `file`, waiting on the disk so memory stays flat. */
export async function writeJsonReport(file: string, result: RunResult, gate: GateResult): Promise<void> {
  const out = createWriteStream(file);
  const closed = finished(out);
  closed.catch(() => {}); // awaited below; this only keeps an early error from going unhandled
  try {
    for (const chunk of jsonReportChunks(result, gate)) {
      if (!out.write(chunk)) await once(out, "drain");
    }
  } finally {
    out.end();
  }
  await closed;
}
