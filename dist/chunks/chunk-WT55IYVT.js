import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  CALIBRATION,
  modeSpec,
  probabilities,
  setSize,
  shortList
} from "./chunk-DQTKPFER.js";
import {
  isSecretKey,
  redactDeep
} from "./chunk-VGITCDZ4.js";
import {
  goneResult
} from "./chunk-VVJ5V2IZ.js";
import {
  ElementTexts,
  SIDECAR_SUFFIX,
  goneEntries,
  isUntrusted,
  parseKey,
  parseLedger,
  readSidecar,
  sidecarBlockFor,
  verifyTrace
} from "./chunk-5WZOI5KO.js";
import {
  importBytes,
  readTraces
} from "./chunk-HWYL6SGE.js";
import {
  _enum,
  array,
  number,
  object,
  partialRecord,
  record,
  string
} from "./chunk-VJQPCMMQ.js";
import {
  readFully
} from "./chunk-ZYTIPZV3.js";

// src/attribution/text.ts
var QUOTE_MAX = 160;
function valuesRedactedByKey(obj) {
  return Object.keys(obj).map((k) => isSecretKey(k) && obj[k] !== null && obj[k] !== "" ? REDACTED_BY_KEY : obj[k]);
}
var REDACTED_BY_KEY = "[REDACTED:secret-pair]";
function boundedText(value, max) {
  if (value === void 0 || value === null) return "";
  if (typeof value === "string") return value.length > max ? sliceWhole(value, 0, max) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const parts = [];
  let budget = max;
  const stack = [value];
  const seen = /* @__PURE__ */ new Set();
  let visits = 0;
  while (stack.length > 0 && budget > 0 && visits < 1e4) {
    visits++;
    const v = stack.pop();
    if (v === void 0 || v === null) continue;
    if (typeof v === "string") {
      const s = v.slice(0, budget);
      parts.push(s);
      budget -= s.length + 1;
    } else if (typeof v === "number" || typeof v === "boolean") {
      const s = String(v);
      parts.push(s);
      budget -= s.length + 1;
    } else if (typeof v === "object") {
      if (seen.has(v)) continue;
      seen.add(v);
      const entries = Array.isArray(v) ? v : valuesRedactedByKey(v);
      for (let i = Math.min(entries.length, 1e3) - 1; i >= 0; i--) stack.push(entries[i]);
    }
  }
  return parts.join(" ");
}
function canonicalKey(value, max = 2e3) {
  let out = "";
  const walk = (v, depth) => {
    if (out.length > max) return;
    if (depth > 8) {
      out += "\u2026";
      return;
    }
    if (v === void 0) {
      out += "u";
      return;
    }
    if (v === null || typeof v !== "object") {
      out += JSON.stringify(v) ?? "u";
      return;
    }
    if (Array.isArray(v)) {
      out += "[";
      const n = Math.min(v.length, 200);
      for (let i = 0; i < n; i++) {
        if (i > 0) out += ",";
        if (i in v) walk(v[i], depth + 1);
      }
      out += "]";
      return;
    }
    const keys = Object.keys(v).sort().slice(0, 200);
    out += "{";
    for (let i = 0; i < keys.length; i++) {
      if (i > 0) out += ",";
      const k = keys[i];
      out += JSON.stringify(k) + ":";
      walk(v[k], depth + 1);
    }
    out += "}";
  };
  walk(value, 0);
  return out.length > max ? out.slice(0, max) : out;
}
var isHigh = (c) => c >= 55296 && c <= 56319;
var isLow = (c) => c >= 56320 && c <= 57343;
function sliceWhole(text, start, end = text.length) {
  if (start > 0 && start < text.length && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start++;
  if (end > 0 && end < text.length && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end))) end--;
  return text.slice(start, Math.max(start, end));
}
function quote(text, around, max = QUOTE_MAX) {
  let start = around !== void 0 && around > max / 2 ? Math.max(0, around - Math.floor(max / 3)) : 0;
  const limit = Math.min(text.length, start + 200);
  while (start < limit && /\s/.test(text[start])) start++;
  const end = Math.min(text.length, start + max);
  const q = sliceWhole(text, start, end).trimEnd();
  return `${start > 0 ? "\u2026" : ""}${q}${end < text.length ? "\u2026" : ""}`;
}
var STOP = new Set(
  "a an the and or of to in on for with by at from is are was were be been it this that these those as we i you he she they them our your their its not no do does did can could will would should may might have has had there here then than so if but into out up about over under what which who whom how when where why all any each some such only own same too very just also more most other let lets us me my".split(
    " "
  )
);
function tokens(text, maxTokens = 2e3) {
  const out = [];
  if (maxTokens <= 0) return out;
  const lower = text.toLowerCase();
  const n = lower.length;
  let i = 0;
  while (i < n) {
    let c = lower.charCodeAt(i);
    if (!(c >= 97 && c <= 122 || c >= 48 && c <= 57)) {
      i++;
      continue;
    }
    const start = i++;
    while (i < n) {
      c = lower.charCodeAt(i);
      if (c >= 97 && c <= 122 || c >= 48 && c <= 57 || c === 95 || c === 39 || c === 45) i++;
      else break;
    }
    let end = i;
    if (end - start >= 2 && lower.charCodeAt(end - 1) === 115 && lower.charCodeAt(end - 2) === 39) end -= 2;
    if (end - start > 1) {
      const t = lower.slice(start, end);
      if (!STOP.has(t)) {
        out.push(t);
        if (out.length >= maxTokens) break;
      }
    }
  }
  return out;
}
function jaccard(a, b) {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) inter++;
  return inter / (a.size + b.size - inter);
}
function logit(p) {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
}
function sigmoid(x) {
  return 1 / (1 + Math.exp(-x));
}

// src/attribution/context.ts
function perStepBudget(steps) {
  return Math.max(200, Math.min(4e3, Math.floor(4e6 / Math.max(1, steps))));
}
var MUTATING_NAME = /^(create|update|modify|cancel|delete|remove|book|exchange|return|transfer|send|write|edit|post|put|patch|set|pay|place|submit|deploy|insert|add|apply|charge|refund|merge|push|commit|publish|approve|execute)(_|[A-Z]|$)/;
function looksMutating(name) {
  return MUTATING_NAME.test(name);
}
var ENV_AGENTS = /^(tool|function|computer_?terminal|terminal|environment|system|observation|executor|code_?executor)$/i;
var RUNNER_OUTPUT = /^\s*(exitcode: -?\d+ \(execution (succeeded|failed)\)|Address: \S.*\n\s*Title: .*\n\s*Viewport position:)/;
function isEnvironmentStep(step) {
  if (step.kind === "observation" || step.kind === "retrieval") return true;
  if (step.agent !== void 0 && ENV_AGENTS.test(step.agent)) return true;
  return typeof step.output === "string" && RUNNER_OUTPUT.test(step.output.slice(0, 600));
}
function callsOf(step, budget) {
  const out = [];
  if (step.kind === "tool_call" && step.name && !step.toolCalls?.length) {
    out.push({ name: step.name, argsKey: canonicalKey(step.input, budget), argsText: boundedText(step.input, budget) });
  }
  for (const c of (step.toolCalls ?? []).slice(0, 50)) {
    if (c.name === "think") continue;
    out.push({ name: c.name, argsKey: canonicalKey(c.arguments, budget), argsText: boundedText(c.arguments, budget) });
  }
  return out;
}
var THOUGHT_TOKENS_MAX = 1500;
var thoughtTokenCache = /* @__PURE__ */ new WeakMap();
function thoughtTokens(v, max) {
  if (max > THOUGHT_TOKENS_MAX) return tokens(v.thought, max);
  let all = thoughtTokenCache.get(v);
  if (all === void 0) {
    all = tokens(v.thought, THOUGHT_TOKENS_MAX);
    thoughtTokenCache.set(v, all);
  }
  return all.length > max ? all.slice(0, max) : all;
}
function buildContext(trace) {
  const budget = perStepBudget(trace.steps.length);
  const toolNames = /* @__PURE__ */ new Set();
  let callSteps = 0;
  let flagged = false;
  const views = trace.steps.map((step, pos) => {
    const calls = callsOf(step, budget);
    for (const c of calls) toolNames.add(c.name);
    if (calls.length > 0) callSteps++;
    if (step.mutating !== void 0 || step.verify !== void 0 || step.shareWith || step.requiresAck) flagged = true;
    const out = boundedText(step.output, budget);
    const inp = step.kind === "tool_call" ? "" : boundedText(step.input, budget);
    const text = (inp && out ? `${inp}
${out}` : inp || out).slice(0, budget);
    const isEnvironment = isEnvironmentStep(step);
    const thought = step.thought ? step.thought.slice(0, budget) : isEnvironment ? "" : text;
    const mutating = step.mutating ?? calls.some((c) => looksMutating(c.name));
    return {
      step,
      pos,
      agent: step.agent,
      text,
      thought,
      calls,
      error: step.error ? step.error.slice(0, budget) : void 0,
      isEnvironment,
      mutating
    };
  });
  const structured = callSteps > 0 || flagged;
  const prose = !structured || callSteps < trace.steps.length / 10;
  return {
    trace,
    views,
    structured,
    prose,
    taskTokens: new Set(tokens(trace.task.slice(0, 2e4), 400)),
    toolNames
  };
}

// src/attribution/detectors/types.ts
function evidenceOf(v, text, note, at) {
  const e = { step: v.step.index, quote: quote(text, at) };
  if (v.agent !== void 0) e.agent = v.agent;
  if (note !== void 0) e.note = note;
  return e;
}
function primaryText(v) {
  if (v.error) return v.error;
  if (v.calls.length > 0) {
    const c = v.calls[0];
    const head = `${c.name}(${c.argsText.slice(0, 80)})`;
    return v.text ? `${head} \u2192 ${v.text}` : head;
  }
  return v.text || v.thought || `[${v.step.kind}]`;
}
function finding(mode, v, confidence, detector, message, evidence) {
  const f = {
    mode,
    step: v.step.index,
    confidence: Math.round(Math.min(0.99, Math.max(0.01, confidence)) * 1e3) / 1e3,
    detector,
    message,
    evidence
  };
  if (v.agent !== void 0) f.agent = v.agent;
  return f;
}
function metaRecord(meta, key) {
  const v = meta[key];
  return v !== null && typeof v === "object" && !Array.isArray(v) ? v : void 0;
}
function metaStrings(meta, key) {
  const v = meta[key];
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}

