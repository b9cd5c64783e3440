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
} from "./chunk-DMPWNOXV.js";

// src/zod.ts
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
var required;
function zod() {
  if (false) return linked;
  if (required === void 0) {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const file = path.basename(here) === "chunks" ? path.join(here, "zod.cjs") : path.join(here, "chunks", "zod.cjs");
    required = createRequire(import.meta.url)(file);
  }
  return required;
}

// src/lazy-schema.ts
function lazySchema(build) {
  let built;
  const schema = () => {
    built ??= build(zod());
    return built;
  };
  return new Proxy({}, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(schema(), key);
      return d && { ...d, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key)
  });
}

// src/trace/model.ts
var STEP_KINDS = ["plan", "thought", "tool_call", "observation", "response", "error", "message", "llm", "retrieval", "prompt"];
var StepKindSchema = lazySchema((z) => z.enum(STEP_KINDS));
var FORMATS = ["native", "otlp", "chat", "whowhen", "agentblame"];
var FormatSchema = lazySchema((z) => z.enum(FORMATS));
var CodeLocationSchema = lazySchema(
  (z) => z.object({
    file: z.string().min(1),
    line: z.number().int().positive(),
    function: z.string().optional()
  })
);
var ToolCallSchema = lazySchema(
  (z) => z.object({
    id: z.string().optional(),
    name: z.string(),
    arguments: z.unknown().optional()
  })
);
var StepSchema = lazySchema(
  (z) => z.object({
    /** Position in the source's own numbering (history index, message index, span order). */
    index: z.number().int().nonnegative(),
    kind: StepKindSchema,
    /** Who acted: agent name (multi-agent), or the chat role (`user`, `assistant`, `tool`). */
    agent: z.string().optional(),
    /** Tool, function or span name. */
    name: z.string().optional(),
    input: z.unknown().optional(),
    output: z.unknown().optional(),
    /** Reasoning the agent wrote alongside the step (native `thought`). */
    thought: z.string().optional(),
    error: z.string().optional(),
    /** ISO-8601 time the step started. */
    startedAt: z.string().optional(),
    latencyMs: z.number().nonnegative().optional(),
    tokens: z.number().nonnegative().optional(),
    /** The step changes state outside the agent (a write, a booking, a deploy). */
    mutating: z.boolean().optional(),
    /** The step verifies something: true, or the index of the step it checks. */
    verify: z.union([z.boolean(), z.number().int()]).optional(),
    /** Agents this step's result is meant for. */
    shareWith: z.array(z.string()).optional(),
    /** Addressee of a message. */
    to: z.string().optional(),
    /** The channel a message was posted on, as the source annotates its speaker (`Orchestrator (thought)` → `thought`). */
    channel: z.string().optional(),
    /** The message asks for an answer or acknowledgement. */
    requiresAck: z.boolean().optional(),
    toolCalls: z.array(ToolCallSchema).optional(),
    /** Health score from the source in [0, 1], higher is healthier (agent-blame). */
    score: z.number().min(0).max(1).optional(),
    /** Span identity and parent, kept from OpenTelemetry so the tree can be rebuilt. */
    spanId: z.string().optional(),
    parentSpanId: z.string().optional(),
    code: CodeLocationSchema.optional(),
    /** The step exactly as the source stored it (integrity chains hash this). */
    raw: z.unknown()
  })
);
var OriginSchema = lazySchema(
  (z) => z.object({
    file: z.string(),
    format: FormatSchema,
    /** 1-based line in the file where the trace starts (JSONL), when known. */
    line: z.number().int().positive().optional(),
    /** Position of the trace among the traces of its file, 0-based. */
    position: z.number().int().nonnegative().optional(),
    /** Index of the record in the JSON array (or `traces` list) it came from: integrity reads that element's own text. */
    item: z.number().int().nonnegative().optional()
  })
);
var TraceSchema = lazySchema(
  (z) => z.object({
    id: z.string(),
    task: z.string(),
    /** true passed, false failed, null unknown. */
    success: z.boolean().nullable(),
    finalOutput: z.string().optional(),
    model: z.string().optional(),
    /** As the source wrote it: ISO string or epoch seconds (kept exact for integrity seeds). */
    createdAt: z.union([z.string(), z.number()]).optional(),
    /** Agent name → role or description. */
    agents: z.record(z.string(), z.string()).optional(),
    meta: z.record(z.string(), z.unknown()),
    steps: z.array(StepSchema),
    origin: OriginSchema,
    /** The source's integrity block (approximately's `meta.integrity`, or ours). */
    integrity: z.unknown().optional(),
    /** Ground-truth labels carried by labelled datasets; never used by attribution. */
    labels: z.record(z.string(), z.unknown()).optional(),
    /** The trace exactly as stored (integrity covers trace fields). */
    raw: z.unknown().optional(),
    /**
     * The exact JSON text the trace was parsed from, kept only when the trace carries an
     * integrity block: chains hash Python's float spelling (480.0 vs 480), which JSON.parse loses.
     */
    sourceText: z.string().optional()
  })
);
var SkippedSchema = lazySchema(
  (z) => z.object({
    file: z.string(),
    line: z.number().int().positive().optional(),
    reason: z.string(),
    /**
     * "missing": something looked for was not there (a pattern that matched nothing, no artifact
     * of that name); it matters only when nothing at all was read (if-no-traces). Absent: an
     * input that exists but could not be read (if-unreadable).
     */
    kind: z.literal("missing").optional()
  })
);

