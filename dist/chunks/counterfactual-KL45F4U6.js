import {
  wantsPostmortem
} from "./chunk-TGZQVMMB.js";
import {
  analyzedTraces
} from "./chunk-GSIAH7B7.js";
import {
  counterfactual,
  counterfactualText
} from "./chunk-HZWBYKGB.js";
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

// src/cli/counterfactual.ts
var FLAGS = [{ name: "all", type: "boolean", description: "examine traces that passed too" }, JSON_FLAG, FORMAT_FLAG];
var verb = defineVerb({
  name: "counterfactual",
  synopsis: "TRACE... [--all] [--json] [--format F]",
  about: `For each candidate step (the verdict's, and those of the findings), re-runs attribution with the
step removed, do(step = \u2205), and with the later steps that use what it brought in removed too. A
step whose removal clears the failure signals (read with the outcome hidden) is a root cause; one
whose removal leaves them is a symptom. Traces that passed are skipped unless --all.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: counterfactualVerb
});
var run = verb.main;
async function counterfactualVerb(a, io) {
  const skipped = [];
  const reports = [];
  let total = 0;
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) {
    total++;
    if (!a.values.all && !wantsPostmortem(result)) continue;
    const r = counterfactual(trace);
    reports.push(r);
    if (!a.values.json) io.stdout(counterfactualText(r));
  }
  if (a.values.json) io.stdout(`${JSON.stringify({ traces: reports, skipped }, null, 2)}
`);
  else {
    for (const s of skipped) io.stderr(skippedLine(s));
    io.stdout(`${reports.length} of ${total} traces examined
`);
  }
  if (total === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
export {
  run,
  verb
};
