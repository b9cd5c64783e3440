// `blamegate export PATH... --format openai-jsonl [--out FILE]`: the traces as OpenAI chat JSONL
// (tool calls kept), one transcript a line; `blamegate import` reads the file back.
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { CliIO } from "./types.js";
import { EXIT } from "./exit-codes.js";
import { FORMAT_FLAG, NEED_TRACES, skippedLine } from "./common-flags.js";
import { defineVerb, type VerbArgs, type VerbFlag } from "./verb.js";
import { tracesIn } from "../collect/read-traces.js";
import { FORMATS, type Skipped } from "../trace/model.js";
import { openAiJsonLine } from "../investigate/export-openai.js";

const FLAGS = [
  { name: "format", type: "string", value: "F", default: "openai-jsonl", choices: ["openai-jsonl"], description: "the output format: openai-jsonl (default)" },
  { name: "out", type: "string", value: "FILE", description: "write here instead of printing" },
  { ...FORMAT_FLAG, name: "input-format", description: `auto (default), ${FORMATS.join(", ")}` },
] as const satisfies readonly VerbFlag[];

export const verb = defineVerb({
  name: "export",
  synopsis: "PATH... --format openai-jsonl [--out FILE] [--input-format F]",
  about: `Writes the traces (any format blamegate reads) as OpenAI chat JSONL: one {id, task, success,
model, messages} a line, tool calls kept, each agent in its message's name. Prints to stdout
unless --out is given. 'blamegate import FILE' reads it back with the same steps and ids.`,
  flags: FLAGS,
  positionals: { required: NEED_TRACES },
  run: exportVerb,
});
export const run = verb.main;

async function exportVerb({ values, positionals }: VerbArgs<typeof FLAGS>, io: CliIO): Promise<number> {
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
  if (values.out) io.stderr(`wrote ${values.out}: ${count} transcripts\n`);
  if (count === 0) return EXIT.usage;
  return skipped.length > 0 ? EXIT.skippedInput : EXIT.ok;
}
