import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  analyzeTrace,
  goneResult,
  shortList
} from "./chunk-HZWBYKGB.js";
import {
  trendFromDigests
} from "./chunk-SDLIRME4.js";
import {
  findRepo,
  gitTrackedFiles,
  linguistExcluded,
  readText,
  safeRepoPath,
  statOf,
  toUri
} from "./chunk-BJR3HJOQ.js";
import {
  addTally,
  countTrace,
  emptyTally,
  outOfRange,
  summaryOf,
  traceList
} from "./chunk-MY7OTJ2O.js";
import {
  helpMarkdown,
  helpText,
  modeLabel,
  modeSpec,
  taxonomy
} from "./chunk-JR3VQ5HG.js";
import {
  displayOf,
  ledgerGoneReason,
  missingTraces
} from "./chunk-HIODOE2A.js";
import {
  ElementTexts,
  readSidecar
} from "./chunk-AZSB5GDB.js";
import {
  LedgerEntrySchema,
  SIDECAR_SUFFIX,
  checkAnchor,
  goneEntries,
  parseHead,
  parseLedger,
  sidecarPath
} from "./chunk-YGCNO4FP.js";
import {
  compareCodePoints
} from "./chunk-IQDB7SWC.js";
import {
  GUARDS_PATH
} from "./chunk-OL7NYJUR.js";
import {
  collectFiles
} from "./chunk-TO6SDY25.js";
import {
  importBytes,
  readTraces
} from "./chunk-6MMPFA4I.js";
import {
  isJsonlName
} from "./chunk-FNUF3IYR.js";
import {
  cleanText,
  htmlText,
  mdCode,
  mdCodeBlock,
  mdInline,
  neutraliseMentions
} from "./chunk-MEJZJAMB.js";
import {
  DIGEST_VERSION
} from "./chunk-ZFJHNQGK.js";
import {
  redactDeep,
  redactSecrets
} from "./chunk-KR66X3FU.js";
import {
  collectSetUpGarbage,
  freezeForListing,
  freezeYoungGeneration,
  holdYoungGeneration,
  sizeUpRun
} from "./chunk-2ZZRMBJ4.js";
import {
  HOMEPAGE,
  VERSION
} from "./chunk-HCYTIENA.js";
import {
  EXIT
} from "./chunk-HICB6UNN.js";
import {
  secretSettingValues
} from "./chunk-DYI5XEDI.js";
import {
  DEFAULT_SOURCE_SKIP
} from "./chunk-CWNB6RKT.js";
import {
  BACKSLASH,
  COLON,
  COMMA,
  LBRACE,
  LBRACKET,
  NEWLINE,
  QUOTE,
  RBRACE,
  RBRACKET,
  SPACE,
  isLibraryFrame,
  lineOf,
  parseStackFrames,
  scanJsonArrays
} from "./chunk-IMYR3TK7.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/collect/shard.ts
import { createHash } from "node:crypto";
function shardOf(file, count) {
  const digest = createHash("sha256").update(file.split("\\").join("/")).digest();
  return digest.readUInt32BE(0) % count + 1;
}
function takeShard(files, shard) {
  if (!shard || shard.count === 1) return files;
  return files.filter((f) => shardOf(f, shard.count) === shard.index);
}

// src/pipeline/run-pipeline.ts
import path4 from "node:path";

// src/pipeline/one-file.ts
import { closeSync, constants as fsConstants, fstatSync, openSync } from "node:fs";
import path from "node:path";

// src/pipeline/fully.ts
import { readSync, writeSync } from "node:fs";
function readFully(fd, buf, length, position) {
  let got = 0;
  while (got < length) {
    const n = readSync(fd, buf, got, length - got, position + got);
    if (n === 0) break;
    got += n;
  }
  return got;
}
function writeFully(fd, bytes) {
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}

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
    let size2 = this.index.length * 2;
    while (size2 < need) size2 *= 2;
    const widen = (a) => {
      const b = new Int32Array(size2);
      b.set(a.subarray(0, this.n));
      return b;
    };
    this.index = widen(this.index);
    this.step = widen(this.step);
    this.line = widen(this.line);
  }
};

// src/json/raw-items.ts
var RawJsonItems = class {
  constructor(length, item) {
    this.length = length;
    this.item = item;
  }
  length;
  item;
  /** For a writer that does not know the class: the items parsed back, so nothing is lost. */
  toJSON() {
    return Array.from({ length: this.length }, (_, i) => JSON.parse(this.item(i).toString("utf8")));
  }
};

// src/json/reindent.ts
var ByteChunks = class {
  constructor(size2 = 64 * 1024) {
    this.size = size2;
    this.buf = Buffer.allocUnsafe(size2);
  }
  size;
  ready = [];
  buf;
  pos = 0;
  flush() {
    if (this.pos === 0) return;
    this.ready.push(this.buf.subarray(0, this.pos));
    this.buf = Buffer.allocUnsafe(this.size);
    this.pos = 0;
  }
  /** Copies `src[start, end)`, across chunks when it is longer than the room left. */
  copy(src, start, end) {
    while (start < end) {
      if (this.pos === this.buf.length) this.flush();
      const n = src.copy(this.buf, this.pos, start, Math.min(end, start + this.buf.length - this.pos));
      this.pos += n;
      start += n;
    }
  }
  /** ASCII text (separators and padding). */
  ascii(text) {
    if (this.pos + text.length > this.buf.length) this.flush();
    if (text.length > this.buf.length) {
      this.copy(Buffer.from(text, "latin1"), 0, text.length);
      return;
    }
    this.pos += this.buf.write(text, this.pos, "latin1");
  }
  /** A newline and `indent` spaces. */
  newline(indent) {
    if (this.pos + 1 + indent > this.buf.length) this.flush();
    if (1 + indent > this.buf.length) this.buf = Buffer.allocUnsafe(1 + indent);
    this.buf[this.pos++] = NEWLINE;
    this.buf.fill(SPACE, this.pos, this.pos + indent);
    this.pos += indent;
  }
  byte(b) {
    if (this.pos === this.buf.length) this.flush();
    this.buf[this.pos++] = b;
  }
  /** The filled chunks so far (and, with `all`, the partial one), handed over once. */
  take(all = false) {
    if (all) this.flush();
    const out = this.ready;
    this.ready = [];
    return out;
  }
  /** `src` (compact JSON) laid out as JSON.stringify(value, null, 2) nested `level` levels deep. */
  reindent(src, level) {
    const base = 2 * level;
    const n = src.length;
    let depth = 0;
    let run = 0;
    let i = 0;
    while (i < n) {
      const c = src[i];
      if (c === QUOTE) {
        let close = src.indexOf(QUOTE, i + 1);
        for (; ; ) {
          if (close < 0) throw new Error("blamegate: a spilled result holds an unclosed string");
          let backslashes = 0;
          while (src[close - 1 - backslashes] === BACKSLASH) backslashes++;
          if (backslashes % 2 === 0) break;
          close = src.indexOf(QUOTE, close + 1);
        }
        i = close + 1;
      } else if (c === LBRACE || c === LBRACKET) {
        if (src[i + 1] === (c === LBRACE ? RBRACE : RBRACKET)) {
          i += 2;
          continue;
        }
        this.copy(src, run, i + 1);
        depth++;
        this.newline(base + 2 * depth);
        run = ++i;
      } else if (c === RBRACE || c === RBRACKET) {
        this.copy(src, run, i);
        depth--;
        this.newline(base + 2 * depth);
        run = i++;
      } else if (c === COMMA) {
        this.copy(src, run, i + 1);
        this.newline(base + 2 * depth);
        run = ++i;
      } else if (c === COLON) {
        this.copy(src, run, i + 1);
        this.byte(SPACE);
        run = ++i;
      } else i++;
    }
    this.copy(src, run, n);
  }
};
function* laidOutItems(n, item, level, size2) {
  const bytes = new ByteChunks(size2);
  const pad = "  ".repeat(level);
  for (let i = 0; i < n; i++) {
    bytes.ascii(pad);
    bytes.reindent(item(i), level);
    bytes.ascii(i < n - 1 ? ",\n" : "\n");
    yield* bytes.take();
  }
  yield* bytes.take(true);
}

// src/json/stream-writer.ts
var CHUNK_CHARS = 32 * 1024;
function omitted(value) {
  return value === void 0 || typeof value === "function" || typeof value === "symbol";
}
function nested(value, level) {
  if (level === 0) return JSON.stringify(value, null, 2);
  let wrapped = [value];
  for (let i = 1; i < level; i++) wrapped = [wrapped];
  const text = JSON.stringify(wrapped, null, 2);
  return text.slice(level * level + 3 * level, text.length - level * level - level);
}
function* pieces(value, level, depth) {
  if (value instanceof RawJsonItems) {
    if (value.length === 0) {
      yield "[]";
      return;
    }
    yield "[\n";
    yield* laidOutItems(value.length, value.item, level + 1, CHUNK_CHARS);
    yield `${"  ".repeat(level)}]`;
    return;
  }
  if (value !== null && typeof value === "object" && typeof value.toJSON === "function") {
    value = value.toJSON();
  }
  if (level >= depth || value === null || typeof value !== "object") {
    yield nested(value, level);
    return;
  }
  const pad = "  ".repeat(level + 1);
  if (Array.isArray(value)) {
    const n = value.length;
    if (n === 0) {
      yield "[]";
      return;
    }
    yield "[\n";
    for (let i = 0; i < n; i++) {
      const item = value[i];
      yield pad;
      if (omitted(item)) yield "null";
      else yield* pieces(item, level + 1, depth);
      yield i < n - 1 ? ",\n" : "\n";
    }
    yield `${"  ".repeat(level)}]`;
    return;
  }
  const record = value;
  const keys = Object.keys(record).filter((k) => !omitted(record[k]));
  if (keys.length === 0) {
    yield "{}";
    return;
  }
  yield "{\n";
  for (let k = 0; k < keys.length; k++) {
    yield `${pad}${JSON.stringify(keys[k])}: `;
    yield* pieces(record[keys[k]], level + 1, depth);
    yield k < keys.length - 1 ? ",\n" : "\n";
  }
  yield `${"  ".repeat(level)}}`;
}
function* prettyJsonChunks(value, depth) {
  let buf = "";
  for (const p of pieces(value, 0, depth)) {
    if (typeof p !== "string") {
      if (buf) yield buf;
      buf = "";
      yield p;
      continue;
    }
    buf += p;
    if (buf.length >= CHUNK_CHARS) {
      yield buf;
      buf = "";
    }
  }
  yield `${buf}
`;
}
function* textOf(chunks) {
  const decoder = new TextDecoder();
  for (const chunk of chunks) {
    const text = typeof chunk === "string" ? chunk : decoder.decode(chunk, { stream: true });
    if (text) yield text;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

// src/pipeline/one-file.ts
var WHOLE_FILE_BYTES = 8 * 1024 * 1024;
var SCRATCH_BYTES = 1024 * 1024;
var scratch;
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
    const transient = info.size <= SCRATCH_BYTES;
    const buf = transient ? scratch ??= Buffer.allocUnsafe(SCRATCH_BYTES) : Buffer.allocUnsafe(info.size);
    const got = readFully(fd, buf, info.size, 0);
    return { bytes: got === buf.length ? buf : buf.subarray(0, got), transient };
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
async function* itemsOf(file, options, held) {
  const real = options.cwd ? path.resolve(options.cwd, file) : file;
  const doc = smallDocument(real);
  if (!doc) {
    yield* readTraces(real, { format: options.format, display: file });
    return;
  }
  if (held) held.bytes = doc.transient ? Buffer.from(doc.bytes) : doc.bytes;
  const items = importBytes(doc.bytes, file, { format: options.format, transient: doc.transient });
  yield* await items;
}
var PART_CHARS = CHUNK_CHARS;
async function analyzeFile(file, options, onPart, listing, keep) {
  const kept = keep ? [] : void 0;
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
  const lines = options.stepLineFiles?.has(file) ? new FileStepLines(file) : null;
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
      if (kept) {
        kept.push(keep(result));
        continue;
      }
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
    if (kept) kept.push(keep(result));
    else traces.push(JSON.stringify(result));
  }
  const out = { traces: traces.join("\n"), skipped, tally };
  if (kept) out.kept = kept;
  if (lines && lines.found.length > 0) out.stepLines = lines.found;
  return out;
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

// src/pipeline/plan.ts
import { statSync } from "node:fs";
import { availableParallelism, totalmem } from "node:os";
var TUNE_MIN_FILES = 64;
var TUNE_MIN_BYTES = 1024 * 1024;
var POOL_MIN_FILES = 64;
var POOL_MIN_BYTES = 16 * 1024 * 1024;
var FEW_CORES = 2;
var FEW_CORES_POOL_MIN_FILES = 8e3;
var FEW_CORES_POOL_MIN_BYTES = 64 * 1024 * 1024;
var ONE_CORE_POOL_MIN_FILES = 1e4;
var ONE_CORE_POOL_MIN_BYTES = 64 * 1024 * 1024;
function poolThresholds(cores) {
  if (cores <= 1) return { minFiles: ONE_CORE_POOL_MIN_FILES, minBytes: ONE_CORE_POOL_MIN_BYTES };
  return cores <= FEW_CORES ? { minFiles: FEW_CORES_POOL_MIN_FILES, minBytes: FEW_CORES_POOL_MIN_BYTES } : { minFiles: POOL_MIN_FILES, minBytes: POOL_MIN_BYTES };
}
function totalBytes(files, enough) {
  let total = 0;
  for (const f of files) {
    try {
      total += statSync(f, { throwIfNoEntry: false })?.size ?? 0;
    } catch {
    }
    if (total >= enough) break;
  }
  return total;
}
var MAX_AUTO_WORKERS = 8;
var MEMORY_PER_WORKER = 256 * 1024 * 1024;
function memoryLimit() {
  const limit = process.constrainedMemory();
  return limit > 0 ? Math.min(limit, totalmem()) : totalmem();
}
function planRun(files, options = {}) {
  const requested = options.workers ?? "auto";
  const cores = Math.max(1, options.cores ?? availableParallelism());
  const batchFor = (workers2) => Math.max(1, Math.min(32, Math.ceil(files.length / (workers2 * 4))));
  const auto = requested === "auto";
  const { minFiles, minBytes } = poolThresholds(cores);
  const needs = [...files.length < TUNE_MIN_FILES ? [TUNE_MIN_BYTES] : [], ...auto && files.length < minFiles ? [minBytes] : []];
  const bytes = needs.length > 0 ? totalBytes(files, Math.max(...needs)) : 0;
  const large = files.length >= TUNE_MIN_FILES || bytes >= TUNE_MIN_BYTES;
  if (!auto) {
    const workers2 = Math.max(0, Math.min(Math.floor(requested), files.length));
    return { workers: workers2, batchFiles: batchFor(Math.max(1, workers2)), large };
  }
  const most = Math.floor(options.maxWorkers ?? MAX_AUTO_WORKERS);
  if (files.length === 0 || most <= 0) return { workers: 0, batchFiles: 1, large };
  if (files.length < minFiles && bytes < minBytes) return { workers: 0, batchFiles: 1, large };
  const byMemory = Math.max(1, Math.floor((options.memoryBytes ?? memoryLimit()) / MEMORY_PER_WORKER));
  const workers = Math.min(cores, files.length, most, byMemory);
  return { workers, batchFiles: batchFor(workers), large };
}

// src/pipeline/worker-url.ts
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
var WORKER_FILE = "pipeline-worker.js";
var LAYOUT_WORKER_FILE = "json-layout-worker.js";
function findWorkerUrl(from = import.meta.url, file = WORKER_FILE) {
  if (!from.startsWith("file:")) return null;
  for (const rel of [`./${file}`, `../${file}`]) {
    const url = new URL(rel, from);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}

// src/pipeline/unpack.ts
var MAX_INTERNED = 64;
var MAX_ENTRIES = 2e4;
var MIN_VIEW = 13;
function detached(s) {
  return s.length < MIN_VIEW ? s : (" " + s).slice(1);
}
var Interner = class {
  seen = /* @__PURE__ */ new Map();
  string(s) {
    if (s.length > MAX_INTERNED) return s;
    const hit = this.seen.get(s);
    if (hit !== void 0) return hit;
    if (this.seen.size < MAX_ENTRIES) this.seen.set(s, s);
    return s;
  }
  /** string(), for a string that may be a view of a larger text: what it returns is not. */
  owned(s) {
    if (s.length > MAX_INTERNED) return detached(s);
    const hit = this.seen.get(s);
    if (hit !== void 0) return hit;
    const own = detached(s);
    if (this.seen.size < MAX_ENTRIES) this.seen.set(own, own);
    return own;
  }
  /**
   * A result made on this thread, to keep. When it is JSON already (plain objects and arrays,
   * strings, finite numbers other than -0, booleans, null; nothing undefined), it is kept as it
   * is: the JSON round trip a worker's results take would give an equal copy, at the cost of
   * writing and parsing it. Its strings are made its own on the way (interned, or copied out of
   * the step text a quote was cut from), so the trace it came from can go. A result holding
   * anything else takes the round trip, and is what JSON makes of it.
   */
  adopt(result) {
    if (this.own(result)) return result;
    const copy = JSON.parse(JSON.stringify(result));
    this.walk(copy);
    return copy;
  }
  /** True when `value` is plain JSON; its strings are replaced by owned() ones, in place, as it goes. */
  own(value) {
    if (Array.isArray(value)) {
      if (Object.getPrototypeOf(value) !== Array.prototype) return false;
      for (let i = 0; i < value.length; i++) {
        const v = value[i];
        if (typeof v === "string") value[i] = this.owned(v);
        else if (!this.plain(v)) return false;
      }
      return true;
    }
    if (Object.getPrototypeOf(value) !== Object.prototype) return false;
    const obj = value;
    for (const key in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, key)) return false;
      const v = obj[key];
      if (typeof v === "string") {
        if (key === "__proto__") Object.defineProperty(obj, key, { value: this.owned(v), writable: true, enumerable: true, configurable: true });
        else obj[key] = this.owned(v);
      } else if (!this.plain(v)) return false;
    }
    return true;
  }
  /** A value other than a string that JSON keeps as it is (an object or array: walked by own()). */
  plain(v) {
    switch (typeof v) {
      case "boolean":
        return true;
      case "number":
        return Number.isFinite(v) && !Object.is(v, -0);
      case "object":
        return v === null || this.own(v);
      default:
        return false;
    }
  }
  /** Replaces every short string inside `value` by its shared copy, in place. */
  walk(value) {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const v = value[i];
        if (typeof v === "string") value[i] = this.string(v);
        else if (v !== null && typeof v === "object") this.walk(v);
      }
    } else if (value !== null && typeof value === "object") {
      const obj = value;
      for (const key of Object.keys(obj)) {
        const v = obj[key];
        if (typeof v === "string") obj[key] = this.string(v);
        else if (v !== null && typeof v === "object") this.walk(v);
      }
    }
  }
};
function unpackTraces(result, interner) {
  if (result.traces.length === 0) return [];
  const traces = JSON.parse(`[${result.traces.replace(/\n/g, ",")}]`);
  interner.walk(traces);
  return traces;
}

