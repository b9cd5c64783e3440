// One definition per CLI verb (its synopsis, flags and run), and the one piece of code that turns
// a definition into --help, parseArgs' configuration, did-you-mean for unknown flags and the
// checks of values and paths. A verb cannot say one thing in --help and parse another.
import type { CliVerb, OptionSpec } from "../options.js";
import { OPTIONS, optionsForVerb } from "../options.js";
import { parseFlags, UsageError, type FlagOptions } from "./args.js";
import { EXIT } from "./exit-codes.js";
import type { CliIO, CommandRun } from "./types.js";
import type { Settings } from "../config.js";

export interface VerbFlag {
  name: string;
  type: "boolean" | "string";
  /** What --help shows after the flag (string flags): FILE, N, TEXT. */
  value?: string;
  /** --help's line; "\n" continues it under the description column. */
  description: string;
  short?: string;
  multiple?: boolean;
  default?: string;
  /** The only values it takes: anything else is a usage error that names them. */
  choices?: readonly string[];
  /** What is wrong with the value (undefined: the flag was not given), or null: a usage error when not null. */
  check?: (value: string | undefined) => string | null;
}

/** A check for a number-valued flag: `ok` says which numbers it takes, `says` what to tell the user. */
export function numberCheck(says: string, ok: (n: number) => boolean, required = false): (value: string | undefined) => string | null {
  return (value) => (value === undefined ? (required ? says : null) : ok(Number(value)) ? null : says);
}

/** A flag's parsed value: booleans, lists for repeatable flags, a string when there is a default. */
type FlagValue<F extends VerbFlag> = F["type"] extends "boolean"
  ? boolean | undefined
  : F extends { multiple: true }
    ? string[] | undefined
    : (F extends { choices: readonly (infer C)[] } ? C : string) | (F extends { default: string } ? never : undefined);
export type FlagValues<F extends readonly VerbFlag[]> = { [K in F[number] as K["name"]]: FlagValue<K> };

export interface VerbArgs<F extends readonly VerbFlag[]> {
  values: FlagValues<F>;
  positionals: string[];
  /** Verbs that take the option table's settings: them, layered file < environment < flags. */
  settings: Settings;
  /** Settings given explicitly as flags. */
  given: Set<string>;
}

export interface VerbDefinition<F extends readonly VerbFlag[] = readonly VerbFlag[]> {
  name: string;
  /** What follows `blamegate NAME` on the usage line; more than one for verbs with sub-actions. */
  synopsis: string | readonly string[];
  /** --help's text between the usage line and the options. */
  about?: string;
  /** The verb's own flags. --help is every verb's. */
  flags: F;
  /** The settings of options.ts this verb reads as flags (with --config and their environment variables). */
  settings?: CliVerb;
  /** Positional arguments: none taken, any number, or at least one (the message when there is none). */
  positionals: "none" | "any" | { required: string };
  /** The exit code of bad usage: 2, except where a verb follows another tool's codes. */
  usageExit?: number;
  /** --help's text after the options (exit codes); default: a pointer to docs/cli.md. */
  notes?: string;
  run: (args: VerbArgs<F>, io: CliIO) => Promise<number>;
}

const HELP_FLAG: VerbFlag = { name: "help", type: "boolean", short: "h", description: "Show this help" };
const CONFIG_FLAG: VerbFlag = { name: "config", type: "string", value: "FILE", description: "Settings file (default: .blamegate.yml in the working folder, when present)" };

/** The option table's settings as flags of the verb. */
function settingFlags(verb: CliVerb): VerbFlag[] {
  return optionsForVerb(verb).map((o: OptionSpec) => ({
    name: o.name,
    type: o.type === "boolean" ? "boolean" : "string",
    value: "VALUE",
    description: `${o.description}${o.default ? ` (default: ${o.default.replace(/\n/g, ", ")})` : ""}`,
  }));
}

/**
 * A verb's flag that is a setting of the option table: its name, type and description come from
 * options.ts, so the verb and the action describe it alike. `more` adds what only the CLI needs.
 */
export function settingFlag<const N extends string, const M extends Partial<VerbFlag> = Record<never, never>>(name: N, more?: M): { name: N; type: "string" | "boolean"; description: string } & M {
  const o = OPTIONS.find((x) => x.name === name);
  if (!o) throw new Error(`options.ts has no setting '${name}'`);
  return { name, type: o.type === "boolean" ? "boolean" : "string", description: o.description, ...(more ?? ({} as M)) };
}

