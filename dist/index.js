import {
  judgeFailedTraces,
  judgeForSettings
} from "./chunks/chunk-TURUXJN3.js";
import {
  RunScan,
  analyzePaths,
  finishRun,
  pickBaseDigest
} from "./chunks/chunk-GPAHKF7I.js";
import "./chunks/chunk-NI4ID2RS.js";
import "./chunks/chunk-F4AMI7VJ.js";
import "./chunks/chunk-P24WT6VR.js";
import "./chunks/chunk-SDLIRME4.js";
import "./chunks/chunk-FPOPEHRW.js";
import "./chunks/chunk-CLVDICQB.js";
import {
  ActionContextError,
  actionLogger,
  gitHubContextOf,
  readActionContext,
  runUrlOf
} from "./chunks/chunk-6MG72VV4.js";
import "./chunks/chunk-2IZ72D4G.js";
import "./chunks/chunk-ZPXNCC6G.js";
import "./chunks/chunk-34QAHGGT.js";
import {
  tuneGarbageCollection
} from "./chunks/chunk-W5OWBEBS.js";
import "./chunks/chunk-HCYTIENA.js";
import "./chunks/chunk-IVXJLCJ3.js";
import "./chunks/chunk-TCGIUYBV.js";
import "./chunks/chunk-N3QCFAHF.js";
import "./chunks/chunk-ITOUQPUA.js";
import "./chunks/chunk-DH34SX42.js";
import "./chunks/chunk-IEH42MN2.js";
import "./chunks/chunk-7R7UQVR2.js";
import "./chunks/chunk-W7QSPTVG.js";
import "./chunks/chunk-OSTJ22LZ.js";
import "./chunks/chunk-427XYTLT.js";
import "./chunks/chunk-FKMTWSB6.js";
import "./chunks/chunk-UVBXXZAU.js";
import "./chunks/chunk-FNUF3IYR.js";
import "./chunks/chunk-OBIDNGEN.js";
import "./chunks/chunk-DN7FSM5J.js";
import "./chunks/chunk-TMOKJ75J.js";
import "./chunks/chunk-XC4LOQ3F.js";
import {
  errorMessage
} from "./chunks/chunk-RXXNLPXJ.js";
import "./chunks/chunk-O74EONIM.js";
import "./chunks/chunk-TQPW7NUQ.js";
import "./chunks/chunk-DMPWNOXV.js";
import "./chunks/chunk-FQPP3V4W.js";
import {
  core_exports,
  setFailed,
  setOutput,
  summary
} from "./chunks/chunk-44FCZ2FJ.js";
import {
  SettingsError,
  resolveSettings,
  splitList
} from "./chunks/chunk-Z7W3MUGW.js";
import {
  OPTIONS
} from "./chunks/chunk-ZYCCBSIO.js";
import "./chunks/chunk-YLN2GIXP.js";
import "./chunks/chunk-FYTV3TXM.js";
import "./chunks/chunk-VGYZVQVK.js";
import "./chunks/chunk-MT22UFTG.js";
import "./chunks/chunk-KWID7SGT.js";
import "./chunks/chunk-VJQPCMMQ.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/action/artifacts.ts
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
var ARTIFACTS_DIR = ".blamegate-artifacts";
async function downloadIntoWorkspace(octokit, ctx, cwd, runId, pattern, prefix) {
  const { downloadRunArtifacts } = await import("./chunks/artifacts-TGW4TVXP.js");
  const root = path.join(cwd, ARTIFACTS_DIR);
  mkdirSync(root, { recursive: true });
  const dest = mkdtempSync(path.join(root, `${prefix}-${runId}-`));
  return downloadRunArtifacts(octokit, { owner: ctx.owner, repo: ctx.repo, runId, pattern, dest }, actionLogger);
}
async function collectArtifacts(octokit, settings, ctx, cwd) {
  const skipped = [];
  const folders = [];
  const lookedFor = [];
  if (!settings.artifact) return { skipped, folders, lookedFor };
  const runId = settings["run-id"] ? Number(settings["run-id"]) : ctx.artifactRunId;
  const where = `artifact '${settings.artifact}' of run ${runId ?? "?"}`;
  lookedFor.push(where);
  if (!octokit || runId === null) {
    skipped.push({ file: where, reason: !octokit ? "no token to download artifacts with" : "no run id (set run-id)" });
    return { skipped, folders, lookedFor };
  }
  const { ArtifactError } = await import("./chunks/artifacts-TGW4TVXP.js");
  try {
    const got = await downloadIntoWorkspace(octokit, ctx, cwd, runId, settings.artifact, "run");
    for (const r of got.refused) skipped.push({ file: `artifact ${r.name}`, reason: r.reason });
    if (got.artifacts.length === 0 && got.refused.length === 0) skipped.push({ file: where, reason: "no artifact of that name in the run", kind: "missing" });
    for (const a of got.artifacts) folders.push(a.dir);
    actionLogger.info(`downloaded ${got.artifacts.length} artifact(s), ${got.files.length} file(s) from run ${runId}`);
  } catch (err) {
    if (err instanceof ArtifactError) skipped.push({ file: where, reason: err.message, kind: "missing" });
    else skipped.push({ file: where, reason: `download failed: ${errorMessage(err)}` });
  }
  return { skipped, folders, lookedFor };
}

