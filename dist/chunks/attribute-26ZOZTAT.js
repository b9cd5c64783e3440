import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  TextLines,
  cliLogger,
  finishLocalRun,
  parseVerb
} from "./chunk-TTZOEBOU.js";
import "./chunk-KZEHUOBG.js";
import "./chunk-3FIVSJ7P.js";
import "./chunk-2DYGH25X.js";
import {
  judgeConfig,
  judgeFailedTraces
} from "./chunk-NLYRLADC.js";
import {
  RunScan,
  analyzePaths,
  secretSettingValues
} from "./chunk-MIIWWXP7.js";
import "./chunk-IICXULWE.js";
import "./chunk-SDLIRME4.js";
import "./chunk-7V24QZ4Z.js";
import "./chunk-JBW6XLQ6.js";
import "./chunk-XKSBBZG3.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-OSOIRSCL.js";
import "./chunk-GZXBK4UX.js";
import "./chunk-IHXED3BK.js";
import "./chunk-F3C52AVQ.js";
import "./chunk-HCYTIENA.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-CQZ776KT.js";
import "./chunk-HBCFYLWW.js";
import "./chunk-2LHVHNWU.js";
import "./chunk-M77XAR6F.js";
import "./chunk-IYQWRSG5.js";
import "./chunk-HHPYUPTG.js";
import "./chunk-WCT4NCEW.js";
import "./chunk-XNX6BKFA.js";
import "./chunk-RDRYSX6M.js";
import "./chunk-P6OAXHWE.js";
import "./chunk-VWWJRJHP.js";
import "./chunk-427XYTLT.js";
import "./chunk-VW7GD526.js";
import "./chunk-ASDSDGWB.js";
import "./chunk-VGITCDZ4.js";
import "./chunk-QK3K7C3H.js";
import "./chunk-2FAUGZ7E.js";
import "./chunk-AL6IN3LE.js";
import "./chunk-EPUNWN6J.js";
import "./chunk-VJQPCMMQ.js";
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
  const judge = judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"], secrets: secretSettingValues(settings) }, io.env);
  const scan = new RunScan(settings);
  const lines = !json && !judge ? new TextLines(io.stdout) : null;
  let result = await analyzePaths(settings, cmd.paths, io.cwd, logger, [], { explain: Boolean(cmd.extras.explain), scan, ...lines ? { onTrace: lines.add } : {} });
  lines?.flush();
  if (judge) result = await judgeFailedTraces(result, judge, settings.format, io.cwd, logger);
  return finishLocalRun(result, { settings, json, explain: Boolean(cmd.extras.explain), scan, linesPrinted: Boolean(lines), paths: cmd.paths }, io, logger);
}
export {
  run
};
