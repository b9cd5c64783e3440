// The optional LLM judge: asks any OpenAI-compatible chat-completions endpoint which step and
// agent caused a failed run, then combines its answer with the rules. It is an edge: fetch
// and the timeout come in as parameters, and every failure (no endpoint, timeout, HTTP error,
// an answer that is not the JSON we asked for, a step that does not exist) leaves the rules'
// verdict standing.
import { errorMessage } from "../error-message.js";
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";
import type { Trace } from "../trace/model.js";
import { ModeIdSchema, type Attribution, type Verdict } from "../attribution/model.js";
import { modeLabel } from "../attribution/taxonomy.js";
import { boundedText, logit, quote, sigmoid } from "../attribution/text.js";
import { MODE_IDS } from "../attribution/model.js";
import { redactSecrets } from "../untrusted/redact.js";
import { agentFetch, type FetchResponse } from "../http/fetch.js";
import type { JudgeConfig } from "./config.js";

export const JudgeAnswerSchema = lazySchema((z) =>
  z.object({
    step: z.coerce.number().int().nonnegative(),
    agent: z.string().nullish(),
    mode: z.union([ModeIdSchema, z.null()]).optional().catch(null),
    confidence: z.coerce.number().min(0).max(1).catch(0.5),
    reason: z.string().max(2000).optional().catch(undefined),
  }),
);
export type JudgeAnswer = z.infer<typeof JudgeAnswerSchema>;

export type JudgeOutcome = { ok: true; answer: JudgeAnswer } | { ok: false; reason: string };

/** The judge counts a little less than the rules: it can be confidently wrong. */
export const JUDGE_WEIGHT = 0.8;