// src/action/read-run.ts
async function readRun(context, settings, ctx, octokit, scan) {
  const cwd = context.workspace;
  const { skipped, folders, lookedFor } = await collectArtifacts(octokit, settings, ctx, cwd);
  if (settings.mode === "merge") {
    const { mergeShardReports } = await import("./chunks/merge-shards-ONZYAAEO.js");
    const result2 = await mergeShardReports([...settings.traces, ...folders], cwd, actionLogger, { skipped, lookedFor: [...lookedFor, ...settings.traces] });
    return { result: result2, patterns: [] };
  }
  const traceDefault = splitList(OPTIONS.find((o) => o.name === "traces")?.default ?? "");
  const ownPatterns = settings.artifact && settings.traces.join("\n") === traceDefault.join("\n") ? [] : settings.traces;
  const patterns = [...ownPatterns, ...folders];
  const result = await analyzePaths(settings, patterns, cwd, actionLogger, skipped, { scan, lookedFor: [...lookedFor, ...ownPatterns] });
  const judge = judgeForSettings(settings, context.judgeEnv);
  return { result: judge ? await judgeFailedTraces(result, judge, settings.format, cwd, actionLogger) : result, patterns };
}

// src/action/connect.ts
async function connect(context, settings, ctx) {
  if (!settings.token) return { octokit: null, ctx };
  const { createOctokit } = await import("./chunks/client-FYTCC3KY.js");
  const octokit = createOctokit({ token: settings.token, ...context.apiUrl ? { baseUrl: context.apiUrl } : {}, logger: actionLogger });
  const { findPullRequestForRun } = await import("./chunks/context-Z3JBYWIB.js");
  return { octokit, ctx: await findPullRequestForRun(octokit, ctx, actionLogger).catch(() => ctx) };
}

// src/action/finish-on-github.ts
import path2 from "node:path";

// src/action/base-run.ts
async function baseRunTraces(octokit, settings, ctx, base, cwd) {
  const given = settings.base;
  const none = (note) => given.length > 0 ? { patterns: given, source: `base ${given.join(", ")}` } : { patterns: [], source: "", ...note ? { note } : {} };
  const name = settings["base-artifact"] || settings.artifact;
  if (!settings["compare-base"] || ctx.pullNumber === null) return none("");
  if (!name) {
    actionLogger.info("no base comparison: set base-artifact to the artifact your base branch's runs upload their traces as");
    return none("");
  }
  if (!octokit) return none("No comparison with the base run: no token to download its traces with.");
  const runId = base?.digest.runId;
  if (!runId) return none("No comparison with the base run: the history has no run of this workflow on the base branch to compare with.");
  try {
    const got = await downloadIntoWorkspace(octokit, ctx, cwd, runId, name, "base");
    if (got.artifacts.length === 0) return none(`No comparison with the base run: run ${runId} has no readable artifact '${name}'.`);
    actionLogger.info(`base run ${runId}: downloaded ${got.artifacts.length} artifact(s) to compare with`);
    return { patterns: [...given, ...got.artifacts.map((a) => a.dir)], source: `artifact '${name}' of base run ${runId}` };
  } catch (err) {
    return none(`No comparison with the base run: its artifact '${name}' of run ${runId} could not be downloaded (${errorMessage(err)}).`);
  }
}

// src/action/history.ts
async function fetchRunHistory(context, octokit, settings, ctx) {
  const notes = [];
  const workflowFile = context.workflowFile;
  if (!octokit || settings["history-length"] === 0 || !workflowFile) {
    if (settings["history-length"] > 0) notes.push("No history: " + (!octokit ? "no token." : "the workflow file is unknown (GITHUB_WORKFLOW_REF)."));
    return { entries: [], notes };
  }
  const runId = Number(context.runId ?? NaN);
  const { fetchHistory } = await import("./chunks/history-UFWVZRQO.js");
  const fetched = await fetchHistory(
    octokit,
    {
      owner: ctx.owner,
      repo: ctx.repo,
      workflowId: workflowFile,
      branch: ctx.defaultBranch ?? "main",
      limit: settings["history-length"],
      ...Number.isFinite(runId) ? { excludeRunId: runId } : {},
      category: settings.category
    },
    actionLogger
  );
  if (fetched.note) notes.push(fetched.note);
  return { entries: fetched.entries, notes };
}

