import {
  RunScan,
  analyzePaths,
  cliLogger,
  finishLocalRun
} from "./chunk-KXNOPXXC.js";
import "./chunk-HZWBYKGB.js";
import "./chunk-22VN376E.js";
import "./chunk-SDLIRME4.js";
import "./chunk-BJR3HJOQ.js";
import "./chunk-MY7OTJ2O.js";
import "./chunk-AGJRS4GB.js";
import "./chunk-JR3VQ5HG.js";
import "./chunk-HIODOE2A.js";
import "./chunk-AZSB5GDB.js";
import "./chunk-YGCNO4FP.js";
import "./chunk-IQDB7SWC.js";
import "./chunk-OOTPXRYL.js";
import {
  defineVerb
} from "./chunk-XMZDHVEO.js";
import "./chunk-OL7NYJUR.js";
import "./chunk-TO6SDY25.js";
import "./chunk-6MMPFA4I.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-MEJZJAMB.js";
import "./chunk-OVDCFCZU.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-ZFJHNQGK.js";
import "./chunk-KR66X3FU.js";
import "./chunk-2ZZRMBJ4.js";
import "./chunk-HCYTIENA.js";
import "./chunk-HICB6UNN.js";
import {
  secretSettingValues
} from "./chunk-DYI5XEDI.js";
import "./chunk-7H2TAQXC.js";
import "./chunk-CWNB6RKT.js";
import "./chunk-AILNL7PL.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-IMYR3TK7.js";
import "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/judge/config.ts
function judgeConfigFrom(vars) {
  const baseUrl = vars["judge-base-url"] ?? vars["BLAMEGATE_JUDGE_BASE_URL"] ?? vars["OPENAI_BASE_URL"];
  const model = vars["judge-model"] ?? vars["BLAMEGATE_JUDGE_MODEL"];
  if (!baseUrl || !model) return void 0;
  const cfg = { baseUrl, model };
  const key = vars["judge-api-key"] ?? vars["BLAMEGATE_JUDGE_API_KEY"] ?? vars["OPENAI_API_KEY"];
  if (key) cfg.apiKey = key;
  return cfg;
}

// src/run/judge-config.ts
function judgeConfig(settings, env) {
  const cfg = judgeConfigFrom({
    ...env,
    ...settings.url ? { "judge-base-url": settings.url } : {},
    ...settings.model ? { "judge-model": settings.model } : {},
    ...settings.key ? { "judge-api-key": settings.key } : {}
  });
  if (cfg && settings.secrets?.length) cfg.secrets = settings.secrets;
  return cfg;
}
function judgeForSettings(settings, env) {
  return judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"], secrets: secretSettingValues(settings) }, env);
}

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
  const lines = !json && !judge ? new (await import("./text-Z3C5ZOKU.js")).TextLines(io.stdout) : null;
  let result = await analyzePaths(settings, cmd.positionals, io.cwd, logger, [], { explain: Boolean(cmd.values.explain), scan, gitEnv: io.env, ...lines ? { onTrace: lines.add } : {} });
  lines?.flush();
  if (judge) result = await (await import("./judge-2PPMNJXZ.js")).judgeFailedTraces(result, judge, settings.format, io.cwd, logger);
  return finishLocalRun(result, { settings, json, explain: Boolean(cmd.values.explain), scan, linesPrinted: Boolean(lines), paths: cmd.positionals }, io, logger);
}
export {
  run,
  verb
};
