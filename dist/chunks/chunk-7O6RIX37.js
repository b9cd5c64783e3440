import {
  isSecretKey
} from "./chunk-KR66X3FU.js";
import {
  MODE_IDS,
  ModeIdSchema
} from "./chunk-GCDLQHIR.js";
import {
  lazySchema
} from "./chunk-ZDNBUPEF.js";
import {
  _enum,
  array,
  number,
  object,
  string
} from "./chunk-5TGD2BJC.js";

// rules/mast.json
var mast_default = {
  $comment: "The MAST failure taxonomy (Cemri et al., 'Why Do Multi-Agent LLM Systems Fail?', arXiv:2503.13657) as data. Definitions are written in our own words. Prevalence is the share of all failure flags in the MAST dataset, in percent. Every surface (fusion priors, SARIF rules, PR comment, explain) reads this file.",
  version: 1,
  source: {
    title: "Why Do Multi-Agent LLM Systems Fail? (MAST)",
    url: "https://arxiv.org/abs/2503.13657",
    annotator: "o1 LLM annotator against human labels: accuracy 0.94, F1 0.80, Cohen's kappa 0.77 (human-human kappa 0.88)"
  },
  categories: [
    {
      id: "FC1",
      name: "Specification and system design",
      prevalence: 41.8,
      definition: "Failures that come from how the task, the roles or the run itself were specified: the agents do what they were set up to do, and the set-up was wrong or ignored."
    },
    {
      id: "FC2",
      name: "Inter-agent misalignment",
      prevalence: 36.9,
      definition: "Failures in how agents (or an agent and its user) work together: lost context, ignored input, withheld facts, drifting goals, words that do not match actions."
    },
    {
      id: "FC3",
      name: "Task verification",
      prevalence: 21.3,
      definition: "Failures in deciding whether the work is done and right: stopping too early, not checking, or checking the wrong thing."
    }
  ],
  modes: [
    {
      id: "FM-1.1",
      name: "Disobey task specification",
      category: "FC1",
      prevalence: 11.8,
      definition: "An agent ignores a constraint or requirement the task states, or does something the task or policy forbids.",
      fixes: [
        { text: "State hard constraints (forbidden tools, budgets, policies) in machine-checkable form and enforce them in the tool layer, not only in the prompt.", evidence: "MAST case study: clearer role and task specifications raised ChatDev on ProgramDev from 25.0% to 34.4%." },
        { text: "Add a pre-action policy check that refuses a call violating a stated rule." }
      ],
      sarif: { level: "error", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-1.2",
      name: "Disobey role specification",
      category: "FC1",
      prevalence: 1.5,
      definition: "An agent acts outside the role it was given: uses another role's tools or takes another agent's decisions.",
      fixes: [
        { text: "Give each role an allow-list of tools and reject calls outside it.", evidence: "MAST case study: role-specification prompts were part of the ChatDev change from 25.0% to 34.4% on ProgramDev." },
        { text: "Route decisions that belong to another role back to that role instead of letting any agent take them." }
      ],
      sarif: { level: "warning", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-1.3",
      name: "Step repetition",
      category: "FC1",
      prevalence: 15.7,
      definition: "An agent redoes work it already did: the same call again with nothing new learned, or a cycle of calls that returns to where it started.",
      fixes: [
        { text: "Keep a record of completed (tool, arguments) pairs and return the recorded result instead of calling again." },
        { text: "Add a loop breaker: stop or escalate after the same action repeats within a short window." },
        { text: "Give the planner an explicit stop condition.", evidence: "MAST case study: a new topology (cyclic graph with a termination check) raised ChatDev on ProgramDev from 25.0% to 40.6%." }
      ],
      sarif: { level: "warning", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-1.4",
      name: "Loss of conversation history",
      category: "FC1",
      prevalence: 2.8,
      definition: "An agent loses track of what was said or found earlier and works from a context that no longer matches the run: it refers to things never established, or forgets things that were.",
      fixes: [
        { text: "Summarise and pin key facts (identifiers, decisions, constraints) in a state the agent re-reads each turn." },
        { text: "Ground every identifier an agent uses in an earlier tool result or message; flag the ones that are not." }
      ],
      sarif: { level: "warning", precision: "low", securitySeverity: null }
    },
    {
      id: "FM-1.5",
      name: "Unaware of termination conditions",
      category: "FC1",
      prevalence: 12.4,
      definition: "The run does not know when to stop: it goes past its step limit, keeps going after the answer is in, or never reaches a stopping point.",
      fixes: [
        { text: "Enforce the step limit in the runner and end with an explicit outcome when it is reached." },
        { text: "Make the completion criterion explicit in the task and check it after each step." }
      ],
      sarif: { level: "warning", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-2.1",
      name: "Conversation reset",
      category: "FC2",
      prevalence: 2.2,
      definition: "The conversation restarts without cause: the task is restated or work begins again from scratch mid-run, losing the progress made.",
      fixes: [
        { text: "Carry progress across turns in an explicit state; never re-send the original task as a new message mid-run." }
      ],
      sarif: { level: "note", precision: "low", securitySeverity: null }
    },
    {
      id: "FM-2.2",
      name: "Fail to ask for clarification",
      category: "FC2",
      prevalence: 6.8,
      definition: "An agent acts on an unclear or underspecified request, or on an assumption, instead of asking the user or another agent.",
      fixes: [
        { text: "Detect ambiguity (several matching items, missing required fields) and ask before acting." },
        { text: "Forbid placeholder or assumed data in the tool layer: a value must come from the user or a tool result." }
      ],
      sarif: { level: "warning", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-2.3",
      name: "Task derailment",
      category: "FC2",
      prevalence: 7.4,
      definition: "The run drifts away from the task: steps pursue goals the task did not ask for, or answer a different question.",
      fixes: [
        { text: "Re-state the goal in each planning step and score each step's relevance to it; stop drifting branches." }
      ],
      sarif: { level: "warning", precision: "low", securitySeverity: null }
    },
    {
      id: "FM-2.4",
      name: "Information withholding",
      category: "FC2",
      prevalence: 0.85,
      definition: "An agent holds a fact another agent needs and does not pass it on.",
      fixes: [
        { text: "Declare which results each agent must share (share_with) and check the hand-off happened before the next step." }
      ],
      sarif: { level: "warning", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-2.5",
      name: "Ignored other agent's input",
      category: "FC2",
      prevalence: 1.9,
      definition: "An agent disregards what another agent (or the user) said: a question or a correction that needed an answer gets none, or a reported problem is passed over.",
      fixes: [
        { text: "Mark messages that need an acknowledgement and block the run from moving on until they get one." }
      ],
      sarif: { level: "warning", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-2.6",
      name: "Reasoning-action mismatch",
      category: "FC2",
      prevalence: 13.2,
      definition: "What an agent says it will do and what it does disagree: the reasoning announces one action and the next step takes another, or the reasoning relies on data it invented.",
      fixes: [
        { text: "Parse the announced action from the reasoning and compare it with the call actually made; reject mismatches." },
        { text: "Ground claims in tool results: compare figures in a message with the tool outputs before it.", evidence: "Chain-of-Verification (Dhuliawala et al., 2023) roughly doubled precision on list questions (0.17 to 0.36, Llama 65B) by checking claims against independent answers." }
      ],
      sarif: { level: "warning", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-3.1",
      name: "Premature termination",
      category: "FC3",
      prevalence: 6.2,
      definition: "The run stops before the task is done or before the needed information is in: it ends on an error, on an unchecked claim of success, or with steps of the task left undone.",
      fixes: [
        { text: "Evaluate an explicit goal-completion checklist before the final answer." },
        { text: "Never end a run on an unhandled tool error; surface it as the outcome." }
      ],
      sarif: { level: "error", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-3.2",
      name: "No or incomplete verification",
      category: "FC3",
      prevalence: 8.2,
      definition: "A result that needed checking was not checked, or only partly: a state-changing call is never read back, a computed answer is accepted as is.",
      fixes: [
        { text: "Follow every mutating call with an independent read-back of the changed state." },
        { text: "Add a verifier step that checks the answer against the task before it is returned.", evidence: "MAST case study: a stronger verification step in AG2 MathChat raised GSM-Plus accuracy (GPT-4) from 84.75% to 89.75%." }
      ],
      sarif: { level: "error", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-3.3",
      name: "Incorrect verification",
      category: "FC3",
      prevalence: 9.1,
      definition: "A check was made but it could not catch the error: it re-reads the step's own output, agrees without evidence, or checks the wrong thing.",
      fixes: [
        { text: "Verify against an independent source (a fresh read of the system of record), never against the step's own output." },
        { text: "Require a verifier to quote the evidence it checked; an agreement with no evidence is not a verification.", evidence: "Reflexion (Shinn et al., 2023): grounded self-checks with test feedback raised HumanEval pass@1 from 80% to 91%." }
      ],
      sarif: { level: "error", precision: "medium", securitySeverity: null }
    }
  ]
};

// src/attribution/taxonomy.ts
var ModeSpecSchema = lazySchema(
  () => object({
    id: ModeIdSchema,
    name: string().min(1),
    category: _enum(["FC1", "FC2", "FC3"]),
    /** Share of all failure flags in the MAST dataset, percent. */
    prevalence: number().positive().max(100),
    definition: string().min(1),
    fixes: array(object({ text: string().min(1), evidence: string().optional() })).min(1),
    sarif: object({
      level: _enum(["error", "warning", "note"]),
      precision: _enum(["very-high", "high", "medium", "low"]),
      securitySeverity: number().nullable()
    })
  })
);
var CategorySpecSchema = lazySchema(
  () => object({
    id: _enum(["FC1", "FC2", "FC3"]),
    name: string().min(1),
    prevalence: number().positive().max(100),
    definition: string().min(1)
  })
);
var TaxonomySchema = lazySchema(
  () => object({
    version: number().int(),
    source: object({ title: string(), url: string().url(), annotator: string() }),
    categories: array(CategorySpecSchema).length(3),
    modes: array(ModeSpecSchema).length(MODE_IDS.length)
  }).refine((t) => MODE_IDS.every((id) => t.modes.some((m) => m.id === id)), "every MAST mode FM-1.1\u2026FM-3.3 must be present")
);
var cached;
function taxonomy() {
  cached ??= mast_default;
  return cached;
}
function modeSpec(id) {
  const m = taxonomy().modes.find((x) => x.id === id);
  if (!m) throw new Error(`unknown MAST mode ${id}`);
  return m;
}
function categorySpec(id) {
  const c = taxonomy().categories.find((x) => x.id === id);
  if (!c) throw new Error(`unknown MAST category ${id}`);
  return c;
}
function modeLabel(id) {
  return `${id} ${modeSpec(id).name}`;
}
function helpText(id) {
  const m = modeSpec(id);
  const c = categorySpec(m.category);
  const fixes = m.fixes.map((f) => `- ${f.text}${f.evidence ? ` (${f.evidence})` : ""}`).join("\n");
  return `${modeLabel(id)} \u2014 ${c.name}.
${m.definition}
Prevalence in MAST: ${m.prevalence}% of failure flags.
Fixes:
${fixes}`;
}
function helpMarkdown(id) {
  const m = modeSpec(id);
  const c = categorySpec(m.category);
  const fixes = m.fixes.map((f) => `- ${f.text}${f.evidence ? `
  - _Evidence:_ ${f.evidence}` : ""}`).join("\n");
  return [
    `## ${modeLabel(id)}`,
    `**Category:** ${c.id} ${c.name} \xB7 **Prevalence in MAST:** ${m.prevalence}% of failure flags`,
    "",
    m.definition,
    "",
    "### Fixes",
    fixes,
    "",
    `Source: [${taxonomy().source.title}](${taxonomy().source.url})`
  ].join("\n");
}

// src/attribution/memo.ts
function memoOfNames(compute, maxKeyLength, maxEntries = 4096) {
  const memo = /* @__PURE__ */ new Map();
  return (name) => {
    if (name.length > maxKeyLength) return compute(name);
    let value = memo.get(name);
    if (value === void 0) {
      if (memo.size >= maxEntries) memo.clear();
      value = compute(name);
      memo.set(name, value);
    }
    return value;
  };
}

// src/attribution/text.ts
var QUOTE_MAX = 160;
var REDACTED_BY_KEY = "[REDACTED:secret-pair]";
var secretKey = memoOfNames(isSecretKey, 64);
function boundedText(value, max) {
  if (value === void 0 || value === null) return "";
  if (typeof value === "string") return value.length > max ? sliceWhole(value, 0, max) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let out = "";
  let parts = 0;
  let budget = max;
  const stack = [value];
  let first;
  let seen;
  let visits = 0;
  while (stack.length > 0 && budget > 0 && visits < 1e4) {
    visits++;
    const v = stack.pop();
    if (v === void 0 || v === null) continue;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") {
      const s = typeof v === "string" ? v.slice(0, budget) : String(v);
      out = parts++ === 0 ? s : `${out} ${s}`;
      budget -= s.length + 1;
    } else if (typeof v === "object") {
      if (first === void 0) first = v;
      else {
        seen ??= /* @__PURE__ */ new Set([first]);
        if (seen.has(v)) continue;
        seen.add(v);
      }
      if (Array.isArray(v)) {
        for (let i = Math.min(v.length, 1e3) - 1; i >= 0; i--) stack.push(v[i]);
      } else {
        const obj = v;
        const keys = Object.keys(obj);
        for (let i = Math.min(keys.length, 1e3) - 1; i >= 0; i--) {
          const k = keys[i];
          const x = obj[k];
          stack.push(x !== null && x !== "" && secretKey(k) ? REDACTED_BY_KEY : x);
        }
      }
    }
  }
  return out;
}
function jsonString(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92 || c >= 55296 && c <= 57343) return JSON.stringify(s);
  }
  return `"${s}"`;
}
var quotedKeys = /* @__PURE__ */ new Map();
function jsonKey(k) {
  let q = quotedKeys.get(k);
  if (q === void 0) {
    q = jsonString(k);
    if (k.length <= 64) {
      if (quotedKeys.size >= 4096) quotedKeys.clear();
      quotedKeys.set(k, q);
    }
  }
  return q;
}
function sortFew(keys) {
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i];
    let j = i - 1;
    while (j >= 0 && keys[j] > k) {
      keys[j + 1] = keys[j];
      j--;
    }
    keys[j + 1] = k;
  }
}
function appendKey(out, v, depth, max) {
  if (out.length > max) return out;
  if (depth > 8) return `${out}\u2026`;
  if (v === void 0) return `${out}u`;
  if (typeof v === "string") return out + jsonString(v);
  if (typeof v === "number") return out + (Number.isFinite(v) ? String(v) : "null");
  if (typeof v === "boolean") return out + String(v);
  if (v === null || typeof v !== "object") return out + (JSON.stringify(v) ?? "u");
  if (Array.isArray(v)) {
    out += "[";
    const n2 = Math.min(v.length, 200);
    for (let i = 0; i < n2; i++) {
      if (i > 0) out += ",";
      if (i in v) out = appendKey(out, v[i], depth + 1, max);
    }
    return `${out}]`;
  }
  const obj = v;
  const keys = Object.keys(obj);
  if (keys.length > 16) keys.sort();
  else if (keys.length > 1) sortFew(keys);
  const n = Math.min(keys.length, 200);
  out += "{";
  for (let i = 0; i < n; i++) {
    if (i > 0) out += ",";
    const k = keys[i];
    out = appendKey(`${out + jsonKey(k)}:`, obj[k], depth + 1, max);
  }
  return `${out}}`;
}
function canonicalKey(value, max = 2e3) {
  const out = appendKey("", value, 0, max);
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
  if (maxTokens > 0) {
    scanTokens(text, maxTokens, (t) => {
      out.push(t);
      return false;
    });
  }
  return out;
}
function anyTokenIn(texts, maxTokens, test) {
  let left = maxTokens;
  for (const text of texts) {
    if (left <= 0) return false;
    const kept = scanTokens(text, left, test);
    if (kept < 0) return true;
    left -= kept;
  }
  return false;
}
function scanTokens(text, maxTokens, test) {
  const lower = text.toLowerCase();
  const n = lower.length;
  let kept = 0;
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
        if (test(t)) return -1;
        if (++kept >= maxTokens) break;
      }
    }
  }
  return kept;
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

export {
  memoOfNames,
  boundedText,
  canonicalKey,
  sliceWhole,
  quote,
  tokens,
  anyTokenIn,
  jaccard,
  logit,
  sigmoid,
  taxonomy,
  modeSpec,
  categorySpec,
  modeLabel,
  helpText,
  helpMarkdown
};
