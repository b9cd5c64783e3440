// The flags every investigate verb shares (--format, --json, --help, --where) parsed the same
// way, so `query`, `stats`, `metrics`, `export`, `postmortem`, `context` and `counterfactual`
// agree on them. Returns the values, or the message for a usage error.
import { errorMessage } from "../error-message.js";
import { FORMATS, type Format } from "../trace/model.js";
import { parseFlags } from "./args.js";
import { EXIT } from "./exit-codes.js";
import type { CliIO } from "./types.js";

export type FlagSpec = Record<string, { type: "boolean" | "string"; default?: string }>;

export interface VerbArgs {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
  format: Format | "auto";
}

export function readVerbArgs(args: string[], extra: FlagSpec): VerbArgs | { error: string } {
  let parsed;
  try {
    parsed = parseFlags(args, { format: { type: "string", default: "auto" }, json: { type: "boolean" }, help: { type: "boolean" }, ...extra });
  } catch (err) {
    return { error: errorMessage(err) };
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;
  const format = String(values.format ?? "auto");
  if (format !== "auto" && !(FORMATS as readonly string[]).includes(format)) return { error: `unknown trace format '${format}' (auto, ${FORMATS.join(", ")})` };
  return { values, positionals: parsed.positionals, format: format as Format | "auto" };
}

/** How a skipped file or line is printed on stderr. */
export function skippedLine(s: { file: string; line?: number; reason: string }): string {
  return `skipped ${s.file}${s.line ? `:${s.line}` : ""}: ${s.reason}\n`;
}

/**
 * Every investigate verb's start: its flags parsed (a usage error is printed), `--help` printed,
 * and at least one path asked for. A number is the exit code to return at once.
 */
export function startVerb(verb: string, help: string, args: string[], io: CliIO, extra: FlagSpec, needsPaths = true): VerbArgs | number {
  const a = readVerbArgs(args, extra);
  if ("error" in a) {
    io.stderr(`blamegate ${verb}: ${a.error}\n`);
    return EXIT.usage;
  }
  if (a.values.help) {
    io.stdout(help);
    return EXIT.ok;
  }
  if (needsPaths && a.positionals.length === 0) {
    io.stderr(`blamegate ${verb}: name at least one trace file, folder or glob\n`);
    return EXIT.usage;
  }
  return a;
}
