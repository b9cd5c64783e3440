import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  TextLines,
  cliLogger,
  finishLocalRun,
  parseVerb
} from "./chunk-BQXEOXKI.js";
import "./chunk-3RYNHBFF.js";
import "./chunk-3FIVSJ7P.js";
import "./chunk-2DYGH25X.js";
import {
  judgeConfig,
  judgeFailedTraces
} from "./chunk-XYR75BAA.js";
import {
  RunScan,
  analyzePaths,
  secretSettingValues
} from "./chunk-G3YAVUU7.js";
import "./chunk-SDLIRME4.js";
import "./chunk-AXQRGQGE.js";
import "./chunk-A33UEH3T.js";
import "./chunk-AZN7UDXV.js";
import "./chunk-ZPXNCC6G.js";
import "./chunk-A4DSFK6W.js";
import "./chunk-JBW6XLQ6.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-YC3BID7Y.js";
import "./chunk-OSOIRSCL.js";
import "./chunk-IHXED3BK.js";
import "./chunk-5VAHE2I4.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-HCYTIENA.js";
import "./chunk-CQZ776KT.js";
import "./chunk-HBCFYLWW.js";
import "./chunk-2LHVHNWU.js";
import "./chunk-AEWUUA7X.js";
import "./chunk-TDTJN2V4.js";
import "./chunk-WCSRKNZO.js";
import "./chunk-SVEOFG2P.js";
import "./chunk-YBYAOZIB.js";
import "./chunk-427XYTLT.js";
import "./chunk-FATNJ5TP.js";
import "./chunk-OA7YCFN7.js";
import "./chunk-6JPYE73A.js";
import "./chunk-HN3HSWU6.js";
import "./chunk-2V6WD3MR.js";
import "./chunk-LAFVXTZG.js";
import "./chunk-WNSNY5LM.js";
import "./chunk-ZVSMKTAA.js";
import "./chunk-4U6ZABW2.js";
import "./chunk-YTQE57AZ.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-RXXNLPXJ.js";
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