// src/pipeline/spill.ts
import { closeSync as closeSync2, mkdtempSync, openSync as openSync2, rmSync } from "node:fs";
import os from "node:os";
import path3 from "node:path";
var SpillWriter = class {
  constructor(file) {
    this.file = file;
  }
  file;
  size = 0;
  /**
   * Appends `lines` (JSON texts joined by "\n": JSON.stringify never writes a raw newline)
   * and records where each line starts and ends.
   */
  append(lines, spans) {
    this.write([lines], [spans]);
  }
  /** append() for several texts in one write; the spans of each, in order ("" gives none). */
  appendEach(texts) {
    const spans = texts.map(() => ({ starts: [], ends: [] }));
    this.write(texts, spans);
    return spans;
  }
  /**
   * Each text is encoded straight into the one buffer written. Joined first, the texts of a batch
   * (or a big file's part) made a string of hundreds of KB, twice, which V8 keeps with the large
   * objects until a full collection (docs/performance.md, "A worker's large objects").
   */
  write(texts, spans) {
    const sizes = texts.map((t) => t.length === 0 ? 0 : Buffer.byteLength(t, "utf8") + 1);
    const total = sizes.reduce((a, b) => a + b, 0);
    if (total === 0) return;
    const bytes = Buffer.allocUnsafe(total);
    let at = 0;
    texts.forEach((text, k) => {
      if (sizes[k] === 0) return;
      const end = at + sizes[k] - 1;
      bytes.write(text, at, "utf8");
      bytes[end] = 10;
      for (let from = at, nl = bytes.indexOf(10, at); from <= end; from = nl + 1, nl = bytes.indexOf(10, from)) {
        spans[k].starts.push(this.size + from);
        spans[k].ends.push(this.size + nl);
      }
      at = end + 1;
    });
    const fd = openSync2(this.file, "a");
    try {
      writeFully(fd, bytes);
    } finally {
      closeSync2(fd);
    }
    this.size += total;
  }
};
var READ_AHEAD_BYTES = 1024 * 1024;
var SpillReader = class {
  constructor(fileOf, fds = /* @__PURE__ */ new Map()) {
    this.fileOf = fileOf;
    this.fds = fds;
  }
  fileOf;
  fds;
  windows = /* @__PURE__ */ new Map();
  /** Where each source's previous read ended. */
  lastEnd = /* @__PURE__ */ new Map();
  /** The bytes of one result: a view into the source's window (valid until the next read), or a buffer of their own. */
  bytes(source, start, end) {
    const w = this.windows.get(source);
    const previous = this.lastEnd.get(source);
    this.lastEnd.set(source, end);
    if (w && start >= w.start && end <= w.end) return w.buf.subarray(start - w.start, end - w.start);
    const file = this.fileOf(source);
    let fd = this.fds.get(file);
    if (fd === void 0) this.fds.set(file, fd = openSync2(file, "r"));
    const sequential = previous === void 0 ? start === 0 : start >= previous && start - previous <= 1;
    const length = sequential ? Math.max(end - start, READ_AHEAD_BYTES) : end - start;
    const buf = sequential && w && w.buf.length >= length ? w.buf : Buffer.allocUnsafe(length);
    const got = readFully(fd, buf, length, start);
    if (got < end - start) throw new Error("blamegate: a spilled result is truncated");
    if (sequential) this.windows.set(source, { start, end: start + got, buf });
    return buf.subarray(0, end - start);
  }
  close() {
    for (const fd of this.fds.values()) closeSync2(fd);
    this.fds.clear();
  }
};
var live = /* @__PURE__ */ new Set();
var exitHooked = false;
function release(h) {
  if (h.closed) return;
  h.closed = true;
  live.delete(h);
  for (const fd of h.fds.values()) {
    try {
      closeSync2(fd);
    } catch {
    }
  }
  rmSync(h.dir, { recursive: true, force: true });
}
var registry = new FinalizationRegistry(release);
var SpillDir = class {
  handle;
  reader;
  constructor() {
    this.handle = { dir: mkdtempSync(path3.join(os.tmpdir(), "blamegate-")), fds: /* @__PURE__ */ new Map(), closed: false };
    this.reader = new SpillReader((source) => this.file(source), this.handle.fds);
    live.add(this.handle);
    if (!exitHooked) {
      exitHooked = true;
      process.once("exit", () => {
        for (const h of [...live]) release(h);
      });
    }
  }
  /** The file of writer `source` (0: the main thread; k: the k-th worker). */
  file(source) {
    return path3.join(this.handle.dir, `results-${source}.jsonl`);
  }
  /** One result, read back (while writers may still be appending to other parts of the files). */
  result(source, start, end) {
    return JSON.parse(this.reader.bytes(source, start, end).toString("utf8"));
  }
  /** The results at `starts[i]`..`ends[i]` of source `sources[i]`, in that order. */
  results(sources, starts, ends) {
    let sourceCount = 0;
    for (let i = 0; i < starts.length; i++) if (sources[i] >= sourceCount) sourceCount = sources[i] + 1;
    const files = Array.from({ length: sourceCount }, (_, k) => this.file(k));
    const traces = new SpilledTraces(this.reader, { files, sources, starts, ends });
    registry.register(traces, this.handle);
    return traces;
  }
};
var SpilledTraces = class {
  constructor(reader, place) {
    this.reader = reader;
    this.place = place;
  }
  reader;
  place;
  get length() {
    return this.place.starts.length;
  }
  /** Result i's compact JSON text, exactly JSON.stringify(this.at(i)), as UTF-8 (valid until the next read). */
  raw(i) {
    const { sources, starts, ends } = this.place;
    if (!Number.isInteger(i) || i < 0 || i >= starts.length) throw outOfRange(i, starts.length);
    return this.reader.bytes(sources[i], starts[i], ends[i]);
  }
  at(i) {
    return JSON.parse(this.raw(i).toString("utf8"));
  }
  *[Symbol.iterator]() {
    for (let i = 0; i < this.length; i++) yield this.at(i);
  }
  toJSON() {
    return Array.from(this);
  }
};

// src/pipeline/span-table.ts
var SpanTable = class {
  n = 0;
  cols = { sources: new Uint16Array(1024), starts: new Float64Array(1024), ends: new Float64Array(1024) };
  /** Appends a file's spans, all in the file of writer `source`. */
  add(source, spans) {
    const count = spans.starts.length;
    if (this.n + count > this.cols.starts.length) this.grow(this.n + count);
    const { sources, starts, ends } = this.cols;
    sources.fill(source, this.n, this.n + count);
    for (let k = 0; k < count; k++) {
      starts[this.n + k] = spans.starts[k];
      ends[this.n + k] = spans.ends[k];
    }
    this.n += count;
  }
  /** The columns, as long as the table (views of it: no copy). */
  columns() {
    const { sources, starts, ends } = this.cols;
    return { sources: sources.subarray(0, this.n), starts: starts.subarray(0, this.n), ends: ends.subarray(0, this.n) };
  }
  grow(need) {
    let size2 = this.cols.starts.length * 2;
    while (size2 < need) size2 *= 2;
    const old = this.cols;
    this.cols = { sources: new Uint16Array(size2), starts: new Float64Array(size2), ends: new Float64Array(size2) };
    this.cols.sources.set(old.sources.subarray(0, this.n));
    this.cols.starts.set(old.starts.subarray(0, this.n));
    this.cols.ends.set(old.ends.subarray(0, this.n));
  }
};

// src/gate/inputs.ts
var DEFAULT_INPUT_SETTINGS = { ifNoTraces: "error", ifUnreadable: "error" };
var NAMED = 3;
var REASON_CHARS = 160;
var RANK = { ignore: 0, warn: 1, error: 2 };
var plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
function quoteInput(text, max = REASON_CHARS) {
  const flat = redactSecrets(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : flat;
}
function isMissing(s) {
  return s.kind === "missing";
}
function describe(items) {
  const named = items.slice(0, NAMED).map((s) => `${quoteInput(s.line ? `${s.file}:${s.line}` : s.file, 120)}: ${quoteInput(s.reason)}`);
  const rest = items.length - named.length;
  return `${named.join("; ")}${rest > 0 ? `; and ${rest} more` : ""}`;
}
function lookedFor(result) {
  const named = new Set(result.skipped.map((s) => s.file));
  const what = (result.lookedFor ?? []).filter((w) => !named.has(w));
  if (what.length === 0) return "";
  const shown = what.slice(0, NAMED).map((w) => quoteInput(w, 120));
  return ` from ${shown.join(", ")}${what.length > NAMED ? ` and ${what.length - NAMED} more` : ""}`;
}
function judgeInputs(result, settings = DEFAULT_INPUT_SETTINGS) {
  const verdict = { errors: [], warnings: [] };
  const missing = result.skipped.filter(isMissing);
  const unreadable = result.skipped.filter((s) => !isMissing(s));
  const say = (policy, message2) => {
    if (policy === "error") verdict.errors.push(message2);
    else if (policy === "warn") verdict.warnings.push(message2);
  };
  if (result.shard && result.summary.files === 0 && result.skipped.length === 0) return verdict;
  if (result.summary.traces === 0) {
    const policy = unreadable.length > 0 && RANK[settings.ifUnreadable] > RANK[settings.ifNoTraces] ? "if-unreadable" : "if-no-traces";
    const level = policy === "if-unreadable" ? settings.ifUnreadable : settings.ifNoTraces;
    const why = [];
    if (missing.length > 0) why.push(describe(missing));
    if (unreadable.length > 0) why.push(`${plural(unreadable.length, "input")} could not be read: ${describe(unreadable)}`);
    if (why.length === 0) why.push(result.summary.files > 0 ? `${plural(result.summary.files, "file")} held no traces` : "nothing matched");
    say(level, `no traces were read${lookedFor(result)}: ${why.join("; ")} (${policy}: ${level})`);
    return verdict;
  }
  if (unreadable.length > 0) {
    say(
      settings.ifUnreadable,
      `${plural(unreadable.length, "input")} could not be read, and a trace in ${unreadable.length === 1 ? "it" : "them"} may have failed: ${describe(unreadable)} (if-unreadable: ${settings.ifUnreadable})`
    );
  }
  return verdict;
}

// src/pipeline/run-pipeline.ts
var PIPELINE_DONE_MARK = "blamegate:pipeline-done";
function fileOptions(options, cwd) {
  const { concurrency: _c, workers: _w, maxWorkers: _m, workerUrl: _u, ...perFile } = options;
  const out = { ...perFile };
  if (cwd !== void 0) out.cwd = cwd;
  return out;
}
function orderedReporter(count, logger, spill, onTrace) {
  const files = new Array(count);
  const interner = new Interner();
  let logged = 0;
  const mainWriter = spill ? new SpillWriter(spill.file(0)) : null;
  const skipped = [];
  const tally = emptyTally();
  const spans = new SpanTable();
  const traces = [];
  const entry = (index) => files[index] ??= { traces: [], starts: [], ends: [], source: 0, skipped: [], tally: emptyTally(), complete: false };
  const take = (e, packed, source) => {
    if (packed === void 0) return;
    if (typeof packed !== "string") {
      e.source = source;
      for (let k = 0; k < packed.starts.length; k++) {
        e.starts.push(packed.starts[k]);
        e.ends.push(packed.ends[k]);
      }
    } else if (mainWriter) {
      e.source = 0;
      mainWriter.append(packed, e);
    } else append(e.traces, unpackTraces({ traces: packed }, interner));
  };
  const fold = (done) => {
    for (const s of done.skipped) {
      const where = quoteInput(s.line ? `${s.file}:${s.line}` : s.file, 300);
      logger.warning(`skipped ${where}: ${quoteInput(s.reason, 400)}`, { file: s.file, ...s.line ? { line: s.line } : {} });
      skipped.push(s);
    }
    addTally(tally, done.tally);
    const lines = done.stepLines;
    let at = 0;
    const linesOf = (k) => {
      if (!lines) return void 0;
      const out = [];
      while (at < lines.length && lines[at] < k) at += 3;
      for (; at < lines.length && lines[at] === k; at += 3) out.push(lines[at + 1], lines[at + 2]);
      return out.length > 0 ? out : void 0;
    };
    if (spill) {
      if (onTrace) for (let k = 0; k < done.starts.length; k++) onTrace(spill.result(done.source, done.starts[k], done.ends[k]), linesOf(k));
      spans.add(done.source, done);
    } else {
      if (onTrace) done.traces.forEach((t, k) => onTrace(t, linesOf(k)));
      append(traces, done.traces);
    }
  };
  return {
    /** A result made on the main thread, as the run keeps it (unpack.ts Interner.adopt); with a spill file, results made here are spilled as text. */
    keep: spill ? void 0 : (t) => interner.adopt(t),
    /** `source`: the worker (1-based) the part came from; 0 the main thread. */
    part(index, part, source = 0) {
      holdYoungGeneration();
      take(entry(index), part, source);
    },
    /** A file read again after its worker died: what arrived from that worker is dropped. */
    reset(index) {
      files[index] = void 0;
    },
    add(index, result, source = 0) {
      holdYoungGeneration();
      const e = entry(index);
      take(e, result.spans ?? result.traces, source);
      if (result.kept) append(e.traces, result.kept);
      e.skipped = result.skipped;
      e.tally = result.tally;
      if (result.stepLines) e.stepLines = result.stepLines;
      e.complete = true;
      while (logged < count && files[logged]?.complete) {
        fold(files[logged]);
        files[logged] = void 0;
        logged++;
      }
    },
    /** The run's skipped items, tally and results, once every file is in. */
    finish() {
      for (; logged < count; logged++) if (files[logged]) fold(files[logged]);
      if (!spill) return { skipped, tally, traces: traceList(traces) };
      const { sources, starts, ends } = spans.columns();
      return { skipped, tally, traces: spill.results(sources, starts, ends) };
    }
  };
}
async function runOnMainThread(files, options, limit, reporter) {
  let next = 0;
  const listing = new SidecarListing();
  async function lane() {
    while (next < files.length) {
      const i = next++;
      reporter.add(i, await analyzeFile(files[i], options, (part) => reporter.part(i, part), listing, reporter.keep));
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, files.length) }, lane));
}
async function runPipeline(input, options, logger, onTrace, tail) {
  const files = input.files;
  const perFile = fileOptions(options, input.cwd);
  const plan = planRun(input.cwd ? files.map((f) => path4.resolve(input.cwd, f)) : files, { workers: options.workers ?? "auto", maxWorkers: options.maxWorkers });
  sizeUpRun(plan.large);
  const workerUrl = plan.workers > 0 ? options.workerUrl ?? findWorkerUrl() : null;
  const spill = plan.workers > 0 && workerUrl ? new SpillDir() : null;
  const reporter = orderedReporter(files.length + (tail ? 1 : 0), logger, spill, onTrace);
  if (plan.workers > 0 && workerUrl) {
    logger.debug(`analysing ${files.length} files on ${plan.workers} worker threads`);
    input.onPool?.();
    const { runInPool } = await import("./pool-HMGIR4HK.js");
    setImmediate(collectSetUpGarbage);
    await runInPool(
      files,
      { options: perFile },
      { workers: plan.workers, workerUrl, batchFiles: plan.batchFiles, ...spill ? { spillFile: (k) => spill.file(k) } : {} },
      {
        onPart: reporter.part,
        onResult: reporter.add,
        fallback: async (i, file, why) => {
          logger.warning(`${quoteInput(file)}: a worker thread stopped while reading it (${why}); reading it again on the main thread`);
          reporter.reset(i);
          reporter.add(i, await analyzeFile(file, perFile, (part) => reporter.part(i, part)));
        }
      }
    );
  } else {
    if (plan.workers > 0) logger.debug("no worker script found next to the bundle; analysing on the main thread");
    await runOnMainThread(files, perFile, Math.max(1, options.concurrency ?? 4), reporter);
  }
  freezeYoungGeneration();
  if (process.listenerCount(PIPELINE_DONE_MARK) > 0) process.emit(PIPELINE_DONE_MARK);
  if (tail) {
    const extra = await tail();
    const tally2 = emptyTally();
    for (const t of extra) countTrace(tally2, t);
    reporter.add(files.length, { traces: extra.map((t) => JSON.stringify(t)).join("\n"), skipped: [], tally: tally2 });
  }
  const run = reporter.finish();
  const skipped = [...input.skipped ?? [], ...run.skipped];
  const { tally, traces } = run;
  return { summary: summaryOf(tally, files.length, skipped.length), traces, skipped };
}
function append(target, items) {
  for (const t of items) target.push(t);
}

