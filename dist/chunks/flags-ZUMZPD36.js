import {
  SettingsError,
  resolveSettings,
  settingsFromConfigFile
} from "./chunk-DYI5XEDI.js";
import "./chunk-7H2TAQXC.js";
import {
  optionsForVerb,
  secretOptions
} from "./chunk-CWNB6RKT.js";
import "./chunk-AILNL7PL.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/cli/flags.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
async function settingsFromFlags(verb, values, cwd, env) {
  const configPath = typeof values.config === "string" ? path.resolve(cwd, values.config) : path.join(cwd, ".blamegate.yml");
  let fromFile = {};
  const text = await readFile(configPath, "utf8").catch((err) => {
    if (err.code === "ENOENT" && typeof values.config !== "string") return null;
    throw new SettingsError(`${configPath}: ${err.message}`);
  });
  if (text !== null) {
    const { parse: parseYaml } = await import("./dist-EX4ZOWLB.js");
    let doc;
    try {
      doc = parseYaml(text);
    } catch (err) {
      throw new SettingsError(`${configPath}: not valid YAML: ${errorMessage(err)}`);
    }
    fromFile = settingsFromConfigFile(doc, configPath);
  }
  const fromEnv = {};
  for (const o of secretOptions()) if (o.env) fromEnv[o.name] = env[o.env];
  const fromFlags = {};
  const given = /* @__PURE__ */ new Set();
  for (const o of optionsForVerb(verb)) {
    const v = values[o.name];
    if (typeof v !== "string" && typeof v !== "boolean") continue;
    given.add(o.name);
    fromFlags[o.name] = typeof v === "boolean" ? String(v) : v;
  }
  return { settings: resolveSettings(fromFile, fromEnv, fromFlags), given };
}
export {
  settingsFromFlags
};
