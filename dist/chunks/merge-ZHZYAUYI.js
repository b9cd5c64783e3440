import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
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
  mergeShardReports
} from "./chunk-SNUEV6NS.js";
import "./chunk-4FTFEJCL.js";
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
import "./chunk-OVPS3YYI.js";
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
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";

// src/cli/merge.ts
var FLAGS = [{ name: "json", type: "boolean", description: "Print one JSON object instead of text" }];
var verb = defineVerb({
  name: "merge",
  synopsis: "DIR_OR_RESULTS_JSON... [options]",
  flags: FLAGS,
  settings: "merge",
  positionals: { required: "name the shards' output folders or results.json files" },
  run: merge
});
var run = verb.main;
async function merge(cmd, io) {
  const { settings } = cmd;
  const json = Boolean(cmd.values.json);
  const logger = cliLogger(io, json);
  const result = await mergeShardReports(cmd.positionals, io.cwd, logger, { lookedFor: cmd.positionals });
  return finishLocalRun(result, { settings, json }, io, logger);
}
export {
  run,
  verb
};
