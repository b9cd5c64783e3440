import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  TextLines,
  cliLogger,
  finishLocalRun,
  parseVerb
} from "./chunk-KWDNC2ZT.js";
import "./chunk-M3BYNMGX.js";
import "./chunk-XQLMNNUW.js";
import "./chunk-GFZKO7SB.js";
import "./chunk-2DYGH25X.js";
import {
  judgeConfig,
  judgeFailedTraces
} from "./chunk-EF7ZEO43.js";
import {
  RunScan,
  analyzePaths
} from "./chunk-7BMAZVDA.js";
import "./chunk-XKSBBZG3.js";
import "./chunk-DDSTJNVZ.js";
import "./chunk-QEBHPXYR.js";
import "./chunk-SLUQNNYT.js";
import "./chunk-UJ33CMGG.js";
import "./chunk-HBCFYLWW.js";
import "./chunk-2LHVHNWU.js";
import "./chunk-6ZOLMRU5.js";
import "./chunk-4YE2HIDQ.js";
import "./chunk-TU5NGRZ7.js";
import "./chunk-NP4EA5F6.js";
import "./chunk-6WY4XC36.js";
import "./chunk-FCCUO7IM.js";
import "./chunk-MATACC7L.js";
import "./chunk-WW4W4OMJ.js";
import "./chunk-5PL6OEX2.js";
import "./chunk-4OK6BHV2.js";
import "./chunk-G6MMZ7ET.js";
import "./chunk-7QAN4BZL.js";
import "./chunk-7SFTSAOZ.js";
import "./chunk-ZYTIPZV3.js";
import "./chunk-N2X3B6NU.js";

// src/commands/attribute.ts
var EXTRAS = [
  { name: "json", type: "boolean", description: "Print one JSON object instead of text" },
  { name: "explain", type: "boolean", description: "Print the fusion arithmetic behind each verdict" },
  { name: "help", type: "boolean", description: "Show this help" }
];
async function run(args, io) {
  const cmd = await parseVerb("attribute", "PATH... [options]", args, io, EXTRAS, "name at least one trace file, folder or glob");
  if (typeof cmd === "number") return cmd;
  const { settings } = cmd;
  const json = Boolean(cmd.extras.json);
  const logger = cliLogger(io, json);
  const judge = judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"] }, io.env);
  const scan = new RunScan(settings);
  const lines = !json && !judge ? new TextLines(io.stdout) : null;
  let result = await analyzePaths(settings, cmd.paths, io.cwd, logger, [], { explain: Boolean(cmd.extras.explain), scan, ...lines ? { onTrace: lines.add } : {} });
  lines?.flush();
  if (judge) result = await judgeFailedTraces(result, judge, settings.format, io.cwd, logger);
  return finishLocalRun(result, { settings, outGiven: cmd.given.has("out"), json, explain: Boolean(cmd.extras.explain), scan, linesPrinted: Boolean(lines) }, io, logger);
}
export {
  run
};
