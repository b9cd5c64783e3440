import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  collectFiles
} from "./chunk-XKSBBZG3.js";
import {
  trendFromDigests
} from "./chunk-DDSTJNVZ.js";
import {
  ReportScan,
  renderJobSummary,
  renderMarkdownReport,
  useReportScan
} from "./chunk-QEBHPXYR.js";
import {
  cleanText,
  mdInline,
  neutraliseMentions
} from "./chunk-SLUQNNYT.js";
import {
  VERSION
} from "./chunk-UJ33CMGG.js";
import {
  LAYOUT_WORKER_FILE,
  findWorkerUrl,
  runPipeline
} from "./chunk-6ZOLMRU5.js";
import {
  DIGEST_VERSION
} from "./chunk-4YE2HIDQ.js";
import {
  buildSourceIndex,
  createLocator,
  indexSources
} from "./chunk-TU5NGRZ7.js";
import {
  parseLedger
} from "./chunk-NP4EA5F6.js";
import {
  helpMarkdown,
  helpText,
  modeLabel,
  modeSpec,
  taxonomy
} from "./chunk-WW4W4OMJ.js";
import {
  MODE_IDS
} from "./chunk-4OK6BHV2.js";
import {
  FormatSchema
} from "./chunk-G6MMZ7ET.js";
import {
  NEVER,
  ZodBigInt,
  ZodBoolean,
  ZodDate,
  ZodNumber,
  ZodString,
  _coercedBigint,
  _coercedBoolean,
  _coercedDate,
  _coercedNumber,
  _coercedString,
  _enum,
  array,
  literal,
  number,
  object,
  string,
  union
} from "./chunk-7QAN4BZL.js";
import {
  laidOutItems,
  layOutInWorker
} from "./chunk-7SFTSAOZ.js";
import {
  rawJsonOf,
  rawJsonPlaceOf,
  writeFully
} from "./chunk-ZYTIPZV3.js";
import {
  __export
} from "./chunk-N2X3B6NU.js";

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

// node_modules/zod/v4/classic/coerce.js
var coerce_exports = {};
__export(coerce_exports, {
  bigint: () => bigint,
  boolean: () => boolean,
  date: () => date,
  number: () => number2,
  string: () => string2
});
function string2(params) {
  return _coercedString(ZodString, params);
}
function number2(params) {
  return _coercedNumber(ZodNumber, params);
}
function boolean(params) {
  return _coercedBoolean(ZodBoolean, params);
}
function bigint(params) {
  return _coercedBigint(ZodBigInt, params);
}
function date(params) {
  return _coercedDate(ZodDate, params);
}

// src/gate/gate.ts
var GateResultSchema = object({
  status: _enum(["pass", "fail"]),
  reasons: array(string())
});
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
    if (this.wanted && t.success !== true && mode && this.wanted.has(mode)) this.hits.set(mode, (this.hits.get(mode) ?? 0) + 1);
    if (this.settings.failOnBlame > 0 && (t.maxBlame ?? 0) >= this.settings.failOnBlame) this.blamed++;
    if (this.settings.integrity === "require" && (!t.integrity || t.integrity.verdict !== "intact")) this.notIntact++;
  }
};
function evaluateGate(settings, result, context = {}, counts) {
  const reasons = [];
  if (!counts) {
    counts = new GateCounts(settings);
    if (counts.counting) for (const t of result.traces) counts.add(t);
  }
  const failedCount = settings.failOn === "any" ? result.summary.failed : 0;
  if (settings.failOn === "any" && failedCount > 0) {
    reasons.push(`${failedCount} of ${result.summary.traces} traces failed (fail-on: any)`);
  } else if (Array.isArray(settings.failOn)) {
    for (const [mode, n] of counts.hits) reasons.push(`${n} trace${n === 1 ? "" : "s"} failed with ${mode} (fail-on)`);
  }
  if (settings.failOnBlame > 0) {
    const blamed = counts.blamed;
    if (blamed > 0)
      reasons.push(`${blamed} trace${blamed === 1 ? "" : "s"} with a step blamed at or above ${settings.failOnBlame} (fail-on-blame)`);
  }
  const rate2 = result.summary.failureRate;
  if (rate2 !== null && rate2 > settings.maxFailureRate)
    reasons.push(`failure rate ${pct(rate2)} is above max-failure-rate ${pct(settings.maxFailureRate)}`);
  const cmp = context.comparison;
  if (cmp && cmp.significant && cmp.rateChange > settings.maxFailureRateIncrease)
    reasons.push(
      `failure rate rose by ${pct(cmp.rateChange)} against the base (p = ${cmp.pValue.toPrecision(2)}), above max-failure-rate-increase ${pct(settings.maxFailureRateIncrease)}`
    );
  if (settings.failOnWorsening && context.trend?.verdict === "worsening")
    reasons.push("the failure-rate trend is worsening (fail-on-worsening)");
  if (settings.integrity === "require") {
    const n = counts.notIntact;
    if (n > 0) reasons.push(`${n} trace${n === 1 ? " is" : "s are"} not intact (integrity: require)`);
  }
  return { status: reasons.length > 0 ? "fail" : "pass", reasons };
}