// src/attribution/model.ts
var MODE_IDS = ["FM-1.1", "FM-1.2", "FM-1.3", "FM-1.4", "FM-1.5", "FM-2.1", "FM-2.2", "FM-2.3", "FM-2.4", "FM-2.5", "FM-2.6", "FM-3.1", "FM-3.2", "FM-3.3"];
var ModeIdSchema = lazySchema((z) => z.enum(MODE_IDS));
var EvidenceSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    agent: z.string().optional(),
    quote: z.string(),
    note: z.string().optional()
  })
);
var FindingSchema = lazySchema(
  (z) => z.object({
    mode: ModeIdSchema,
    step: z.number().int().nonnegative(),
    agent: z.string().optional(),
    confidence: z.number().min(0).max(1),
    detector: z.string(),
    /** One sentence saying what was seen. */
    message: z.string(),
    evidence: z.array(EvidenceSchema)
  })
);
var RunnerUpSchema = lazySchema(
  (z) => z.object({
    mode: ModeIdSchema,
    probability: z.number().min(0).max(1)
  })
);
var CandidateSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    agent: z.string().nullable(),
    p: z.number().min(0).max(1)
  })
);
var VerdictSchema = lazySchema(
  (z) => z.object({
    /** null when the step and agent are named but no mode detector fired. */
    mode: ModeIdSchema.nullable(),
    step: z.number().int().nonnegative().nullable(),
    agent: z.string().nullable(),
    confidence: z.number().min(0).max(1),
    evidence: z.array(EvidenceSchema),
    runnerUps: z.array(RunnerUpSchema).default([]),
    /** Why nothing could be attributed (no steps, say), when step is null. */
    reason: z.string().optional(),
    /** Where the verdict came from: rules alone, or rules combined with an LLM judge. */
    source: z.enum(["rules", "rules+judge"]).default("rules"),
    /**
     * The steps most likely decisive, ranked, each with the probability that it is; `step` and
     * `agent` are the first one's. At least three when the trace has that many candidate steps.
     */
    candidates: z.array(CandidateSchema).optional(),
    /**
     * A prediction set: the steps that together hold the decisive step about 90% of the time
     * (split-conformal, calibrated leave-one-dataset-out on the dev sets), in rank order. At most
     * 100 steps: a longer set means the run gives no usable short list, and is cut to its best 100.
     */
    set: z.array(z.number().int().nonnegative()).optional()
  })
);
var StepBlameSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    name: z.string().optional(),
    kind: StepKindSchema,
    /** Health in [0, 1], higher is healthier; null when the step could not be scored. */
    score: z.number().min(0).max(1).nullable(),
    blame: z.number().nonnegative(),
    reasons: z.array(z.string())
  })
);
var AttributionSchema = lazySchema(
  (z) => z.object({
    verdict: VerdictSchema.nullable(),
    findings: z.array(FindingSchema),
    blame: z.array(StepBlameSchema),
    /** Highest blame in the trace; a healthy trace stays below 0.10. */
    maxBlame: z.number().nonnegative()
  })
);

