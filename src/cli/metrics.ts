// `blamegate metrics PATH... [--out DIR] [--branch NAME]`: the run's numbers in the OpenMetrics
// text format (DIR/metrics.prom, or stdout), for a textfile collector or a Pushgateway.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { FORMAT_FLAG, NEED_TRACES, skippedLine } from "./common-flags.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { analyzedTraces } from "../investigate/load.js";
import { traceFacts, type TraceFacts } from "../investigate/facts.js";
import { renderMetrics } from "../investigate/metrics.js";
import type { Skipped } from "../trace/model.js";

const FLAGS = [
  { name: "out", type: "string", value: "DIR", description: "write DIR/metrics.prom instead of printing" },
  { name: "branch", type: "string", value: "NAME", description: "the branch label (default: GITHUB_HEAD_REF or GITHUB_REF_NAME when set)" },
  FORMAT_FLAG,
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "metrics",
  synopsis: "PATH... [--out DIR] [--branch NAME] [--format F]",
  about: `Writes traces, failures and failure ratio, failures per MAST mode and category, integrity
verdicts and per-tool calls, errors and latency summaries in the OpenMetrics text format, every
series labelled with the branch (default: GITHUB_HEAD_REF or GITHUB_REF_NAME when set).`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: metrics,
});
export const run = verb.main;

async function metrics(a: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const branch = typeof a.values.branch === "string" ? a.values.branch : io.env.GITHUB_HEAD_REF || io.env.GITHUB_REF_NAME || "";
  const skipped: Skipped[] = [];
  const all: TraceFacts[] = [];
  for await (const { trace, result } of analyzedTraces(a.positionals, io.cwd, skipped, { format: a.values.format })) all.push(traceFacts(trace, result));
  for (const s of skipped) io.stderr(skippedLine(s));
  const text = renderMetrics(all, { branch, skipped: skipped.length });
  if (typeof a.values.out === "string") {
    const dir = path.resolve(io.cwd, a.values.out);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, "metrics.prom");
    await writeFile(file, text);
    io.stderr(`wrote ${path.relative(io.cwd, file) || file}: ${all.length} traces\n`);
  } else io.stdout(text);
  if (all.length === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
