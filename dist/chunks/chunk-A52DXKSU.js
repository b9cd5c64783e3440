import {
  CALIBRATION,
  probabilities,
  setSize,
  shortList
} from "./chunk-4DRLQO6S.js";
import {
  compareCodePoints
} from "./chunk-IQDB7SWC.js";
import {
  asText
} from "./chunk-MEJZJAMB.js";
import {
  anyTokenIn,
  boundedText,
  canonicalKey,
  jaccard,
  logit,
  memoOfNames,
  quote,
  sha256Bytes,
  sha256Hex,
  sigmoid,
  sliceWhole,
  tokens,
  verdictSignature
} from "./chunk-WTIS45MQ.js";
import {
  modeSpec
} from "./chunk-IH3VJ64J.js";
import {
  ModeIdSchema
} from "./chunk-AILNL7PL.js";
import {
  redactDeep
} from "./chunk-KR66X3FU.js";
import {
  asRecord,
  isRecord
} from "./chunk-5S3KQJG7.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";
import {
  BACKSLASH,
  COLON,
  COMMA,
  CR,
  DIGIT_0,
  DIGIT_9,
  LBRACE,
  LBRACKET,
  MAX_DEPTH,
  MINUS,
  NEWLINE,
  QUOTE,
  RBRACE,
  RBRACKET,
  SLASH,
  SPACE,
  TAB,
  isJsonSpace,
  parseStackFrames
} from "./chunk-2JW5TEAS.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/attribution/context.ts
function toolNames(ctx) {
  if (ctx.toolNameMemo === void 0) {
    ctx.toolNameMemo = /* @__PURE__ */ new Set();
    for (const v of ctx.views) for (const c of v.calls) ctx.toolNameMemo.add(c.name);
  }
  return ctx.toolNameMemo;
}
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
  const calls = step.toolCalls;
  for (let i = 0, n = calls === void 0 ? 0 : Math.min(calls.length, 50); i < n; i++) {
    const c = calls[i];
    if (c.name === "think") continue;
    out.push({ name: c.name, argsKey: canonicalKey(c.arguments, budget), argsText: boundedText(c.arguments, budget) });
  }
  return out;
}
var THOUGHT_TOKENS_MAX = 1500;
function thoughtTokens(v, max) {
  if (max > THOUGHT_TOKENS_MAX) return tokens(v.thought, max);
  v.thoughtTokenMemo ??= tokens(v.thought, THOUGHT_TOKENS_MAX);
  const all = v.thoughtTokenMemo;
  return all.length > max ? all.slice(0, max) : all;
}
function buildContext(trace) {
  const budget = perStepBudget(trace.steps.length);
  let callSteps = 0;
  let flagged = false;
  const views = trace.steps.map((step, pos) => {
    const calls = callsOf(step, budget);
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
      mutating,
      thoughtTokenMemo: void 0
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
    toolNameMemo: void 0
  };
}

// src/attribution/detectors/types.ts
var ServesSchema = lazySchema((z) => z.enum(["structured", "prose", "both"]));
var DetectorMetaSchema = lazySchema(
  (z) => z.strictObject({
    /** Stable id, the name of its file, test and docs page. */
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    /** The name its findings carry (`detector` in results.json): held fixed, reports and baselines key on it. */
    name: z.string().regex(/^[A-Z][A-Za-z]+Detector$/),
    modes: z.array(ModeIdSchema).min(1),
    serves: ServesSchema,
    /** One paragraph: what it looks for, and what it leaves alone. */
    description: z.string().min(80),
    /**
     * The highest confidence it ever reports. A passed run keeps only findings at least
     * `passedMinConfidence` sure, so a detector that cannot reach that is not run on one.
     * The detector tests hold every finding to it.
     */
    maxConfidence: z.number().gt(0).max(0.99)
  })
);
function defineDetector(meta23, detect2) {
  return { meta: meta23, name: meta23.name, modes: meta23.modes, serves: meta23.serves, maxConfidence: meta23.maxConfidence, detect: detect2 };
}
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
function metaRecord(meta23, key) {
  return asRecord(meta23[key]);
}
function metaStrings(meta23, key) {
  const v = meta23[key];
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}

// src/attribution/detectors/forbidden-tool.ts
var meta = {
  id: "forbidden-tool",
  name: "ForbiddenToolDetector",
  modes: ["FM-1.1"],
  serves: "structured",
  description: "Reports each step that calls a tool the trace's meta lists under `forbidden_tools` (or `forbiddenTools`), up to 20 per trace. It only runs when the trace declares such a list: a trace that forbids nothing has nothing to break.",
  maxConfidence: 0.92
};
var forbiddenTool = defineDetector(meta, (ctx) => {
  const snake = metaStrings(ctx.trace.meta, "forbidden_tools");
  const camel = metaStrings(ctx.trace.meta, "forbiddenTools");
  if (snake.length === 0 && camel.length === 0) return [];
  const forbidden = /* @__PURE__ */ new Set([...snake, ...camel]);
  const out = [];
  for (const v of ctx.views) {
    const bad = v.calls.find((c) => forbidden.has(c.name));
    if (!bad) continue;
    out.push(finding("FM-1.1", v, 0.92, meta.name, `Called ${bad.name}, which the task forbids.`, [evidenceOf(v, primaryText(v), `forbidden tools: ${[...forbidden].slice(0, 10).join(", ")}`)]));
    if (out.length >= 20) break;
  }
  return out;
});

// src/attribution/detectors/unconfirmed-action.ts
var AFFIRM = /\b(yes|yeah|yep|sure|ok(ay)?|confirm(ed)?|go ahead|proceed|please do|do it|that'?s (right|correct)|correct|sounds good|please (cancel|return|exchange|modify|change|update|book|go))\b/i;
var ASKED = /\?|\b(confirm|would you like|shall i|should i|do you want|proceed)\b/i;
var meta2 = {
  id: "unconfirmed-action",
  name: "UnconfirmedActionDetector",
  modes: ["FM-1.1"],
  serves: "structured",
  description: `In a conversation with a user, reports a state-changing call (cancel, update, book \u2026) when the user's last message holds no confirmation ("yes", "go ahead", "please cancel"). An agent that asked first and got an answer that is not itself a question counts as confirmed. Conversations without a user are left alone. Low confidence: policies differ in what needs a yes.`,
  maxConfidence: 0.4
};
var unconfirmedAction = defineDetector(meta2, (ctx) => {
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
    out.push(finding("FM-1.1", v, 0.4, meta2.name, `${v.calls[0].name} changed state without an explicit confirmation from the user.`, ev));
    if (out.length >= 10) break;
  }
  return out;
});

// src/attribution/detectors/tool-outside-role.ts
var meta3 = {
  id: "tool-outside-role",
  name: "RoleToolDetector",
  modes: ["FM-1.2"],
  serves: "structured",
  description: "Reports a step where an agent calls a tool that its role does not list, when the trace's meta declares the tools of each role (`role_tools` or `roleTools`: agent name to tool names). Agents the table does not name are not checked.",
  maxConfidence: 0.85
};
var roleTools = defineDetector(meta3, (ctx) => {
  const roles = metaRecord(ctx.trace.meta, "role_tools") ?? metaRecord(ctx.trace.meta, "roleTools");
  if (!roles) return [];
  const out = [];
  for (const v of ctx.views) {
    if (v.agent === void 0 || v.calls.length === 0) continue;
    const allowed = roles[v.agent];
    if (!Array.isArray(allowed)) continue;
    const bad = v.calls.find((c) => !allowed.includes(c.name));
    if (!bad) continue;
    out.push(finding("FM-1.2", v, 0.85, meta3.name, `${v.agent} called ${bad.name}, outside its role's tools.`, [evidenceOf(v, primaryText(v), `${v.agent} may use: ${allowed.slice(0, 10).join(", ") || "(none)"}`)]));
    if (out.length >= 20) break;
  }
  return out;
});

// src/attribution/detectors/repeated-tool-call.ts
var REPEAT_WINDOW = 6;
var meta4 = {
  id: "repeated-tool-call",
  name: "RepeatDetector",
  modes: ["FM-1.3"],
  serves: "structured",
  description: "Reports a tool call made again with the same arguments within six steps when it got the same answer again (mostly the same tokens; an unknown answer counts as the same). A single retry after an error is recovery, and the same call that came back with a different result learned something (a test re-run after an edit, a poll that moved on). Also reports a cycle of two or three calls (A-B-A-B-A-B) with different arguments whose third round got the answers of its first.",
  maxConfidence: 0.95
};
var repeatCall = defineDetector(meta4, (ctx) => {
  const out = [];
  const answers = /* @__PURE__ */ new Map();
  const answerOf = (v) => {
    if (answers.has(v)) return answers.get(v);
    const a = resultOf(ctx.views, v);
    answers.set(v, a);
    return a;
  };
  const recent = /* @__PURE__ */ new Map();
  const reported = /* @__PURE__ */ new Set();
  for (const v of ctx.views) {
    let errored;
    for (const c of v.calls) {
      const key = `${c.name}\0${c.argsKey}`;
      const earlier = recent.get(key);
      const prior = earlier === void 0 ? [] : earlier.filter((p) => v.pos - p.v.pos <= REPEAT_WINDOW);
      const meaningful = prior.length === 0 ? prior : prior.filter((p) => !p.errored && sameAnswer(answerOf(p.v), answerOf(v)));
      errored ??= Boolean(v.error) || /^error\b/i.test(v.text) || errorFollows(ctx.views, v.pos);
      if (meaningful.length >= 1 && !reported.has(key)) {
        reported.add(key);
        reported.add(c.name);
        const first = meaningful[0];
        const n = meaningful.length + 1;
        out.push(
          finding("FM-1.3", v, Math.min(0.95, 0.7 + 0.08 * (n - 2)), meta4.name, `${c.name} was called again with the same arguments ${v.pos - first.v.pos} step(s) after the first call.`, [
            evidenceOf(first.v, primaryText(first.v), "first call"),
            evidenceOf(v, primaryText(v), "repeated call")
          ])
        );
      }
      prior.push({ v, errored });
      recent.set(key, prior.length > REPEAT_WINDOW ? prior.slice(-REPEAT_WINDOW) : prior);
    }
    if (out.length >= 20) break;
    if (recent.size > 4 * REPEAT_WINDOW * 8) {
      for (const [k, ps] of recent) if (v.pos - ps[ps.length - 1].v.pos > REPEAT_WINDOW) recent.delete(k);
    }
  }
  return out.concat(cycles(ctx.views, meta4.name, reported, answerOf));
});
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
function cycles(views, detector, reported, answerOf) {
  const seq = [];
  for (const v of views) for (const c of v.calls) seq.push({ v, name: c.name });
  const answerAt = (k) => answerOf(seq[k].v);
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

// src/attribution/detectors/repeated-message.ts
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
var meta5 = {
  id: "repeated-message",
  name: "RepeatMessageDetector",
  modes: ["FM-1.3"],
  serves: "prose",
  description: "Reports an agent posting a near-identical substantive message (80 characters or more, 80% of its words shared) within six steps of its earlier one, when the steps in between brought fewer than three new specific tokens (numbers, identifiers, long words). Long multi-agent logs repeat status and ledger messages by nature while the work between them moves on; a repetition failure is a post repeated with nothing learned in between. A step whose output is its input passed on (a traced function, an LLM call) is data flow, not a repeat.",
  maxConfidence: 0.55
};
var repeatMessage = defineDetector(meta5, (ctx) => {
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
    const twin = recent.find((r) => r.v.agent === v.agent && v.pos - r.v.pos <= REPEAT_WINDOW && jaccard(r.set, set) >= 0.8);
    news ??= twin ? cumulativeNews(ctx) : void 0;
    const learned = twin && news ? news[v.pos - 1] - news[twin.v.pos] : 0;
    if (twin && learned < LEARNED_MAX) {
      out.push(
        finding("FM-1.3", v, 0.55, meta5.name, `${v.agent ?? "An agent"} repeated an earlier message almost word for word.`, [evidenceOf(twin.v, twin.v.thought, "first message"), evidenceOf(v, v.thought, "repeat")])
      );
      if (out.length >= 5) break;
    }
    recent.push({ v, set });
    if (recent.length > REPEAT_WINDOW) recent.shift();
  }
  return out;
});

// src/attribution/record-ids.ts
var RECORD_REF = /#?\b[A-Za-z]{0,6}[-_]?\d{4,}\b/g;
var IDENTIFIER = /#?\b[A-Za-z]{0,8}[-_]?\d{3,}[A-Za-z0-9_-]*\b|#[A-Za-z0-9]{4,}\b/g;
var MAY_HOLD_REF = /\d{4}/;
var MAY_HOLD_IDENTIFIER = /\d{3}|#/;
function identifiers(text) {
  if (!MAY_HOLD_IDENTIFIER.test(text)) return [];
  return text.match(IDENTIFIER) ?? [];
}
var normRef = (s) => s.replace(/^#/, "").toLowerCase();
function recordRefs(text, minDigits = 4) {
  const found = MAY_HOLD_REF.test(text) ? text.match(RECORD_REF) ?? [] : [];
  if (minDigits <= 4) return found;
  const long = new RegExp(`\\d{${minDigits}}$`);
  return found.filter((r) => long.test(r));
}

// src/attribution/detectors/ungrounded-reference.ts
var meta6 = {
  id: "ungrounded-reference",
  name: "UngroundedReferenceDetector",
  modes: ["FM-1.4"],
  serves: "structured",
  description: "Reports the first call whose arguments use an identifier (an order number, a code, an id with digits) that neither the task nor any earlier message, result or call contains: the agent works from something it never saw. Up to five per trace; on traces with more than 200,000 distinct identifiers it stops, since a reference check says little there.",
  maxConfidence: 0.55
};
var ungroundedReference = defineDetector(meta6, (ctx) => {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const remember = (text) => {
    for (const id of identifiers(text)) seen.add(normRef(id));
  };
  let read = -1;
  const readUpTo = (pos) => {
    if (read < 0) {
      remember(ctx.trace.task.slice(0, 1e5));
      read = 0;
    }
    for (; read < pos; read++) {
      const v = ctx.views[read];
      remember(v.text);
      if (v.step.kind !== "tool_call" && v.thought !== v.text) remember(v.thought);
      for (const c of v.calls) remember(c.argsText);
      if (seen.size > 2e5) return false;
    }
    return true;
  };
  for (const v of ctx.views) {
    for (const c of v.calls) {
      const ids = identifiers(c.argsText.slice(0, 1e3));
      if (!ids.some((id) => id.length >= 4)) continue;
      if (!readUpTo(v.pos)) return out;
      const missing = ids.find((id) => id.length >= 4 && !seen.has(normRef(id)));
      if (missing) {
        out.push(finding("FM-1.4", v, 0.55, meta6.name, `${c.name} used ${missing}, which appears in no earlier message or result.`, [evidenceOf(v, primaryText(v), `${missing} first appears here`)]));
        break;
      }
    }
    if (out.length >= 5) break;
  }
  return out;
});

// src/attribution/detectors/step-limit.ts
var meta7 = {
  id: "step-limit",
  name: "StepLimitDetector",
  modes: ["FM-1.5"],
  serves: "both",
  description: "Reports the first step past the trace's recorded limit (`step_limit`, `stepLimit` or `max_steps` in its meta). With no limit recorded, a failed run of eight steps or more that ends on raw tool output, with no answer and no error, was cut off mid-work: it ran out of turns rather than stopping by choice (reported with low confidence).",
  maxConfidence: 0.9
};
var stepLimit = defineDetector(meta7, (ctx) => {
  const raw = ctx.trace.meta["step_limit"] ?? ctx.trace.meta["stepLimit"] ?? ctx.trace.meta["max_steps"];
  const limit = typeof raw === "number" && raw > 0 ? Math.floor(raw) : void 0;
  if (limit !== void 0 && ctx.views.length > limit) {
    const v = ctx.views[limit];
    const last2 = ctx.views[ctx.views.length - 1];
    return [
      finding("FM-1.5", v, 0.9, meta7.name, `The run went past its step limit of ${limit} and kept going to ${ctx.views.length} steps.`, [
        evidenceOf(v, primaryText(v), `first step past the limit (${limit})`),
        evidenceOf(last2, primaryText(last2), "last step")
      ])
    ];
  }
  const last = ctx.views[ctx.views.length - 1];
  if (ctx.trace.success === false && last && last.isEnvironment && !last.error && ctx.views.length >= 8 && !ctx.trace.finalOutput) {
    return [finding("FM-1.5", last, 0.35, meta7.name, "The run ended on raw tool output with no answer: it ran out of turns instead of stopping.", [evidenceOf(last, primaryText(last), "last step")])];
  }
  return [];
});

// src/attribution/detectors/task-restated.ts
var meta8 = {
  id: "task-restated",
  name: "TaskRestatedDetector",
  modes: ["FM-2.1"],
  serves: "both",
  description: "Reports the first agent turn after the first two that restates the task: it holds 85% or more of the task's words and little else (at most two and a half times as many distinct words), a fresh start in the middle of a run. The first two agent turns may carry the task legitimately (a system prompt, a hand-off); tasks of fewer than six words are not checked.",
  maxConfidence: 0.6
};
var taskRestated = defineDetector(meta8, (ctx) => {
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
      return [finding("FM-2.1", v, 0.6, meta8.name, `${v.agent ?? "An agent"} restated the task mid-run, starting over.`, [evidenceOf(v, v.thought, `${Math.round(coverage * 100)}% of the task's words again`)])];
    }
  }
  return [];
});

