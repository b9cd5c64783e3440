import {
  outOfRange
} from "./chunk-FQPP3V4W.js";

// src/pipeline/spill.ts
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import os from "node:os";
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

// src/pipeline/spill.ts
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
    if (lines.length === 0) return;
    const bytes = Buffer.from(`${lines}
`, "utf8");
    let from = 0;
    for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) {
      spans.starts.push(this.size + from);
      spans.ends.push(this.size + i);
      from = i + 1;
    }
    const fd = openSync(this.file, "a");
    try {
      writeFully(fd, bytes);
    } finally {
      closeSync(fd);
    }
    this.size += bytes.length;
  }
  /** append() for several texts in one write; the spans of each, in order ("" gives none). */
  appendEach(texts) {
    const all = { starts: [], ends: [] };
    this.append(texts.filter((t) => t.length > 0).join("\n"), all);
    let k = 0;
    return texts.map((t) => {
      const n = lineCount(t);
      const spans = { starts: all.starts.slice(k, k + n), ends: all.ends.slice(k, k + n) };
      k += n;
      return spans;
    });
  }
};
function lineCount(text) {
  if (text.length === 0) return 0;
  let n = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
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
    if (fd === void 0) this.fds.set(file, fd = openSync(file, "r"));
    const sequential = previous === void 0 ? start === 0 : start >= previous && start - previous <= 1;
    const length = sequential ? Math.max(end - start, READ_AHEAD_BYTES) : end - start;
    const buf = sequential && w && w.buf.length >= length ? w.buf : Buffer.allocUnsafe(length);
    const got = readFully(fd, buf, length, start);
    if (got < end - start) throw new Error("blamegate: a spilled result is truncated");
    if (sequential) this.windows.set(source, { start, end: start + got, buf });
    return buf.subarray(0, end - start);
  }
  close() {
    for (const fd of this.fds.values()) closeSync(fd);
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
      closeSync(fd);
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
    this.handle = { dir: mkdtempSync(path.join(os.tmpdir(), "blamegate-")), fds: /* @__PURE__ */ new Map(), closed: false };
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
    return path.join(this.handle.dir, `results-${source}.jsonl`);
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

export {
  readFully,
  writeFully,
  SpillWriter,
  SpillReader,
  SpillDir,
  SpilledTraces
};
