import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  GUARDS_PATH,
  parseGuards,
  trippedGuards
} from "./chunk-NI4ID2RS.js";
import {
  tracesIn
} from "./chunk-F4AMI7VJ.js";
import {
  displayOf,
  ledgerGoneReason,
  missingTraces
} from "./chunk-P24WT6VR.js";
import {
  trendFromDigests
} from "./chunk-SDLIRME4.js";
import {
  gitTrackedFiles,
  linguistExcluded,
  safeRepoPath,
  toUri
} from "./chunk-FPOPEHRW.js";
import {
  ReportScan,
  ScannedReport,
  renderJobSummary,
  renderMarkdownReport
} from "./chunk-CLVDICQB.js";
import {
  collectFiles
} from "./chunk-ZPXNCC6G.js";
import {
  HOMEPAGE,
  VERSION
} from "./chunk-HCYTIENA.js";
import {
  LAYOUT_WORKER_FILE,
  findWorkerUrl,
  runPipeline
} from "./chunk-TCGIUYBV.js";
import {
  DEFAULT_INPUT_SETTINGS,
  judgeInputs,
  quoteInput
} from "./chunk-N3QCFAHF.js";
import {
  DIGEST_VERSION
} from "./chunk-ITOUQPUA.js";
import {
  StepLines,
  stepLine
} from "./chunk-DH34SX42.js";
import {
  actionKey,
  actionsOf,
  describeAction,
  goneResult
} from "./chunk-7R7UQVR2.js";
import {
  LedgerEntrySchema,
  checkAnchor,
  parseHead,
  parseLedger
} from "./chunk-OSTJ22LZ.js";
import {
  helpMarkdown,
  helpText,
  modeLabel,
  modeSpec,
  taxonomy
} from "./chunk-FKMTWSB6.js";
import {
  isJsonlName
} from "./chunk-FNUF3IYR.js";
import {
  asText,
  cleanText,
  mdCodeBlock,
  mdInline,
  neutraliseMentions
} from "./chunk-OBIDNGEN.js";
import {
  isLibraryFrame,
  parseStackFrames,
  scanJsonArrays
} from "./chunk-DN7FSM5J.js";
import {
  redactDeep
} from "./chunk-XC4LOQ3F.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import {
  laidOutItems,
  layOutInWorker
} from "./chunk-O74EONIM.js";
import {
  SpilledTraces,
  writeFully
} from "./chunk-TQPW7NUQ.js";
import {
  secretSettingValues
} from "./chunk-Z7W3MUGW.js";
import {
  DEFAULT_SOURCE_SKIP
} from "./chunk-ZYCCBSIO.js";

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
function rate(failed2, passed) {
  return failed2 + passed === 0 ? null : failed2 / (failed2 + passed);
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
    const failed2 = t.success === false;
    if (failed2) {
      if (t.verdict?.mode) bump(modes, t.verdict.mode);
      else this.unattributed++;
      if (t.signature && this.signatures.size < MAX_SIGNATURES) this.signatures.add(t.signature);
    }
    const names = new Set(t.agents);
    if (t.verdict?.agent) names.add(t.verdict.agent);
    for (const a of names) {
      const tally = agents[a] ??= { traces: 0, failed: 0, blamed: 0 };
      tally.traces++;
      if (failed2) tally.failed++;
      if (failed2 && t.verdict?.agent === a) tally.blamed++;
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
    if (t.success !== true) this.notPassed.push(i);
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
function takeShard(files, shard) {
  if (!shard || shard.count === 1) return files;
  return files.filter((f) => shardOf(f, shard.count) === shard.index);
}

// src/run/read-and-gate.ts
import { open, readFile } from "node:fs/promises";
import path4 from "node:path";

// src/run/step-line-files.ts
import path from "node:path";
var STEP_LINE_MIN_FILES = 32;
async function stepLineFiles(files, cwd) {
  const root = path.resolve(cwd);
  const candidates = [];
  for (const file of files) {
    if (isJsonlName(file)) continue;
    const rel = safeRepoPath(path.relative(root, path.resolve(root, file)).split(path.sep).join("/"));
    if (rel) candidates.push({ file, rel });
  }
  if (candidates.length < STEP_LINE_MIN_FILES) return { files: [], committed: null };
  const committed = await gitTrackedFiles(root);
  const citable = committed ? candidates.filter((c) => committed.has(c.rel)) : candidates;
  return { files: citable.map((c) => c.file), committed: { root, files: committed } };
}

// src/run/source-index.ts
import path3 from "node:path";

// src/render/sarif/locate.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import path2 from "node:path";

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
function findDefinitions(text, path7) {
  const language = languageOf(path7);
  if (language === "json" && !JSON_MAY_DEFINE.test(text)) return [];
  return definitionsIn(text, path7, language);
}
function definitionsIn(text, path7, language = languageOf(path7)) {
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
function indexSources(root, sources, committed = null) {
  const definitions = /* @__PURE__ */ new Map();
  const files = /* @__PURE__ */ new Set();
  for (const { path: file, text } of sources) {
    files.add(file);
    for (const d of findDefinitions(text, file)) {
      const key = d.name;
      if (!key) continue;
      const list = definitions.get(key) ?? [];
      list.push({ file, line: d.line, kind: d.kind });
      definitions.set(key, list);
    }
  }
  for (const list of definitions.values()) {
    list.sort((a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || Number(isTestPath(a.file)) - Number(isTestPath(b.file)) || a.file.localeCompare(b.file) || a.line - b.line);
  }
  return { root: path2.resolve(root), files, definitions, committed };
}
async function buildSourceIndex(options) {
  const root = path2.resolve(options.root);
  const { glob } = await import("./dist-FP62QSOF.js");
  let found = await glob(options.globs, {
    cwd: root,
    onlyFiles: true,
    dot: false,
    ignore: ["**/.git/**", ...options.skip ?? DEFAULT_SOURCE_SKIP, ...options.ignore ?? []]
  });
  if ((options.honourGitattributes ?? true) && found.length > 0) {
    const marked = await linguistExcluded(root, found);
    if (marked.size > 0) found = found.filter((f) => !marked.has(f));
  }
  const maxFiles = options.maxFiles ?? 2e4;
  const maxBytes = options.maxFileBytes ?? 1024 * 1024;
  function* sources() {
    for (const rel of found.sort().slice(0, maxFiles)) {
      const abs = path2.join(root, rel);
      let text;
      try {
        if (statSync(abs).size > maxBytes) continue;
        text = readFileSync(abs, "utf8");
      } catch {
        continue;
      }
      yield { path: rel.split(path2.sep).join("/"), text };
    }
  }
  return indexSources(root, sources(), options.committed ?? null);
}
function createLocator(index, options = {}) {
  const root = index.root;
  const cwd = path2.resolve(options.cwd ?? root);
  const maxTraceBytes = options.maxTraceBytes ?? 20 * 1024 * 1024;
  const exists = options.exists ?? ((rel) => index.committed ? index.committed.has(rel) : index.files.has(rel) || existsSync(path2.join(root, rel)));
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
    const abs = path2.isAbsolute(cleaned) ? cleaned : path2.resolve(base, cleaned);
    const rel = safeRepoPath(path2.relative(root, abs).split(path2.sep).join("/"));
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
    const text = cachedText(path2.join(root, uri));
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
    const text = trace.line ? null : cachedText(path2.join(root, uri));
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
  return JSON.stringify([path3.resolve(input.repoRoot), path3.resolve(input.cwd, settings.out), settings["source-globs"], settings["source-ignore"] ?? null]);
}
async function sourceIndexOf(input, committed) {
  const { settings } = input;
  const files = committed !== void 0 ? committed : await gitTrackedFiles(input.repoRoot);
  const outRel = path3.relative(input.repoRoot, path3.resolve(input.cwd, settings.out)).split(path3.sep).join("/");
  const ignore = [".blamegate-artifacts/**", ...outRel && !outRel.startsWith("..") ? [`${outRel}/**`] : []];
  return buildSourceIndex({ root: input.repoRoot, globs: settings["source-globs"], skip: settings["source-ignore"], committed: files, ignore });
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
  const abs = path4.resolve(cwd, file);
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
  const collected = await collectFiles(patterns, cwd);
  const outDir = path4.resolve(cwd, settings.out);
  const ledgerFile = settings.ledger ? path4.resolve(cwd, settings.ledger) : null;
  const own = (f) => {
    const abs = path4.resolve(cwd, f);
    return path4.dirname(abs) === outDir && OWN_REPORTS.has(path4.basename(abs)) || abs === ledgerFile;
  };
  let files = takeShard(
    collected.files.filter((f) => !own(f)),
    settings.shard
  );
  const ledgerSkips = [];
  const ledgerFiles = /* @__PURE__ */ new Set();
  for (const f of files.filter((x) => /ledger/i.test(path4.basename(x)) && LEDGER_LIKE.test(x))) {
    const verdict = await ledgerVerdict(f, cwd, logger);
    if (verdict === null) continue;
    ledgerFiles.add(f);
    if (verdict !== "intact") ledgerSkips.push(verdict);
  }
  if (ledgerFiles.size > 0) files = files.filter((f) => !ledgerFiles.has(f));
  const missing = collected.missing.map((m) => ({ ...m, kind: "missing" }));
  const skipped = [...extraSkipped, ...missing, ...ledgerSkips];
  for (const m of collected.missing) logger.warning(`${quoteInput(m.file)}: ${m.reason}`);
  const ledgerText = settings.ledger ? await readLedger(path4.resolve(cwd, settings.ledger)) : void 0;
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
  const citable = extra.scan ? await stepLineFiles(files, cwd) : null;
  if (extra.scan && citable?.committed) extra.scan.committed = citable.committed;
  let pooled = false;
  const indexEarly = (scan) => {
    const input = { settings, repoRoot: cwd, cwd };
    const committed = scan.committed?.root === path4.resolve(cwd) ? scan.committed.files : void 0;
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
      integrity: settings.integrity,
      ...settings["signing-key"] ? { signingKey: settings["signing-key"] } : {},
      secrets: secretSettingValues(settings),
      ...ledgerText !== void 0 ? { ledgerText } : {},
      ...extra.explain ? { explain: true } : {},
      ...citable && citable.files.length > 0 ? { stepLineFiles: citable.files } : {}
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
    const scanned = new Set(files.map((f) => path4.resolve(cwd, f)));
    const inShard = shard && shard.count > 1 ? (display) => shardOf(display, shard.count) === shard.index : void 0;
    const records = await missingTraces(index, seen, patterns, cwd, scanned, inShard);
    return records.map((r) => redactDeep(goneResult({ id: r.id, file: displayOf(cwd, path4.resolve(cwd, r.file ?? "")), format: "native", algorithm: r.algorithm, reason: ledgerGoneReason(r) }), secrets));
  };
  return { seen, tail };
}
function decide(settings, result, context = {}, counts) {
  return evaluateGate(gateSettings(settings), result, context, counts);
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

// src/json/stream-writer.ts
var CHUNK_CHARS = 64 * 1024;
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

// src/pipeline/write-chunks.ts
import { closeSync, openSync } from "node:fs";
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

// src/pipeline/json-report.ts
function jsonReportChunks(result, gate) {
  return prettyJsonChunks({ ...result, traces: jsonItems(result.traces), gate }, 2);
}
function jsonItems(traces) {
  if (!(traces instanceof SpilledTraces)) return traces;
  return new RawJsonItems(traces.length, (i) => traces.raw(i));
}
var NO_TRACES = '\n  "traces": []';
async function writeJsonReport(file, result, gate, workerUrl = findWorkerUrl(import.meta.url, LAYOUT_WORKER_FILE)) {
  const place = result.traces instanceof SpilledTraces ? result.traces.place : void 0;
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
import path6 from "node:path";

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
import { gzipSync } from "node:zlib";

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
function gzipSize(log) {
  return gzipSync(JSON.stringify(log)).length;
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
  for (const g of all.slice(0, kept)) via[g.located.via]++;
  return { log, results: kept, leftOutNoLocation, leftOutOverLimit: all.length - kept, via, gzipBytes: gz };
}

// src/run/compare-base.ts
import { readFile as readFile2 } from "node:fs/promises";
import path5 from "node:path";

// src/compare/align.ts
var MATCH = 2;
var SAME_ARGS = 1;
var MISMATCH = -1;
var GAP = -1;
var MAX_CELLS = 4e6;
function sameArgs(a, b) {
  if (a.args.size !== b.args.size) return false;
  for (const [k, v] of a.args) if (b.args.get(k) !== v) return false;
  return true;
}
function score(a, b) {
  if (actionKey(a) !== actionKey(b)) return MISMATCH;
  return MATCH + (sameArgs(a, b) ? SAME_ARGS : 0);
}
function align(pr, base) {
  const n = pr.length;
  const m = base.length;
  if ((n + 1) * (m + 1) > MAX_CELLS) {
    const out = [];
    for (let i2 = 0; i2 < Math.max(n, m); i2++) out.push({ pr: pr[i2] ?? null, base: base[i2] ?? null });
    return out;
  }
  const w = m + 1;
  const table = new Int32Array((n + 1) * w);
  for (let i2 = 1; i2 <= n; i2++) table[i2 * w] = i2 * GAP;
  for (let j2 = 1; j2 <= m; j2++) table[j2] = j2 * GAP;
  for (let i2 = 1; i2 <= n; i2++) {
    for (let j2 = 1; j2 <= m; j2++) {
      const diag = table[(i2 - 1) * w + j2 - 1] + score(pr[i2 - 1], base[j2 - 1]);
      const up = table[(i2 - 1) * w + j2] + GAP;
      const left = table[i2 * w + j2 - 1] + GAP;
      table[i2 * w + j2] = Math.max(diag, up, left);
    }
  }
  const cols = [];
  let i = n;
  let j = m;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && table[i * w + j] === table[(i - 1) * w + j - 1] + score(pr[i - 1], base[j - 1])) {
      cols.push({ pr: pr[i - 1], base: base[j - 1] });
      i--;
      j--;
    } else if (i > 0 && table[i * w + j] === table[(i - 1) * w + j] + GAP) {
      cols.push({ pr: pr[i - 1], base: null });
      i--;
    } else {
      cols.push({ pr: null, base: base[j - 1] });
      j--;
    }
  }
  return cols.reverse();
}
function argDifference(pr, base) {
  for (const [k, v] of pr.args) {
    const b = base.args.get(k);
    if (b !== v) return b === void 0 ? `with \`${k}=${v}\`, an argument the base did not pass` : `with \`${k ? `${k}=` : ""}${v}\` where the base called it with \`${b}\``;
  }
  for (const k of base.args.keys()) if (!pr.args.has(k)) return `without \`${k}\`, which the base passed`;
  return "with other arguments";
}
function firstDivergence(pr, base) {
  const cols = align(pr, base);
  for (let c = 0; c < cols.length; c++) {
    const { pr: a, base: b } = cols[c];
    if (a && b) {
      if (actionKey(a) === actionKey(b)) {
        if (sameArgs(a, b)) continue;
        return { step: a.step, baseStep: b.step, summary: `step ${a.step} called ${describeAction(a)} ${argDifference(a, b)} (base step ${b.step})` };
      }
      return { step: a.step, baseStep: b.step, summary: `step ${a.step} did ${describeAction(a)} where the base did ${describeAction(b)} at step ${b.step}` };
    }
    if (b) {
      const next = cols.slice(c + 1).find((x) => x.pr)?.pr ?? null;
      return {
        step: next?.step ?? null,
        baseStep: b.step,
        summary: `skipped ${describeAction(b)}, which the base ran at step ${b.step}${next ? ` (went on to step ${next.step}, ${describeAction(next)})` : " (the PR run ended there)"}`
      };
    }
    return { step: a.step, baseStep: null, summary: `step ${a.step} did ${describeAction(a)}, which the base run never did at this point` };
  }
  return null;
}

// src/compare/drift.ts
var PSI_LIMIT = 0.25;
var EPSILON = 1e-4;
function label(a) {
  return a.tool ? `tool:${a.tool}` : `${a.agent || "agent"}:${a.kind}`;
}
function shares(actions) {
  const counts = /* @__PURE__ */ new Map();
  for (const a of actions) counts.set(label(a), (counts.get(label(a)) ?? 0) + 1);
  const out = /* @__PURE__ */ new Map();
  for (const [k, n] of counts) out.set(k, n / actions.length);
  return out;
}
function actionDrift(pr, base) {
  if (pr.length === 0 || base.length === 0) return { psi: 0, drifted: false, top: [] };
  const p = shares(pr);
  const q = shares(base);
  const terms = [];
  for (const k of /* @__PURE__ */ new Set([...p.keys(), ...q.keys()])) {
    const pk = Math.max(p.get(k) ?? 0, EPSILON);
    const qk = Math.max(q.get(k) ?? 0, EPSILON);
    terms.push({ action: k, base: q.get(k) ?? 0, pr: p.get(k) ?? 0, term: (pk - qk) * Math.log(pk / qk) });
  }
  const psi = terms.reduce((s, t) => s + t.term, 0);
  const round = (x) => Math.round(x * 1e3) / 1e3;
  return {
    psi: round(psi),
    drifted: psi > PSI_LIMIT,
    top: terms.sort((a, b) => b.term - a.term).slice(0, 5).map((t) => ({ action: t.action, base: round(t.base), pr: round(t.pr) }))
  };
}

// src/compare/stats.ts
function median(xs) {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}
function mad(xs) {
  const m = median(xs);
  return median(xs.map((x) => Math.abs(x - m)));
}

// src/compare/latency.ts
var Z_LIMIT = 3.5;
var RATIO_LIMIT = 1.5;
var MIN_SAMPLES = 3;
function byTool(actions) {
  const out = /* @__PURE__ */ new Map();
  for (const a of actions) {
    if (!a.tool || a.latencyMs === void 0) continue;
    const list = out.get(a.tool) ?? [];
    list.push(a);
    out.set(a.tool, list);
  }
  return out;
}
function compareLatency(pr, base) {
  const b = byTool(base);
  const out = [];
  for (const [tool, prs] of byTool(pr)) {
    const bases = b.get(tool);
    if (!bases || bases.length === 0) continue;
    const bt = bases.map((a) => a.latencyMs);
    const pt = prs.map((a) => a.latencyMs);
    const baseMedian = median(bt);
    const prMedian = median(pt);
    const spread = mad(bt);
    const z = spread > 0 ? 0.6745 * (prMedian - baseMedian) / spread : null;
    const enough = bt.length >= MIN_SAMPLES && pt.length >= MIN_SAMPLES;
    const flagged = enough && (z !== null && z > Z_LIMIT || baseMedian > 0 && prMedian >= RATIO_LIMIT * baseMedian && (z === null || z > 1));
    out.push({
      tool,
      baseMedianMs: baseMedian,
      medianMs: prMedian,
      z: z === null ? null : Math.round(z * 100) / 100,
      flagged,
      samples: { base: bt.length, pr: pt.length },
      slowest: flagged ? [...prs].sort((x, y) => y.latencyMs - x.latencyMs).slice(0, 3).map((a) => ({ trace: a.trace, step: a.step, ms: a.latencyMs })) : []
    });
  }
  return out.sort((x, y) => Number(y.flagged) - Number(x.flagged) || (y.z ?? 0) - (x.z ?? 0) || (x.tool < y.tool ? -1 : 1));
}

// src/compare/tasks.ts
var ID_KEYS = ["task_id", "taskId", "question_ID", "question_id", "case_id", "eval_id"];
function taskKey(trace) {
  for (const k of ID_KEYS) {
    const v = trace.meta[k];
    if (typeof v === "string" || typeof v === "number") return `id:${v}`;
  }
  return `text:${trace.task.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim()}`;
}
function taskLabel(trace) {
  const key = taskKey(trace);
  if (key.startsWith("id:")) return key.slice(3);
  const text = trace.task.replace(/\s+/g, " ").trim();
  return text.length > 80 ? `${text.slice(0, 79)}\u2026` : text || "(no task)";
}
function groupByTask(traces) {
  const out = /* @__PURE__ */ new Map();
  for (const t of traces) {
    const k = taskKey(t);
    const list = out.get(k) ?? [];
    list.push(t);
    out.set(k, list);
  }
  return out;
}

// src/compare/compare.ts
var failed = (t) => t.success === false;
function quoteStep(trace, index) {
  const step = trace.steps.find((s) => s.index === index);
  if (!step) return "";
  const call = step.toolCalls?.[0];
  const text = call ? `${call.name}(${asText(call.arguments)})` : step.kind === "tool_call" && step.name ? `${step.name}(${asText(step.input)})` : asText(step.output ?? step.input ?? step.thought ?? "");
  return cleanText(`${step.agent ? `${step.agent}: ` : ""}${text}`, { max: 300 });
}
function status(pr, base) {
  if (!pr?.length || !base?.length) return "unpaired";
  const prFails = pr.some(failed);
  const baseFails = base.some(failed);
  if (prFails && !baseFails) return "new-failure";
  if (!prFails && baseFails) return "fixed";
  return prFails ? "still-failing" : "passing";
}
var ORDER = { "new-failure": 0, "still-failing": 1, fixed: 2, unpaired: 3, passing: 4 };
function compareRuns(input) {
  const pr = groupByTask(input.pr);
  const base = groupByTask(input.base);
  const tasks = [];
  for (const key of /* @__PURE__ */ new Set([...pr.keys(), ...base.keys()])) {
    const p = pr.get(key);
    const b = base.get(key);
    const s = status(p, b);
    const row = {
      task: taskLabel((p ?? b)[0]),
      status: s,
      pr: { traces: p?.length ?? 0, failed: p?.filter(failed).length ?? 0 },
      base: { traces: b?.length ?? 0, failed: b?.filter(failed).length ?? 0 }
    };
    if (s === "new-failure" || s === "still-failing") {
      const broken = p.find(failed);
      const passing = b.find((t) => t.success === true);
      if (passing) {
        const d = firstDivergence(actionsOf(broken), actionsOf(passing));
        if (d) {
          const quote = { ...d.step !== null ? { pr: quoteStep(broken, d.step) } : {}, ...d.baseStep !== null ? { base: quoteStep(passing, d.baseStep) } : {} };
          row.divergence = { ...d, quote, trace: broken.id, baseTrace: passing.id };
        }
      }
      const id = input.signatures?.get(broken.id);
      if (id) row.signature = { id, seen: input.seenSignatures?.get(id) ?? 0, of: input.historyRuns ?? 0 };
    }
    tasks.push(row);
  }
  tasks.sort((x, y) => ORDER[x.status] - ORDER[y.status] || (x.task < y.task ? -1 : x.task > y.task ? 1 : 0));
  const timed = (traces) => traces.flatMap((t) => actionsOf(t).map((a) => ({ ...a, trace: t.id })));
  const prActions = timed(input.pr);
  const baseActions = timed(input.base);
  return {
    base: { traces: input.base.length, source: input.baseSource },
    tasks,
    latency: compareLatency(prActions, baseActions),
    drift: actionDrift(prActions, baseActions),
    newFailures: tasks.filter((t) => t.status === "new-failure").length
  };
}

// src/compare/gate.ts
function compareGateReasons(latency, maxLatencyIncrease, tripped) {
  const reasons = [];
  for (const g of tripped) reasons.push(`regression guard ${g.id} tripped: a pinned failure is back${g.note ? ` (${g.note})` : ""}`);
  if (maxLatencyIncrease > 0) {
    for (const l of latency) {
      if (!l.flagged || l.baseMedianMs <= 0) continue;
      const ratio = l.medianMs / l.baseMedianMs;
      if (ratio >= maxLatencyIncrease)
        reasons.push(`${l.tool} is ${ratio.toFixed(1)}\xD7 slower than on the base run (median ${Math.round(l.medianMs)} ms against ${Math.round(l.baseMedianMs)} ms; max-latency-increase is ${maxLatencyIncrease})`);
    }
  }
  return reasons;
}

// src/compare/load.ts
async function loadRun(patterns, cwd, format = "auto") {
  const skipped = [];
  const traces = [];
  for await (const t of tracesIn(patterns, cwd, skipped, format)) traces.push(t);
  return { traces, skipped };
}

// src/run/compare-base.ts
async function readGuards(file) {
  let text;
  try {
    text = await readFile2(file, "utf8");
  } catch {
    return { guards: [] };
  }
  try {
    return { guards: parseGuards(text, path5.basename(file)).guards };
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
  const guards = await readGuards(path5.resolve(input.repoRoot, input.guardsFile ?? GUARDS_PATH));
  if (guards.note) notes.push(guards.note);
  if (input.basePatterns.length === 0 && guards.guards.length === 0) return notes.length > 0 ? { comparison: null, tripped: [], reasons: [], notes } : null;
  const signatures = failureSignatures(result);
  const tripped = trippedGuards({ version: 1, guards: guards.guards }, signatures.values());
  let comparison = null;
  if (input.basePatterns.length > 0) {
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
  const count = (status2) => c.tasks.filter((t) => t.status === status2).length;
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
  const asked = scan.committed?.root === path6.resolve(input.repoRoot) ? scan.committed : null;
  return sourceIndexOf(input, input.committed !== void 0 ? input.committed : asked ? asked.files : void 0);
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
  const outDir = path6.resolve(input.cwd, settings.out);
  await mkdir(outDir, { recursive: true });
  const files = {
    results: path6.join(outDir, "results.json"),
    report: path6.join(outDir, "report.md"),
    sarif: path6.join(outDir, "blamegate.sarif"),
    digest: path6.join(outDir, "digest.json")
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
  const failed2 = await resultsWritten;
  if (failed2) throw failed2;
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

export {
  RunScan,
  analyzePaths,
  pickBaseDigest,
  textOf,
  jsonReportChunks,
  finishRun
};