// src/attribution/detectors/specification.ts
var forbiddenTool = {
  name: "ForbiddenToolDetector",
  maxConfidence: 0.92,
  modes: ["FM-1.1"],
  serves: "structured",
  detect(ctx) {
    const forbidden = /* @__PURE__ */ new Set([...metaStrings(ctx.trace.meta, "forbidden_tools"), ...metaStrings(ctx.trace.meta, "forbiddenTools")]);
    if (forbidden.size === 0) return [];
    const out = [];
    for (const v of ctx.views) {
      const bad = v.calls.find((c) => forbidden.has(c.name));
      if (!bad) continue;
      out.push(
        finding("FM-1.1", v, 0.92, this.name, `Called ${bad.name}, which the task forbids.`, [
          evidenceOf(v, primaryText(v), `forbidden tools: ${[...forbidden].slice(0, 10).join(", ")}`)
        ])
      );
      if (out.length >= 20) break;
    }
    return out;
  }
};
var AFFIRM = /\b(yes|yeah|yep|sure|ok(ay)?|confirm(ed)?|go ahead|proceed|please do|do it|that'?s (right|correct)|correct|sounds good|please (cancel|return|exchange|modify|change|update|book|go))\b/i;
var ASKED = /\?|\b(confirm|would you like|shall i|should i|do you want|proceed)\b/i;
var unconfirmedAction = {
  name: "UnconfirmedActionDetector",
  maxConfidence: 0.4,
  modes: ["FM-1.1"],
  serves: "structured",
  detect(ctx) {
    const hasUser = ctx.views.some((v) => v.agent === "user");
    if (!hasUser) return [];
    const out = [];
    let lastUser;
    let lastAssistantBeforeUser;
    let prevAgentMsg;
    for (const v of ctx.views) {
      if (v.agent === "user") {
        lastUser = v;
        lastAssistantBeforeUser = prevAgentMsg;
        continue;
      }
      if (!v.isEnvironment && v.thought.length > 0 && v.calls.length === 0) prevAgentMsg = v;
      if (!v.mutating || v.calls.length === 0 || !lastUser) continue;
      if (AFFIRM.test(lastUser.text.slice(0, 2e3))) continue;
      if (lastAssistantBeforeUser && ASKED.test(lastAssistantBeforeUser.text.slice(-1500)) && !/\?\s*$/.test(lastUser.text.slice(-200))) continue;
      const ev = [evidenceOf(v, primaryText(v), "state-changing call"), evidenceOf(lastUser, lastUser.text, "the user's last message holds no confirmation")];
      if (lastAssistantBeforeUser) ev.push(evidenceOf(lastAssistantBeforeUser, lastAssistantBeforeUser.text, "what the agent asked"));
      out.push(finding("FM-1.1", v, 0.4, this.name, `${v.calls[0].name} changed state without an explicit confirmation from the user.`, ev));
      if (out.length >= 10) break;
    }
    return out;
  }
};
var roleTools = {
  name: "RoleToolDetector",
  maxConfidence: 0.85,
  modes: ["FM-1.2"],
  serves: "structured",
  detect(ctx) {
    const roles = metaRecord(ctx.trace.meta, "role_tools") ?? metaRecord(ctx.trace.meta, "roleTools");
    if (!roles) return [];
    const out = [];
    for (const v of ctx.views) {
      if (v.agent === void 0 || v.calls.length === 0) continue;
      const allowed = roles[v.agent];
      if (!Array.isArray(allowed)) continue;
      const bad = v.calls.find((c) => !allowed.includes(c.name));
      if (!bad) continue;
      out.push(
        finding("FM-1.2", v, 0.85, this.name, `${v.agent} called ${bad.name}, outside its role's tools.`, [
          evidenceOf(v, primaryText(v), `${v.agent} may use: ${allowed.slice(0, 10).join(", ") || "(none)"}`)
        ])
      );
      if (out.length >= 20) break;
    }
    return out;
  }
};
var stepLimit = {
  name: "StepLimitDetector",
  maxConfidence: 0.9,
  modes: ["FM-1.5"],
  serves: "both",
  detect(ctx) {
    const raw = ctx.trace.meta["step_limit"] ?? ctx.trace.meta["stepLimit"] ?? ctx.trace.meta["max_steps"];
    const limit = typeof raw === "number" && raw > 0 ? Math.floor(raw) : void 0;
    if (limit !== void 0 && ctx.views.length > limit) {
      const v = ctx.views[limit];
      const last2 = ctx.views[ctx.views.length - 1];
      return [
        finding("FM-1.5", v, 0.9, this.name, `The run went past its step limit of ${limit} and kept going to ${ctx.views.length} steps.`, [
          evidenceOf(v, primaryText(v), `first step past the limit (${limit})`),
          evidenceOf(last2, primaryText(last2), "last step")
        ])
      ];
    }
    const last = ctx.views[ctx.views.length - 1];
    if (ctx.trace.success === false && last && last.isEnvironment && !last.error && ctx.views.length >= 8 && !ctx.trace.finalOutput) {
      return [finding("FM-1.5", last, 0.35, this.name, "The run ended on raw tool output with no answer: it ran out of turns instead of stopping.", [evidenceOf(last, primaryText(last), "last step")])];
    }
    return [];
  }
};

// src/attribution/detectors/repetition.ts
var WINDOW = 6;
var repeatCall = {
  name: "RepeatDetector",
  maxConfidence: 0.95,
  modes: ["FM-1.3"],
  serves: "structured",
  detect(ctx) {
    const out = [];
    const recent = /* @__PURE__ */ new Map();
    const reported = /* @__PURE__ */ new Set();
    for (const v of ctx.views) {
      for (const c of v.calls) {
        const key = `${c.name}\0${c.argsKey}`;
        const prior = (recent.get(key) ?? []).filter((p) => v.pos - p.v.pos <= WINDOW);
        const result = resultOf(ctx.views, v);
        const meaningful = prior.filter((p) => !p.errored && sameAnswer(p.result, result));
        const errored = Boolean(v.error) || /^error\b/i.test(v.text) || errorFollows(ctx.views, v.pos);
        if (meaningful.length >= 1 && !reported.has(key)) {
          reported.add(key);
          reported.add(c.name);
          const first = meaningful[0];
          const n = meaningful.length + 1;
          out.push(
            finding("FM-1.3", v, Math.min(0.95, 0.7 + 0.08 * (n - 2)), this.name, `${c.name} was called again with the same arguments ${v.pos - first.v.pos} step(s) after the first call.`, [
              evidenceOf(first.v, primaryText(first.v), "first call"),
              evidenceOf(v, primaryText(v), "repeated call")
            ])
          );
        }
        prior.push({ v, errored, result });
        recent.set(key, prior.slice(-WINDOW));
      }
      if (out.length >= 20) break;
      if (recent.size > 4 * WINDOW * 8) {
        for (const [k, ps] of recent) if (v.pos - ps[ps.length - 1].v.pos > WINDOW) recent.delete(k);
      }
    }
    return out.concat(cycles(ctx.views, this.name, reported));
  }
};
function resultOf(views, v) {
  const own = v.step.kind === "tool_call" && v.step.output !== void 0 && !v.step.toolCalls?.length ? v.text : void 0;
  const next = views[v.pos + 1];
  const text = own ?? (next !== void 0 && next.isEnvironment ? next.text : void 0);
  return text === void 0 ? void 0 : new Set(tokens(text.slice(0, 2e3), 300));
}
var SAME_ANSWER = 0.6;
function sameAnswer(a, b) {
  if (a === void 0 || b === void 0 || a.size === 0 && b.size === 0) return true;
  return jaccard(a, b) >= SAME_ANSWER;
}
function errorFollows(views, pos) {
  const n = views[pos + 1];
  return n !== void 0 && n.isEnvironment && (Boolean(n.error) || /^error\b/i.test(n.text));
}
function cycles(views, detector, reported) {
  const seq = [];
  for (const v of views) for (const c of v.calls) seq.push({ v, name: c.name });
  const answers = /* @__PURE__ */ new Map();
  const answerAt = (k) => {
    if (!answers.has(k)) answers.set(k, resultOf(views, seq[k].v));
    return answers.get(k);
  };
  for (const period of [2, 3]) {
    for (let i = 0; i + 3 * period <= seq.length; i++) {
      let ok = true;
      for (let j = 0; j < 2 * period && ok; j++) ok = seq[i + j].name === seq[i + j + period].name;
      if (!ok) continue;
      const names = new Set(seq.slice(i, i + period).map((s) => s.name));
      if (names.size < period) continue;
      if ([...names].some((n) => reported.has(n))) continue;
      let same = true;
      for (let j = 0; j < period && same; j++) same = sameAnswer(answerAt(i + j), answerAt(i + j + 2 * period));
      if (!same) continue;
      const start = seq[i].v;
      const back = seq[i + 2 * period].v;
      return [
        finding("FM-1.3", back, 0.6, detector, `A cycle of ${period} calls (${[...names].join(" \u2192 ")}) ran three times.`, [
          evidenceOf(start, primaryText(start), "cycle starts"),
          evidenceOf(back, primaryText(back), "third time round")
        ])
      ];
    }
  }
  return [];
}
var SPECIFIC = /\d|^[a-z][a-z0-9_'-]{6,}$/;
var LEARNED_MAX = 3;
function cumulativeNews(ctx) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  let total = 0;
  for (const v of ctx.views) {
    for (const t of tokens(v.text.slice(0, 4e3), 1500)) {
      if (!SPECIFIC.test(t) || seen.has(t)) continue;
      seen.add(t);
      total++;
    }
    out.push(total);
    if (seen.size > 2e5) seen.clear();
  }
  return out;
}
var repeatMessage = {
  name: "RepeatMessageDetector",
  maxConfidence: 0.55,
  modes: ["FM-1.3"],
  serves: "prose",
  detect(ctx) {
    const out = [];
    const recent = [];
    let news;
    const budget = perStepBudget(ctx.views.length);
    for (const v of ctx.views) {
      if (v.isEnvironment || v.calls.length > 0 || v.thought.length < 80) continue;
      const posted = v.step.thought === void 0 && v.step.input !== void 0 && v.step.output !== void 0 ? boundedText(v.step.output, budget) : void 0;
      if (posted !== void 0 && posted.length < 80) continue;
      const set = new Set(posted === void 0 ? thoughtTokens(v, 400) : tokens(posted, 400));
      if (set.size < 8) continue;
      const twin = recent.find((r) => r.v.agent === v.agent && v.pos - r.v.pos <= WINDOW && jaccard(r.set, set) >= 0.8);
      news ??= twin ? cumulativeNews(ctx) : void 0;
      const learned = twin && news ? news[v.pos - 1] - news[twin.v.pos] : 0;
      if (twin && learned < LEARNED_MAX) {
        out.push(
          finding("FM-1.3", v, 0.55, this.name, `${v.agent ?? "An agent"} repeated an earlier message almost word for word.`, [
            evidenceOf(twin.v, twin.v.thought, "first message"),
            evidenceOf(v, v.thought, "repeat")
          ])
        );
        if (out.length >= 5) break;
      }
      recent.push({ v, set });
      if (recent.length > WINDOW) recent.shift();
    }
    return out;
  }
};

// src/attribution/detectors/grounding.ts
var IDENT = /#?\b[A-Za-z]{0,8}[-_]?\d{3,}[A-Za-z0-9_-]*\b|#[A-Za-z0-9]{4,}\b/g;
var norm = (id) => id.replace(/^#/, "").toLowerCase();
var ungroundedReference = {
  name: "UngroundedReferenceDetector",
  maxConfidence: 0.55,
  modes: ["FM-1.4"],
  serves: "structured",
  detect(ctx) {
    const out = [];
    const seen = /* @__PURE__ */ new Set();
    const remember = (text) => {
      for (const id of text.match(IDENT) ?? []) seen.add(norm(id));
    };
    remember(ctx.trace.task.slice(0, 1e5));
    for (const v of ctx.views) {
      for (const c of v.calls) {
        const ids = c.argsText.slice(0, 1e3).match(IDENT) ?? [];
        const missing = ids.find((id) => id.length >= 4 && !seen.has(norm(id)));
        if (missing) {
          out.push(
            finding("FM-1.4", v, 0.55, this.name, `${c.name} used ${missing}, which appears in no earlier message or result.`, [
              evidenceOf(v, primaryText(v), `${missing} first appears here`)
            ])
          );
          break;
        }
      }
      if (out.length >= 5) break;
      remember(v.text);
      if (v.step.kind !== "tool_call") remember(v.thought);
      for (const c of v.calls) remember(c.argsText);
      if (seen.size > 2e5) break;
    }
    return out;
  }
};
var INVENTED = /\b(let'?s assume|let us assume|we (will|can|'ll) assume|i (will|'ll) assume|hypothetical(ly)?|simulat(e|ed|ing) (the|some|a|data|values|results|numbers)|for (demonstration|illustration|illustrative) purposes|placeholder|mock (data|values|results)|sample data|dummy (data|values)|made[- ]up|fictional (data|values)|based on (my|general|common) knowledge|from memory)\b/i;
var ASSUMING = /\bassuming (that|the|we)\b/i;
var NEGATED = /\b(not|never|don'?t|without|avoid|no)\s+(\w+\s+){0,2}$/i;
var STRONG = 0.7;
var WEAK = 0.55;
var assumedData = {
  name: "AssumptionDetector",
  maxConfidence: STRONG,
  modes: ["FM-2.2"],
  serves: "both",
  detect(ctx) {
    const out = [];
    for (const v of ctx.views) {
      if (v.isEnvironment || v.agent === "user") continue;
      const text = v.thought;
      if (text.length === 0) continue;
      const strong = INVENTED.exec(text);
      const m = strong ?? ASSUMING.exec(text);
      if (!m) continue;
      const before = text.slice(Math.max(0, m.index - 30), m.index);
      if (NEGATED.test(before)) continue;
      if (ctx.trace.task.length > 0 && ctx.trace.task.toLowerCase().includes(m[0].toLowerCase())) continue;
      out.push(
        finding("FM-2.2", v, strong ? STRONG : WEAK, this.name, `${v.agent ?? "The agent"} went on with assumed or invented data ("${m[0]}") instead of asking or looking it up.`, [
          evidenceOf(v, text, "assumption", m.index)
        ])
      );
      if (out.length >= 5) break;
    }
    return out;
  }
};

// src/attribution/detectors/misalignment.ts
var taskRestated = {
  name: "TaskRestatedDetector",
  maxConfidence: 0.6,
  modes: ["FM-2.1"],
  serves: "both",
  detect(ctx) {
    if (ctx.taskTokens.size < 6) return [];
    let agentTurns = 0;
    for (const v of ctx.views) {
      if (v.isEnvironment || v.agent === "user") continue;
      agentTurns++;
      if (agentTurns <= 2 || v.thought.length < 40) continue;
      const set = new Set(thoughtTokens(v, 600));
      let inter = 0;
      for (const t of ctx.taskTokens) if (set.has(t)) inter++;
      const coverage = inter / ctx.taskTokens.size;
      if (coverage >= 0.85 && set.size <= ctx.taskTokens.size * 2.5) {
        return [
          finding("FM-2.1", v, 0.6, this.name, `${v.agent ?? "An agent"} restated the task mid-run, starting over.`, [
            evidenceOf(v, v.thought, `${Math.round(coverage * 100)}% of the task's words again`)
          ])
        ];
      }
    }
    return [];
  }
};
var derailment = {
  name: "DerailmentDetector",
  maxConfidence: 0.5,
  modes: ["FM-2.3"],
  serves: "structured",
  detect(ctx) {
    if (ctx.taskTokens.size < 3) return [];
    const acting = ctx.views.filter((v) => v.calls.length > 0);
    if (acting.length < 4) return [];
    let run = [];
    for (const v of acting) {
      const words = new Set(tokens(`${v.calls.map((c) => `${c.name.replace(/_/g, " ")} ${c.argsText}`).join(" ")} ${v.step.thought ?? ""}`, 200));
      let related = false;
      for (const t of words) if (ctx.taskTokens.has(t)) related = true;
      run = related ? [] : [...run, v];
      if (run.length >= 3) {
        const first = run[0];
        return [
          finding("FM-2.3", first, 0.5, this.name, `${run.length} calls in a row share no words with the task.`, run.slice(0, 3).map((r) => evidenceOf(r, primaryText(r), "unrelated to the task")))
        ];
      }
    }
    return [];
  }
};
var withheld = {
  name: "WithholdingDetector",
  maxConfidence: 0.85,
  modes: ["FM-2.4"],
  serves: "structured",
  detect(ctx) {
    const out = [];
    ctx.views.forEach((v, pos) => {
      if (!v.step.shareWith || v.step.shareWith.length === 0 || out.length >= 5) return;
      for (const who of v.step.shareWith.slice(0, 10)) {
        const payload = v.text.slice(0, 60);
        const delivered = ctx.views.slice(pos + 1, pos + 1 + 200).some(
          (w) => w.step.to === who || (w.step.shareWith?.includes(who) ?? false) || w.agent === who && payload.length > 10 && (w.calls.some((c) => c.argsText.includes(payload)) || w.thought.includes(payload))
        );
        if (delivered) continue;
        const later = ctx.views.slice(pos + 1).find((w) => w.agent === who);
        const ev = [evidenceOf(v, primaryText(v), `marked for ${who}`)];
        if (later) ev.push(evidenceOf(later, primaryText(later), `${who} acts without it`));
        out.push(finding("FM-2.4", v, 0.85, this.name, `${v.agent ?? "An agent"} marked a result for ${who} and never passed it on.`, ev));
      }
    });
    return out;
  }
};
var QUESTION = /\?\s*$|\b(please (confirm|reply|respond|advise|acknowledge)|can you|could you|would you)\b/i;
var ignoredInput = {
  name: "IgnoredInputDetector",
  maxConfidence: 0.8,
  modes: ["FM-2.5"],
  serves: "both",
  detect(ctx) {
    const out = [];
    const agents = new Set(ctx.views.map((v) => v.agent).filter((a) => a !== void 0 && a !== "user"));
    for (let pos = 0; pos < ctx.views.length && out.length < 5; pos++) {
      const v = ctx.views[pos];
      let addressee = v.step.requiresAck ? v.step.to : void 0;
      if (addressee === void 0 && !ctx.structured && !v.isEnvironment && QUESTION.test(v.thought.slice(-300))) {
        const tail = v.thought.slice(-300);
        addressee = [...agents].find((a) => a !== v.agent && a.length > 2 && tail.includes(a));
      }
      if (addressee === void 0) continue;
      const reply = ctx.views.slice(pos + 1, pos + 1 + 50).find((w) => w.agent === addressee);
      if (reply && (v.step.requiresAck !== true || reply.step.to === v.agent || reply.step.to === void 0)) continue;
      const ev = [evidenceOf(v, primaryText(v), `needs an answer from ${addressee}`)];
      const next = ctx.views[pos + 1];
      if (next) ev.push(evidenceOf(next, primaryText(next), "what came next instead"));
      out.push(finding("FM-2.5", v, v.step.requiresAck ? 0.8 : 0.45, this.name, `${addressee} never answered a message that asked for a reply.`, ev));
    }
    return out;
  }
};
function nameParts(name) {
  return name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase().split(/[_\-.\s]+/).filter((p) => p.length > 2);
}
var reasoningActionMismatch = {
  name: "ReasoningActionMismatchDetector",
  maxConfidence: 0.7,
  modes: ["FM-2.6"],
  serves: "structured",
  detect(ctx) {
    const out = [];
    const tools = [...ctx.toolNames].map((n) => ({ n, parts: nameParts(n) })).filter((t) => t.parts.length > 0);
    for (const v of ctx.views) {
      const thought = v.step.thought?.toLowerCase();
      if (!thought || v.calls.length === 0) continue;
      const called = v.calls[0];
      const calledParts = nameParts(called.name);
      if (calledParts.some((p) => thought.includes(p))) continue;
      const announced = tools.find((t) => t.n !== called.name && (thought.includes(t.n.toLowerCase()) || t.parts.every((p) => thought.includes(p))));
      if (!announced) continue;
      out.push(
        finding("FM-2.6", v, 0.7, this.name, `The reasoning announced ${announced.n} but the step called ${called.name}.`, [
          evidenceOf(v, v.step.thought ?? "", "reasoning"),
          evidenceOf(v, primaryText(v), "action taken")
        ])
      );
      if (out.length >= 5) break;
    }
    return out;
  }
};

// src/attribution/detectors/consistency.ts
var MAX_JSON = 2e5;
var TRACE_JSON_BUDGET = 5e6;
function toolJson(ctx) {
  const cached = jsonCache.get(ctx);
  if (cached) return cached;
  const out = /* @__PURE__ */ new Map();
  let budget = TRACE_JSON_BUDGET;
  for (const v of ctx.views) {
    if (!v.isEnvironment || budget <= 0) continue;
    const o = v.step.output;
    if (o !== null && typeof o === "object") {
      out.set(v.pos, o);
      continue;
    }
    if (typeof o !== "string" || o.length > MAX_JSON) continue;
    const s = o.trimStart();
    if (!s.startsWith("{") && !s.startsWith("[")) continue;
    budget -= s.length;
    try {
      out.set(v.pos, JSON.parse(s));
    } catch {
    }
  }
  jsonCache.set(ctx, out);
  return out;
}
var jsonCache = /* @__PURE__ */ new WeakMap();
var isRecord = (x) => x !== null && typeof x === "object" && !Array.isArray(x);
function eachObject(value, f, limit = 2e4) {
  const stack = [value];
  let n = 0;
  while (stack.length > 0 && n++ < limit) {
    const x = stack.pop();
    if (Array.isArray(x)) for (const y of x.slice(0, 2e3)) stack.push(y);
    else if (isRecord(x)) {
      f(x);
      for (const y of Object.values(x).slice(0, 2e3)) if (y !== null && typeof y === "object") stack.push(y);
    }
  }
}
function said(v) {
  return (v.thought || v.text).slice(0, 4e3);
}
function agentTurn(v) {
  return !v.isEnvironment && v.agent !== "user" && v.step.kind !== "prompt";
}
var NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"];
var NUM = `(\\d{1,3}|${NUMBER_WORDS.join("|")})`;
var THINGS = "(?:options|variants|items|products|models|versions|choices|colou?rs|sizes|styles|types|kinds)";
var COUNT_CLAIM = new RegExp(
  `\\b${NUM}\\s+(?:(?:different|distinct|total)\\s+)?(?:(?:available|in[- ]stock)\\s+(?:[\\w-]+\\s+){0,3}?${THINGS}|(?:[\\w-]+\\s+){0,3}?${THINGS}\\s+(?:that\\s+are\\s+|currently\\s+|are\\s+)*(?:available|in[- ]stock))\\b`,
  "gi"
);
var AVAILABILITY_KEY = /^(available|is_?available|in_?stock|availability)$/i;
function numberOf(s) {
  const w = NUMBER_WORDS.indexOf(s.toLowerCase());
  return w >= 0 ? w : Number(s);
}
function availability(value) {
  let flagged = 0;
  let yes = 0;
  eachObject(value, (o) => {
    for (const [k, x] of Object.entries(o)) {
      if (typeof x !== "boolean" || !AVAILABILITY_KEY.test(k)) continue;
      flagged++;
      if (x) yes++;
      break;
    }
  });
  return { flagged, yes };
}
var availabilityCount = {
  name: "AvailabilityCountDetector",
  maxConfidence: 0.75,
  modes: ["FM-3.3"],
  serves: "structured",
  detect(ctx) {
    const json = toolJson(ctx);
    if (json.size === 0) return [];
    const out = [];
    let source;
    for (const v of ctx.views) {
      if (v.agent === "user") continue;
      if (v.isEnvironment) {
        const parsed = json.get(v.pos);
        if (parsed === void 0) continue;
        const a = availability(parsed);
        if (a.flagged >= 2) source = { v, ...a };
        continue;
      }
      if (!agentTurn(v) || !source) continue;
      const text = said(v);
      COUNT_CLAIM.lastIndex = 0;
      const m = COUNT_CLAIM.exec(text);
      if (!m) continue;
      const n = numberOf(m[1]);
      if (n === source.yes) continue;
      out.push(
        finding("FM-3.3", v, 0.75, this.name, `Said ${n} are available, but the tool result it read flags ${source.yes} of ${source.flagged} as available.`, [
          evidenceOf(source.v, primaryText(source.v), `${source.yes} of ${source.flagged} entries available`),
          evidenceOf(v, text, "count claimed", m.index)
        ])
      );
      if (out.length >= 3) break;
    }
    return out;
  }
};
var REF = /#?\b[A-Za-z]{0,6}[-_]?\d{4,}\b/g;
var RECORD_REF = REF;
var normRef = (s) => s.replace(/^#/, "").toLowerCase();
var ID_KEY = /(^|_)id$|^id$|number$|^ref(erence)?$/i;
var STATUS_KEY = /^(status|state)$/i;
var HEDGED = /n't\b|\b(not|no longer|only|if|unless|once|when|until|will|would|can be|could|should|must|need|needs|instead|yet|already been|before|after|whether|cannot|since)\b/i;
function statusOf(value) {
  if (!isRecord(value)) return void 0;
  const statusKey = Object.keys(value).find((k) => STATUS_KEY.test(k));
  const status = statusKey ? value[statusKey] : void 0;
  if (typeof status !== "string" || status.length === 0 || status.length > 40) return void 0;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x), status: status.toLowerCase().replace(/\bcanceled\b/, "cancelled") };
  return void 0;
}
var LIFECYCLE = ["pending", "processed", "shipped", "delivered", "cancelled", "refunded"];
function recordNoun(value) {
  if (!isRecord(value)) return void 0;
  const k = Object.keys(value).find((x) => ID_KEY.test(x) && x.length > 3);
  const m = k ? /^([a-z]{3,})[_]?id$/i.exec(k) : null;
  return m ? m[1].toLowerCase() : void 0;
}
var statusContradiction = {
  name: "StatusContradictionDetector",
  maxConfidence: 0.72,
  modes: ["FM-3.3"],
  serves: "structured",
  detect(ctx) {
    const json = toolJson(ctx);
    if (json.size === 0) return [];
    const history = /* @__PURE__ */ new Map();
    const vocabulary = new Set(LIFECYCLE);
    const nouns = /* @__PURE__ */ new Set();
    const out = [];
    for (const v of ctx.views) {
      if (v.isEnvironment) {
        const value = json.get(v.pos);
        const s = statusOf(value);
        if (s) {
          const h = history.get(s.id) ?? { statuses: /* @__PURE__ */ new Set(), last: s.status, v };
          h.statuses.add(s.status);
          h.last = s.status;
          h.v = v;
          history.set(s.id, h);
          if (/^[a-z]{5,}$/.test(s.status)) vocabulary.add(s.status);
          const noun = recordNoun(value);
          if (noun) nouns.add(noun);
        }
        continue;
      }
      if (!agentTurn(v) || history.size === 0 || nouns.size === 0) continue;
      const text = said(v);
      const words = new RegExp(`\\b(${[...vocabulary].join("|")})\\b`, "gi");
      const adjectival = new RegExp(`^\\W{0,3}(${[...nouns].join("|")})s?\\b`, "i");
      for (const clause of text.split(/[.!?;\n]+/).slice(0, 200)) {
        if (clause.length > 400) continue;
        const c2 = clause.replace(/\bcanceled\b/gi, "cancelled");
        const claimed = /* @__PURE__ */ new Set();
        for (const w of c2.matchAll(words)) {
          const before = c2.slice(Math.max(0, w.index - 30), w.index);
          const after = c2.slice(w.index + w[0].length, w.index + w[0].length + 20);
          const asserted = adjectival.test(after) || COPULA.test(before) || /[("'*]\s*$/.test(before) && /^\s*[)"'*]/.test(after);
          if (asserted && !HEDGED.test(before)) claimed.add(w[0].toLowerCase());
        }
        if (claimed.size === 0) continue;
        const refs = (clause.match(REF) ?? []).map(normRef).filter((r) => history.has(r));
        if (refs.length === 0) continue;
        const wrong = refs.filter((r) => ![...claimed].some((w) => [...history.get(r).statuses].some((st) => st.includes(w))));
        if (wrong.length !== refs.length) continue;
        const known = history.get(wrong[0]);
        out.push(
          finding("FM-3.3", v, 0.72, this.name, `Called ${wrong.join(", ")} ${[...claimed].join("/")}, but the tool results say "${known.last}".`, [
            evidenceOf(known.v, primaryText(known.v), `status ${known.last}`),
            evidenceOf(v, text, "status claimed", Math.max(0, text.indexOf(clause)))
          ])
        );
        break;
      }
      if (out.length >= 3) break;
    }
    return out;
  }
};
var COPULA = /\b(is|are|was|were|remains?|still|currently|now|marked(\s+as)?|status(\s+is|:)?)\s+["'*]*$/i;
var DESTRUCTIVE = /^(cancel|delete|remove|void|terminate|close|discard|drop|destroy)(_|[A-Z]|$)/;
var singular = (w) => w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;
function wordSet(text) {
  return new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).slice(0, 3e3).map(singular));
}
function partsOf(value) {
  if (!isRecord(value)) return [];
  const names = [];
  for (const x of Object.values(value)) {
    if (!Array.isArray(x)) continue;
    for (const e of x.slice(0, 200)) if (isRecord(e) && typeof e["name"] === "string") names.push(e["name"]);
  }
  return names;
}
function headOf(name) {
  const ws = name.toLowerCase().match(/[a-z]+/g);
  return ws && ws.length > 0 ? singular(ws[ws.length - 1]) : void 0;
}
var partialScopeAction = {
  name: "PartialScopeActionDetector",
  maxConfidence: 0.72,
  modes: ["FM-1.1"],
  serves: "structured",
  detect(ctx) {
    if (!ctx.views.some((v) => v.agent === "user")) return [];
    const json = toolJson(ctx);
    if (json.size === 0) return [];
    const records = /* @__PURE__ */ new Map();
    const out = [];
    let users = [];
    for (const v of ctx.views) {
      if (v.agent === "user") {
        users.push(v);
        if (users.length > 50) users = users.slice(-20);
        continue;
      }
      if (v.isEnvironment) {
        const value = json.get(v.pos);
        const s = statusOf(value) ?? idOf(value);
        const parts = partsOf(value);
        if (s && parts.length >= 2) {
          if (records.size > 1e5) records.clear();
          records.set(s.id, { parts, v });
        }
        continue;
      }
      for (const c of v.calls) {
        if (!DESTRUCTIVE.test(c.name) || /\[/.test(c.argsKey)) continue;
        const id = (c.argsText.match(REF) ?? []).map(normRef).find((r) => records.has(r));
        if (!id) continue;
        const rec = records.get(id);
        const heads = [...new Set(rec.parts.map(headOf).filter((h) => h !== void 0 && h.length >= 3))];
        const asked = [...users].reverse().find((u) => {
          const ws2 = wordSet(u.text);
          return heads.some((h) => ws2.has(h));
        });
        if (!asked) continue;
        const noun = recordNoun(json.get(rec.v.pos));
        if (users.some((u) => wholeRecord(u.text, id, noun))) continue;
        const ws = wordSet(asked.text);
        const named = heads.filter((h) => ws.has(h));
        if (named.length === heads.length) continue;
        const left = heads.filter((h) => !ws.has(h));
        out.push(
          finding("FM-1.1", v, 0.72, this.name, `${c.name} acted on all of ${id}, but the user asked only about the ${named.join(", ")}; it also holds the ${left.join(", ")}.`, [
            evidenceOf(asked, asked.text, `the user named only the ${named.join(", ")}`),
            evidenceOf(rec.v, primaryText(rec.v), `${id} holds ${rec.parts.length} items`),
            evidenceOf(v, primaryText(v), "whole-record action")
          ])
        );
        break;
      }
      if (v.mutating && v.calls.length > 0) users = [];
      if (out.length >= 3) break;
    }
    return out;
  }
};
var VALUE = /#?\b[A-Za-z]{0,6}[-_]?\d{6,}\b/g;
var NEGATED_CLAUSE = /\b(not|n't|no|none|without|neither|nor)\b/i;
var misattributedValue = {
  name: "MisattributedValueDetector",
  maxConfidence: 0.72,
  modes: ["FM-3.3"],
  serves: "structured",
  detect(ctx) {
    const json = toolJson(ctx);
    if (json.size === 0) return [];
    const heads = /* @__PURE__ */ new Set();
    for (const value of json.values()) for (const p of partsOf(value)) {
      const h = headOf(p);
      if (h && h.length >= 4) heads.add(h);
    }
    if (heads.size === 0) return [];
    const holder = /* @__PURE__ */ new Map();
    const out = [];
    for (const v of ctx.views) {
      if (v.isEnvironment) {
        const value = json.get(v.pos);
        const parts = partsOf(value);
        if (parts.length === 0) continue;
        const ps = new Set(parts.map(headOf).filter((h) => h !== void 0));
        const raw = typeof v.step.output === "string" ? v.step.output.slice(0, MAX_JSON) : JSON.stringify(value).slice(0, MAX_JSON);
        if (holder.size > 1e5) holder.clear();
        for (const x of (raw.match(VALUE) ?? []).slice(0, 500)) holder.set(normRef(x), { parts: ps, v });
        continue;
      }
      if (!agentTurn(v) || v.calls.length > 0 || holder.size === 0) continue;
      const text = said(v);
      for (const clause of text.split(/[.!?;\n]+/).slice(0, 200)) {
        if (clause.length > 400 || NEGATED_CLAUSE.test(clause)) continue;
        const vals = (clause.match(VALUE) ?? []).map(normRef).filter((x) => holder.has(x));
        if (vals.length === 0) continue;
        const ws = wordSet(clause);
        const named = [...heads].filter((h) => ws.has(h));
        if (named.length === 0) continue;
        if (vals.some((x) => named.some((h) => holder.get(x).parts.has(h)))) continue;
        const src = holder.get(vals[0]);
        out.push(
          finding("FM-3.3", v, 0.72, this.name, `Gave ${vals[0]} as the ${named.join("/")}'s, but the record it comes from holds no ${named.join("/")} (it holds the ${[...src.parts].slice(0, 5).join(", ")}).`, [
            evidenceOf(src.v, primaryText(src.v), `record holding ${vals[0]}`),
            evidenceOf(v, text, "value attributed", Math.max(0, text.indexOf(clause)))
          ])
        );
        break;
      }
      if (out.length >= 3) break;
    }
    return out;
  }
};
function idOf(value) {
  if (!isRecord(value)) return void 0;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x) };
  return void 0;
}
function wholeRecord(text, id, noun) {
  const t = text.slice(0, 4e3);
  if (/\b(whole|entire)\b/i.test(t) || t.toLowerCase().includes(id)) return true;
  return noun !== void 0 && new RegExp(`\\b(the|this|that|my|your|all)\\s+${noun}\\b(?!\\s+(of|for|with)\\b)`, "i").test(t);
}
var GROUNDING_DETECTORS = /* @__PURE__ */ new Set([availabilityCount.name, statusContradiction.name, partialScopeAction.name, misattributedValue.name]);

// src/attribution/detectors/verification.ts
var COMPLETION = /\b(done|completed?|finished|fixed|resolved|success(fully)?|booked|written|published|reconciled|applied|all set)\b/i;
var INCOMPLETE = /\b(stopp(ing|ed) early|stopped short|partial(ly)? (done|complete)|could not (finish|complete)|couldn'?t (finish|complete)|ran out of (time|steps|turns|budget)|giving up|gave up|incomplete|not (yet )?(finished|complete(d)?))\b/i;
var PLANNED_CHANGE = /\b(apply|fix|update|write|send|book|deploy|modify|change|publish|create|delete|cancel)\b/i;
var BEHAVIOUR_CLAIM = /\b(fixed|resolved|works|working now|passes|passing|repaired|corrected|no longer (fails|crashes|errors))\b/i;
function isErrorView(v) {
  return Boolean(v.error) || v.step.kind === "error" || v.isEnvironment && /^(error|exception|traceback)\b/i.test(v.text.trimStart());
}
function finalAnswer(ctx) {
  for (let i = ctx.views.length - 1; i >= Math.max(0, ctx.views.length - 5); i--) {
    const v = ctx.views[i];
    if (v.step.kind === "response" || !v.isEnvironment && v.agent !== "user" && v.calls.length === 0 && v.thought.length > 0) return v;
  }
  return void 0;
}
var prematureTermination = {
  name: "PrematureTerminationDetector",
  maxConfidence: 0.85,
  modes: ["FM-3.1"],
  serves: "both",
  detect(ctx) {
    const n = ctx.views.length;
    if (n === 0) return [];
    for (let i = n - 1; i >= Math.max(0, n - 2); i--) {
      const v = ctx.views[i];
      if (!isErrorView(v)) continue;
      const after = ctx.views.slice(i + 1);
      if (after.some((w) => w.calls.length > 0)) break;
      return [
        finding("FM-3.1", v, 0.85, this.name, "The run stopped on an unhandled error instead of recovering or reporting it.", [
          evidenceOf(v, v.error ?? primaryText(v), "last error")
        ])
      ];
    }
    const last = finalAnswer(ctx);
    const lastText = last ? last.thought || last.text || ctx.trace.finalOutput || "" : "";
    const short = last ? INCOMPLETE.exec(lastText.slice(0, 2e3)) : null;
    if (last && short) {
      return [finding("FM-3.1", last, 0.75, this.name, "The run ended saying the work was not finished.", [evidenceOf(last, lastText, "admits stopping short", short.index)])];
    }
    const plan = ctx.views.find((v) => v.step.kind === "plan");
    const promised = plan ? PLANNED_CHANGE.exec((plan.step.thought ?? plan.text).slice(0, 2e3)) : null;
    if (last && plan && promised && ctx.trace.success === false && !ctx.views.some((v) => v.mutating)) {
      return [
        finding("FM-3.1", last, 0.6, this.name, "The plan called for a change, but the run ended without making it.", [
          evidenceOf(plan, plan.step.thought ?? plan.text, "planned change", promised.index),
          evidenceOf(last, lastText || "[final step]", "ended here")
        ])
      ];
    }
    if (ctx.trace.success === false && last) {
      const text = last.thought || last.text || ctx.trace.finalOutput || "";
      const m = COMPLETION.exec(text.slice(0, 2e3));
      if (m) {
        return [
          finding("FM-3.1", last, 0.45, this.name, "The run ended claiming success, but it failed: the claim was never checked against the goal.", [
            evidenceOf(last, text, "final claim", m.index)
          ])
        ];
      }
    }
    return [];
  }
};
function identifyingValues(words, common) {
  return words.filter((t) => t.length >= 3 && (common.get(t) ?? 0) <= 3).slice(0, 20);
}
var missingVerification = {
  name: "MissingVerificationDetector",
  maxConfidence: 0.8,
  modes: ["FM-3.2"],
  serves: "structured",
  detect(ctx) {
    if (!ctx.views.some((v) => v.step.mutating === true)) return [];
    const split = /* @__PURE__ */ new Map();
    const wordsOf = (c) => {
      let w = split.get(c);
      if (w === void 0) split.set(c, w = c.argsText.split(/\s+/));
      return w;
    };
    const common = /* @__PURE__ */ new Map();
    for (const v of ctx.views) for (const c of v.calls) for (const t of new Set(wordsOf(c))) common.set(t, (common.get(t) ?? 0) + 1);
    const out = [];
    ctx.views.forEach((v, pos) => {
      if (out.length >= 5 || v.step.mutating !== true) return;
      const ids = v.calls.flatMap((c) => identifyingValues(wordsOf(c), common));
      const checker = ctx.views.slice(pos + 1, pos + 1 + 500).find(
        (w) => w.step.verify === true || w.step.verify === v.step.index || !w.mutating && w.calls.some((c) => ids.some((id) => wordsOf(c).includes(id)))
      );
      if (checker) return;
      const ans = finalAnswer(ctx);
      const ev = [evidenceOf(v, primaryText(v), "state-changing step")];
      if (ans && ans !== v) ev.push(evidenceOf(ans, ans.thought || ans.text, "answer given without a read-back"));
      out.push(finding("FM-3.2", v, 0.8, this.name, `${v.calls[0]?.name ?? "A state-changing step"} was never verified by a later read of what it changed.`, ev));
    });
    return out;
  }
};
var unverifiedClaim = {
  name: "UnverifiedClaimDetector",
  maxConfidence: 0.62,
  modes: ["FM-3.2"],
  serves: "both",
  detect(ctx) {
    const last = finalAnswer(ctx);
    if (!last) return [];
    const text = last.thought || last.text;
    const m = BEHAVIOUR_CLAIM.exec(text.slice(0, 2e3));
    if (!m) return [];
    const lastChange = [...ctx.views].reverse().find((v) => v.pos < last.pos && v.mutating);
    if (!lastChange) return [];
    const tested = ctx.views.slice(lastChange.pos + 1, last.pos).some(
      (w) => w.step.verify !== void 0 || w.calls.some((c) => /test|verify|check|validate|run|exec|assert|lint|build/i.test(c.name))
    );
    if (tested) return [];
    return [
      finding("FM-3.2", last, 0.62, this.name, "The answer claims the change works, but nothing after the change tested it.", [
        evidenceOf(lastChange, primaryText(lastChange), "last change"),
        evidenceOf(last, text, "untested claim", m.index)
      ])
    ];
  }
};
var AGREES = /\b(verified|confirm(s|ed)?|i agree|agreed|looks (correct|good|accurate)|is correct|are correct|accurate)\b/i;
var incorrectVerification = {
  name: "IncorrectVerificationDetector",
  maxConfidence: 0.85,
  modes: ["FM-3.3"],
  serves: "both",
  detect(ctx) {
    const out = [];
    const byIndex = /* @__PURE__ */ new Map();
    for (const v of ctx.views) byIndex.set(v.step.index, v);
    for (const v of ctx.views) {
      if (out.length >= 3) break;
      const target = typeof v.step.verify === "number" ? byIndex.get(v.step.verify) : void 0;
      if (typeof v.step.verify === "number" && v.step.verify === v.step.index) {
        out.push(finding("FM-3.3", v, 0.85, this.name, "The step verifies itself.", [evidenceOf(v, primaryText(v), "verify points at its own step")]));
        continue;
      }
      if (target && target.text.length >= 8) {
        const args = v.calls.map((c) => c.argsText).join(" ");
        const sameTool = v.calls.some((c) => target.calls.some((t) => t.name === c.name));
        const echoes = args.includes(target.text.slice(0, 60)) || v.text.length > 0 && v.text === target.text;
        if (sameTool || echoes) {
          out.push(
            finding("FM-3.3", v, 0.8, this.name, "The check re-read the result the step itself returned, so it could not catch an error.", [
              evidenceOf(target, primaryText(target), "step checked"),
              evidenceOf(v, primaryText(v), sameTool ? "checked with the same call" : "checked against its own output")
            ])
          );
          continue;
        }
      }
      if (v.step.verify !== void 0 && v.calls.length === 0 && !v.isEnvironment && AGREES.test(v.thought.slice(0, 500))) {
        out.push(finding("FM-3.3", v, 0.7, this.name, "A verification step agreed without checking anything.", [evidenceOf(v, v.thought, "agreement with no check")]));
      }
    }
    return out;
  }
};
var ACT_REQUEST = /\b(go ahead|proceed|finali[sz]e|please (?!do not|don'?t)(do|make|process|complete|cancel|return|exchange|modify|update|change|submit|book|send))\b/i;
var CLOSING_ONLY = /\b(that'?s all|nothing else|no need|all set|i'?m good)\b/i;
var unansweredRequest = {
  name: "UnansweredRequestDetector",
  maxConfidence: 0.75,
  modes: ["FM-3.1"],
  serves: "structured",
  detect(ctx) {
    const last = ctx.views[ctx.views.length - 1];
    if (!last || last.agent !== "user" || ctx.views.length < 4) return [];
    const text = last.text.slice(0, 2e3);
    const m = ACT_REQUEST.exec(text);
    if (!m || CLOSING_ONLY.test(text)) return [];
    return [
      finding("FM-3.1", last, 0.75, this.name, "The run ended on the user's request to act, and nothing acted on it.", [
        evidenceOf(last, text, "request left unanswered", m.index)
      ])
    ];
  }
};

// src/attribution/detectors/index.ts
var DETECTORS = [
  forbiddenTool,
  unconfirmedAction,
  roleTools,
  repeatCall,
  repeatMessage,
  ungroundedReference,
  stepLimit,
  taskRestated,
  assumedData,
  derailment,
  withheld,
  ignoredInput,
  reasoningActionMismatch,
  prematureTermination,
  missingVerification,
  unverifiedClaim,
  incorrectVerification,
  availabilityCount,
  statusContradiction,
  partialScopeAction,
  misattributedValue,
  unansweredRequest
];

// src/attribution/fusion.ts
var PRIOR_WEIGHT = 0.5;
function llrOf(confidence) {
  return logit(confidence);
}
function fuse(findings) {
  const byMode = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const list = byMode.get(f.mode) ?? [];
    list.push(f);
    byMode.set(f.mode, list);
  }
  const scores = [];
  for (const [mode, list] of byMode) {
    const sorted = [...list].sort((a, b) => b.confidence - a.confidence || a.step - b.step);
    const priorLogOdds = PRIOR_WEIGHT * logit(modeSpec(mode).prevalence / 100);
    let logOdds = priorLogOdds;
    const terms2 = [];
    sorted.slice(0, 8).forEach((f, i) => {
      const weight = 1 / 2 ** i;
      const llr = llrOf(f.confidence);
      logOdds += weight * llr;
      terms2.push({ label: `${f.detector}@step ${f.step}`, weight, llr });
    });
    scores.push({ mode, priorLogOdds, terms: terms2, logOdds, probability: sigmoid(logOdds), best: sorted[0] });
  }
  return scores.sort((a, b) => b.logOdds - a.logOdds || modeSpec(b.mode).prevalence - modeSpec(a.mode).prevalence);
}

// src/attribution/locator.ts
var CODE = /```|\bdef \w+\(|\bimport \w+/;
var PROSE_ACTION = /^\s*(i|we) (typed|clicked|searched|navigated|opened|scrolled|visited|downloaded|ran|executed|submitted|called|queried)\b/im;
var SIGN_OFF = /^\W*(terminate|done|ok|okay|thanks?( you)?|bye)\W*$/i;
var FAILED_RUN = /exitcode: [1-9]|execution failed|\btraceback\b|^error\b|\berror:/i;
function acts(v) {
  const text = v.thought.slice(0, 2e4);
  return v.calls.length > 0 || CODE.test(text) || PROSE_ACTION.test(text.slice(0, 2e3));
}
function carriesTask(v, ctx) {
  if (ctx.taskTokens.size < 6 || v.thought.length === 0) return false;
  const set = new Set(thoughtTokens(v, 1500));
  let inter = 0;
  for (const t of ctx.taskTokens) if (set.has(t)) inter++;
  return inter / ctx.taskTokens.size >= 0.8;
}
function isContainer(ctx, pos) {
  const id = ctx.views[pos]?.step.spanId;
  if (id === void 0) return false;
  let parents = containerIds.get(ctx);
  if (!parents) {
    parents = /* @__PURE__ */ new Set();
    for (const v of ctx.views) if (v.step.parentSpanId !== void 0) parents.add(v.step.parentSpanId);
    containerIds.set(ctx, parents);
  }
  return parents.has(id);
}
var containerIds = /* @__PURE__ */ new WeakMap();
function candidate(v, ctx) {
  if (v.isEnvironment) return false;
  if (ctx && isContainer(ctx, v.pos)) return false;
  if (v.step.kind === "prompt" || v.step.kind === "retrieval" || v.step.kind === "observation") return false;
  const text = v.thought || v.text;
  if (v.calls.length === 0 && !v.error && text.trim().length < 40 && SIGN_OFF.test(text.trim().slice(0, 40))) return false;
  return true;
}
function stepPriors(ctx) {
  const out = [];
  const n = ctx.views.length;
  let sawAction = false;
  let sawChange = false;
  const blocked = blockingChanges(ctx);
  for (const v of ctx.views) {
    if (!candidate(v, ctx)) continue;
    const reasons = [];
    let score = 0;
    const doesWork = acts(v);
    const next = ctx.views[v.pos + 1];
    const ran = doesWork && next !== void 0 && next.isEnvironment && next.text.length > 0;
    const setup = carriesTask(v, ctx) && !ran;
    if (doesWork && !sawAction && !setup) {
      score += 1;
      reasons.push("+1.00 first step that acts (runs code or calls a tool)");
    }
    if (v.mutating && !sawChange) {
      score += 1.5;
      reasons.push("+1.50 first state-changing call (damage is done where state changes)");
    }
    if (doesWork && next && next.isEnvironment && (next.error || FAILED_RUN.test(next.text.slice(0, 300)))) {
      score += 0.5;
      reasons.push("+0.50 its work failed at once");
    }
    const victims = blocked.get(v.pos);
    if (victims !== void 0) {
      const w = Math.min(BLOCKING_WEIGHT + 0.5 * (victims.length - 1), BLOCKING_WEIGHT + 1);
      score += w;
      reasons.push(`+${w.toFixed(2)} changed a record that later calls then failed on (step ${victims.slice(0, 3).join(", ")})`);
    }
    if (isRequester(v) && CONCESSION.test(v.text.slice(0, 2e3))) {
      score += CONCESSION_WEIGHT;
      reasons.push(`+${CONCESSION_WEIGHT.toFixed(2)} the user settles for less or drops part of the request (what follows departs from the goal)`);
    }
    if (v.error) {
      score += 0.4;
      reasons.push("+0.40 the step itself errored");
    }
    if (setup) {
      score -= 1;
      reasons.push("-1.00 only restates the task (set-up)");
    }
    const late = -0.3 * (v.pos / Math.max(1, n));
    score += late;
    reasons.push(`${late.toFixed(2)} recency (causes precede symptoms)`);
    sawAction ||= doesWork;
    sawChange ||= v.mutating;
    out.push({ pos: v.pos, score, reasons });
  }
  return out;
}
var BLOCKING_WEIGHT = 2;
function failedAt(ctx, pos) {
  const next = ctx.views[pos + 1];
  return next !== void 0 && next.isEnvironment && (Boolean(next.error) || FAILED_RUN.test(next.text.slice(0, 300)));
}
function blockingChanges(ctx) {
  const out = /* @__PURE__ */ new Map();
  const lastChange = /* @__PURE__ */ new Map();
  for (const v of ctx.views) {
    if (v.calls.length === 0) continue;
    const refs = new Set(v.calls.flatMap((c) => c.argsText.slice(0, 2e3).match(RECORD_REF) ?? []).map(normRef));
    if (refs.size === 0) continue;
    const failed = failedAt(ctx, v.pos);
    if (failed) {
      const hit = /* @__PURE__ */ new Set();
      for (const r of refs) {
        const at = lastChange.get(r);
        if (at !== void 0) hit.add(at);
      }
      for (const at of hit) {
        const list = out.get(at) ?? [];
        if (list.length < 10) list.push(v.step.index);
        out.set(at, list);
      }
    } else if (v.mutating) for (const r of refs) lastChange.set(r, v.pos);
    if (lastChange.size > 1e4) lastChange.clear();
  }
  return out;
}
var CONCESSION = /\b(i guess|i suppose|might as well|may as well|never ?mind|forget (it|that|about it)|let['’]?s (just )?leave (it|that|the \w+)|leave (it|that) (as it is|for now)|settle for|whatever works)\b/i;
var CONCESSION_WEIGHT = 2;
function isRequester(v) {
  return v.agent !== void 0 && /^(user|human|customer|client)$/i.test(v.agent);
}

// src/attribution/bm25.ts
var K1 = 1.2;
var B = 0.75;
function bm25Relevance(query, chunks) {
  const q = [...new Set(tokens(query, 64))];
  const docs = chunks.slice(0, 200).map((c) => tokens(c, 2e3));
  if (q.length === 0 || docs.length === 0 || docs.every((d) => d.length === 0)) return 0;
  const N = docs.length;
  const avgdl = docs.reduce((s, d) => s + d.length, 0) / N || 1;
  const df = /* @__PURE__ */ new Map();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t) => Math.max(0.2, Math.log(1 + (N - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5)));
  const ideal = q.length * Math.max(0.2, Math.log(1 + (N - 1 + 0.5) / 1.5));
  let best = 0;
  for (const d of docs) {
    const tf = /* @__PURE__ */ new Map();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    let s = 0;
    for (const t of q) {
      const f = tf.get(t) ?? 0;
      if (f === 0) continue;
      s += idf(t) * (f * (K1 + 1) / (f + K1 * (1 - B + B * d.length / avgdl)));
    }
    best = Math.max(best, s);
  }
  const covered = q.filter((t) => docs.some((d) => d.includes(t))).length / q.length;
  return Math.min(1, (0.5 * Math.min(1, best / ideal) + 0.5 * covered) / 0.6);
}

// src/attribution/blame.ts
var TYPE_WEIGHT = { retrieval: 1.4, llm: 1.2, tool_call: 1.1, prompt: 0.9 };
var DEFAULT_WEIGHT = 0.8;
var BLAME_LINE = 0.35;
var REFUSAL = /\b(i (cannot|can't|can not|won't|am unable to|'m unable to|am not able to) (help|assist|comply|provide|answer|do that)|as an ai\b|i'?m sorry,? but|not authorized to|violates (our|my|the)? ?(safety|content|usage))/i;
var GENERIC = /^(there (were|are|is) (several|many|some|various) \w+( that happened)?\.?|it depends\.?|i('m| am) not sure\.?|n\/a)$/i;
var TRUNCATED_MARK = /\.\.\. \[truncated\]$/;
function emptyPayload(v) {
  const o = v.step.output;
  if (o === void 0 || o === null) return true;
  if (typeof o === "string") return /^\s*(\{\s*\}|\[\s*\]|null|""|)\s*$/.test(o);
  if (Array.isArray(o)) return o.length === 0;
  if (typeof o === "object") return Object.keys(o).length === 0;
  return false;
}
function chunksOf(output) {
  if (Array.isArray(output)) return output.slice(0, 200).map((x) => typeof x === "string" ? x : JSON.stringify(x) ?? "");
  if (typeof output === "string") {
    const t = output.trim();
    if (t.startsWith("[")) {
      try {
        const parsed = JSON.parse(t.slice(0, 2e5));
        if (Array.isArray(parsed)) return chunksOf(parsed);
      } catch {
      }
    }
    return t.length === 0 ? [] : t.slice(0, 5e4).split(/\n{2,}/);
  }
  return output === void 0 || output === null ? [] : [JSON.stringify(output)?.slice(0, 5e4) ?? ""];
}
function health(v) {
  const s = v.step;
  if (s.error) return { score: 0, reasons: [`error: ${s.error.slice(0, 80)}`] };
  if (s.score !== void 0) return { score: s.score, reasons: [`source score ${s.score}`] };
  if (s.kind === "retrieval") {
    if (emptyPayload(v)) return { score: 0, reasons: ["retrieval returned nothing"] };
    const query = boundedText(s.input, 2e3);
    const rel = bm25Relevance(query, chunksOf(s.output));
    return { score: rel, reasons: [`BM25 relevance of chunks to the query ${rel.toFixed(2)}`] };
  }
  if (s.kind === "llm") {
    const out = typeof s.output === "string" ? s.output : v.text;
    if (out.trim().length === 0) return { score: 0, reasons: ["empty completion"] };
    if (REFUSAL.test(out.slice(0, 500))) return { score: 0.05, reasons: ["refusal"] };
    if (GENERIC.test(out.trim())) return { score: 0.4, reasons: ["generic, non-responsive answer"] };
    const body = out.replace(TRUNCATED_MARK, "").trimEnd();
    if (!TRUNCATED_MARK.test(out) && body.length > 40 && !/[.!?)\]"'`*:;0-9]$/.test(body)) return { score: 0.6, reasons: ["completion stops mid-sentence"] };
    return { score: 1, reasons: ["complete answer"] };
  }
  if (s.kind === "tool_call" || s.kind === "observation" && v.isEnvironment) {
    if (/^\s*(error|exception|traceback)\b/i.test(v.text)) return { score: 0, reasons: ["tool returned an error"] };
    if (s.kind === "tool_call" && emptyPayload(v)) return { score: 0.2, reasons: ["tool returned an empty payload"] };
    return { score: s.kind === "tool_call" ? 1 : null, reasons: [] };
  }
  return { score: null, reasons: [] };
}
function stepBlame(ctx) {
  const n = ctx.views.length;
  const blame = [];
  let anyScored = false;
  for (const v of ctx.views) {
    const h = health(v);
    if (h.score !== null) anyScored = true;
    const weight = TYPE_WEIGHT[v.step.kind] ?? DEFAULT_WEIGHT;
    const recency = 1 + 0.3 * (1 - v.pos / Math.max(1, n - 1));
    const deficiency = h.score === null ? 0 : 1 - h.score;
    let b = v.step.error ? Math.max(1, deficiency * weight * recency) : deficiency * weight * recency;
    b = Math.round(b * 1e3) / 1e3;
    const entry = { step: v.step.index, kind: v.step.kind, score: h.score, blame: b, reasons: h.reasons };
    if (v.step.name !== void 0) entry.name = v.step.name;
    blame.push(entry);
  }
  if (!anyScored && ctx.trace.success !== true) {
    let slow;
    ctx.views.forEach((v, i) => {
      if (v.step.latencyMs !== void 0 && (slow === void 0 || v.step.latencyMs > (ctx.views[slow].step.latencyMs ?? 0))) slow = i;
    });
    if (slow !== void 0) {
      const e = blame[slow];
      e.blame = 0.5;
      e.reasons = [...e.reasons, "no step could be scored: the slowest step, at low confidence"];
    }
  }
  const maxBlame = blame.reduce((m, b) => Math.max(m, b.blame), 0);
  return { blame, maxBlame };
}

// rules/detector-rates.json
var detector_rates_default = {
  $comment: "Detector firing on failed vs healthy dev runs, per trace kind, outcome hidden. lr = P(fires | failed) / P(fires | healthy), +0.5 smoothing; lrLeaveOut[set] = the same without that set; null = fewer than 20 healthy (or failed) runs of that kind to measure it on. Regenerate: node scripts/run-ts.mjs scripts/detector-rates.ts",
  detectors: {
    ForbiddenToolDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    UnconfirmedActionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 5,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.23,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 0.67,
          "agent-blame": 0.23
        }
      }
    },
    RoleToolDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    RepeatDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 1,
            passedRuns: 73
          },
          approximately: {
            failed: 55,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 31.43,
        lrLeaveOut: {
          tau: 54.3,
          approximately: 0.82,
          "agent-blame": 31.55
        }
      }
    },
    UngroundedReferenceDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 1,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.28,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 0.82,
          "agent-blame": 0.28
        }
      }
    },
    StepLimitDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    TaskRestatedDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 3,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    AssumptionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 35,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    DerailmentDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 7,
            failedRuns: 27,
            passed: 24,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.26,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 0.75,
          "agent-blame": 0.26
        }
      }
    },
    WithholdingDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    IgnoredInputDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 2,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    ReasoningActionMismatchDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    PrematureTerminationDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 33,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 1,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 60.31,
        lrLeaveOut: {
          tau: 33.76,
          approximately: 12.26,
          "agent-blame": 58.84
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    MissingVerificationDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 49,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 84.09,
        lrLeaveOut: {
          tau: 48.43,
          approximately: 2.45,
          "agent-blame": 84.42
        }
      }
    },
    UnverifiedClaimDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 49,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 84.09,
        lrLeaveOut: {
          tau: 48.43,
          approximately: 2.45,
          "agent-blame": 84.42
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    IncorrectVerificationDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    AvailabilityCountDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 3,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 5.95,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 17.16,
          "agent-blame": 5.97
        }
      }
    },
    StatusContradictionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 2.55,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 7.35,
          "agent-blame": 2.56
        }
      }
    },
    PartialScopeActionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 2,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 4.25,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 12.26,
          "agent-blame": 4.26
        }
      }
    },
    MisattributedValueDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 2.55,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 7.35,
          "agent-blame": 2.56
        }
      }
    },
    UnansweredRequestDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 2,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 4.25,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 12.26,
          "agent-blame": 4.26
        }
      }
    },
    RepeatMessageDetector: {
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    }
  }
};

