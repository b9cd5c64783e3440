import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  TextLines,
  cliLogger,
  finishLocalRun
} from "./chunk-OU6OFUR5.js";
import "./chunk-RHXYH6NN.js";
import "./chunk-TOZQERSN.js";
import "./chunk-2DYGH25X.js";
import {
  defineVerb
} from "./chunk-E5JCYJBL.js";
import {
  judgeFailedTraces,
  judgeForSettings
} from "./chunk-LYLT6FXZ.js";
import {
  RunScan,
  analyzePaths
} from "./chunk-4FTFEJCL.js";
import "./chunk-SDLIRME4.js";
import "./chunk-NI4ID2RS.js";
import "./chunk-Q3NMJ5CW.js";
import "./chunk-F3JXHIVK.js";
import "./chunk-ZSOSPWUM.js";
import "./chunk-2IZ72D4G.js";
import "./chunk-EXCNMB4E.js";
import "./chunk-ZPXNCC6G.js";
import "./chunk-LF6GD3TS.js";
import "./chunk-HCYTIENA.js";
import "./chunk-IVXJLCJ3.js";
import "./chunk-HBCFYLWW.js";
import "./chunk-2LHVHNWU.js";
import "./chunk-5UAJGUEI.js";
import "./chunk-S2PWXVWW.js";
import "./chunk-CWATY3DR.js";
import "./chunk-2XSI4DX5.js";
import "./chunk-VGWSIOWF.js";
import "./chunk-LJ2OUGFW.js";
import "./chunk-FHAIQBIY.js";
import "./chunk-427XYTLT.js";
import "./chunk-FATNJ5TP.js";
import "./chunk-HXQVBETR.js";
import "./chunk-YAABFYH5.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-GRCXFSDB.js";
import "./chunk-ZDGRJHJ7.js";
import "./chunk-TMOKJ75J.js";
import "./chunk-JWQ4WCDP.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-57L3GTUK.js";
import "./chunk-3DSNPX3R.js";
import "./chunk-DMPWNOXV.js";
import "./chunk-7TO3D65D.js";
import "./chunk-AP6DJ3Z6.js";
import "./chunk-ZYCCBSIO.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-4U6ZABW2.js";
import "./chunk-YTQE57AZ.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";

// src/cli/attribute.ts
var FLAGS = [
  { name: "json", type: "boolean", description: "Print one JSON object instead of text" },
  { name: "explain", type: "boolean", description: "Print the fusion arithmetic behind each verdict" }
];
var verb = defineVerb({
  name: "attribute",
  synopsis: "PATH... [options]",
  flags: FLAGS,
  settings: "attribute",
  positionals: { required: "name at least one trace file, folder or glob" },
  run: attribute
});
var run = verb.main;
async function attribute(cmd, io) {
  const { settings } = cmd;
  const json = Boolean(cmd.values.json);
  const logger = cliLogger(io, json);
  const judge = judgeForSettings(settings, io.env);
  const scan = new RunScan(settings);
  const lines = !json && !judge ? new TextLines(io.stdout) : null;
  let result = await analyzePaths(settings, cmd.positionals, io.cwd, logger, [], { explain: Boolean(cmd.values.explain), scan, ...lines ? { onTrace: lines.add } : {} });
  lines?.flush();
  if (judge) result = await judgeFailedTraces(result, judge, settings.format, io.cwd, logger);
  return finishLocalRun(result, { settings, json, explain: Boolean(cmd.values.explain), scan, linesPrinted: Boolean(lines), paths: cmd.positionals }, io, logger);
}
export {
  run,
  verb
};
