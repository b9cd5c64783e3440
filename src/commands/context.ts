// `blamegate context TRACE... --budget TOKENS [--policy window|summary]`: which facts a context
// budget would have evicted before the step that needed them, the effective recall, and whether
// the blamed step used a fact the budget drops (evidence for FM-1.4).
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { skippedLine, startVerb } from "./investigate-args.js";
import { analyzedTraces } from "../investigate/load.js";
import { contextBudget, contextText, type ContextReport, type Policy } from "../investigate/context-budget.js";
import { cl100k, ESTIMATE, type TokenCounter } from "../investigate/tokenizer.js";
import type { Skipped } from "../trace/model.js";

const HELP = `Usage: blamegate context TRACE... --budget TOKENS [--policy window|summary] [--tokenizer cl100k|estimate] [--json]

Replays each trace under a context budget: which tool results and messages would have been
evicted before the step that needed them, the effective recall, and whether the blamed step
used a fact the budget drops (evidence for FM-1.4). Tokens are counted with OpenAI's
cl100k_base (js-tiktoken), or estimated at 4 characters a token.
  --policy window    keep the most recent steps that fit (default)
  --policy summary   3/4 recent steps, 1/4 the first ${48} tokens of older ones
`;

export async function run(args: string[], io: CliIO): Promise<number> {
  const a = startVerb("context", HELP, args, io, { budget: { type: "string" }, policy: { type: "string", default: "window" }, tokenizer: { type: "string", default: "cl100k" } }, false);
  if (typeof a === "number") return a;
  const budget = Number(a.values.budget);
  if (typeof a.values.budget !== "string" || !Number.isSafeInteger(budget) || budget <= 0) {
    io.stderr(`blamegate context: --budget takes a positive whole number of tokens\n`);
    return EXIT.usage;
  }
  const policy = a.values.policy as string;
  if (policy !== "window" && policy !== "summary") {
    io.stderr(`blamegate context: --policy takes window or summary, not '${policy}'\n`);
    return EXIT.usage;
  }
  const which = a.values.tokenizer as string;
  if (which !== "cl100k" && which !== "estimate") {
    io.stderr(`blamegate context: --tokenizer takes cl100k or estimate, not '${which}'\n`);
    return EXIT.usage;
  }
  if (a.positionals.length === 0) {
    io.stderr(`blamegate context: name at least one trace file, folder or glob\n`);
    return EXIT.usage;
  }
  const counter: TokenCounter = which === "estimate" ? ESTIMATE : await cl100k();
  const skipped: Skipped[] = [];
  const reports: ContextReport[] = [];
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.format })) {
    const r = contextBudget(trace, { budget, policy: policy as Policy, counter, verdict: result.verdict ? { step: result.verdict.step, mode: result.verdict.mode } : null });
    reports.push(r);
    if (!a.values.json) io.stdout(contextText(r));
  }
  if (a.values.json) io.stdout(`${JSON.stringify({ budget, policy, tokenizer: counter.name, traces: reports, skipped }, null, 2)}\n`);
  else for (const s of skipped) io.stderr(skippedLine(s));
  if (reports.length === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
