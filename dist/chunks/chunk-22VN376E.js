import {
  anyTokenIn,
  boundedText,
  canonicalKey,
  jaccard,
  memoOfNames,
  quote,
  tokens
} from "./chunk-JR3VQ5HG.js";
import {
  asRecord,
  isRecord
} from "./chunk-5S3KQJG7.js";
import {
  ModeIdSchema
} from "./chunk-AILNL7PL.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";

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
function defineDetector(meta23, detect) {
  return { meta: meta23, name: meta23.name, modes: meta23.modes, serves: meta23.serves, maxConfidence: meta23.maxConfidence, detect };
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

export {
  thoughtTokens,
  buildContext,
  primaryText,
  normRef,
  recordRefs,
  DETECTORS,
  GROUNDING_DETECTORS
};
