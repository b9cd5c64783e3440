import {
  IntegrityResultSchema,
  LosslessNumber,
  SECRET_PATTERNS,
  SidecarListing,
  VERDICTS,
  ViewError,
  addTally,
  analyzeFile,
  approxHashes,
  attribute,
  blockParams,
  containsSecret,
  countTrace,
  emptyTally,
  explain,
  isUntrusted,
  keyId,
  makeDigest,
  modelView,
  ourHashes,
  ourHead,
  ourPrefix,
  parseKey,
  parseSource,
  pyIndented,
  readTraces,
  redactDeep,
  redactSecrets,
  sha256Hex,
  sourceView,
  summarize,
  summaryOf,
  verifyTrace
} from "./chunks/chunk-3OBJDPIH.js";
import {
  AttributionSchema,
  CandidateSchema,
  CodeLocationSchema,
  EvidenceSchema,
  FORMATS,
  FindingSchema,
  FormatSchema,
  MODE_IDS,
  ModeIdSchema,
  OriginSchema,
  RunnerUpSchema,
  STEP_KINDS,
  SkippedSchema,
  SpillDir,
  SpillWriter,
  StepBlameSchema,
  StepKindSchema,
  StepSchema,
  ToolCallSchema,
  TraceSchema,
  VerdictSchema,
  lazySchema,
  traceList
} from "./chunks/chunk-NJG3VEAZ.js";
import "./chunks/chunk-2PRAQEPB.js";
import "./chunks/chunk-DMPWNOXV.js";
import "./chunks/chunk-WVFJ2GPP.js";

// src/webhook/verify.ts
import { createHmac, timingSafeEqual } from "node:crypto";

// src/webhook/secret.ts
var PREFIX = "whsec_";
function isStandardSecret(secret) {
  return secret.startsWith(PREFIX);
}
function signingKey(secret) {
  if (secret.length === 0) throw new Error("webhook secret is empty");
  if (isStandardSecret(secret)) {
    const b64 = secret.slice(PREFIX.length);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new Error("webhook secret starts with whsec_ but is not base64");
    const key = Buffer.from(b64, "base64");
    if (key.length === 0) throw new Error("webhook secret is empty");
    return key;
  }
  return Buffer.from(secret, "utf8");
}

