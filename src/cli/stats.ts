// `blamegate stats PATH... [--where EXPR] [--by agent|tool|format|mode|integrity]`: what the
// selected traces add up to; `--by agent` is the agent scoreboard.
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { FORMAT_FLAG, JSON_FLAG, NEED_TRACES, skippedLine } from "./common-flags.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { analyzedTraces } from "../investigate/load.js";
import { traceFacts, type TraceFacts } from "../investigate/facts.js";
import { compileQuery } from "../investigate/query/eval.js";
import { QueryError } from "../investigate/query/lexer.js";
import { agentScoreboard, groupBy, scoreboardText, summarize, summaryText, toolTable, toolText } from "../investigate/stats.js";
import type { Skipped } from "../trace/model.js";

const BY = ["agent", "tool", "format", "mode", "integrity", "success", "blamed_agent"] as const;
type By = (typeof BY)[number];

const FLAGS = [
  { name: "where", type: "string", value: "EXPR", description: "only the traces matching EXPR (blamegate query --help)" },
  { name: "by", type: "string", value: "BY", choices: BY, description: `group by ${BY.join(", ")}` },
  JSON_FLAG,
  FORMAT_FLAG,
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "stats",
  synopsis: "PATH... [--where EXPR] [--by BY] [--json] [--format F]",
  about: `Counts, failure rate, modes and means of the traces (those matching --where, in the language of
'blamegate query --help'). --by agent prints the agent scoreboard: steps, tokens, errors, how
often a failed trace's verdict blamed the agent, and the failure rate of the traces it touched.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: stats,
});
export const run = verb.main;

async function stats(a: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const by = a.values.by;
  let test: ((f: TraceFacts) => boolean) | undefined;
  if (typeof a.values.where === "string") {
    try {
      test = compileQuery(a.values.where);
    } catch (err) {
      if (err instanceof QueryError) {
        io.stderr(`blamegate stats: --where ${err.pointed()}\n`);
        return EXIT.usage;
      }
      throw err;
    }
  }
  const skipped: Skipped[] = [];
  const selected: TraceFacts[] = [];
  let total = 0;
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) {
    total++;
    const facts = traceFacts(trace, result);
    if (!test || test(facts)) selected.push(facts);
  }
  const summary = summarize(selected);
  const grouped = by === undefined ? undefined : by === "agent" ? agentScoreboard(selected) : by === "tool" ? toolTable(selected) : groupBy(selected, by as Exclude<By, "agent" | "tool">);
  if (a.values.json) {
    io.stdout(`${JSON.stringify({ read: total, ...(test ? { where: a.values.where } : {}), summary, ...(by ? { by, groups: grouped } : {}), skipped }, null, 2)}\n`);
  } else {
    for (const s of skipped) io.stderr(skippedLine(s));
    io.stdout(`${test ? `${selected.length} of ${total} traces match --where\n` : ""}${summaryText(summary)}`);
    if (by === "agent") io.stdout(`\n${scoreboardText(agentScoreboard(selected))}`);
    else if (by === "tool") io.stdout(`\n${toolText(toolTable(selected))}`);
    else if (by) for (const g of groupBy(selected, by as Exclude<By, "agent" | "tool">)) io.stdout(`\n${by} = ${g.value}\n${summaryText(g.summary)}`);
  }
  if (total === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