// src/attribution/detectors/assumed-data.ts
var INVENTED = /\b(let'?s assume|let us assume|we (will|can|'ll) assume|i (will|'ll) assume|hypothetical(ly)?|simulat(e|ed|ing) (the|some|a|data|values|results|numbers)|for (demonstration|illustration|illustrative) purposes|placeholder|mock (data|values|results)|sample data|dummy (data|values)|made[- ]up|fictional (data|values)|based on (my|general|common) knowledge|from memory)\b/i;
var ASSUMING = /\bassuming (that|the|we)\b/i;
var NEGATED = /\b(not|never|don'?t|without|avoid|no)\s+(\w+\s+){0,2}$/i;
var STRONG = 0.7;
var WEAK = 0.55;
var meta9 = {
  id: "assumed-data",
  name: "AssumptionDetector",
  modes: ["FM-2.2"],
  serves: "both",
  description: `Reports an agent message that goes on with invented data ("let's assume", "for demonstration purposes", "placeholder", "sample data", "from memory") or, with less confidence, with an assumption ("assuming that \u2026"). Negated uses ("we must not assume") and phrases the task itself contains are skipped, as are user and tool messages. Up to five per trace.`,
  maxConfidence: STRONG
};
var assumedData = defineDetector(meta9, (ctx) => {
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
      finding("FM-2.2", v, strong ? STRONG : WEAK, meta9.name, `${v.agent ?? "The agent"} went on with assumed or invented data ("${m[0]}") instead of asking or looking it up.`, [
        evidenceOf(v, text, "assumption", m.index)
      ])
    );
    if (out.length >= 5) break;
  }
  return out;
});

// src/attribution/detectors/derailment.ts
var meta10 = {
  id: "derailment",
  name: "DerailmentDetector",
  modes: ["FM-2.3"],
  serves: "structured",
  description: "Reports three calls in a row whose tool names, arguments and reasoning share no word with the task, in a trace with at least four calls and a task of three words or more. One related call resets the run. Low confidence: a task's words are a rough guide to what is on topic.",
  maxConfidence: 0.5
};
var spacedNames = /* @__PURE__ */ new Map();
function spaced(name) {
  let s = spacedNames.get(name);
  if (s === void 0) {
    s = name.replace(/_/g, " ");
    if (name.length <= 200) {
      if (spacedNames.size >= 4096) spacedNames.clear();
      spacedNames.set(name, s);
    }
  }
  return s;
}
var derailment = defineDetector(meta10, (ctx) => {
  if (ctx.taskTokens.size < 3) return [];
  const acting = ctx.views.filter((v) => v.calls.length > 0);
  if (acting.length < 4) return [];
  const task = ctx.taskTokens;
  const inTask = (t) => task.has(t);
  let run = [];
  for (const v of acting) {
    const texts = [];
    for (const c of v.calls) texts.push(spaced(c.name), c.argsText);
    texts.push(v.step.thought ?? "");
    const related = anyTokenIn(texts, 200, inTask);
    if (related) run = [];
    else run.push(v);
    if (run.length >= 3) {
      const first = run[0];
      return [
        finding(
          "FM-2.3",
          first,
          0.5,
          meta10.name,
          `${run.length} calls in a row share no words with the task.`,
          run.slice(0, 3).map((r) => evidenceOf(r, primaryText(r), "unrelated to the task"))
        )
      ];
    }
  }
  return [];
});

// src/attribution/detectors/withheld-result.ts
var meta11 = {
  id: "withheld-result",
  name: "WithholdingDetector",
  modes: ["FM-2.4"],
  serves: "structured",
  description: "Reports a step whose result is marked for other agents (`shareWith`) when, within the next 200 steps, no message is addressed to them, none declares them as a recipient, and none of their own steps takes the result as input. Only traces that mark results for sharing are checked.",
  maxConfidence: 0.85
};
var withheld = defineDetector(meta11, (ctx) => {
  const out = [];
  ctx.views.forEach((v, pos) => {
    if (!v.step.shareWith || v.step.shareWith.length === 0 || out.length >= 5) return;
    for (const who of v.step.shareWith.slice(0, 10)) {
      const payload = v.text.slice(0, 60);
      const delivered = ctx.views.slice(pos + 1, pos + 1 + 200).some((w) => w.step.to === who || (w.step.shareWith?.includes(who) ?? false) || w.agent === who && payload.length > 10 && (w.calls.some((c) => c.argsText.includes(payload)) || w.thought.includes(payload)));
      if (delivered) continue;
      const later = ctx.views.slice(pos + 1).find((w) => w.agent === who);
      const ev = [evidenceOf(v, primaryText(v), `marked for ${who}`)];
      if (later) ev.push(evidenceOf(later, primaryText(later), `${who} acts without it`));
      out.push(finding("FM-2.4", v, 0.85, meta11.name, `${v.agent ?? "An agent"} marked a result for ${who} and never passed it on.`, ev));
    }
  });
  return out;
});

// src/attribution/detectors/ignored-input.ts
var QUESTION = /\?\s*$|\b(please (confirm|reply|respond|advise|acknowledge)|can you|could you|would you)\b/i;
var meta12 = {
  id: "ignored-input",
  name: "IgnoredInputDetector",
  modes: ["FM-2.5"],
  serves: "both",
  description: 'Reports a message that asked another agent for a reply and got none within the next 50 steps: a step marked `requiresAck` for its addressee (`to`), or, in prose, a message ending in a direct question to an agent named in it ("Verifier, could you check \u2026?") when that agent is known to the trace. A name that never speaks in the trace is not an agent, so nobody was addressed.',
  maxConfidence: 0.8
};
var ignoredInput = defineDetector(meta12, (ctx) => {
  const out = [];
  let agents;
  for (let pos = 0; pos < ctx.views.length && out.length < 5; pos++) {
    const v = ctx.views[pos];
    let addressee = v.step.requiresAck ? v.step.to : void 0;
    if (addressee === void 0 && !ctx.structured && !v.isEnvironment && QUESTION.test(v.thought.slice(-300))) {
      const tail = v.thought.slice(-300);
      agents ??= new Set(ctx.views.map((v2) => v2.agent).filter((a) => a !== void 0 && a !== "user"));
      addressee = [...agents].find((a) => a !== v.agent && a.length > 2 && tail.includes(a));
    }
    if (addressee === void 0) continue;
    const reply = ctx.views.slice(pos + 1, pos + 1 + 50).find((w) => w.agent === addressee);
    if (reply && (v.step.requiresAck !== true || reply.step.to === v.agent || reply.step.to === void 0)) continue;
    const ev = [evidenceOf(v, primaryText(v), `needs an answer from ${addressee}`)];
    const next = ctx.views[pos + 1];
    if (next) ev.push(evidenceOf(next, primaryText(next), "what came next instead"));
    out.push(finding("FM-2.5", v, v.step.requiresAck ? 0.8 : 0.45, meta12.name, `${addressee} never answered a message that asked for a reply.`, ev));
  }
  return out;
});

// src/attribution/detectors/reasoning-action-mismatch.ts
function splitName(name) {
  return name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase().split(/[_\-.\s]+/).filter((p) => p.length > 2);
}
var nameParts = memoOfNames(splitName, 200);
var meta13 = {
  id: "reasoning-action-mismatch",
  name: "ReasoningActionMismatchDetector",
  modes: ["FM-2.6"],
  serves: "structured",
  description: `Reports a step whose recorded reasoning names another of the trace's tools in full (its name, or every part of it: "search flights" for search_flights) but none of the parts of the tool the step then calls. Up to five per trace; only steps that carry both reasoning and a call are checked.`,
  maxConfidence: 0.7
};
var reasoningActionMismatch = defineDetector(meta13, (ctx) => {
  const out = [];
  let tools;
  for (const v of ctx.views) {
    const thought = v.step.thought?.toLowerCase();
    if (!thought || v.calls.length === 0) continue;
    const called = v.calls[0];
    const calledParts = nameParts(called.name);
    if (calledParts.some((p) => thought.includes(p))) continue;
    tools ??= toolsOf(ctx);
    const announced = firstAnnounced(tools, called.name, thought);
    if (announced === void 0) continue;
    out.push(
      finding("FM-2.6", v, 0.7, meta13.name, `The reasoning announced ${announced} but the step called ${called.name}.`, [evidenceOf(v, v.step.thought ?? "", "reasoning"), evidenceOf(v, primaryText(v), "action taken")])
    );
    if (out.length >= 5) break;
  }
  return out;
});
function toolsOf(ctx) {
  const tools = { n: [], lower: [], parts: [] };
  for (const n of toolNames(ctx)) {
    const parts = nameParts(n);
    if (parts.length === 0) continue;
    tools.n.push(n);
    tools.lower.push(n.toLowerCase());
    tools.parts.push(parts);
  }
  return tools;
}
function firstAnnounced(tools, called, thought) {
  for (let i = 0; i < tools.n.length; i++) {
    const n = tools.n[i];
    if (n !== called && (thought.includes(tools.lower[i]) || tools.parts[i].every((p) => thought.includes(p)))) return n;
  }
  return void 0;
}

// src/attribution/detectors/final-answer.ts
function finalAnswer(ctx) {
  for (let i = ctx.views.length - 1; i >= Math.max(0, ctx.views.length - 5); i--) {
    const v = ctx.views[i];
    if (v.step.kind === "response" || !v.isEnvironment && v.agent !== "user" && v.calls.length === 0 && v.thought.length > 0) return v;
  }
  return void 0;
}