/** Every flag the verb accepts, in --help's order: its own, --help, then the settings. */
export function verbFlags(def: VerbDefinition): VerbFlag[] {
  return [...def.flags, HELP_FLAG, ...(def.settings ? [CONFIG_FLAG, ...settingFlags(def.settings)] : [])];
}

const COLUMN = 34;

export function verbHelp(def: VerbDefinition): string {
  const synopses = typeof def.synopsis === "string" ? [def.synopsis] : def.synopsis;
  const usage = synopses.map((s, i) => `${i === 0 ? "Usage:" : "      "} blamegate ${def.name} ${s}`.trimEnd()).join("\n");
  const rows = verbFlags(def).map((f) => {
    const flag = `${f.short ? `-${f.short}, ` : ""}--${f.name}${f.type === "string" ? ` ${f.value ?? "VALUE"}` : ""}`;
    const [first, ...more] = f.description.split("\n");
    const head = flag.length < COLUMN ? `  ${flag.padEnd(COLUMN)} ${first}` : `  ${flag}\n  ${"".padEnd(COLUMN)} ${first}`;
    return [head, ...more.map((m) => `  ${"".padEnd(COLUMN)} ${m}`)].join("\n");
  });
  const parts = [usage, ...(def.about ? [def.about.trimEnd()] : []), `Options:\n${rows.join("\n")}`, (def.notes ?? "Exit codes: docs/cli.md.").trimEnd()];
  return `${parts.join("\n\n")}\n`;
}

/** Parses, checks and runs a verb: --help, unknown flags, values outside `choices` and missing paths are answered here. */
export async function runVerb<F extends readonly VerbFlag[]>(def: VerbDefinition<F>, args: string[], io: CliIO): Promise<number> {
  const usageExit = def.usageExit ?? EXIT.usage;
  const refuse = (message: string) => {
    io.stderr(`blamegate ${def.name}: ${message}\n(blamegate ${def.name} --help lists its options)\n`);
    return usageExit;
  };
  const flags = verbFlags(def as VerbDefinition);
  const options: FlagOptions = {};
  for (const f of flags) options[f.name] = { type: f.type, ...(f.short ? { short: f.short } : {}), ...(f.multiple ? { multiple: true } : {}), ...(f.default !== undefined ? { default: f.default } : {}) };
  let parsed;
  try {
    parsed = parseFlags(args, options, def.positionals !== "none");
  } catch (err) {
    if (err instanceof UsageError) return refuse(err.message);
    throw err;
  }
  const values = parsed.values as Record<string, string | boolean | string[] | undefined>;
  if (values.help) {
    io.stdout(verbHelp(def as VerbDefinition));
    return EXIT.ok;
  }
  for (const f of def.flags) {
    const v = values[f.name];
    if (f.choices && typeof v === "string" && !f.choices.includes(v)) return refuse(`--${f.name} takes ${f.choices.join(", ")}, not '${v}'`);
    const problem = f.check?.(typeof v === "string" ? v : undefined);
    if (problem) return refuse(problem);
  }
  if (typeof def.positionals === "object" && parsed.positionals.length === 0) return refuse(def.positionals.required);
  let settings = {} as Settings;
  let given = new Set<string>();
  if (def.settings) {
    // Loaded only for the verbs that take settings: the schemas are not needed to print help.
    const { settingsFromFlags } = await import("./flags.js");
    const { SettingsError } = await import("../config.js");
    try {
      ({ settings, given } = await settingsFromFlags(def.settings, values, io.cwd, io.env));
    } catch (err) {
      if (!(err instanceof SettingsError)) throw err;
      io.stderr(`blamegate ${def.name}: ${err.message}\n`);
      return usageExit;
    }
  }
  return def.run({ values: values as FlagValues<F>, positionals: parsed.positionals, settings, given }, io);
}

/** A verb's definition, and the `run` every caller (dispatch, tests) calls with raw arguments. */
export function defineVerb<const F extends readonly VerbFlag[]>(def: VerbDefinition<F>): VerbDefinition<F> & { main: CommandRun } {
  return { ...def, main: (args, io) => runVerb(def, args, io) };
}
