// `blamegate query EXPR PATH...`: the traces whose fields satisfy a small expression, e.g.
//   blamegate query 'success == false and mode in ["FM-1.3", "FM-3.2"]' traces/
// Exit 0 when a trace matches, 1 when none does (as grep), 2 for a query that cannot be read.
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { FORMAT_FLAG, JSON_FLAG, skippedLine } from "./common-flags.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { analyzedTraces } from "../investigate/load.js";
import { traceFacts, type TraceFacts } from "../investigate/facts.js";
import { compileQuery } from "../investigate/query/eval.js";
import { FIELDS } from "../investigate/query/parser.js";
import { QueryError } from "../investigate/query/lexer.js";
import type { Skipped } from "../trace/model.js";

const FLAGS = [JSON_FLAG, FORMAT_FLAG] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "query",
  synopsis: "EXPR PATH... [--json] [--format F]",
  about: `Prints the traces whose fields satisfy EXPR. Fields:
  ${Object.entries(FIELDS)
    .map(([f, t]) => `${f} (${t})`)
    .join(", ")}
Operators: and, or, not, ( ), ==, !=, <, <=, >, >=, contains, in [..], not in [..].
A list field alone is true when not empty; L == "x" and L contains "x" when some element is "x".
Examples:
  blamegate query 'success == false and mode == "FM-1.3"' traces/
  blamegate query 'failed_tools contains "charge_card" or max_latency > 2000' traces/
  blamegate query 'agent contains "Orchestrator" and not success' runs.jsonl
`,
  notes: "Exit: 0 some trace matches, 1 none does, 2 bad query or no input.",
  flags: FLAGS,
  positionals: "any",
  run: query,
});
export const run = verb.main;

export function factsLine(f: TraceFacts): string {
  const outcome = f.success === true ? "passed" : f.success === false ? "FAILED" : "unknown";
  const where = `${f.file}${f.line ? `:${f.line}` : ""}`;
  const blame = f.success !== true && (f.mode || f.blamed_step !== null) ? ` ${f.mode ?? "no mode"} at step ${f.blamed_step ?? "-"}${f.blamed_agent ? ` by ${f.blamed_agent}` : ""}` : "";
  return `${outcome.padEnd(7)} ${where} [${f.id}] ${f.steps} steps${blame}\n`;
}

/** The facts without the per-agent and per-tool tallies (stats prints those). */
export function factsJson(f: TraceFacts): Omit<TraceFacts, "byAgent" | "byTool"> {
  const { byAgent: _a, byTool: _t, ...rest } = f;
  return rest;
}

async function query(a: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const [expr, ...paths] = a.positionals;
  if (expr === undefined || paths.length === 0) {
    io.stderr(`blamegate query: give an expression and at least one trace file, folder or glob\n(blamegate query --help lists the fields and operators)\n`);
    return EXIT.usage;
  }
  let test;
  try {
    test = compileQuery(expr);
  } catch (err) {
    if (err instanceof QueryError) {
      io.stderr(`blamegate query: ${err.pointed()}\n`);
      return EXIT.usage;
    }
    throw err;
  }
  const skipped: Skipped[] = [];
  const matches: TraceFacts[] = [];
  let total = 0;
  for await (const { trace, result } of analyzedTraces(paths, io.cwd, skipped, { format: a.values.format })) {
    total++;
    const facts = traceFacts(trace, result);
    if (!test(facts)) continue;
    matches.push(facts);
    if (!a.values.json) io.stdout(factsLine(facts));
  }
  if (a.values.json) io.stdout(`${JSON.stringify({ query: expr, traces: total, matched: matches.length, matches: matches.map(factsJson), skipped }, null, 2)}\n`);
  else {
    for (const s of skipped) io.stderr(skippedLine(s));
    io.stdout(`${matches.length} of ${total} traces match\n`);
  }
  if (total === 0) return EXIT.usage;
  return matches.length > 0 ? EXIT.ok : EXIT.gateFailed;
}
