import {
  FORMAT_FLAG,
  NEED_TRACES,
  skippedLine
} from "./chunk-LZA6KSJF.js";
import {
  defineVerb
} from "./chunk-XMZDHVEO.js";
import {
  tracesIn
} from "./chunk-ASJVBXQ2.js";
import "./chunk-TO6SDY25.js";
import "./chunk-6MMPFA4I.js";
import "./chunk-FNUF3IYR.js";
import {
  EXIT
} from "./chunk-HICB6UNN.js";
import "./chunk-CWNB6RKT.js";
import {
  FORMATS
} from "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-IMYR3TK7.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/cli/export.ts
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

// src/cli/export.ts
var FLAGS = [
  { name: "format", type: "string", value: "F", default: "openai-jsonl", choices: ["openai-jsonl"], description: "the output format: openai-jsonl (default)" },
  { name: "out", type: "string", value: "FILE", description: "write here instead of printing" },
  { ...FORMAT_FLAG, name: "input-format", description: `auto (default), ${FORMATS.join(", ")}` }
];
var verb = defineVerb({
  name: "export",
  synopsis: "PATH... --format openai-jsonl [--out FILE] [--input-format F]",
  about: `Writes the traces (any format blamegate reads) as OpenAI chat JSONL: one {id, task, success,
model, messages} a line, tool calls kept, each agent in its message's name. Prints to stdout
unless --out is given. 'blamegate import FILE' reads it back with the same steps and ids.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: exportVerb
});
var run = verb.main;
async function exportVerb({ values, positionals }, io) {
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
    for await (const trace of tracesIn(positionals, io.cwd, skipped, values["input-format"])) {
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
  run,
  verb
};
