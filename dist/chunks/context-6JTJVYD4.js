import {
  analyzedTraces
} from "./chunk-GSIAH7B7.js";
import {
  TEXT_MAX,
  factText,
  keysOf,
  useText,
  wholeText
} from "./chunk-HZWBYKGB.js";
import "./chunk-22VN376E.js";
import "./chunk-AGJRS4GB.js";
import "./chunk-JR3VQ5HG.js";
import "./chunk-YGCNO4FP.js";
import "./chunk-IQDB7SWC.js";
import "./chunk-OOTPXRYL.js";
import {
  FORMAT_FLAG,
  JSON_FLAG,
  NEED_TRACES,
  skippedLine
} from "./chunk-LZA6KSJF.js";
import {
  defineVerb,
  numberCheck
} from "./chunk-XMZDHVEO.js";
import "./chunk-ASJVBXQ2.js";
import "./chunk-TO6SDY25.js";
import "./chunk-6MMPFA4I.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-MEJZJAMB.js";
import "./chunk-OVDCFCZU.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-KR66X3FU.js";
import {
  EXIT
} from "./chunk-HICB6UNN.js";
import "./chunk-CWNB6RKT.js";
import "./chunk-AILNL7PL.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-IMYR3TK7.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/investigate/context-budget.ts
var SUMMARY_TOKENS = 48;
function contextBudget(trace, options) {
  const { budget, policy, counter } = options;
  const steps = trace.steps;
  const texts = steps.map(wholeText);
  const tok = texts.map((t) => counter.count(t));
  const pinnedSteps = new Set(steps.flatMap((s, i) => s.kind === "prompt" ? [i] : []));
  const taskTokens = counter.count(trace.task.slice(0, TEXT_MAX));
  const pinned = taskTokens + [...pinnedSteps].reduce((n, i) => n + tok[i], 0);
  const prefix = [0];
  steps.forEach((_, i) => prefix.push(prefix[i] + (pinnedSteps.has(i) ? 0 : tok[i])));
  const avail = Math.max(0, budget - pinned);
  const windowRoom = policy === "window" ? avail : Math.floor(avail * 0.75);
  const summaryRoom = avail - windowRoom;
  const headTok = tok.map((n) => Math.min(n, SUMMARY_TOKENS));
  const heads = /* @__PURE__ */ new Map();
  const headOf = (i) => {
    let h = heads.get(i);
    if (h === void 0) heads.set(i, h = counter.head(texts[i], SUMMARY_TOKENS).toLowerCase());
    return h;
  };
  function inView(i, j, key) {
    if (pinnedSteps.has(i)) return budget >= pinned;
    if (prefix[j] - prefix[i] <= windowRoom) return true;
    if (policy === "window") return false;
    let w = i + 1;
    while (w < j && prefix[j] - prefix[w] > windowRoom) w++;
    let used = 0;
    for (let k = w - 1; k >= i; k--) {
      if (pinnedSteps.has(k)) continue;
      used += headTok[k];
      if (used > summaryRoom) return false;
    }
    return headOf(i).includes(key);
  }
  const taskKeys = keysOf(trace.task);
  const carriers = /* @__PURE__ */ new Map();
  const needs = [];
  let peak = 0;
  steps.forEach((s, j) => {
    peak = Math.max(peak, pinned + prefix[j]);
    for (const key of keysOf(useText(s))) {
      if (taskKeys.has(key)) continue;
      const from = carriers.get(key);
      if (!from || from.length === 0) continue;
      const latest = from[from.length - 1];
      const recalled2 = from.some((i) => inView(i, j, key));
      const f = steps[latest];
      needs.push({ key, at: s.index, fact: f.index, factKind: f.kind, factName: f.name ?? null, recalled: recalled2, distance: prefix[j] - prefix[latest] });
    }
    for (const key of keysOf(factText(s))) {
      const list = carriers.get(key) ?? [];
      list.push(j);
      carriers.set(key, list);
    }
  });
  const evicted = [];
  for (const n of needs) if (!n.recalled && !evicted.some((e) => e.fact === n.fact && e.at === n.at)) evicted.push(n);
  const recalled = needs.filter((n) => n.recalled).length;
  const v = options.verdict;
  const blamed = v && v.step !== null ? { step: v.step, mode: v.mode, dropped: evicted.filter((e) => e.at === v.step) } : null;
  return {
    id: trace.id,
    file: trace.origin.file,
    policy,
    budget,
    tokenizer: counter.name,
    steps: steps.length,
    tokens: taskTokens + tok.reduce((a, b) => a + b, 0),
    pinned,
    peak,
    needs: needs.length,
    recalled,
    recall: needs.length ? Math.round(recalled / needs.length * 1e4) / 1e4 : null,
    evicted,
    blamed,
    fm14Evidence: Boolean(blamed && blamed.dropped.length > 0)
  };
}
function contextText(r) {
  const lines = [
    `${r.file} [${r.id}]: ${r.steps} steps, ${r.tokens} tokens (${r.tokenizer}); budget ${r.budget} tokens, ${r.policy} policy; peak context ${r.peak}${r.pinned ? `, ${r.pinned} pinned (task and prompts)` : ""}`,
    r.needs === 0 ? "  no step named a fact that an earlier step brought in" : `  facts needed later: ${r.needs}; evicted before the step that needed them: ${r.needs - r.recalled}; effective recall ${((r.recall ?? 0) * 100).toFixed(1)}%`
  ];
  for (const e of r.evicted.slice(0, 20)) {
    lines.push(`  step ${e.fact} (${e.factKind}${e.factName ? ` ${e.factName}` : ""}) needed at step ${e.at} for "${e.key.slice(0, 60)}": dropped, ${e.distance} tokens came between`);
  }
  if (r.evicted.length > 20) lines.push(`  \u2026 and ${r.evicted.length - 20} more`);
  if (r.blamed) {
    lines.push(
      r.fm14Evidence ? `  blamed step ${r.blamed.step}${r.blamed.mode ? ` (${r.blamed.mode})` : ""} used a fact this budget drops (step ${r.blamed.dropped.map((d) => d.fact).join(", ")}): evidence for FM-1.4 loss of conversation history` : `  blamed step ${r.blamed.step}${r.blamed.mode ? ` (${r.blamed.mode})` : ""} lost no fact it used under this budget`
    );
  }
  return `${lines.join("\n")}
`;
}

