import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  skippedLine
} from "./chunk-OADWVOUS.js";
import {
  tracesIn
} from "./chunk-A33UEH3T.js";
import "./chunk-ZPXNCC6G.js";
import {
  EXIT
} from "./chunk-IHXED3BK.js";
import {
  parseFlags
} from "./chunk-5VAHE2I4.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-2V6WD3MR.js";
import "./chunk-ZVSMKTAA.js";
import {
  FORMATS
} from "./chunk-YTQE57AZ.js";
import "./chunk-VJQPCMMQ.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/commands/export.ts
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

// src/investigate/export-openai.ts
function text(value) {
  if (value === void 0 || value === null) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}
function firstText(...values) {
  for (const v of values) {
    const t = text(v);
    if (t !== null && t !== "") return t;
  }
  return values.some((v) => v === "") ? "" : null;
}
function rawCallId(step) {
  const raw = step.raw;
  const id = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? raw.tool_call_id : void 0;
  return typeof id === "string" && id !== "" ? id : void 0;
}
function args(value) {
  if (value === void 0) return "{}";
  return typeof value === "string" ? value : JSON.stringify(value);
}
function named(m, name) {
  return name ? { ...m, name } : m;
}
function resultText(step) {
  if (step.error) return /^error\b/i.test(step.error.trimStart()) ? step.error : `Error: ${step.error}`;
  return text(step.output);
}
function callId(step, i = 0) {
  return step.spanId ? `call_${step.spanId}${i ? `_${i}` : ""}` : `call_${step.index}${i ? `_${i}` : ""}`;
}
function stepMessages(step) {
  switch (step.kind) {
    case "prompt":
      return [named({ role: "system", content: firstText(step.output, step.input) }, step.agent === "system" ? void 0 : step.agent)];
    case "message":
      return [named({ role: "user", content: firstText(step.output, step.input) }, step.agent === "user" ? void 0 : step.agent)];
    case "observation": {
      const m = { role: "tool", content: resultText(step), tool_call_id: rawCallId(step) ?? callId(step) };
      return [step.name ? { ...m, name: step.name } : m];
    }
    case "retrieval":
    case "tool_call": {
      const agent = step.agent === "assistant" ? void 0 : step.agent;
      if (step.toolCalls && step.toolCalls.length > 0) {
        const calls = step.toolCalls.map((c, i) => ({ id: c.id ?? callId(step, i), type: "function", function: { name: c.name, arguments: args(c.arguments) } }));
        return [named({ role: "assistant", content: text(step.output), tool_calls: calls }, agent)];
      }
      const id = callId(step);
      const call = named({ role: "assistant", content: step.thought ?? null, tool_calls: [{ id, type: "function", function: { name: step.name ?? "tool", arguments: args(step.input) } }] }, agent);
      const result = { role: "tool", content: resultText(step), tool_call_id: id };
      return [call, step.name ? { ...result, name: step.name } : result];
    }
    default: {
      const body = step.kind === "error" ? resultText(step) : firstText(step.output, step.thought, step.input);
      return [named({ role: "assistant", content: body }, step.agent === "assistant" ? void 0 : step.agent)];
    }
  }
}
function toOpenAi(trace) {
  const perStep = trace.steps.map(stepMessages);
  const oneEach = perStep.every((m) => m.length === 1) && trace.steps.every((s, i) => i === 0 || s.index > trace.steps[i - 1].index);
  const messages = oneEach ? perStep.map((m, i) => ({ ...m[0], index: trace.steps[i].index })) : perStep.flat();
  const out = { id: trace.id, task: trace.task, success: trace.success, messages };
  if (trace.model) out.model = trace.model;
  return out;
}
function openAiJsonLine(trace) {
  return `${JSON.stringify(toOpenAi(trace))}
`;
}

// src/commands/export.ts
var OUTPUTS = ["openai-jsonl"];
var HELP = `Usage: blamegate export PATH... --format openai-jsonl [--out FILE] [--input-format F]

Writes the traces (any format blamegate reads) as OpenAI chat JSONL: one {id, task, success,
model, messages} a line, tool calls kept, each agent in its message's name. Prints to stdout
unless --out is given. 'blamegate import FILE' reads it back with the same steps and ids.
  --input-format F   auto (default), ${FORMATS.join(", ")}
`;
async function run(args2, io) {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseFlags(args2, { format: { type: "string", default: "openai-jsonl" }, out: { type: "string" }, "input-format": { type: "string", default: "auto" }, help: { type: "boolean" } }));
  } catch (err) {
    io.stderr(`blamegate export: ${errorMessage(err)}
`);
    return EXIT.usage;
  }
  if (values.help) {
    io.stdout(HELP);
    return EXIT.ok;
  }
  if (!OUTPUTS.includes(values.format)) {
    io.stderr(`blamegate export: --format takes ${OUTPUTS.join(", ")}, not '${values.format}'
`);
    return EXIT.usage;
  }
  const input = values["input-format"];
  if (input !== "auto" && !FORMATS.includes(input)) {
    io.stderr(`blamegate export: unknown --input-format '${input}' (auto, ${FORMATS.join(", ")})
`);
    return EXIT.usage;
  }
  if (positionals.length === 0) {
    io.stderr(`blamegate export: name at least one trace file, folder or glob
`);
    return EXIT.usage;
  }
  const skipped = [];
  let sink;
  let close = async () => {
  };
  if (values.out) {
    const file = path.resolve(io.cwd, values.out);
    await mkdir(path.dirname(file), { recursive: true });
    const stream = createWriteStream(file);
    sink = (line) => new Promise((resolve, reject) => stream.write(line, (err) => err ? reject(err) : resolve()));
    close = () => new Promise((resolve, reject) => stream.end((err) => err ? reject(err) : resolve()));
  }
  let count = 0;
  try {
    for await (const trace of tracesIn(positionals, io.cwd, skipped, input)) {
      const line = openAiJsonLine(trace);
      if (sink) await sink(line);
      else io.stdout(line);
      count++;
    }
  } finally {
    await close();
  }
  for (const s of skipped) io.stderr(skippedLine(s));
  if (values.out) io.stderr(`wrote ${values.out}: ${count} transcripts
`);
  if (count === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
export {
  run
};