// src/action/finish-on-github.ts
async function finishAction({ context, settings, ctx, octokit, analysed, scan, runUrl }) {
  const cwd = context.workspace;
  const past = await fetchRunHistory(context, octokit, settings, ctx);
  const base = ctx.pullNumber !== null && ctx.baseSha ? pickBaseDigest(past.entries, ctx.baseSha, { fallbackToLatest: true }) : null;
  const baseTraces = await baseRunTraces(octokit, settings, ctx, base, cwd);
  if (baseTraces.note) past.notes.push(baseTraces.note);
  return finishRun(
    {
      settings: { ...settings, out: path2.resolve(cwd, settings.out) },
      result: analysed.result,
      scan,
      digestContext: {
        time: /* @__PURE__ */ new Date(),
        commit: ctx.sha,
        ref: ctx.ref,
        workflow: context.workflow,
        repository: `${ctx.owner}/${ctx.repo}`,
        category: settings.category,
        ...context.runId ? { runId: Number(context.runId) } : {},
        ...context.runAttempt ? { runAttempt: Number(context.runAttempt) } : {}
      },
      history: past.entries.map((e) => e.digest),
      historyNotes: past.notes,
      base,
      // An unattributed workflow_run (a fork's, its PR not found) is no point of the default branch's series either.
      isPullRequest: ctx.pullNumber !== null || ctx.unresolved !== null,
      repoRoot: cwd,
      cwd,
      ...runUrl ? { runUrl } : {},
      compare: { prPatterns: analysed.patterns, basePatterns: baseTraces.patterns, baseSource: baseTraces.source }
    },
    actionLogger
  );
}

// src/action/reports.ts
import path3 from "node:path";

// src/action/outputs.ts
function setRunOutputs(run, files) {
  const { gate } = run;
  const s = run.result.summary;
  setOutput("verdict", gate.status);
  setOutput("reasons", gate.reasons.join("\n"));
  setOutput("traces", s.traces);
  setOutput("failed", s.failed);
  setOutput("skipped", s.skipped);
  setOutput("failure-rate", s.failureRate === null ? "" : s.failureRate.toFixed(4));
  setOutput("modes", JSON.stringify(s.modes));
  const integrity = { ...run.digest.integrity };
  delete integrity.unchecked;
  setOutput("integrity", JSON.stringify(integrity));
  for (const [name, file] of Object.entries(files)) setOutput(name, file);
}

// src/action/reports.ts
async function writeReports(context, settings, finished) {
  const cwd = context.workspace;
  setRunOutputs(finished, {
    "results-file": finished.files.results,
    "report-file": finished.files.report,
    "sarif-file": finished.files.sarif,
    "digest-file": finished.files.digest
  });
  const investigation = await (await import("./chunks/investigate-XTLIUJYL.js")).investigateRun(finished.result, path3.resolve(cwd, settings.out), cwd, actionLogger, context.artifacts);
  try {
    await summary.addRaw(finished.summary + investigation.summary).write();
  } catch (err) {
    actionLogger.warning(`the job summary could not be written (${errorMessage(err)}); the report is at ${finished.files.report}`);
  }
  for (const w of finished.gate.warnings ?? []) actionLogger.warning(w);
  return { uploadPostmortems: investigation.upload };
}

// src/action/job.ts
async function contextAndSettings(env, cwd) {
  try {
    const context = await readActionContext(env, core_exports, actionLogger, cwd);
    return { context, settings: resolveSettings(context.inputs) };
  } catch (err) {
    if (!(err instanceof ActionContextError) && !(err instanceof SettingsError)) throw err;
    setFailed(errorMessage(err));
    return null;
  }
}
async function runAction(env, cwd) {
  const start = await contextAndSettings(env, cwd);
  if (!start) return;
  const { context, settings } = start;
  const { octokit, ctx } = await connect(context, settings, gitHubContextOf(context));
  if (settings.mode === "scan") {
    const { runScanMode } = await import("./chunks/scan-mode-2CFLM4AV.js");
    await runScanMode(context, settings, ctx, octokit);
    return;
  }
  const scan = new RunScan(settings);
  const analysed = await readRun(context, settings, ctx, octokit, scan);
  const runUrl = runUrlOf(context, ctx);
  const finished = await finishAction({ context, settings, ctx, octokit, analysed, scan, runUrl });
  const reports = await writeReports(context, settings, finished);
  const postmortemUrl = await reports.uploadPostmortems(runUrl);
  const { publish } = await import("./chunks/publish-MIDHBMH7.js");
  const published = await publish({ context, settings, finished, ctx, octokit, ...runUrl ? { runUrl } : {}, ...postmortemUrl ? { postmortemUrl } : {} });
  const reasons = [...finished.gate.reasons, ...published.failures];
  if (reasons.length > 0) setFailed(`blamegate gate failed:
${reasons.map((r) => `- ${r}`).join("\n")}`);
}

// src/action.ts
tuneGarbageCollection();
runAction(process.env, process.cwd()).catch((err) => {
  setFailed(`blamegate: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
});
