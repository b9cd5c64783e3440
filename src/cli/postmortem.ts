// `blamegate postmortem PATH... [--out DIR]`: one self-contained HTML page per trace that failed
// (or whose verdict names a step), and an index, in DIR/postmortem/ (default out/postmortem/).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { FORMAT_FLAG, NEED_TRACES, skippedLine } from "./common-flags.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { analyzedTraces } from "../investigate/load.js";
import { buildPostmortem, wantsPostmortem } from "../investigate/postmortem/model.js";
import { pageName, renderIndex, renderPostmortem, type IndexRow } from "../investigate/postmortem/html.js";
import { counterfactual, counterfactualRows } from "../attribution/counterfactual.js";
import type { Skipped } from "../trace/model.js";

const FLAGS = [
  { name: "out", type: "string", value: "DIR", description: "write DIR/postmortem/ (default: out)" },
  { name: "explain", type: "boolean", description: "add each candidate step's counterfactual role (root cause or symptom)" },
  FORMAT_FLAG,
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "postmortem",
  synopsis: "PATH... [--out DIR] [--explain] [--format F]",
  about: `Writes DIR/postmortem/index.html and one page per trace that failed or was blamed: the verdict
and candidates, the evidence chain, the mode among the published MAST failures, the whole
timeline with the blamed and cited steps marked, and the fixes. Self-contained: no scripts, no
requests. DIR defaults to out.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: postmortem,
});
export const run = verb.main;

async function postmortem(a: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const dir = path.resolve(io.cwd, typeof a.values.out === "string" ? a.values.out : "out", "postmortem");
  await mkdir(dir, { recursive: true });
  const skipped: Skipped[] = [];
  const rows: IndexRow[] = [];
  const used = new Set<string>();
  let total = 0;
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) {
    total++;
    if (!wantsPostmortem(result)) continue;
    const pm = buildPostmortem(trace, result);
    if (a.values.explain) pm.counterfactual = counterfactualRows(counterfactual(trace));
    let name = pageName(trace.id);
    // The same id in two files: the file name (and a counter) keeps the pages apart.
    for (let n = 2; used.has(name); n++) name = pageName(`${trace.origin.file}#${trace.id}#${n}`);
    used.add(name);
    await writeFile(path.join(dir, name), renderPostmortem(pm));
    rows.push({ page: name, pm });
  }
  await writeFile(path.join(dir, "index.html"), renderIndex(rows));
  for (const s of skipped) io.stderr(skippedLine(s));
  io.stdout(`${rows.length} postmortems of ${total} traces in ${path.relative(io.cwd, dir).startsWith("..") ? dir : path.relative(io.cwd, dir) || dir}/ (open index.html)\n`);
  if (total === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
