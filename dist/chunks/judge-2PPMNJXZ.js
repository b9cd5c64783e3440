import {
  agentFetch
} from "./chunk-W5OPXWP6.js";
import {
  summarize,
  traceList
} from "./chunk-MY7OTJ2O.js";
import {
  verdictSignature
} from "./chunk-AGJRS4GB.js";
import {
  boundedText,
  logit,
  modeLabel,
  quote,
  sigmoid
} from "./chunk-JR3VQ5HG.js";
import "./chunk-OOTPXRYL.js";
import {
  readTraces
} from "./chunk-6MMPFA4I.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-OVDCFCZU.js";
import "./chunk-5S3KQJG7.js";
import {
  redactDeep,
  redactSecrets
} from "./chunk-KR66X3FU.js";
import {
  MODE_IDS,
  ModeIdSchema
} from "./chunk-AILNL7PL.js";
import "./chunk-D5KDDQDT.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";
import "./chunk-IMYR3TK7.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/run/judge.ts
import path from "node:path";

// src/judge/openai.ts
var JudgeAnswerSchema = lazySchema(
  (z) => z.object({
    step: z.coerce.number().int().nonnegative(),
    agent: z.string().nullish(),
    mode: z.union([ModeIdSchema, z.null()]).optional().catch(null),
    confidence: z.coerce.number().min(0).max(1).catch(0.5),
    reason: z.string().max(2e3).optional().catch(void 0)
  })
);
var JUDGE_WEIGHT = 0.8;
function transcript(trace, maxChars = 24e3) {
  const per = Math.max(120, Math.min(800, Math.floor(maxChars / Math.max(1, trace.steps.length))));
  const lines = [];
  let used = 0;
  const render = (i) => {
    const s = trace.steps[i];
    const calls = (s.toolCalls ?? []).map((c) => `${c.name}(${boundedText(c.arguments, 120)})`).join(", ");
    const body = [s.name && !calls ? `${s.name}(${boundedText(s.input, 120)})` : "", calls, s.thought ?? "", boundedText(s.output, per), s.error ? `ERROR ${s.error}` : ""].filter(Boolean).join(" | ");
    return `[${s.index}] ${s.agent ?? "-"} ${s.kind}: ${body.slice(0, per).replace(/\s+/g, " ")}`;
  };
  const n = trace.steps.length;
  const order = n * 130 <= maxChars ? [...Array(n).keys()] : [...Array(Math.min(n, 40)).keys(), ...Array.from({ length: Math.min(40, Math.max(0, n - 40)) }, (_, k) => n - Math.min(40, n - 40) + k)];
  for (const i of order) {
    const l = render(i);
    if (used + l.length > maxChars) break;
    lines.push(l);
    used += l.length + 1;
  }
  return lines.join("\n");
}
function prompt(trace, cfg) {
  const modes = MODE_IDS.map((m) => modeLabel(m)).join("; ");
  const known = [...cfg.secrets ?? [], ...cfg.apiKey ? [cfg.apiKey] : []];
  return [
    {
      role: "system",
      content: `You attribute failures of AI agent runs. Given a failed run, name the ONE step whose decision caused the failure (the earliest decisive mistake, not its symptoms), the agent that took it, and the MAST failure mode. Modes: ${modes}. Answer with JSON only: {"step": <step number in brackets>, "agent": "<name>", "mode": "<FM-x.y or null>", "confidence": <0..1>, "reason": "<one sentence>"}.`
    },
    { role: "user", content: redactSecrets(`Task: ${trace.task.slice(0, 4e3)}
Outcome: failed
Steps:
${transcript(trace, cfg.maxChars)}`, known) }
  ];
}
var MAX_REDIRECTS = 3;
function sameOriginRedirect(from, res) {
  const location = res.headers.get("location");
  if (!location) return { refused: `judge answered HTTP ${res.status} with no location` };
  let to;
  try {
    to = new URL(location, from);
  } catch {
    return { refused: `judge answered HTTP ${res.status} to an unreadable location` };
  }
  if (to.origin !== new URL(from).origin) return { refused: `judge redirected to another origin (${to.origin}); not followed, the transcript stays here` };
  if (res.status !== 307 && res.status !== 308) return { refused: `judge answered HTTP ${res.status} (a redirect that would drop the request body); not followed` };
  return to.href;
}
async function askJudge(trace, cfg) {
  const doFetch = cfg.fetch ?? agentFetch;
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), cfg.timeoutMs ?? 3e4);
  try {
    const headers = { "content-type": "application/json" };
    if (cfg.apiKey) headers["authorization"] = `Bearer ${cfg.apiKey}`;
    const body = JSON.stringify({ model: cfg.model, temperature: 0, response_format: { type: "json_object" }, messages: prompt(trace, cfg) });
    let url = `${cfg.baseUrl.replace(/\/+$/, "")}/chat/completions`;
    let res;
    for (let hop = 0; ; hop++) {
      res = await doFetch(url, { method: "POST", headers, body, signal: ctrl.signal, redirect: "manual" });
      if (res.status < 300 || res.status > 399) break;
      const next = sameOriginRedirect(url, res);
      if (typeof next !== "string") return { ok: false, reason: next.refused };
      if (hop >= MAX_REDIRECTS) return { ok: false, reason: `judge redirected more than ${MAX_REDIRECTS} times` };
      url = next;
    }
    if (!res.ok) return { ok: false, reason: `judge answered HTTP ${res.status}` };
    const reply = await res.json();
    const content = reply.choices?.[0]?.message?.content;
    if (typeof content !== "string") return { ok: false, reason: "judge reply had no message content" };
    const json = content.match(/\{[\s\S]*\}/)?.[0];
    if (!json) return { ok: false, reason: "judge reply was not JSON" };
    const parsed = JudgeAnswerSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return { ok: false, reason: "judge reply did not name a step" };
    if (!trace.steps.some((s) => s.index === parsed.data.step)) return { ok: false, reason: `judge named step ${parsed.data.step}, which the trace does not have` };
    return { ok: true, answer: parsed.data };
  } catch (e) {
    return { ok: false, reason: ctrl.signal.aborted ? "judge timed out" : `judge unreachable: ${errorMessage(e)}`.slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}
function combine(trace, rules, answer) {
  const v = rules.verdict;
  if (!v || v.step === null) return rules;
  const step = trace.steps.find((s) => s.index === answer.step);
  const judgeLo = JUDGE_WEIGHT * logit(answer.confidence);
  const rulesLo = logit(Math.max(0.05, v.confidence));
  const note = `LLM judge: ${answer.reason ?? "no reason given"}`.slice(0, 300);
  let verdict;
  if (answer.step === v.step) {
    verdict = { ...v, confidence: round(sigmoid(rulesLo + Math.max(0, judgeLo))), mode: v.mode ?? answer.mode ?? null, source: "rules+judge" };
    verdict.evidence = [...v.evidence, { step: v.step, ...v.agent ? { agent: v.agent } : {}, quote: quote(boundedText(step.output ?? step.thought ?? "", 400)), note }];
  } else if (judgeLo > rulesLo) {
    const mode = answer.mode ?? rules.findings.find((f) => f.step === answer.step)?.mode ?? null;
    const confidence = round(sigmoid(judgeLo - Math.max(0, rulesLo)));
    const agent = step.agent ?? answer.agent ?? null;
    const rest = (v.candidates ?? []).filter((c) => c.step !== answer.step);
    const mass = rest.reduce((sum, c) => sum + c.p, 0);
    const candidates = v.candidates ? [{ step: answer.step, agent, p: confidence }, ...rest.map((c) => ({ ...c, p: round(mass > 0 ? c.p / mass * (1 - confidence) : 0) }))] : void 0;
    verdict = {
      mode,
      step: answer.step,
      agent,
      confidence,
      evidence: [{ step: answer.step, ...step.agent ? { agent: step.agent } : {}, quote: quote(boundedText(step.output ?? step.thought ?? step.toolCalls ?? "", 400)), note }],
      runnerUps: v.runnerUps,
      source: "rules+judge",
      ...candidates ? { candidates } : {},
      ...v.set ? { set: [answer.step, ...v.set.filter((x) => x !== answer.step)] } : {}
    };
  } else {
    verdict = { ...v, source: "rules+judge" };
  }
  return { ...rules, verdict };
}
function round(x) {
  return Math.round(x * 1e3) / 1e3;
}
async function judgeAttribution(trace, rules, cfg) {
  if (!cfg || trace.success === true || !rules.verdict || rules.verdict.step === null) return { attribution: rules };
  const out = await askJudge(trace, cfg);
  if (!out.ok) return { attribution: rules, judge: out.reason };
  return { attribution: combine(trace, rules, out.answer), judge: "ok" };
}

// src/run/judge.ts
var DEFAULT_JUDGE_LIMIT = 50;
async function judgeFailedTraces(result, cfg, format, cwd, logger, limit = DEFAULT_JUDGE_LIMIT) {
  const positions = /* @__PURE__ */ new Map();
  const chosen = [];
  let i = 0;
  for (const t of result.traces) {
    if (chosen.length < limit && t.success === false && !t.untrusted && t.verdict?.step != null) {
      chosen.push(t);
      positions.set(t, i);
    }
    i++;
  }
  if (chosen.length === 0) return result;
  const byFile = /* @__PURE__ */ new Map();
  for (const t of chosen) {
    const m = byFile.get(t.file) ?? /* @__PURE__ */ new Map();
    m.set(t.id, t);
    byFile.set(t.file, m);
  }
  const known = [...cfg.secrets ?? [], ...cfg.apiKey ? [cfg.apiKey] : []];
  const replaced = /* @__PURE__ */ new Map();
  let agreed = 0;
  let failed = 0;
  for (const [file, wanted] of byFile) {
    for await (const item of readTraces(path.resolve(cwd, file), { format, display: file })) {
      if (!("trace" in item)) continue;
      const original = wanted.get(item.trace.id);
      if (!original) continue;
      const rules = { verdict: original.verdict ?? null, findings: original.findings ?? [], blame: original.blame ?? [], maxBlame: original.maxBlame ?? 0 };
      const judged = await judgeAttribution(item.trace, rules, cfg);
      if (judged.judge !== "ok") {
        failed++;
        logger.debug(`judge on ${original.id}: ${judged.judge ?? "skipped"}`);
        continue;
      }
      agreed++;
      const v = judged.attribution.verdict;
      const signature = verdictSignature(item.trace, v) ?? original.signature;
      replaced.set(positions.get(original), redactDeep({ ...original, verdict: v, findings: judged.attribution.findings, ...signature ? { signature } : {} }, known));
    }
  }
  logger.info(`LLM judge: ${agreed} verdict(s) combined with the rules${failed ? `, ${failed} left to the rules (judge unavailable or unusable)` : ""}`);
  if (replaced.size === 0) return result;
  const traces = Array.from(result.traces, (t, i2) => replaced.get(i2) ?? t);
  return { ...result, traces: traceList(traces), summary: { ...summarize(traces, result.summary.files, result.summary.skipped) } };
}
export {
  DEFAULT_JUDGE_LIMIT,
  judgeFailedTraces
};
