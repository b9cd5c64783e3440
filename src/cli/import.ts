// `blamegate import PATH...`: shows the traces as blamegate normalised them, to check an importer
// reads a format the way you expect before attributing it.
import type { CliIO } from "./types.js";
import path from "node:path";
import { FORMAT_FLAG, NEED_TRACES } from "./common-flags.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { terminalField as field } from "../render/terminal.js";
import { collectFiles } from "../collect/files.js";
import { readTraces } from "../trace/read.js";
import type { Skipped, Trace } from "../trace/model.js";
import { EXIT } from "./exit-codes.js";

const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

function preview(value: unknown, max = 100): string {
  if (value === undefined || value === null || value === "") return "";
  const text = (typeof value === "string" ? value : JSON.stringify(value)).replace(/\s+/g, " ");
  return field(text.length > max ? `${text.slice(0, max)}…` : text);
}

function describe(trace: Trace): string {
  const outcome = trace.success === true ? "passed" : trace.success === false ? "failed" : "unknown outcome";
  const lines = [`${field(trace.origin.file)}${trace.origin.line ? `:${trace.origin.line}` : ""} [${field(trace.id)}] ${trace.origin.format}, ${plural(trace.steps.length, "step")}, ${outcome}`];
  lines.push(`  task: ${preview(trace.task, 160)}`);
  for (const s of trace.steps) {
    const who = field([s.agent, s.name].filter(Boolean).join(" → "));
    const text = preview(s.error ?? s.output ?? s.input ?? s.thought);
    lines.push(`  [${s.index}] ${s.kind}${who ? ` ${who}` : ""}${text ? `: ${text}` : ""}${s.error ? " (error)" : ""}`);
  }
  return lines.join("\n");
}

/** Drops the bulky verbatim copies unless asked for; they exist for integrity, not for reading. */
function forJson(trace: Trace, raw: boolean): unknown {
  const { raw: traceRaw, sourceText, ...rest } = trace;
  void traceRaw;
  void sourceText;
  return raw ? trace : { ...rest, steps: trace.steps.map(({ raw: _r, ...s }) => s) };
}

const FLAGS = [
  FORMAT_FLAG,
  { name: "json", type: "boolean", description: "one JSON object: { summary, traces, skipped }" },
  { name: "raw", type: "boolean", description: "keep each step's source object (raw) in the JSON" },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "import",
  synopsis: "PATH... [--format F] [--json] [--raw]",
  about: "Prints the normalised traces of the files, folders or globs given.",
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: importVerb,
});
export const run = verb.main;

async function importVerb({ values, positionals }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
  const format = values.format;
  const collected = await collectFiles(positionals, io.cwd);
  const skipped: Skipped[] = [...collected.missing];
  const traces: unknown[] = [];
  let count = 0;
  let failed = 0;
  for (const file of collected.files) {
    for await (const item of readTraces(path.resolve(io.cwd, file), { format, display: file })) {
      if ("skipped" in item) {
        skipped.push(item.skipped);
        if (!values.json) io.stderr(`skipped ${field(item.skipped.file)}${item.skipped.line ? `:${item.skipped.line}` : ""}: ${field(item.skipped.reason)}\n`);
        continue;
      }
      count++;
      if (item.trace.success === false) failed++;
      if (values.json) traces.push(forJson(item.trace, Boolean(values.raw)));
      else io.stdout(`${describe(item.trace)}\n\n`);
    }
  }
  const summary = { files: collected.files.length, traces: count, failed, skipped: skipped.length };
  if (values.json) io.stdout(`${JSON.stringify({ summary, traces, skipped }, null, 2)}\n`);
  else io.stdout(`${plural(count, "trace")} from ${plural(summary.files, "file")} (${failed} failed), ${skipped.length} skipped\n`);
  if (count === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
