import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  cliLogger,
  helpText,
  parseCommandLine,
  renderText
} from "./chunk-O4LKLSOY.js";
import {
  appendHistoryFile,
  readHistoryFile
} from "./chunk-YEVKQREE.js";
import {
  runAlert
} from "./chunk-TWUEMLYG.js";
import "./chunk-2DYGH25X.js";
import {
  EXIT
} from "./chunk-M3BYNMGX.js";
import {
  MergeInputError,
  loadShards,
  mergeWithReport
} from "./chunk-VFJM73B5.js";
import {
  SettingsError,
  finishRun,
  jsonReportChunks
} from "./chunk-XFNJAQ5V.js";
import "./chunk-DDSTJNVZ.js";
import "./chunk-MOQS6V3P.js";
import "./chunk-MPQKITK5.js";
import "./chunk-UJ33CMGG.js";
import "./chunk-HBCFYLWW.js";
import "./chunk-2LHVHNWU.js";
import "./chunk-7LSMHX6F.js";
import "./chunk-CYUWFNKO.js";
import "./chunk-JRPXLCP6.js";
import "./chunk-QIP4FSMN.js";
import "./chunk-65OZHXNV.js";
import "./chunk-DXKBQS7S.js";
import "./chunk-E3PJKONA.js";
import "./chunk-JBZSUEN2.js";
import "./chunk-QRBXIS55.js";
import "./chunk-GFPEUUW6.js";
import "./chunk-N2X3B6NU.js";

// src/commands/merge.ts
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
var EXTRAS = [
  { name: "json", type: "boolean", description: "Print one JSON object instead of text" },
  { name: "help", type: "boolean", description: "Show this help" }
];
function headCommit(cwd, env) {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}
async function run(args, io) {
  let cmd;
  try {
    cmd = await parseCommandLine(args, io.cwd, io.env, EXTRAS);
  } catch (err) {
    if (err instanceof SettingsError) {
      io.stderr(`blamegate merge: ${err.message}
`);
      return EXIT.usage;
    }
    throw err;
  }
  if (cmd.extras.help) {
    io.stdout(helpText("merge", "DIR_OR_RESULTS_JSON... [options]", EXTRAS));
    return EXIT.ok;
  }
  if (cmd.paths.length === 0) {
    io.stderr("blamegate merge: name the shards' output folders or results.json files\n");
    return EXIT.usage;
  }
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
  let history = [];
  const historyNotes = [];
  const historyFile = settings.history ? path.resolve(io.cwd, settings.history) : "";
  if (historyFile) {
    const read = await readHistoryFile(historyFile);
    history = read.digests;
    historyNotes.push(...read.notes);
    for (const n of read.notes) logger.warning(n);
  }
  const out = cmd.given.has("out") ? settings.out : mkdtempSync(path.join(tmpdir(), "blamegate-"));
  const finished = await finishRun(
    {
      settings: { ...settings, out },
      result,
      digestContext: {
        time: /* @__PURE__ */ new Date(),
        commit: headCommit(io.cwd, io.env),
        ref: io.env.GITHUB_REF ?? "",
        workflow: "cli",
        repository: io.env.GITHUB_REPOSITORY ?? path.basename(io.cwd),
        category: settings.category
      },
      history,
      historyNotes,
      isPullRequest: false,
      repoRoot: io.cwd,
      cwd: io.cwd
    },
    logger
  );
  const { gate } = finished;
  if (json) for (const chunk of jsonReportChunks(result, gate)) io.stdout(chunk);
  else {
    io.stdout(renderText(result, gate));
    if (cmd.given.has("out")) io.stdout(`reports written to ${path.relative(io.cwd, path.resolve(io.cwd, out)) || "."}
`);
  }
  if (historyFile) await appendHistoryFile(historyFile, finished.digest);
  let alertFailed = false;
  if (settings["webhook-url"]) {
    const outcome = await runAlert(
      {
        url: settings["webhook-url"],
        ...settings["webhook-secret"] ? { secret: settings["webhook-secret"] } : {},
        alertOn: settings["alert-on"],
        digest: finished.digest,
        previous: finished.trend.previous,
        trend: finished.trend.trend.overall,
        comparison: finished.trend.comparison
      },
      { logger }
    );
    if (!outcome.decision.send) logger.info(`no alert sent: ${outcome.decision.reason}`);
    else if (outcome.delivery?.delivered) logger.info(`alert delivered (${outcome.alert?.type})`);
    else alertFailed = true;
  }
  if (result.summary.traces === 0 && result.summary.skipped > 0) return EXIT.usage;
  if (gate.status === "fail") return EXIT.gateFailed;
  if (alertFailed && settings["fail-on-webhook-error"]) return EXIT.gateFailed;
  return result.summary.skipped > 0 ? EXIT.skippedInput : EXIT.ok;
}
export {
  run
};
