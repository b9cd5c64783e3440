import {
  EXIT,
  UsageError,
  parseFlags
} from "./chunk-HICB6UNN.js";
import {
  OPTIONS,
  optionsForVerb
} from "./chunk-CWNB6RKT.js";

// src/cli/verb.ts
function numberCheck(says, ok, required = false) {
  return (value) => value === void 0 ? required ? says : null : ok(Number(value)) ? null : says;
}
var HELP_FLAG = { name: "help", type: "boolean", short: "h", description: "Show this help" };
var CONFIG_FLAG = { name: "config", type: "string", value: "FILE", description: "Settings file (default: .blamegate.yml in the working folder, when present)" };
function settingFlags(verb) {
  return optionsForVerb(verb).map((o) => ({
    name: o.name,
    type: o.type === "boolean" ? "boolean" : "string",
    value: "VALUE",
    description: `${o.description}${o.default ? ` (default: ${o.default.replace(/\n/g, ", ")})` : ""}`
  }));
}
function settingFlag(name, more) {
  const o = OPTIONS.find((x) => x.name === name);
  if (!o) throw new Error(`options.ts has no setting '${name}'`);
  return { name, type: o.type === "boolean" ? "boolean" : "string", description: o.description, ...more ?? {} };
}
function verbFlags(def) {
  return [...def.flags, HELP_FLAG, ...def.settings ? [CONFIG_FLAG, ...settingFlags(def.settings)] : []];
}
var COLUMN = 34;
function verbHelp(def) {
  const synopses = typeof def.synopsis === "string" ? [def.synopsis] : def.synopsis;
  const usage = synopses.map((s, i) => `${i === 0 ? "Usage:" : "      "} blamegate ${def.name} ${s}`.trimEnd()).join("\n");
  const rows = verbFlags(def).map((f) => {
    const flag = `${f.short ? `-${f.short}, ` : ""}--${f.name}${f.type === "string" ? ` ${f.value ?? "VALUE"}` : ""}`;
    const [first, ...more] = f.description.split("\n");
    const head = flag.length < COLUMN ? `  ${flag.padEnd(COLUMN)} ${first}` : `  ${flag}
  ${"".padEnd(COLUMN)} ${first}`;
    return [head, ...more.map((m) => `  ${"".padEnd(COLUMN)} ${m}`)].join("\n");
  });
  const parts = [usage, ...def.about ? [def.about.trimEnd()] : [], `Options:
${rows.join("\n")}`, (def.notes ?? "Exit codes: docs/cli.md.").trimEnd()];
  return `${parts.join("\n\n")}
`;
}
async function runVerb(def, args, io) {
  const usageExit = def.usageExit ?? EXIT.usage;
  const refuse = (message) => {
    io.stderr(`blamegate ${def.name}: ${message}
(blamegate ${def.name} --help lists its options)
`);
    return usageExit;
  };
  const flags = verbFlags(def);
  const options = {};
  for (const f of flags) options[f.name] = { type: f.type, ...f.short ? { short: f.short } : {}, ...f.multiple ? { multiple: true } : {}, ...f.default !== void 0 ? { default: f.default } : {} };
  let parsed;
  try {
    parsed = parseFlags(args, options, def.positionals !== "none");
  } catch (err) {
    if (err instanceof UsageError) return refuse(err.message);
    throw err;
  }
  const values = parsed.values;
  if (values.help) {
    io.stdout(verbHelp(def));
    return EXIT.ok;
  }
  for (const f of def.flags) {
    const v = values[f.name];
    if (f.choices && typeof v === "string" && !f.choices.includes(v)) return refuse(`--${f.name} takes ${f.choices.join(", ")}, not '${v}'`);
    const problem = f.check?.(typeof v === "string" ? v : void 0);
    if (problem) return refuse(problem);
  }
  if (typeof def.positionals === "object" && parsed.positionals.length === 0) return refuse(def.positionals.required);
  let settings = {};
  let given = /* @__PURE__ */ new Set();
  if (def.settings) {
    const { settingsFromFlags } = await import("./flags-ZUMZPD36.js");
    const { SettingsError } = await import("./config-DUEEIQYK.js");
    try {
      ({ settings, given } = await settingsFromFlags(def.settings, values, io.cwd, io.env));
    } catch (err) {
      if (!(err instanceof SettingsError)) throw err;
      io.stderr(`blamegate ${def.name}: ${err.message}
`);
      return usageExit;
    }
  }
  return def.run({ values, positionals: parsed.positionals, settings, given }, io);
}
function defineVerb(def) {
  return { ...def, main: (args, io) => runVerb(def, args, io) };
}

export {
  numberCheck,
  settingFlag,
  verbHelp,
  defineVerb
};
