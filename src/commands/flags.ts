// CLI flags named as the action's inputs, parsed into raw settings, layered over .blamegate.yml.
import { errorMessage } from "../error-message.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { optionsForVerb, secretOptions, type CliVerb } from "../options.js";
import { parseFlags, UsageError, type FlagOptions } from "./args.js";
import { EXIT } from "./exit-codes.js";
import type { CliIO } from "./types.js";
import { resolveSettings, settingsFromConfigFile, SettingsError, type RawSettings, type Settings } from "../config.js";

export interface ExtraFlag {
  name: string;
  type: "boolean" | "string";
  description: string;
}

export interface ParsedCommandLine {
  settings: Settings;
  /** Flags given explicitly on the command line (so `--out` can mean "write reports"). */
  given: Set<string>;
  extras: Record<string, string | boolean | undefined>;
  paths: string[];
}

/** Only the flags `verb` reads (options.ts says which), after the verb's own. */
export function helpText(verb: CliVerb, synopsis: string, extras: ExtraFlag[]): string {
  const rows = [
    ...extras.map((e) => [`--${e.name}${e.type === "string" ? " VALUE" : ""}`, e.description]),
    ["--config FILE", "Settings file (default: .blamegate.yml in the working folder, when present)"],
    ...optionsForVerb(verb).map((o) => [`--${o.name}${o.type === "boolean" ? "" : " VALUE"}`, `${o.description}${o.default ? ` (default: ${o.default.replace(/\n/g, ", ")})` : ""}`]),
  ];
  return `Usage: blamegate ${verb} ${synopsis}\n\nOptions:\n${rows.map(([f, d]) => `  ${f!.padEnd(34)} ${d}`).join("\n")}\n\nExit codes: docs/cli.md.\n`;
}

export async function parseCommandLine(verb: CliVerb, args: string[], cwd: string, env: Record<string, string | undefined>, extras: ExtraFlag[]): Promise<ParsedCommandLine> {
  const options: FlagOptions = { config: { type: "string" } };
  for (const o of optionsForVerb(verb)) options[o.name] = { type: o.type === "boolean" ? "boolean" : "string" };
  for (const e of extras) options[e.name] = { type: e.type };
  let parsed;
  try {
    parsed = parseFlags(args, options);
  } catch (err) {
    throw new SettingsError(err instanceof UsageError ? err.message : String(err));
  }
  const values = parsed.values as Record<string, string | boolean | undefined>;

  const configPath = typeof values.config === "string" ? path.resolve(cwd, values.config) : path.join(cwd, ".blamegate.yml");
  let fromFile: RawSettings = {};
  const text = await readFile(configPath, "utf8").catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT" && typeof values.config !== "string") return null;
    throw new SettingsError(`${configPath}: ${err.message}`);
  });
  if (text !== null) {
    // Loaded only when there is a file to read: the YAML library is a quarter of a megabyte of
    // JavaScript that a run without .blamegate.yml would otherwise load on every start.
    const { parse: parseYaml } = await import("yaml");
    let doc: unknown;
    try {
      doc = parseYaml(text);
    } catch (err) {
      throw new SettingsError(`${configPath}: not valid YAML: ${errorMessage(err)}`);
    }
    fromFile = settingsFromConfigFile(doc, configPath);
  }

  const fromEnv: RawSettings = {};
  // Secrets may come from the environment (options.ts `env`), so they need not appear in shell history.
  for (const o of secretOptions()) if (o.env) fromEnv[o.name] = env[o.env];

  const fromFlags: RawSettings = {};
  const given = new Set<string>();
  for (const o of optionsForVerb(verb)) {
    const v = values[o.name];
    if (v === undefined) continue;
    given.add(o.name);
    fromFlags[o.name] = typeof v === "boolean" ? String(v) : v;
  }
  const extraValues: ParsedCommandLine["extras"] = {};
  for (const e of extras) extraValues[e.name] = values[e.name];

  return { settings: resolveSettings(fromFile, fromEnv, fromFlags), given, extras: extraValues, paths: parsed.positionals };
}

/**
 * The prologue `attribute` and `merge` share: parse, answer --help, insist on paths. Returns the
 * parsed command line, or the exit code to stop with (the message already printed).
 */
export async function parseVerb(verb: CliVerb, synopsis: string, args: string[], io: CliIO, extras: ExtraFlag[], noPaths: string): Promise<ParsedCommandLine | number> {
  let cmd: ParsedCommandLine;
  try {
    cmd = await parseCommandLine(verb, args, io.cwd, io.env, extras);
  } catch (err) {
    if (err instanceof SettingsError) {
      io.stderr(`blamegate ${verb}: ${err.message}\n`);
      return EXIT.usage;
    }
    throw err;
  }
  if (cmd.extras.help) {
    io.stdout(helpText(verb, synopsis, extras));
    return EXIT.ok;
  }
  if (cmd.paths.length === 0) {
    io.stderr(`blamegate ${verb}: ${noPaths}\n`);
    return EXIT.usage;
  }
  return cmd;
}
