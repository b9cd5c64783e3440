// The settings a verb takes from the option table (options.ts), read from its parsed flags and
// layered: .blamegate.yml (or --config FILE) < the secrets' environment variables < flags.
import { errorMessage } from "../error-message.js";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { optionsForVerb, secretOptions, type CliVerb } from "../options.js";
import { resolveSettings, settingsFromConfigFile, SettingsError, type RawSettings, type Settings } from "../config.js";

export interface CommandLineSettings {
  settings: Settings;
  /** Settings given explicitly as flags (so `--out` can mean "write reports"). */
  given: Set<string>;
}

export async function settingsFromFlags(verb: CliVerb, values: Record<string, unknown>, cwd: string, env: Record<string, string | undefined>): Promise<CommandLineSettings> {
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

  // Secrets may come from the environment (options.ts `env`), so they need not appear in shell history.
  const fromEnv: RawSettings = {};
  for (const o of secretOptions()) if (o.env) fromEnv[o.name] = env[o.env];

  const fromFlags: RawSettings = {};
  const given = new Set<string>();
  for (const o of optionsForVerb(verb)) {
    const v = values[o.name];
    if (typeof v !== "string" && typeof v !== "boolean") continue;
    given.add(o.name);
    fromFlags[o.name] = typeof v === "boolean" ? String(v) : v;
  }
  return { settings: resolveSettings(fromFile, fromEnv, fromFlags), given };
}
