import {
  ElementTexts,
  readSidecar
} from "./chunk-IEH42MN2.js";
import {
  analyzeTrace,
  goneResult
} from "./chunk-7R7UQVR2.js";
import {
  SIDECAR_SUFFIX,
  goneEntries,
  sidecarPath
} from "./chunk-OSTJ22LZ.js";
import {
  importBytes,
  readTraces
} from "./chunk-UVBXXZAU.js";
import {
  isJsonlName
} from "./chunk-FNUF3IYR.js";
import {
  lineOf,
  scanJsonArrays
} from "./chunk-DN7FSM5J.js";
import {
  countTrace,
  emptyTally
} from "./chunk-TMOKJ75J.js";
import {
  redactDeep
} from "./chunk-XC4LOQ3F.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import {
  readFully
} from "./chunk-TQPW7NUQ.js";

// src/pipeline/one-file.ts
import { closeSync, constants as fsConstants, fstatSync, openSync } from "node:fs";
import path from "node:path";

// src/results/step-line.ts
var STEP_KEYS = ["steps", "history", "messages", "traj", "trajectory", "spans", "events"];
function stepLine(text, step, arraysOf = scanJsonArrays) {
  if (step.traceLine) return step.traceLine;
  if (step.spanId) {
    const at = text.indexOf(`"${step.spanId}"`);
    if (at >= 0) return lineOf(text, at);
  }
  const arrays = arraysOf(text).filter((a) => a.elements.length > 0);
  const named = arrays.filter((a) => a.key !== null && STEP_KEYS.includes(a.key));
  const pool = named.length > 0 ? named : arrays;
  const exact = pool.find((a) => a.elements.length === step.stepCount);
  const site = exact ?? pool.sort((a, b) => Math.abs(a.elements.length - step.stepCount) - Math.abs(b.elements.length - step.stepCount))[0];
  if (!site) return null;
  const byIndex = site.elements[step.index];
  const byPosition = site.elements[step.position];
  return (exact ? byPosition : byIndex ?? byPosition) ?? site.line;
}
function citedSteps(t) {
  if (t.success === true || t.line) return [];
  if (t.findings && t.findings.length > 0) return [...new Set(t.findings.map((f) => f.step))];
  const v = t.verdict;
  return v?.mode && v.step !== null && v.step !== void 0 ? [v.step] : [];
}
function citedStepLines(text, t, arraysOf = scanJsonArrays) {
  const out = [];
  for (const step of citedSteps(t)) {
    const s = t.sites?.find((x) => x.step === step);
    const line = stepLine(text, { index: step, position: s?.position ?? step, stepCount: t.steps, ...s?.spanId ? { spanId: s.spanId } : {} }, arraysOf);
    out.push(step, line ?? 1);
  }
  return out;
}
var StepLines = class {
  constructor(max = 1 << 18) {
    this.max = max;
  }
  max;
  n = 0;
  index = new Int32Array(256);
  step = new Int32Array(256);
  line = new Int32Array(256);
  get size() {
    return this.n;
  }
  /** Result `index`'s lines (`[step, line, …]`); indices must not decrease from one call to the next. */
  add(index, lines) {
    const count = lines.length >> 1;
    if (count === 0 || this.n + count > this.max) return;
    if (this.n > 0 && index < this.index[this.n - 1]) return;
    if (this.n + count > this.index.length) this.grow(this.n + count);
    for (let k = 0; k < count; k++) {
      this.index[this.n] = index;
      this.step[this.n] = lines[2 * k];
      this.line[this.n] = lines[2 * k + 1];
      this.n++;
    }
  }
  get(index, step) {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = lo + hi >>> 1;
      if (this.index[mid] < index) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo; k < this.n && this.index[k] === index; k++) if (this.step[k] === step) return this.line[k];
    return void 0;
  }
  grow(need) {
    let size = this.index.length * 2;
    while (size < need) size *= 2;
    const widen = (a) => {
      const b = new Int32Array(size);
      b.set(a.subarray(0, this.n));
      return b;
    };
    this.index = widen(this.index);
    this.step = widen(this.step);
    this.line = widen(this.line);
  }
};

// src/pipeline/one-file.ts
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
async function* itemsOf(file, options, held) {
  const real = options.cwd ? path.resolve(options.cwd, file) : file;
  const bytes = smallDocument(real);
  if (bytes && held) held.bytes = bytes;
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
  const lines = options.stepLineFiles && citableFiles(options.stepLineFiles).has(file) ? new FileStepLines(file) : null;
  try {
    for await (const item of itemsOf(file, options, lines ?? void 0)) {
      if ("skipped" in item) {
        skipped.push(item.skipped);
        continue;
      }
      seen.add(item.trace.id);
      format = item.trace.origin.format;
      const trace = texts ? await texts.attach(item.trace) : item.trace;
      const result = analyzeTrace(trace, options, sidecar, options.limits);
      countTrace(tally, result);
      lines?.add(result);
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
  const out = { traces: traces.join("\n"), skipped, tally };
  if (lines && lines.found.length > 0) out.stepLines = lines.found;
  return out;
}
var citable = /* @__PURE__ */ new WeakMap();
function citableFiles(files) {
  let set = citable.get(files);
  if (!set) citable.set(files, set = new Set(files));
  return set;
}
var FileStepLines = class {
  constructor(file) {
    this.file = file;
  }
  file;
  bytes;
  found = [];
  k = 0;
  text = null;
  arrays = null;
  arraysOf = (text) => this.arrays ??= scanJsonArrays(text);
  add(result) {
    const k = this.k++;
    if (!this.bytes || result.file !== this.file || citedSteps(result).length === 0) return;
    this.text ??= Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).toString("utf8");
    const pairs = citedStepLines(this.text, result, this.arraysOf);
    for (let j = 0; j < pairs.length; j += 2) this.found.push(k, pairs[j], pairs[j + 1]);
  }
};

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
  stepLine,
  StepLines,
  analyzeFile,
  SidecarListing
};