// src/attribution/detectors/premature-termination.ts
var COMPLETION = /\b(done|completed?|finished|fixed|resolved|success(fully)?|booked|written|published|reconciled|applied|all set)\b/i;
var INCOMPLETE = /\b(stopp(ing|ed) early|stopped short|partial(ly)? (done|complete)|could not (finish|complete)|couldn'?t (finish|complete)|ran out of (time|steps|turns|budget)|giving up|gave up|incomplete|not (yet )?(finished|complete(d)?))\b/i;
var PLANNED_CHANGE = /\b(apply|fix|update|write|send|book|deploy|modify|change|publish|create|delete|cancel)\b/i;
function isErrorView(v) {
  return Boolean(v.error) || v.step.kind === "error" || v.isEnvironment && /^(error|exception|traceback)\b/i.test(v.text.trimStart());
}
var meta14 = {
  id: "premature-termination",
  name: "PrematureTerminationDetector",
  modes: ["FM-3.1"],
  serves: "both",
  description: `Reports how a run stopped before its task was done, in this order: it ends on an unhandled error (the last step, or an error followed only by an answer); its final answer says the work stopped short ("ran out of steps", "could not finish"); its plan promised a change (apply, fix, send \u2026) and a failed run made none; or a failed run's final answer claims success ("done", "fixed") that was never checked against the goal. One finding per trace.`,
  maxConfidence: 0.85
};
var prematureTermination = defineDetector(meta14, (ctx) => {
  const n = ctx.views.length;
  if (n === 0) return [];
  for (let i = n - 1; i >= Math.max(0, n - 2); i--) {
    const v = ctx.views[i];
    if (!isErrorView(v)) continue;
    const after = ctx.views.slice(i + 1);
    if (after.some((w) => w.calls.length > 0)) break;
    return [finding("FM-3.1", v, 0.85, meta14.name, "The run stopped on an unhandled error instead of recovering or reporting it.", [evidenceOf(v, v.error ?? primaryText(v), "last error")])];
  }
  const last = finalAnswer(ctx);
  const lastText = last ? last.thought || last.text || ctx.trace.finalOutput || "" : "";
  const short = last ? INCOMPLETE.exec(lastText.slice(0, 2e3)) : null;
  if (last && short) {
    return [finding("FM-3.1", last, 0.75, meta14.name, "The run ended saying the work was not finished.", [evidenceOf(last, lastText, "admits stopping short", short.index)])];
  }
  const plan = ctx.views.find((v) => v.step.kind === "plan");
  const promised = plan ? PLANNED_CHANGE.exec((plan.step.thought ?? plan.text).slice(0, 2e3)) : null;
  if (last && plan && promised && ctx.trace.success === false && !ctx.views.some((v) => v.mutating)) {
    return [
      finding("FM-3.1", last, 0.6, meta14.name, "The plan called for a change, but the run ended without making it.", [
        evidenceOf(plan, plan.step.thought ?? plan.text, "planned change", promised.index),
        evidenceOf(last, lastText || "[final step]", "ended here")
      ])
    ];
  }
  if (ctx.trace.success === false && last) {
    const text = last.thought || last.text || ctx.trace.finalOutput || "";
    const m = COMPLETION.exec(text.slice(0, 2e3));
    if (m) {
      return [finding("FM-3.1", last, 0.45, meta14.name, "The run ended claiming success, but it failed: the claim was never checked against the goal.", [evidenceOf(last, text, "final claim", m.index)])];
    }
  }
  return [];
});

// src/attribution/detectors/missing-verification.ts
var COMMON_CALLS = 3;
function identifyingValues(words, callsWith) {
  const out = [];
  for (const t of words) if (t.length >= 3 && callsWith(t) <= COMMON_CALLS && out.push(t) >= 20) break;
  return out;
}
var meta15 = {
  id: "missing-verification",
  name: "MissingVerificationDetector",
  modes: ["FM-3.2"],
  serves: "structured",
  description: "Reports a step marked as changing state (`mutating: true`) when none of the next 500 steps checks it: no step marked `verify` (for it, or in general), and no read-only call whose arguments share an identifying value (a word of its arguments that is rare in the trace) with the change. Only traces that mark state changes are checked; up to five per trace.",
  maxConfidence: 0.8
};
var missingVerification = defineDetector(meta15, (ctx) => {
  if (!ctx.views.some((v) => v.step.mutating === true)) return [];
  const split = /* @__PURE__ */ new Map();
  const wordsOf = (c) => {
    let w = split.get(c);
    if (w === void 0) split.set(c, w = c.argsText.split(/\s+/));
    return w;
  };
  const counted = /* @__PURE__ */ new Map();
  let everyWord;
  const callsWith = (t) => {
    if (everyWord !== void 0) return everyWord.get(t) ?? 0;
    let n = counted.get(t);
    if (n !== void 0) return n;
    if (counted.size >= 64) {
      everyWord = countEveryWord();
      return everyWord.get(t) ?? 0;
    }
    n = 0;
    search: for (const v of ctx.views) for (const c of v.calls) if (c.argsText.includes(t) && wordsOf(c).includes(t) && ++n > COMMON_CALLS) break search;
    counted.set(t, n);
    return n;
  };
  const countEveryWord = () => {
    const counts = /* @__PURE__ */ new Map();
    for (const v of ctx.views) for (const c of v.calls) for (const t of new Set(wordsOf(c))) counts.set(t, (counts.get(t) ?? 0) + 1);
    return counts;
  };
  const out = [];
  ctx.views.forEach((v, pos) => {
    if (out.length >= 5 || v.step.mutating !== true) return;
    const end = Math.min(ctx.views.length, pos + 1 + 500);
    for (let p = pos + 1; p < end; p++) {
      const w = ctx.views[p];
      if (w.step.verify === true || w.step.verify === v.step.index) return;
    }
    const ids = v.calls.flatMap((c) => identifyingValues(wordsOf(c), callsWith));
    if (ids.length > 0)
      for (let p = pos + 1; p < end; p++) {
        const w = ctx.views[p];
        if (!w.mutating && w.calls.some((c) => ids.some((id) => c.argsText.includes(id) && wordsOf(c).includes(id)))) return;
      }
    const ans = finalAnswer(ctx);
    const ev = [evidenceOf(v, primaryText(v), "state-changing step")];
    if (ans && ans !== v) ev.push(evidenceOf(ans, ans.thought || ans.text, "answer given without a read-back"));
    out.push(finding("FM-3.2", v, 0.8, meta15.name, `${v.calls[0]?.name ?? "A state-changing step"} was never verified by a later read of what it changed.`, ev));
  });
  return out;
});

// src/attribution/detectors/unverified-claim.ts
var BEHAVIOUR_CLAIM = /\b(fixed|resolved|works|working now|passes|passing|repaired|corrected|no longer (fails|crashes|errors))\b/i;
var meta16 = {
  id: "unverified-claim",
  name: "UnverifiedClaimDetector",
  modes: ["FM-3.2"],
  serves: "both",
  description: 'Reports a final answer that claims behaviour ("fixed", "works", "passes", "no longer fails") when no step between the last state change and the answer could have tested it: none is marked `verify` and no call is named like a test, check, run, build or lint. Answers with no change before them are left alone.',
  maxConfidence: 0.62
};
var unverifiedClaim = defineDetector(meta16, (ctx) => {
  const last = finalAnswer(ctx);
  if (!last) return [];
  const text = last.thought || last.text;
  const m = BEHAVIOUR_CLAIM.exec(text.slice(0, 2e3));
  if (!m) return [];
  let lastChange;
  for (let p = last.pos - 1; p >= 0 && lastChange === void 0; p--) if (ctx.views[p].mutating) lastChange = ctx.views[p];
  if (!lastChange) return [];
  const tested = ctx.views.slice(lastChange.pos + 1, last.pos).some((w) => w.step.verify !== void 0 || w.calls.some((c) => /test|verify|check|validate|run|exec|assert|lint|build/i.test(c.name)));
  if (tested) return [];
  return [
    finding("FM-3.2", last, 0.62, meta16.name, "The answer claims the change works, but nothing after the change tested it.", [
      evidenceOf(lastChange, primaryText(lastChange), "last change"),
      evidenceOf(last, text, "untested claim", m.index)
    ])
  ];
});

// src/attribution/detectors/incorrect-verification.ts
var AGREES = /\b(verified|confirm(s|ed)?|i agree|agreed|looks (correct|good|accurate)|is correct|are correct|accurate)\b/i;
var meta17 = {
  id: "incorrect-verification",
  name: "IncorrectVerificationDetector",
  modes: ["FM-3.3"],
  serves: "both",
  description: 'Reports verification steps (those with `verify`) that could not catch an error: a step that verifies itself; a check that calls the same tool as the step it checks, or passes that step\'s output back, so it re-reads the result under test; and a verification message that agrees ("verified", "looks correct") without any call. Up to three per trace.',
  maxConfidence: 0.85
};
var incorrectVerification = defineDetector(meta17, (ctx) => {
  const out = [];
  let byIndex;
  const stepAt = (index) => {
    if (byIndex === void 0) {
      byIndex = /* @__PURE__ */ new Map();
      for (const v of ctx.views) byIndex.set(v.step.index, v);
    }
    return byIndex.get(index);
  };
  for (const v of ctx.views) {
    if (out.length >= 3) break;
    const target = typeof v.step.verify === "number" ? stepAt(v.step.verify) : void 0;
    if (typeof v.step.verify === "number" && v.step.verify === v.step.index) {
      out.push(finding("FM-3.3", v, 0.85, meta17.name, "The step verifies itself.", [evidenceOf(v, primaryText(v), "verify points at its own step")]));
      continue;
    }
    if (target && target.text.length >= 8) {
      const args = v.calls.map((c) => c.argsText).join(" ");
      const sameTool = v.calls.some((c) => target.calls.some((t) => t.name === c.name));
      const echoes = args.includes(target.text.slice(0, 60)) || v.text.length > 0 && v.text === target.text;
      if (sameTool || echoes) {
        out.push(
          finding("FM-3.3", v, 0.8, meta17.name, "The check re-read the result the step itself returned, so it could not catch an error.", [
            evidenceOf(target, primaryText(target), "step checked"),
            evidenceOf(v, primaryText(v), sameTool ? "checked with the same call" : "checked against its own output")
          ])
        );
        continue;
      }
    }
    if (v.step.verify !== void 0 && v.calls.length === 0 && !v.isEnvironment && AGREES.test(v.thought.slice(0, 500))) {
      out.push(finding("FM-3.3", v, 0.7, meta17.name, "A verification step agreed without checking anything.", [evidenceOf(v, v.thought, "agreement with no check")]));
    }
  }
  return out;
});

// src/attribution/detectors/tool-results.ts
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
var ID_KEY = /(^|_)id$|^id$|number$|^ref(erence)?$/i;
var STATUS_KEY = /^(status|state)$/i;
function statusOf(value) {
  if (!isRecord(value)) return void 0;
  const statusKey = Object.keys(value).find((k) => STATUS_KEY.test(k));
  const status = statusKey ? value[statusKey] : void 0;
  if (typeof status !== "string" || status.length === 0 || status.length > 40) return void 0;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x), status: status.toLowerCase().replace(/\bcanceled\b/, "cancelled") };
  return void 0;
}
function idOf(value) {
  if (!isRecord(value)) return void 0;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x) };
  return void 0;
}
function recordNoun(value) {
  if (!isRecord(value)) return void 0;
  const k = Object.keys(value).find((x) => ID_KEY.test(x) && x.length > 3);
  const m = k ? /^([a-z]{3,})[_]?id$/i.exec(k) : null;
  return m ? m[1].toLowerCase() : void 0;
}
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

// src/attribution/detectors/availability-count.ts
var NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty"
];
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
var meta18 = {
  id: "availability-count",
  name: "AvailabilityCountDetector",
  modes: ["FM-3.3"],
  serves: "structured",
  description: 'Reports an agent message that states how many things are available ("11 available T-shirt options", "3 variants that are currently in stock") when the latest tool result with availability flags (`available`, `in_stock`, \u2026 on two entries or more) flags a different number as available. The source resets at each user turn. Up to three per trace.',
  maxConfidence: 0.75
};
var availabilityCount = defineDetector(meta18, (ctx) => {
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
      finding("FM-3.3", v, 0.75, meta18.name, `Said ${n} are available, but the tool result it read flags ${source.yes} of ${source.flagged} as available.`, [
        evidenceOf(source.v, primaryText(source.v), `${source.yes} of ${source.flagged} entries available`),
        evidenceOf(v, text, "count claimed", m.index)
      ])
    );
    if (out.length >= 3) break;
  }
  return out;
});

// src/attribution/detectors/status-contradiction.ts
var HEDGED = /n't\b|\b(not|no longer|only|if|unless|once|when|until|will|would|can be|could|should|must|need|needs|instead|yet|already been|before|after|whether|cannot|since)\b/i;
var LIFECYCLE = ["pending", "processed", "shipped", "delivered", "cancelled", "refunded"];
var COPULA = /\b(is|are|was|were|remains?|still|currently|now|marked(\s+as)?|status(\s+is|:)?)\s+["'*]*$/i;
var meta19 = {
  id: "status-contradiction",
  name: "StatusContradictionDetector",
  modes: ["FM-3.3"],
  serves: "structured",
  description: 'Reports an agent message that asserts a status of a record ("delivered orders (#W4967593)", "#W1 is pending", "(processed)") when every record the clause names was read by a tool with other statuses, now and before. Status words are the usual lifecycle words plus those the tools returned; clauses that hedge (conditions, rules, negations, futures: "only delivered orders can \u2026") assert nothing. Up to three per trace.',
  maxConfidence: 0.72
};
var statusContradiction = defineDetector(meta19, (ctx) => {
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
      const refs = recordRefs(clause).map(normRef).filter((r) => history.has(r));
      if (refs.length === 0) continue;
      const wrong = refs.filter((r) => ![...claimed].some((w) => [...history.get(r).statuses].some((st) => st.includes(w))));
      if (wrong.length !== refs.length) continue;
      const known = history.get(wrong[0]);
      out.push(
        finding("FM-3.3", v, 0.72, meta19.name, `Called ${wrong.join(", ")} ${[...claimed].join("/")}, but the tool results say "${known.last}".`, [
          evidenceOf(known.v, primaryText(known.v), `status ${known.last}`),
          evidenceOf(v, text, "status claimed", Math.max(0, text.indexOf(clause)))
        ])
      );
      break;
    }
    if (out.length >= 3) break;
  }
  return out;
});

