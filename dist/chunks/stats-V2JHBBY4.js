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
} from "./chunk-G7LD6YAD.js";
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
  NEED_TRACES,
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

// src/cli/stats.ts
var BY = ["agent", "tool", "format", "mode", "integrity", "success", "blamed_agent"];
var FLAGS = [
  { name: "where", type: "string", value: "EXPR", description: "only the traces matching EXPR (blamegate query --help)" },
  { name: "by", type: "string", value: "BY", choices: BY, description: `group by ${BY.join(", ")}` },
  JSON_FLAG,
  FORMAT_FLAG
];
var verb = defineVerb({
  name: "stats",
  synopsis: "PATH... [--where EXPR] [--by BY] [--json] [--format F]",
  about: `Counts, failure rate, modes and means of the traces (those matching --where, in the language of
'blamegate query --help'). --by agent prints the agent scoreboard: steps, tokens, errors, how
often a failed trace's verdict blamed the agent, and the failure rate of the traces it touched.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: stats
});
var run = verb.main;
async function stats(a, io) {
  const by = a.values.by;
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
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) {
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
  run,
  verb
};
