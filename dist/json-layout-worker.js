import {
  SpillReader,
  writeFully
} from "./chunks/chunk-HWDZ2NFL.js";
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
  SPACE
} from "./chunks/chunk-DMPWNOXV.js";
import "./chunks/chunk-WVFJ2GPP.js";

// src/pipeline/json-layout-worker.ts
import { parentPort, workerData } from "node:worker_threads";

// src/pipeline/json-layout.ts
import { closeSync, openSync } from "node:fs";

// src/json/reindent.ts
var ByteChunks = class {
  constructor(size = 64 * 1024) {
    this.size = size;
    this.buf = Buffer.allocUnsafe(size);
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
function* laidOutItems(n, item, level, size) {
  const bytes = new ByteChunks(size);
  const pad = "  ".repeat(level);
  for (let i = 0; i < n; i++) {
    bytes.ascii(pad);
    bytes.reindent(item(i), level);
    bytes.ascii(i < n - 1 ? ",\n" : "\n");
    yield* bytes.take();
  }
  yield* bytes.take(true);
}

// src/pipeline/json-layout.ts
function layOut(job) {
  const fd = openSync(job.file, "w");
  const reader = new SpillReader((source) => job.place.files[source]);
  try {
    writeFully(fd, Buffer.from(job.head, "utf8"));
    const { sources, starts, ends } = job.place;
    for (const chunk of laidOutItems(starts.length, (i) => reader.bytes(sources[i], starts[i], ends[i]), job.level)) writeFully(fd, chunk);
    writeFully(fd, Buffer.from(job.tail, "utf8"));
  } finally {
    reader.close();
    closeSync(fd);
  }
}

// src/pipeline/json-layout-worker.ts
layOut(workerData);
parentPort?.postMessage("done");