// src/gate/gate.ts
var pct = (x) => `${(x * 100).toFixed(1)}%`;
var GateCounts = class {
  constructor(settings) {
    this.settings = settings;
    this.wanted = Array.isArray(settings.failOn) ? new Set(settings.failOn) : null;
  }
  settings;
  /** Failed traces by the fail-on modes they were attributed to, in the order first seen. */
  hits = /* @__PURE__ */ new Map();
  blamed = 0;
  notIntact = 0;
  wanted;
  /** Whether these settings count anything; "any" and the rate limits read the summary. */
  get counting() {
    return this.wanted !== null || this.settings.failOnBlame > 0 || this.settings.integrity === "require";
  }
  add(t) {
    const mode = t.verdict?.mode;
    if (this.wanted && t.success === false && mode && this.wanted.has(mode)) this.hits.set(mode, (this.hits.get(mode) ?? 0) + 1);
    if (this.settings.failOnBlame > 0 && (t.maxBlame ?? 0) >= this.settings.failOnBlame) this.blamed++;
    if (this.settings.integrity === "require" && (!t.integrity || t.integrity.verdict !== "intact")) this.notIntact++;
  }
};
function evaluateGate(settings, result, context = {}, counts) {
  const input = judgeInputs(result, settings.inputs ?? DEFAULT_INPUT_SETTINGS);
  const reasons = [...input.errors];
  if (!counts) {
    counts = new GateCounts(settings);
    if (counts.counting) for (const t of result.traces) counts.add(t);
  }
  const failedCount = settings.failOn === "any" ? result.summary.failed : 0;
  if (settings.failOn === "any" && failedCount > 0) {
    reasons.push(`${failedCount} of ${result.summary.traces} traces failed (fail-on: any)`);
  } else if (settings.failOn === "new") {
    const fresh = context.newFailures;
    if (!fresh) {
      if (result.summary.failed > 0) reasons.push(`${result.summary.failed} of ${result.summary.traces} traces failed (fail-on: new, but no base run was compared, so every failure counts)`);
    } else if (fresh.tasks.length > 0) {
      const n = fresh.tasks.length;
      reasons.push(`${n} new failure${n === 1 ? "" : "s"} against the base run (fail-on: new): ${fresh.tasks.slice(0, 5).join(", ")}${n > 5 ? ", \u2026" : ""}`);
    }
  } else if (Array.isArray(settings.failOn)) {
    for (const [mode, n] of counts.hits) reasons.push(`${n} trace${n === 1 ? "" : "s"} failed with ${mode} (fail-on)`);
  }
  if (settings.failOnBlame > 0) {
    const blamed = counts.blamed;
    if (blamed > 0) reasons.push(`${blamed} trace${blamed === 1 ? "" : "s"} with a step blamed at or above ${settings.failOnBlame} (fail-on-blame)`);
  }
  const rate2 = result.summary.failureRate;
  if (rate2 !== null && rate2 > settings.maxFailureRate) reasons.push(`failure rate ${pct(rate2)} is above max-failure-rate ${pct(settings.maxFailureRate)}`);
  const cmp2 = context.comparison;
  if (cmp2 && cmp2.significant && cmp2.rateChange > settings.maxFailureRateIncrease)
    reasons.push(`failure rate rose by ${pct(cmp2.rateChange)} against the base (p = ${cmp2.pValue.toPrecision(2)}), above max-failure-rate-increase ${pct(settings.maxFailureRateIncrease)}`);
  if (settings.failOnWorsening && context.trend?.verdict === "worsening") reasons.push("the failure-rate trend is worsening (fail-on-worsening)");
  if (settings.integrity === "require") {
    const n = counts.notIntact;
    if (n > 0) reasons.push(`${n} trace${n === 1 ? " is" : "s are"} not intact (integrity: require)`);
  }
  return { status: reasons.length > 0 ? "fail" : "pass", reasons, ...input.warnings.length > 0 ? { warnings: input.warnings } : {} };
}

// src/run/read-and-gate.ts
import { open, readFile } from "node:fs/promises";
import path8 from "node:path";

// src/run/gate-settings.ts
function gateSettings(settings) {
  return {
    failOn: settings["fail-on"],
    failOnBlame: settings["fail-on-blame"],
    maxFailureRate: settings["max-failure-rate"],
    maxFailureRateIncrease: settings["max-failure-rate-increase"],
    failOnWorsening: settings["fail-on-worsening"],
    integrity: settings.integrity,
    inputs: { ifNoTraces: settings["if-no-traces"], ifUnreadable: settings["if-unreadable"] }
  };
}

// src/run/step-line-files.ts
import path5 from "node:path";
var STEP_LINE_MIN_FILES = 32;
async function stepLineFiles(files, cwd, gitEnv) {
  const root = path5.resolve(cwd);
  const candidates = [];
  for (const file of files) {
    if (isJsonlName(file)) continue;
    const rel = (path5.sep === "/" ? safeRepoPath(file) : null) ?? safeRepoPath(path5.relative(root, path5.resolve(root, file)).split(path5.sep).join("/"));
    if (rel) candidates.push({ file, rel });
  }
  if (candidates.length < STEP_LINE_MIN_FILES) return { files: [], committed: null };
  const committed = await gitTrackedFiles(root, gitEnv);
  const citable = committed ? candidates.filter((c) => committed.has(c.rel)) : candidates;
  return { files: citable.map((c) => c.file), committed: { root, files: committed } };
}

// src/run/source-index.ts
import path7 from "node:path";

// src/render/sarif/locate.ts
import { existsSync as existsSync2, readFileSync, statSync as statSync2 } from "node:fs";
import path6 from "node:path";

