import {
  FIELDS,
  QueryError,
  compileQuery
} from "./chunk-FID3FJEL.js";
import {
  traceFacts
} from "./chunk-GOBT7XVS.js";
import {
  analyzedTraces
} from "./chunk-GSIAH7B7.js";
import "./chunk-HZWBYKGB.js";
import "./chunk-22VN376E.js";
import "./chunk-AGJRS4GB.js";
import "./chunk-JR3VQ5HG.js";
import "./chunk-YGCNO4FP.js";
import "./chunk-IQDB7SWC.js";
import "./chunk-OOTPXRYL.js";
import {
  FORMAT_FLAG,
  JSON_FLAG,
  skippedLine
} from "./chunk-LZA6KSJF.js";
import {
  defineVerb
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

// src/cli/query.ts
var FLAGS = [JSON_FLAG, FORMAT_FLAG];
var verb = defineVerb({
  name: "query",
  synopsis: "EXPR PATH... [--json] [--format F]",
  about: `Prints the traces whose fields satisfy EXPR. Fields:
  ${Object.entries(FIELDS).map(([f, t]) => `${f} (${t})`).join(", ")}
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
  run: query
});
var run = verb.main;
function factsLine(f) {
  const outcome = f.success === true ? "passed" : f.success === false ? "FAILED" : "unknown";
  const where = `${f.file}${f.line ? `:${f.line}` : ""}`;
  const blame = f.success !== true && (f.mode || f.blamed_step !== null) ? ` ${f.mode ?? "no mode"} at step ${f.blamed_step ?? "-"}${f.blamed_agent ? ` by ${f.blamed_agent}` : ""}` : "";
  return `${outcome.padEnd(7)} ${where} [${f.id}] ${f.steps} steps${blame}
`;
}
function factsJson(f) {
  const { byAgent: _a, byTool: _t, ...rest } = f;
  return rest;
}
async function query(a, io) {
  const [expr, ...paths] = a.positionals;
  if (expr === void 0 || paths.length === 0) {
    io.stderr(`blamegate query: give an expression and at least one trace file, folder or glob
(blamegate query --help lists the fields and operators)
`);
    return EXIT.usage;
  }
  let test;
  try {
    test = compileQuery(expr);
  } catch (err) {
    if (err instanceof QueryError) {
      io.stderr(`blamegate query: ${err.pointed()}
`);
      return EXIT.usage;
    }
    throw err;
  }
  const skipped = [];
  const matches = [];
  let total = 0;
  for await (const { trace, result } of analyzedTraces(paths, io.cwd, skipped, { format: a.values.format })) {
    total++;
    const facts = traceFacts(trace, result);
    if (!test(facts)) continue;
    matches.push(facts);
    if (!a.values.json) io.stdout(factsLine(facts));
  }
  if (a.values.json) io.stdout(`${JSON.stringify({ query: expr, traces: total, matched: matches.length, matches: matches.map(factsJson), skipped }, null, 2)}
`);
  else {
    for (const s of skipped) io.stderr(skippedLine(s));
    io.stdout(`${matches.length} of ${total} traces match
`);
  }
  if (total === 0) return EXIT.usage;
  return matches.length > 0 ? EXIT.ok : EXIT.gateFailed;
}
export {
  factsJson,
  factsLine,
  run,
  verb
};
