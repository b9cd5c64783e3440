import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  cliLogger,
  finishLocalRun,
  helpText,
  parseCommandLine
} from "./chunk-6IFJ2WMO.js";
import "./chunk-YEVKQREE.js";
import "./chunk-GFZKO7SB.js";
import "./chunk-2DYGH25X.js";
import {
  EXIT
} from "./chunk-M3BYNMGX.js";
import {
  judgeConfig,
  judgeFailedTraces
} from "./chunk-7WKIL352.js";
import {
  SettingsError,
  analyzePaths
} from "./chunk-QCRLMSZF.js";
import "./chunk-DDSTJNVZ.js";
import "./chunk-MOQS6V3P.js";
import "./chunk-MPQKITK5.js";
import "./chunk-UJ33CMGG.js";
import "./chunk-HBCFYLWW.js";
import "./chunk-2LHVHNWU.js";
import "./chunk-QZP3JEX6.js";
import "./chunk-CYUWFNKO.js";
import "./chunk-NHE7WT3W.js";
import "./chunk-QIP4FSMN.js";
import "./chunk-65OZHXNV.js";
import "./chunk-FNKAINWI.js";
import "./chunk-E3PJKONA.js";
import "./chunk-JBZSUEN2.js";
import "./chunk-QRBXIS55.js";
import "./chunk-GFPEUUW6.js";
import "./chunk-N2X3B6NU.js";

// src/commands/attribute.ts
var EXTRAS = [
  { name: "json", type: "boolean", description: "Print one JSON object instead of text" },
  { name: "explain", type: "boolean", description: "Print the fusion arithmetic behind each verdict" },
  { name: "help", type: "boolean", description: "Show this help" }
];
async function run(args, io) {
  let cmd;
  try {
    cmd = await parseCommandLine(args, io.cwd, io.env, EXTRAS);
  } catch (err) {
    if (err instanceof SettingsError) {
      io.stderr(`blamegate attribute: ${err.message}
`);
      return EXIT.usage;
    }
    throw err;
  }
  if (cmd.extras.help) {
    io.stdout(helpText("attribute", "PATH... [options]", EXTRAS));
    return EXIT.ok;
  }
  if (cmd.paths.length === 0) {
    io.stderr("blamegate attribute: name at least one trace file, folder or glob\n");
    return EXIT.usage;
  }
  const { settings } = cmd;
  const json = Boolean(cmd.extras.json);
  const logger = cliLogger(io, json);
  let result = await analyzePaths(settings, cmd.paths, io.cwd, logger, [], { explain: Boolean(cmd.extras.explain) });
  const judge = judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"] }, io.env);
  if (judge) result = await judgeFailedTraces(result, judge, settings.format, io.cwd, logger);
  return finishLocalRun(result, { settings, outGiven: cmd.given.has("out"), json, explain: Boolean(cmd.extras.explain) }, io, logger);
}
export {
  run
};