// src/pipeline/spill.ts
import { closeSync, mkdtempSync, openSync, rmSync } from "node:fs";
import os from "node:os";
import path2 from "node:path";

// src/compare/model.ts
var TaskStatusSchema = lazySchema((z) => z.enum(["passing", "new-failure", "fixed", "still-failing", "unpaired"]));
var DivergenceSchema = lazySchema(
  (z) => z.object({
    /** The PR trace's step (its own index) where the runs part, or null when the PR run stopped short. */
    step: z.number().int().nonnegative().nullable(),
    /** The base trace's step it departs from, or null when the PR run did something the base never did. */
    baseStep: z.number().int().nonnegative().nullable(),
    summary: z.string(),
    /** The two steps as they were written (clipped, secrets redacted), for the reviewer to read side by side. */
    quote: z.object({ pr: z.string().optional(), base: z.string().optional() }).optional(),
    /** The two traces compared. */
    trace: z.string(),
    baseTrace: z.string()
  })
);
var SideSchema = lazySchema((z) => z.object({ traces: z.number().int().nonnegative(), failed: z.number().int().nonnegative() }));
var TaskComparisonSchema = lazySchema(
  (z) => z.object({
    task: z.string(),
    status: TaskStatusSchema,
    pr: SideSchema,
    base: SideSchema,
    divergence: DivergenceSchema.optional(),
    signature: z.object({ id: z.string(), seen: z.number().int().nonnegative(), of: z.number().int().nonnegative() }).optional()
  })
);
var LatencySchema = lazySchema(
  (z) => z.object({
    tool: z.string(),
    baseMedianMs: z.number(),
    medianMs: z.number(),
    /** Modified z-score of the PR median against the base steps (0.6745·(x − median)/MAD). */
    z: z.number().nullable(),
    flagged: z.boolean(),
    samples: z.object({ base: z.number().int(), pr: z.number().int() }),
    /** The PR's slowest steps of this tool, when flagged. */
    slowest: z.array(z.object({ trace: z.string(), step: z.number().int(), ms: z.number() }))
  })
);
var DriftSchema = lazySchema(
  (z) => z.object({
    psi: z.number(),
    drifted: z.boolean(),
    top: z.array(z.object({ action: z.string(), base: z.number(), pr: z.number() }))
  })
);
var ComparisonSchema = lazySchema(
  (z) => z.object({
    base: z.object({ traces: z.number().int().nonnegative(), source: z.string() }),
    tasks: z.array(TaskComparisonSchema),
    latency: z.array(LatencySchema),
    drift: DriftSchema,
    newFailures: z.number().int().nonnegative()
  })
);

