import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  QueryError,
  compileQuery
} from "./chunk-FID3FJEL.js";
import {
  agentScoreboard,
  groupBy,
  scoreboardText,
  summarize,
  summaryText,
  toolTable,
  toolText
} from "./chunk-QEDD4NMY.js";
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

// src/commands/stats.ts
var BY = ["agent", "tool", "format", "mode", "integrity", "success", "blamed_agent"];
var HELP = `Usage: blamegate stats PATH... [--where EXPR] [--by ${BY.join("|")}] [--json] [--format F]

Counts, failure rate, modes and means of the traces (those matching --where, in the language of
'blamegate query --help'). --by agent prints the agent scoreboard: steps, tokens, errors, how
often a failed trace's verdict blamed the agent, and the failure rate of the traces it touched.
`;
async function run(args, io) {
  const a = startVerb("stats", HELP, args, io, { where: { type: "string" }, by: { type: "string" } }, false);
  if (typeof a === "number") return a;
  const by = a.values.by;
  if (by !== void 0 && !BY.includes(by)) {
    io.stderr(`blamegate stats: --by takes ${BY.join(", ")}, not '${by}'
`);
    return EXIT.usage;
  }
  if (a.positionals.length === 0) {
    io.stderr(`blamegate stats: name at least one trace file, folder or glob
`);
    return EXIT.usage;
  }
  let test;
  if (typeof a.values.where === "string") {
    try {
      test = compileQuery(a.values.where);
    } catch (err) {
      if (err instanceof QueryError) {
        io.stderr(`blamegate stats: --where ${err.pointed()}
`);
        return EXIT.usage;
      }
      throw err;
    }
  }
  const skipped = [];
  const selected = [];
  let total = 0;
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.format })) {
    total++;
    const facts = traceFacts(trace, result);
    if (!test || test(facts)) selected.push(facts);
  }
  const summary = summarize(selected);
  const grouped = by === void 0 ? void 0 : by === "agent" ? agentScoreboard(selected) : by === "tool" ? toolTable(selected) : groupBy(selected, by);
  if (a.values.json) {
    io.stdout(`${JSON.stringify({ read: total, ...test ? { where: a.values.where } : {}, summary, ...by ? { by, groups: grouped } : {}, skipped }, null, 2)}
`);
  } else {
    for (const s of skipped) io.stderr(skippedLine(s));
    io.stdout(`${test ? `${selected.length} of ${total} traces match --where
` : ""}${summaryText(summary)}`);
    if (by === "agent") io.stdout(`
${scoreboardText(agentScoreboard(selected))}`);
    else if (by === "tool") io.stdout(`
${toolText(toolTable(selected))}`);
    else if (by) for (const g of groupBy(selected, by)) io.stdout(`
${by} = ${g.value}
${summaryText(g.summary)}`);
  }
  if (total === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
export {
  run
};