// src/render/sarif/code-mask.ts
var CODE = 0;
var STRING = 1;
var COMMENT = 2;
function languageOf(file) {
  if (/\.pyi?$/i.test(file)) return "python";
  if (/\.json$/i.test(file)) return "json";
  return "c-like";
}
function classify(text, language) {
  const out = new Uint8Array(text.length);
  if (language === "json") return out;
  return language === "python" ? classifyPython(text, out) : classifyCLike(text, out);
}
function classifyPython(text, out) {
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i];
    if (c === "#") {
      while (i < n && text[i] !== "\n") out[i++] = COMMENT;
      continue;
    }
    if (c === '"' || c === "'") {
      const triple = text.startsWith(c + c + c, i);
      const quote = triple ? c + c + c : c;
      i += quote.length;
      while (i < n) {
        if (text[i] === "\\") {
          out[i++] = STRING;
          if (i < n) out[i++] = STRING;
          continue;
        }
        if (text.startsWith(quote, i)) {
          i += quote.length;
          break;
        }
        if (!triple && text[i] === "\n") break;
        out[i++] = STRING;
      }
      continue;
    }
    i++;
  }
  return out;
}
var REGEX_BEFORE = /[(,=:[!&|?{};+\-*%<>~^]|^$/;
function classifyCLike(text, out) {
  const n = text.length;
  let i = 0;
  let prev = "";
  while (i < n) {
    const c = text[i];
    if (c === "/" && text[i + 1] === "/") {
      while (i < n && text[i] !== "\n") out[i++] = COMMENT;
      continue;
    }
    if (c === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end < 0 ? n : end + 2;
      while (i < stop) out[i++] = COMMENT;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      i++;
      while (i < n) {
        if (text[i] === "\\") {
          out[i++] = STRING;
          if (i < n) out[i++] = STRING;
          continue;
        }
        if (text[i] === c) {
          i++;
          break;
        }
        if (c !== "`" && text[i] === "\n") break;
        out[i++] = STRING;
      }
      prev = c;
      continue;
    }
    if (c === "/" && REGEX_BEFORE.test(prev)) {
      let j = i + 1;
      let inClass = false;
      while (j < n && text[j] !== "\n") {
        const d = text[j];
        if (d === "\\") j += 2;
        else if (d === "[") inClass = true, j++;
        else if (d === "]") inClass = false, j++;
        else if (d === "/" && !inClass) break;
        else j++;
      }
      if (j < n && text[j] === "/") {
        for (let k = i + 1; k < j; k++) out[k] = STRING;
        i = j + 1;
        prev = "/";
        continue;
      }
    }
    if (c !== " " && c !== "	" && c !== "\n" && c !== "\r") prev = c;
    i++;
  }
  return out;
}

// src/render/sarif/definitions.ts
var KIND_RANK = {
  "tool-registration": 0,
  "decorated-function": 1,
  agent: 2,
  function: 3,
  "function-schema": 4
};
var PY_DEF = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(/;
var PY_DECORATOR = /^\s*@([\w.]+)\s*(?:\((.*)\))?\s*$/;
var TOOLISH_DECORATOR = /(^|\.)(tool|function_tool|kernel_function|ai_function|register_tool|action)$/i;
var TS_FUNCTION = /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*[(<]/;
var TS_CONST = /^\s*(?:export\s+)?(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:async\s+)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>|tool\s*\(|new\s+\w*(?:Tool|Agent)\b|\w*(?:tool|Tool|agent|Agent)\s*\()/;
var TS_TOOL_PROPERTY = /^\s*["']?([A-Za-z_$][\w$-]*)["']?\s*:\s*(?:tool|createTool|dynamicTool)\s*\(/;
var MCP_REGISTRATION = /\.(?:tool|registerTool|add_tool|addTool)\s*\(\s*["'`]([^"'`]+)["'`]/;
var SCHEMA_NAME = /["']name["']\s*:\s*["']([^"']+)["']/;
var SCHEMA_CONTEXT = /["'](parameters|input_schema|inputSchema|function)["']\s*:|["']type["']\s*:\s*["']function["']/;
var AGENT_CTOR = /\b(?:[A-Z]\w*Agent|Agent|Crew|Swarm)\s*\(\s*(?:name\s*=\s*|\{\s*name\s*:\s*)?["'`]([^"'`]+)["'`]/;
var AGENT_OPEN = /\b(?:[A-Z]\w*Agent|Agent)\s*\(\s*$/;
var NAME_KWARG = /\bname\s*[=:]\s*["'`]([^"'`]+)["'`]/;
function decoratorName(args) {
  if (!args) return null;
  const kw = /\bname\s*=\s*["']([^"']+)["']/.exec(args);
  if (kw) return kw[1];
  const first = /^\s*["']([^"']+)["']/.exec(args);
  return first ? first[1] : null;
}
var globals = /* @__PURE__ */ new Map();
function globalOf(re) {
  let g = globals.get(re);
  if (!g) globals.set(re, g = new RegExp(re.source, `${re.flags.replace(/[gd]/g, "")}gd`));
  return g;
}
function leadOf(m) {
  return m.index + (m[0].length - m[0].trimStart().length);
}
var JSON_MAY_DEFINE = new RegExp(`${SCHEMA_CONTEXT.source}|\\.(?:tool|registerTool|add_tool|addTool)\\s*\\(|\\b(?:[A-Z]\\w*Agent|Agent|Crew|Swarm)\\s*\\(`);
function findDefinitions(text, path13) {
  const language = languageOf(path13);
  if (language === "json" && !JSON_MAY_DEFINE.test(text)) return [];
  return definitionsIn(text, path13, language);
}
function definitionsIn(text, path13, language = languageOf(path13)) {
  const lines = text.split("\n");
  const out = [];
  const isPython = language === "python";
  const isJson = language === "json";
  const classes = classify(text, language);
  const starts = [];
  for (let i = 0, at = 0; i < lines.length; i++) {
    starts.push(at);
    at += lines[i].length + 1;
  }
  const classAt = (line, column) => classes[starts[line] + column] ?? CODE;
  const seen = new Array(lines.length);
  const patternLine = (i) => {
    let line = seen[i];
    if (line !== void 0) return line;
    line = lines[i].length > 2e3 ? lines[i].slice(0, 2e3) : lines[i];
    if (!isJson) {
      let cut = line.length;
      while (cut > 0 && classAt(i, cut - 1) === COMMENT) cut--;
      if (cut < line.length) line = line.slice(0, cut).padEnd(line.length, " ");
    }
    return seen[i] = line;
  };
  const codeMatch = (re, i) => {
    const line = patternLine(i);
    if (!re.test(line)) return null;
    const g = globalOf(re);
    g.lastIndex = 0;
    for (let m = g.exec(line); m; m = g.exec(line)) {
      if (m[0].length === 0) g.lastIndex++;
      if (isJson) return m;
      if (classAt(i, leadOf(m)) !== CODE) continue;
      const name = m.indices?.[1];
      if (name && name[1] > name[0]) {
        const quoted = /["'`]/.test(line[name[0] - 1] ?? "");
        if (classAt(i, name[0]) !== (quoted ? STRING : CODE)) continue;
      }
      return m;
    }
    return null;
  };
  let pendingDecorators = [];
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.length > 2e3 ? raw.slice(0, 2e3) : raw;
    if (isPython) {
      const dec = codeMatch(PY_DECORATOR, i);
      if (dec) {
        pendingDecorators.push({ name: dec[1], ...dec[2] !== void 0 ? { args: dec[2] } : {}, line: lineNo });
        return;
      }
      const def = codeMatch(PY_DEF, i);
      if (def) {
        const toolish = pendingDecorators.filter((d) => TOOLISH_DECORATOR.test(d.name));
        for (const d of toolish) {
          const renamed = decoratorName(d.args);
          if (renamed) out.push({ name: renamed, line: d.line, kind: "tool-registration" });
        }
        out.push({ name: def[1], line: lineNo, kind: toolish.length > 0 ? "decorated-function" : "function" });
        pendingDecorators = [];
        return;
      }
      const first = line.length - line.trimStart().length;
      if (line.trim() !== "" && classAt(i, first) === CODE && !line.trim().startsWith("#")) pendingDecorators = [];
    } else if (!isJson) {
      const fn = codeMatch(TS_FUNCTION, i) ?? codeMatch(TS_CONST, i);
      if (fn) out.push({ name: fn[1], line: lineNo, kind: "function" });
      const prop = codeMatch(TS_TOOL_PROPERTY, i);
      if (prop) out.push({ name: prop[1], line: lineNo, kind: "tool-registration" });
    }
    const mcp = codeMatch(MCP_REGISTRATION, i);
    if (mcp) out.push({ name: mcp[1], line: lineNo, kind: "tool-registration" });
    const agent = codeMatch(AGENT_CTOR, i);
    if (agent) out.push({ name: agent[1], line: lineNo, kind: "agent" });
    else if (codeMatch(AGENT_OPEN, i)) {
      for (let k = i + 1; k < Math.min(lines.length, i + 6); k++) {
        const kw = codeMatch(NAME_KWARG, k);
        if (kw) {
          out.push({ name: kw[1], line: lineNo, kind: "agent" });
          break;
        }
      }
    }
    const schema = codeMatch(SCHEMA_NAME, i);
    if (schema) {
      let beside = false;
      for (let k = Math.max(0, i - 4); k < Math.min(lines.length, i + 12) && !beside; k++) beside = codeMatch(SCHEMA_CONTEXT, k) !== null;
      if (beside) out.push({ name: schema[1], line: lineNo, kind: "function-schema" });
    }
  });
  return out;
}

// src/render/sarif/locate.ts
function isTestPath(file) {
  return /(^|\/)(tests?|__tests__|spec|fixtures?)(\/|$)|\.(test|spec)\.[^/]+$|(^|\/)test_[^/]+\.py$/.test(file);
}
function citedNames(trace, into) {
  if (trace.success === true) return;
  for (const s of trace.sites ?? []) if (s.name) into.add(s.name);
  for (const e of trace.errors) if (e.name) into.add(e.name);
  for (const b of trace.blame ?? []) if (b.name) into.add(b.name);
  for (const f of trace.findings ?? []) if (f.agent) into.add(f.agent);
  if (trace.verdict?.agent) into.add(trace.verdict.agent);
}
var MAX_SEARCHED_NAMES = 64;
function mentionsAny(text, names) {
  for (const name of names) if (text.includes(name)) return true;
  return false;
}
function indexSources(root, sources, committed = null, names) {
  const definitions = /* @__PURE__ */ new Map();
  const files = /* @__PURE__ */ new Set();
  const searched = names && names.size <= MAX_SEARCHED_NAMES ? names : null;
  for (const { path: file, text } of sources) {
    files.add(file);
    if (searched && !mentionsAny(text, searched)) continue;
    for (const d of findDefinitions(text, file)) {
      const key = d.name;
      if (!key || names && !names.has(key)) continue;
      const list = definitions.get(key) ?? [];
      list.push({ file, line: d.line, kind: d.kind });
      definitions.set(key, list);
    }
  }
  for (const list of definitions.values()) {
    list.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || Number(isTestPath(a.file)) - Number(isTestPath(b.file)) || compareCodePoints(a.file, b.file) || a.line - b.line);
  }
  return { root: path6.resolve(root), files, definitions, committed };
}
async function buildSourceIndex(options) {
  const root = path6.resolve(options.root);
  const { glob } = await import("./dist-DCTJTKJL.js");
  let found = await glob(options.globs, {
    cwd: root,
    onlyFiles: true,
    dot: false,
    ignore: ["**/.git/**", ...options.skip ?? DEFAULT_SOURCE_SKIP, ...options.ignore ?? []]
  });
  if ((options.honourGitattributes ?? true) && found.length > 0) {
    const marked = await linguistExcluded(root, found, options.gitEnv);
    if (marked.size > 0) found = found.filter((f) => !marked.has(f));
  }
  const maxFiles = options.maxFiles ?? 2e4;
  const maxBytes = options.maxFileBytes ?? 1024 * 1024;
  function* sources() {
    for (const rel of found.sort().slice(0, maxFiles)) {
      const abs = path6.join(root, rel);
      let text;
      try {
        if (statSync2(abs).size > maxBytes) continue;
        text = readFileSync(abs, "utf8");
      } catch {
        continue;
      }
      yield { path: rel.split(path6.sep).join("/"), text };
    }
  }
  return indexSources(root, sources(), options.committed ?? null, options.names);
}
function createLocator(index, options = {}) {
  const root = index.root;
  const cwd = path6.resolve(options.cwd ?? root);
  const maxTraceBytes = options.maxTraceBytes ?? 20 * 1024 * 1024;
  const exists = options.exists ?? ((rel) => index.committed ? index.committed.has(rel) : index.files.has(rel) || existsSync2(path6.join(root, rel)));
  const readText2 = options.readText ?? ((abs) => {
    try {
      return statSync2(abs).size > maxTraceBytes ? null : readFileSync(abs, "utf8");
    } catch {
      return null;
    }
  });
  const textCache = /* @__PURE__ */ new Map();
  const arraysCache = /* @__PURE__ */ new Map();
  const arraysOf = (text) => {
    let arrays = arraysCache.get(text);
    if (!arrays) arraysCache.set(text, arrays = scanJsonArrays(text));
    return arrays;
  };
  const repoPaths = /* @__PURE__ */ new Map();
  function toRepoPath(file, base, matchTail = true) {
    const key = `${matchTail ? 1 : 0}\0${base}\0${file}`;
    let known = repoPaths.get(key);
    if (known === void 0) {
      if (repoPaths.size >= 1e4) repoPaths.clear();
      repoPaths.set(key, known = resolveRepoPath(file, base, matchTail));
    }
    return known;
  }
  function resolveRepoPath(file, base, matchTail) {
    const cleaned = file.replace(/^file:\/\//, "").replace(/\\/g, "/");
    if (isLibraryFrame(cleaned)) return null;
    const abs = path6.isAbsolute(cleaned) ? cleaned : path6.resolve(base, cleaned);
    const rel = safeRepoPath(path6.relative(root, abs).split(path6.sep).join("/"));
    if (rel && exists(rel)) return rel;
    if (!matchTail) return null;
    const parts = cleaned.split("/").filter((p) => p && p !== ".");
    for (let i = 1; i < parts.length; i++) {
      const tail = safeRepoPath(parts.slice(i).join("/"));
      if (tail && exists(tail)) return tail;
    }
    return null;
  }
  function lineAnchor(uri, line) {
    const text = cachedText(path6.join(root, uri));
    const at = text?.split("\n", line)[line - 1];
    return at !== void 0 && at.trim() !== "" ? `text:${at.trim().slice(0, 500)}` : `line:${line}`;
  }
  function cachedText(abs) {
    if (!textCache.has(abs)) {
      if (textCache.size > 64) {
        textCache.clear();
        arraysCache.clear();
      }
      textCache.set(abs, readText2(abs));
    }
    return textCache.get(abs) ?? null;
  }
  function site(trace, step) {
    return step === null ? void 0 : trace.sites?.find((s) => s.step === step);
  }
  function fromCode(trace, step) {
    const s = site(trace, step);
    if (s?.code) {
      const uri = toRepoPath(s.code.file, cwd);
      if (uri) return { uri, line: s.code.line, via: "step-code", anchor: lineAnchor(uri, s.code.line) };
    }
    const frames = [...s?.frames ?? []];
    for (const e of trace.errors) if (e.step === step) frames.push(...parseStackFrames(e.message));
    for (const f of frames) {
      const uri = toRepoPath(f.file, cwd);
      if (uri) return { uri, line: f.line, via: "stack-frame", anchor: lineAnchor(uri, f.line) };
    }
    return null;
  }
  function fromDefinition(trace, step, agent) {
    const names = [];
    const s = site(trace, step);
    if (s?.name) names.push(s.name);
    for (const e of trace.errors) if (e.step === step && e.name) names.push(e.name);
    for (const b of trace.blame ?? []) if (b.step === step && b.name) names.push(b.name);
    if (agent) names.push(agent);
    for (const name of names) {
      const hit = index.definitions.get(name)?.[0];
      const uri = hit ? safeRepoPath(hit.file) : null;
      if (hit && uri) return { uri, line: hit.line, via: "definition", anchor: `def:${hit.kind}:${name}` };
    }
    return null;
  }
  function fromTraceFile(trace, step, index2) {
    const uri = toRepoPath(trace.file, cwd, false);
    if (!uri) return null;
    if (step === null) return { uri, line: trace.line ?? 1, via: "trace-file", anchor: `line:${trace.line ?? 1}` };
    const taken = trace.line || index2 === void 0 ? void 0 : options.stepLines?.get(index2, step);
    if (taken !== void 0) return { uri, line: taken, via: "trace-file", anchor: `line:${taken}` };
    const text = trace.line ? null : cachedText(path6.join(root, uri));
    const s = site(trace, step);
    const line = trace.line ? trace.line : text ? stepLine(
      text,
      {
        index: step,
        position: s?.position ?? step,
        stepCount: trace.steps,
        ...s?.spanId ? { spanId: s.spanId } : {}
      },
      arraysOf
    ) : null;
    return { uri, line: line ?? 1, via: "trace-file", anchor: `line:${line ?? 1}` };
  }
  return {
    locate({ trace, step, agent, index: index2 }) {
      return fromCode(trace, step) ?? fromDefinition(trace, step, agent) ?? fromTraceFile(trace, step, index2);
    }
  };
}

// src/run/source-index.ts
function sourceIndexKey(input) {
  const { settings } = input;
  return JSON.stringify([path7.resolve(input.repoRoot), path7.resolve(input.cwd, settings.out), settings["source-globs"], settings["source-ignore"] ?? null]);
}
async function sourceIndexOf(input, committed, names) {
  const { settings } = input;
  const files = committed !== void 0 ? committed : await gitTrackedFiles(input.repoRoot, input.gitEnv);
  const outRel = path7.relative(input.repoRoot, path7.resolve(input.cwd, settings.out)).split(path7.sep).join("/");
  const ignore = [".blamegate-artifacts/**", ...outRel && !outRel.startsWith("..") ? [`${outRel}/**`] : []];
  return buildSourceIndex({
    root: input.repoRoot,
    globs: settings["source-globs"],
    skip: settings["source-ignore"],
    committed: files,
    ignore,
    ...names ? { names } : {},
    ...input.gitEnv ? { gitEnv: input.gitEnv } : {}
  });
}

// src/run/read-and-gate.ts
var LEDGER_SNIFF_BYTES = 64 * 1024 * 1024;
async function looksLikeLedger(abs) {
  const handle = await open(abs, "r").catch(() => null);
  if (!handle) return false;
  try {
    const buf = Buffer.alloc(4097);
    const { bytesRead } = await handle.read(buf, 0, buf.length, 0);
    const first = buf.subarray(0, bytesRead).toString("utf8").split("\n")[0].replace(/\r$/, "");
    try {
      return LedgerEntrySchema.safeParse(JSON.parse(first)).success;
    } catch {
      return false;
    }
  } finally {
    await handle.close();
  }
}
async function ledgerVerdict(file, cwd, logger) {
  const abs = path8.resolve(cwd, file);
  if (!await looksLikeLedger(abs)) return null;
  const text = await readFile(abs, "utf8").catch(() => null);
  if (text === null || text.length > LEDGER_SNIFF_BYTES) return null;
  const broken = parseLedger(text).broken;
  logger.info(`${quoteInput(file)} is a ledger of chain roots, not traces${broken ? "" : "; give it as the ledger setting to check traces against it"}`);
  return broken ? { file, line: broken.line, reason: `ledger broken: ${broken.reason}` } : "intact";
}
var LEDGER_LIKE = /\.(jsonl|ndjson|json)$/i;
async function recogniseLedgers(result, cwd, logger) {
  const candidates = [...new Set(result.skipped.filter((s) => s.kind !== "missing" && LEDGER_LIKE.test(s.file)).map((s) => s.file))];
  const ledgers = /* @__PURE__ */ new Map();
  for (const file of candidates) {
    const verdict = await ledgerVerdict(file, cwd, logger);
    if (verdict) ledgers.set(file, verdict);
  }
  if (ledgers.size === 0) return result;
  const skipped = [];
  for (const s of result.skipped) if (!ledgers.has(s.file)) skipped.push(s);
  for (const b of ledgers.values()) if (b !== "intact") skipped.push(b);
  return { ...result, skipped, summary: { ...result.summary, files: result.summary.files - ledgers.size, skipped: skipped.length } };
}
var OWN_REPORTS = /* @__PURE__ */ new Set(["results.json", "digest.json"]);
async function readLedger(file) {
  return readFile(file, "utf8").catch((err) => {
    if (err.code === "ENOENT") return "";
    throw new Error(`ledger ${file}: ${err.message}`);
  });
}
async function analyzePaths(settings, patterns, cwd, logger, extraSkipped = [], extra = {}) {
  freezeForListing();
  const collected = await collectFiles(patterns, cwd);
  const outDir = path8.resolve(cwd, settings.out);
  const ledgerFile = settings.ledger ? path8.resolve(cwd, settings.ledger) : null;
  const ledgerName = ledgerFile ? path8.basename(ledgerFile) : null;
  const own = (f) => {
    const name = path8.basename(f);
    if (!OWN_REPORTS.has(name) && name !== ledgerName) return false;
    const abs = path8.resolve(cwd, f);
    return OWN_REPORTS.has(name) && path8.dirname(abs) === outDir || abs === ledgerFile;
  };
  let files = takeShard(
    collected.files.filter((f) => !own(f)),
    settings.shard
  );
  const ledgerSkips = [];
  const ledgerFiles = /* @__PURE__ */ new Set();
  for (const f of files.filter((x) => /ledger/i.test(path8.basename(x)) && LEDGER_LIKE.test(x))) {
    const verdict = await ledgerVerdict(f, cwd, logger);
    if (verdict === null) continue;
    ledgerFiles.add(f);
    if (verdict !== "intact") ledgerSkips.push(verdict);
  }
  if (ledgerFiles.size > 0) files = files.filter((f) => !ledgerFiles.has(f));
  const missing = collected.missing.map((m) => ({ ...m, kind: "missing" }));
  const skipped = [...extraSkipped, ...missing, ...ledgerSkips];
  for (const m of collected.missing) logger.warning(`${quoteInput(m.file)}: ${m.reason}`);
  const ledgerText = settings.ledger ? await readLedger(path8.resolve(cwd, settings.ledger)) : void 0;
  const ledgerIndex = ledgerText !== void 0 ? parseLedger(ledgerText) : void 0;
  if (ledgerIndex) {
    const broken = ledgerIndex.broken;
    if (broken) {
      skipped.push({ file: settings.ledger, line: broken.line, reason: `ledger broken: ${broken.reason}` });
      logger.error(`${quoteInput(settings.ledger)}:${broken.line}: ledger broken: ${quoteInput(broken.reason)}`, { file: settings.ledger, line: broken.line });
    }
  }
  const anchor = ledgerIndex && settings["ledger-anchor"] ? checkAnchor(ledgerIndex, parseHead(settings["ledger-anchor"])) : null;
  if (anchor) logger.error(`${settings.ledger}: does not extend ledger-anchor ${settings["ledger-anchor"]}: ${anchor}`, { file: settings.ledger });
  const gone = ledgerIndex && settings.integrity !== "off" ? ledgerWatch(ledgerIndex, patterns, cwd, files, settings, ledgerIndex.broken ? `ledger broken at line ${ledgerIndex.broken.line}: ${ledgerIndex.broken.reason}` : anchor) : null;
  const citable = extra.scan ? await stepLineFiles(files, cwd, extra.gitEnv) : null;
  if (extra.scan && citable?.committed) extra.scan.committed = citable.committed;
  let pooled = false;
  const indexEarly = (scan) => {
    const input = { settings, repoRoot: cwd, cwd, ...extra.gitEnv ? { gitEnv: extra.gitEnv } : {} };
    const committed = scan.committed?.root === path8.resolve(cwd) ? scan.committed.files : void 0;
    const index = sourceIndexOf(input, committed);
    index.catch(() => void 0);
    scan.sourceIndex = { key: sourceIndexKey(input), index };
  };
  const onTrace = extra.scan || extra.onTrace || gone ? (t, stepLines) => {
    gone?.seen.add(t.id);
    extra.scan?.take(t, stepLines);
    if (pooled && extra.scan && !extra.scan.sourceIndex && t.success !== true) indexEarly(extra.scan);
    extra.onTrace?.(t);
  } : void 0;
  return runPipeline(
    {
      files,
      skipped,
      cwd,
      onPool: () => {
        pooled = true;
      }
    },
    {
      format: settings.format,
      ...settings["max-workers"] !== "auto" ? { maxWorkers: settings["max-workers"] } : {},
      integrity: settings.integrity,
      ...settings["signing-key"] ? { signingKey: settings["signing-key"] } : {},
      secrets: secretSettingValues(settings),
      ...ledgerText !== void 0 ? { ledgerText } : {},
      ...extra.explain ? { explain: true } : {},
      ...citable && citable.files.length > 0 ? { stepLineFiles: new Set(citable.files) } : {}
    },
    logger,
    onTrace,
    gone?.tail
  ).then(async (run) => {
    const result = {
      ...await recogniseLedgers(run, cwd, logger),
      lookedFor: extra.lookedFor ?? patterns,
      ...settings.shard ? { shard: settings.shard } : {}
    };
    extra.scan?.of(result);
    return result;
  });
}
function ledgerWatch(index, patterns, cwd, files, settings, problem) {
  const seen = /* @__PURE__ */ new Set();
  const { shard } = settings;
  const secrets = secretSettingValues(settings);
  const tail = async () => {
    if (problem !== null) {
      if (shard && shard.count > 1 && shard.index !== 1) return [];
      return [goneResult({ id: "(ledger)", file: settings.ledger, format: "native", algorithm: null, reason: problem })];
    }
    const scanned = new Set(files.map((f) => path8.resolve(cwd, f)));
    const inShard = shard && shard.count > 1 ? (display) => shardOf(display, shard.count) === shard.index : void 0;
    const records = await missingTraces(index, seen, patterns, cwd, scanned, inShard);
    return records.map((r) => redactDeep(goneResult({ id: r.id, file: displayOf(cwd, path8.resolve(cwd, r.file ?? "")), format: "native", algorithm: r.algorithm, reason: ledgerGoneReason(r) }), secrets));
  };
  return { seen, tail };
}
function decide(settings, result, context = {}, counts) {
  return evaluateGate(gateSettings(settings), result, context, counts);
}

// src/cli/logger.ts
function cliLogger(io, quiet) {
  return {
    debug() {
    },
    info: (m) => {
      if (!quiet) io.stderr(`${m}
`);
    },
    warning: (m) => io.stderr(`warning: ${m}
`),
    error: (m) => io.stderr(`error: ${m}
`)
  };
}

// src/render/digest.ts
function byName() {
  return /* @__PURE__ */ Object.create(null);
}
function bump(record, key, by = 1) {
  record[key] = (record[key] ?? 0) + by;
}
function rate(failed, passed) {
  return failed + passed === 0 ? null : failed / (failed + passed);
}
var MAX_SIGNATURES = 500;
var DigestTally = class {
  modes = {};
  agents = byName();
  tools = byName();
  integrity = {};
  stepSums = byName();
  /** Distinct failure signatures, in the order first seen (bounded: a digest stays small). */
  signatures = /* @__PURE__ */ new Set();
  unattributed = 0;
  add(t) {
    const { modes, agents, tools, integrity, stepSums } = this;
    const failed = t.success === false;
    if (failed) {
      if (t.verdict?.mode) bump(modes, t.verdict.mode);
      else this.unattributed++;
      if (t.signature && this.signatures.size < MAX_SIGNATURES) this.signatures.add(t.signature);
    }
    const names = new Set(t.agents);
    if (t.verdict?.agent) names.add(t.verdict.agent);
    for (const a of names) {
      const tally = agents[a] ??= { traces: 0, failed: 0, blamed: 0 };
      tally.traces++;
      if (failed) tally.failed++;
      if (failed && t.verdict?.agent === a) tally.blamed++;
    }
    const calls = byName();
    const errors = byName();
    for (const b of t.blame ?? []) if (b.kind === "tool_call" && b.name) bump(calls, b.name);
    for (const e of t.errors) if (e.name) bump(errors, e.name);
    for (const name of /* @__PURE__ */ new Set([...Object.keys(calls), ...Object.keys(errors)])) {
      const tally = tools[name] ??= { calls: 0, errors: 0 };
      const err = errors[name] ?? 0;
      tally.calls += Math.max(calls[name] ?? 0, err);
      tally.errors += err;
    }
    bump(integrity, t.integrity?.verdict ?? "unchecked");
    for (const b of t.blame ?? []) {
      if (b.score === null) continue;
      const key = b.name ?? b.kind;
      const s = stepSums[key] ??= { n: 0, sum: 0 };
      s.n++;
      s.sum += b.score;
    }
  }
};
function buildDigest(result, ctx, tally) {
  if (!tally) {
    tally = new DigestTally();
    for (const t of result.traces) tally.add(t);
  }
  const { modes, agents, tools, integrity, stepSums, unattributed, signatures } = tally;
  const steps = byName();
  for (const [k, s] of Object.entries(stepSums)) steps[k] = { n: s.n, mean: s.sum / s.n };
  const { summary } = result;
  return {
    schema: "blamegate/digest",
    version: DIGEST_VERSION,
    time: typeof ctx.time === "string" ? ctx.time : ctx.time.toISOString(),
    repository: ctx.repository,
    category: ctx.category ?? "blamegate",
    workflow: ctx.workflow,
    ref: ctx.ref,
    commit: ctx.commit,
    ...ctx.runId !== void 0 ? { runId: ctx.runId } : {},
    ...ctx.runAttempt !== void 0 ? { runAttempt: ctx.runAttempt } : {},
    shards: 1,
    counts: {
      files: summary.files,
      traces: summary.traces,
      passed: summary.passed,
      failed: summary.failed,
      unknown: summary.unknown,
      skipped: summary.skipped
    },
    failureRate: rate(summary.failed, summary.passed),
    modes,
    unattributed,
    agents,
    tools,
    integrity,
    steps,
    ...signatures.size > 0 ? { signatures: [...signatures] } : {},
    ...ctx.gate ? { gate: { status: ctx.gate.status, reasons: [...ctx.gate.reasons] } } : {}
  };
}
function withGate(d, gate) {
  return { ...d, gate: { status: gate.status, reasons: [...gate.reasons] } };
}
function withTrend(d, trend) {
  return { ...d, trend: { verdict: trend.verdict, slope: trend.slope, points: trend.points } };
}

// src/render/comment-marker.ts
var COMMENT_LIMIT = 65536;
function commentMarker(category) {
  const safe = category.replace(/[^A-Za-z0-9_./:-]/g, "_").slice(0, 100) || "blamegate";
  return `<!-- blamegate:category=${safe} -->`;
}

// src/render/markdown.ts
var SUMMARY_LIMIT = 1024 * 1024;
var COMMENT_ROWS = 20;
var COMMENT_EVIDENCE = 10;
var pct2 = (x) => x === null ? "n/a" : `${(x * 100).toFixed(1)}%`;
function size(text, unit) {
  return unit === "bytes" ? Buffer.byteLength(text, "utf8") : text.length;
}
var BAD_SHOWN = 50;
var ReportScan = class {
  entries = [];
  integrity = { checked: 0, counts: /* @__PURE__ */ new Map(), badCount: 0, bad: [] };
  /** `t` is the run's `i`-th trace. */
  add(t, i) {
    const { integrity } = this;
    if (t.integrity) {
      integrity.checked++;
      integrity.counts.set(t.integrity.verdict, (integrity.counts.get(t.integrity.verdict) ?? 0) + 1);
      if (!["intact", "unsigned", "keyed"].includes(t.integrity.verdict)) {
        integrity.badCount++;
        if (integrity.bad.length < BAD_SHOWN) integrity.bad.push(t);
      }
    }
    if (t.success !== false) return;
    this.entries.push({ i, m: t.verdict?.mode ? 1 : 0, c: t.verdict?.confidence ?? 0, mode: t.verdict?.mode ?? void 0 });
  }
  /** The failed list over `traces`, the results the scanned traces came from. */
  failed(traces) {
    const entries = [...this.entries].sort((a, b) => b.m - a.m || b.c - a.c || a.i - b.i);
    return { length: entries.length, modes: entries.map((e) => e.mode), at: (k) => traces.at(entries[k].i) };
  }
};
function scanRun(result) {
  const scan = new ReportScan();
  let i = 0;
  for (const t of result.traces) scan.add(t, i++);
  return scan;
}
function stepOf(t) {
  return t.verdict?.step ?? t.errors[0]?.step ?? null;
}
function agentOf(t) {
  return t.verdict?.agent ?? t.errors[0]?.agent ?? null;
}
function tableRow(t, secrets) {
  const where = t.line ? `${t.file}:${t.line}` : t.file;
  const trace = `${mdCode(t.id, { max: 60, secrets })}<br>${mdInline(where, { max: 120, secrets })}${t.untrusted ? " \u26A0\uFE0F untrusted" : ""}`;
  const mode = t.verdict?.mode ? mdInline(modeLabel(t.verdict.mode)) : t.verdict?.reason ? mdInline(t.verdict.reason, { max: 80 }) : "\u2014";
  const step = stepOf(t);
  const agent = agentOf(t);
  const confidence = t.verdict?.mode ? t.verdict.confidence.toFixed(2) : "\u2014";
  return `| ${trace} | ${mode} | ${step ?? "\u2014"} | ${agent ? mdInline(agent, { max: 60, secrets }) : "\u2014"} | ${confidence} |`;
}
function evidenceBlock(t, secrets) {
  const v = t.verdict;
  const title = `${htmlText(t.id, { max: 80, secrets })} \u2014 ${v?.mode ? htmlText(modeLabel(v.mode)) : "no mode"}${stepOf(t) !== null ? ` at step ${stepOf(t)}` : ""}`;
  const lines = ["<details>", `<summary>${title}</summary>`, ""];
  const unsure = shortList(v);
  if (unsure) lines.push(`_${mdInline(unsure, { max: 200 })}_`, "");
  const evidence = v?.evidence ?? [];
  if (evidence.length === 0 && t.errors.length === 0) lines.push("No evidence recorded.", "");
  for (const e of evidence.slice(0, 6)) {
    const who = e.agent ? ` (${mdInline(e.agent, { max: 60, secrets })})` : "";
    const note = e.note ? ` \u2014 ${mdInline(e.note, { max: 200, secrets })}` : "";
    lines.push(`**Step ${e.step}**${who}${note}`, "", mdCodeBlock(e.quote, { max: 600, secrets }), "");
  }
  if (evidence.length > 6) lines.push(`_${evidence.length - 6} more evidence steps in results.json._`, "");
  if (evidence.length === 0) {
    for (const e of t.errors.slice(0, 3)) {
      lines.push(`**Step ${e.step}** error${e.name ? ` in ${mdInline(e.name, { max: 60, secrets })}` : ""}`, "", mdCodeBlock(e.message, { max: 600, secrets }), "");
    }
  }
  if (v?.runnerUps?.length) {
    lines.push(
      `Runner-up modes: ${v.runnerUps.slice(0, 3).map((r) => `${r.mode} (${r.probability.toFixed(2)})`).join(", ")}`,
      ""
    );
  }
  lines.push("</details>");
  return lines.join("\n");
}
function gateSection(input) {
  const { gate, result } = input;
  const s = result.summary;
  const head = gate.status === "pass" ? "## \u2705 blamegate: gate passed" : "## \u274C blamegate: gate failed";
  const lines = [head, ""];
  for (const r of gate.reasons) lines.push(`- ${mdInline(r, { max: 600 })}`);
  for (const w of gate.warnings ?? []) lines.push(`- \u26A0\uFE0F ${mdInline(w, { max: 600 })}`);
  if (gate.reasons.length || gate.warnings?.length) lines.push("");
  lines.push(
    `**${s.traces}** trace${s.traces === 1 ? "" : "s"} from **${s.files}** file${s.files === 1 ? "" : "s"}: **${s.failed}** failed, ${s.passed} passed, ${s.unknown} unknown, ${s.skipped} skipped \xB7 failure rate **${pct2(s.failureRate)}**`
  );
  const modes = Object.entries(s.modes).sort((a, b) => b[1] - a[1]);
  if (modes.length) lines.push("", `Modes: ${modes.map(([m, n]) => `${m} \xD7${n}`).join(" \xB7 ")}`);
  return lines.join("\n");
}
var SKIPPED_SHOWN = 20;
function skippedSection(result, secrets) {
  const items = result.skipped;
  if (items.length === 0) return null;
  const lines = ["### Not read", "", "| Input | Why |", "|---|---|"];
  for (const s of items.slice(0, SKIPPED_SHOWN)) {
    const where = s.line ? `${s.file}:${s.line}` : s.file;
    lines.push(`| ${mdInline(where, { max: 120, secrets })} | ${s.kind === "missing" ? "not found: " : ""}${mdInline(s.reason, { max: 300, secrets })} |`);
  }
  if (items.length > SKIPPED_SHOWN) lines.push("", `_${items.length - SKIPPED_SHOWN} more in results.json._`);
  return lines.join("\n");
}
function fixesSection(modes) {
  const counts = /* @__PURE__ */ new Map();
  for (const mode of modes) if (mode) counts.set(mode, (counts.get(mode) ?? 0) + 1);
  if (counts.size === 0) return null;
  const lines = ["<details>", `<summary>Suggested fixes for ${counts.size} failure mode${counts.size === 1 ? "" : "s"}</summary>`, ""];
  for (const [id, n] of [...counts].sort((a, b) => b[1] - a[1])) {
    const m = modeSpec(id);
    lines.push(`**${modeLabel(id)}** (${n} trace${n === 1 ? "" : "s"}, ${m.prevalence}% of failures in MAST) \u2014 ${m.definition}`, "");
    for (const f of m.fixes) lines.push(`- ${f.text}${f.evidence ? ` _(${f.evidence})_` : ""}`);
    lines.push("");
  }
  lines.push(`<sub>Fixes from ${taxonomy().source.title}.</sub>`, "", "</details>");
  return lines.join("\n");
}
function integritySection(tally, secrets) {
  const { checked, counts, badCount, bad } = tally;
  if (checked === 0) return null;
  const lines = ["### Integrity", "", [...counts].map(([v, n]) => `${v}: ${n}`).join(" \xB7 ")];
  if (badCount) {
    lines.push("", "| Trace | Verdict | First altered step | Reason |", "|---|---|---|---|");
    for (const t of bad) {
      const i = t.integrity;
      lines.push(`| ${mdCode(t.id, { max: 60, secrets })} | **${i.verdict}** | ${i.step ?? "\u2014"} | ${i.reason ? mdInline(i.reason, { max: 200, secrets }) : ""} |`);
    }
    if (badCount > BAD_SHOWN) lines.push(`| \u2026 ${badCount - BAD_SHOWN} more | | | |`);
    lines.push("", "Findings from these traces are shown but not trusted.");
  }
  return lines.join("\n");
}
function sarifSection(sarif, full) {
  if (!sarif) return null;
  if (!full && sarif.results === 0 && sarif.leftOutNoLocation === 0 && !sarif.leftOutOverLimit) return null;
  const lines = ["### Code scanning", "", `${sarif.results} result${sarif.results === 1 ? "" : "s"} in SARIF.`];
  if (sarif.leftOutNoLocation > 0) {
    lines.push(
      `${sarif.leftOutNoLocation} result${sarif.leftOutNoLocation === 1 ? "" : "s"} left out of SARIF because no code location was found (no recorded code location, no definition of the tool or agent under \`source-globs\`, and no committed trace file).`
    );
  }
  if (sarif.leftOutOverLimit) {
    lines.push(`${sarif.leftOutOverLimit} less severe results left out to stay within GitHub's SARIF limits.`);
  }
  if (sarif.upload) lines.push(mdInline(sarif.upload, { max: 400 }));
  return lines.join("\n\n");
}
var SAFE_URL = /^https?:\/\/[^\s()<>]+$/;
function runLink(input) {
  const url = input.links?.run ?? input.runUrl;
  return url && SAFE_URL.test(url) ? url : null;
}
function linksLine(input) {
  const parts = [];
  const run = runLink(input);
  if (run) parts.push(`[Workflow run and full report](${run})`);
  const cs = input.links?.codeScanning;
  if (cs && SAFE_URL.test(cs) && (input.sarif?.results ?? 0) > 0) parts.push(`[Code scanning alerts](${cs})`);
  const pm = input.links?.postmortem;
  if (pm && SAFE_URL.test(pm)) parts.push(`[Postmortem pages](${pm})`);
  return parts.length ? parts.join(" \xB7 ") : null;
}
function trendBlock(markdown, full) {
  const text = markdown?.trim();
  if (!text) return null;
  if (!full && !text.includes("|") && /Failure rate: not enough data/.test(text) && !/^### This PR/m.test(text)) return null;
  return text;
}
function footer(input) {
  const parts = [`blamegate${input.version ? ` ${mdInline(input.version)}` : ""}`, `category ${mdCode(input.category, { max: 100 })}`];
  const run = runLink(input);
  if (run) parts.push(`[workflow run](${run})`);
  return `<sub>${parts.join(" \xB7 ")}</sub>`;
}
var ScannedReport = class _ScannedReport {
  failed;
  tally;
  /** The integrity section by the secrets it was redacted with (a memo of this object's own). */
  sections = /* @__PURE__ */ new Map();
  /** `scan` saw exactly `traces`, in their order. */
  constructor(traces, scan) {
    this.failed = scan.failed(traces);
    this.tally = scan.integrity;
  }
  /** A pass of its own over the run's traces, for a render that was handed none. */
  static of(result) {
    return new _ScannedReport(result.traces, scanRun(result));
  }
  integrity(secrets) {
    const key = JSON.stringify(secrets ?? []);
    let section = this.sections.get(key);
    if (section === void 0) this.sections.set(key, section = integritySection(this.tally, secrets));
    return section;
  }
  /** Every trace unsigned: the comment has nothing to say about integrity (the job summary does). */
  get onlyUnsigned() {
    const { counts } = this.tally;
    return counts.size === 1 && counts.has("unsigned");
  }
};
function renderMarkdownReport(input, options = {}) {
  const limit = options.limit ?? COMMENT_LIMIT;
  const unit = options.unit ?? "chars";
  const full = options.full ?? false;
  const maxRows = full ? Infinity : options.maxRows ?? COMMENT_ROWS;
  const maxEvidence = full ? Infinity : options.maxEvidence ?? COMMENT_EVIDENCE;
  const secrets = input.secrets;
  const scanned = input.scanned ?? ScannedReport.of(input.result);
  const { failed } = scanned;
  const integrity = !full && scanned.onlyUnsigned ? null : scanned.integrity(secrets);
  const read = /* @__PURE__ */ new Map();
  const trace = (k) => {
    let t = read.get(k);
    if (!t) read.set(k, t = failed.at(k));
    return t;
  };
  const rowCache = [];
  const blockCache = [];
  const row = (k) => rowCache[k] ??= tableRow(trace(k), secrets);
  const block = (k) => blockCache[k] ??= evidenceBlock(trace(k), secrets);
  const fixes = fixesSection(failed.modes);
  const links = linksLine(input);
  const trendText = trendBlock(input.trendMarkdown, full);
  const sarifText2 = sarifSection(input.sarif, full);
  const run = runLink(input);
  const rowCap = Math.min(failed.length, maxRows);
  const blockCap = (n) => Math.min(n, maxEvidence);
  const assemble = (nRows2, nBlocks2) => {
    const parts = [commentMarker(input.category), gateSection(input)];
    if (links) parts.push(links);
    if (input.comparisonMarkdown) parts.push(input.comparisonMarkdown);
    if (failed.length) {
      const table = ["### Failed traces", "", "| Trace | Mode | Step | Agent | Confidence |", "|---|---|---|---|---|"];
      for (let k = 0; k < nRows2; k++) table.push(row(k));
      if (nRows2 < failed.length) {
        const more = failed.length - nRows2;
        const why = nRows2 < rowCap ? "left out to stay within GitHub's size limit" : "not shown here";
        const where = !full && run ? `the [job summary](${run}), results.json and the SARIF file` : "results.json and the SARIF file";
        table.push("", `_${more} more failed trace${more === 1 ? "" : "s"} ${why}; all are in ${where}._`);
      }
      parts.push(table.join("\n"));
      if (nBlocks2 > 0) {
        const ev = ["### Evidence", ""];
        for (let k = 0; k < nBlocks2; k++) ev.push(block(k));
        if (nBlocks2 < nRows2) ev.push("", `_Evidence of ${nRows2 - nBlocks2} more trace${nRows2 - nBlocks2 === 1 ? "" : "s"} left out ${nBlocks2 < blockCap(nRows2) ? "for size" : "here; the job summary has it"}._`);
        parts.push(ev.join("\n\n"));
      } else if (nRows2 > 0) {
        parts.push(`_Evidence left out for size; see results.json._`);
      }
    }
    const notRead = skippedSection(input.result, secrets);
    if (notRead) parts.push(notRead);
    if (fixes) parts.push(fixes);
    if (trendText) parts.push(trendText);
    if (integrity) parts.push(integrity);
    if (sarifText2) parts.push(sarifText2);
    parts.push(footer(input));
    return `${parts.join("\n\n")}
`;
  };
  const empty = assemble(0, 0);
  let total = size(empty, unit) - 1e3;
  for (let k = 0; k < rowCap && total <= limit; k++) total += size(row(k), unit) + (k < blockCap(rowCap) ? size(block(k), unit) : 0);
  if (total <= limit) {
    const whole = assemble(rowCap, blockCap(rowCap));
    if (size(whole, unit) <= limit) return whole;
  }
  const fixed = size(empty, unit) + 400;
  let budget = limit - fixed;
  let nRows = 0;
  while (nRows < rowCap && budget - (size(row(nRows), unit) + 1) >= 0) budget -= size(row(nRows++), unit) + 1;
  let nBlocks = 0;
  while (nBlocks < blockCap(nRows) && budget - (size(block(nBlocks), unit) + 2) >= 0) budget -= size(block(nBlocks++), unit) + 2;
  let out = assemble(nRows, nBlocks);
  while (size(out, unit) > limit && (nBlocks > 0 || nRows > 0)) {
    if (nBlocks > 0) nBlocks--;
    else nRows--;
    out = assemble(nRows, nBlocks);
  }
  return out;
}
function renderJobSummary(input) {
  return renderMarkdownReport(input, { limit: SUMMARY_LIMIT, unit: "bytes", full: true });
}

// src/run/scan.ts
var RunScan = class _RunScan {
  digest = new DigestTally();
  gate;
  report = new ReportScan();
  /** Positions of the traces that did not pass (only those can give SARIF findings). */
  notPassed = [];
  /** Lines of the steps SARIF cites in trace files, taken while the pipeline read them (run/step-line-files.ts). */
  stepLines = new StepLines();
  /** The repository's committed files, when asked of git before the run (run/step-line-files.ts). */
  committed = null;
  /** The sources' index, when made while the pool worked (run/source-index.ts): what it was made from, and it. */
  sourceIndex = null;
  /** The names SARIF may look up definitions of (render/sarif/locate.ts citedNames): the sources are searched for these alone. */
  cited = /* @__PURE__ */ new Set();
  seen = 0;
  result = null;
  constructor(settings) {
    this.gate = new GateCounts(gateSettings(settings));
  }
  /** The run's next trace, in the run's order. */
  add = (t) => this.take(t);
  /** add(), with the lines of the trace's cited steps the pipeline took (`[step, line, …]`). */
  take(t, stepLines) {
    const i = this.seen++;
    if (stepLines) this.stepLines.add(i, stepLines);
    this.digest.add(t);
    this.gate.add(t);
    this.report.add(t, i);
    if (t.success !== true) {
      this.notPassed.push(i);
      citedNames(t, this.cited);
    }
  }
  /**
   * Ties the scan to the result whose traces it saw. A scan that did not see exactly the result's
   * traces covers nothing, and finishRun makes its own pass: counts are never taken from a scan
   * that missed a trace.
   */
  of(result) {
    this.result = this.seen === result.traces.length ? result : null;
    return this;
  }
  covers(result) {
    return this.result === result;
  }
  /** A pass of its own over a result's traces. */
  static over(result, settings) {
    const scan = new _RunScan(settings);
    for (const t of result.traces) scan.add(t);
    return scan.of(result);
  }
};

// src/cli/finish-local.ts
import path12 from "node:path";

// src/pipeline/write-chunks.ts
import { closeSync as closeSync3, openSync as openSync3 } from "node:fs";
var MAX_SCRATCH_CHARS = 1024 * 1024;
var MIN_SCRATCH_BYTES = 256 * 1024;
async function writeChunks(file, chunks) {
  const fd = openSync3(file, "w");
  let scratch2 = null;
  try {
    for (const chunk of chunks) {
      if (typeof chunk !== "string") writeFully(fd, chunk);
      else if (chunk.length > MAX_SCRATCH_CHARS) writeFully(fd, Buffer.from(chunk, "utf8"));
      else {
        if (!scratch2 || scratch2.length < chunk.length * 3) scratch2 = Buffer.allocUnsafe(Math.max(MIN_SCRATCH_BYTES, chunk.length * 3));
        writeFully(fd, scratch2.subarray(0, scratch2.write(chunk, 0, "utf8")));
      }
    }
  } finally {
    closeSync3(fd);
  }
}

// src/pipeline/json-layout.ts
async function layOutInWorker(url, job) {
  const { Worker } = await import("node:worker_threads");
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { workerData: job, resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 64 } });
    let done = false;
    let failure = null;
    worker.once("message", () => {
      done = true;
    });
    worker.once("error", (err) => {
      failure = err;
    });
    worker.once("exit", (code) => {
      if (done && code === 0) resolve();
      else reject(failure instanceof Error ? failure : new Error(`the results.json worker stopped (exit code ${code})`));
    });
  });
}

// src/pipeline/json-report.ts
function jsonReportChunks(result, gate) {
  return prettyJsonChunks({ ...result, traces: jsonItems(result.traces), gate }, 2);
}
function jsonItems(traces) {
  if (!(traces instanceof SpilledTraces)) return traces;
  return new RawJsonItems(traces.length, (i) => traces.raw(i));
}
var NO_TRACES = '\n  "traces": []';
function around(result, gate) {
  const text = [...textOf(prettyJsonChunks({ ...result, traces: [], gate }, 2))].join("");
  const at = text.indexOf(NO_TRACES);
  if (at < 0) return null;
  return { head: `${text.slice(0, at)}
  "traces": [
`, tail: `  ]${text.slice(at + NO_TRACES.length)}` };
}
function* listedReportChunks(result, gate) {
  const items = result.traces.toJSON();
  const cut = items.length > 0 && !(result.traces instanceof SpilledTraces) ? around(result, gate) : null;
  if (!cut) {
    yield* jsonReportChunks(result, gate);
    return;
  }
  yield cut.head;
  let size2 = 16;
  for (let i = 0; i < items.length; ) {
    const batch = items.slice(i, i + size2);
    const text = nested(batch, 1);
    i += batch.length;
    yield text.slice(2, text.length - 4);
    yield i < items.length ? ",\n" : "\n";
    size2 = Math.max(1, Math.min(4096, Math.floor(size2 * CHUNK_CHARS / Math.max(1, text.length))));
  }
  yield cut.tail;
}
async function writeJsonReport(file, result, gate, workerUrl = findWorkerUrl(import.meta.url, LAYOUT_WORKER_FILE)) {
  const place = result.traces instanceof SpilledTraces ? result.traces.place : void 0;
  if (place && workerUrl && place.starts.length > 0) {
    const cut = around(result, gate);
    if (cut) {
      try {
        await layOutInWorker(workerUrl, { file, head: cut.head, tail: cut.tail, level: 2, place });
        return;
      } catch {
      }
    }
  }
  return writeChunks(file, listedReportChunks(result, gate));
}

// src/run/finish.ts
import { mkdir, writeFile } from "node:fs/promises";
import path10 from "node:path";

// src/trend/fisher.ts
function logFactorials(n) {
  const table = new Float64Array(n + 1);
  for (let i = 2; i <= n; i++) table[i] = table[i - 1] + Math.log(i);
  return table;
}
function fisherExact(a, b, c, d) {
  for (const v of [a, b, c, d]) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError("fisherExact needs non-negative integer counts");
  }
  const row1 = a + b;
  const row2 = c + d;
  const col1 = a + c;
  const n = row1 + row2;
  const lf = logFactorials(n);
  const fixed = lf[row1] + lf[row2] + lf[col1] + lf[n - col1] - lf[n];
  const logP = (x) => fixed - lf[x] - lf[row1 - x] - lf[col1 - x] - lf[row2 - col1 + x];
  const lo = Math.max(0, col1 - row2);
  const hi = Math.min(row1, col1);
  const observed = logP(a);
  const threshold = observed + Math.log1p(1e-7);
  let p = 0;
  for (let x = lo; x <= hi; x++) {
    const lp = logP(x);
    if (lp <= threshold) p += Math.exp(lp);
  }
  return Math.min(1, p);
}

// src/trend/compare.ts
var COMPARISON_ALPHA = 0.05;
function side(d) {
  const total = d.counts.passed + d.counts.failed;
  return { commit: d.commit, failed: d.counts.failed, total, rate: total === 0 ? null : d.counts.failed / total };
}
function compareToBase(base, head, options = {}) {
  const alpha = options.alpha ?? COMPARISON_ALPHA;
  const b = side(base);
  const h = side(head);
  const known = b.total > 0 && h.total > 0;
  const p = known ? fisherExact(h.failed, h.total - h.failed, b.failed, b.total - b.failed) : null;
  const modeIds = [.../* @__PURE__ */ new Set([...Object.keys(base.modes), ...Object.keys(head.modes)])].sort();
  const count = (d, m) => d.modes[m] ?? 0;
  const modes = modeIds.map((mode) => ({ mode, base: count(base, mode), head: count(head, mode) }));
  const steps = Object.keys(head.steps).filter((name) => Object.hasOwn(base.steps, name)).map((name) => {
    const before = base.steps[name].mean;
    const after = head.steps[name].mean;
    return { name, base: before, head: after, delta: after - before };
  }).sort((x, y) => x.delta - y.delta || compareCodePoints(x.name, y.name));
  return {
    base: b,
    head: h,
    delta: known ? h.rate - b.rate : null,
    p,
    significant: p !== null && p < alpha,
    alpha,
    newModes: modes.filter((m) => m.base === 0 && m.head > 0).map((m) => m.mode),
    goneModes: modes.filter((m) => m.base > 0 && m.head === 0).map((m) => m.mode),
    modes,
    steps
  };
}

// src/trend/gate-inputs.ts
function gateContextFrom(trend, comparison) {
  const context = {};
  if (trend) context.trend = { verdict: trend.verdict === "not-enough-data" ? "insufficient" : trend.verdict };
  if (comparison && comparison.delta !== null && comparison.p !== null) {
    context.comparison = { rateChange: comparison.delta, pValue: comparison.p, significant: comparison.significant };
  }
  return context;
}

// src/trend/markdown.ts
var pct3 = (v) => v === null ? "n/a" : `${(v * 100).toFixed(1)}%`;
var pp = (v) => v === null ? "n/a" : `${v >= 0 ? "+" : ""}${(v * 100).toFixed(1)} pp`;
var pval = (p) => p === null ? "n/a" : p < 1e-3 ? "< 0.001" : p.toFixed(3);
var VERDICT_LABEL = {
  improving: "improving",
  stable: "stable",
  worsening: "**worsening**",
  "not-enough-data": "not enough data"
};
function trendLine(t) {
  if (t.verdict === "not-enough-data") return `not enough data (${t.points} point${t.points === 1 ? "" : "s"})`;
  return `${VERDICT_LABEL[t.verdict]} \xB7 \`${t.sparkline}\` \xB7 ${pp(t.change)} over ${t.points} runs (p ${pval(t.mannKendall?.p ?? null)})`;
}
function renderComparisonMarkdown(c) {
  const verdict = c.delta === null ? "no comparable outcomes" : c.significant ? c.delta > 0 ? "**worse than base** (significant)" : "better than base (significant)" : "within noise";
  const lines = [
    `### This PR against its base`,
    "",
    "| | base | this PR |",
    "|---|---|---|",
    `| failure rate | ${pct3(c.base.rate)} (${c.base.failed}/${c.base.total}) | ${pct3(c.head.rate)} (${c.head.failed}/${c.head.total}) |`,
    `| change | | ${pp(c.delta)} \xB7 Fisher exact p = ${pval(c.p)} \xB7 ${verdict} |`
  ];
  if (c.newModes.length) lines.push(`| new modes | | ${c.newModes.join(", ")} |`);
  if (c.goneModes.length) lines.push(`| modes gone | ${c.goneModes.join(", ")} | |`);
  if (c.steps.length) {
    lines.push("", "| step | base score | this PR | change |", "|---|---|---|---|");
    for (const s of c.steps.slice(0, 10)) {
      lines.push(`| ${mdInline(s.name, { max: 80 })} | ${s.base.toFixed(2)} | ${s.head.toFixed(2)} | ${s.delta >= 0 ? "+" : ""}${s.delta.toFixed(2)} |`);
    }
    if (c.steps.length > 10) lines.push(`| \u2026 ${c.steps.length - 10} more | | | |`);
  }
  return lines.join("\n") + "\n";
}
function renderTrendMarkdown(r, notes = []) {
  const lines = ["### Trend", "", `Failure rate: ${trendLine(r.overall)}`];
  const modes = Object.entries(r.modes).filter(([, t]) => t && t.verdict !== "not-enough-data" && t.verdict !== "stable");
  const agents = Object.entries(r.agents).filter(([, t]) => t.verdict !== "not-enough-data" && t.verdict !== "stable");
  if (modes.length + agents.length > 0) {
    lines.push("", "| | trend |", "|---|---|");
    for (const [m, t] of modes) lines.push(`| ${m} | ${trendLine(t)} |`);
    for (const [a, t] of agents) lines.push(`| agent ${mdInline(a, { max: 80 })} | ${trendLine(t)} |`);
  }
  for (const n of notes) lines.push("", `> ${mdInline(n)}`);
  return lines.join("\n") + "\n";
}

// src/run/trend-and-base.ts
function analyzeTrendAndBase(input) {
  const series = input.includeInSeries === false ? [...input.history] : [...input.history, input.digest];
  const trend = trendFromDigests(series, input.trendOptions);
  const comparison = input.base ? compareToBase(input.base.digest, input.digest) : null;
  const previous = [...input.history].sort((a, b) => Date.parse(b.time) - Date.parse(a.time))[0] ?? null;
  let comparisonMd = null;
  if (comparison && input.base) {
    comparisonMd = renderComparisonMarkdown(comparison);
    if (input.base.match !== "exact") {
      const what = input.base.match === "latest" ? "the newest run on the base branch" : "the last run before the base commit";
      comparisonMd += `
> No digest exists for the base commit itself; compared with ${what} (${input.base.digest.commit.slice(0, 7)}).
`;
    }
  }
  return {
    trend,
    comparison,
    digest: withTrend(input.digest, trend.overall),
    gateContext: gateContextFrom(trend.overall, comparison),
    markdown: { comparison: comparisonMd, trend: renderTrendMarkdown(trend, input.notes ?? []) },
    previous
  };
}

// src/render/sarif/build.ts
import { createRequire } from "node:module";

// src/render/sarif/fingerprints.ts
import { createHash as createHash2 } from "node:crypto";
function lineHash(parts) {
  const text = [parts.ruleId, parts.uri, parts.anchor, parts.detector].join("\0");
  return createHash2("sha256").update(text).digest("hex").slice(0, 16);
}

// src/render/sarif/rules.ts
var PROBLEM_SEVERITY = { error: "error", warning: "warning", note: "recommendation" };
function ruleName(name) {
  return name.replace(/[^A-Za-z0-9]+/g, " ").trim().split(" ").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}
function levelFor(mode, failOn) {
  if (failOn === "any" || Array.isArray(failOn) && failOn.includes(mode)) return "error";
  return modeSpec(mode).sarif.level === "note" ? "note" : "warning";
}
function sarifRules(failOn = "any") {
  const t = taxonomy();
  return t.modes.map((m) => {
    const level = levelFor(m.id, failOn);
    const properties = {
      tags: ["ai-agent", "mast", m.category, "reliability"],
      precision: m.sarif.precision,
      "problem.severity": PROBLEM_SEVERITY[level]
    };
    if (m.sarif.securitySeverity !== null) properties["security-severity"] = m.sarif.securitySeverity.toFixed(1);
    return {
      id: m.id,
      name: ruleName(m.name),
      shortDescription: { text: modeLabel(m.id) },
      fullDescription: { text: m.definition },
      help: { text: helpText(m.id), markdown: helpMarkdown(m.id) },
      helpUri: t.source.url,
      defaultConfiguration: { level },
      properties
    };
  });
}

// src/render/sarif/build.ts
var MAX_RESULTS = 25e3;
var MAX_GZIP_BYTES = 10 * 1024 * 1024;
var SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
var LEVEL_RANK = { error: 0, warning: 1, note: 2 };
function sarifText(value, max = 1e3) {
  const text = cleanText(value, { max }).replace(/\s+/g, " ").trim();
  return neutraliseMentions(text.replace(/([[\]])/g, "\\$1"));
}
function findingsOf(t) {
  if (t.success === true) return [];
  if (t.findings && t.findings.length > 0) return t.findings;
  const v = t.verdict;
  if (v?.mode && v.step !== null) {
    return [{ mode: v.mode, step: v.step, ...v.agent ? { agent: v.agent } : {}, confidence: v.confidence, detector: "verdict", message: "", evidence: v.evidence }];
  }
  return [];
}
function stepName(t, step) {
  return t.sites?.find((s) => s.step === step)?.name ?? t.errors.find((e) => e.step === step && e.name)?.name ?? t.blame?.find((b) => b.step === step && b.name)?.name;
}
var TRACE_IDS_SHOWN = 5;
function failsGate(t, mode, failOn) {
  if (failOn === "any") return t.success === false;
  if (failOn === "none" || failOn === "new") return false;
  return t.success === false && t.verdict?.mode === mode && failOn.includes(mode);
}
function groupLevel(g, failOn) {
  const level = levelFor(g.mode, failOn);
  if (level !== "error" || g.gating > 0) return level;
  return levelFor(g.mode, "none");
}
function message(g, t, f, secrets) {
  const ids = g.ids.map((x) => `"${cleanText(x.id, { max: 100, secrets })}"`).join(", ");
  const more = g.traces > g.ids.length ? ` and ${g.traces - g.ids.length} more` : "";
  const count = `${g.traces} failing trace${g.traces === 1 ? "" : "s"} (${ids}${more})`;
  const where = t.line ? `${t.file}:${t.line}` : t.file;
  const name = stepName(t, f.step);
  const example = `trace "${cleanText(t.id, { max: 100, secrets })}" (${cleanText(where, { max: 200, secrets })}), step ${f.step}${name ? ` (${cleanText(name, { max: 80, secrets })})` : ""}${f.agent ? `, agent ${cleanText(f.agent, { max: 80, secrets })}` : ""}`;
  const what = f.message ? `: ${cleanText(f.message, { max: 300, secrets }).replace(/[.\s]+$/, "")}` : "";
  const evidence = f.evidence.slice(0, 3).map((e) => `step ${e.step}${e.agent ? ` (${cleanText(e.agent, { max: 60, secrets })})` : ""}: "${cleanText(e.quote, { max: 160, secrets })}"`).join("; ");
  const trust = g.untrusted > 0 ? ` ${g.untrusted} of these traces failed their integrity check; treat this with care.` : "";
  return sarifText(`${modeLabel(f.mode)} here in ${count}. For example ${example}${what}.${evidence ? ` Evidence: ${evidence}.` : ""} Confidence up to ${g.confidence.toFixed(2)} (${f.detector}).${trust}`, 2e3);
}
function gzipSizeNear(log, max) {
  const text = JSON.stringify(log);
  const bytes = Buffer.byteLength(text);
  if (bytes + (bytes >> 10) + 1024 <= max) return void 0;
  const { gzipSync } = createRequire(import.meta.url)("node:zlib");
  return gzipSync(text).length;
}
function sarifResult(g, t, f, level, ruleIndex, secrets) {
  const properties = {
    traces: g.traces,
    traceIds: g.ids.map((x) => cleanText(x.id, { max: 200, secrets })),
    findings: g.findings,
    detector: g.detector,
    confidence: Number(g.confidence.toFixed(3)),
    locatedBy: g.located.via,
    // The example the message quotes.
    trace: cleanText(t.id, { max: 200, secrets }),
    traceFile: cleanText(t.file, { max: 300, secrets }),
    step: f.step
  };
  if (f.agent) properties.agent = cleanText(f.agent, { max: 100, secrets });
  if (g.untrusted > 0) properties.untrusted = g.untrusted;
  return {
    ruleId: g.mode,
    ruleIndex,
    level,
    message: { text: message(g, t, f, secrets) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: toUri(g.located.uri) },
          region: { startLine: g.located.line }
        }
      }
    ],
    partialFingerprints: { primaryLocationLineHash: `${g.hash}:${g.occurrence}` },
    properties
  };
}
var cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function buildSarif(input) {
  const failOn = input.failOn ?? "any";
  const rules = sarifRules(failOn);
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i]));
  const groups = /* @__PURE__ */ new Map();
  let leftOutNoLocation = 0;
  const locate = (t, f, index) => input.locator.locate({ trace: t, step: f.step, agent: f.agent ?? null, index });
  const traces = input.traces;
  const only = input.notPassed;
  const count = only ? only.length : traces.length;
  for (let j = 0; j < count; j++) {
    const i = only ? only[j] : j;
    const t = traces.at(i);
    const findings = findingsOf(t);
    for (let k = 0; k < findings.length; k++) {
      const f = findings[k];
      const found = locate(t, f, i);
      const uri = found ? safeRepoPath(found.uri) : null;
      if (!found || !uri || !(found.line >= 1)) {
        leftOutNoLocation++;
        continue;
      }
      const located = { ...found, uri, line: Math.floor(found.line) };
      const key = `${f.mode}\0${uri}\0${located.line}\0${f.detector}`;
      const order = `${t.file}\0${String(t.line ?? 0).padStart(10, "0")}\0${t.id}\0${String(f.step).padStart(8, "0")}`;
      let g = groups.get(key);
      if (!g) {
        const spec = modeSpec(f.mode);
        g = {
          mode: f.mode,
          detector: f.detector,
          located,
          hash: lineHash({ ruleId: f.mode, uri, anchor: located.anchor, detector: f.detector }),
          occurrence: 0,
          trace: i,
          finding: k,
          order,
          traces: 0,
          lastTrace: -1,
          ids: [],
          findings: 0,
          confidence: 0,
          untrusted: 0,
          gating: 0,
          rank: 0,
          severity: spec.sarif.securitySeverity ?? 0
        };
        groups.set(key, g);
      } else if (order < g.order) {
        g.trace = i;
        g.finding = k;
        g.order = order;
      }
      g.findings++;
      g.confidence = Math.max(g.confidence, f.confidence);
      if (g.lastTrace !== i) {
        g.lastTrace = i;
        g.traces++;
        if (t.untrusted) g.untrusted++;
        if (failsGate(t, f.mode, failOn)) g.gating++;
        if (g.ids.length < TRACE_IDS_SHOWN || order < g.ids[g.ids.length - 1].order) {
          g.ids.push({ order, id: t.id });
          g.ids.sort((a, b) => cmp(a.order, b.order));
          if (g.ids.length > TRACE_IDS_SHOWN) g.ids.pop();
        }
      }
    }
  }
  const all = [...groups.values()];
  for (const g of all) g.rank = LEVEL_RANK[groupLevel(g, failOn)];
  const byPlace = [...all].sort((a, b) => cmp(a.located.uri, b.located.uri) || a.located.line - b.located.line || cmp(a.mode, b.mode) || cmp(a.detector, b.detector));
  const seen = /* @__PURE__ */ new Map();
  for (const g of byPlace) seen.set(g.hash, g.occurrence = (seen.get(g.hash) ?? 0) + 1);
  all.sort((a, b) => a.rank - b.rank || b.severity - a.severity || b.traces - a.traces || b.confidence - a.confidence || cmp(a.order, b.order));
  const maxResults = input.limits?.maxResults ?? MAX_RESULTS;
  const maxGzip = input.limits?.maxGzipBytes ?? MAX_GZIP_BYTES;
  let kept = Math.min(all.length, maxResults);
  const results = all.slice(0, kept).map((g) => {
    const t = traces.at(g.trace);
    const f = findingsOf(t)[g.finding];
    return sarifResult(g, t, f, groupLevel(g, failOn), ruleIndex.get(g.mode), input.secrets);
  });
  const logFor = (n) => ({
    $schema: SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "blamegate",
            informationUri: input.informationUri ?? HOMEPAGE,
            version: input.toolVersion,
            semanticVersion: input.toolVersion,
            rules
          }
        },
        // GitHub reads the category as everything before the last "/" of this id.
        automationDetails: { id: input.category.endsWith("/") ? input.category : `${input.category}/` },
        columnKind: "utf16CodeUnits",
        results: results.slice(0, n)
      }
    ]
  });
  const fits = (l) => (gzipSizeNear(l, maxGzip) ?? 0) <= maxGzip;
  let log = logFor(kept);
  let gz = gzipSizeNear(log, maxGzip);
  if (gz !== void 0 && gz > maxGzip) {
    let lo = 0;
    let hi = kept;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (fits(logFor(mid))) lo = mid;
      else hi = mid - 1;
    }
    kept = lo;
    log = logFor(kept);
    gz = gzipSizeNear(log, maxGzip);
  }
  const via = { "step-code": 0, "stack-frame": 0, definition: 0, "trace-file": 0 };
  for (const g of all.slice(0, kept)) via[g.located.via]++;
  return { log, results: kept, leftOutNoLocation, leftOutOverLimit: all.length - kept, via, ...gz !== void 0 ? { gzipBytes: gz } : {} };
}

