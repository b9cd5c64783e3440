import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  analyzedTraces
} from "./chunk-GV3PS4PY.js";
import {
  skippedLine,
  startVerb
} from "./chunk-OADWVOUS.js";
import {
  wantsPostmortem
} from "./chunk-L4ACCPJ3.js";
import "./chunk-A33UEH3T.js";
import "./chunk-ZPXNCC6G.js";
import {
  EXIT
} from "./chunk-IHXED3BK.js";
import "./chunk-5VAHE2I4.js";
import "./chunk-VGYZVQVK.js";
import {
  counterfactual,
  counterfactualText
} from "./chunk-SVEOFG2P.js";
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

// src/commands/counterfactual.ts
var HELP = `Usage: blamegate counterfactual TRACE... [--all] [--json] [--format F]

For each candidate step (the verdict's, and those of the findings), re-runs attribution with the
step removed, do(step = \u2205), and with the later steps that use what it brought in removed too. A
step whose removal clears the failure signals (read with the outcome hidden) is a root cause; one
whose removal leaves them is a symptom. Traces that passed are skipped unless --all.
`;
async function run(args, io) {
  const a = startVerb("counterfactual", HELP, args, io, { all: { type: "boolean" } });
  if (typeof a === "number") return a;
  const skipped = [];
  const reports = [];
  let total = 0;
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.format })) {
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
  run
};
