import {
  analyzedTraces
} from "./chunk-WXNYEJAQ.js";
import {
  FORMAT_FLAG,
  JSON_FLAG,
  NEED_TRACES,
  skippedLine
} from "./chunk-227H6RDA.js";
import {
  defineVerb
} from "./chunk-MB5VN5ZD.js";
import {
  wantsPostmortem
} from "./chunk-L5FMTPH4.js";
import "./chunk-F4AMI7VJ.js";
import "./chunk-ZPXNCC6G.js";
import {
  EXIT
} from "./chunk-LF6GD3TS.js";
import {
  counterfactual,
  counterfactualText
} from "./chunk-7R7UQVR2.js";
import "./chunk-W7QSPTVG.js";
import "./chunk-OSTJ22LZ.js";
import "./chunk-427XYTLT.js";
import "./chunk-FKMTWSB6.js";
import "./chunk-UVBXXZAU.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-OBIDNGEN.js";
import "./chunk-DN7FSM5J.js";
import "./chunk-XC4LOQ3F.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-DMPWNOXV.js";
import "./chunk-ZYCCBSIO.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-MT22UFTG.js";
import "./chunk-KWID7SGT.js";
import "./chunk-VJQPCMMQ.js";
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
