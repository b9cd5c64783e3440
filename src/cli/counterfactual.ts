// `blamegate counterfactual TRACE...`: for each candidate step of each trace that failed (or was
// blamed), re-run attribution without the step, and without its downstream effects too, and say
// whether it is a root cause (its removal clears the failure signals) or a symptom.
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { FORMAT_FLAG, JSON_FLAG, NEED_TRACES, skippedLine } from "./common-flags.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { analyzedTraces } from "../investigate/load.js";
import { counterfactual, counterfactualText, type CounterfactualReport } from "../attribution/counterfactual.js";
import { wantsPostmortem } from "../investigate/postmortem/model.js";
import type { Skipped } from "../trace/model.js";

const FLAGS = [{ name: "all", type: "boolean", description: "examine traces that passed too" }, JSON_FLAG, FORMAT_FLAG] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "counterfactual",
  synopsis: "TRACE... [--all] [--json] [--format F]",
  about: `For each candidate step (the verdict's, and those of the findings), re-runs attribution with the
step removed, do(step = ∅), and with the later steps that use what it brought in removed too. A
step whose removal clears the failure signals (read with the outcome hidden) is a root cause; one
whose removal leaves them is a symptom. Traces that passed are skipped unless --all.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: counterfactualVerb,
});
export const run = verb.main;

async function counterfactualVerb(a: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const skipped: Skipped[] = [];
  const reports: CounterfactualReport[] = [];
  let total = 0;
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) {
    total++;
    if (!a.values.all && !wantsPostmortem(result)) continue;
    const r = counterfactual(trace);
    reports.push(r);
    if (!a.values.json) io.stdout(counterfactualText(r));
  }
  if (a.values.json) io.stdout(`${JSON.stringify({ traces: reports, skipped }, null, 2)}\n`);
  else {
    for (const s of skipped) io.stderr(skippedLine(s));
    io.stdout(`${reports.length} of ${total} traces examined\n`);
  }
  if (total === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
