import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  ElementTexts,
  readSidecar
} from "./chunk-VGWSIOWF.js";
import {
  analyzeTrace,
  goneResult
} from "./chunk-LJ2OUGFW.js";
import {
  SIDECAR_SUFFIX,
  goneEntries,
  sidecarPath
} from "./chunk-HXQVBETR.js";
import {
  importBytes,
  readTraces
} from "./chunk-YAABFYH5.js";
import {
  isJsonlName
} from "./chunk-FNUF3IYR.js";
import {
  countTrace,
  emptyTally
} from "./chunk-TMOKJ75J.js";
import {
  redactDeep
} from "./chunk-JWQ4WCDP.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import {
  readFully
} from "./chunk-3DSNPX3R.js";

// src/pipeline/one-file.ts
import { closeSync, constants as fsConstants, fstatSync, openSync } from "node:fs";
import path from "node:path";
var WHOLE_FILE_BYTES = 8 * 1024 * 1024;
function smallDocument(file) {
  if (isJsonlName(file)) return null;
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

// src/pipeline/sidecar-listing.ts
import { readdirSync } from "node:fs";
import path2 from "node:path";
var MAX_LISTED = 1e5;
var SidecarListing = class {
  folders = /* @__PURE__ */ new Map();
  /** False only when the file's folder was listed and holds no sidecar for it. */
  mayHaveSidecar(traceFile) {
    const sidecar = sidecarPath(traceFile);
    const folder = path2.dirname(sidecar);
    let names = this.folders.get(folder);
    if (names === void 0) {
      try {
        const listed = readdirSync(folder);
        names = listed.length <= MAX_LISTED ? new Set(listed.filter((name) => name.endsWith(SIDECAR_SUFFIX))) : null;
      } catch {
        names = null;
      }
      this.folders.set(folder, names);
    }
    return names === null || names.has(path2.basename(sidecar));
  }
};

export {
  analyzeFile,
  SidecarListing
};