// src/webhook/verify.ts
var DEFAULT_TOLERANCE_SECONDS = 5 * 60;
function header(headers, name) {
  if (headers instanceof Headers) return headers.get(name) ?? void 0;
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() === name) return Array.isArray(v) ? v.join(" ") : v;
  }
  return void 0;
}
function reject(reason, message, id) {
  return { valid: false, reason, message, ...id ? { id } : {} };
}
async function verifyWebhook(input) {
  const now = input.now ?? Date.now();
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const id = header(input.headers, "webhook-id");
  const ts = header(input.headers, "webhook-timestamp");
  const sig = header(input.headers, "webhook-signature");
  const missing = [!id && "webhook-id", !ts && "webhook-timestamp", !sig && "webhook-signature"].filter(Boolean);
  if (missing.length > 0 || !id || !ts || !sig) return reject("missing-header", `missing ${missing.join(", ")}`);
  if (!/^\d{1,15}$/.test(ts.trim())) return reject("malformed-timestamp", `webhook-timestamp is not epoch seconds: ${ts.slice(0, 40)}`, id);
  const timestamp = Number(ts.trim());
  const age = Math.floor(now / 1e3) - timestamp;
  if (age > tolerance) return reject("stale-timestamp", `timestamp is ${age} s old (tolerance ${tolerance} s)`, id);
  if (-age > tolerance) return reject("future-timestamp", `timestamp is ${-age} s in the future (tolerance ${tolerance} s)`, id);
  let key;
  try {
    key = signingKey(input.secret);
  } catch (err) {
    return reject("bad-secret", err.message, id);
  }
  const mac = createHmac("sha256", key);
  mac.update(`${id}.${timestamp}.`);
  mac.update(input.body);
  const expected = mac.digest();
  const matched = sig.split(" ").some((entry) => {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) return false;
    const got = Buffer.from(value, "base64");
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
  if (!matched) return reject("bad-signature", "no v1 signature matches the body with this secret", id);
  if (input.seen && await input.seen.checkAndAdd(id, (timestamp + 2 * tolerance) * 1e3, now)) {
    return reject("replayed-id", `message ${id} was already received`, id);
  }
  const body = typeof input.body === "string" ? input.body : Buffer.from(input.body).toString("utf8");
  return { valid: true, id, timestamp, body };
}
function verifyGithubSignature(secret, body, headerValue) {
  if (!headerValue?.startsWith("sha256=")) return false;
  const got = Buffer.from(headerValue.slice(7), "hex");
  const expected = createHmac("sha256", Buffer.from(secret, "utf8")).update(body).digest();
  return got.length === expected.length && timingSafeEqual(got, expected);
}

// src/webhook/seen-ids.ts
function memorySeenIds() {
  const seen = /* @__PURE__ */ new Map();
  return {
    size: () => seen.size,
    checkAndAdd(id, expiresAtMs, nowMs) {
      for (const [k, exp] of seen) if (exp <= nowMs) seen.delete(k);
      if (seen.has(id)) return true;
      seen.set(id, expiresAtMs);
      return false;
    }
  };
}

// src/webhook/sign.ts
import { createHmac as createHmac2 } from "node:crypto";
function standardSignature(secret, id, timestamp, body) {
  const mac = createHmac2("sha256", signingKey(secret));
  mac.update(`${id}.${timestamp}.`);
  mac.update(body);
  return `v1,${mac.digest("base64")}`;
}
function githubSignature(secret, body) {
  return `sha256=${createHmac2("sha256", Buffer.from(secret, "utf8")).update(body).digest("hex")}`;
}
function signWebhook(input) {
  const ts = Math.floor(input.timestamp);
  const headers = {
    "webhook-id": input.id,
    "webhook-timestamp": String(ts),
    "webhook-signature": standardSignature(input.secret, input.id, ts, input.body)
  };
  if (input.github !== false) headers["x-hub-signature-256"] = githubSignature(input.secret, input.body);
  return headers;
}

// src/results/digest-model.ts
var DIGEST_VERSION = 1;
var count = lazySchema((z) => z.number().int().nonnegative());
var IntegrityVerdictSchema = lazySchema((z) => z.enum(["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid", "unchecked"]));
var TrendVerdictSchema = lazySchema((z) => z.enum(["improving", "stable", "worsening", "not-enough-data"]));
var GateStatusSchema = lazySchema((z) => z.enum(["pass", "fail"]));
var AgentTallySchema = lazySchema((z) => z.object({ traces: count, failed: count, blamed: count }));
var ToolTallySchema = lazySchema((z) => z.object({ calls: count, errors: count }));
var StepScoreSchema = lazySchema((z) => z.object({ n: z.number().int().positive(), mean: z.number().min(0).max(1) }));
var DigestSchema = lazySchema(
  (z) => z.object({
    schema: z.literal("blamegate/digest"),
    version: z.literal(DIGEST_VERSION),
    /** ISO-8601 time the run finished. */
    time: z.string(),
    repository: z.string(),
    /** Analysis category (several blamegate jobs in one repository keep separate series). */
    category: z.string().default("blamegate"),
    workflow: z.string(),
    ref: z.string(),
    commit: z.string(),
    runId: z.number().int().optional(),
    runAttempt: z.number().int().optional(),
    /** How many matrix shards were merged into this digest (1 for an unsharded run). */
    shards: z.number().int().positive().default(1),
    counts: z.object({
      files: count,
      traces: count,
      passed: count,
      failed: count,
      unknown: count,
      skipped: count
    }),
    /** failed / (passed + failed); null when no trace has a known outcome. */
    failureRate: z.number().min(0).max(1).nullable(),
    /** Failed traces by their verdict's mode. */
    modes: z.partialRecord(ModeIdSchema, count),
    /** Failed traces whose verdict named no mode. */
    unattributed: count,
    agents: z.record(z.string(), AgentTallySchema),
    tools: z.record(z.string(), ToolTallySchema),
    integrity: z.partialRecord(IntegrityVerdictSchema, count),
    steps: z.record(z.string(), StepScoreSchema),
    gate: z.object({ status: GateStatusSchema, reasons: z.array(z.string()) }).optional(),
    /** Failure signatures of this run's failed traces (at most 500), so later runs can tell known failures from new ones. */
    signatures: z.array(z.string()).optional(),
    /** The trend as this run saw it; the next run reads it to decide whether the state changed. */
    trend: z.object({ verdict: TrendVerdictSchema, slope: z.number().nullable(), points: count }).optional()
  })
);

// src/webhook/alert-model.ts
var ALERT_TYPES = ["blamegate.alert.triggered", "blamegate.alert.changed", "blamegate.alert.recovered", "blamegate.alert.status"];
var AlertTypeSchema = lazySchema((z) => z.enum(ALERT_TYPES));
var AlertStateSchema = lazySchema(
  (z) => z.object({
    gate: z.union([GateStatusSchema, z.literal("unknown")]),
    trend: z.union([TrendVerdictSchema, z.literal("unknown")])
  })
);
var AlertSchema = lazySchema(
  (z) => z.object({
    type: AlertTypeSchema,
    /** ISO-8601 time the alert was made. */
    timestamp: z.string(),
    data: z.object({
      version: z.literal(1),
      repository: z.string(),
      category: z.string(),
      workflow: z.string(),
      ref: z.string(),
      commit: z.string(),
      runId: z.number().int().optional(),
      runUrl: z.string().optional(),
      /** Why this alert was sent: what changed, in words. */
      reason: z.string(),
      state: AlertStateSchema,
      previous: AlertStateSchema.nullable(),
      gateReasons: z.array(z.string()),
      summary: z.object({
        traces: z.number().int().nonnegative(),
        passed: z.number().int().nonnegative(),
        failed: z.number().int().nonnegative(),
        failureRate: z.number().min(0).max(1).nullable()
      }),
      trend: z.object({
        verdict: TrendVerdictSchema,
        points: z.number().int().nonnegative(),
        slope: z.number().nullable(),
        change: z.number().nullable(),
        p: z.number().min(0).max(1).nullable(),
        sparkline: z.string()
      }).nullable(),
      topModes: z.array(z.object({ mode: ModeIdSchema, count: z.number().int().positive() })),
      comparison: z.object({
        baseCommit: z.string(),
        delta: z.number().nullable(),
        p: z.number().min(0).max(1).nullable(),
        significant: z.boolean(),
        newModes: z.array(ModeIdSchema),
        goneModes: z.array(ModeIdSchema)
      }).optional()
    })
  })
);

// src/integrity/sign.ts
function counts(previous, newKeyId) {
  const num = (m, k) => {
    const v = m instanceof Map ? m.get(k) : void 0;
    const n = v instanceof LosslessNumber ? Number(v.text) : NaN;
    return Number.isSafeInteger(n) && n >= 0 ? n : 0;
  };
  const str = (m, k) => {
    const v = m instanceof Map ? m.get(k) : void 0;
    return typeof v === "string" ? v : void 0;
  };
  const ours = previous instanceof Map ? previous.get("blamegate") : void 0;
  const oldKeyId = str(previous, "key_id") ?? str(ours, "key_id");
  const rotated = oldKeyId !== void 0 && newKeyId !== void 0 && oldKeyId !== newKeyId ? 1 : 0;
  return { rotations: num(previous, "rotations") + rotated, resign_count: num(previous, "resign_count") + 1 };
}
function ourBlock(view, kind, opts, c) {
  const digest = makeDigest(opts.key);
  const keyed = opts.key !== void 0;
  const params = {
    algorithm: keyed ? "blamegate-hmac-sha256-chain-v2" : "blamegate-sha256-chain-v2",
    keyed,
    ...keyed ? { key_id: keyId(opts.key) } : {},
    view: kind,
    ...opts.now ? { signed_at: opts.now.toISOString() } : {},
    ...keyed ? { rotations: c.rotations } : {},
    resign_count: c.resign_count
  };
  const head = ourHead(digest, ourPrefix(blockParams(params)), view.header);
  const { step_hashes, final } = ourHashes(digest, head, view.steps);
  return { ...params, head, step_hashes, final };
}
var lj = (o) => {
  const m = /* @__PURE__ */ new Map();
  for (const [k, v] of Object.entries(o)) {
    if (v === void 0) continue;
    if (typeof v === "number") m.set(k, new LosslessNumber(String(v)));
    else if (Array.isArray(v)) m.set(k, v);
    else if (v !== null && typeof v === "object") m.set(k, lj(v));
    else m.set(k, v);
  }
  return m;
};
function signNative(tree, opts = {}) {
  const meta = tree.get("meta");
  if (meta !== void 0 && !(meta instanceof Map)) throw new ViewError("`meta` is not an object");
  const newMeta = new Map(meta ?? []);
  const out = new Map(tree);
  out.set("meta", newMeta);
  const view = sourceView(out);
  const previous = meta?.get("integrity");
  const kid = opts.key ? keyId(opts.key) : void 0;
  const c = counts(previous, kid);
  const digest = makeDigest(opts.key);
  const seed = sha256Hex(view.seedInput);
  const stepHashes = approxHashes(digest, seed, view.steps);
  const keyed = opts.key !== void 0;
  const block = lj({
    algorithm: keyed ? "hmac-sha256-chain-v1" : "sha256-chain-v1",
    keyed,
    seed,
    step_hashes: stepHashes,
    final: stepHashes[stepHashes.length - 1] ?? seed,
    key_id: kid,
    rotations: keyed ? c.rotations : void 0,
    resign_count: c.resign_count,
    blamegate: ourBlock(view, "source", opts, c)
  });
  newMeta.set("integrity", block);
  return out;
}
function signNativeText(tree, opts = {}) {
  return pyIndented(signNative(tree, opts));
}
function signTrace(trace, opts = {}, previous) {
  const prev = previous ? lj(previous) : void 0;
  return ourBlock(modelView(trace), "model", opts, counts(prev, opts.key ? keyId(opts.key) : void 0));
}

// src/pipeline/run-pipeline.ts
import path from "node:path";

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

// src/pipeline/span-table.ts
var SpanTable = class {
  n = 0;
  cols = { sources: new Uint16Array(1024), starts: new Float64Array(1024), ends: new Float64Array(1024) };
  /** Appends a file's spans, all in the file of writer `source`. */
  add(source, spans) {
    const count2 = spans.starts.length;
    if (this.n + count2 > this.cols.starts.length) this.grow(this.n + count2);
    const { sources, starts, ends } = this.cols;
    sources.fill(source, this.n, this.n + count2);
    for (let k = 0; k < count2; k++) {
      starts[this.n + k] = spans.starts[k];
      ends[this.n + k] = spans.ends[k];
    }
    this.n += count2;
  }
  /** The columns, as long as the table (views of it: no copy). */
  columns() {
    const { sources, starts, ends } = this.cols;
    return { sources: sources.subarray(0, this.n), starts: starts.subarray(0, this.n), ends: ends.subarray(0, this.n) };
  }
  grow(need) {
    let size = this.cols.starts.length * 2;
    while (size < need) size *= 2;
    const old = this.cols;
    this.cols = { sources: new Uint16Array(size), starts: new Float64Array(size), ends: new Float64Array(size) };
    this.cols.sources.set(old.sources.subarray(0, this.n));
    this.cols.starts.set(old.starts.subarray(0, this.n));
    this.cols.ends.set(old.ends.subarray(0, this.n));
  }
};

// src/gate/inputs.ts
var REASON_CHARS = 160;
function quoteInput(text, max = REASON_CHARS) {
  const flat = redactSecrets(text).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join("")}\u2026` : flat;
}

// src/gc-tuning.ts
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
var HEAP_GROWING_PERCENT = 15;
var MAIN_SEMI_SPACE_MB = 8;
var LATER_ISOLATES_SEMI_SPACE_MB = 16;
var HOLD_EVERY = 16;
function newSpaceBytes() {
  for (const s of getHeapSpaceStatistics()) if (s.space_name === "new_space") return s.space_size;
  return 0;
}
var DEFAULT_GROWTH_FACTOR = 2;
var armed = false;
var canHold = false;
var holding = false;
var largeTuned = false;
var factor = 0;
var calls = 0;
var setFlags = setFlagsFromString;
var readNewSpace = newSpaceBytes;
var collectNow = fullCollection;
var forLargeRuns = [];
function sizeUpRun(large) {
  if (!armed) return;
  if (!large) {
    holding = false;
    if (factor !== 0) setGrowthFactor(DEFAULT_GROWTH_FACTOR);
    return;
  }
  if (!largeTuned) {
    largeTuned = true;
    setFlags(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    if (canHold) setFlags(`--min-semi-space-size=${LATER_ISOLATES_SEMI_SPACE_MB}`);
    for (const apply of forLargeRuns.splice(0)) apply();
  }
  holding = canHold;
}
function holdYoungGeneration() {
  if (!holding || ++calls % HOLD_EVERY !== 0) return;
  setGrowthFactor(readNewSpace() >= 2 * MAIN_SEMI_SPACE_MB * 1024 * 1024 ? 1 : 2);
}
function freezeYoungGeneration() {
  if (holding) setGrowthFactor(1);
}
function collectSetUpGarbage() {
  if (largeTuned) collectNow();
}
function fullCollection() {
  const vm = typeof process.getBuiltinModule === "function" ? process.getBuiltinModule("node:vm") : void 0;
  if (!vm) return;
  setFlagsFromString("--expose-gc");
  vm.runInNewContext("gc")();
}
function setGrowthFactor(want) {
  if (want === factor) return;
  factor = want;
  setFlags(`--semi-space-growth-factor=${want}`);
}

// src/pipeline/run-pipeline.ts
var PIPELINE_DONE_MARK = "blamegate:pipeline-done";
function fileOptions(options, cwd) {
  const { concurrency: _c, workers: _w, maxWorkers: _m, workerUrl: _u, ...perFile } = options;
  const out = { ...perFile };
  if (cwd !== void 0) out.cwd = cwd;
  return out;
}
function orderedReporter(count2, logger, spill, onTrace) {
  const files = new Array(count2);
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
      while (logged < count2 && files[logged]?.complete) {
        fold(files[logged]);
        files[logged] = void 0;
        logged++;
      }
    },
    /** The run's skipped items, tally and results, once every file is in. */
    finish() {
      for (; logged < count2; logged++) if (files[logged]) fold(files[logged]);
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
  const plan = planRun(input.cwd ? files.map((f) => path.resolve(input.cwd, f)) : files, { workers: options.workers ?? "auto", maxWorkers: options.maxWorkers });
  sizeUpRun(plan.large);
  const workerUrl = plan.workers > 0 ? options.workerUrl ?? findWorkerUrl() : null;
  const spill = plan.workers > 0 && workerUrl ? new SpillDir() : null;
  const reporter = orderedReporter(files.length + (tail ? 1 : 0), logger, spill, onTrace);
  if (plan.workers > 0 && workerUrl) {
    logger.debug(`analysing ${files.length} files on ${plan.workers} worker threads`);
    input.onPool?.();
    const { runInPool } = await import("./chunks/pool-GUPO7FD4.js");
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

// src/merge/merge.ts
function missingShards(results) {
  const specs = results.map((r) => r.shard).filter((s) => s !== void 0);
  if (specs.length === 0) return [];
  const counts2 = [...new Set(specs.map((s) => s.count))].sort((a, b) => a - b);
  if (counts2.length > 1) return [{ file: "shards", reason: `the shard reports disagree on the number of shards (${counts2.join(", ")}): they are not one matrix's` }];
  const count2 = counts2[0];
  const present = new Set(specs.map((s) => s.index));
  const out = [];
  for (let i = 1; i <= count2; i++) if (!present.has(i)) out.push({ file: `shard ${i}/${count2}`, reason: "no report from this shard (its job failed or its report was not downloaded): its traces were not read" });
  return out;
}
var skipKey = (s) => `${s.file}\0${s.line ?? ""}\0${s.reason}`;
function byFile(items) {
  return items.sort((a, b) => a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
}
function mergeWithReport(results) {
  const owner = /* @__PURE__ */ new Map();
  const duplicates = /* @__PURE__ */ new Set();
  const claim = (file, shard) => {
    const first = owner.get(file);
    if (first === void 0) {
      owner.set(file, shard);
      return true;
    }
    if (first !== shard) duplicates.add(file);
    return first === shard;
  };
  const seenIn = /* @__PURE__ */ new Map();
  results.forEach((r, shard) => {
    for (const s of r.skipped) {
      const k = skipKey(s);
      if (!seenIn.has(k)) seenIn.set(k, /* @__PURE__ */ new Set());
      seenIn.get(k).add(shard);
    }
  });
  const common = (s) => results.length > 1 && seenIn.get(skipKey(s)).size === results.length;
  const traces = [];
  const fileSkips = [];
  const inputSkips = [];
  const inputSeen = /* @__PURE__ */ new Set();
  results.forEach((r, shard) => {
    for (const t of r.traces) if (claim(t.file, shard)) traces.push(t);
    for (const s of r.skipped) {
      if (common(s)) {
        const k = skipKey(s);
        if (!inputSeen.has(k)) {
          inputSeen.add(k);
          inputSkips.push(s);
        }
      } else if (claim(s.file, shard)) fileSkips.push(s);
    }
  });
  byFile(traces);
  byFile(fileSkips);
  const skipped = [...missingShards(results), ...inputSkips, ...fileSkips];
  const files = results.reduce((n, r) => n + r.summary.files, 0) - duplicates.size;
  const lookedFor = [...new Set(results.flatMap((r) => r.lookedFor ?? []))];
  return {
    result: { summary: summarize(traces, files, skipped.length), traces: traceList(traces), skipped, ...lookedFor.length ? { lookedFor } : {} },
    duplicateFiles: [...duplicates].sort()
  };
}
function mergeResults(results) {
  return mergeWithReport(results).result;
}
export {
  ALERT_TYPES,
  AlertSchema,
  AttributionSchema,
  CandidateSchema,
  CodeLocationSchema,
  DEFAULT_TOLERANCE_SECONDS,
  DIGEST_VERSION,
  DigestSchema,
  EvidenceSchema,
  FORMATS,
  FindingSchema,
  FormatSchema,
  IntegrityResultSchema,
  MODE_IDS,
  ModeIdSchema,
  OriginSchema,
  RunnerUpSchema,
  SECRET_PATTERNS,
  STEP_KINDS,
  SkippedSchema,
  StepBlameSchema,
  StepKindSchema,
  StepSchema,
  ToolCallSchema,
  TraceSchema,
  VERDICTS,
  VerdictSchema,
  attribute,
  containsSecret,
  explain,
  githubSignature,
  isUntrusted,
  keyId,
  memorySeenIds,
  mergeResults,
  parseKey,
  parseSource,
  readTraces,
  redactDeep,
  redactSecrets,
  runPipeline,
  signNative,
  signNativeText,
  signTrace,
  signWebhook,
  standardSignature,
  verifyGithubSignature,
  verifyTrace,
  verifyWebhook
};