// src/attribution/rates.ts
var CellSchema = object({ failed: number(), failedRuns: number(), passed: number(), passedRuns: number() });
var KindSchema = object({ bySet: record(string(), CellSchema), lr: number().nullable() });
var RatesSchema = object({ detectors: record(string(), record(string(), KindSchema)) });
var MIN_HEALTHY_FIRES = 3;
function caps() {
  const out = /* @__PURE__ */ new Map();
  for (const [name, kinds] of Object.entries(RatesSchema.parse(detector_rates_default).detectors)) {
    for (const [kind, k] of Object.entries(kinds)) {
      const healthyFires = Object.values(k.bySet).reduce((s, c) => s + c.passed, 0);
      if (k.lr === null || healthyFires < MIN_HEALTHY_FIRES) continue;
      out.set(`${name}\0${kind}`, k.lr / (1 + k.lr));
    }
  }
  return out;
}
var CAPS = caps();
function confidenceCap(detector, kind) {
  return CAPS.get(`${detector}\0${kind}`);
}
function capFindings(findings, kind) {
  return findings.map((f) => {
    const cap = confidenceCap(f.detector, kind);
    return cap === void 0 || f.confidence <= cap ? f : { ...f, confidence: Math.round(cap * 1e3) / 1e3 };
  });
}

