import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  cliLogger,
  finishLocalRun,
  parseVerb
} from "./chunk-BQXEOXKI.js";
import "./chunk-3RYNHBFF.js";
import "./chunk-3FIVSJ7P.js";
import "./chunk-2DYGH25X.js";
import {
  loadShardReports
} from "./chunk-WWCKPCAO.js";
import "./chunk-G3YAVUU7.js";
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
import {
  mergeWithReport
} from "./chunk-3LH4GYY5.js";
import {
  quoteInput
} from "./chunk-AEWUUA7X.js";
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
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";

// src/commands/merge.ts
var EXTRAS = [
  { name: "json", type: "boolean", description: "Print one JSON object instead of text" },
  { name: "help", type: "boolean", description: "Show this help" }
];
async function run(args, io) {
  const cmd = await parseVerb("merge", "DIR_OR_RESULTS_JSON... [options]", args, io, EXTRAS, "name the shards' output folders or results.json files");
  if (typeof cmd === "number") return cmd;
  const { settings } = cmd;
  const json = Boolean(cmd.extras.json);
  const logger = cliLogger(io, json);
  const loaded = await loadShardReports(cmd.paths, io.cwd);
  logger.info(`merging ${loaded.files.length} shard report${loaded.files.length === 1 ? "" : "s"}`);
  const merged = mergeWithReport(loaded.results);
  const { duplicateFiles } = merged;
  const skipped = [...loaded.skipped, ...merged.result.skipped];
  for (const s of skipped) logger.warning(`${quoteInput(s.file)}: ${quoteInput(s.reason, 400)}`);
  const result = { ...merged.result, skipped, summary: { ...merged.result.summary, skipped: skipped.length }, lookedFor: merged.result.lookedFor ?? cmd.paths };
  for (const f of duplicateFiles) logger.warning(`${quoteInput(f)} was reported by more than one shard; kept the first shard's results`);
  return finishLocalRun(result, { settings, json }, io, logger);
}
export {
  run
};
