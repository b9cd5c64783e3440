// `blamegate import PATH...`: shows the traces as blamegate normalised them, to check an importer
// reads a format the way you expect before attributing it.
import { errorMessage } from "../error-message.js";
import type { CliIO } from "./types.js";
import path from "node:path";
import { parseFlags } from "./args.js";
import { terminalField as field } from "../report/terminal.js";
import { collectFiles } from "../collect/files.js";
import { readTraces } from "../trace/read.js";
import { FORMATS, type Format, type Skipped, type Trace } from "../trace/model.js";
import { EXIT } from "./exit-codes.js";

const HELP = `Usage: blamegate import PATH... [--format F] [--json] [--raw]

Prints the normalised traces of the files, folders or globs given.
  --format F   auto (default), ${FORMATS.join(", ")}
  --json       one JSON object: { summary, traces, skipped }
  --raw        keep each step's source object (raw) in the JSON
`;

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

export async function run(args: string[], io: CliIO): Promise<number> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseFlags(args, { format: { type: "string", default: "auto" }, json: { type: "boolean" }, raw: { type: "boolean" }, help: { type: "boolean" } }));
  } catch (err) {
    io.stderr(`blamegate import: ${errorMessage(err)}\n${HELP}`);
    return EXIT.usage;
  }
  if (values.help) {
    io.stdout(HELP);
    return EXIT.ok;
  }
  const format = values.format as string;
  if (format !== "auto" && !(FORMATS as readonly string[]).includes(format)) {
    io.stderr(`blamegate import: unknown format '${field(format)}': expected one of auto, ${FORMATS.join(", ")}\n`);
    return EXIT.usage;
  }
  if (positionals.length === 0) {
    io.stderr(`blamegate import: name at least one trace file, folder or glob\n${HELP}`);
    return EXIT.usage;
  }
  const collected = await collectFiles(positionals, io.cwd);
  const skipped: Skipped[] = [...collected.missing];
  const traces: unknown[] = [];
  let count = 0;
  let failed = 0;
  for (const file of collected.files) {
    for await (const item of readTraces(path.resolve(io.cwd, file), { format: format as Format | "auto", display: file })) {
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