export function transcript(trace: Trace, maxChars = 24_000): string {
  const per = Math.max(120, Math.min(800, Math.floor(maxChars / Math.max(1, trace.steps.length))));
  const lines: string[] = [];
  let used = 0;
  const render = (i: number) => {
    const s = trace.steps[i]!;
    const calls = (s.toolCalls ?? []).map((c) => `${c.name}(${boundedText(c.arguments, 120)})`).join(", ");
    const body = [s.name && !calls ? `${s.name}(${boundedText(s.input, 120)})` : "", calls, s.thought ?? "", boundedText(s.output, per), s.error ? `ERROR ${s.error}` : ""].filter(Boolean).join(" | ");
    return `[${s.index}] ${s.agent ?? "-"} ${s.kind}: ${body.slice(0, per).replace(/\s+/g, " ")}`;
  };
  // Head and tail when the run is too long: where it started and how it ended.
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

/**
 * The messages sent. The transcript is trace text and leaves the runner for a third party:
 * redacted like every other output (after tool-call arguments lost their secret-named values in
 * boundedText), with the run's own secrets and the judge's key among the values.
 */
function prompt(trace: Trace, cfg: JudgeConfig): { role: string; content: string }[] {
  const modes = MODE_IDS.map((m) => modeLabel(m)).join("; ");
  const known = [...(cfg.secrets ?? []), ...(cfg.apiKey ? [cfg.apiKey] : [])];
  return [
    {
      role: "system",
      content:
        "You attribute failures of AI agent runs. Given a failed run, name the ONE step whose decision caused the failure (the earliest decisive mistake, not its symptoms), the agent that took it, and the MAST failure mode. " +
        `Modes: ${modes}. Answer with JSON only: {"step": <step number in brackets>, "agent": "<name>", "mode": "<FM-x.y or null>", "confidence": <0..1>, "reason": "<one sentence>"}.`,
    },
    { role: "user", content: redactSecrets(`Task: ${trace.task.slice(0, 4000)}\nOutcome: failed\nSteps:\n${transcript(trace, cfg.maxChars)}`, known) },
  ];
}

const MAX_REDIRECTS = 3;

/**
 * Where a redirect may be followed with the same POST: only to the same origin, and only as a
 * 307 or 308 (which keep the method and body); anything else is refused with the reason.
 */
function sameOriginRedirect(from: string, res: FetchResponse): string | { refused: string } {
  const location = res.headers.get("location");
  if (!location) return { refused: `judge answered HTTP ${res.status} with no location` };
  let to: URL;
  try {
    to = new URL(location, from);
  } catch {
    return { refused: `judge answered HTTP ${res.status} to an unreadable location` };
  }
  if (to.origin !== new URL(from).origin) return { refused: `judge redirected to another origin (${to.origin}); not followed, the transcript stays here` };
  if (res.status !== 307 && res.status !== 308) return { refused: `judge answered HTTP ${res.status} (a redirect that would drop the request body); not followed` };
  return to.href;
}

/** Ask the judge. Never throws: any trouble comes back as { ok: false, reason }. */
export async function askJudge(trace: Trace, cfg: JudgeConfig): Promise<JudgeOutcome> {
  // blamegate's fetch by default: through the runner's proxy, as the GitHub calls go.
  const doFetch = cfg.fetch ?? agentFetch;
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), cfg.timeoutMs ?? 30_000);
  try {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (cfg.apiKey) headers["authorization"] = `Bearer ${cfg.apiKey}`;
    const body = JSON.stringify({ model: cfg.model, temperature: 0, response_format: { type: "json_object" }, messages: prompt(trace, cfg) });
    // Redirects by hand: the request carries the transcript and the key, so it never follows one
    // to another origin (a compromised or misconfigured endpoint could forward both anywhere).
    let url = `${cfg.baseUrl.replace(/\/+$/, "")}/chat/completions`;
    let res: FetchResponse | undefined;
    for (let hop = 0; ; hop++) {
      res = await doFetch(url, { method: "POST", headers, body, signal: ctrl.signal, redirect: "manual" });
      if (res.status < 300 || res.status > 399) break;
      const next = sameOriginRedirect(url, res);
      if (typeof next !== "string") return { ok: false, reason: next.refused };
      if (hop >= MAX_REDIRECTS) return { ok: false, reason: `judge redirected more than ${MAX_REDIRECTS} times` };
      url = next;
    }
    if (!res.ok) return { ok: false, reason: `judge answered HTTP ${res.status}` };
    const reply = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
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

/**
 * Combine the rules' verdict with the judge's answer in log-odds: agreement raises confidence
 * (both pieces of evidence point at one step); on disagreement the stronger side wins, the
 * judge discounted by JUDGE_WEIGHT. A trace the rules did not attribute stays unattributed.
 */
export function combine(trace: Trace, rules: Attribution, answer: JudgeAnswer): Attribution {
  const v = rules.verdict;
  if (!v || v.step === null) return rules;
  const step = trace.steps.find((s) => s.index === answer.step)!;
  const judgeLo = JUDGE_WEIGHT * logit(answer.confidence);
  const rulesLo = logit(Math.max(0.05, v.confidence));
  const note = `LLM judge: ${answer.reason ?? "no reason given"}`.slice(0, 300);
  let verdict: Verdict;
  if (answer.step === v.step) {
    verdict = { ...v, confidence: round(sigmoid(rulesLo + Math.max(0, judgeLo))), mode: v.mode ?? answer.mode ?? null, source: "rules+judge" };
    verdict.evidence = [...v.evidence, { step: v.step, ...(v.agent ? { agent: v.agent } : {}), quote: quote(boundedText(step.output ?? step.thought ?? "", 400)), note }];
  } else if (judgeLo > rulesLo) {
    const mode = answer.mode ?? rules.findings.find((f) => f.step === answer.step)?.mode ?? null;
    const confidence = round(sigmoid(judgeLo - Math.max(0, rulesLo)));
    const agent = step.agent ?? answer.agent ?? null;
    // The judge's step leads the ranked list (verdict.step is always the first candidate); the
    // rules' candidates follow, their probabilities shared out over what the judge left.
    const rest = (v.candidates ?? []).filter((c) => c.step !== answer.step);
    const mass = rest.reduce((sum, c) => sum + c.p, 0);
    const candidates = v.candidates ? [{ step: answer.step, agent, p: confidence }, ...rest.map((c) => ({ ...c, p: round(mass > 0 ? (c.p / mass) * (1 - confidence) : 0) }))] : undefined;
    verdict = {
      mode,
      step: answer.step,
      agent,
      confidence,
      evidence: [{ step: answer.step, ...(step.agent ? { agent: step.agent } : {}), quote: quote(boundedText(step.output ?? step.thought ?? step.toolCalls ?? "", 400)), note }],
      runnerUps: v.runnerUps,
      source: "rules+judge",
      ...(candidates ? { candidates } : {}),
      ...(v.set ? { set: [answer.step, ...v.set.filter((x) => x !== answer.step)] } : {}),
    };
  } else {
    verdict = { ...v, source: "rules+judge" };
  }
  return { ...rules, verdict };
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Rules first; then, for a failed run and a configured judge, the combination. */
export async function judgeAttribution(trace: Trace, rules: Attribution, cfg: JudgeConfig | undefined): Promise<{ attribution: Attribution; judge?: string }> {
  if (!cfg || trace.success === true || !rules.verdict || rules.verdict.step === null) return { attribution: rules };
  const out = await askJudge(trace, cfg);
  if (!out.ok) return { attribution: rules, judge: out.reason };
  return { attribution: combine(trace, rules, out.answer), judge: "ok" };
}