// rules/prior.json
var prior_default = {
  weights: {
    locator: 1,
    findings: 1
  },
  pull: null,
  fittedOn: [
    {
      set: "Who&When algorithm-generated",
      n: 126
    },
    {
      set: "tau-bench retail (AgentRx)",
      n: 27
    },
    {
      set: "agent-blame bench.db",
      n: 14
    }
  ],
  command: "node scripts/run-ts.mjs scripts/train-prior.ts"
};

// src/attribution/prior.ts
var FEATURES = [
  "locator",
  "findings",
  "position",
  "speakerShare",
  "user",
  "lead",
  "firstTurnOfAgent",
  "errorLanguage",
  "failedResult",
  "repeats",
  "firstMentionOfAnswer"
];
var PriorModelSchema = object({
  weights: partialRecord(_enum(FEATURES), number()),
  /** The pull towards the hand rules it was trained with, chosen held out; null: the hand rules won. */
  pull: number().positive().nullable(),
  fittedOn: array(object({ set: string(), n: number().int().nonnegative() })),
  command: string()
});
var PRIOR = PriorModelSchema.parse(prior_default);
var HAND_RULES = { weights: { locator: 1, findings: 1 }, pull: null, fittedOn: [], command: PRIOR.command };
var REQUESTER = /^(user|human|customer|client)$/i;
var ERROR_LANGUAGE = /\b(error|exception|traceback|failed|failure|cannot|can't|unable to|i'?m sorry|not possible|invalid)\b/i;
var FAILED_RUN2 = /exitcode: [1-9]|execution failed|\btraceback\b|^error\b|\berror:/i;
var SPECIFIC2 = /\d|^[a-z][a-z0-9_'-]{6,}$/;
function facts(ctx) {
  const counts = /* @__PURE__ */ new Map();
  const firstTurn = /* @__PURE__ */ new Map();
  let lead;
  for (const v of ctx.views) {
    counts.set(v.agent, (counts.get(v.agent) ?? 0) + 1);
    if (v.isEnvironment || v.step.kind === "prompt") continue;
    if (!firstTurn.has(v.agent)) firstTurn.set(v.agent, v.pos);
    if (lead === void 0 && v.agent !== void 0 && !REQUESTER.test(v.agent)) lead = v.agent;
  }
  const n = Math.max(1, ctx.views.length);
  const share = new Map([...counts].map(([k, c]) => [k, c / n]));
  const last = [...ctx.views].reverse().find((v) => !v.isEnvironment);
  const answer = ctx.trace.finalOutput ?? last?.text ?? "";
  const wanted = new Set(tokens(answer.slice(0, 4e3), 300).filter((t) => SPECIFIC2.test(t) && !ctx.taskTokens.has(t)));
  const firstMention = /* @__PURE__ */ new Set();
  if (wanted.size > 0) {
    for (const v of ctx.views) {
      if (v === last || wanted.size === 0) break;
      const hit = (v.isEnvironment ? tokens(v.text.slice(0, 4e3), 1500) : thoughtTokens(v, 1500)).filter((t) => wanted.has(t));
      if (hit.length === 0) continue;
      for (const t of hit) wanted.delete(t);
      if (!v.isEnvironment) firstMention.add(v.pos);
    }
  }
  return { share, lead, firstTurn, firstMention };
}
function repeats(ctx, v) {
  if (v.isEnvironment || v.thought.length < 80) return false;
  const set = new Set(thoughtTokens(v, 400));
  if (set.size < 8) return false;
  for (let p = v.pos - 1; p >= Math.max(0, v.pos - 6); p--) {
    const w = ctx.views[p];
    if (w.agent !== v.agent || w.isEnvironment || w.thought.length < 80) continue;
    if (jaccard(new Set(thoughtTokens(w, 400)), set) >= 0.8) return true;
  }
  return false;
}
var LOCAL = /* @__PURE__ */ new Set(["locator", "findings", "position", "errorLanguage", "failedResult"]);
function needsTracePass(model) {
  return FEATURES.some((k) => (model.weights[k] ?? 0) !== 0 && !LOCAL.has(k));
}
var NO_FACTS = { share: /* @__PURE__ */ new Map(), lead: void 0, firstTurn: /* @__PURE__ */ new Map(), firstMention: /* @__PURE__ */ new Set() };
function stepFeatures(ctx, steps, full = true) {
  const f = full ? facts(ctx) : NO_FACTS;
  const n = Math.max(1, ctx.views.length - 1);
  return steps.map((s) => {
    const v = ctx.views[s.pos];
    const next = ctx.views[s.pos + 1];
    const own = (v.error ?? v.thought ?? v.text).slice(0, 2e3);
    return {
      locator: s.locator,
      findings: s.findings,
      position: v.pos / n,
      speakerShare: f.share.get(v.agent) ?? 0,
      user: v.agent !== void 0 && REQUESTER.test(v.agent) ? 1 : 0,
      lead: v.agent !== void 0 && v.agent === f.lead ? 1 : 0,
      firstTurnOfAgent: f.firstTurn.get(v.agent) === v.pos ? 1 : 0,
      errorLanguage: ERROR_LANGUAGE.test(own) ? 1 : 0,
      failedResult: next !== void 0 && next.isEnvironment && (Boolean(next.error) || FAILED_RUN2.test(next.text.slice(0, 300))) ? 1 : 0,
      repeats: full && repeats(ctx, v) ? 1 : 0,
      firstMentionOfAnswer: f.firstMention.has(v.pos) ? 1 : 0
    };
  });
}
function scoreOf(x, model = PRIOR) {
  let s = 0;
  for (const k of FEATURES) s += (model.weights[k] ?? 0) * x[k];
  return s;
}
function terms(x, model = PRIOR) {
  return FEATURES.map((k) => ({ feature: k, weight: model.weights[k] ?? 0, value: x[k] })).filter((t) => t.weight !== 0 && t.value !== 0).sort((a, b) => Math.abs(b.weight * b.value) - Math.abs(a.weight * a.value));
}

// src/attribution/attribute.ts
var MAX_CANDIDATES = 10;
var MAX_SET = 100;
var MIN_CANDIDATES = 3;
var FINDING_STEP_WEIGHT = 2;
var MAX_STEPS = 25e4;
function notAttributable(reason) {
  return {
    verdict: { mode: null, step: null, agent: null, confidence: 0, evidence: [], runnerUps: [], reason, source: "rules" },
    findings: [],
    blame: [],
    maxBlame: 0
  };
}
function runDetectors(ctx, detectors, minConfidence) {
  const out = [];
  for (const d of detectors) {
    if (d.serves === "structured" && !ctx.structured) continue;
    if (d.serves === "prose" && !ctx.prose) continue;
    if (d.maxConfidence < minConfidence) continue;
    try {
      out.push(...d.detect(ctx));
    } catch {
    }
  }
  return out;
}
function detect(trace, options) {
  const ctx = buildContext(trace);
  const minConfidence = trace.success === true ? options.passedMinConfidence ?? 0.8 : 0;
  let findings = capFindings(runDetectors(ctx, options.detectors ?? DETECTORS, minConfidence), ctx.structured ? "structured" : "prose");
  if (minConfidence > 0) findings = findings.filter((f) => f.confidence >= minConfidence);
  if (ctx.views.some((v) => v.step.spanId !== void 0)) {
    const boxes = new Set(ctx.views.filter((v) => v.error === void 0 && isContainer(ctx, v.pos)).map((v) => v.step.index));
    if (boxes.size > 0) findings = findings.filter((f) => !boxes.has(f.step));
  }
  findings.sort((a, b) => a.step - b.step || b.confidence - a.confidence);
  return { ctx, findings, fused: fuse(findings) };
}
function locate(detected, model, full = false) {
  const { ctx, findings } = detected;
  const posOf = /* @__PURE__ */ new Map();
  ctx.views.forEach((v) => posOf.set(v.step.index, v.pos));
  const boost = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const pos = posOf.get(f.step);
    if (pos === void 0) continue;
    boost.set(pos, (boost.get(pos) ?? 0) + FINDING_STEP_WEIGHT * Math.max(0, logit(f.confidence)));
  }
  const explained = explainSymptoms(ctx, findings, posOf, boost);
  const priors = stepPriors(ctx);
  const seen = new Set(priors.map((p) => p.pos));
  for (const [pos, b] of boost) if (!seen.has(pos) && b > 0) priors.push({ pos, score: 0, reasons: [] });
  const features = stepFeatures(ctx, priors.map((p) => ({ pos: p.pos, locator: p.score, findings: boost.get(p.pos) ?? 0 })), full || needsTracePass(model));
  const steps = priors.map((prior, i) => {
    const findingBoost = boost.get(prior.pos) ?? 0;
    return { prior, findingBoost, features: features[i], total: scoreOf(features[i], model) };
  });
  return { ...detected, steps, explained };
}
function compute(trace, options) {
  return locate(detect(trace, options), options.prior ?? PRIOR);
}
function explainSymptoms(ctx, findings, posOf, boost) {
  const moved = /* @__PURE__ */ new Map();
  const causes = findings.filter((f) => GROUNDING_DETECTORS.has(f.detector));
  if (causes.length === 0) return moved;
  for (const late of findings) {
    const pos = posOf.get(late.step);
    if (pos === void 0 || GROUNDING_DETECTORS.has(late.detector)) continue;
    const b = boost.get(pos) ?? 0;
    if (b <= 0) continue;
    const v = ctx.views[pos];
    const acting = v.calls.length > 0 ? v : ctx.views[pos - 1];
    const touched = new Set((acting?.calls ?? []).flatMap((c) => c.argsText.slice(0, 2e3).match(RECORD_REF) ?? []).map(normRef));
    if (touched.size === 0) continue;
    const cause = causes.find((c) => c.step < late.step && (c.message.match(RECORD_REF) ?? []).some((r) => touched.has(normRef(r))));
    const cpos = cause ? posOf.get(cause.step) : void 0;
    if (cpos === void 0) continue;
    boost.set(cpos, (boost.get(cpos) ?? 0) + b);
    boost.set(pos, 0);
    moved.set(cpos, [...moved.get(cpos) ?? [], late.step]);
  }
  return moved;
}
function bestStep(steps) {
  let best;
  for (const s of steps) if (!best || s.total > best.total + 1e-9) best = s;
  return best;
}
var SCORED_KINDS = /* @__PURE__ */ new Set(["llm", "retrieval", "tool_call", "prompt"]);
var DECISIVE_BLAME_MARGIN = 1.1;
function decisiveBlame(ctx, blame) {
  let top;
  let second = 0;
  blame.forEach((e, pos) => {
    if (isContainer(ctx, pos)) return;
    if (!top || e.blame > top.b) {
      second = Math.max(second, top?.b ?? 0);
      top = { pos, b: e.blame };
    } else second = Math.max(second, e.blame);
  });
  if (!top || top.b < BLAME_LINE || top.b < DECISIVE_BLAME_MARGIN * second) return void 0;
  const s = ctx.views[top.pos].step;
  if (!SCORED_KINDS.has(s.kind) || s.score === void 0 && s.error === void 0) return void 0;
  return top.pos;
}
function chooseSteps(detected, blame, model) {
  const { steps } = locate(detected, model);
  const decisive = decisiveBlame(detected.ctx, blame);
  if (decisive !== void 0) {
    let entry = steps.find((x) => x.prior.pos === decisive);
    if (!entry) steps.push(entry = { prior: { pos: decisive, score: 0, reasons: [] }, findingBoost: 0, total: 0 });
    const best = bestStep(steps);
    if (best !== entry) {
      entry.total = best.total + 1;
      entry.prior = { ...entry.prior, reasons: [...entry.prior.reasons, "decisive step blame (the source's own health scores)"] };
    }
  }
  return steps;
}
function rankSteps(ctx, steps, cal) {
  const weighed = new Set(steps.map((s) => s.prior.pos));
  const cands = steps.map((s) => ({ pos: s.prior.pos, total: s.total, candidate: true })).sort((a, b) => b.total - a.total);
  const rest = ctx.views.filter((v) => !weighed.has(v.pos)).sort((a, b) => Number(a.isEnvironment) - Number(b.isEnvironment) || a.pos - b.pos).map((v) => ({ pos: v.pos, total: 0, candidate: false }));
  const ranked = [...cands, ...rest];
  return { ranked, ps: probabilities(ranked, rest.length, cal) };
}
function verdictOf(detected, blame, cal, model) {
  const { ctx, findings, fused } = detected;
  if (ctx.trace.success === true) return null;
  if (ctx.trace.success === null && findings.length === 0) return null;
  const steps = chooseSteps(detected, blame, model);
  const chosen = bestStep(steps);
  if (!chosen) {
    return { mode: null, step: null, agent: null, confidence: 0, evidence: [], runnerUps: [], reason: "no step could be blamed: every step is tool output or a sign-off", source: "rules" };
  }
  const { ranked, ps } = rankSteps(ctx, steps, cal);
  const size = setSize(ps, cal);
  const candidates = ranked.slice(0, Math.max(MIN_CANDIDATES, Math.min(size, MAX_CANDIDATES))).map((r, i) => ({
    step: ctx.views[r.pos].step.index,
    agent: agentOf(ctx.views[r.pos].agent, ctx.trace),
    p: round(ps[i])
  }));
  const set = ranked.slice(0, Math.min(size, MAX_SET)).map((r) => ctx.views[r.pos].step.index);
  const v = ctx.views[chosen.prior.pos];
  const here = fused.find((m) => findings.some((f) => f.mode === m.mode && f.step === v.step.index));
  const runnerUps = fused.filter((m) => m !== here).slice(0, 3).map((m) => ({ mode: m.mode, probability: round(m.probability) }));
  if (here) {
    const f = findings.filter((x) => x.mode === here.mode && x.step === v.step.index).sort((a, b) => b.confidence - a.confidence)[0];
    return { mode: here.mode, step: v.step.index, agent: agentOf(v.agent, ctx.trace), confidence: round(here.probability), evidence: f.evidence, runnerUps, source: "rules", candidates, set };
  }
  const z = steps.reduce((s, x) => s + Math.exp(x.total - chosen.total), 0);
  const ev = { step: v.step.index, quote: quote(primaryText(v)), note: chosen.prior.reasons.filter((r) => !r.includes("recency")).join("; ") || "most likely origin" };
  if (v.agent !== void 0) ev.agent = v.agent;
  return { mode: null, step: v.step.index, agent: agentOf(v.agent, ctx.trace), confidence: round(Math.min(0.5, 1 / z)), evidence: [ev], runnerUps, source: "rules", candidates, set };
}
function agentOf(agent, trace) {
  if (agent !== void 0) return agent;
  const declared = trace.agents ? Object.keys(trace.agents) : [];
  if (declared.length === 1) return declared[0];
  if (declared.length === 0 && trace.model) return trace.model;
  return null;
}
function sane(trace) {
  if (typeof trace.task === "string" && trace.meta && typeof trace.meta === "object") return trace;
  return { ...trace, task: typeof trace.task === "string" ? trace.task : "", meta: trace.meta && typeof trace.meta === "object" ? trace.meta : {} };
}
function round(x) {
  return Math.round(x * 1e3) / 1e3;
}
function attribute(trace, options = {}) {
  try {
    if (!Array.isArray(trace.steps) || trace.steps.length === 0) return notAttributable("the trace has no steps");
    if (trace.steps.length > (options.maxSteps ?? MAX_STEPS)) return notAttributable(`the trace has ${trace.steps.length} steps, more than the ${options.maxSteps ?? MAX_STEPS} attribution reads`);
    const detected = detect(sane(trace), options);
    const { blame, maxBlame } = stepBlame(detected.ctx);
    return { verdict: verdictOf(detected, blame, options.calibration ?? CALIBRATION, options.prior ?? PRIOR), findings: detected.findings, blame, maxBlame };
  } catch (e) {
    return notAttributable(`the trace could not be read: ${e instanceof Error ? e.message : String(e)}`.slice(0, 300));
  }
}
function explain(trace, attribution, options = {}) {
  const lines = [];
  const outcome = trace.success === true ? "passed" : trace.success === false ? "failed" : "outcome unknown";
  lines.push(`trace ${trace.id}: ${trace.steps.length} steps, ${outcome}`);
  if (attribution.verdict?.reason) {
    lines.push(`not attributable: ${attribution.verdict.reason}`);
    return lines;
  }
  if (trace.steps.length === 0) return lines;
  const internals = compute(sane(trace), options);
  lines.push(`signals: ${internals.ctx.structured ? "structured" : ""}${internals.ctx.structured && internals.ctx.prose ? " + " : ""}${internals.ctx.prose ? "prose" : ""}`);
  if (trace.success === true) lines.push(`passed run: only findings with confidence >= ${options.passedMinConfidence ?? 0.8} are kept`);
  lines.push(`findings: ${internals.findings.length}`);
  for (const f of internals.findings.slice(0, 20)) lines.push(`  ${f.mode} step ${f.step}${f.agent ? ` (${f.agent})` : ""} ${f.detector} confidence ${f.confidence}: ${f.message}`);
  lines.push("fusion: log-odds = 0.5 \xD7 logit(MAST prevalence) [once per mode] + \u03A3 weight \xD7 logit(confidence) [weights 1, 1/2, 1/4 \u2026 strongest first]");
  for (const m of internals.fused) {
    const terms2 = m.terms.map((t) => `${t.weight === 1 ? "" : `${t.weight}\xD7`}(${fmt(t.llr)}) [${t.label}]`).join(" + ");
    lines.push(`  ${m.mode}: ${fmt(m.priorLogOdds)} + ${terms2} = ${fmt(m.logOdds)} \u2192 p = ${m.probability.toFixed(3)}`);
  }
  if (trace.success !== true) {
    const model = options.prior ?? PRIOR;
    const weights = FEATURES.filter((k) => (model.weights[k] ?? 0) !== 0).map((k) => `${model.weights[k]} \xD7 ${k}`);
    lines.push(`step choice: score = ${weights.join(" + ")} (rules/prior.json${model.pull === null ? ": the hand rules, which no learned weighting beat held out" : `, trained with pull ${model.pull}`}); locator = its rules below, findings = ${FINDING_STEP_WEIGHT} \xD7 max(0, logit(confidence)) of the findings at the step`);
    const ranked = [...internals.steps].sort((a, b) => b.total - a.total).slice(0, 5);
    for (const s of ranked) {
      const v2 = internals.ctx.views[s.prior.pos];
      const symptoms = internals.explained.get(s.prior.pos);
      const parts = [...s.prior.reasons, ...s.findingBoost > 0 ? [`+${s.findingBoost.toFixed(2)} findings`] : [], ...symptoms ? [`including those of step ${symptoms.slice(0, 3).join(", ")}, a later failure on the record it misread`] : []];
      lines.push(`  step ${v2.step.index}${v2.agent ? ` (${v2.agent})` : ""}: ${fmt(s.total)} = ${parts.join("; ") || "0"}`);
      if (s.features) {
        const t = terms(s.features, model).map((x) => `${x.weight} \xD7 ${x.feature} ${fmt(x.value)}`);
        lines.push(`    prior terms: ${t.join(" + ") || "none"}`);
      }
    }
  }
  const v = attribution.verdict;
  if (v?.candidates?.length) {
    const cal = options.calibration ?? CALIBRATION;
    lines.push(`candidates: p(first) = \u03C3(${fmt(cal.top.bias)} + ${cal.top.lead} \xD7 lead over the second [capped at 5]); the others share the rest by softmax(score / ${cal.temperature}) (rules/calibration.json)`);
    lines.push(`  ${v.candidates.map((c) => `step ${c.step}${c.agent ? ` (${c.agent})` : ""} p ${c.p.toFixed(2)}`).join(", ")}`);
    if (v.set) lines.push(`  ${Math.round(cal.level * 100)}% set (cumulative p \u2265 ${cal.setThreshold}): steps ${v.set.slice(0, 20).join(", ")}${v.set.length > 20 ? ` \u2026 (${v.set.length})` : ""}`);
    const unsure = shortList(v);
    if (unsure) lines.push(`  ${unsure}`);
  }
  if (v) lines.push(`verdict: ${v.mode ?? "no mode"} at step ${v.step ?? "-"} by ${v.agent ?? "-"}, confidence ${v.confidence}${v.source === "rules+judge" ? " (rules + LLM judge)" : ""}`);
  else lines.push("verdict: none (no failure to attribute)");
  lines.push(`max step blame ${attribution.maxBlame}`);
  return lines;
}
function fmt(x) {
  return `${x >= 0 ? "+" : ""}${x.toFixed(2)}`;
}