// src/attribution/detectors/partial-scope-action.ts
var DESTRUCTIVE = /^(cancel|delete|remove|void|terminate|close|discard|drop|destroy)(_|[A-Z]|$)/;
var meta20 = {
  id: "partial-scope-action",
  name: "PartialScopeActionDetector",
  modes: ["FM-1.1"],
  serves: "structured",
  description: `In a conversation with a user, reports a destructive call on a whole record (cancel, delete, remove, void \u2026, without a list of parts in its arguments) when the user's latest words about that record named only some of its parts (line items read from the tool's result) and never asked for the whole record ("the whole order", its id, "my order"). Requests before an earlier state change were served by it. Up to three per trace.`,
  maxConfidence: 0.72
};
var partialScopeAction = defineDetector(meta20, (ctx) => {
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
      const id = recordRefs(c.argsText).map(normRef).find((r) => records.has(r));
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
        finding("FM-1.1", v, 0.72, meta20.name, `${c.name} acted on all of ${id}, but the user asked only about the ${named.join(", ")}; it also holds the ${left.join(", ")}.`, [
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
});
function wholeRecord(text, id, noun) {
  const t = text.slice(0, 4e3);
  if (/\b(whole|entire)\b/i.test(t) || t.toLowerCase().includes(id)) return true;
  return noun !== void 0 && new RegExp(`\\b(the|this|that|my|your|all)\\s+${noun}\\b(?!\\s+(of|for|with)\\b)`, "i").test(t);
}

// src/attribution/detectors/misattributed-value.ts
var VALUE_DIGITS = 6;
var NEGATED_CLAUSE = /\b(not|n't|no|none|without|neither|nor)\b/i;
var meta21 = {
  id: "misattributed-value",
  name: "MisattributedValueDetector",
  modes: ["FM-3.3"],
  serves: "structured",
  description: 'Reports an agent answer that gives a long value (six digits or more: a tracking number, an order id) from one tool result as belonging to a part (a line item: "the tablet") that the record it comes from does not hold, when the part is one some tool result in the trace lists. Clauses with a negation ("does not include a tablet") are skipped. Up to three per trace.',
  maxConfidence: 0.72
};
var misattributedValue = defineDetector(meta21, (ctx) => {
  const json = toolJson(ctx);
  if (json.size === 0) return [];
  const heads = /* @__PURE__ */ new Set();
  for (const value of json.values())
    for (const p of partsOf(value)) {
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
      for (const x of recordRefs(raw, VALUE_DIGITS).slice(0, 500)) holder.set(normRef(x), { parts: ps, v });
      continue;
    }
    if (!agentTurn(v) || v.calls.length > 0 || holder.size === 0) continue;
    const text = said(v);
    for (const clause of text.split(/[.!?;\n]+/).slice(0, 200)) {
      if (clause.length > 400 || NEGATED_CLAUSE.test(clause)) continue;
      const vals = recordRefs(clause, VALUE_DIGITS).map(normRef).filter((x) => holder.has(x));
      if (vals.length === 0) continue;
      const ws = wordSet(clause);
      const named = [...heads].filter((h) => ws.has(h));
      if (named.length === 0) continue;
      if (vals.some((x) => named.some((h) => holder.get(x).parts.has(h)))) continue;
      const src = holder.get(vals[0]);
      out.push(
        finding("FM-3.3", v, 0.72, meta21.name, `Gave ${vals[0]} as the ${named.join("/")}'s, but the record it comes from holds no ${named.join("/")} (it holds the ${[...src.parts].slice(0, 5).join(", ")}).`, [
          evidenceOf(src.v, primaryText(src.v), `record holding ${vals[0]}`),
          evidenceOf(v, text, "value attributed", Math.max(0, text.indexOf(clause)))
        ])
      );
      break;
    }
    if (out.length >= 3) break;
  }
  return out;
});

// src/attribution/detectors/unanswered-request.ts
var ACT_REQUEST = /\b(go ahead|proceed|finali[sz]e|please (?!do not|don'?t)(do|make|process|complete|cancel|return|exchange|modify|update|change|submit|book|send))\b/i;
var CLOSING_ONLY = /\b(that'?s all|nothing else|no need|all set|i'?m good)\b/i;
var meta22 = {
  id: "unanswered-request",
  name: "UnansweredRequestDetector",
  modes: ["FM-3.1"],
  serves: "structured",
  description: `Reports a conversation of four steps or more whose last step is the user asking the agent to act ("go ahead", "please proceed", "please cancel \u2026", not "please do not \u2026") with no agent turn after it: the run stopped before the requested action was taken. A message that only closes ("that's all", "nothing else") is not a request.`,
  maxConfidence: 0.75
};
var unansweredRequest = defineDetector(meta22, (ctx) => {
  const last = ctx.views[ctx.views.length - 1];
  if (!last || last.agent !== "user" || ctx.views.length < 4) return [];
  const text = last.text.slice(0, 2e3);
  const m = ACT_REQUEST.exec(text);
  if (!m || CLOSING_ONLY.test(text)) return [];
  return [finding("FM-3.1", last, 0.75, meta22.name, "The run ended on the user's request to act, and nothing acted on it.", [evidenceOf(last, text, "request left unanswered", m.index)])];
});

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
var GROUNDING_DETECTORS = /* @__PURE__ */ new Set([availabilityCount.name, statusContradiction.name, partialScopeAction.name, misattributedValue.name]);

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
  const lower = v.thought.toLowerCase();
  let pieces = 0;
  for (const t of ctx.taskTokens) if (lower.includes(t)) pieces++;
  if (!(pieces / ctx.taskTokens.size >= 0.8)) return false;
  const held = /* @__PURE__ */ new Set();
  for (const t of thoughtTokens(v, 1500)) if (ctx.taskTokens.has(t)) held.add(t);
  return held.size / ctx.taskTokens.size >= 0.8;
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
    const setup = !ran && carriesTask(v, ctx);
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
    reasons.push(recencyReason(late, v.pos, n));
    sawAction ||= doesWork;
    sawChange ||= v.mutating;
    out.push({ pos: v.pos, score, reasons });
  }
  return out;
}
var recencyReasons = /* @__PURE__ */ new Map();
function recencyReason(late, pos, n) {
  if (n > 1e3) return `${late.toFixed(2)} recency (causes precede symptoms)`;
  let byPos = recencyReasons.get(n);
  if (byPos === void 0) {
    if (recencyReasons.size >= 256) recencyReasons.clear();
    byPos = [];
    recencyReasons.set(n, byPos);
  }
  byPos[pos] ??= `${late.toFixed(2)} recency (causes precede symptoms)`;
  return byPos[pos];
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
    let refs;
    for (const c of v.calls) for (const r of recordRefs(c.argsText.slice(0, 2e3))) (refs ??= /* @__PURE__ */ new Set()).add(normRef(r));
    if (refs === void 0) continue;
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
var RatesSchema = lazySchema((z) => {
  const CellSchema = z.object({ failed: z.number(), failedRuns: z.number(), passed: z.number(), passedRuns: z.number() });
  const KindSchema = z.object({ bySet: z.record(z.string(), CellSchema), lr: z.number().nullable() });
  return z.object({ detectors: z.record(z.string(), z.record(z.string(), KindSchema)) });
});
var MIN_HEALTHY_FIRES = 3;
function capsOf(data) {
  const out = /* @__PURE__ */ new Map();
  for (const [name, kinds] of Object.entries(data.detectors)) {
    for (const [kind, k] of Object.entries(kinds)) {
      const healthyFires = Object.values(k.bySet).reduce((s, c) => s + c.passed, 0);
      if (k.lr === null || healthyFires < MIN_HEALTHY_FIRES) continue;
      out.set(`${name}\0${kind}`, k.lr / (1 + k.lr));
    }
  }
  return out;
}
var caps;
function confidenceCap(detector, kind) {
  caps ??= capsOf(detector_rates_default);
  return caps.get(`${detector}\0${kind}`);
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
var FEATURES = ["locator", "findings", "position", "speakerShare", "user", "lead", "firstTurnOfAgent", "errorLanguage", "failedResult", "repeats", "firstMentionOfAnswer"];
var PriorModelSchema = lazySchema(
  (z) => z.object({
    weights: z.partialRecord(z.enum(FEATURES), z.number()),
    /** The pull towards the hand rules it was trained with, chosen held out; null: the hand rules won. */
    pull: z.number().positive().nullable(),
    fittedOn: z.array(z.object({ set: z.string(), n: z.number().int().nonnegative() })),
    command: z.string()
  })
);
var PRIOR = prior_default;
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
function stepFeatures(ctx, steps, full = true, model) {
  const f = full ? facts(ctx) : NO_FACTS;
  const n = Math.max(1, ctx.views.length - 1);
  const weighs = (k) => full || model === void 0 || (model.weights[k] ?? 0) !== 0;
  const errorLanguage = weighs("errorLanguage");
  const failedResult = weighs("failedResult");
  return steps.map((s) => {
    const v = ctx.views[s.pos];
    const next = ctx.views[s.pos + 1];
    return {
      locator: s.locator,
      findings: s.findings,
      position: v.pos / n,
      speakerShare: f.share.get(v.agent) ?? 0,
      user: v.agent !== void 0 && REQUESTER.test(v.agent) ? 1 : 0,
      lead: v.agent !== void 0 && v.agent === f.lead ? 1 : 0,
      firstTurnOfAgent: f.firstTurn.get(v.agent) === v.pos ? 1 : 0,
      errorLanguage: errorLanguage && ERROR_LANGUAGE.test((v.error ?? v.thought ?? v.text).slice(0, 2e3)) ? 1 : 0,
      failedResult: failedResult && next !== void 0 && next.isEnvironment && (Boolean(next.error) || FAILED_RUN2.test(next.text.slice(0, 300))) ? 1 : 0,
      repeats: full && repeats(ctx, v) ? 1 : 0,
      firstMentionOfAnswer: f.firstMention.has(v.pos) ? 1 : 0
    };
  });
}
function scorer(model = PRIOR) {
  const w = FEATURES.map((k) => model.weights[k] ?? 0);
  const [locator, findings, position, speakerShare, user, lead, firstTurnOfAgent, errorLanguage, failedResult, repeats2, firstMentionOfAnswer] = w;
  return (x) => {
    let s = 0;
    s += locator * x.locator;
    s += findings * x.findings;
    s += position * x.position;
    s += speakerShare * x.speakerShare;
    s += user * x.user;
    s += lead * x.lead;
    s += firstTurnOfAgent * x.firstTurnOfAgent;
    s += errorLanguage * x.errorLanguage;
    s += failedResult * x.failedResult;
    s += repeats2 * x.repeats;
    s += firstMentionOfAnswer * x.firstMentionOfAnswer;
    return s;
  };
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
  if (boost.size > 0) {
    const seen = new Set(priors.map((p) => p.pos));
    for (const [pos, b] of boost) if (!seen.has(pos) && b > 0) priors.push({ pos, score: 0, reasons: [] });
  }
  const use = useOf(model);
  const features = priors.length === 0 ? [] : stepFeatures(
    ctx,
    priors.map((p) => ({ pos: p.pos, locator: p.score, findings: boost.get(p.pos) ?? 0 })),
    full || use.tracePass,
    use.model
  );
  const score = use.score;
  const steps = priors.map((prior, i) => {
    const findingBoost = boost.get(prior.pos) ?? 0;
    return { prior, findingBoost, features: features[i], total: score(features[i]) };
  });
  return { ctx, findings, fused: detected.fused, steps, explained };
}
var shippedModel;
function useOf(model) {
  const use = () => ({ model, tracePass: needsTracePass(model), score: scorer(model) });
  return model === PRIOR ? shippedModel ??= use() : use();
}
function calibrationOf(options) {
  return options.calibration ?? CALIBRATION;
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
    const touched = /* @__PURE__ */ new Set();
    for (const c of acting?.calls ?? []) for (const r of recordRefs(c.argsText.slice(0, 2e3))) touched.add(normRef(r));
    if (touched.size === 0) continue;
    const cause = causes.find((c) => c.step < late.step && recordRefs(c.message).some((r) => touched.has(normRef(r))));
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
  const views = ctx.views;
  const weighed = new Uint8Array(views.length);
  const ranked = [];
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    weighed[s.prior.pos] = 1;
    ranked.push({ pos: s.prior.pos, total: s.total, candidate: true });
  }
  ranked.sort(byTotal);
  const firstRest = ranked.length;
  let env;
  for (let pos = 0; pos < views.length; pos++) {
    if (weighed[pos] !== 0) continue;
    if (views[pos].isEnvironment) (env ??= []).push(pos);
    else ranked.push({ pos, total: 0, candidate: false });
  }
  if (env !== void 0) for (const pos of env) ranked.push({ pos, total: 0, candidate: false });
  return { ranked, ps: probabilities(ranked, ranked.length - firstRest, cal) };
}
function byTotal(a, b) {
  return b.total - a.total;
}
function verdictOf(detected, blame, options) {
  const { ctx, findings, fused } = detected;
  if (ctx.trace.success === true) return null;
  if (ctx.trace.success === null && findings.length === 0) return null;
  const cal = calibrationOf(options);
  const model = options.prior ?? PRIOR;
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
    const evidence = f.evidence.map((e) => ({ ...e }));
    return { mode: here.mode, step: v.step.index, agent: agentOf(v.agent, ctx.trace), confidence: round(here.probability), evidence, runnerUps, source: "rules", candidates, set };
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
    return { verdict: verdictOf(detected, blame, options), findings: detected.findings, blame, maxBlame };
  } catch (e) {
    return notAttributable(`the trace could not be read: ${errorMessage(e)}`.slice(0, 300));
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
    lines.push(
      `step choice: score = ${weights.join(" + ")} (rules/prior.json${model.pull === null ? ": the hand rules, which no learned weighting beat held out" : `, trained with pull ${model.pull}`}); locator = its rules below, findings = ${FINDING_STEP_WEIGHT} \xD7 max(0, logit(confidence)) of the findings at the step`
    );
    const ranked = [...internals.steps].sort((a, b) => b.total - a.total).slice(0, 5);
    for (const s of ranked) {
      const v2 = internals.ctx.views[s.prior.pos];
      const symptoms = internals.explained.get(s.prior.pos);
      const parts = [
        ...s.prior.reasons,
        ...s.findingBoost > 0 ? [`+${s.findingBoost.toFixed(2)} findings`] : [],
        ...symptoms ? [`including those of step ${symptoms.slice(0, 3).join(", ")}, a later failure on the record it misread`] : []
      ];
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

// src/integrity/chain.ts
import { createHash } from "node:crypto";
var sha256 = (text) => sha256Hex(text);
function makeDigest(key) {
  return key ? hmacDigest(key) : sha256;
}
function hmacDigest(key) {
  const k = key.length > 64 ? createHash("sha256").update(key).digest() : Buffer.from(key);
  const ipad = Buffer.alloc(64, 54);
  const opad = Buffer.alloc(64, 92);
  for (let i = 0; i < k.length; i++) {
    ipad[i] = ipad[i] ^ k[i];
    opad[i] = opad[i] ^ k[i];
  }
  const outer = Buffer.alloc(96);
  opad.copy(outer, 0);
  const finish = (inner) => {
    inner.copy(outer, 64);
    return sha256Hex(outer);
  };
  if (ipad.every((b) => b < 128)) {
    const ipadText = ipad.toString("latin1");
    return (text) => finish(sha256Bytes(ipadText + text));
  }
  return (text) => finish(sha256Bytes(Buffer.concat([ipad, Buffer.from(text, "utf8")])));
}
function sha256Hex2(text) {
  return sha256(text);
}
function sameHash(computed, stored) {
  if (computed.length !== stored.length) return false;
  let diff = 0;
  for (let i = 0; i < computed.length; i++) diff |= computed.charCodeAt(i) ^ stored.charCodeAt(i);
  return diff === 0;
}
function walk(digest, startHex, steps, stored, numbered) {
  let prev = startHex;
  let firstBad = null;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const h = digest(numbered ? ourLink(prev, i, step) : prev + step);
    if (firstBad === null && (i >= stored.length || !sameHash(h, stored[i]))) firstBad = i;
    prev = h;
  }
  if (firstBad === null && stored.length !== steps.length) firstBad = Math.min(steps.length, stored.length);
  return { firstBad, lastHex: prev };
}
var ourLink = (prev, i, c) => `${prev}
${i}
${c}`;
function checkApprox(digest, seedHex, storedSeed, steps, stored) {
  if (!sameHash(seedHex, storedSeed)) return { step: 0, what: "seed", final: seedHex };
  const w = walk(digest, seedHex, steps, stored.step_hashes, false);
  if (w.firstBad !== null) {
    const what = w.firstBad >= steps.length ? "missing-steps" : w.firstBad >= stored.step_hashes.length ? "extra-steps" : "step";
    return { step: w.firstBad, what, final: w.lastHex };
  }
  if (!sameHash(w.lastHex, stored.final)) return { step: steps.length, what: "final", final: w.lastHex };
  return { step: null, final: w.lastHex };
}
function ourPrefix(params) {
  return params === null ? "blamegate-chain-v1\n" : `blamegate-chain-v2
${params}
`;
}
function checkOurs(digest, prefix, header, steps, stored) {
  const head = digest(prefix + header);
  if (!sameHash(head, stored.head)) return { step: 0, what: "head", final: head };
  const w = walk(digest, head, steps, stored.step_hashes, true);
  const final = digest(`${w.lastHex}
end
${steps.length}`);
  if (w.firstBad !== null) {
    const what = w.firstBad >= steps.length ? "missing-steps" : w.firstBad >= stored.step_hashes.length ? "extra-steps" : "step";
    return { step: w.firstBad, what, final };
  }
  if (!sameHash(final, stored.final)) return { step: steps.length, what: "final", final };
  return { step: null, final };
}

// src/json/lossless.ts
var LosslessNumber = class {
  constructor(text) {
    this.text = text;
  }
  text;
  /** True when Python would read it as an int (no fraction, no exponent, not NaN/Infinity). */
  get isInteger() {
    return /^-?\d+$/.test(this.text);
  }
  valueOf() {
    return Number(this.text);
  }
};
var LosslessJsonError = class extends Error {
  constructor(message, offset) {
    super(message);
    this.offset = offset;
    this.name = "LosslessJsonError";
  }
  offset;
};
var WS = new Uint8Array(128);
for (const c of [SPACE, TAB, NEWLINE, CR]) WS[c] = 1;
function parseLossless(text, limits = {}) {
  const maxDepth = limits.maxDepth ?? MAX_DEPTH;
  let i = 0;
  const n = text.length;
  const fail = (what) => {
    const line = text.slice(0, i).split("\n").length;
    throw new LosslessJsonError(`${what} at line ${line}, offset ${i}`, i);
  };
  const skip = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c < 128 && WS[c] === 1) i++;
      else break;
    }
  };
  const parseString = () => {
    i++;
    let start = i;
    let out = "";
    for (; ; ) {
      if (i >= n) fail("unterminated string");
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        out += text.slice(start, i);
        i++;
        return out;
      }
      if (c === BACKSLASH) {
        out += text.slice(start, i);
        const e = text.charCodeAt(i + 1);
        i += 2;
        switch (e) {
          case QUOTE:
            out += '"';
            break;
          case BACKSLASH:
            out += "\\";
            break;
          case SLASH:
            out += "/";
            break;
          case 98:
            out += "\b";
            break;
          case 102:
            out += "\f";
            break;
          case 110:
            out += "\n";
            break;
          case 114:
            out += "\r";
            break;
          case 116:
            out += "	";
            break;
          case 117: {
            const hex = text.slice(i, i + 4);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("bad \\u escape");
            out += String.fromCharCode(parseInt(hex, 16));
            i += 4;
            break;
          }
          default:
            i -= 2;
            fail("bad escape in string");
        }
        start = i;
        continue;
      }
      if (c < SPACE) fail("control character in string");
      i++;
    }
  };
  const NUM3 = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const parseNumber = () => {
    if (text.startsWith("-Infinity", i)) {
      i += 9;
      return new LosslessNumber("-Infinity");
    }
    NUM3.lastIndex = i;
    const m = NUM3.exec(text);
    if (!m) return fail("bad number");
    i += m[0].length;
    return new LosslessNumber(m[0]);
  };
  const parseValue = (depth) => {
    skip();
    if (i >= n) fail("unexpected end of input");
    const c = text.charCodeAt(i);
    if (c === QUOTE) return parseString();
    if (c === LBRACE) {
      if (depth >= maxDepth) fail(`nesting deeper than ${maxDepth}`);
      i++;
      const obj = /* @__PURE__ */ new Map();
      skip();
      if (text.charCodeAt(i) === RBRACE) {
        i++;
        return obj;
      }
      for (; ; ) {
        skip();
        if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
        const key = parseString();
        skip();
        if (text.charCodeAt(i) !== COLON) fail("expected ':'");
        i++;
        obj.set(key, parseValue(depth + 1));
        skip();
        const d = text.charCodeAt(i);
        i++;
        if (d === COMMA) continue;
        if (d === RBRACE) return obj;
        i--;
        fail("expected ',' or '}'");
      }
    }
    if (c === LBRACKET) {
      if (depth >= maxDepth) fail(`nesting deeper than ${maxDepth}`);
      i++;
      const arr = [];
      skip();
      if (text.charCodeAt(i) === RBRACKET) {
        i++;
        return arr;
      }
      for (; ; ) {
        arr.push(parseValue(depth + 1));
        skip();
        const d = text.charCodeAt(i);
        i++;
        if (d === COMMA) continue;
        if (d === RBRACKET) return arr;
        i--;
        fail("expected ',' or ']'");
      }
    }
    if (c === 116 && text.startsWith("true", i)) {
      i += 4;
      return true;
    }
    if (c === 102 && text.startsWith("false", i)) {
      i += 5;
      return false;
    }
    if (c === 110 && text.startsWith("null", i)) {
      i += 4;
      return null;
    }
    if (c === 78 && text.startsWith("NaN", i)) {
      i += 3;
      return new LosslessNumber("NaN");
    }
    if (c === 73 && text.startsWith("Infinity", i)) {
      i += 8;
      return new LosslessNumber("Infinity");
    }
    if (c === MINUS || c >= DIGIT_0 && c <= DIGIT_9) return parseNumber();
    return fail("unexpected character");
  };
  const value = parseValue(0);
  skip();
  if (i < n) fail("unexpected text after the JSON value");
  return value;
}
function fromPlain(value, depth = 0) {
  if (depth > MAX_DEPTH) throw new Error("value nested too deeply");
  if (value === null || value === void 0) return null;
  if (typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return new LosslessNumber(jsNumberText(value));
  if (typeof value === "bigint") return new LosslessNumber(value.toString());
  if (value instanceof LosslessNumber) return value;
  if (Array.isArray(value)) return value.map((v) => fromPlain(v, depth + 1));
  if (value instanceof Map) {
    const m = /* @__PURE__ */ new Map();
    for (const [k, v] of value) m.set(String(k), fromPlain(v, depth + 1));
    return m;
  }
  if (typeof value === "object") {
    const m = /* @__PURE__ */ new Map();
    for (const [k, v] of Object.entries(value)) if (v !== void 0) m.set(k, fromPlain(v, depth + 1));
    return m;
  }
  return null;
}
function jsNumberText(x) {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  if (Number.isSafeInteger(x) && !Object.is(x, -0)) return String(x);
  const s = String(x);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}
function toPlain(value) {
  if (value instanceof LosslessNumber) return value.valueOf();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof Map) {
    const o = {};
    for (const [k, v] of value) Object.defineProperty(o, k, { value: toPlain(v), enumerable: true, writable: true, configurable: true });
    return o;
  }
  return value;
}

