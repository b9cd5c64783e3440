import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  analyzedTraces
} from "./chunk-GV3PS4PY.js";
import {
  skippedLine,
  startVerb
} from "./chunk-OADWVOUS.js";
import {
  pageName,
  renderIndex,
  renderPostmortem
} from "./chunk-7NJJNNFD.js";
import {
  buildPostmortem,
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
  counterfactualRows
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

// src/commands/postmortem.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
var HELP = `Usage: blamegate postmortem PATH... [--out DIR] [--explain] [--format F]

Writes DIR/postmortem/index.html and one page per trace that failed or was blamed: the verdict
and candidates, the evidence chain, the mode among the published MAST failures, the whole
timeline with the blamed and cited steps marked, and the fixes. Self-contained: no scripts, no
requests. DIR defaults to out.
  --explain   add each candidate step's counterfactual role (root cause or symptom)
`;
async function run(args, io) {
  const a = startVerb("postmortem", HELP, args, io, { out: { type: "string" }, explain: { type: "boolean" } });
  if (typeof a === "number") return a;
  const dir = path.resolve(io.cwd, typeof a.values.out === "string" ? a.values.out : "out", "postmortem");
  await mkdir(dir, { recursive: true });
  const skipped = [];
  const rows = [];
  const used = /* @__PURE__ */ new Set();
  let total = 0;
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.format })) {
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
  run
};
