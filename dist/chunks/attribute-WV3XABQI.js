import {
  cliLogger,
  finishLocalRun
} from "./chunk-EMH3ENF7.js";
import {
  defineVerb
} from "./chunk-MB5VN5ZD.js";
import {
  judgeFailedTraces,
  judgeForSettings
} from "./chunk-TURUXJN3.js";
import {
  RunScan,
  analyzePaths
} from "./chunk-GPAHKF7I.js";
import "./chunk-NI4ID2RS.js";
import "./chunk-F4AMI7VJ.js";
import "./chunk-P24WT6VR.js";
import "./chunk-SDLIRME4.js";
import "./chunk-FPOPEHRW.js";
import "./chunk-CLVDICQB.js";
import "./chunk-2IZ72D4G.js";
import "./chunk-ZPXNCC6G.js";
import "./chunk-LF6GD3TS.js";
import "./chunk-HCYTIENA.js";
import "./chunk-TCGIUYBV.js";
import "./chunk-N3QCFAHF.js";
import "./chunk-ITOUQPUA.js";
import "./chunk-DH34SX42.js";
import "./chunk-IEH42MN2.js";
import "./chunk-7R7UQVR2.js";
import "./chunk-W7QSPTVG.js";
import "./chunk-OSTJ22LZ.js";
import "./chunk-427XYTLT.js";
import "./chunk-FKMTWSB6.js";
import "./chunk-UVBXXZAU.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-OBIDNGEN.js";
import "./chunk-DN7FSM5J.js";
import "./chunk-TMOKJ75J.js";
import "./chunk-XC4LOQ3F.js";
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
  const lines = !json && !judge ? new (await import("./text-WIDQ5G7I.js")).TextLines(io.stdout) : null;
  let result = await analyzePaths(settings, cmd.positionals, io.cwd, logger, [], { explain: Boolean(cmd.values.explain), scan, ...lines ? { onTrace: lines.add } : {} });
  lines?.flush();
  if (judge) result = await judgeFailedTraces(result, judge, settings.format, io.cwd, logger);
  return finishLocalRun(result, { settings, json, explain: Boolean(cmd.values.explain), scan, linesPrinted: Boolean(lines), paths: cmd.positionals }, io, logger);
}
export {
  run,
  verb
};
