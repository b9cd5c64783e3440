import {
  FORMAT_FLAG,
  NEED_TRACES
} from "./chunk-LZA6KSJF.js";
import {
  defineVerb
} from "./chunk-XMZDHVEO.js";
import {
  collectFiles
} from "./chunk-TO6SDY25.js";
import {
  readTraces
} from "./chunk-6MMPFA4I.js";
import "./chunk-FNUF3IYR.js";
import {
  EXIT
} from "./chunk-HICB6UNN.js";
import {
  terminalField
} from "./chunk-HVI7M32Y.js";
import "./chunk-CWNB6RKT.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-IMYR3TK7.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/cli/import.ts
import path from "node:path";
var plural = (n, one) => `${n} ${n === 1 ? one : `${one}s`}`;
function preview(value, max = 100) {
  if (value === void 0 || value === null || value === "") return "";
  const text = (typeof value === "string" ? value : JSON.stringify(value)).replace(/\s+/g, " ");
  return terminalField(text.length > max ? `${text.slice(0, max)}\u2026` : text);
}
function describe(trace) {
  const outcome = trace.success === true ? "passed" : trace.success === false ? "failed" : "unknown outcome";
  const lines = [`${terminalField(trace.origin.file)}${trace.origin.line ? `:${trace.origin.line}` : ""} [${terminalField(trace.id)}] ${trace.origin.format}, ${plural(trace.steps.length, "step")}, ${outcome}`];
  lines.push(`  task: ${preview(trace.task, 160)}`);
  for (const s of trace.steps) {
    const who = terminalField([s.agent, s.name].filter(Boolean).join(" \u2192 "));
    const text = preview(s.error ?? s.output ?? s.input ?? s.thought);
    lines.push(`  [${s.index}] ${s.kind}${who ? ` ${who}` : ""}${text ? `: ${text}` : ""}${s.error ? " (error)" : ""}`);
  }
  return lines.join("\n");
}
function forJson(trace, raw) {
  const { raw: traceRaw, sourceText, ...rest } = trace;
  void traceRaw;
  void sourceText;
  return raw ? trace : { ...rest, steps: trace.steps.map(({ raw: _r, ...s }) => s) };
}
var FLAGS = [
  FORMAT_FLAG,
  { name: "json", type: "boolean", description: "one JSON object: { summary, traces, skipped }" },
  { name: "raw", type: "boolean", description: "keep each step's source object (raw) in the JSON" }
];
var verb = defineVerb({
  name: "import",
  synopsis: "PATH... [--format F] [--json] [--raw]",
  about: "Prints the normalised traces of the files, folders or globs given.",
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: importVerb
});
var run = verb.main;
async function importVerb({ values, positionals }, io) {
  const format = values.format;
  const collected = await collectFiles(positionals, io.cwd);
  const skipped = [...collected.missing];
  const traces = [];
  let count = 0;
  let failed = 0;
  for (const file of collected.files) {
    for await (const item of readTraces(path.resolve(io.cwd, file), { format, display: file })) {
      if ("skipped" in item) {
        skipped.push(item.skipped);
        if (!values.json) io.stderr(`skipped ${terminalField(item.skipped.file)}${item.skipped.line ? `:${item.skipped.line}` : ""}: ${terminalField(item.skipped.reason)}
`);
        continue;
      }
      count++;
      if (item.trace.success === false) failed++;
      if (values.json) traces.push(forJson(item.trace, Boolean(values.raw)));
      else io.stdout(`${describe(item.trace)}

`);
    }
  }
  const summary = { files: collected.files.length, traces: count, failed, skipped: skipped.length };
  if (values.json) io.stdout(`${JSON.stringify({ summary, traces, skipped }, null, 2)}
`);
  else io.stdout(`${plural(count, "trace")} from ${plural(summary.files, "file")} (${failed} failed), ${skipped.length} skipped
`);
  if (count === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
export {
  run,
  verb
};