// src/run/compare-base.ts
import { readFile as readFile2 } from "node:fs/promises";
import path9 from "node:path";
async function readGuards(file) {
  let text;
  try {
    text = await readFile2(file, "utf8");
  } catch {
    return { guards: [] };
  }
  const { parseGuards } = await import("./guards-JVJ3WNM3.js");
  try {
    return { guards: parseGuards(text, path9.basename(file)).guards };
  } catch (err) {
    return { guards: [], note: `regression guards not checked: ${errorMessage(err)}` };
  }
}
function failureSignatures(result) {
  const out = /* @__PURE__ */ new Map();
  for (const t of result.traces) if (t.success === false && t.signature) out.set(t.id, t.signature);
  return out;
}
async function compareWithBase(input, result) {
  const notes = [];
  const guards = await readGuards(path9.resolve(input.repoRoot, input.guardsFile ?? GUARDS_PATH));
  if (guards.note) notes.push(guards.note);
  if (input.basePatterns.length === 0 && guards.guards.length === 0) return notes.length > 0 ? { comparison: null, tripped: [], reasons: [], notes } : null;
  const [{ trippedGuards }, { compareGateReasons }] = await Promise.all([import("./guards-JVJ3WNM3.js"), import("./gate-Z7PXAXVT.js")]);
  const signatures = failureSignatures(result);
  const tripped = trippedGuards({ version: 1, guards: guards.guards }, signatures.values());
  let comparison = null;
  if (input.basePatterns.length > 0) {
    const [{ loadRun }, { compareRuns }] = await Promise.all([import("./load-HIZGSSTQ.js"), import("./compare-IJOOISFH.js")]);
    const base = await loadRun(input.basePatterns, input.cwd, input.format);
    const pr = await loadRun(input.prPatterns, input.cwd, input.format);
    for (const s of base.skipped.slice(0, 5)) notes.push(`base run: ${s.file}${s.line ? `:${s.line}` : ""}: ${s.reason}`);
    if (base.traces.length === 0) notes.push(`No comparison with the base run: no trace could be read from ${input.baseSource}.`);
    else
      comparison = compareRuns({
        pr: pr.traces,
        base: base.traces,
        baseSource: input.baseSource,
        signatures,
        ...input.seenSignatures ? { seenSignatures: input.seenSignatures } : {},
        ...input.historyRuns !== void 0 ? { historyRuns: input.historyRuns } : {}
      });
  }
  return { comparison, tripped, reasons: compareGateReasons(comparison?.latency ?? [], input.maxLatencyIncrease, tripped), notes };
}

