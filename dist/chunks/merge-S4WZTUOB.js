import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  cliLogger,
  finishLocalRun,
  parseVerb
} from "./chunk-KWDNC2ZT.js";
import {
  EXIT
} from "./chunk-M3BYNMGX.js";
import "./chunk-XQLMNNUW.js";
import {
  MergeInputError,
  loadShards
} from "./chunk-QK64MIOI.js";
import "./chunk-GFZKO7SB.js";
import "./chunk-2DYGH25X.js";
import "./chunk-7BMAZVDA.js";
import "./chunk-XKSBBZG3.js";
import "./chunk-DDSTJNVZ.js";
import "./chunk-QEBHPXYR.js";
import "./chunk-SLUQNNYT.js";
import "./chunk-UJ33CMGG.js";
import "./chunk-HBCFYLWW.js";
import "./chunk-2LHVHNWU.js";
import {
  mergeWithReport
} from "./chunk-VEVGALQE.js";
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
  let shards;
  try {
    const loaded = await loadShards(cmd.paths, io.cwd);
    shards = loaded.results;
    logger.info(`merging ${loaded.files.length} shard report${loaded.files.length === 1 ? "" : "s"}`);
  } catch (err) {
    if (err instanceof MergeInputError) {
      io.stderr(`blamegate merge: ${err.message}
`);
      return EXIT.usage;
    }
    throw err;
  }
  const { result, duplicateFiles } = mergeWithReport(shards);
  for (const f of duplicateFiles) logger.warning(`${f} was reported by more than one shard; kept the first shard's results`);
  return finishLocalRun(result, { settings, outGiven: cmd.given.has("out"), json }, io, logger);
}
export {
  run
};
