// `blamegate context TRACE... --budget TOKENS [--policy window|summary]`: which facts a context
// budget would have evicted before the step that needed them, the effective recall, and whether
// the blamed step used a fact the budget drops (evidence for FM-1.4).
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { FORMAT_FLAG, JSON_FLAG, NEED_TRACES, skippedLine } from "./common-flags.js";
import { defineVerb, numberCheck, type VerbArgs, type VerbFlag } from "./verb.js";
import { analyzedTraces } from "../investigate/load.js";
import { contextBudget, contextText, type ContextReport, type Policy } from "../investigate/context-budget.js";
import { cl100k, ESTIMATE, type TokenCounter } from "../investigate/tokenizer.js";
import type { Skipped } from "../trace/model.js";

const FLAGS = [
  {
    name: "budget",
    type: "string",
    value: "TOKENS",
    description: "the context budget, a positive whole number of tokens",
    check: numberCheck("--budget takes a positive whole number of tokens", (n) => Number.isSafeInteger(n) && n > 0, true),
  },
  {
    name: "policy",
    type: "string",
    value: "P",
    default: "window",
    choices: ["window", "summary"],
    description: `window: keep the most recent steps that fit (default)\nsummary: 3/4 recent steps, 1/4 the first ${48} tokens of older ones`,
  },
  { name: "tokenizer", type: "string", value: "T", default: "cl100k", choices: ["cl100k", "estimate"], description: "cl100k (default, OpenAI's cl100k_base) or estimate (4 characters a token)" },
  JSON_FLAG,
  FORMAT_FLAG,
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "context",
  synopsis: "TRACE... --budget TOKENS [--policy window|summary] [--tokenizer cl100k|estimate] [--json]",
  about: `Replays each trace under a context budget: which tool results and messages would have been
evicted before the step that needed them, the effective recall, and whether the blamed step
used a fact the budget drops (evidence for FM-1.4). Tokens are counted with OpenAI's
cl100k_base (js-tiktoken), or estimated at 4 characters a token.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: context,
});
export const run = verb.main;

async function context(a: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const budget = Number(a.values.budget);
  const policy: Policy = a.values.policy;
  const which = a.values.tokenizer;
  const counter: TokenCounter = which === "estimate" ? ESTIMATE : await cl100k();
  const skipped: Skipped[] = [];
  const reports: ContextReport[] = [];
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) {
    const r = contextBudget(trace, { budget, policy, counter, verdict: result.verdict ? { step: result.verdict.step, mode: result.verdict.mode } : null });
    reports.push(r);
    if (!a.values.json) io.stdout(contextText(r));
  }
  if (a.values.json) io.stdout(`${JSON.stringify({ budget, policy, tokenizer: counter.name, traces: reports, skipped }, null, 2)}\n`);
  else for (const s of skipped) io.stderr(skippedLine(s));
  if (reports.length === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