// src/compare/markdown.ts
var MAX_TASKS = 10;
function renderComparison(c, secrets = []) {
  const count = (status) => c.tasks.filter((t) => t.status === status).length;
  const lines = [];
  lines.push(`### Against the base run (${c.base.traces === 1 ? "1 trace" : `${c.base.traces} traces`})`);
  lines.push("");
  lines.push(
    `**${count("new-failure")} new failure${count("new-failure") === 1 ? "" : "s"}** \xB7 ${count("fixed")} fixed \xB7 ${count("still-failing")} still failing \xB7 ${count("passing")} passing \xB7 ${count("unpaired")} unpaired`
  );
  const broken = c.tasks.filter((t) => t.status === "new-failure");
  for (const t of broken.slice(0, MAX_TASKS)) {
    lines.push("");
    const known = t.signature ? t.signature.seen > 0 ? ` \u2014 known: seen in ${t.signature.seen} of the last ${t.signature.of} base runs` : " \u2014 first seen here" : "";
    lines.push(`#### ${mdInline(t.task, { max: 100, secrets })} (${t.pr.failed}/${t.pr.traces} failed, base ${t.base.failed}/${t.base.traces})${known}`);
    if (t.divergence) {
      lines.push("");
      lines.push(`First divergence: ${mdInline(t.divergence.summary, { max: 300, secrets })}`);
      if (t.divergence.quote?.pr !== void 0) lines.push("", `This PR, step ${t.divergence.step}:`, mdCodeBlock(t.divergence.quote.pr, { max: 300, secrets }));
      if (t.divergence.quote?.base !== void 0) lines.push("", `Base, step ${t.divergence.baseStep}:`, mdCodeBlock(t.divergence.quote.base, { max: 300, secrets }));
    } else {
      lines.push("", "No material divergence from a passing base trial: the same actions, with other results (flaky, or a change outside the agent's choices).");
    }
    if (t.signature) lines.push("", `Signature \`${t.signature.id}\` (pin it with \`blamegate guard add ${t.signature.id}\`).`);
  }
  if (broken.length > MAX_TASKS) lines.push("", `\u2026 and ${broken.length - MAX_TASKS} more new failures (in results.json).`);
  const slow = c.latency.filter((l) => l.flagged);
  if (slow.length > 0) {
    lines.push("", "| slower tool | base median | PR median | z |", "|---|---:|---:|---:|");
    for (const l of slow.slice(0, MAX_TASKS)) lines.push(`| ${mdInline(l.tool, { max: 60, secrets })} | ${Math.round(l.baseMedianMs)} ms | ${Math.round(l.medianMs)} ms | ${l.z ?? "\u2013"} |`);
  }
  if (c.drift.drifted) {
    lines.push("", `Actions drifted from the base (PSI ${c.drift.psi}): ${c.drift.top.map((t) => `${mdInline(t.action, { max: 60, secrets })} ${Math.round(t.base * 100)}% \u2192 ${Math.round(t.pr * 100)}%`).join(", ")}.`);
  }
  return lines.join("\n");
}