// src/integrity/model.ts
var MAX_STEPS_LIMIT = 1e5;
var HEX64 = lazySchema((z) => z.string().regex(/^[0-9a-f]{64}$/, "not a 64-digit lowercase hex SHA-256"));
function allHex64(a) {
  for (let i = 0; i < a.length; i++) if (a[i].length !== 64) return false;
  const joined = a.join("");
  return Buffer.from(joined, "hex").toString("hex") === joined;
}
var HASHES = lazySchema(
  (z) => z.array(z.string()).max(MAX_STEPS_LIMIT).refine(allHex64, {
    message: "not a list of 64-digit lowercase hex SHA-256 hashes"
  })
);
var KEY_ID = lazySchema((z) => z.string().regex(/^[0-9a-f]{8}$/, "not an 8-digit lowercase hex key id"));
var APPROX_ALGORITHMS = ["sha256-chain-v1", "hmac-sha256-chain-v1"];
var OUR_ALGORITHMS = ["blamegate-sha256-chain-v2", "blamegate-hmac-sha256-chain-v2", "blamegate-sha256-chain-v1", "blamegate-hmac-sha256-chain-v1"];
var OUR_KEYED_ALGORITHMS = ["blamegate-hmac-sha256-chain-v2", "blamegate-hmac-sha256-chain-v1"];
var isV1 = (algorithm) => algorithm.endsWith("-chain-v1");
var BlamegateBlockSchema = lazySchema(
  (z) => z.object({
    algorithm: z.enum(OUR_ALGORITHMS),
    keyed: z.boolean(),
    key_id: KEY_ID.optional(),
    /** What was hashed: the stored JSON ("source") or the imported trace model ("model"). */
    view: z.enum(["source", "model"]),
    head: HEX64,
    step_hashes: HASHES,
    final: HEX64,
    signed_at: z.string().max(64).optional(),
    rotations: z.number().int().nonnegative().optional(),
    resign_count: z.number().int().nonnegative().optional()
  }).refine((b) => b.keyed === OUR_KEYED_ALGORITHMS.includes(b.algorithm), {
    message: "`keyed` disagrees with `algorithm`"
  })
);
var ApproxBlockSchema = lazySchema(
  (z) => z.looseObject({
    algorithm: z.enum(APPROX_ALGORITHMS),
    keyed: z.boolean(),
    seed: HEX64,
    step_hashes: HASHES,
    final: HEX64,
    key_id: KEY_ID.optional(),
    rotations: z.number().int().nonnegative().optional(),
    resign_count: z.number().int().nonnegative().optional(),
    blamegate: BlamegateBlockSchema.optional()
  }).refine((b) => b.keyed === (b.algorithm === "hmac-sha256-chain-v1"), {
    message: "`keyed` disagrees with `algorithm`"
  })
);
var HEX64_TEXT = /^[0-9a-f]{64}$/;
var KEY_ID_TEXT = /^[0-9a-f]{8}$/;
var isCount = (v) => v === void 0 || typeof v === "number" && Number.isSafeInteger(v) && v >= 0 && !Object.is(v, -0);
function usualApproxBlock(block) {
  const { algorithm, keyed, seed, final, step_hashes, key_id } = block;
  if (algorithm !== "sha256-chain-v1" && algorithm !== "hmac-sha256-chain-v1") return null;
  if (keyed !== (algorithm === "hmac-sha256-chain-v1")) return null;
  if (typeof seed !== "string" || !HEX64_TEXT.test(seed) || typeof final !== "string" || !HEX64_TEXT.test(final)) return null;
  if (key_id !== void 0 && (typeof key_id !== "string" || !KEY_ID_TEXT.test(key_id))) return null;
  if (!isCount(block.rotations) || !isCount(block.resign_count) || block.blamegate !== void 0) return null;
  if (!Array.isArray(step_hashes) || step_hashes.length > MAX_STEPS_LIMIT) return null;
  for (const h of step_hashes) if (typeof h !== "string" || h.length !== 64) return null;
  return block;
}
var VERDICTS = ["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"];
var VerdictSchema = lazySchema((z) => z.enum(VERDICTS));
var IntegrityResultSchema = lazySchema(
  (z) => z.object({
    verdict: VerdictSchema,
    /** First altered step (everything from it on is untrusted), or null. */
    step: z.number().int().nonnegative().nullable(),
    algorithm: z.string().nullable(),
    reason: z.string().optional()
  })
);

