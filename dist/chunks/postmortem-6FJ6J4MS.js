import {
  analyzedTraces
} from "./chunk-WXNYEJAQ.js";
import {
  FORMAT_FLAG,
  NEED_TRACES,
  skippedLine
} from "./chunk-227H6RDA.js";
import {
  defineVerb
} from "./chunk-MB5VN5ZD.js";
import {
  pageName,
  renderIndex,
  renderPostmortem
} from "./chunk-3VWUZRW4.js";
import {
  buildPostmortem,
  wantsPostmortem
} from "./chunk-L5FMTPH4.js";
import "./chunk-F4AMI7VJ.js";
import "./chunk-ZPXNCC6G.js";
import {
  EXIT
} from "./chunk-LF6GD3TS.js";
import {
  counterfactual,
  counterfactualRows
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

// src/cli/postmortem.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
var FLAGS = [
  { name: "out", type: "string", value: "DIR", description: "write DIR/postmortem/ (default: out)" },
  { name: "explain", type: "boolean", description: "add each candidate step's counterfactual role (root cause or symptom)" },
  FORMAT_FLAG
];
var verb = defineVerb({
  name: "postmortem",
  synopsis: "PATH... [--out DIR] [--explain] [--format F]",
  about: `Writes DIR/postmortem/index.html and one page per trace that failed or was blamed: the verdict
and candidates, the evidence chain, the mode among the published MAST failures, the whole
timeline with the blamed and cited steps marked, and the fixes. Self-contained: no scripts, no
requests. DIR defaults to out.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: postmortem
});
var run = verb.main;
async function postmortem(a, io) {
  const dir = path.resolve(io.cwd, typeof a.values.out === "string" ? a.values.out : "out", "postmortem");
  await mkdir(dir, { recursive: true });
  const skipped = [];
  const rows = [];
  const used = /* @__PURE__ */ new Set();
  let total = 0;
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) {
    total++;
    if (!wantsPostmortem(result)) continue;
    const pm = buildPostmortem(trace, result);
    if (a.values.explain) pm.counterfactual = counterfactualRows(counterfactual(trace));
    let name = pageName(trace.id);
    for (let n = 2; used.has(name); n++) name = pageName(`${trace.origin.file}#${trace.id}#${n}`);
    used.add(name);
    await writeFile(path.join(dir, name), renderPostmortem(pm));
    rows.push({ page: name, pm });
  }
  await writeFile(path.join(dir, "index.html"), renderIndex(rows));
  for (const s of skipped) io.stderr(skippedLine(s));
  io.stdout(`${rows.length} postmortems of ${total} traces in ${path.relative(io.cwd, dir).startsWith("..") ? dir : path.relative(io.cwd, dir) || dir}/ (open index.html)
`);
  if (total === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
export {
  run,
  verb
};