// src/run/finish.ts
function sourceIndexFor(input, scan) {
  const early = scan.sourceIndex;
  if (early && input.committed === void 0 && early.key === sourceIndexKey(input)) return early.index;
  const asked = scan.committed?.root === path10.resolve(input.repoRoot) ? scan.committed : null;
  return sourceIndexOf(input, input.committed !== void 0 ? input.committed : asked ? asked.files : void 0, scan.cited);
}
function seenIn(history) {
  const seen = /* @__PURE__ */ new Map();
  for (const d of history) for (const sig of new Set(d.signatures ?? [])) seen.set(sig, (seen.get(sig) ?? 0) + 1);
  return { seenSignatures: seen, historyRuns: history.length };
}
async function finishRun(input, logger) {
  const { settings } = input;
  let result = input.result;
  const scan = input.scan?.covers(result) ? input.scan : RunScan.over(result, settings);
  const scanned = new ScannedReport(result.traces, scan.report);
  const draft = buildDigest(result, input.digestContext, scan.digest);
  const trend = analyzeTrendAndBase({
    digest: draft,
    history: input.history,
    base: input.base ?? null,
    notes: input.historyNotes ?? [],
    includeInSeries: !input.isPullRequest
  });
  const compared = await compareWithBase(
    {
      prPatterns: input.compare?.prPatterns ?? [],
      basePatterns: input.compare?.basePatterns ?? [],
      baseSource: input.compare?.baseSource ?? "",
      cwd: input.cwd,
      format: settings.format,
      repoRoot: input.repoRoot,
      maxLatencyIncrease: settings["max-latency-increase"],
      ...seenIn(input.history)
    },
    result
  );
  for (const n of compared?.notes ?? []) logger.warning(n);
  const comparison = compared?.comparison ?? null;
  if (comparison) {
    result = { ...result, comparison, summary: { ...result.summary, newFailures: comparison.newFailures } };
  }
  const newFailures = comparison ? { tasks: comparison.tasks.filter((t) => t.status === "new-failure").map((t) => t.task) } : null;
  const decided = decide(settings, result, { ...trend.gateContext, newFailures }, scan.gate);
  const extra = compared?.reasons ?? [];
  const gate = extra.length > 0 ? { ...decided, status: "fail", reasons: [...decided.reasons, ...extra] } : decided;
  const digest = withGate(trend.digest, gate);
  const outDir = path10.resolve(input.cwd, settings.out);
  await mkdir(outDir, { recursive: true });
  const files = {
    results: path10.join(outDir, "results.json"),
    report: path10.join(outDir, "report.md"),
    sarif: path10.join(outDir, "blamegate.sarif"),
    digest: path10.join(outDir, "digest.json")
  };
  const resultsWritten = writeJsonReport(files.results, result, gate).then(
    () => null,
    (err) => err
  );
  const secrets = secretSettingValues(settings);
  const index = result.summary.traces > result.summary.passed ? await sourceIndexFor(input, scan) : indexSources(input.repoRoot, []);
  const sarif = buildSarif({
    traces: result.traces,
    notPassed: scan.notPassed,
    category: settings.category,
    // Step lines the pipeline took are by position in the run: only from a scan of this result.
    locator: createLocator(index, { cwd: input.cwd, ...scan === input.scan && scan.stepLines.size > 0 ? { stepLines: scan.stepLines } : {} }),
    toolVersion: VERSION,
    informationUri: HOMEPAGE,
    secrets,
    failOn: settings["fail-on"]
  });
  if (sarif.leftOutNoLocation > 0) logger.info(`${sarif.leftOutNoLocation} finding(s) had no location in the repository and were left out of SARIF`);
  const trendMarkdown = [trend.markdown.comparison, trend.markdown.trend].filter((s) => Boolean(s)).join("\n");
  const reportInput = {
    result,
    gate,
    category: settings.category,
    ...comparison ? { comparisonMarkdown: renderComparison(comparison, secrets) } : {},
    ...trendMarkdown ? { trendMarkdown } : {},
    sarif: { results: sarif.results, leftOutNoLocation: sarif.leftOutNoLocation, leftOutOverLimit: sarif.leftOutOverLimit },
    ...input.runUrl ? { runUrl: input.runUrl } : {},
    version: VERSION,
    secrets,
    scanned
  };
  const comment = renderMarkdownReport(reportInput);
  await writeFile(files.report, comment);
  await writeChunks(files.sarif, prettyJsonChunks(sarif.log, 4));
  await writeFile(files.digest, `${JSON.stringify(digest, null, 2)}
`);
  const failed = await resultsWritten;
  if (failed) throw failed;
  let summary;
  return {
    result,
    gate,
    trend,
    digest,
    comment,
    get summary() {
      return summary ??= renderJobSummary(reportInput);
    },
    reportInput,
    sarif,
    files
  };
}