// src/analysis.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
async function readLedger(file) {
  return readFile(file, "utf8").catch((err) => {
    if (err.code === "ENOENT") return "";
    throw new Error(`ledger ${file}: ${err.message}`);
  });
}
function gateSettings(settings) {
  return {
    failOn: settings["fail-on"],
    failOnBlame: settings["fail-on-blame"],
    maxFailureRate: settings["max-failure-rate"],
    maxFailureRateIncrease: settings["max-failure-rate-increase"],
    failOnWorsening: settings["fail-on-worsening"],
    integrity: settings.integrity
  };
}
async function analyzePaths(settings, patterns, cwd, logger, extraSkipped = [], extra = {}) {
  const collected = await collectFiles(patterns, cwd);
  const files = takeShard(collected.files, settings.shard);
  const skipped = [...extraSkipped, ...collected.missing];
  for (const m of collected.missing) logger.warning(`${m.file}: ${m.reason}`);
  const ledgerText = settings.ledger ? await readLedger(path.resolve(cwd, settings.ledger)) : void 0;
  if (ledgerText) {
    const broken = parseLedger(ledgerText).broken;
    if (broken) {
      skipped.push({ file: settings.ledger, line: broken.line, reason: `ledger broken: ${broken.reason}` });
      logger.error(`${settings.ledger}:${broken.line}: ledger broken: ${broken.reason}`, { file: settings.ledger, line: broken.line });
    }
  }
  return runPipeline(
    { files, skipped, cwd },
    {
      format: settings.format,
      integrity: settings.integrity,
      ...settings["signing-key"] ? { signingKey: settings["signing-key"] } : {},
      ...ledgerText !== void 0 ? { ledgerText } : {},
      ...extra.explain ? { explain: true } : {}
    },
    logger,
    extra.scan || extra.onTrace ? (t) => {
      extra.scan?.add(t);
      extra.onTrace?.(t);
    } : void 0
  ).then((result) => {
    extra.scan?.of(result);
    return result;
  });
}
function decide(settings, result, context = {}, counts) {
  return evaluateGate(gateSettings(settings), result, context, counts);
}

// src/report/digest.ts
function bump(record, key, by = 1) {
  record[key] = (record[key] ?? 0) + by;
}
function rate(failed, passed) {
  return failed + passed === 0 ? null : failed / (failed + passed);
}
var DigestTally = class {
  modes = {};
  agents = {};
  tools = {};
  integrity = {};
  stepSums = {};
  unattributed = 0;
  add(t) {
    const { modes, agents, tools, integrity, stepSums } = this;
    const failed = t.success === false;
    if (failed) {
      if (t.verdict?.mode) bump(modes, t.verdict.mode);
      else this.unattributed++;
    }
    const names = new Set(t.agents);
    if (t.verdict?.agent) names.add(t.verdict.agent);
    for (const a of names) {
      const tally = agents[a] ??= { traces: 0, failed: 0, blamed: 0 };
      tally.traces++;
      if (failed) tally.failed++;
      if (failed && t.verdict?.agent === a) tally.blamed++;
    }
    const calls = {};
    const errors = {};
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
  const { modes, agents, tools, integrity, stepSums, unattributed } = tally;
  const steps = {};
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
    ...ctx.gate ? { gate: { status: ctx.gate.status, reasons: [...ctx.gate.reasons] } } : {}
  };
}
function withGate(d, gate) {
  return { ...d, gate: { status: gate.status, reasons: [...gate.reasons] } };
}
function withTrend(d, trend) {
  return { ...d, trend: { verdict: trend.verdict, slope: trend.slope, points: trend.points } };
}

