// `blamegate export PATH... --format openai-jsonl [--out FILE]`: the traces as OpenAI chat JSONL
// (tool calls kept), one transcript a line; `blamegate import` reads the file back.
import { errorMessage } from "../error-message.js";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { parseFlags } from "./args.js";
import { skippedLine } from "./investigate-args.js";
import { tracesIn } from "../collect/read-traces.js";
import { FORMATS, type Format, type Skipped } from "../trace/model.js";
import { openAiJsonLine } from "../investigate/export-openai.js";

const OUTPUTS = ["openai-jsonl"];
const HELP = `Usage: blamegate export PATH... --format openai-jsonl [--out FILE] [--input-format F]

Writes the traces (any format blamegate reads) as OpenAI chat JSONL: one {id, task, success,
model, messages} a line, tool calls kept, each agent in its message's name. Prints to stdout
unless --out is given. 'blamegate import FILE' reads it back with the same steps and ids.
  --input-format F   auto (default), ${FORMATS.join(", ")}
`;

export async function run(args: string[], io: CliIO): Promise<number> {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseFlags(args, { format: { type: "string", default: "openai-jsonl" }, out: { type: "string" }, "input-format": { type: "string", default: "auto" }, help: { type: "boolean" } }));
  } catch (err) {
    io.stderr(`blamegate export: ${errorMessage(err)}\n`);
    return EXIT.usage;
  }
  if (values.help) {
    io.stdout(HELP);
    return EXIT.ok;
  }
  if (!OUTPUTS.includes(values.format)) {
    io.stderr(`blamegate export: --format takes ${OUTPUTS.join(", ")}, not '${values.format}'\n`);
    return EXIT.usage;
  }
  const input = values["input-format"];
  if (input !== "auto" && !(FORMATS as readonly string[]).includes(input)) {
    io.stderr(`blamegate export: unknown --input-format '${input}' (auto, ${FORMATS.join(", ")})\n`);
    return EXIT.usage;
  }
  if (positionals.length === 0) {
    io.stderr(`blamegate export: name at least one trace file, folder or glob\n`);
    return EXIT.usage;
  }
  const skipped: Skipped[] = [];
  let sink: ((line: string) => Promise<void>) | undefined;
  let close = async () => {};
  if (values.out) {
    const file = path.resolve(io.cwd, values.out);
    await mkdir(path.dirname(file), { recursive: true });
    const stream = createWriteStream(file);
    sink = (line) => new Promise<void>((resolve, reject) => stream.write(line, (err) => (err ? reject(err) : resolve())));
    close = () => new Promise<void>((resolve, reject) => stream.end((err?: Error | null) => (err ? reject(err) : resolve())));
  }
  let count = 0;
  try {
    for await (const trace of tracesIn(positionals, io.cwd, skipped, input as Format | "auto")) {
      const line = openAiJsonLine(trace);
      if (sink) await sink(line);
      else io.stdout(line);
      count++;
    }
  } finally {
    await close();
  }
  for (const s of skipped) io.stderr(skippedLine(s));
  if (values.out) io.stderr(`wrote ${values.out}: ${count} transcripts\n`);
  if (count === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
