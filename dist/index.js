import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  HOMEPAGE,
  VERSION,
  gitTrackedFiles,
  linguistExcluded,
  safeRepoPath,
  toUri
} from "./chunks/chunk-Y4OVXOBZ.js";
import {
  ReportScan,
  ScannedReport,
  renderJobSummary,
  renderMarkdownReport
} from "./chunks/chunk-4RAXZDIM.js";
import {
  ActionContextError,
  DEFAULT_SOURCE_SKIP,
  OPTIONS,
  actionLogger,
  gitHubContextOf,
  readActionContext,
  runUrlOf,
  secretOptions
} from "./chunks/chunk-IDCFFOLH.js";
import {
  DIGEST_VERSION
} from "./chunks/chunk-ZFJHNQGK.js";
import {
  LedgerEntrySchema,
  MAX_SIDECAR_BYTES,
  MAX_SOURCE_CHARS,
  SIDECAR_SUFFIX,
  SidecarError,
  analyzeTrace,
  checkAnchor,
  goneEntries,
  goneResult,
  missingFromLedger,
  parseHead,
  parseLedger,
  parseLossless,
  parseSidecar,
  pyIndented,
  sidecarPath
} from "./chunks/chunk-A52DXKSU.js";
import "./chunks/chunk-4DRLQO6S.js";
import {
  compareCodePoints
} from "./chunks/chunk-IQDB7SWC.js";
import {
  cleanText,
  mdCodeBlock,
  mdInline,
  neutraliseMentions
} from "./chunks/chunk-MEJZJAMB.js";
import {
  DEFAULT_INPUT_SETTINGS,
  judgeInputs,
  quoteInput
} from "./chunks/chunk-SVGWM2V3.js";
import "./chunks/chunk-WTIS45MQ.js";
import {
  helpMarkdown,
  helpText,
  modeLabel,
  modeSpec,
  taxonomy
} from "./chunks/chunk-IH3VJ64J.js";
import "./chunks/chunk-OVDCFCZU.js";
import {
  addTally,
  countTrace,
  emptyTally,
  outOfRange,
  summaryOf,
  traceList
} from "./chunks/chunk-MY7OTJ2O.js";
import {
  MODE_IDS
} from "./chunks/chunk-AILNL7PL.js";
import {
  redactDeep
} from "./chunks/chunk-KR66X3FU.js";
import "./chunks/chunk-BDZ6U4OG.js";
import {
  AlertOnSchema
} from "./chunks/chunk-7H2TAQXC.js";
import "./chunks/chunk-5S3KQJG7.js";
import {
  GUARDS_PATH
} from "./chunks/chunk-OL7NYJUR.js";
import {
  collectFiles
} from "./chunks/chunk-TO6SDY25.js";
import {
  importBytes,
  isJsonlName,
  readTraces
} from "./chunks/chunk-YAVCFKUC.js";
import {
  FORMATS
} from "./chunks/chunk-D5KDDQDT.js";
import {
  lazySchema,
  zod
} from "./chunks/chunk-JYXDTFVG.js";
import {
  core_exports,
  setFailed,
  setOutput,
  summary
} from "./chunks/chunk-44FCZ2FJ.js";
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
} from "./chunks/chunk-2JW5TEAS.js";
import {
  errorMessage
} from "./chunks/chunk-RXXNLPXJ.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/github/comment-mode.ts
var COMMENT_MODES = ["always", "on-failure", "never"];
function commentModeOf(v) {
  if (COMMENT_MODES.includes(v)) return v;
  if (["true", "yes", "on", "1"].includes(v)) return "always";
  if (["false", "no", "off", "0"].includes(v)) return "never";
  return void 0;
}
var CommentModeSchema = lazySchema(
  (z) => z.string().trim().toLowerCase().transform((v, ctx) => {
    const mode = commentModeOf(v);
    if (mode !== void 0) return mode;
    ctx.addIssue({ code: "custom", message: `expected ${COMMENT_MODES.join(", ")} (or true/false), got '${v}'` });
    return z.NEVER;
  })
);