// src/results/model.ts
var StepErrorSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    kind: StepKindSchema,
    agent: z.string().optional(),
    name: z.string().optional(),
    message: z.string()
  })
);
var StepSiteSchema = lazySchema(
  (z) => z.object({
    step: z.number().int().nonnegative(),
    /** Position among the trace's steps, 0-based (differs from `step` for span-ordered sources). */
    position: z.number().int().nonnegative().optional(),
    name: z.string().optional(),
    code: CodeLocationSchema.optional(),
    /** Stack frames from the step's error, innermost first. */
    frames: z.array(CodeLocationSchema).optional(),
    spanId: z.string().optional()
  })
);
var TraceResultSchema = lazySchema(
  (z) => z.object({
    id: z.string(),
    file: z.string(),
    /** 1-based line of the trace in its file (JSONL), when known. */
    line: z.number().int().positive().optional(),
    format: FormatSchema,
    task: z.string(),
    success: z.boolean().nullable(),
    /** Number of steps. */
    steps: z.number().int().nonnegative(),
    agents: z.array(z.string()),
    errors: z.array(StepErrorSchema),
    /** Integrity verdict of the trace's hash chain, when checked. */
    integrity: z.object({
      verdict: z.enum(["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"]),
      step: z.number().int().nonnegative().nullable(),
      algorithm: z.string().nullable(),
      reason: z.string().optional()
    }).optional(),
    /** Findings from a trace whose chain is broken are shown but not trusted. */
    untrusted: z.boolean().optional(),
    /** The fusion arithmetic behind the verdict, one line each (only with --explain). */
    explanation: z.array(z.string()).optional(),
    /** Code sites of the steps the findings name (for SARIF locations). */
    sites: z.array(StepSiteSchema).optional(),
    /** A failed trace's failure signature (mode, agent, the action at the blamed step: compare/signature.ts). */
    signature: z.string().optional()
  }).merge(AttributionSchema.partial())
);
var SummarySchema = lazySchema(
  (z) => z.object({
    files: z.number().int().nonnegative(),
    traces: z.number().int().nonnegative(),
    /** Traces whose outcome is a failure. */
    failed: z.number().int().nonnegative(),
    /** Files or lines that could not be imported. */
    skipped: z.number().int().nonnegative(),
    passed: z.number().int().nonnegative(),
    unknown: z.number().int().nonnegative(),
    /** failed / (passed + failed); null when no trace has a known outcome. */
    failureRate: z.number().min(0).max(1).nullable(),
    modes: z.partialRecord(ModeIdSchema, z.number().int().nonnegative()),
    /** Tasks that passed on the base run and fail here, when a base run was compared (compare/). */
    newFailures: z.number().int().nonnegative().optional()
  })
);
function outOfRange(i, length) {
  return new RangeError(`blamegate: no trace result ${i} (the run has ${length})`);
}
var TraceList = class {
  constructor(items) {
    this.items = items;
  }
  items;
  get length() {
    return this.items.length;
  }
  at(i) {
    if (!Number.isInteger(i) || i < 0 || i >= this.items.length) throw outOfRange(i, this.items.length);
    return this.items[i];
  }
  [Symbol.iterator]() {
    return this.items[Symbol.iterator]();
  }
  toJSON() {
    return this.items;
  }
};
function traceList(items) {
  return new TraceList(items);
}
var RunResultSchema = lazySchema(
  (z) => z.object({
    summary: SummarySchema,
    traces: z.array(TraceResultSchema),
    skipped: z.array(SkippedSchema),
    /** What the run looked for (patterns, folders, artifacts), for the message when it read nothing. */
    lookedFor: z.array(z.string()).optional(),
    /** The matrix share this run read (i/n, 1-based), so a merge can tell when a shard is missing. */
    shard: z.object({ index: z.number().int().positive(), count: z.number().int().positive() }).optional(),
    /** This run against its base run, task by task (a pull request's, with --base or the base artifact). */
    comparison: ComparisonSchema.optional()
  })
);
var GateResultSchema = lazySchema(
  (z) => z.object({
    status: z.enum(["pass", "fail"]),
    reasons: z.array(z.string()),
    /** Said but not failing (if-no-traces / if-unreadable: warn); absent when there are none. */
    warnings: z.array(z.string()).optional()
  })
);

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
    const fd = openSync(this.file, "a");
    try {
      writeFully(fd, bytes);
    } finally {
      closeSync(fd);
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
    this.handle = { dir: mkdtempSync(path2.join(os.tmpdir(), "blamegate-")), fds: /* @__PURE__ */ new Map(), closed: false };
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
    return path2.join(this.handle.dir, `results-${source}.jsonl`);
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

export {
  lazySchema,
  STEP_KINDS,
  StepKindSchema,
  FORMATS,
  FormatSchema,
  CodeLocationSchema,
  ToolCallSchema,
  StepSchema,
  OriginSchema,
  TraceSchema,
  SkippedSchema,
  MODE_IDS,
  ModeIdSchema,
  EvidenceSchema,
  FindingSchema,
  RunnerUpSchema,
  CandidateSchema,
  VerdictSchema,
  StepBlameSchema,
  AttributionSchema,
  traceList,
  readFully,
  writeFully,
  laidOutItems,
  SpillWriter,
  SpillReader,
  SpillDir
};