// src/cli/head-commit.ts
import path11 from "node:path";
var OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var SHARED_REF = /^refs\/(?:heads|tags|remotes)\/[A-Za-z0-9._/-]+$/;
function headOf(gitDir, common) {
  const head = readText(path11.join(gitDir, "HEAD"))?.replace(/\n$/, "");
  if (head === void 0) return null;
  if (OBJECT_ID.test(head)) return head;
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  if (!ref || !SHARED_REF.test(ref) || ref.split("/").some((part) => part === "" || part.startsWith("."))) return null;
  const loose = readText(path11.join(common, ref));
  if (loose !== void 0) {
    const id = loose.replace(/\n$/, "");
    return OBJECT_ID.test(id) ? id : null;
  }
  if (statOf(path11.join(common, ref))) return null;
  for (const line of (readText(path11.join(common, "packed-refs")) ?? "").split("\n")) {
    const space = line.indexOf(" ");
    if (space > 0 && line.slice(space + 1) === ref) {
      const id = line.slice(0, space);
      return OBJECT_ID.test(id) ? id : null;
    }
  }
  return null;
}
function readHeadCommit(cwd, env) {
  const repo = findRepo(cwd, env);
  if (repo === "none") return "";
  return repo === null ? null : headOf(repo.gitDir, repo.commonDir);
}
async function gitRevParseHead(cwd) {
  const { execFileSync } = await import("node:child_process");
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}
async function headCommit(cwd, env) {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  return readHeadCommit(cwd, env) ?? await gitRevParseHead(cwd);
}

// src/cli/finish-local.ts
async function finishLocalRun(result, o, io, logger) {
  const { settings } = o;
  let history = [];
  const historyNotes = [];
  const historyFile = settings.history ? path12.resolve(io.cwd, settings.history) : "";
  if (historyFile) {
    const { readHistoryFile } = await import("./history-file-SULSXM27.js");
    let read;
    try {
      read = await readHistoryFile(historyFile);
    } catch (err) {
      io.stderr(`blamegate: --history ${settings.history}: ${errorMessage(err)}
`);
      return EXIT.usage;
    }
    history = read.digests;
    historyNotes.push(...read.notes);
    for (const n of read.notes) logger.warning(n);
  }
  const out = path12.resolve(io.cwd, settings.out);
  const finished = await finishRun(
    {
      settings: { ...settings, out },
      result,
      ...o.scan ? { scan: o.scan } : {},
      digestContext: {
        time: /* @__PURE__ */ new Date(),
        commit: await headCommit(io.cwd, io.env),
        ref: io.env.GITHUB_REF ?? "",
        workflow: "cli",
        repository: io.env.GITHUB_REPOSITORY ?? path12.basename(io.cwd),
        category: settings.category
      },
      history,
      historyNotes,
      isPullRequest: false,
      repoRoot: io.cwd,
      cwd: io.cwd,
      gitEnv: io.env,
      ...o.paths ? { compare: { prPatterns: o.paths, basePatterns: settings.base, baseSource: `--base ${settings.base.join(", ")}` } } : {}
    },
    logger
  );
  const { gate, result: done } = finished;
  if (o.json) for (const chunk of textOf(jsonReportChunks(done, gate))) io.stdout(chunk);
  else {
    const { renderTextChunks, textFooter } = await import("./text-Z3C5ZOKU.js");
    if (o.linesPrinted) io.stdout(textFooter(done, gate));
    else for (const chunk of renderTextChunks(done, gate)) io.stdout(chunk);
    if (done.comparison) io.stdout((await import("./text-D3OEDMP7.js")).comparisonText(done.comparison));
    if (o.explain) {
      for (const t of result.traces) if (t.explanation) io.stdout(`
${t.explanation.join("\n")}
`);
    }
    io.stdout(`reports written to ${path12.relative(io.cwd, out) || "."}
`);
  }
  if (historyFile) await (await import("./history-file-SULSXM27.js")).appendHistoryFile(historyFile, finished.digest);
  const alertFailed = settings["webhook-url"] ? await (await import("./alert-44V4E4ON.js")).sendRunAlert(settings, finished, logger) : false;
  if (gate.status === "fail") return EXIT.gateFailed;
  if (alertFailed && settings["fail-on-webhook-error"]) return EXIT.gateFailed;
  return EXIT.ok;
}

export {
  quoteInput,
  analyzePaths,
  cliLogger,
  RunScan,
  finishLocalRun
};