// src/json/python.ts
function pyFloatRepr(x) {
  const a = Math.abs(x);
  if (a >= 1e-4 && a < 1e16 && !Number.isInteger(x)) return String(x);
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const e = x.toExponential();
  const sign = x < 0 ? "-" : "";
  const at = e.indexOf("e");
  const digits = e.slice(sign.length, at).replace(".", "");
  const exp = Number(e.slice(at + 1));
  const decpt = exp + 1;
  if (decpt <= -4 || decpt > 16) {
    const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const ae = Math.abs(exp);
    return `${sign}${mant}e${exp < 0 ? "-" : "+"}${ae < 10 ? "0" : ""}${ae}`;
  }
  if (decpt <= 0) return `${sign}0.${"0".repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${"0".repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}
var INT = /^-?\d+$/;
function pyNumberText(text) {
  if (INT.test(text)) {
    return text === "-0" ? "0" : text;
  }
  return pyFloatRepr(Number(text));
}
var NEEDS_ESCAPE = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;
var ESCAPE_ALL = /[^\x20\x21\x23-\x5b\x5d-\x7e]/g;
var SHORT = {
  '"': '\\"',
  "\\": "\\\\",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "	": "\\t"
};
var escapeChar = (ch) => SHORT[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
function pyString(s) {
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  return `"${s.replace(ESCAPE_ALL, escapeChar)}"`;
}
var SURROGATE = /[\ud800-\udfff]/;
function sortKeys(keys) {
  keys.sort();
  for (const k of keys) {
    if (NEEDS_ESCAPE.test(k) && SURROGATE.test(k)) return keys.sort(compareCodePoints);
  }
  return keys;
}
function pyCanonical(value) {
  if (value === null) return "null";
  if (value === true) return "true";
  if (value === false) return "false";
  if (typeof value === "string") return pyString(value);
  if (value instanceof LosslessNumber) return pyNumberText(value.text);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    let out2 = "[";
    for (let i = 0; i < value.length; i++) out2 += (i ? ", " : "") + pyCanonical(value[i]);
    return `${out2}]`;
  }
  if (value.size === 0) return "{}";
  const keys = sortKeys([...value.keys()]);
  let out = "{";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    out += `${i ? ", " : ""}${pyString(k)}: ${pyCanonical(value.get(k))}`;
  }
  return `${out}}`;
}
function pyIndented(value, indent = 2, level = 0) {
  if (value === null || typeof value === "boolean" || typeof value === "string") return pyCanonical(value);
  if (value instanceof LosslessNumber) return value.text;
  const pad = " ".repeat(indent * (level + 1));
  const end = " ".repeat(indent * level);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[
${value.map((v) => pad + pyIndented(v, indent, level + 1)).join(",\n")}
${end}]`;
  }
  if (value.size === 0) return "{}";
  const parts = [];
  for (const [k, v] of value) parts.push(`${pad}${pyString(k)}: ${pyIndented(v, indent, level + 1)}`);
  return `{
${parts.join(",\n")}
${end}}`;
}
function pyStr(value) {
  if (value === void 0 || value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "string") return value;
  if (value instanceof LosslessNumber) {
    const t = pyNumberText(value.text);
    if (t === "Infinity") return "inf";
    if (t === "-Infinity") return "-inf";
    if (t === "NaN") return "nan";
    return t;
  }
  return pyCanonical(value);
}
var AmbiguousNumber = class extends Error {
  name = "AmbiguousNumber";
};
var TWO53 = 2 ** 53;
function pyCanonicalPlain(v, asciiStrings = false) {
  return plain(v, asciiStrings, 0);
}
function plain(v, asciiStrings, depth) {
  switch (typeof v) {
    case "string":
      return asciiStrings ? `"${v}"` : pyString(v);
    case "number":
      if (!Number.isInteger(v)) return pyFloatRepr(v);
      if (Object.is(v, -0) || Math.abs(v) >= TWO53) throw new AmbiguousNumber(String(v));
      return String(v);
    case "boolean":
      return v ? "true" : "false";
    case "object":
      if (v === null) return "null";
      break;
    default:
      throw new AmbiguousNumber(`not JSON data: ${typeof v}`);
  }
  if (depth > 512) throw new AmbiguousNumber("nested too deeply");
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    let out2 = `[${plain(v[0], asciiStrings, depth + 1)}`;
    for (let i = 1; i < v.length; i++) out2 += `, ${plain(v[i], asciiStrings, depth + 1)}`;
    return `${out2}]`;
  }
  const o = v;
  const keys = Object.keys(o);
  if (keys.length === 0) return "{}";
  const shape = shapeOf(keys);
  const sorted = shape.sorted;
  const lits = shape.lits;
  let out = "{";
  for (let i = 0; i < sorted.length; i++) out += lits[i] + plain(o[sorted[i]], asciiStrings, depth + 1);
  return `${out}}`;
}
var shapes = /* @__PURE__ */ new Map();
var shapeCount = 0;
var MAX_SHAPES = 2048;
var MAX_SHAPE_KEYS = 256;
var MAX_SHAPE_KEY_CHARS = 4096;
var MAX_CHAIN = 32;
function shapeOf(keys) {
  const first = keys[0];
  const head = shapes.get(first);
  const n = keys.length;
  search: for (let s = head; s !== void 0; s = s.next) {
    const own2 = s.own;
    if (own2.length !== n) continue;
    for (let i = 1; i < n; i++) if (own2[i] !== keys[i]) continue search;
    return s;
  }
  const own = keys.slice();
  const sorted = sortKeys(keys);
  const lits = sorted.map((k, i) => `${i ? ", " : ""}${pyString(k)}: `);
  const next = head !== void 0 && head.chain < MAX_CHAIN ? head : void 0;
  const shape = { own, sorted, lits, next, chain: (next?.chain ?? 0) + 1 };
  let chars = 0;
  for (const k of own) chars += k.length;
  if (n <= MAX_SHAPE_KEYS && chars <= MAX_SHAPE_KEY_CHARS) {
    if (shapeCount >= MAX_SHAPES) {
      shapes.clear();
      shapeCount = 0;
      shape.next = void 0;
      shape.chain = 1;
    }
    shapes.set(first, shape);
    shapeCount++;
  }
  return shape;
}
function pyStrPlain(v) {
  if (v === void 0 || v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "string") return v;
  if (typeof v === "number") {
    if (Number.isNaN(v)) return "nan";
    if (!Number.isFinite(v)) return v > 0 ? "inf" : "-inf";
    return pyCanonicalPlain(v);
  }
  return pyCanonicalPlain(v);
}
function isPlainText(text) {
  return text.indexOf("\\") < 0 && text.indexOf("\x7F") < 0 && Buffer.byteLength(text, "utf8") === text.length;
}
var EXPONENT = /[0-9][eE][-+]?[0-9]+(?![0-9A-Za-z])/g;
var LITERAL = /-?[0-9][-+.eE0-9]*/y;
var FLOATY = /[.eE]/;
function hasIntegralFloats(text) {
  for (let at = text.indexOf("."); at >= 0; at = text.indexOf(".", at + 1)) {
    if (at > 0 && isDigit(text.charCodeAt(at - 1)) && integralAt(text, at - 1)) return true;
  }
  EXPONENT.lastIndex = 0;
  for (let m = EXPONENT.exec(text); m !== null; m = EXPONENT.exec(text)) {
    if (integralAt(text, m.index)) return true;
  }
  return false;
}
var isDigit = (c) => c >= DIGIT_0 && c <= DIGIT_9;
function integralAt(text, at) {
  let start = at;
  while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
  if (start > 0 && text.charCodeAt(start - 1) === MINUS) start--;
  let k = start - 1;
  while (k >= 0 && isJsonSpace(text.charCodeAt(k))) k--;
  if (k >= 0) {
    const c = text.charCodeAt(k);
    if (c !== COLON && c !== COMMA && c !== LBRACKET) return false;
  }
  LITERAL.lastIndex = start;
  const m = LITERAL.exec(text);
  return m !== null && ambiguousLiteral(m[0]);
}
function ambiguousLiteral(t) {
  if (!FLOATY.test(t)) return false;
  const x = Number(t);
  return Number.isInteger(x) || Object.is(x, -0) || Number.isNaN(x);
}

// src/integrity/params.ts
function blockParams(b) {
  if (isV1(b.algorithm)) return null;
  return pyCanonical(
    fromPlain({
      algorithm: b.algorithm,
      keyed: b.keyed,
      key_id: b.key_id,
      view: b.view,
      signed_at: b.signed_at,
      rotations: b.rotations,
      resign_count: b.resign_count
    })
  );
}

// src/integrity/keys.ts
import { createHash as createHash2 } from "node:crypto";
var MAX_KEY_BYTES = 1024;
var KeyError = class extends Error {
  name = "KeyError";
};
var HEX = /^(?:[0-9a-fA-F]{2})+$/;
function parseKey(text, source = "key") {
  const t = text.replace(/\r?\n$/, "");
  if (t.length === 0) throw new KeyError(`${source}: the key is empty`);
  const bytes = HEX.test(t) ? Buffer.from(t, "hex") : Buffer.from(t, "utf8");
  if (bytes.length > MAX_KEY_BYTES) {
    throw new KeyError(`${source}: the key is ${bytes.length} bytes; at most ${MAX_KEY_BYTES} are accepted`);
  }
  return new Uint8Array(bytes);
}
function keyId(key) {
  return createHash2("sha256").update("key-id:").update(key).digest("hex").slice(0, 8);
}

// src/integrity/ledger.ts
var GENESIS = "0".repeat(64);
var MAX_LEDGER_LINE = 4096;
var LedgerEntrySchema = lazySchema(
  (z) => z.strictObject({
    id: z.string().min(1).max(512),
    root: z.string().regex(/^[0-9a-f]{64}$/),
    algorithm: z.string().max(64),
    steps: z.number().int().nonnegative(),
    /** Where the trace lived when recorded, relative to where the ledger was written from. */
    file: z.string().max(1024).optional(),
    time: z.string().max(64),
    prev: z.string().regex(/^[0-9a-f]{64}$/)
  })
);
function parseLedger(text) {
  const records = [];
  const byId = /* @__PURE__ */ new Map();
  let tip = GENESIS;
  let broken = null;
  const lines = text.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const lineText = lines[i].replace(/\r$/, "");
    const line = i + 1;
    const fail = (reason) => broken = { line, reason };
    if (lineText.length > MAX_LEDGER_LINE) {
      fail(`line is ${lineText.length} characters, over ${MAX_LEDGER_LINE}`);
      break;
    }
    let json;
    try {
      json = JSON.parse(lineText);
    } catch {
      fail("not JSON");
      break;
    }
    const parsed = LedgerEntrySchema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      fail(`not a ledger entry (${first ? `${first.path.map(String).join(".") || "line"}: ${first.message}` : "bad shape"})`);
      break;
    }
    if (parsed.data.prev !== tip) {
      fail(i === 0 ? "the first line does not start the chain" : `does not follow line ${line - 1} (a line was edited, removed or reordered)`);
      break;
    }
    tip = sha256Hex2(lineText);
    const rec = { ...parsed.data, line, hash: tip };
    records.push(rec);
    const list = byId.get(rec.id);
    if (list) list.push(rec);
    else byId.set(rec.id, [rec]);
  }
  return { byId, records, broken, tip };
}
function checkLedger(index, id, v) {
  const list = index.byId.get(id);
  if (!list || !v.root) return list ? v : { ...v, reason: "not in the ledger yet" };
  const latest = list[list.length - 1];
  if (latest.root === v.root) return v;
  const older = list.find((r) => r.root === v.root);
  if (older) {
    return {
      ...v,
      verdict: "rolled-back",
      reason: `this is the version recorded at ledger line ${older.line} (${older.time}); the latest, line ${latest.line} (${latest.time}), differs`
    };
  }
  return {
    ...v,
    verdict: "tampered",
    reason: `the chain holds but its root is not in the ledger; the latest recorded version is line ${latest.line} (${latest.time}) \u2014 re-signed without recording?`
  };
}
function missingFromLedger(index, seenIds, covered) {
  const out = [];
  for (const [id, list] of index.byId) {
    const latest = list[list.length - 1];
    if (!seenIds.has(id) && covered(latest)) out.push(latest);
  }
  return out;
}
function parseHead(text, source = "ledger anchor") {
  const m = /^\s*(\d{1,12}):([0-9a-f]{64})\s*$/.exec(text);
  if (!m) throw new Error(`${source}: expected LINES:SHA256 (as sign and verify print it), got ${JSON.stringify(text.slice(0, 80))}`);
  return { records: Number(m[1]), tip: m[2] };
}
function checkAnchor(index, anchor) {
  if (anchor.records === 0) return anchor.tip === GENESIS ? null : "the anchor names no lines but a non-empty tip";
  const n = index.records.length;
  if (n < anchor.records) {
    return `the ledger has ${n} good line${n === 1 ? "" : "s"}, the anchor recorded ${anchor.records}: lines were cut from its end, or it was replaced`;
  }
  const rec = index.records[anchor.records - 1];
  if (rec.hash !== anchor.tip) return `line ${anchor.records} is not the line the anchor recorded: the ledger was rewritten`;
  return null;
}

// src/json/python-scan.ts
var ScanError = class extends Error {
  name = "ScanError";
};
var HEX2 = new Int8Array(128).fill(-1);
for (let c = 0; c < 10; c++) HEX2[48 + c] = c;
for (let c = 0; c < 6; c++) HEX2[97 + c] = 10 + c;
var HEX_ANY = new Int8Array(128).fill(-1);
for (let c = 0; c < 128; c++) HEX_ANY[c] = HEX2[c];
for (let c = 0; c < 6; c++) HEX_ANY[65 + c] = 10 + c;
var NUM2 = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
var SLOW_STRING = /[\\\x00-\x1f\x7f-\uffff]/;
var byCodeUnit = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
var byCodePoint = (a, b) => compareCodePoints(a.key, b.key);
function joinSorted(members, astral) {
  if (members.length === 0) return "{}";
  members.sort(astral ? byCodePoint : byCodeUnit);
  let out = "{";
  let first = true;
  for (let i = 0; i < members.length; i++) {
    const m = members[i];
    const next = members[i + 1];
    if (next !== void 0 && next.key === m.key) continue;
    out += `${first ? "" : ", "}${m.lit}: ${m.value}`;
    first = false;
  }
  return `${out}}`;
}
function scanTrace(text) {
  let i = 0;
  const n = text.length;
  const fail = (what) => {
    throw new ScanError(`${what} at offset ${i}`);
  };
  const skip = () => {
    for (; ; ) {
      const c = text.charCodeAt(i);
      if (isJsonSpace(c)) i++;
      else return;
    }
  };
  let decoded = "";
  let astral = false;
  const string = () => {
    const start = i;
    const q = text.indexOf('"', i + 1);
    if (q > 0) {
      const seg = text.slice(i + 1, q);
      if (!SLOW_STRING.test(seg)) {
        i = q + 1;
        decoded = seg;
        astral = false;
        return text.slice(start, i);
      }
    }
    i++;
    let pythonForm = true;
    let hasEscape = false;
    for (; ; ) {
      if (i >= n) fail("unterminated string");
      const c = text.charCodeAt(i);
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        hasEscape = true;
        const e = text.charCodeAt(i + 1);
        if (e === 117) {
          let v = 0;
          for (let k = 2; k < 6; k++) {
            const d = text.charCodeAt(i + k);
            const h = d < 128 ? HEX_ANY[d] : -1;
            if (h < 0) fail("bad \\u escape");
            if (HEX2[d] < 0) pythonForm = false;
            v = v * 16 + h;
          }
          if (v >= 32 && v < 127 || v === 10 || v === 13 || v === 9 || v === 8 || v === 12) pythonForm = false;
          i += 6;
        } else if (e === QUOTE || e === BACKSLASH || e === 110 || e === 114 || e === 116 || e === 98 || e === 102) i += 2;
        else if (e === SLASH) {
          pythonForm = false;
          i += 2;
        } else fail("bad escape in string");
        continue;
      }
      if (c < 32) fail("control character in string");
      if (c >= 127) pythonForm = false;
      i++;
    }
    i++;
    const literal = text.slice(start, i);
    astral = !pythonForm || hasEscape && /\\u[dD][89a-fA-F]/.test(literal);
    if (!hasEscape) {
      decoded = literal.slice(1, -1);
      return pythonForm ? literal : pyString(decoded);
    }
    decoded = JSON.parse(literal);
    return pythonForm ? literal : pyString(decoded);
  };
  let scalarText = null;
  const value = (depth) => {
    skip();
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      const s = string();
      scalarText = decoded;
      return s;
    }
    if (c === LBRACE) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      i++;
      const members = [];
      let anyAstral = false;
      skip();
      if (text.charCodeAt(i) === RBRACE) {
        i++;
        return "{}";
      }
      for (; ; ) {
        skip();
        if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
        const lit = string();
        const key = decoded;
        anyAstral ||= astral;
        skip();
        if (text.charCodeAt(i) !== COLON) fail("expected ':'");
        i++;
        members.push({ key, lit, value: value(depth + 1) });
        skip();
        const d = text.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === RBRACE) break;
        i--;
        fail("expected ',' or '}'");
      }
      scalarText = null;
      return joinSorted(members, anyAstral);
    }
    if (c === LBRACKET) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      i++;
      skip();
      if (text.charCodeAt(i) === RBRACKET) {
        i++;
        return "[]";
      }
      let out = "[";
      for (let k = 0; ; k++) {
        out += (k ? ", " : "") + value(depth + 1);
        skip();
        const d = text.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === RBRACKET) break;
        i--;
        fail("expected ',' or ']'");
      }
      scalarText = null;
      return `${out}]`;
    }
    return scalar();
  };
  const word = (w, canon, str) => {
    if (!text.startsWith(w, i)) fail("unexpected character");
    i += w.length;
    scalarText = str;
    return canon;
  };
  const scalar = () => {
    const c = text.charCodeAt(i);
    if (c === 116) return word("true", "true", "True");
    if (c === 102) return word("false", "false", "False");
    if (c === 110) return word("null", "null", "None");
    if (c === 78) return word("NaN", "NaN", "nan");
    if (c === 73) return word("Infinity", "Infinity", "inf");
    if (c === MINUS && text.startsWith("-Infinity", i)) return word("-Infinity", "-Infinity", "-inf");
    if (c > DIGIT_0 && c <= DIGIT_9) {
      let j = i + 1;
      let d = text.charCodeAt(j);
      while (d >= DIGIT_0 && d <= DIGIT_9) d = text.charCodeAt(++j);
      if (d !== 46 && d !== 101 && d !== 69) {
        const t2 = text.slice(i, j);
        i = j;
        scalarText = t2;
        return t2;
      }
    }
    NUM2.lastIndex = i;
    const m = NUM2.exec(text);
    if (!m) return fail(i >= n ? "unexpected end of input" : "unexpected character");
    i += m[0].length;
    const t = pyNumberText(m[0]);
    scalarText = t === "Infinity" ? "inf" : t === "-Infinity" ? "-inf" : t;
    return t;
  };
  const skipValue = (depth) => {
    skip();
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; ; ) {
        const q = text.indexOf('"', i);
        if (q < 0) fail("unterminated string");
        let b = q - 1;
        while (text.charCodeAt(b) === BACKSLASH) b--;
        i = q + 1;
        if ((q - 1 - b) % 2 === 0) return;
      }
    }
    if (c === LBRACE || c === LBRACKET) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      const close = c === LBRACE ? RBRACE : RBRACKET;
      i++;
      skip();
      if (text.charCodeAt(i) === close) {
        i++;
        return;
      }
      for (; ; ) {
        if (c === LBRACE) {
          skipValue(depth + 1);
          skip();
          if (text.charCodeAt(i) !== COLON) fail("expected ':'");
          i++;
        }
        skipValue(depth + 1);
        skip();
        const d = text.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === close) return;
        i--;
        fail("expected ',' or a closing bracket");
      }
    }
    scalar();
  };
  skip();
  if (text.charCodeAt(i) !== LBRACE) fail("the trace is not a JSON object");
  i++;
  const header = [];
  let headerAstral = false;
  let steps = [];
  let integrityText = null;
  const seed = { task: "None", model: "None", created_at: "None" };
  skip();
  if (text.charCodeAt(i) === RBRACE) i++;
  else
    for (; ; ) {
      skip();
      if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
      const keyLit = string();
      const key = decoded;
      headerAstral ||= astral;
      skip();
      if (text.charCodeAt(i) !== COLON) fail("expected ':'");
      i++;
      skip();
      if (key === "steps") {
        if (text.charCodeAt(i) !== LBRACKET) fail("`steps` is not a list");
        i++;
        steps = [];
        skip();
        if (text.charCodeAt(i) === RBRACKET) i++;
        else
          for (; ; ) {
            steps.push(value(1));
            skip();
            const d2 = text.charCodeAt(i++);
            if (d2 === COMMA) continue;
            if (d2 === RBRACKET) break;
            i--;
            fail("expected ',' or ']'");
          }
      } else if (key === "meta" && text.charCodeAt(i) === LBRACE) {
        i++;
        const members = [];
        let metaAstral = false;
        integrityText = null;
        skip();
        if (text.charCodeAt(i) === RBRACE) i++;
        else
          for (; ; ) {
            skip();
            if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
            const lit = string();
            const mkey = decoded;
            metaAstral ||= astral;
            skip();
            if (text.charCodeAt(i) !== COLON) fail("expected ':'");
            i++;
            skip();
            const start = i;
            if (mkey === "integrity") {
              skipValue(2);
              integrityText = text.slice(start, i);
            } else members.push({ key: mkey, lit, value: value(2) });
            skip();
            const d2 = text.charCodeAt(i++);
            if (d2 === COMMA) continue;
            if (d2 === RBRACE) break;
            i--;
            fail("expected ',' or '}'");
          }
        header.push({ key, lit: keyLit, value: joinSorted(members, metaAstral) });
      } else {
        if (key === "meta") integrityText = null;
        scalarText = null;
        const v = value(1);
        header.push({ key, lit: keyLit, value: v });
        if (key === "task" || key === "model" || key === "created_at") seed[key] = scalarText ?? v;
      }
      skip();
      const d = text.charCodeAt(i++);
      if (d === COMMA) continue;
      if (d === RBRACE) break;
      i--;
      fail("expected ',' or '}'");
    }
  skip();
  if (i < n) fail("unexpected text after the JSON value");
  return { header: joinSorted(header, headerAstral), steps, seedInput: `${seed.task}|${seed.model}|${seed.created_at}`, integrityText };
}