// src/pipeline/analyze-file.ts
import { closeSync, constants as fsConstants, fstatSync, openSync } from "node:fs";
import path2 from "node:path";

// src/sarif/locate.ts
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// src/sarif/code-mask.ts
var CODE2 = 0;
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
      const quote2 = triple ? c + c + c : c;
      i += quote2.length;
      while (i < n) {
        if (text[i] === "\\") {
          out[i++] = STRING;
          if (i < n) out[i++] = STRING;
          continue;
        }
        if (text.startsWith(quote2, i)) {
          i += quote2.length;
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

// src/sarif/definitions.ts
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
function findDefinitions(text, path3) {
  const lines = text.split("\n");
  const out = [];
  const language = languageOf(path3);
  const isPython = language === "python";
  const isJson = language === "json";
  const classes = classify(text, language);
  const starts = [];
  for (let i = 0, at = 0; i < lines.length; i++) {
    starts.push(at);
    at += lines[i].length + 1;
  }
  const classAt = (line, column) => classes[starts[line] + column] ?? CODE2;
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
      if (classAt(i, leadOf(m)) !== CODE2) continue;
      const name = m.indices?.[1];
      if (name && name[1] > name[0]) {
        const quoted = /["'`]/.test(line[name[0] - 1] ?? "");
        if (classAt(i, name[0]) !== (quoted ? STRING : CODE2)) continue;
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
      if (line.trim() !== "" && classAt(i, first) === CODE2 && !line.trim().startsWith("#")) pendingDecorators = [];
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
function linguistExcluded(root, files) {
  return new Promise((resolve) => {
    const child = execFile(
      "git",
      ["check-attr", "-z", "--stdin", "linguist-vendored", "linguist-generated"],
      { cwd: root, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return resolve(/* @__PURE__ */ new Set());
        const out = /* @__PURE__ */ new Set();
        const parts = stdout.split("\0");
        for (let i = 0; i + 2 < parts.length; i += 3) {
          const value = parts[i + 2];
          if (value === "set" || value === "true") out.add(parts[i]);
        }
        resolve(out);
      }
    );
    child.stdin?.on("error", () => void 0);
    child.stdin?.end(files.join("\0"));
  });
}

// src/sarif/skip.ts
var DEFAULT_SOURCE_SKIP = [
  // tests
  "**/test/**",
  "**/tests/**",
  "**/__tests__/**",
  "**/spec/**",
  "**/fixtures/**",
  "**/__fixtures__/**",
  "**/*.test.*",
  "**/*.spec.*",
  "**/test_*.py",
  "**/*_test.py",
  "**/conftest.py",
  // vendored and installed
  "**/node_modules/**",
  "**/vendor/**",
  "**/third_party/**",
  "**/.venv/**",
  "**/venv/**",
  "**/site-packages/**",
  // generated and build output
  "**/dist/**",
  "**/build/**",
  "**/coverage/**",
  "**/.next/**",
  "**/*.min.js",
  "**/*.generated.*",
  "**/*_pb2.py",
  "**/*.d.ts"
];

// src/sarif/frames.ts
var PY_FRAME = /File "([^"]+)", line (\d+)(?:, in ([^\s]+))?/g;
var JS_FRAME = /\bat (?:(?:async )?([^\s()]+) \()?((?:file:\/\/)?[^\s()]+?):(\d+)(?::\d+)?\)?(?=\s|$)/gm;
function parseStackFrames(text) {
  const py = [];
  for (const m of text.matchAll(PY_FRAME)) {
    py.push({ file: m[1], line: Number(m[2]), ...m[3] ? { function: m[3] } : {} });
  }
  if (py.length > 0) return py.reverse();
  const js = [];
  for (const m of text.matchAll(JS_FRAME)) {
    const file = m[2].replace(/^file:\/\//, "");
    if (!/[/\\]|\.[cm]?[jt]sx?$/.test(file)) continue;
    js.push({ file, line: Number(m[3]), ...m[1] ? { function: m[1] } : {} });
  }
  return js;
}
function isLibraryFrame(file) {
  return /(^|[/\\])(node_modules|site-packages|dist-packages|\.venv|venv|__pypackages__)([/\\]|$)/.test(file) || /^(node:|internal[/\\]|<)/.test(file) || /[/\\]lib[/\\]python\d/.test(file);
}

// src/sarif/json-lines.ts
function scanJsonArrays(text) {
  const arrays = [];
  const stack = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  const valueStarts = () => {
    const top = stack[stack.length - 1];
    if (top?.kind === "array" && top.expectValue) {
      top.site.elements.push(line);
      top.expectValue = false;
    }
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      line++;
      i++;
      continue;
    }
    if (c === 32 || c === 9 || c === 13) {
      i++;
      continue;
    }
    if (c === 34) {
      const start = i + 1;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 92) i += 2;
        else if (d === 34) break;
        else {
          if (d === 10) line++;
          i++;
        }
      }
      const str = text.slice(start, i);
      i++;
      let j = i;
      while (j < n && /\s/.test(text[j])) j++;
      const top = stack[stack.length - 1];
      if (text[j] === ":" && top?.kind === "object") {
        top.lastKey = str;
      } else {
        valueStarts();
      }
      continue;
    }
    if (c === 123) {
      valueStarts();
      stack.push({ kind: "object", lastKey: null });
      i++;
      continue;
    }
    if (c === 91) {
      valueStarts();
      const parent = stack[stack.length - 1];
      const site = { key: parent?.kind === "object" ? parent.lastKey : null, depth: stack.length, line, elements: [] };
      arrays.push(site);
      stack.push({ kind: "array", site, expectValue: true });
      i++;
      continue;
    }
    if (c === 125 || c === 93) {
      stack.pop();
      i++;
      continue;
    }
    if (c === 44) {
      const top = stack[stack.length - 1];
      if (top?.kind === "array") top.expectValue = true;
      i++;
      continue;
    }
    if (c === 58) {
      i++;
      continue;
    }
    valueStarts();
    while (i < n && !/[\s,\]}]/.test(text[i])) i++;
  }
  return arrays;
}
var STEP_KEYS = ["steps", "history", "messages", "traj", "trajectory", "spans", "events"];
function stepLine(text, step) {
  if (step.traceLine) return step.traceLine;
  if (step.spanId) {
    const at = text.indexOf(`"${step.spanId}"`);
    if (at >= 0) return text.slice(0, at).split("\n").length;
  }
  const arrays = scanJsonArrays(text).filter((a) => a.elements.length > 0);
  const named = arrays.filter((a) => a.key !== null && STEP_KEYS.includes(a.key));
  const pool = named.length > 0 ? named : arrays;
  const exact = pool.find((a) => a.elements.length === step.stepCount);
  const site = exact ?? pool.sort((a, b) => Math.abs(a.elements.length - step.stepCount) - Math.abs(b.elements.length - step.stepCount))[0];
  if (!site) return null;
  const byIndex = site.elements[step.index];
  const byPosition = site.elements[step.position];
  return (exact ? byPosition : byIndex ?? byPosition) ?? site.line;
}

