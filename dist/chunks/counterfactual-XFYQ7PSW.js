import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  analyzedTraces
} from "./chunk-C3QHXWZX.js";
import {
  readVerbArgs,
  skippedLine
} from "./chunk-XI4H7H6R.js";
import {
  wantsPostmortem
} from "./chunk-L57NCJGZ.js";
import "./chunk-XKSBBZG3.js";
import {
  EXIT
} from "./chunk-IHXED3BK.js";
import "./chunk-F3C52AVQ.js";
import "./chunk-VGYZVQVK.js";
import {
  counterfactual,
  counterfactualText
} from "./chunk-RDRYSX6M.js";
import "./chunk-P6OAXHWE.js";
import "./chunk-VWWJRJHP.js";
import "./chunk-427XYTLT.js";
import "./chunk-VW7GD526.js";
import "./chunk-ASDSDGWB.js";
import "./chunk-VGITCDZ4.js";
import "./chunk-QK3K7C3H.js";
import "./chunk-2FAUGZ7E.js";
import "./chunk-AL6IN3LE.js";
import "./chunk-EPUNWN6J.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";

// src/commands/counterfactual.ts
var HELP = `Usage: blamegate counterfactual TRACE... [--all] [--json] [--format F]

For each candidate step (the verdict's, and those of the findings), re-runs attribution with the
step removed, do(step = \u2205), and with the later steps that use what it brought in removed too. A
step whose removal clears the failure signals (read with the outcome hidden) is a root cause; one
whose removal leaves them is a symptom. Traces that passed are skipped unless --all.
`;
async function run(args, io) {
  const a = readVerbArgs(args, { all: { type: "boolean" } });
  if ("error" in a) {
    io.stderr(`blamegate counterfactual: ${a.error}
`);
    return EXIT.usage;
  }
  if (a.values.help) {
    io.stdout(HELP);
    return EXIT.ok;
  }
  if (a.positionals.length === 0) {
    io.stderr(`blamegate counterfactual: name at least one trace file, folder or glob
`);
    return EXIT.usage;
  }
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