// src/integrity/view.ts
var MAX_SOURCE_CHARS = 64 * 1024 * 1024;
var ViewError = class extends Error {
  name = "ViewError";
};
function checkSize(text) {
  if (text.length > MAX_SOURCE_CHARS) throw new ViewError(`trace text is ${text.length} characters, over the ${MAX_SOURCE_CHARS} limit`);
}
function parseChecked(text) {
  checkSize(text);
  try {
    return parseLossless(text);
  } catch (e) {
    throw new ViewError(e instanceof LosslessJsonError ? `not JSON: ${e.message}` : String(e));
  }
}
function parseSource(text) {
  const tree = parseChecked(text);
  if (!(tree instanceof Map)) throw new ViewError("the trace is not a JSON object");
  return tree;
}
function headerOf(tree) {
  const header = /* @__PURE__ */ new Map();
  for (const [k, v] of tree) {
    if (k === "steps") continue;
    if (k === "meta" && v instanceof Map) {
      const meta23 = new Map(v);
      meta23.delete("integrity");
      header.set(k, meta23);
    } else header.set(k, v);
  }
  return header;
}
function sourceView(tree) {
  const steps = tree.get("steps");
  if (steps !== void 0 && !Array.isArray(steps)) throw new ViewError("`steps` is not a list");
  return {
    header: pyCanonical(headerOf(tree)),
    steps: (steps ?? []).map(pyCanonical),
    seedInput: `${pyStr(tree.get("task"))}|${pyStr(tree.get("model"))}|${pyStr(tree.get("created_at"))}`
  };
}
function modelView(trace) {
  const meta23 = { ...trace.meta };
  delete meta23.integrity;
  const header = fromPlain({
    id: trace.id,
    task: trace.task,
    success: trace.success,
    final_output: trace.finalOutput,
    model: trace.model,
    created_at: trace.createdAt,
    agents: trace.agents,
    meta: meta23
  });
  const steps = trace.steps.map((s) => {
    if (s.raw !== void 0) return pyCanonical(fromPlain(s.raw));
    const { raw: _raw, ...rest } = s;
    return pyCanonical(fromPlain(rest));
  });
  const seed = fromPlain({ t: trace.task, m: trace.model ?? null, c: trace.createdAt ?? null });
  return {
    header: pyCanonical(header),
    steps,
    seedInput: `${pyStr(seed.get("t"))}|${pyStr(seed.get("m"))}|${pyStr(seed.get("c"))}`
  };
}
function plainView(raw, asciiStrings = false) {
  const obj = /* @__PURE__ */ Object.create(null);
  for (const k of Object.keys(raw)) {
    if (k === "steps") continue;
    const v = raw[k];
    if (k === "meta" && isRecord(v)) {
      const meta23 = /* @__PURE__ */ Object.create(null);
      for (const mk of Object.keys(v)) if (mk !== "integrity") meta23[mk] = v[mk];
      obj[k] = meta23;
    } else obj[k] = v;
  }
  const steps = stepsOf(raw);
  const header = pyCanonicalPlain(obj, asciiStrings);
  return { header, ...plainSteps(raw, steps, asciiStrings) };
}
function stepsOf(raw) {
  const steps = raw.steps;
  if (steps !== void 0 && !Array.isArray(steps)) throw new ViewError("`steps` is not a list");
  return steps ?? [];
}
function plainSteps(raw, steps, asciiStrings) {
  const out = new Array(steps.length);
  for (let i = 0; i < steps.length; i++) out[i] = pyCanonicalPlain(steps[i], asciiStrings);
  return { steps: out, seedInput: `${pyStrPlain(raw.task)}|${pyStrPlain(raw.model)}|${pyStrPlain(raw.created_at)}` };
}
function sourceViewOf(trace) {
  return fromParsed(trace, (raw, ascii) => plainView(raw, ascii)) ?? exactView(trace);
}
function sourceStepsOf(trace) {
  return fromParsed(trace, (raw, ascii) => plainSteps(raw, stepsOf(raw), ascii)) ?? exactView(trace);
}
function fromParsed(trace, build) {
  const text = trace.sourceText;
  if (text === void 0 || !isRecord(trace.raw) || hasIntegralFloats(text)) return null;
  try {
    return build(trace.raw, isPlainText(text));
  } catch (e) {
    if (!(e instanceof AmbiguousNumber)) throw e;
    return null;
  }
}
function exactView(trace) {
  if (trace.sourceText !== void 0) {
    checkSize(trace.sourceText);
    try {
      return scanTrace(trace.sourceText);
    } catch (e) {
      throw new ViewError(e instanceof ScanError ? `not JSON: ${e.message}` : String(e));
    }
  }
  const tree = sourceTreeOf(trace);
  if (!tree) throw new ViewError("the trace's stored JSON was not kept, so its chain cannot be recomputed");
  return sourceView(tree);
}
function sourceTreeOf(trace) {
  if (trace.sourceText !== void 0) return parseSource(trace.sourceText);
  if (trace.raw !== void 0 && trace.raw !== null && typeof trace.raw === "object" && !Array.isArray(trace.raw)) {
    return fromPlain(trace.raw);
  }
  return null;
}

// src/integrity/verify.ts
var invalid = (reason, algorithm = null) => ({
  verdict: "invalid",
  step: null,
  algorithm,
  reason
});
function describe(c) {
  switch (c.what) {
    case "seed":
      return `task, model or created_at changed (seed differs); every step is untrusted`;
    case "head":
      return `trace fields changed (id, task, success, final_output, model, created_at or meta); every step is untrusted`;
    case "missing-steps":
      return `steps from ${c.step} on were removed`;
    case "extra-steps":
      return `steps from ${c.step} on were added after signing`;
    case "final":
      return `the final hash differs (steps after ${c.step === null ? "?" : c.step - 1} removed, or the block edited)`;
    default:
      return `step ${c.step} differs from what was signed; it and every later step are untrusted`;
  }
}
function runChain(chain, keys) {
  const { algorithm } = chain;
  if (!chain.keyed) {
    const c = chain.check();
    return c.step === null ? { verdict: "intact", step: null, algorithm, root: c.final } : { verdict: "tampered", step: c.step, algorithm, reason: describe(c) };
  }
  if (keys.length === 0) {
    const early = chain.unkeyedCheck?.();
    if (early && early.step !== null) return { verdict: "tampered", step: early.step, algorithm, reason: describe(early) };
    return { verdict: "keyed", step: null, algorithm, reason: `signed with key ${chain.keyIdStored ?? "(no key_id)"}; no key given`, keyId: chain.keyIdStored };
  }
  if (chain.keyIdStored !== void 0) {
    const key = keys.find((k) => keyId(k) === chain.keyIdStored);
    if (!key) {
      const early = chain.unkeyedCheck?.();
      if (early && early.step !== null) return { verdict: "tampered", step: early.step, algorithm, reason: describe(early) };
      return {
        verdict: "wrong-key",
        step: null,
        algorithm,
        reason: `signed with key ${chain.keyIdStored}; given ${keys.map(keyId).join(", ")}`,
        keyId: chain.keyIdStored
      };
    }
    const c = chain.check(key);
    return c.step === null ? { verdict: "intact", step: null, algorithm, root: c.final, keyId: chain.keyIdStored } : { verdict: "tampered", step: c.step, algorithm, reason: describe(c), keyId: chain.keyIdStored };
  }
  let best = null;
  for (const key of keys) {
    const c = chain.check(key);
    if (c.step === null) return { verdict: "intact", step: null, algorithm, root: c.final, keyId: keyId(key) };
    if (!best || (best.step ?? 0) < (c.step ?? 0)) best = c;
  }
  const b = best;
  return {
    verdict: "tampered",
    step: b.step,
    algorithm,
    reason: `${describe(b)} (the block names no key_id: a wrong key also looks like this)`
  };
}
var RANK = {
  invalid: 6,
  "rolled-back": 5,
  tampered: 4,
  "wrong-key": 3,
  keyed: 2,
  unsigned: 1,
  intact: 0
};
function worstOf(results) {
  let out = results[0];
  for (const r of results.slice(1)) {
    const earlier = r.verdict === "tampered" && out.verdict === "tampered" && (r.step ?? Infinity) < (out.step ?? Infinity);
    if (RANK[r.verdict] > RANK[out.verdict] || earlier) out = r;
  }
  return out;
}
function ourChain(b, view) {
  const prefix = ourPrefix(blockParams(b));
  return {
    algorithm: b.algorithm,
    keyed: b.keyed,
    keyIdStored: b.key_id,
    check: (key) => {
      const v = view();
      return checkOurs(makeDigest(key), prefix, v.header, v.steps, b);
    }
  };
}
function blockObject(block) {
  if (block instanceof Map) return toPlain(block);
  if (block && typeof block === "object" && !Array.isArray(block)) return block;
  return null;
}
function issues(e) {
  return e.issues.slice(0, 3).map((i) => `${i.path.map(String).join(".") || "(block)"}: ${i.message}`).join("; ");
}
function verifyTrace(trace, opts = {}, sidecarBlock) {
  const keys = [...opts.key ? [opts.key] : [], ...opts.keys ?? []];
  const views = new Views(trace);
  const outcomes = [];
  if (sidecarBlock !== void 0) outcomes.push(checkBlock(sidecarBlock, "sidecar", views, keys));
  if (trace.integrity !== void 0 && trace.integrity !== null) outcomes.push(checkBlock(trace.integrity, "in-file", views, keys));
  const result = decide(outcomes, keys.length > 0);
  if (result.verdict !== "intact" || !opts.ledger || !result.root) return result;
  return checkLedger(opts.ledger, trace.id, result);
}
var BROKEN = /* @__PURE__ */ new Set(["invalid", "rolled-back", "tampered", "wrong-key"]);
function decide(outcomes, keysGiven) {
  if (outcomes.length === 0) return { verdict: "unsigned", step: null, algorithm: null };
  const broken = outcomes.filter((o) => BROKEN.has(o.v.verdict));
  if (broken.length > 0) return worstOf(broken.map((o) => o.v));
  if (!keysGiven) return worstOf(outcomes.map((o) => o.v));
  const full = outcomes.find((o) => o.full && o.keyed && o.v.verdict === "intact");
  if (full) return full.v;
  const partial = outcomes.find((o) => o.keyed && o.v.verdict === "intact");
  if (partial) {
    return {
      verdict: "keyed",
      step: null,
      algorithm: partial.v.algorithm,
      ...partial.v.keyId ? { keyId: partial.v.keyId } : {},
      reason: "approximately's keyed chain holds, but it does not cover success, final_output, id or meta, and no blamegate chain keyed with a given key does (signed by approximately alone, or blamegate's block was removed); `blamegate sign --key-file` adds one"
    };
  }
  const unkeyed = outcomes.find((o) => o.v.verdict === "intact");
  return {
    verdict: "unsigned",
    step: null,
    algorithm: unkeyed?.v.algorithm ?? null,
    reason: "only an unkeyed chain: anyone can recompute one, so with a key given it authenticates nothing"
  };
}
var Views = class {
  constructor(trace) {
    this.trace = trace;
  }
  trace;
  s = null;
  st = null;
  m = null;
  source = () => this.s ??= sourceViewOf(this.trace);
  steps = () => this.s ?? (this.st ??= sourceStepsOf(this.trace));
  model = () => this.m ??= modelView(this.trace);
};
var tamperedBlock = (algorithm, reason, full, keyed) => ({
  v: { verdict: "tampered", step: null, algorithm, reason },
  full,
  keyed
});
function checkBlock(raw, where, views, keys) {
  const block = blockObject(raw);
  const out = (v, full, keyed) => ({ v, full, keyed });
  if (!block) return out(invalid("the integrity block is not an object"), false, false);
  const algorithm = typeof block.algorithm === "string" ? block.algorithm : null;
  const wantView = where === "in-file" ? "source" : "model";
  try {
    if (OUR_ALGORITHMS.includes(algorithm)) {
      const parsed = BlamegateBlockSchema.safeParse(block);
      if (!parsed.success) return out(invalid(`integrity block: ${issues(parsed.error)}`, algorithm), true, false);
      const b = parsed.data;
      if (b.view !== wantView) return tamperedBlock(b.algorithm, `the ${where} block says view ${JSON.stringify(b.view)}; blamegate writes ${JSON.stringify(wantView)} there`, true, b.keyed);
      return out(runChain(ourChain(b, b.view === "source" ? views.source : views.model), keys), true, b.keyed);
    }
    if (where === "in-file" && APPROX_ALGORITHMS.includes(algorithm)) {
      const bySchema = () => {
        const parsed = ApproxBlockSchema.safeParse(block);
        return parsed.success ? { block: parsed.data } : { refused: out(invalid(`integrity block: ${issues(parsed.error)}`, algorithm), false, false) };
      };
      const usual = usualApproxBlock(block);
      const read = usual !== null ? { block: usual } : bySchema();
      if ("refused" in read) return read.refused;
      const b = read.block;
      const ours = b.blamegate;
      if (ours) {
        if (ours.keyed !== b.keyed || ours.key_id !== b.key_id) {
          return tamperedBlock(
            ours.algorithm,
            `downgrade: approximately's chain is ${b.keyed ? `keyed (${b.key_id ?? "no key_id"})` : "unkeyed"} but blamegate's is ${ours.keyed ? `keyed (${ours.key_id ?? "no key_id"})` : "unkeyed"}; blamegate signs both alike`,
            true,
            b.keyed || ours.keyed
          );
        }
        if (ours.view !== wantView) return tamperedBlock(ours.algorithm, `the in-file block says view ${JSON.stringify(ours.view)}; blamegate writes "source" there`, true, ours.keyed);
        return out(runChain(ourChain(ours, views.source), keys), true, ours.keyed);
      }
      const seedCheck = () => {
        const seed = sha256Hex2(views.steps().seedInput);
        return seed === b.seed ? { step: null, final: seed } : { step: 0, what: "seed", final: seed };
      };
      const theirs = {
        algorithm: b.algorithm,
        keyed: b.keyed,
        keyIdStored: b.key_id,
        check: (key) => {
          const v2 = views.steps();
          return checkApprox(makeDigest(key), sha256Hex2(v2.seedInput), b.seed, v2.steps, b);
        },
        unkeyedCheck: seedCheck
      };
      let v;
      try {
        v = runChain(theirs, keys);
      } catch (e) {
        v = { thrown: e };
      }
      if (usual !== null && ("thrown" in v || v.verdict !== "intact")) {
        const r = bySchema();
        if ("refused" in r) return r.refused;
      }
      if ("thrown" in v) throw v.thrown;
      return out(v, false, b.keyed);
    }
    const what = algorithm === null ? "the integrity block names no algorithm" : `unknown algorithm ${JSON.stringify(algorithm).slice(0, 80)}`;
    return out(invalid(`${where === "sidecar" ? "sidecar: " : ""}${what}`, algorithm?.slice(0, 80) ?? null), false, false);
  } catch (e) {
    if (e instanceof ViewError) return out(invalid(e.message, algorithm), false, false);
    throw e;
  }
}
function isUntrusted(verdict) {
  return verdict === "tampered" || verdict === "rolled-back" || verdict === "wrong-key" || verdict === "invalid";
}