// src/investigate/tokenizer.ts
var ESTIMATE = {
  name: "estimate (4 characters a token)",
  count: (text) => Math.ceil(text.length / 4),
  head: (text, n) => text.slice(0, n * 4)
};
var cached;
function cl100k() {
  cached ??= (async () => {
    const [{ Tiktoken }, { default: ranks }] = await Promise.all([import("./lite-THC2FJPV.js"), import("./cl100k_base-Z3RYUJ3O.js")]);
    const enc = new Tiktoken(ranks);
    return {
      name: "cl100k_base",
      // Special-token text in a trace is counted as ordinary text, never refused.
      count: (text) => enc.encode(text, [], []).length,
      head: (text, n) => enc.decode(enc.encode(text, [], []).slice(0, n))
    };
  })();
  return cached;
}

// src/cli/context.ts
var FLAGS = [
  {
    name: "budget",
    type: "string",
    value: "TOKENS",
    description: "the context budget, a positive whole number of tokens",
    check: numberCheck("--budget takes a positive whole number of tokens", (n) => Number.isSafeInteger(n) && n > 0, true)
  },
  {
    name: "policy",
    type: "string",
    value: "P",
    default: "window",
    choices: ["window", "summary"],
    description: `window: keep the most recent steps that fit (default)
summary: 3/4 recent steps, 1/4 the first ${48} tokens of older ones`
  },
  { name: "tokenizer", type: "string", value: "T", default: "cl100k", choices: ["cl100k", "estimate"], description: "cl100k (default, OpenAI's cl100k_base) or estimate (4 characters a token)" },
  JSON_FLAG,
  FORMAT_FLAG
];
var verb = defineVerb({
  name: "context",
  synopsis: "TRACE... --budget TOKENS [--policy window|summary] [--tokenizer cl100k|estimate] [--json]",
  about: `Replays each trace under a context budget: which tool results and messages would have been
evicted before the step that needed them, the effective recall, and whether the blamed step
used a fact the budget drops (evidence for FM-1.4). Tokens are counted with OpenAI's
cl100k_base (js-tiktoken), or estimated at 4 characters a token.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: context
});
var run = verb.main;
async function context(a, io) {
  const budget = Number(a.values.budget);
  const policy = a.values.policy;
  const which = a.values.tokenizer;
  const counter = which === "estimate" ? ESTIMATE : await cl100k();
  const skipped = [];
  const reports = [];
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) {
    const r = contextBudget(trace, { budget, policy, counter, verdict: result.verdict ? { step: result.verdict.step, mode: result.verdict.mode } : null });
    reports.push(r);
    if (!a.values.json) io.stdout(contextText(r));
  }
  if (a.values.json) io.stdout(`${JSON.stringify({ budget, policy, tokenizer: counter.name, traces: reports, skipped }, null, 2)}
`);
  else for (const s of skipped) io.stderr(skippedLine(s));
  if (reports.length === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
export {
  run,
  verb
};