// src/config.ts
function splitList(value) {
  return value.split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== "" && !s.startsWith("#"));
}
var TRUE_WORDS = ["true", "yes", "1", "on"];
var FALSE_WORDS = ["false", "no", "0", "off"];
var boolText = lazySchema(
  (z) => z.string().trim().toLowerCase().refine((v) => TRUE_WORDS.includes(v) || FALSE_WORDS.includes(v), "expected true or false").transform((v) => TRUE_WORDS.includes(v))
);
var isNumberText = (v) => v !== "" && Number.isFinite(Number(v));
var MOST_WORKERS = 64;
var isWorkerCount = (v) => /^\d{1,2}$/.test(v) && Number(v) <= MOST_WORKERS;
var numberIn = (z, min, max) => z.string().trim().refine(isNumberText, "expected a number").transform(Number).pipe(z.number().min(min).max(max));
var failOn = (z) => z.string().transform(splitList).transform((items, ctx) => {
  const lower = items.map((i) => i.toLowerCase());
  if (lower.length === 0 || lower.length === 1 && lower[0] === "none") return "none";
  if (lower.includes("new")) {
    if (lower.length === 1) return "new";
    ctx.addIssue({ code: "custom", message: "new stands alone in fail-on (it fails on the failures this change introduced, whatever their mode)" });
    return z.NEVER;
  }
  if (lower.includes("any")) return "any";
  const modes = [];
  for (const item of items) {
    const id = item.toUpperCase().replace(/^FM(\d)/, "FM-$1");
    if (!MODE_IDS.includes(id)) {
      ctx.addIssue({ code: "custom", message: `unknown failure mode '${item}' (expected FM-1.1 \u2026 FM-3.3, any, new or none)` });
      return z.NEVER;
    }
    modes.push(id);
  }
  return modes;
});
var shard = (z) => z.string().trim().transform((v, ctx) => {
  if (v === "") return null;
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(v);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    ctx.addIssue({ code: "custom", message: `expected i/n with 1 \u2264 i \u2264 n, got '${v}'` });
    return z.NEVER;
  }
  return { index, count };
});
var oneOf = (z, values) => z.enum(values, { error: (issue) => `expected one of ${values.join(", ")}, got ${JSON.stringify(issue.input)}` });
var MISSING_INPUT_POLICIES = ["error", "warn", "ignore"];
var MissingInputPolicySchema = lazySchema((z) => oneOf(z, MISSING_INPUT_POLICIES));
var isHttpUrl = (v) => v === "" || /^https?:\/\//.test(v);
var httpUrl = (z) => z.string().trim().refine(isHttpUrl, "expected an http(s) URL");
var isRunId = (v) => v === "" || /^\d+$/.test(v);
var isLedgerAnchor = (v) => v === "" || /^\d{1,12}:[0-9a-f]{64}$/.test(v);
var CATEGORY = /^[A-Za-z0-9._/-]{1,100}$/;
var list = (z) => z.string().transform(splitList);
var FORMAT_CHOICES = ["auto", ...FORMATS];
var INTEGRITY_CHOICES = ["off", "warn", "require"];
var MODE_CHOICES = ["attribute", "merge", "scan"];
var SEVERITY_CHOICES = ["error", "warning", "note", "none"];
var FIELDS = {
  traces: list,
  format: (z) => oneOf(z, FORMAT_CHOICES),
  artifact: (z) => z.string().trim(),
  "run-id": (z) => z.string().trim().refine(isRunId, "expected a workflow run id (digits)"),
  shard,
  "max-workers": (z) => z.string().trim().toLowerCase().refine((v) => v === "auto" || isWorkerCount(v), `expected auto or a whole number of workers from 0 to ${MOST_WORKERS}`).transform((v) => v === "auto" ? "auto" : Number(v)),
  "fail-on": failOn,
  "fail-on-blame": (z) => numberIn(z, 0, 100),
  "max-failure-rate": (z) => numberIn(z, 0, 1),
  "max-failure-rate-increase": (z) => numberIn(z, 0, 1),
  base: list,
  "compare-base": () => boolText,
  "base-artifact": (z) => z.string().trim(),
  "max-latency-increase": (z) => numberIn(z, 0, 1e3),
  "fail-on-worsening": () => boolText,
  "if-no-traces": () => MissingInputPolicySchema,
  "if-unreadable": () => MissingInputPolicySchema,
  integrity: (z) => oneOf(z, INTEGRITY_CHOICES),
  "signing-key": (z) => z.string(),
  ledger: (z) => z.string().trim(),
  "ledger-anchor": (z) => z.string().trim().refine(isLedgerAnchor, "expected LINES:SHA256 as blamegate sign prints it"),
  "judge-url": httpUrl,
  "judge-model": (z) => z.string().trim(),
  "judge-key": (z) => z.string(),
  out: (z) => z.string().trim().min(1),
  category: (z) => z.string().trim().regex(CATEGORY, "letters, digits, . _ / - only (at most 100)"),
  comment: () => CommentModeSchema,
  "upload-sarif": () => boolText,
  "wait-for-processing": () => boolText,
  "review-comments": (z) => z.string().trim().toLowerCase().pipe(z.union([z.literal("auto"), boolText])),
  "source-globs": list,
  "source-ignore": list,
  "history-length": (z) => numberIn(z, 0, 100).pipe(z.number().int()),
  history: (z) => z.string().trim(),
  "webhook-url": httpUrl,
  "webhook-secret": (z) => z.string(),
  "alert-on": () => AlertOnSchema,
  "fail-on-webhook-error": () => boolText,
  mode: (z) => oneOf(z, MODE_CHOICES),
  "fail-on-severity": (z) => oneOf(z, SEVERITY_CHOICES),
  token: (z) => z.string()
};
var NAMES = Object.keys(FIELDS);
var plain = (v) => v;
var trimmed = (v) => v.trim();
var trimmedIf = (ok) => (v) => {
  const t = v.trim();
  return ok(t) ? t : void 0;
};
var choice = (values) => (v) => values.includes(v) ? v : void 0;
var quickBool = (v) => {
  const t = v.trim().toLowerCase();
  return TRUE_WORDS.includes(t) ? true : FALSE_WORDS.includes(t) ? false : void 0;
};
var quickNumber = (min, max, integer = false) => (v) => {
  const t = v.trim();
  const n = Number(t);
  return isNumberText(t) && n >= min && n <= max && (!integer || Number.isInteger(n)) ? n : void 0;
};
var QUICK = {
  // A list is what its schema makes of any string: the common case (a CLI run's paths).
  traces: splitList,
  base: splitList,
  "source-globs": splitList,
  "source-ignore": splitList,
  format: choice(FORMAT_CHOICES),
  artifact: trimmed,
  "run-id": trimmedIf(isRunId),
  "max-workers": (v) => {
    const t = v.trim().toLowerCase();
    return t === "auto" ? "auto" : isWorkerCount(t) ? Number(t) : void 0;
  },
  "fail-on-blame": quickNumber(0, 100),
  "max-failure-rate": quickNumber(0, 1),
  "max-failure-rate-increase": quickNumber(0, 1),
  "compare-base": quickBool,
  "base-artifact": trimmed,
  "max-latency-increase": quickNumber(0, 1e3),
  "fail-on-worsening": quickBool,
  "if-no-traces": choice(MISSING_INPUT_POLICIES),
  "if-unreadable": choice(MISSING_INPUT_POLICIES),
  integrity: choice(INTEGRITY_CHOICES),
  "signing-key": plain,
  ledger: trimmed,
  "ledger-anchor": trimmedIf(isLedgerAnchor),
  "judge-url": trimmedIf(isHttpUrl),
  "judge-model": trimmed,
  "judge-key": plain,
  out: trimmedIf((t) => t !== ""),
  category: trimmedIf((t) => CATEGORY.test(t)),
  comment: (v) => commentModeOf(v.trim().toLowerCase()),
  "upload-sarif": quickBool,
  "wait-for-processing": quickBool,
  "review-comments": (v) => v.trim().toLowerCase() === "auto" ? "auto" : quickBool(v),
  "history-length": quickNumber(0, 100, true),
  history: trimmed,
  "webhook-url": trimmedIf(isHttpUrl),
  "webhook-secret": plain,
  "fail-on-webhook-error": quickBool,
  mode: choice(MODE_CHOICES),
  "fail-on-severity": choice(SEVERITY_CHOICES),
  token: plain
};
var built = /* @__PURE__ */ new Map();
function fieldSchema(name) {
  let s = built.get(name);
  if (s === void 0) {
    s = FIELDS[name](zod());
    built.set(name, s);
  }
  return s;
}
var SettingsSchema = lazySchema((z) => z.object(Object.fromEntries(NAMES.map((n) => [n, fieldSchema(n)]))));
var PARSED_DEFAULTS = {
  shard: null,
  "fail-on": "any",
  "alert-on": { when: "change", pullRequests: false, branches: false }
};
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
  const fallback = defaults();
  const out = {};
  const lines = [];
  for (const name of NAMES) {
    const value = merged[name];
    const known = PARSED_DEFAULTS[name];
    if (value === fallback[name] && known !== void 0) {
      out[name] = typeof known === "object" && known !== null ? structuredClone(known) : known;
      continue;
    }
    const quick = typeof value === "string" ? QUICK[name]?.(value) : void 0;
    if (quick !== void 0) {
      out[name] = quick;
      continue;
    }
    const parsed = fieldSchema(name).safeParse(value);
    if (parsed.success) out[name] = parsed.data;
    else for (const i of parsed.error.issues) lines.push(`  ${[name, ...i.path].join(".")}: ${i.message}`);
  }
  if (lines.length > 0) throw new SettingsError(`invalid settings:
${lines.join("\n")}`);
  return out;
}
function secretSettingValues(settings) {
  const values = secretOptions().map((o) => settings[o.name]);
  return values.filter((v) => typeof v === "string" && v.length >= 4);
}

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
    const calls2 = byName();
    const errors = byName();
    for (const b of t.blame ?? []) if (b.kind === "tool_call" && b.name) bump(calls2, b.name);
    for (const e of t.errors) if (e.name) bump(errors, e.name);
    for (const name of /* @__PURE__ */ new Set([...Object.keys(calls2), ...Object.keys(errors)])) {
      const tally = tools[name] ??= { calls: 0, errors: 0 };
      const err = errors[name] ?? 0;
      tally.calls += Math.max(calls2[name] ?? 0, err);
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
  const { summary: summary2 } = result;
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
      files: summary2.files,
      traces: summary2.traces,
      passed: summary2.passed,
      failed: summary2.failed,
      unknown: summary2.unknown,
      skipped: summary2.skipped
    },
    failureRate: rate(summary2.failed, summary2.passed),
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

