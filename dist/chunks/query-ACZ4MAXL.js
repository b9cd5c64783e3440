import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  FIELDS,
  QueryError,
  compileQuery
} from "./chunk-FID3FJEL.js";
import {
  traceFacts
} from "./chunk-PORZ666G.js";
import {
  analyzedTraces
} from "./chunk-GV3PS4PY.js";
import {
  skippedLine,
  startVerb
} from "./chunk-OADWVOUS.js";
import "./chunk-A33UEH3T.js";
import "./chunk-ZPXNCC6G.js";
import {
  EXIT
} from "./chunk-IHXED3BK.js";
import "./chunk-5VAHE2I4.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-SVEOFG2P.js";
import "./chunk-YBYAOZIB.js";
import "./chunk-427XYTLT.js";
import "./chunk-FATNJ5TP.js";
import "./chunk-HN3HSWU6.js";
import "./chunk-2V6WD3MR.js";
import "./chunk-LAFVXTZG.js";
import "./chunk-WNSNY5LM.js";
import "./chunk-ZVSMKTAA.js";
import "./chunk-4U6ZABW2.js";
import "./chunk-YTQE57AZ.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/commands/query.ts
var HELP = `Usage: blamegate query EXPR PATH... [--json] [--format F]

Prints the traces whose fields satisfy EXPR. Fields:
  ${Object.entries(FIELDS).map(([f, t]) => `${f} (${t})`).join(", ")}
Operators: and, or, not, ( ), ==, !=, <, <=, >, >=, contains, in [..], not in [..].
A list field alone is true when not empty; L == "x" and L contains "x" when some element is "x".
Examples:
  blamegate query 'success == false and mode == "FM-1.3"' traces/
  blamegate query 'failed_tools contains "charge_card" or max_latency > 2000' traces/
  blamegate query 'agent contains "Orchestrator" and not success' runs.jsonl
Exit: 0 some trace matches, 1 none does, 2 bad query or no input.
`;
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
async function run(args, io) {
  const a = startVerb("query", HELP, args, io, {}, false);
  if (typeof a === "number") return a;
  const [expr, ...paths] = a.positionals;
  if (expr === void 0 || paths.length === 0) {
    io.stderr(`blamegate query: give an expression and at least one trace file, folder or glob
${HELP}`);
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
  for await (const { trace, result } of analyzedTraces(paths, io.cwd, skipped, { format: a.format })) {
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
  run
};