// src/sarif/locate.ts
function stepSites(trace, result) {
  const wanted = /* @__PURE__ */ new Set();
  for (const f of result.findings ?? []) wanted.add(f.step);
  if (result.verdict?.step !== null && result.verdict?.step !== void 0) wanted.add(result.verdict.step);
  const sites = [];
  trace.steps.forEach((s, position) => {
    if (!wanted.has(s.index)) return;
    const site = { step: s.index, position };
    if (s.name) site.name = s.name;
    if (s.code) site.code = s.code;
    if (s.spanId) site.spanId = s.spanId;
    const frames = s.error ? parseStackFrames(s.error).slice(0, 20) : [];
    if (frames.length) site.frames = frames;
    sites.push(site);
  });
  return sites;
}
function isTestPath(file) {
  return /(^|\/)(tests?|__tests__|spec|fixtures?)(\/|$)|\.(test|spec)\.[^/]+$|(^|\/)test_[^/]+\.py$/.test(file);
}
function indexSources(root, sources, committed = null) {
  const definitions = /* @__PURE__ */ new Map();
  for (const { path: file, text } of sources) {
    for (const d of findDefinitions(text, file)) {
      const key = d.name;
      if (!key) continue;
      const list = definitions.get(key) ?? [];
      list.push({ file, line: d.line, kind: d.kind });
      definitions.set(key, list);
    }
  }
  for (const list of definitions.values()) {
    list.sort(
      (a, b) => KIND_RANK[a.kind] - KIND_RANK[b.kind] || Number(isTestPath(a.file)) - Number(isTestPath(b.file)) || a.file.localeCompare(b.file) || a.line - b.line
    );
  }
  return { root: path.resolve(root), files: new Set(sources.map((s) => s.path)), definitions, committed };
}
async function buildSourceIndex(options) {
  const root = path.resolve(options.root);
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
  const sources = [];
  for (const rel of found.sort().slice(0, maxFiles)) {
    const abs = path.join(root, rel);
    try {
      if (statSync(abs).size > maxBytes) continue;
      sources.push({ path: rel.split(path.sep).join("/"), text: readFileSync(abs, "utf8") });
    } catch {
    }
  }
  return indexSources(root, sources, options.committed ?? null);
}
function safeRepoPath(p) {
  if (!p || p.includes("\\") || p.includes("\0") || p.startsWith("/") || /^[A-Za-z]:/.test(p)) return null;
  const parts = p.split("/");
  if (parts.some((s) => s === "" || s === "." || s === "..")) return null;
  return p;
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
      if (textCache.size > 64) textCache.clear();
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
  function fromTraceFile(trace, step) {
    const uri = toRepoPath(trace.file, cwd, false);
    if (!uri) return null;
    if (step === null) return { uri, line: trace.line ?? 1, via: "trace-file", anchor: `line:${trace.line ?? 1}` };
    const text = trace.line ? null : cachedText(path.join(root, uri));
    const s = site(trace, step);
    const line = trace.line ? trace.line : text ? stepLine(text, {
      index: step,
      position: s?.position ?? step,
      stepCount: trace.steps,
      ...s?.spanId ? { spanId: s.spanId } : {}
    }) : null;
    return { uri, line: line ?? 1, via: "trace-file", anchor: `line:${line ?? 1}` };
  }
  return {
    locate({ trace, step, agent }) {
      return fromCode(trace, step) ?? fromDefinition(trace, step, agent) ?? fromTraceFile(trace, step);
    }
  };
}