// src/run/scan.ts
var RunScan = class _RunScan {
  digest = new DigestTally();
  gate;
  report = new ReportScan();
  /** Positions of the traces that did not pass (only those can give SARIF findings). */
  notPassed = [];
  seen = 0;
  result = null;
  constructor(settings) {
    this.gate = new GateCounts(gateSettings(settings));
  }
  /** The run's next trace, in the run's order. */
  add = (t) => {
    const i = this.seen++;
    this.digest.add(t);
    this.gate.add(t);
    this.report.add(t, i);
    if (t.success !== true) this.notPassed.push(i);
  };
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

// src/options.ts
var OPTIONS = [
  // What to read
  {
    name: "traces",
    type: "list",
    description: "Trace files to read: newline-separated globs, files or folders (folders are searched for .json, .jsonl, .ndjson and .db files). In the CLI, the positional paths.",
    default: "traces",
    surface: "action"
  },
  {
    name: "format",
    type: "string",
    description: "Trace format: auto, native, otlp, chat, whowhen or agentblame. auto detects each file by its content.",
    default: "auto"
  },
  {
    name: "artifact",
    type: "string",
    description: "Download the traces from artifacts of a workflow run instead of (or as well as) reading `traces`: an artifact name or a glob pattern of names.",
    default: "",
    surface: "action"
  },
  {
    name: "run-id",
    type: "string",
    description: "The workflow run whose artifacts to download. Defaults to the triggering run for workflow_run events, else the current run.",
    default: "",
    surface: "action"
  },
  {
    name: "shard",
    type: "string",
    description: "Take a stable share of the trace files, as i/n (1-based), for a matrix of jobs. Empty reads all.",
    default: ""
  },
  // The gate
  {
    name: "fail-on",
    type: "list",
    description: "Fail the gate when a failed trace's verdict is one of these MAST modes (comma or newline separated, e.g. FM-1.3,FM-3.2), `any` for any failed trace, or `none`.",
    default: "any"
  },
  {
    name: "fail-on-blame",
    type: "number",
    description: "Fail the gate when any step's blame reaches this value (0 turns it off).",
    default: "0"
  },
  {
    name: "max-failure-rate",
    type: "number",
    description: "Fail the gate when the share of failed traces is above this value in [0, 1] (1 turns it off).",
    default: "1"
  },
  {
    name: "max-failure-rate-increase",
    type: "number",
    description: "Fail the gate when the failure rate rose by more than this against the base branch and the rise is significant (Fisher exact test, p < 0.05). 1 turns it off.",
    default: "1"
  },
  {
    name: "fail-on-worsening",
    type: "boolean",
    description: "Fail the gate when the failure-rate trend over earlier runs is worsening.",
    default: "false"
  },
  // Integrity
  {
    name: "integrity",
    type: "string",
    description: "Hash-chain checks: off, warn (report verdicts), or require (fail the gate on any trace that is not intact).",
    default: "warn"
  },
  {
    name: "signing-key",
    type: "string",
    description: "Key for keyed (HMAC) hash chains, hex or text. Pass it from a secret; it is never printed.",
    default: "",
    secret: true
  },
  {
    name: "ledger",
    type: "string",
    description: "Path of an append-only JSONL ledger of chain roots, to catch traces rolled back to older versions. Empty turns it off.",
    default: ""
  },
  // Attribution
  {
    name: "judge-url",
    type: "string",
    description: "Base URL of an OpenAI-compatible chat-completions endpoint for the optional LLM judge. Empty: rules only.",
    default: ""
  },
  {
    name: "judge-model",
    type: "string",
    description: "Model name for the LLM judge.",
    default: ""
  },
  {
    name: "judge-key",
    type: "string",
    description: "API key for the LLM judge. Pass it from a secret.",
    default: "",
    secret: true
  },
  // Reports
  {
    name: "out",
    type: "string",
    description: "Folder for the reports: results.json, report.md, blamegate.sarif, digest.json.",
    default: "blamegate-out"
  },
  {
    name: "category",
    type: "string",
    description: "Category of this analysis: keys the sticky comment and the SARIF automationDetails.id, so several blamegate jobs can coexist.",
    default: "blamegate"
  },
  {
    name: "comment",
    type: "boolean",
    description: "Post or update one sticky comment on the pull request.",
    default: "true",
    surface: "action"
  },
  {
    name: "upload-sarif",
    type: "boolean",
    description: "Upload the SARIF to GitHub code scanning (needs security-events: write). The file is written either way.",
    default: "true",
    surface: "action"
  },
  {
    name: "wait-for-processing",
    type: "boolean",
    description: "After uploading SARIF, wait until GitHub has processed it.",
    default: "false",
    surface: "action"
  },
  {
    name: "review-comments",
    type: "boolean",
    description: "Comment on changed lines of the pull request where a finding is located on them.",
    default: "true",
    surface: "action"
  },
  {
    name: "source-globs",
    type: "list",
    description: "Where to look for the definitions of tools and agents, to place SARIF results on real code.",
    default: "**/*.py\n**/*.ts\n**/*.js\n**/*.mjs\n**/*.json"
  },
  // Trend and alerts
  {
    name: "history-length",
    type: "number",
    description: "How many earlier runs on the default branch to read digests from for the trend.",
    default: "30"
  },
  {
    name: "history",
    type: "string",
    description: "A JSONL file of earlier digests to read for the trend; this run's digest is appended.",
    default: "",
    surface: "cli"
  },
  {
    name: "webhook-url",
    type: "string",
    description: "Send a signed JSON alert here when the state changes (Standard Webhooks).",
    default: ""
  },
  {
    name: "webhook-secret",
    type: "string",
    description: "Secret for signing alerts: `whsec_` + base64, or any text. Pass it from a secret.",
    default: "",
    secret: true
  },
  {
    name: "alert-on",
    type: "string",
    description: "When to send alerts: change (state changes and recoveries) or always.",
    default: "change"
  },
  {
    name: "fail-on-webhook-error",
    type: "boolean",
    description: "Fail the run when an alert cannot be delivered (by default it only warns).",
    default: "false"
  },
  {
    name: "mode",
    type: "string",
    description: "attribute (default) reads traces; merge combines the reports of matrix shards found under `traces`.",
    default: "attribute"
  },
  {
    name: "token",
    type: "string",
    description: "GitHub token for comments, code scanning, artifacts and history.",
    default: "${{ github.token }}",
    surface: "action",
    secret: true
  }
];
function optionsFor(surface) {
  return OPTIONS.filter((o) => (o.surface ?? "both") === "both" || o.surface === surface);
}

// src/config.ts
function splitList(value) {
  return value.split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== "" && !s.startsWith("#"));
}
var boolText = string().trim().toLowerCase().refine((v) => ["true", "false", "yes", "no", "1", "0", "on", "off"].includes(v), "expected true or false").transform((v) => ["true", "yes", "1", "on"].includes(v));
var numberIn = (min, max) => string().trim().refine((v) => v !== "" && Number.isFinite(Number(v)), "expected a number").transform(Number).pipe(number().min(min).max(max));
var FailOnSchema = string().transform(splitList).transform((items, ctx) => {
  const lower = items.map((i) => i.toLowerCase());
  if (lower.length === 0 || lower.length === 1 && lower[0] === "none") return "none";
  if (lower.includes("any")) return "any";
  const modes = [];
  for (const item of items) {
    const id = item.toUpperCase().replace(/^FM(\d)/, "FM-$1");
    if (!MODE_IDS.includes(id)) {
      ctx.addIssue({ code: "custom", message: `unknown failure mode '${item}' (expected FM-1.1 \u2026 FM-3.3, any or none)` });
      return NEVER;
    }
    modes.push(id);
  }
  return modes;
});
var ShardSchema = string().trim().transform((v, ctx) => {
  if (v === "") return null;
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(v);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    ctx.addIssue({ code: "custom", message: `expected i/n with 1 \u2264 i \u2264 n, got '${v}'` });
    return NEVER;
  }
  return { index, count };
});
var SettingsSchema = object({
  traces: string().transform(splitList),
  format: union([literal("auto"), FormatSchema]),
  artifact: string().trim(),
  "run-id": string().trim().refine((v) => v === "" || /^\d+$/.test(v), "expected a workflow run id (digits)"),
  shard: ShardSchema,
  "fail-on": FailOnSchema,
  "fail-on-blame": numberIn(0, 100),
  "max-failure-rate": numberIn(0, 1),
  "max-failure-rate-increase": numberIn(0, 1),
  "fail-on-worsening": boolText,
  integrity: _enum(["off", "warn", "require"]),
  "signing-key": string(),
  ledger: string().trim(),
  "judge-url": string().trim().refine((v) => v === "" || /^https?:\/\//.test(v), "expected an http(s) URL"),
  "judge-model": string().trim(),
  "judge-key": string(),
  out: string().trim().min(1),
  category: string().trim().regex(/^[A-Za-z0-9._\/-]{1,100}$/, "letters, digits, . _ / - only (at most 100)"),
  comment: boolText,
  "upload-sarif": boolText,
  "wait-for-processing": boolText,
  "review-comments": boolText,
  "source-globs": string().transform(splitList),
  "history-length": numberIn(0, 100).pipe(number().int()),
  history: string().trim(),
  "webhook-url": string().trim().refine((v) => v === "" || /^https?:\/\//.test(v), "expected an http(s) URL"),
  "webhook-secret": string(),
  "alert-on": _enum(["change", "always"]),
  "fail-on-webhook-error": boolText,
  mode: _enum(["attribute", "merge"]),
  token: string()
});
var SettingsError = class extends Error {
};
function defaults() {
  const out = {};
  for (const o of OPTIONS) out[o.name] = o.default ?? "";
  out.token = "";
  return out;
}
function resolveSettings(...layers) {
  const merged = defaults();
  for (const layer of layers) {
    for (const [k, v] of Object.entries(layer)) if (v !== void 0 && v !== "") merged[k] = v;
  }
  const parsed = SettingsSchema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new SettingsError(`invalid settings:
${lines.join("\n")}`);
  }
  return parsed.data;
}
function settingsFromConfigFile(doc, file) {
  if (doc === null || doc === void 0) return {};
  if (typeof doc !== "object" || Array.isArray(doc)) throw new SettingsError(`${file}: expected a mapping of settings`);
  const known = new Set(OPTIONS.map((o) => o.name));
  const out = {};
  for (const [k, v] of Object.entries(doc)) {
    if (!known.has(k)) throw new SettingsError(`${file}: unknown setting '${k}'`);
    if (k === "signing-key" || k === "webhook-secret" || k === "judge-key" || k === "token")
      throw new SettingsError(`${file}: '${k}' is a secret and must not be stored in a config file`);
    out[k] = Array.isArray(v) ? v.map(String).join("\n") : v === null ? "" : String(v);
  }
  return out;
}

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
  const steps = Object.keys(head.steps).filter((name) => base.steps[name] !== void 0).map((name) => {
    const before = base.steps[name].mean;
    const after = head.steps[name].mean;
    return { name, base: before, head: after, delta: after - before };
  }).sort((x, y) => x.delta - y.delta || x.name.localeCompare(y.name));
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
function pickBaseDigest(history, baseSha, options = {}) {
  const byTimeDesc = [...history].sort((a, b) => Date.parse(b.digest.time) - Date.parse(a.digest.time));
  const exact = byTimeDesc.find((h) => h.digest.commit === baseSha);
  if (exact) return { digest: exact.digest, match: "exact" };
  if (options.baseCommitTime) {
    const limit = Date.parse(options.baseCommitTime);
    const before = byTimeDesc.filter((h) => h.commitTime !== void 0 && Date.parse(h.commitTime) <= limit).sort((a, b) => Date.parse(b.commitTime) - Date.parse(a.commitTime));
    if (before[0]) return { digest: before[0].digest, match: "before-base" };
  }
  const latest = byTimeDesc[0];
  return options.fallbackToLatest && latest ? { digest: latest.digest, match: "latest" } : null;
}

// src/report/json-stream.ts
import { closeSync, openSync } from "node:fs";
var CHUNK_CHARS = 64 * 1024;
function omitted(value) {
  return value === void 0 || typeof value === "function" || typeof value === "symbol";
}
function nested(value, level) {
  const text = JSON.stringify(value, null, 2);
  return level === 0 ? text : text.replace(/\n/g, `
${"  ".repeat(level)}`);
}
function* pieces(value, level, depth) {
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
    const raw = level + 1 >= depth ? rawJsonOf(value) : void 0;
    if (raw) {
      yield* laidOutItems(n, raw, level + 1, CHUNK_CHARS);
      yield `${"  ".repeat(level)}]`;
      return;
    }
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
async function writeChunks(file, chunks) {
  const fd = openSync(file, "w");
  try {
    for (const chunk of chunks) {
      writeFully(fd, typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk);
    }
  } finally {
    closeSync(fd);
  }
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

// src/pipeline/json-report.ts
function jsonReportChunks(result, gate) {
  return prettyJsonChunks({ ...result, gate }, 2);
}
var NO_TRACES = '\n  "traces": []';
async function writeJsonReport(file, result, gate, workerUrl = findWorkerUrl(import.meta.url, LAYOUT_WORKER_FILE)) {
  const place = rawJsonPlaceOf(result.traces);
  if (place && workerUrl && place.starts.length > 0) {
    const around = [...textOf(prettyJsonChunks({ ...result, traces: [], gate }, 2))].join("");
    const at = around.indexOf(NO_TRACES);
    if (at >= 0) {
      const head = `${around.slice(0, at)}
  "traces": [
`;
      const tail = `  ]${around.slice(at + NO_TRACES.length)}`;
      try {
        await layOutInWorker(workerUrl, { file, head, tail, level: 2, place });
        return;
      } catch {
      }
    }
  }
  return writeChunks(file, jsonReportChunks(result, gate));
}

// src/run/finish.ts
import { mkdir, writeFile } from "node:fs/promises";
import path2 from "node:path";

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
var pct2 = (v) => v === null ? "n/a" : `${(v * 100).toFixed(1)}%`;
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
    `| failure rate | ${pct2(c.base.rate)} (${c.base.failed}/${c.base.total}) | ${pct2(c.head.rate)} (${c.head.failed}/${c.head.total}) |`,
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

// src/trend/analyze.ts
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

// src/sarif/build.ts
import { gzipSync } from "node:zlib";

// src/sarif/fingerprints.ts
import { createHash as createHash2 } from "node:crypto";
function normaliseTask(task) {
  return task.toLowerCase().replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>").replace(/\d+/g, "0").replace(/\s+/g, " ").trim().slice(0, 500);
}
function lineHash(parts) {
  const text = [parts.ruleId, parts.uri, parts.agent ?? "", (parts.name ?? "").toLowerCase(), normaliseTask(parts.task ?? "")].join("\0");
  return createHash2("sha256").update(text).digest("hex").slice(0, 16);
}

// src/sarif/rules.ts
var PROBLEM_SEVERITY = { error: "error", warning: "warning", note: "recommendation" };
function ruleName(name) {
  return name.replace(/[^A-Za-z0-9]+/g, " ").trim().split(" ").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}
function sarifRules() {
  const t = taxonomy();
  return t.modes.map((m) => {
    const properties = {
      tags: ["ai-agent", "mast", m.category, "reliability"],
      precision: m.sarif.precision,
      "problem.severity": PROBLEM_SEVERITY[m.sarif.level]
    };
    if (m.sarif.securitySeverity !== null) properties["security-severity"] = m.sarif.securitySeverity.toFixed(1);
    return {
      id: m.id,
      name: ruleName(m.name),
      shortDescription: { text: modeLabel(m.id) },
      fullDescription: { text: m.definition },
      help: { text: helpText(m.id), markdown: helpMarkdown(m.id) },
      helpUri: t.source.url,
      defaultConfiguration: { level: m.sarif.level },
      properties
    };
  });
}

// src/sarif/build.ts
var MAX_RESULTS = 25e3;
var MAX_GZIP_BYTES = 10 * 1024 * 1024;
var SCHEMA_URI = "https://json.schemastore.org/sarif-2.1.0.json";
function toUri(repoPath) {
  return encodeURI(repoPath).replace(/#/g, "%23").replace(/\?/g, "%3F");
}
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
function message(t, f, secrets) {
  const where = t.line ? `${t.file}:${t.line}` : t.file;
  const name = stepName(t, f.step);
  const head = `${modeLabel(f.mode)} in trace "${cleanText(t.id, { max: 100, secrets })}" (${cleanText(where, { max: 200, secrets })}), step ${f.step}${name ? ` (${cleanText(name, { max: 80, secrets })})` : ""}${f.agent ? `, agent ${cleanText(f.agent, { max: 80, secrets })}` : ""}`;
  const what = f.message ? `: ${cleanText(f.message, { max: 300, secrets }).replace(/[.\s]+$/, "")}` : "";
  const evidence = f.evidence.slice(0, 3).map((e) => `step ${e.step}${e.agent ? ` (${cleanText(e.agent, { max: 60, secrets })})` : ""}: "${cleanText(e.quote, { max: 160, secrets })}"`).join("; ");
  const trust = t.untrusted ? " The trace failed its integrity check; treat this finding with care." : "";
  return sarifText(
    `${head}${what}.${evidence ? ` Evidence: ${evidence}.` : ""} Confidence ${f.confidence.toFixed(2)} (${f.detector}).${trust}`,
    2e3
  );
}
function gzipSize(log) {
  return gzipSync(JSON.stringify(log)).length;
}
function sarifResult(t, f, located, fingerprint, ruleIndex, secrets) {
  const properties = {
    trace: cleanText(t.id, { max: 200, secrets }),
    traceFile: cleanText(t.file, { max: 300, secrets }),
    step: f.step,
    confidence: Number(f.confidence.toFixed(3)),
    detector: f.detector,
    locatedBy: located.via
  };
  if (f.agent) properties.agent = cleanText(f.agent, { max: 100, secrets });
  if (t.untrusted) properties.untrusted = true;
  return {
    ruleId: f.mode,
    ruleIndex,
    level: modeSpec(f.mode).sarif.level,
    message: { text: message(t, f, secrets) },
    locations: [
      {
        physicalLocation: {
          artifactLocation: { uri: toUri(located.uri) },
          region: { startLine: located.line }
        }
      }
    ],
    partialFingerprints: { primaryLocationLineHash: fingerprint },
    properties
  };
}
function buildSarif(input) {
  const rules = sarifRules();
  const ruleIndex = new Map(rules.map((r, i) => [r.id, i]));
  const candidates = [];
  let leftOutNoLocation = 0;
  const locate = (t, f) => input.locator.locate({ trace: t, step: f.step, agent: f.agent ?? null });
  const traces = input.traces;
  const only = input.notPassed;
  const count = only ? only.length : traces.length;
  for (let j = 0; j < count; j++) {
    const i = only ? only[j] : j;
    const t = traces[i];
    const findings = findingsOf(t);
    for (let k = 0; k < findings.length; k++) {
      const f = findings[k];
      const located = locate(t, f);
      if (!located) {
        leftOutNoLocation++;
        continue;
      }
      const spec = modeSpec(f.mode);
      candidates.push({
        trace: i,
        finding: k,
        hash: lineHash({ ruleId: f.mode, uri: located.uri, agent: f.agent ?? null, name: stepName(t, f.step) ?? null, task: t.task }),
        occurrence: 0,
        rank: LEVEL_RANK[spec.sarif.level],
        severity: spec.sarif.securitySeverity ?? 0,
        confidence: f.confidence,
        order: `${t.file}\0${t.line ?? 0}\0${t.id}\0${String(f.step).padStart(8, "0")}`,
        via: located.via
      });
    }
  }
  const stable = [...candidates].sort((a, b) => a.order < b.order ? -1 : a.order > b.order ? 1 : 0);
  const seen = /* @__PURE__ */ new Map();
  for (const c of stable) seen.set(c.hash, c.occurrence = (seen.get(c.hash) ?? 0) + 1);
  candidates.sort((a, b) => a.rank - b.rank || b.severity - a.severity || b.confidence - a.confidence || (a.order < b.order ? -1 : 1));
  const maxResults = input.limits?.maxResults ?? MAX_RESULTS;
  const maxGzip = input.limits?.maxGzipBytes ?? MAX_GZIP_BYTES;
  let kept = Math.min(candidates.length, maxResults);
  const results = new Array(kept);
  const byTrace = candidates.slice(0, kept).map((c, at) => ({ c, at })).sort((a, b) => a.c.trace - b.c.trace || a.c.finding - b.c.finding);
  for (let j = 0; j < byTrace.length; ) {
    const t = traces[byTrace[j].c.trace];
    const findings = findingsOf(t);
    for (const first = byTrace[j].c.trace; j < byTrace.length && byTrace[j].c.trace === first; j++) {
      const { c, at } = byTrace[j];
      const f = findings[c.finding];
      results[at] = sarifResult(t, f, locate(t, f), `${c.hash}:${c.occurrence}`, ruleIndex.get(f.mode), input.secrets);
    }
  }
  const logFor = (n) => ({
    $schema: SCHEMA_URI,
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "blamegate",
            informationUri: input.informationUri ?? "https://github.com/blamegate/blamegate",
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
  let log = logFor(kept);
  let gz = gzipSize(log);
  if (gz > maxGzip) {
    let lo = 0;
    let hi = kept;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      if (gzipSize(logFor(mid)) <= maxGzip) lo = mid;
      else hi = mid - 1;
    }
    kept = lo;
    log = logFor(kept);
    gz = gzipSize(log);
  }
  const via = { "step-code": 0, "stack-frame": 0, definition: 0, "trace-file": 0 };
  for (const c of candidates.slice(0, kept)) via[c.via]++;
  return { log, results: kept, leftOutNoLocation, leftOutOverLimit: candidates.length - kept, via, gzipBytes: gz };
}

// src/sarif/git-files.ts
import { execFile } from "node:child_process";
function gitTrackedFiles(root) {
  return new Promise((resolve) => {
    execFile("git", ["ls-files", "-z"], { cwd: root, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) => {
      if (error) return resolve(null);
      resolve(new Set(stdout.split("\0").filter(Boolean)));
    });
  });
}

// src/run/finish.ts
async function sourceIndexFor(input) {
  const { settings } = input;
  const committed = input.committed !== void 0 ? input.committed : await gitTrackedFiles(input.repoRoot);
  const outRel = path2.relative(input.repoRoot, path2.resolve(input.cwd, settings.out)).split(path2.sep).join("/");
  const ignore = [".blamegate-artifacts/**", ...outRel && !outRel.startsWith("..") ? [`${outRel}/**`] : []];
  return buildSourceIndex({ root: input.repoRoot, globs: settings["source-globs"], committed, ignore });
}
async function finishRun(input, logger) {
  const { settings, result } = input;
  const scan = input.scan?.covers(result) ? input.scan : RunScan.over(result, settings);
  useReportScan(result, scan.report);
  const draft = buildDigest(result, input.digestContext, scan.digest);
  const trend = analyzeTrendAndBase({
    digest: draft,
    history: input.history,
    base: input.base ?? null,
    notes: input.historyNotes ?? [],
    includeInSeries: !input.isPullRequest
  });
  const gate = decide(settings, result, trend.gateContext, scan.gate);
  const digest = withGate(trend.digest, gate);
  const outDir = path2.resolve(input.cwd, settings.out);
  await mkdir(outDir, { recursive: true });
  const files = {
    results: path2.join(outDir, "results.json"),
    report: path2.join(outDir, "report.md"),
    sarif: path2.join(outDir, "blamegate.sarif"),
    digest: path2.join(outDir, "digest.json")
  };
  const resultsWritten = writeJsonReport(files.results, result, gate).then(
    () => null,
    (err) => err
  );
  const secrets = [settings["signing-key"], settings["webhook-secret"], settings["judge-key"], settings.token].filter((s) => s.length >= 6);
  const index = result.summary.traces > result.summary.passed ? await sourceIndexFor(input) : indexSources(input.repoRoot, []);
  const sarif = buildSarif({
    traces: result.traces,
    notPassed: scan.notPassed,
    category: settings.category,
    locator: createLocator(index, { cwd: input.cwd }),
    toolVersion: VERSION,
    informationUri: "https://github.com/our-org/blamegate",
    secrets
  });
  if (sarif.leftOutNoLocation > 0)
    logger.info(`${sarif.leftOutNoLocation} finding(s) had no location in the repository and were left out of SARIF`);
  const trendMarkdown = [trend.markdown.comparison, trend.markdown.trend].filter((s) => Boolean(s)).join("\n");
  const reportInput = {
    result,
    gate,
    category: settings.category,
    ...trendMarkdown ? { trendMarkdown } : {},
    sarif: { results: sarif.results, leftOutNoLocation: sarif.leftOutNoLocation, leftOutOverLimit: sarif.leftOutOverLimit },
    ...input.runUrl ? { runUrl: input.runUrl } : {},
    version: VERSION,
    secrets
  };
  const comment = renderMarkdownReport(reportInput);
  const summary = renderJobSummary(reportInput);
  await writeFile(files.report, comment);
  await writeChunks(files.sarif, prettyJsonChunks(sarif.log, 4));
  await writeFile(files.digest, `${JSON.stringify(digest, null, 2)}
`);
  const failed = await resultsWritten;
  if (failed) throw failed;
  return { result, gate, trend, digest, comment, summary, reportInput, sarif, files };
}

export {
  coerce_exports,
  OPTIONS,
  optionsFor,
  splitList,
  SettingsError,
  resolveSettings,
  settingsFromConfigFile,
  analyzePaths,
  pickBaseDigest,
  RunScan,
  textOf,
  jsonReportChunks,
  finishRun
};