// src/render/sarif/locate.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

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
function findDefinitions(text, path15) {
  const language = languageOf(path15);
  if (language === "json" && !JSON_MAY_DEFINE.test(text)) return [];
  return definitionsIn(text, path15, language);
}
function definitionsIn(text, path15, language = languageOf(path15)) {
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
      const list2 = definitions.get(key) ?? [];
      list2.push({ file, line: d.line, kind: d.kind });
      definitions.set(key, list2);
    }
  }
  for (const list2 of definitions.values()) {
    list2.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || Number(isTestPath(a.file)) - Number(isTestPath(b.file)) || compareCodePoints(a.file, b.file) || a.line - b.line);
  }
  return { root: path.resolve(root), files, definitions, committed };
}
async function buildSourceIndex(options) {
  const root = path.resolve(options.root);
  const { glob } = await import("./chunks/dist-DCTJTKJL.js");
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
      const abs = path.join(root, rel);
      let text;
      try {
        if (statSync(abs).size > maxBytes) continue;
        text = readFileSync(abs, "utf8");
      } catch {
        continue;
      }
      yield { path: rel.split(path.sep).join("/"), text };
    }
  }
  return indexSources(root, sources(), options.committed ?? null, options.names);
}
function createLocator(index, options = {}) {
  const root = index.root;
  const cwd = path.resolve(options.cwd ?? root);
  const maxTraceBytes = options.maxTraceBytes ?? 20 * 1024 * 1024;
  const exists = options.exists ?? ((rel) => index.committed ? index.committed.has(rel) : index.files.has(rel) || existsSync(path.join(root, rel)));
  const readText = options.readText ?? ((abs) => {
    try {
      return statSync(abs).size > maxTraceBytes ? null : readFileSync(abs, "utf8");
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
    const abs = path.isAbsolute(cleaned) ? cleaned : path.resolve(base, cleaned);
    const rel = safeRepoPath(path.relative(root, abs).split(path.sep).join("/"));
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
    const text = cachedText(path.join(root, uri));
    const at = text?.split("\n", line)[line - 1];
    return at !== void 0 && at.trim() !== "" ? `text:${at.trim().slice(0, 500)}` : `line:${line}`;
  }
  function cachedText(abs) {
    if (!textCache.has(abs)) {
      if (textCache.size > 64) {
        textCache.clear();
        arraysCache.clear();
      }
      textCache.set(abs, readText(abs));
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
    const text = trace.line ? null : cachedText(path.join(root, uri));
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

// src/collect/shard.ts
import { createHash } from "node:crypto";
function shardOf(file, count) {
  const digest = createHash("sha256").update(file.split("\\").join("/")).digest();
  return digest.readUInt32BE(0) % count + 1;
}
function takeShard(files, shard2) {
  if (!shard2 || shard2.count === 1) return files;
  return files.filter((f) => shardOf(f, shard2.count) === shard2.index);
}

// src/pipeline/run-pipeline.ts
import path5 from "node:path";

// src/pipeline/one-file.ts
import { closeSync, constants as fsConstants, fstatSync, openSync } from "node:fs";
import path2 from "node:path";

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

// src/integrity/io.ts
import { appendFile, open, readFile, rename, stat, writeFile } from "node:fs/promises";
async function readSidecar(traceFile) {
  const p = sidecarPath(traceFile);
  const info = await stat(p).catch(() => null);
  if (!info) return null;
  if (info.size > MAX_SIDECAR_BYTES) throw new SidecarError(`${p}: ${info.size} bytes, over the ${MAX_SIDECAR_BYTES}-byte cap`);
  return parseSidecar(await readFile(p, "utf8"), p);
}
var MAX_LEDGER_BYTES = 256 * 1024 * 1024;
var needsElementText = (t) => t.integrity !== void 0 && t.integrity !== null && t.sourceText === void 0 && t.origin.format === "native" && t.origin.line === void 0 && t.origin.item !== void 0;
var ElementTexts = class {
  constructor(absFile) {
    this.absFile = absFile;
  }
  absFile;
  list;
  async attach(t) {
    if (!needsElementText(t)) return t;
    this.list ??= readElements(this.absFile);
    const el = (await this.list)?.[t.origin.item];
    return el instanceof Map ? { ...t, sourceText: pyIndented(el) } : t;
  }
};
async function readElements(absFile) {
  const info = await stat(absFile).catch(() => null);
  if (!info || info.size > MAX_SOURCE_CHARS) return null;
  let doc;
  try {
    doc = parseLossless((await readFile(absFile, "utf8")).replace(/^\uFEFF/, ""));
  } catch {
    return null;
  }
  if (Array.isArray(doc)) return doc;
  const list2 = doc instanceof Map ? doc.get("traces") : void 0;
  return Array.isArray(list2) ? list2 : null;
}

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
  const real = options.cwd ? path2.resolve(options.cwd, file) : file;
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
  const real = options.cwd ? path2.resolve(options.cwd, file) : file;
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
import path3 from "node:path";
var MAX_LISTED = 1e5;
var SidecarListing = class {
  folders = /* @__PURE__ */ new Map();
  /** False only when the file's folder was listed and holds no sidecar for it. */
  mayHaveSidecar(traceFile) {
    const sidecar = sidecarPath(traceFile);
    const folder = path3.dirname(sidecar);
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
    return names === null || names.has(path3.basename(sidecar));
  }
};

// src/pipeline/plan.ts
import { statSync as statSync2 } from "node:fs";
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
      total += statSync2(f, { throwIfNoEntry: false })?.size ?? 0;
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
import { existsSync as existsSync2 } from "node:fs";
import { fileURLToPath } from "node:url";
var WORKER_FILE = "pipeline-worker.js";
var LAYOUT_WORKER_FILE = "json-layout-worker.js";
function findWorkerUrl(from = import.meta.url, file = WORKER_FILE) {
  if (!from.startsWith("file:")) return null;
  for (const rel of [`./${file}`, `../${file}`]) {
    const url = new URL(rel, from);
    if (existsSync2(fileURLToPath(url))) return url;
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
import path4 from "node:path";
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
    this.handle = { dir: mkdtempSync(path4.join(os.tmpdir(), "blamegate-")), fds: /* @__PURE__ */ new Map(), closed: false };
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
    return path4.join(this.handle.dir, `results-${source}.jsonl`);
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
    let size = this.cols.starts.length * 2;
    while (size < need) size *= 2;
    const old = this.cols;
    this.cols = { sources: new Uint16Array(size), starts: new Float64Array(size), ends: new Float64Array(size) };
    this.cols.sources.set(old.sources.subarray(0, this.n));
    this.cols.starts.set(old.starts.subarray(0, this.n));
    this.cols.ends.set(old.ends.subarray(0, this.n));
  }
};

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
function tuneGarbageCollection(v8Version = process.versions.v8, set = setFlagsFromString, read = newSpaceBytes, collect = fullCollection) {
  armed = true;
  canHold = Number(v8Version.split(".")[0]) >= 12;
  holding = false;
  largeTuned = false;
  forLargeRuns.length = 0;
  setFlags = set;
  readNewSpace = read;
  collectNow = collect;
  factor = 0;
  calls = 0;
}
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
function freezeForListing() {
  if (armed && canHold) setGrowthFactor(1);
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
  const plan = planRun(input.cwd ? files.map((f) => path5.resolve(input.cwd, f)) : files, { workers: options.workers ?? "auto", maxWorkers: options.maxWorkers });
  sizeUpRun(plan.large);
  const workerUrl = plan.workers > 0 ? options.workerUrl ?? findWorkerUrl() : null;
  const spill = plan.workers > 0 && workerUrl ? new SpillDir() : null;
  const reporter = orderedReporter(files.length + (tail ? 1 : 0), logger, spill, onTrace);
  if (plan.workers > 0 && workerUrl) {
    logger.debug(`analysing ${files.length} files on ${plan.workers} worker threads`);
    input.onPool?.();
    const { runInPool } = await import("./chunks/pool-HMGIR4HK.js");
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

// src/run/read-and-gate.ts
import { open as open2, readFile as readFile2 } from "node:fs/promises";

// src/integrity/missing.ts
import path6 from "node:path";
import { stat as stat2 } from "node:fs/promises";
var GLOB_CHARS = /[*?[\]{}()!+@]/;
function rootOf(pattern, cwd) {
  if (!GLOB_CHARS.test(pattern)) return path6.resolve(cwd, pattern);
  const segments = pattern.split(/[\\/]/);
  const literal = [];
  for (const s of segments) {
    if (GLOB_CHARS.test(s)) break;
    literal.push(s);
  }
  return path6.resolve(cwd, literal.join("/") || ".");
}
async function missingTraces(index, seenIds, patterns, cwd, scanned, inShard = () => true) {
  const roots = patterns.map((p) => rootOf(p, cwd));
  const candidates = missingFromLedger(index, seenIds, (r) => r.file !== void 0);
  const out = [];
  for (const r of candidates) {
    const abs = path6.resolve(cwd, r.file);
    if (!inShard(displayOf(cwd, abs))) continue;
    if (scanned.has(abs)) {
      out.push(r);
      continue;
    }
    const under = roots.some((root) => abs === root || abs.startsWith(root + path6.sep));
    if (under && !await stat2(abs).catch(() => null)) out.push(r);
  }
  return out;
}
function displayOf(cwd, abs) {
  const rel = path6.relative(cwd, abs);
  return rel === "" || rel.startsWith("..") ? abs : rel.split(path6.sep).join("/");
}
function ledgerGoneReason(r) {
  return `recorded at ledger line ${r.line} (${r.time}) and not found: deleted after signing`;
}

// src/run/read-and-gate.ts
import path9 from "node:path";

// src/run/step-line-files.ts
import path7 from "node:path";
var STEP_LINE_MIN_FILES = 32;
async function stepLineFiles(files, cwd, gitEnv) {
  const root = path7.resolve(cwd);
  const candidates = [];
  for (const file of files) {
    if (isJsonlName(file)) continue;
    const rel = (path7.sep === "/" ? safeRepoPath(file) : null) ?? safeRepoPath(path7.relative(root, path7.resolve(root, file)).split(path7.sep).join("/"));
    if (rel) candidates.push({ file, rel });
  }
  if (candidates.length < STEP_LINE_MIN_FILES) return { files: [], committed: null };
  const committed = await gitTrackedFiles(root, gitEnv);
  const citable = committed ? candidates.filter((c) => committed.has(c.rel)) : candidates;
  return { files: citable.map((c) => c.file), committed: { root, files: committed } };
}

// src/run/source-index.ts
import path8 from "node:path";
function sourceIndexKey(input) {
  const { settings } = input;
  return JSON.stringify([path8.resolve(input.repoRoot), path8.resolve(input.cwd, settings.out), settings["source-globs"], settings["source-ignore"] ?? null]);
}
async function sourceIndexOf(input, committed, names) {
  const { settings } = input;
  const files = committed !== void 0 ? committed : await gitTrackedFiles(input.repoRoot, input.gitEnv);
  const outRel = path8.relative(input.repoRoot, path8.resolve(input.cwd, settings.out)).split(path8.sep).join("/");
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
  const handle = await open2(abs, "r").catch(() => null);
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
  const abs = path9.resolve(cwd, file);
  if (!await looksLikeLedger(abs)) return null;
  const text = await readFile2(abs, "utf8").catch(() => null);
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
  return readFile2(file, "utf8").catch((err) => {
    if (err.code === "ENOENT") return "";
    throw new Error(`ledger ${file}: ${err.message}`);
  });
}
async function analyzePaths(settings, patterns, cwd, logger, extraSkipped = [], extra = {}) {
  freezeForListing();
  const collected = await collectFiles(patterns, cwd);
  const outDir = path9.resolve(cwd, settings.out);
  const ledgerFile = settings.ledger ? path9.resolve(cwd, settings.ledger) : null;
  const ledgerName = ledgerFile ? path9.basename(ledgerFile) : null;
  const own = (f) => {
    const name = path9.basename(f);
    if (!OWN_REPORTS.has(name) && name !== ledgerName) return false;
    const abs = path9.resolve(cwd, f);
    return OWN_REPORTS.has(name) && path9.dirname(abs) === outDir || abs === ledgerFile;
  };
  let files = takeShard(
    collected.files.filter((f) => !own(f)),
    settings.shard
  );
  const ledgerSkips = [];
  const ledgerFiles = /* @__PURE__ */ new Set();
  for (const f of files.filter((x) => /ledger/i.test(path9.basename(x)) && LEDGER_LIKE.test(x))) {
    const verdict = await ledgerVerdict(f, cwd, logger);
    if (verdict === null) continue;
    ledgerFiles.add(f);
    if (verdict !== "intact") ledgerSkips.push(verdict);
  }
  if (ledgerFiles.size > 0) files = files.filter((f) => !ledgerFiles.has(f));
  const missing = collected.missing.map((m) => ({ ...m, kind: "missing" }));
  const skipped = [...extraSkipped, ...missing, ...ledgerSkips];
  for (const m of collected.missing) logger.warning(`${quoteInput(m.file)}: ${m.reason}`);
  const ledgerText = settings.ledger ? await readLedger(path9.resolve(cwd, settings.ledger)) : void 0;
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
    const committed = scan.committed?.root === path9.resolve(cwd) ? scan.committed.files : void 0;
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
  const { shard: shard2 } = settings;
  const secrets = secretSettingValues(settings);
  const tail = async () => {
    if (problem !== null) {
      if (shard2 && shard2.count > 1 && shard2.index !== 1) return [];
      return [goneResult({ id: "(ledger)", file: settings.ledger, format: "native", algorithm: null, reason: problem })];
    }
    const scanned = new Set(files.map((f) => path9.resolve(cwd, f)));
    const inShard = shard2 && shard2.count > 1 ? (display) => shardOf(display, shard2.count) === shard2.index : void 0;
    const records = await missingTraces(index, seen, patterns, cwd, scanned, inShard);
    return records.map((r) => redactDeep(goneResult({ id: r.id, file: displayOf(cwd, path9.resolve(cwd, r.file ?? "")), format: "native", algorithm: r.algorithm, reason: ledgerGoneReason(r) }), secrets));
  };
  return { seen, tail };
}
function decide(settings, result, context = {}, counts) {
  return evaluateGate(gateSettings(settings), result, context, counts);
}

// src/judge/config.ts
function judgeConfigFrom(vars) {
  const baseUrl = vars["judge-base-url"] ?? vars["BLAMEGATE_JUDGE_BASE_URL"] ?? vars["OPENAI_BASE_URL"];
  const model = vars["judge-model"] ?? vars["BLAMEGATE_JUDGE_MODEL"];
  if (!baseUrl || !model) return void 0;
  const cfg = { baseUrl, model };
  const key = vars["judge-api-key"] ?? vars["BLAMEGATE_JUDGE_API_KEY"] ?? vars["OPENAI_API_KEY"];
  if (key) cfg.apiKey = key;
  return cfg;
}

// src/run/judge-config.ts
function judgeConfig(settings, env) {
  const cfg = judgeConfigFrom({
    ...env,
    ...settings.url ? { "judge-base-url": settings.url } : {},
    ...settings.model ? { "judge-model": settings.model } : {},
    ...settings.key ? { "judge-api-key": settings.key } : {}
  });
  if (cfg && settings.secrets?.length) cfg.secrets = settings.secrets;
  return cfg;
}
function judgeForSettings(settings, env) {
  return judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"], secrets: secretSettingValues(settings) }, env);
}

// src/action/artifacts.ts
import { mkdirSync, mkdtempSync as mkdtempSync2 } from "node:fs";
import path10 from "node:path";
var ARTIFACTS_DIR = ".blamegate-artifacts";
async function downloadIntoWorkspace(octokit, ctx, cwd, runId, pattern, prefix) {
  const { downloadRunArtifacts } = await import("./chunks/artifacts-TGW4TVXP.js");
  const root = path10.join(cwd, ARTIFACTS_DIR);
  mkdirSync(root, { recursive: true });
  const dest = mkdtempSync2(path10.join(root, `${prefix}-${runId}-`));
  return downloadRunArtifacts(octokit, { owner: ctx.owner, repo: ctx.repo, runId, pattern, dest }, actionLogger);
}
async function collectArtifacts(octokit, settings, ctx, cwd) {
  const skipped = [];
  const folders = [];
  const lookedFor = [];
  if (!settings.artifact) return { skipped, folders, lookedFor };
  const runId = settings["run-id"] ? Number(settings["run-id"]) : ctx.artifactRunId;
  const where = `artifact '${settings.artifact}' of run ${runId ?? "?"}`;
  lookedFor.push(where);
  if (!octokit || runId === null) {
    skipped.push({ file: where, reason: !octokit ? "no token to download artifacts with" : "no run id (set run-id)" });
    return { skipped, folders, lookedFor };
  }
  const { ArtifactError } = await import("./chunks/artifacts-TGW4TVXP.js");
  try {
    const got = await downloadIntoWorkspace(octokit, ctx, cwd, runId, settings.artifact, "run");
    for (const r of got.refused) skipped.push({ file: `artifact ${r.name}`, reason: r.reason });
    if (got.artifacts.length === 0 && got.refused.length === 0) skipped.push({ file: where, reason: "no artifact of that name in the run", kind: "missing" });
    for (const a of got.artifacts) folders.push(a.dir);
    actionLogger.info(`downloaded ${got.artifacts.length} artifact(s), ${got.files.length} file(s) from run ${runId}`);
  } catch (err) {
    if (err instanceof ArtifactError) skipped.push({ file: where, reason: err.message, kind: "missing" });
    else skipped.push({ file: where, reason: `download failed: ${errorMessage(err)}` });
  }
  return { skipped, folders, lookedFor };
}

// src/action/read-run.ts
async function readRun(context, settings, ctx, octokit, scan) {
  const cwd = context.workspace;
  const { skipped, folders, lookedFor } = await collectArtifacts(octokit, settings, ctx, cwd);
  if (settings.mode === "merge") {
    const { mergeShardReports } = await import("./chunks/merge-shards-IA3LCYIQ.js");
    const result2 = await mergeShardReports([...settings.traces, ...folders], cwd, actionLogger, { skipped, lookedFor: [...lookedFor, ...settings.traces] });
    return { result: result2, patterns: [] };
  }
  const traceDefault = splitList(OPTIONS.find((o) => o.name === "traces")?.default ?? "");
  const ownPatterns = settings.artifact && settings.traces.join("\n") === traceDefault.join("\n") ? [] : settings.traces;
  const patterns = [...ownPatterns, ...folders];
  const result = await analyzePaths(settings, patterns, cwd, actionLogger, skipped, { scan, lookedFor: [...lookedFor, ...ownPatterns], gitEnv: context.gitEnv });
  const judge = judgeForSettings(settings, context.judgeEnv);
  return { result: judge ? await (await import("./chunks/judge-22ZAF4H6.js")).judgeFailedTraces(result, judge, settings.format, cwd, actionLogger) : result, patterns };
}

// src/action/connect.ts
async function connect(context, settings, ctx) {
  if (!settings.token) return { octokit: null, ctx };
  const { createOctokit } = await import("./chunks/client-WSWSGAMM.js");
  const octokit = createOctokit({ token: settings.token, ...context.apiUrl ? { baseUrl: context.apiUrl } : {}, logger: actionLogger });
  const { findPullRequestForRun } = await import("./chunks/context-42YISIPY.js");
  return { octokit, ctx: await findPullRequestForRun(octokit, ctx, actionLogger).catch(() => ctx) };
}

// src/action/finish-on-github.ts
import path13 from "node:path";

// src/run/finish.ts
import { mkdir, writeFile as writeFile2 } from "node:fs/promises";
import path12 from "node:path";

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

// src/trend/mann-kendall.ts
var TIE_EPSILON = 1e-12;
function normalCdf(z) {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
function mannKendall(values) {
  const n = values.length;
  let s = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const d = values[j] - values[i];
      if (Math.abs(d) > TIE_EPSILON) s += Math.sign(d);
    }
  }
  const sorted = [...values].sort((a, b) => a - b);
  let tieTerm = 0;
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && Math.abs(sorted[j] - sorted[i]) <= TIE_EPSILON) j++;
    const t = j - i;
    if (t > 1) tieTerm += t * (t - 1) * (2 * t + 5);
    i = j;
  }
  const variance = (n * (n - 1) * (2 * n + 5) - tieTerm) / 18;
  const z = variance <= 0 ? 0 : s > 0 ? (s - 1) / Math.sqrt(variance) : s < 0 ? (s + 1) / Math.sqrt(variance) : 0;
  const p = z === 0 ? 1 : Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  const pairs = n * (n - 1) / 2;
  return { n, s, variance, z, p, tau: pairs === 0 ? 0 : s / pairs };
}

// src/trend/sparkline.ts
var BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
function sparkline(values, options = {}) {
  const known = values.filter((v) => v !== null && Number.isFinite(v));
  if (known.length === 0) return values.map(() => "\xB7").join("");
  const lo = options.min ?? Math.min(...known);
  const hi = options.max ?? Math.max(...known);
  const span = hi - lo;
  return values.map((v) => {
    if (v === null || !Number.isFinite(v)) return "\xB7";
    if (span <= 1e-12) return BARS[0];
    const clamped = Math.min(hi, Math.max(lo, v));
    return BARS[Math.min(BARS.length - 1, Math.floor((clamped - lo) / span * BARS.length))];
  }).join("");
}

// src/trend/theil-sen.ts
function median(values) {
  if (values.length === 0) return Number.NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
function theilSen(points) {
  const slopes = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i];
      const b = points[j];
      if (b.x !== a.x) slopes.push((b.y - a.y) / (b.x - a.x));
    }
  }
  if (slopes.length === 0) return null;
  const slope = median(slopes);
  const intercept = median(points.map((p) => p.y - slope * p.x));
  return { slope, intercept };
}

// src/trend/trend.ts
var TREND_DEFAULTS = { minPoints: 5, alpha: 0.05, minChange: 0.05 };
function analyzeTrend(values, options = {}) {
  const opts = { ...TREND_DEFAULTS, ...options };
  const vals = values.filter((v) => Number.isFinite(v));
  const base = {
    points: vals.length,
    values: vals,
    first: vals[0] ?? null,
    last: vals[vals.length - 1] ?? null,
    sparkline: sparkline(vals)
  };
  if (vals.length < Math.max(2, opts.minPoints)) {
    return { ...base, verdict: "not-enough-data", slope: null, change: null, mannKendall: null };
  }
  const line = theilSen(vals.map((y, x) => ({ x, y })));
  const mk = mannKendall(vals);
  const slope = line?.slope ?? 0;
  const change = slope * (vals.length - 1);
  let verdict = "stable";
  if (mk.p < opts.alpha && Math.abs(change) >= opts.minChange) {
    if (change > 0 && mk.s > 0) verdict = "worsening";
    else if (change < 0 && mk.s < 0) verdict = "improving";
  }
  return { ...base, verdict, slope, change, mannKendall: mk };
}
function orderDigests(digests) {
  const seen = /* @__PURE__ */ new Map();
  for (const d of digests) {
    const key = d.runId !== void 0 ? `run:${d.runId}` : `at:${d.commit}@${d.time}`;
    const prev = seen.get(key);
    if (!prev || (d.runAttempt ?? 0) >= (prev.runAttempt ?? 0)) seen.set(key, d);
  }
  return [...seen.values()].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}
function trendFromDigests(digests, options = {}) {
  const opts = { ...TREND_DEFAULTS, ...options };
  const ordered = orderDigests(digests);
  const overall = analyzeTrend(
    ordered.flatMap((d) => d.failureRate === null ? [] : [d.failureRate]),
    opts
  );
  const modes = {};
  const modeIds = new Set(ordered.flatMap((d) => Object.keys(d.modes)));
  for (const m of modeIds) {
    const series = ordered.flatMap((d) => {
      const known = d.counts.passed + d.counts.failed;
      return known === 0 ? [] : [(d.modes[m] ?? 0) / known];
    });
    if (series.length >= opts.minPoints) modes[m] = analyzeTrend(series, opts);
  }
  const agents = /* @__PURE__ */ Object.create(null);
  const agentNames = new Set(ordered.flatMap((d) => Object.keys(d.agents)));
  for (const a of agentNames) {
    const series = ordered.flatMap((d) => {
      const t = Object.hasOwn(d.agents, a) ? d.agents[a] : void 0;
      return t && t.traces > 0 ? [t.blamed / t.traces] : [];
    });
    if (series.length >= opts.minPoints) agents[a] = analyzeTrend(series, opts);
  }
  return { overall, modes, agents };
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
  let size = 16;
  for (let i = 0; i < items.length; ) {
    const batch = items.slice(i, i + size);
    const text = nested(batch, 1);
    i += batch.length;
    yield text.slice(2, text.length - 4);
    yield i < items.length ? ",\n" : "\n";
    size = Math.max(1, Math.min(4096, Math.floor(size * CHUNK_CHARS / Math.max(1, text.length))));
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
function levelFor(mode, failOn2) {
  if (failOn2 === "any" || Array.isArray(failOn2) && failOn2.includes(mode)) return "error";
  return modeSpec(mode).sarif.level === "note" ? "note" : "warning";
}
function sarifRules(failOn2 = "any") {
  const t = taxonomy();
  return t.modes.map((m) => {
    const level = levelFor(m.id, failOn2);
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
function failsGate(t, mode, failOn2) {
  if (failOn2 === "any") return t.success === false;
  if (failOn2 === "none" || failOn2 === "new") return false;
  return t.success === false && t.verdict?.mode === mode && failOn2.includes(mode);
}
function groupLevel(g, failOn2) {
  const level = levelFor(g.mode, failOn2);
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
  const failOn2 = input.failOn ?? "any";
  const rules = sarifRules(failOn2);
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
        if (failsGate(t, f.mode, failOn2)) g.gating++;
        if (g.ids.length < TRACE_IDS_SHOWN || order < g.ids[g.ids.length - 1].order) {
          g.ids.push({ order, id: t.id });
          g.ids.sort((a, b) => cmp(a.order, b.order));
          if (g.ids.length > TRACE_IDS_SHOWN) g.ids.pop();
        }
      }
    }
  }
  const all = [...groups.values()];
  for (const g of all) g.rank = LEVEL_RANK[groupLevel(g, failOn2)];
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
    return sarifResult(g, t, f, groupLevel(g, failOn2), ruleIndex.get(g.mode), input.secrets);
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
import { readFile as readFile3 } from "node:fs/promises";
import path11 from "node:path";
async function readGuards(file) {
  let text;
  try {
    text = await readFile3(file, "utf8");
  } catch {
    return { guards: [] };
  }
  const { parseGuards } = await import("./chunks/guards-YYBFP5JV.js");
  try {
    return { guards: parseGuards(text, path11.basename(file)).guards };
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
  const guards = await readGuards(path11.resolve(input.repoRoot, input.guardsFile ?? GUARDS_PATH));
  if (guards.note) notes.push(guards.note);
  if (input.basePatterns.length === 0 && guards.guards.length === 0) return notes.length > 0 ? { comparison: null, tripped: [], reasons: [], notes } : null;
  const [{ trippedGuards }, { compareGateReasons }] = await Promise.all([import("./chunks/guards-YYBFP5JV.js"), import("./chunks/gate-Z7PXAXVT.js")]);
  const signatures = failureSignatures(result);
  const tripped = trippedGuards({ version: 1, guards: guards.guards }, signatures.values());
  let comparison = null;
  if (input.basePatterns.length > 0) {
    const [{ loadRun }, { compareRuns }] = await Promise.all([import("./chunks/load-UY3CK5BJ.js"), import("./chunks/compare-IJOOISFH.js")]);
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
  const asked = scan.committed?.root === path12.resolve(input.repoRoot) ? scan.committed : null;
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
  const outDir = path12.resolve(input.cwd, settings.out);
  await mkdir(outDir, { recursive: true });
  const files = {
    results: path12.join(outDir, "results.json"),
    report: path12.join(outDir, "report.md"),
    sarif: path12.join(outDir, "blamegate.sarif"),
    digest: path12.join(outDir, "digest.json")
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
  await writeFile2(files.report, comment);
  await writeChunks(files.sarif, prettyJsonChunks(sarif.log, 4));
  await writeFile2(files.digest, `${JSON.stringify(digest, null, 2)}
`);
  const failed = await resultsWritten;
  if (failed) throw failed;
  let summary2;
  return {
    result,
    gate,
    trend,
    digest,
    comment,
    get summary() {
      return summary2 ??= renderJobSummary(reportInput);
    },
    reportInput,
    sarif,
    files
  };
}

// src/action/base-run.ts
async function baseRunTraces(octokit, settings, ctx, base, cwd) {
  const given = settings.base;
  const none = (note) => given.length > 0 ? { patterns: given, source: `base ${given.join(", ")}` } : { patterns: [], source: "", ...note ? { note } : {} };
  const name = settings["base-artifact"] || settings.artifact;
  if (!settings["compare-base"] || ctx.pullNumber === null) return none("");
  if (!name) {
    actionLogger.info("no base comparison: set base-artifact to the artifact your base branch's runs upload their traces as");
    return none("");
  }
  if (!octokit) return none("No comparison with the base run: no token to download its traces with.");
  const runId = base?.digest.runId;
  if (!runId) return none("No comparison with the base run: the history has no run of this workflow on the base branch to compare with.");
  try {
    const got = await downloadIntoWorkspace(octokit, ctx, cwd, runId, name, "base");
    if (got.artifacts.length === 0) return none(`No comparison with the base run: run ${runId} has no readable artifact '${name}'.`);
    actionLogger.info(`base run ${runId}: downloaded ${got.artifacts.length} artifact(s) to compare with`);
    return { patterns: [...given, ...got.artifacts.map((a) => a.dir)], source: `artifact '${name}' of base run ${runId}` };
  } catch (err) {
    return none(`No comparison with the base run: its artifact '${name}' of run ${runId} could not be downloaded (${errorMessage(err)}).`);
  }
}

// src/action/history.ts
async function fetchRunHistory(context, octokit, settings, ctx) {
  const notes = [];
  const workflowFile = context.workflowFile;
  if (!octokit || settings["history-length"] === 0 || !workflowFile) {
    if (settings["history-length"] > 0) notes.push("No history: " + (!octokit ? "no token." : "the workflow file is unknown (GITHUB_WORKFLOW_REF)."));
    return { entries: [], notes };
  }
  const runId = Number(context.runId ?? NaN);
  const { fetchHistory } = await import("./chunks/history-UPBJR5G3.js");
  const fetched = await fetchHistory(
    octokit,
    {
      owner: ctx.owner,
      repo: ctx.repo,
      workflowId: workflowFile,
      branch: ctx.defaultBranch ?? "main",
      limit: settings["history-length"],
      ...Number.isFinite(runId) ? { excludeRunId: runId } : {},
      category: settings.category
    },
    actionLogger
  );
  if (fetched.note) notes.push(fetched.note);
  return { entries: fetched.entries, notes };
}

// src/action/finish-on-github.ts
async function finishAction({ context, settings, ctx, octokit, analysed, scan, runUrl }) {
  const cwd = context.workspace;
  const past = await fetchRunHistory(context, octokit, settings, ctx);
  const base = ctx.pullNumber !== null && ctx.baseSha ? pickBaseDigest(past.entries, ctx.baseSha, { fallbackToLatest: true }) : null;
  const baseTraces = await baseRunTraces(octokit, settings, ctx, base, cwd);
  if (baseTraces.note) past.notes.push(baseTraces.note);
  return finishRun(
    {
      settings: { ...settings, out: path13.resolve(cwd, settings.out) },
      result: analysed.result,
      scan,
      digestContext: {
        time: /* @__PURE__ */ new Date(),
        commit: ctx.sha,
        ref: ctx.ref,
        workflow: context.workflow,
        repository: `${ctx.owner}/${ctx.repo}`,
        category: settings.category,
        ...context.runId ? { runId: Number(context.runId) } : {},
        ...context.runAttempt ? { runAttempt: Number(context.runAttempt) } : {}
      },
      history: past.entries.map((e) => e.digest),
      historyNotes: past.notes,
      base,
      // An unattributed workflow_run (a fork's, its PR not found) is no point of the default branch's series either.
      isPullRequest: ctx.pullNumber !== null || ctx.unresolved !== null,
      repoRoot: cwd,
      cwd,
      gitEnv: context.gitEnv,
      ...runUrl ? { runUrl } : {},
      compare: { prPatterns: analysed.patterns, basePatterns: baseTraces.patterns, baseSource: baseTraces.source }
    },
    actionLogger
  );
}

// src/action/reports.ts
import path14 from "node:path";

// src/action/outputs.ts
function setRunOutputs(run, files) {
  const { gate } = run;
  const s = run.result.summary;
  setOutput("verdict", gate.status);
  setOutput("reasons", gate.reasons.join("\n"));
  setOutput("traces", s.traces);
  setOutput("failed", s.failed);
  setOutput("skipped", s.skipped);
  setOutput("failure-rate", s.failureRate === null ? "" : s.failureRate.toFixed(4));
  setOutput("modes", JSON.stringify(s.modes));
  const integrity = { ...run.digest.integrity };
  delete integrity.unchecked;
  setOutput("integrity", JSON.stringify(integrity));
  for (const [name, file] of Object.entries(files)) setOutput(name, file);
}

// src/action/reports.ts
async function writeReports(context, settings, finished) {
  const cwd = context.workspace;
  setRunOutputs(finished, {
    "results-file": finished.files.results,
    "report-file": finished.files.report,
    "sarif-file": finished.files.sarif,
    "digest-file": finished.files.digest
  });
  const investigation = await (await import("./chunks/investigate-7PITOXDI.js")).investigateRun(finished.result, path14.resolve(cwd, settings.out), cwd, actionLogger, context.artifacts);
  try {
    await summary.addRaw(finished.summary + investigation.summary).write();
  } catch (err) {
    actionLogger.warning(`the job summary could not be written (${errorMessage(err)}); the report is at ${finished.files.report}`);
  }
  for (const w of finished.gate.warnings ?? []) actionLogger.warning(w);
  return { uploadPostmortems: investigation.upload };
}

// src/action/job.ts
async function contextAndSettings(env, cwd) {
  try {
    const context = await readActionContext(env, core_exports, actionLogger, cwd);
    return { context, settings: resolveSettings(context.inputs) };
  } catch (err) {
    if (!(err instanceof ActionContextError) && !(err instanceof SettingsError)) throw err;
    setFailed(errorMessage(err));
    return null;
  }
}
async function runAction(env, cwd) {
  const start = await contextAndSettings(env, cwd);
  if (!start) return;
  const { context, settings } = start;
  const { octokit, ctx } = await connect(context, settings, gitHubContextOf(context));
  if (settings.mode === "scan") {
    const { runScanMode } = await import("./chunks/scan-mode-OXIQ5SLR.js");
    await runScanMode(context, settings, ctx, octokit);
    return;
  }
  const scan = new RunScan(settings);
  const analysed = await readRun(context, settings, ctx, octokit, scan);
  const runUrl = runUrlOf(context, ctx);
  const finished = await finishAction({ context, settings, ctx, octokit, analysed, scan, runUrl });
  const reports = await writeReports(context, settings, finished);
  const postmortemUrl = await reports.uploadPostmortems(runUrl);
  const { publish } = await import("./chunks/publish-BUHDYGGS.js");
  const published = await publish({ context, settings, finished, ctx, octokit, ...runUrl ? { runUrl } : {}, ...postmortemUrl ? { postmortemUrl } : {} });
  const reasons = [...finished.gate.reasons, ...published.failures];
  if (reasons.length > 0) setFailed(`blamegate gate failed:
${reasons.map((r) => `- ${r}`).join("\n")}`);
}

// src/action.ts
tuneGarbageCollection();
runAction(process.env, process.cwd()).catch((err) => {
  setFailed(`blamegate: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
});