// src/analyze/trace-result.ts
function baseResult(trace) {
  const agents = /* @__PURE__ */ new Set();
  const errors = [];
  for (const step of trace.steps) {
    if (step.agent) agents.add(step.agent);
    const message = step.error ?? (step.kind === "error" ? String(step.output ?? step.name ?? "error") : void 0);
    if (message !== void 0 && message !== "") {
      errors.push({
        step: step.index,
        kind: step.kind,
        ...step.agent ? { agent: step.agent } : {},
        ...step.name ? { name: step.name } : {},
        // Clipped later, after redaction (pipeline/compact.ts).
        message
      });
    }
  }
  return {
    id: trace.id,
    file: trace.origin.file,
    ...trace.origin.line ? { line: trace.origin.line } : {},
    format: trace.origin.format,
    task: trace.task,
    success: trace.success,
    steps: trace.steps.length,
    agents: [...agents],
    errors
  };
}

// src/compare/signature.ts
import { createHash } from "node:crypto";

// src/compare/actions.ts
var NOISE_KEY = /^(?:id|.*_id|.*Id|uuid|timestamp|time|ts|created_?at|updated_?at|started_?at|date|nonce|request_?id|trace_?id|span_?id|session_?id|idempotency_?key)$/;
var NOISE_VALUE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?|[0-9a-f]{24,})$/i;
function isRecord2(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function parsedArgs(value) {
  if (typeof value !== "string") return value;
  const t = value.trim();
  if (!t.startsWith("{")) return value;
  try {
    return JSON.parse(t);
  } catch {
    return value;
  }
}
function stableValue(value, depth = 0) {
  if (value === null || value === void 0) return "null";
  if (typeof value === "string") return NOISE_VALUE.test(value) ? "<noise>" : JSON.stringify(value.length > 200 ? value.slice(0, 200) : value);
  if (typeof value === "number") return value > 1e9 && value < 1e11 ? "<time>" : String(value);
  if (typeof value === "boolean") return String(value);
  if (depth > 4) return "\u2026";
  if (Array.isArray(value)) return `[${value.slice(0, 20).map((v) => stableValue(v, depth + 1)).join(",")}]`;
  if (isRecord2(value)) {
    const keys = Object.keys(value).filter((k) => !NOISE_KEY.test(k)).sort();
    return `{${keys.slice(0, 40).map((k) => `${k}:${stableValue(value[k], depth + 1)}`).join(",")}}`;
  }
  return typeof value;
}
function typeName(v) {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}
function stepCall(step) {
  const call = step.toolCalls?.[0];
  if (call) return { tool: step.toolCalls.map((c) => c.name).join("+"), args: parsedArgs(call.arguments) };
  if (step.kind === "tool_call" || step.kind === "retrieval" || step.kind === "observation") return { tool: step.name ?? "", args: parsedArgs(step.input) };
  return { tool: step.kind === "llm" ? "" : step.name ?? "", args: void 0 };
}
function actionOf(step) {
  const { tool, args } = stepCall(step);
  const map = /* @__PURE__ */ new Map();
  let shape = "";
  if (isRecord2(args)) {
    const keys = Object.keys(args).filter((k) => !NOISE_KEY.test(k)).sort();
    for (const k of keys) map.set(k, stableValue(args[k]));
    shape = keys.map((k) => `${k}:${typeName(args[k])}`).join(",");
  } else if (args !== void 0) {
    map.set("", stableValue(args));
    shape = typeName(args);
  }
  return {
    step: step.index,
    agent: step.agent ?? "",
    kind: step.kind,
    tool,
    shape,
    args: map,
    ...step.latencyMs !== void 0 ? { latencyMs: step.latencyMs } : {}
  };
}
function actionsOf(trace) {
  return trace.steps.filter((s) => s.kind !== "observation" && s.agent !== "tool").map(actionOf);
}
function actionKey(a) {
  return `${a.agent}|${a.kind}|${a.tool}|${a.shape}`;
}
function describeAction(a) {
  if (a.tool) return `\`${a.tool}\``;
  return `${a.agent ? `${a.agent}'s ` : "a "}${a.kind.replace("_", " ")}`;
}

// src/compare/signature.ts
function failureSignature(trace, verdict) {
  const step = verdict.step === void 0 ? void 0 : trace.steps.find((s) => s.index === verdict.step);
  const a = step ? actionOf(step) : null;
  const text = `${verdict.mode ?? "?"}|${verdict.agent ?? a?.agent ?? ""}|${a ? `${a.kind}|${a.tool}|${a.shape}` : ""}`;
  return { id: `sig-${createHash("sha256").update(text).digest("hex").slice(0, 12)}`, text };
}

// src/pipeline/compact.ts
var DEFAULT_LIMITS = { blameSteps: 3, minBlame: 0.05, findings: 6, evidence: 3, quoteChars: 300, errors: 20, errorChars: 2e3, taskChars: 1e3 };
function clip(text, max, total = text.length) {
  if (text.length <= max) return text;
  const kept = sliceWhole(text, 0, max);
  return `${kept}\u2026 [${Math.max(total, text.length) - kept.length} more characters]`;
}
var REDACTION_SLACK = 16 * 1024;
function preclipResult(result, limits = DEFAULT_LIMITS) {
  const lengths = {};
  const cut = (text, max) => sliceWhole(text, 0, max + REDACTION_SLACK);
  let out;
  if (result.task.length > limits.taskChars + REDACTION_SLACK) {
    out = { ...result, task: cut(result.task, limits.taskChars) };
    lengths.task = result.task.length;
  }
  if (result.errors.some((e) => e.message.length > limits.errorChars + REDACTION_SLACK)) {
    lengths.errors = result.errors.map((e) => e.message.length > limits.errorChars + REDACTION_SLACK ? e.message.length : void 0);
    (out ??= { ...result }).errors = result.errors.map((e) => e.message.length > limits.errorChars + REDACTION_SLACK ? { ...e, message: cut(e.message, limits.errorChars) } : e);
  }
  return { result: out ?? result, lengths };
}
function clipQuotes(list, limits) {
  if (list.every((e) => e.quote.length <= limits.quoteChars)) return list;
  return list.map((e) => e.quote.length > limits.quoteChars ? { ...e, quote: clip(e.quote, limits.quoteChars) } : e);
}
function topBlame(blame, n, min = 0) {
  if (blame.length <= n && blame.every((b) => b.blame >= min)) return blame;
  return blame.filter((b) => b.blame >= min).sort((a, b) => b.blame - a.blame || a.step - b.step).slice(0, n).sort((a, b) => a.step - b.step);
}
function mostConfident(findings, n) {
  if (findings.length <= n) return findings;
  const keep = new Set(
    findings.map((f, i) => ({ f, i })).sort((a, b) => b.f.confidence - a.f.confidence || a.i - b.i).slice(0, n).map((x) => x.i)
  );
  return findings.filter((_, i) => keep.has(i));
}
function trimResult(result, limits = DEFAULT_LIMITS) {
  const out = { ...result };
  if (out.errors.length > limits.errors) out.errors = out.errors.slice(0, limits.errors);
  if (out.blame) out.blame = topBlame(out.blame, limits.blameSteps, limits.minBlame);
  if (out.findings) {
    out.findings = mostConfident(out.findings, limits.findings).map((f) => {
      const evidence = f.evidence.length > limits.evidence ? f.evidence.slice(0, limits.evidence) : f.evidence;
      return evidence === f.evidence ? f : { ...f, evidence };
    });
  }
  if (out.verdict && out.verdict.evidence.length > limits.evidence) out.verdict = { ...out.verdict, evidence: out.verdict.evidence.slice(0, limits.evidence) };
  if (out.sites && out.sites.length > 0) {
    const named = /* @__PURE__ */ new Set();
    for (const f of out.findings ?? []) named.add(f.step);
    if (out.verdict && out.verdict.step !== null) named.add(out.verdict.step);
    const sites = out.sites.filter((s) => named.has(s.step));
    if (sites.length !== out.sites.length) out.sites = sites;
  }
  return out;
}
function clipResult(result, limits = DEFAULT_LIMITS, lengths = {}) {
  let out;
  const edit = () => out ??= { ...result };
  if (result.task.length > limits.taskChars) edit().task = clip(result.task, limits.taskChars, lengths.task);
  if (result.errors.some((e) => e.message.length > limits.errorChars))
    edit().errors = result.errors.map((e, i) => e.message.length > limits.errorChars ? { ...e, message: clip(e.message, limits.errorChars, lengths.errors?.[i]) } : e);
  const long = (e) => e.quote.length > limits.quoteChars;
  if (result.findings?.some((f) => f.evidence.some(long)))
    edit().findings = result.findings.map((f) => f.evidence.some(long) ? { ...f, evidence: clipQuotes(f.evidence, limits) } : f);
  if (result.verdict) {
    const evidence = clipQuotes(result.verdict.evidence, limits);
    if (evidence !== result.verdict.evidence) edit().verdict = { ...result.verdict, evidence };
  }
  return out ?? result;
}

// src/analyze/analyze.ts
var cachedKey = null;
var cachedLedger = null;
function verifyOptions(options) {
  const out = {};
  if (options.signingKey) {
    if (cachedKey?.text !== options.signingKey) cachedKey = { text: options.signingKey, key: parseKey(options.signingKey, "signing-key") };
    out.key = cachedKey.key;
  }
  if (options.ledgerText !== void 0) {
    if (cachedLedger?.text !== options.ledgerText) cachedLedger = { text: options.ledgerText, index: parseLedger(options.ledgerText) };
    out.ledger = cachedLedger.index;
  }
  return out;
}
function verification(trace, options, sidecar) {
  const opts = verifyOptions(options);
  const entry = sidecar ? sidecarBlockFor(sidecar, trace.origin.position ?? 0, trace.id) : void 0;
  if (entry && "error" in entry) return { verdict: "tampered", step: null, algorithm: null, reason: entry.error };
  return verifyTrace(trace, opts, entry?.block);
}
function analyzeTrace(trace, options, sidecar = null, limits = DEFAULT_LIMITS) {
  const attribution = attribute(trace);
  const result = { ...baseResult(trace), ...attribution };
  if (options.explain) result.explanation = explain(trace, attribution);
  if (trace.success === false && attribution.verdict) {
    const v = attribution.verdict;
    result.signature = failureSignature(trace, { mode: v.mode ?? void 0, agent: v.agent ?? void 0, step: v.step ?? void 0 }).id;
  }
  const sites = stepSites(trace, result);
  if (sites.length > 0) result.sites = sites;
  if (options.integrity !== "off") {
    const v = verification(trace, options, sidecar);
    result.integrity = {
      verdict: v.verdict,
      step: v.step,
      algorithm: v.algorithm,
      ...v.reason ? { reason: v.reason } : {}
    };
    if (isUntrusted(v.verdict)) result.untrusted = true;
  }
  const known = options.signingKey ? [options.signingKey, ...options.secrets ?? []] : options.secrets ?? [];
  const pre = preclipResult(trimResult(result, limits), limits);
  return clipResult(redactDeep(pre.result, known), limits, pre.lengths);
}

// src/report/summary.ts
function emptyTally() {
  return { traces: 0, failed: 0, passed: 0, unknown: 0, modes: {} };
}
function countTrace(tally, t) {
  tally.traces++;
  if (t.success === false) tally.failed++;
  else if (t.success === true) tally.passed++;
  else tally.unknown++;
  const mode = t.success === false ? t.verdict?.mode : void 0;
  if (mode) tally.modes[mode] = (tally.modes[mode] ?? 0) + 1;
}
function addTally(into, from) {
  into.traces += from.traces;
  into.failed += from.failed;
  into.passed += from.passed;
  into.unknown += from.unknown;
  for (const [mode, n] of Object.entries(from.modes)) into.modes[mode] = (into.modes[mode] ?? 0) + n;
}
function summaryOf(tally, files, skipped) {
  const known = tally.failed + tally.passed;
  return {
    files,
    traces: tally.traces,
    failed: tally.failed,
    skipped,
    passed: tally.passed,
    unknown: tally.unknown,
    failureRate: known === 0 ? null : tally.failed / known,
    modes: tally.modes
  };
}
function summarize(traces, files, skipped) {
  const tally = emptyTally();
  for (const t of traces) countTrace(tally, t);
  return summaryOf(tally, files, skipped);
}

// src/pipeline/analyze-file.ts
var WHOLE_FILE_BYTES = 8 * 1024 * 1024;
function smallDocument(file) {
  if (/\.(jsonl|ndjson)$/i.test(file)) return null;
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
  const real = options.cwd ? path2.resolve(options.cwd, file) : file;
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
  const real = options.cwd ? path2.resolve(options.cwd, file) : file;
  if (options.integrity !== "off" && (!listing || listing.mayHaveSidecar(real))) {
    try {
      sidecar = await readSidecar(real);
    } catch (err) {
      skipped.push({ file: `${file}${SIDECAR_SUFFIX}`, reason: `integrity sidecar unreadable: ${err instanceof Error ? err.message : String(err)}` });
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
    skipped.push({ file, reason: `could not be read: ${err instanceof Error ? err.message : String(err)}` });
  }
  for (const gone of sidecar ? goneEntries(sidecar, seen) : []) {
    const gr = goneResult({ id: gone.id, file, format, algorithm: gone.integrity.algorithm, reason: `signed trace at position ${gone.position} is gone from the file` });
    const result = redactDeep(gr, options.signingKey ? [options.signingKey] : []);
    countTrace(tally, result);
    traces.push(JSON.stringify(result));
  }
  return { traces: traces.join("\n"), skipped, tally };
}

export {
  DEFAULT_SOURCE_SKIP,
  emptyTally,
  countTrace,
  addTally,
  summaryOf,
  summarize,
  boundedText,
  quote,
  logit,
  sigmoid,
  attribute,
  explain,
  gitTrackedFiles,
  indexSources,
  buildSourceIndex,
  safeRepoPath,
  createLocator,
  actionsOf,
  actionKey,
  describeAction,
  failureSignature,
  analyzeFile
};
