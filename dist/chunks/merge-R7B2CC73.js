import {
  cliLogger,
  finishLocalRun
} from "./chunk-DDCZTADA.js";
import {
  defineVerb
} from "./chunk-MB5VN5ZD.js";
import {
  mergeShardReports
} from "./chunk-53UIX4TG.js";
import "./chunk-IRYBDQH6.js";
import "./chunk-NI4ID2RS.js";
import "./chunk-D5MFQS5U.js";
import "./chunk-IJGXMWWQ.js";
import "./chunk-SDLIRME4.js";
import "./chunk-FPOPEHRW.js";
import "./chunk-IDFP5TUP.js";
import "./chunk-2IZ72D4G.js";
import "./chunk-ZPXNCC6G.js";
import "./chunk-LF6GD3TS.js";
import "./chunk-HCYTIENA.js";
import "./chunk-3JKAPHF3.js";
import "./chunk-BXWLKAFS.js";
import "./chunk-S2PWXVWW.js";
import "./chunk-ITOUQPUA.js";
import "./chunk-557LGJDW.js";
import "./chunk-3GRI5V74.js";
import "./chunk-YX45XNF6.js";
import "./chunk-SXI6RMPK.js";
import "./chunk-2JRMO7VB.js";
import "./chunk-427XYTLT.js";
import "./chunk-FKMTWSB6.js";
import "./chunk-CMIF22GW.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-GRCXFSDB.js";
import "./chunk-ZDGRJHJ7.js";
import "./chunk-TMOKJ75J.js";
import "./chunk-JWQ4WCDP.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-O74EONIM.js";
import "./chunk-TQPW7NUQ.js";
import "./chunk-DMPWNOXV.js";
import "./chunk-FQPP3V4W.js";
import "./chunk-Z7W3MUGW.js";
import "./chunk-ZYCCBSIO.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-MT22UFTG.js";
import "./chunk-KWID7SGT.js";
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
