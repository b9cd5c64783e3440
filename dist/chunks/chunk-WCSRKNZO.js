import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  analyzeTrace
} from "./chunk-SVEOFG2P.js";
import {
  goneResult
} from "./chunk-OA7YCFN7.js";
import {
  ElementTexts,
  readSidecar
} from "./chunk-6JPYE73A.js";
import {
  SIDECAR_SUFFIX,
  goneEntries
} from "./chunk-HN3HSWU6.js";
import {
  importBytes,
  readTraces
} from "./chunk-2V6WD3MR.js";
import {
  redactDeep
} from "./chunk-WNSNY5LM.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import {
  readFully
} from "./chunk-ZYTIPZV3.js";

// src/pipeline/analyze-file.ts
import { closeSync, constants as fsConstants, fstatSync, openSync } from "node:fs";
import path from "node:path";

// src/report/summary.ts
function emptyTally() {
  return { traces: 0, failed: 0, passed: 0, unknown: 0, modes: {} };
}
function countTrace(tally, t) {
  tally.traces++;
  if (t.success === false) tally.failed++;
  else if (t.success === true) tally.passed++;
  else tally.unknown++;
  const mode = t.success === false ? t.verdict?.mode : void 0;
  if (mode) tally.modes[mode] = (tally.modes[mode] ?? 0) + 1;
}
function addTally(into, from) {
  into.traces += from.traces;
  into.failed += from.failed;
  into.passed += from.passed;
  into.unknown += from.unknown;
  for (const [mode, n] of Object.entries(from.modes)) into.modes[mode] = (into.modes[mode] ?? 0) + n;
}
function summaryOf(tally, files, skipped) {
  const known = tally.failed + tally.passed;
  return {
    files,
    traces: tally.traces,
    failed: tally.failed,
    skipped,
    passed: tally.passed,
    unknown: tally.unknown,
    failureRate: known === 0 ? null : tally.failed / known,
    modes: tally.modes
  };
}
function summarize(traces, files, skipped) {
  const tally = emptyTally();
  for (const t of traces) countTrace(tally, t);
  return summaryOf(tally, files, skipped);
}

// src/pipeline/analyze-file.ts
var WHOLE_FILE_BYTES = 8 * 1024 * 1024;
function smallDocument(file) {
  if (/\.(jsonl|ndjson)$/i.test(file)) return null;
  let fd;
  try {
    fd = openSync(file, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > WHOLE_FILE_BYTES) return null;
    const buf = Buffer.allocUnsafe(info.size);
    const got = readFully(fd, buf, buf.length, 0);
    return got === buf.length ? buf : buf.subarray(0, got);
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
async function* itemsOf(file, options) {
  const real = options.cwd ? path.resolve(options.cwd, file) : file;
  const bytes = smallDocument(real);
  if (bytes) yield* await importBytes(bytes, file, { format: options.format });
  else yield* readTraces(real, { format: options.format, display: file });
}
var PART_CHARS = 1024 * 1024;
async function analyzeFile(file, options, onPart, listing) {
  let traces = [];
  let chars = 0;
  const skipped = [];
  const tally = emptyTally();
  let sidecar = null;
  const real = options.cwd ? path.resolve(options.cwd, file) : file;
  if (options.integrity !== "off" && (!listing || listing.mayHaveSidecar(real))) {
    try {
      sidecar = await readSidecar(real);
    } catch (err) {
      skipped.push({ file: `${file}${SIDECAR_SUFFIX}`, reason: `integrity sidecar unreadable: ${errorMessage(err)}` });
    }
  }
  const seen = /* @__PURE__ */ new Set();
  let format = "native";
  const texts = options.integrity !== "off" ? new ElementTexts(real) : null;
  try {
    for await (const item of itemsOf(file, options)) {
      if ("skipped" in item) {
        skipped.push(item.skipped);
        continue;
      }
      seen.add(item.trace.id);
      format = item.trace.origin.format;
      const trace = texts ? await texts.attach(item.trace) : item.trace;
      const result = analyzeTrace(trace, options, sidecar, options.limits);
      countTrace(tally, result);
      const text = JSON.stringify(result);
      traces.push(text);
      chars += text.length;
      if (onPart && chars >= PART_CHARS) {
        onPart(traces.join("\n"));
        traces = [];
        chars = 0;
      }
    }
  } catch (err) {
    skipped.push({ file, reason: `could not be read: ${errorMessage(err)}` });
  }
  for (const gone of sidecar ? goneEntries(sidecar, seen) : []) {
    const gr = goneResult({ id: gone.id, file, format, algorithm: gone.integrity.algorithm, reason: `signed trace at position ${gone.position} is gone from the file` });
    const result = redactDeep(gr, options.signingKey ? [options.signingKey] : []);
    countTrace(tally, result);
    traces.push(JSON.stringify(result));
  }
  return { traces: traces.join("\n"), skipped, tally };
}

export {
  emptyTally,
  countTrace,
  addTally,
  summaryOf,
  summarize,
  analyzeFile
};