// src/integrity/sidecar.ts
var SIDECAR_SUFFIX = ".integrity";
var MAX_SIDECAR_BYTES = 64 * 1024 * 1024;
var SidecarEntrySchema = lazySchema(
  (z) => z.strictObject({
    position: z.number().int().nonnegative(),
    id: z.string(),
    integrity: BlamegateBlockSchema
  })
);
var SidecarSchema = lazySchema(
  (z) => z.strictObject({
    blamegate_sidecar: z.literal(1),
    /** The trace file's name (not its path), so a sidecar copied next to another file is noticed. */
    file: z.string(),
    traces: z.array(SidecarEntrySchema).max(1e6)
  })
);
function sidecarPath(traceFile) {
  return `${traceFile}${SIDECAR_SUFFIX}`;
}
var SidecarError = class extends Error {
  name = "SidecarError";
};
function parseSidecar(text, name) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SidecarError(`${name}: not JSON (${errorMessage(e)})`);
  }
  const parsed = SidecarSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new SidecarError(`${name}: not a blamegate sidecar (${first ? `${first.path.map(String).join(".") || "file"}: ${first.message}` : "bad shape"})`);
  }
  return parsed.data;
}
function sidecarBlockFor(sidecar, position, id) {
  const entry = sidecar.traces.find((e) => e.position === position);
  if (!entry) return void 0;
  if (entry.id !== id) return { error: `the sidecar signed trace ${JSON.stringify(entry.id)} at position ${position}, but ${JSON.stringify(id)} is there now` };
  return { block: entry.integrity };
}
function goneEntries(sidecar, seenIds) {
  return sidecar.traces.filter((e) => !seenIds.has(e.id));
}

// src/results/step-sites.ts
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

// src/results/trace-result.ts
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
        // Clipped later, after redaction (results/compact.ts).
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
function goneResult(g) {
  return {
    id: g.id,
    file: g.file,
    format: g.format,
    task: "",
    success: null,
    steps: 0,
    agents: [],
    errors: [],
    integrity: { verdict: "tampered", step: null, algorithm: g.algorithm, reason: g.reason },
    untrusted: true
  };
}

// src/attribution/step-keys.ts
var MAX_KEYS_A_STEP = 64;
var TEXT_MAX = 2e5;
var KEY = /[\w.+-]+@[\w-]+\.[\w.-]+|#?\b[A-Za-z]{0,6}[-_]?\d{4,}[A-Za-z0-9]*\b/g;
function keysOf(text) {
  const out = /* @__PURE__ */ new Set();
  for (const m of text.slice(0, TEXT_MAX).matchAll(KEY)) {
    out.add(m[0].replace(/^#/, "").toLowerCase());
    if (out.size >= MAX_KEYS_A_STEP) break;
  }
  return out;
}
function factText(s) {
  return [asText(s.output), s.error ?? ""].filter(Boolean).join("\n");
}
function useText(s) {
  const calls = (s.toolCalls ?? []).map((c) => asText(c.arguments)).join("\n");
  const said2 = s.kind === "observation" || s.kind === "retrieval" || s.kind === "tool_call" || s.kind === "prompt" ? "" : asText(s.output);
  return [asText(s.input), calls, s.thought ?? "", said2].filter(Boolean).join("\n");
}

// src/attribution/counterfactual.ts
var MAX_CANDIDATES2 = 8;
function downstream(trace, pos) {
  const carried = new Set(keysOf(factText(trace.steps[pos])));
  const out = [];
  if (carried.size === 0) return out;
  for (let j = pos + 1; j < trace.steps.length; j++) {
    const s = trace.steps[j];
    const uses = keysOf(useText(s));
    if ([...uses].some((k) => carried.has(k))) {
      out.push(j);
      for (const k of keysOf(factText(s))) carried.add(k);
    }
  }
  return out;
}
function without(trace, positions) {
  return { ...trace, steps: trace.steps.filter((_, i) => !positions.has(i)) };
}
function intervene(trace, positions) {
  const a = attribute(without(trace, new Set(positions)));
  return {
    removed: positions.map((p) => trace.steps[p].index),
    signals: a.findings.length,
    modes: [...new Set(a.findings.map((f) => f.mode))],
    verdict: a.verdict ? { mode: a.verdict.mode, step: a.verdict.step } : null
  };
}
function candidatesOf(attribution, hidden) {
  const out = /* @__PURE__ */ new Map();
  const v = attribution.verdict;
  if (v?.step !== null && v?.step !== void 0) out.set(v.step, { step: v.step, why: ["verdict"], agent: v.agent });
  const findings = [...attribution.findings, ...hidden.findings].sort((a, b) => b.confidence - a.confidence || a.step - b.step);
  for (const f of findings) {
    const c = out.get(f.step) ?? { step: f.step, why: [], agent: f.agent ?? null };
    if (!c.why.includes(f.mode)) c.why.push(f.mode);
    out.set(f.step, c);
    if (out.size >= MAX_CANDIDATES2) break;
  }
  return [...out.values()];
}
function counterfactual(trace, base = attribute(trace)) {
  const posOf = new Map(trace.steps.map((s, i) => [s.index, i]));
  const hidden = { ...trace, success: null };
  const signals = attribute(hidden);
  const candidates = [];
  for (const c of candidatesOf(base, signals)) {
    const pos = posOf.get(c.step);
    if (pos === void 0) continue;
    const removed = intervene(hidden, [pos]);
    const masked = intervene(hidden, [pos, ...downstream(trace, pos)]);
    const role = signals.findings.length === 0 ? "unclear" : removed.signals === 0 || masked.signals === 0 ? "root cause" : "symptom";
    candidates.push({ step: c.step, agent: c.agent, why: c.why, removed, masked, role });
  }
  const v = base.verdict;
  return {
    id: trace.id,
    file: trace.origin.file,
    verdict: v ? { mode: v.mode, step: v.step, agent: v.agent } : null,
    signals: signals.findings.length,
    candidates,
    rootCause: rerank(v?.step ?? null, candidates)
  };
}
function rerank(verdictStep, candidates) {
  const mine = candidates.find((c) => c.step === verdictStep);
  if (!mine || mine.role !== "symptom") return verdictStep;
  const roots = candidates.filter((c) => c.role === "root cause" && verdictStep !== null && c.step < verdictStep).sort((a, b) => a.step - b.step);
  return roots[0]?.step ?? verdictStep;
}
function counterfactualText(r) {
  const v = r.verdict;
  const lines = [`${r.file} [${r.id}]: verdict ${v ? `${v.mode ?? "no mode"} at step ${v.step ?? "-"}${v.agent ? ` by ${v.agent}` : ""}` : "none"}; ${r.signals} failure signal${r.signals === 1 ? "" : "s"}`];
  for (const c of r.candidates) {
    const ds = c.masked.removed.slice(1);
    lines.push(
      `  step ${c.step}${c.agent ? ` (${c.agent})` : ""} [${c.why.join(", ")}]: ${c.role.toUpperCase()} \u2014 removed: ${c.removed.signals} signal${c.removed.signals === 1 ? "" : "s"} left${c.removed.modes.length ? ` (${c.removed.modes.join(", ")})` : ""}; with downstream ${ds.length ? `step${ds.length === 1 ? "" : "s"} ${ds.slice(0, 8).join(", ")}${ds.length > 8 ? " \u2026" : ""}` : "(none)"} masked: ${c.masked.signals} left`
    );
  }
  if (r.candidates.length === 0) lines.push("  no candidate step (nothing was attributed)");
  if (r.rootCause !== null && r.rootCause !== v?.step) lines.push(`  counterfactual root cause: step ${r.rootCause} (the verdict's step ${v?.step} is a symptom of it)`);
  return `${lines.join("\n")}
`;
}

// src/results/compact.ts
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
  if (result.findings?.some((f) => f.evidence.some(long))) edit().findings = result.findings.map((f) => f.evidence.some(long) ? { ...f, evidence: clipQuotes(f.evidence, limits) } : f);
  if (result.verdict) {
    const evidence = clipQuotes(result.verdict.evidence, limits);
    if (evidence !== result.verdict.evidence) edit().verdict = { ...result.verdict, evidence };
  }
  return out ?? result;
}

// src/results/analyze-trace.ts
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
  return resultOf2(trace, attribute(trace), options, sidecar, limits);
}
function resultOf2(trace, attribution, options, sidecar = null, limits = DEFAULT_LIMITS) {
  const result = Object.assign(baseResult(trace), attribution);
  if (options.explain) {
    result.explanation = explain(trace, attribution);
    if (trace.success === false && attribution.verdict) result.explanation.push("counterfactual:", ...counterfactualText(counterfactual(trace, attribution)).trimEnd().split("\n"));
  }
  const signature = trace.success === false ? verdictSignature(trace, attribution.verdict) : void 0;
  if (signature) result.signature = signature;
  const sites = stepSites(trace, result);
  if (sites.length > 0) result.sites = sites;
  if (options.integrity !== "off") {
    const v = verification(trace, options, sidecar);
    const integrity = { verdict: v.verdict, step: v.step, algorithm: v.algorithm };
    if (v.reason) integrity.reason = v.reason;
    result.integrity = integrity;
    if (isUntrusted(v.verdict)) result.untrusted = true;
  }
  const known = options.signingKey ? [options.signingKey, ...options.secrets ?? []] : options.secrets ?? [];
  const pre = preclipResult(trimResult(result, limits), limits);
  return clipResult(redactDeep(pre.result, known), limits, pre.lengths);
}

export {
  parseLossless,
  pyIndented,
  LedgerEntrySchema,
  parseLedger,
  missingFromLedger,
  parseHead,
  checkAnchor,
  MAX_SOURCE_CHARS,
  SIDECAR_SUFFIX,
  MAX_SIDECAR_BYTES,
  sidecarPath,
  SidecarError,
  parseSidecar,
  goneEntries,
  goneResult,
  analyzeTrace
};
