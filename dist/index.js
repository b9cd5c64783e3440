import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  judgeConfig,
  judgeFailedTraces
} from "./chunks/chunk-XYR75BAA.js";
import {
  OPTIONS,
  RunScan,
  SettingsError,
  analyzePaths,
  finishRun,
  optionsFor,
  pickBaseDigest,
  resolveSettings,
  secretSettingValues,
  splitList
} from "./chunks/chunk-G3YAVUU7.js";
import "./chunks/chunk-SDLIRME4.js";
import "./chunks/chunk-AXQRGQGE.js";
import "./chunks/chunk-A33UEH3T.js";
import "./chunks/chunk-AZN7UDXV.js";
import "./chunks/chunk-ZPXNCC6G.js";
import {
  actionLogger
} from "./chunks/chunk-WGKUVYP7.js";
import "./chunks/chunk-A4DSFK6W.js";
import "./chunks/chunk-JBW6XLQ6.js";
import {
  contextFromEvent
} from "./chunks/chunk-34QAHGGT.js";
import "./chunks/chunk-YLN2GIXP.js";
import "./chunks/chunk-YC3BID7Y.js";
import "./chunks/chunk-OSOIRSCL.js";
import {
  tuneGarbageCollection
} from "./chunks/chunk-W5OWBEBS.js";
import "./chunks/chunk-VGYZVQVK.js";
import "./chunks/chunk-HCYTIENA.js";
import "./chunks/chunk-CQZ776KT.js";
import {
  mergeResults
} from "./chunks/chunk-3LH4GYY5.js";
import {
  quoteInput
} from "./chunks/chunk-AEWUUA7X.js";
import "./chunks/chunk-TDTJN2V4.js";
import "./chunks/chunk-WCSRKNZO.js";
import "./chunks/chunk-SVEOFG2P.js";
import "./chunks/chunk-YBYAOZIB.js";
import "./chunks/chunk-427XYTLT.js";
import "./chunks/chunk-FATNJ5TP.js";
import "./chunks/chunk-OA7YCFN7.js";
import "./chunks/chunk-6JPYE73A.js";
import "./chunks/chunk-HN3HSWU6.js";
import "./chunks/chunk-2V6WD3MR.js";
import "./chunks/chunk-LAFVXTZG.js";
import "./chunks/chunk-WNSNY5LM.js";
import "./chunks/chunk-ZVSMKTAA.js";
import "./chunks/chunk-4U6ZABW2.js";
import "./chunks/chunk-YTQE57AZ.js";
import "./chunks/chunk-VJQPCMMQ.js";
import {
  errorMessage
} from "./chunks/chunk-RXXNLPXJ.js";
import "./chunks/chunk-7SFTSAOZ.js";
import "./chunks/chunk-ZYTIPZV3.js";
import {
  getInput,
  setFailed,
  setOutput,
  setSecret,
  summary
} from "./chunks/chunk-ST57NN55.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/action/run.ts
import { mkdirSync as mkdirSync2, mkdtempSync as mkdtempSync2 } from "node:fs";
import path2 from "node:path";
import { readFile } from "node:fs/promises";

// src/action/inputs.ts
function readActionInputs() {
  const raw = {};
  for (const o of optionsFor("action")) {
    const value = getInput(o.name);
    if (o.secret && value) setSecret(value);
    raw[o.name] = value;
  }
  return raw;
}

// src/action/base-run.ts
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
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
  const { downloadRunArtifacts } = await import("./chunks/artifacts-3BLCKTZI.js");
  const root = path.join(cwd, ".blamegate-artifacts");
  mkdirSync(root, { recursive: true });
  const dest = mkdtempSync(path.join(root, `base-${runId}-`));
  try {
    const got = await downloadRunArtifacts(octokit, { owner: ctx.owner, repo: ctx.repo, runId, pattern: name, dest }, actionLogger);
    if (got.artifacts.length === 0) return none(`No comparison with the base run: run ${runId} has no readable artifact '${name}'.`);
    actionLogger.info(`base run ${runId}: downloaded ${got.artifacts.length} artifact(s) to compare with`);
    return { patterns: [...given, ...got.artifacts.map((a) => a.dir)], source: `artifact '${name}' of base run ${runId}` };
  } catch (err) {
    return none(`No comparison with the base run: its artifact '${name}' of run ${runId} could not be downloaded (${errorMessage(err)}).`);
  }
}

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

// src/action/run.ts
async function readEvent() {
  const file = process.env.GITHUB_EVENT_PATH;
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, "utf8"));
  } catch (err) {
    actionLogger.warning(`could not read the event payload ${file}: ${errorMessage(err)}`);
    return {};
  }
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
  const { downloadRunArtifacts, ArtifactError } = await import("./chunks/artifacts-3BLCKTZI.js");
  const root = path2.join(cwd, ".blamegate-artifacts");
  mkdirSync2(root, { recursive: true });
  const dest = mkdtempSync2(path2.join(root, `run-${runId}-`));
  try {
    const got = await downloadRunArtifacts(octokit, { owner: ctx.owner, repo: ctx.repo, runId, pattern: settings.artifact, dest }, actionLogger);
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
async function analyse(settings, ctx, octokit, cwd, scan) {
  const { skipped, folders, lookedFor } = await collectArtifacts(octokit, settings, ctx, cwd);
  if (settings.mode === "merge") {
    const { loadShardReports } = await import("./chunks/load-BB4NYNNF.js");
    const inputs = [...settings.traces, ...folders];
    const loaded = await loadShardReports(inputs, cwd);
    actionLogger.info(`merging ${loaded.results.length} shard report(s)`);
    const merged = mergeResults(loaded.results);
    const all = [...skipped, ...loaded.skipped, ...merged.skipped];
    for (const x of [...loaded.skipped, ...merged.skipped]) actionLogger.warning(`${quoteInput(x.file)}: ${quoteInput(x.reason, 400)}`);
    return { result: { ...merged, skipped: all, summary: { ...merged.summary, skipped: all.length }, lookedFor: merged.lookedFor ?? [...lookedFor, ...settings.traces] }, patterns: [] };
  }
  const traceDefault = splitList(OPTIONS.find((o) => o.name === "traces")?.default ?? "");
  const ownPatterns = settings.artifact && settings.traces.join("\n") === traceDefault.join("\n") ? [] : settings.traces;
  const patterns = [...ownPatterns, ...folders];
  const result = await analyzePaths(settings, patterns, cwd, actionLogger, skipped, { scan, lookedFor: [...lookedFor, ...ownPatterns] });
  const judge = judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"], secrets: secretSettingValues(settings) }, process.env);
  return { result: judge ? await judgeFailedTraces(result, judge, settings.format, cwd, actionLogger) : result, patterns };
}
async function history(octokit, settings, ctx, payload) {
  const notes = [];
  let entries = [];
  const defaultBranch = payload.repository?.default_branch ?? "main";
  const workflowFile = (process.env.GITHUB_WORKFLOW_REF ?? "").split("@")[0]?.split("/").pop() ?? "";
  if (!octokit || settings["history-length"] === 0 || !workflowFile) {
    if (settings["history-length"] > 0) notes.push("No history: " + (!octokit ? "no token." : "the workflow file is unknown (GITHUB_WORKFLOW_REF)."));
    return { entries, notes, defaultBranch };
  }
  const runId = Number(process.env.GITHUB_RUN_ID ?? NaN);
  const { fetchHistory } = await import("./chunks/history-OZ5YLRHV.js");
  const fetched = await fetchHistory(
    octokit,
    {
      owner: ctx.owner,
      repo: ctx.repo,
      workflowId: workflowFile,
      branch: defaultBranch,
      limit: settings["history-length"],
      ...Number.isFinite(runId) ? { excludeRunId: runId } : {},
      category: settings.category
    },
    actionLogger
  );
  entries = fetched.entries;
  if (fetched.note) notes.push(fetched.note);
  return { entries, notes, defaultBranch };
}
async function runAction() {
  let settings;
  try {
    settings = resolveSettings(readActionInputs());
  } catch (err) {
    setFailed(err instanceof SettingsError ? err.message : String(err));
    return;
  }
  const cwd = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const payload = await readEvent();
  let ctx = contextFromEvent(process.env.GITHUB_EVENT_NAME ?? "", payload, {
    repository: process.env.GITHUB_REPOSITORY ?? "unknown/unknown",
    sha: process.env.GITHUB_SHA ?? "",
    ref: process.env.GITHUB_REF ?? "",
    ...process.env.GITHUB_RUN_ID ? { runId: process.env.GITHUB_RUN_ID } : {}
  });
  let octokit = null;
  if (settings.token) {
    const { createOctokit } = await import("./chunks/client-FYTCC3KY.js");
    octokit = createOctokit({ token: settings.token, ...process.env.GITHUB_API_URL ? { baseUrl: process.env.GITHUB_API_URL } : {}, logger: actionLogger });
    const { findPullRequestForRun } = await import("./chunks/context-Q4OYMEBX.js");
    const client = octokit;
    ctx = await findPullRequestForRun(client, ctx, actionLogger).catch(() => ctx);
  }
  if (settings.mode === "scan") {
    const { runScanMode } = await import("./chunks/scan-mode-DJH53WCI.js");
    await runScanMode(settings, ctx, octokit, cwd);
    return;
  }
  const scan = new RunScan(settings);
  const { result, patterns } = await analyse(settings, ctx, octokit, cwd, scan);
  const past = await history(octokit, settings, ctx, payload);
  const base = ctx.pullNumber !== null && ctx.baseSha ? pickBaseDigest(past.entries, ctx.baseSha, { fallbackToLatest: true }) : null;
  const baseTraces = await baseRunTraces(octokit, settings, ctx, base, cwd);
  if (baseTraces.note) past.notes.push(baseTraces.note);
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
  const runUrl = process.env.GITHUB_RUN_ID ? `${server}/${ctx.owner}/${ctx.repo}/actions/runs/${process.env.GITHUB_RUN_ID}` : void 0;
  const finished = await finishRun(
    {
      settings: { ...settings, out: path2.resolve(cwd, settings.out) },
      result,
      scan,
      digestContext: {
        time: /* @__PURE__ */ new Date(),
        commit: ctx.sha,
        ref: ctx.ref,
        workflow: process.env.GITHUB_WORKFLOW ?? "",
        repository: `${ctx.owner}/${ctx.repo}`,
        category: settings.category,
        ...process.env.GITHUB_RUN_ID ? { runId: Number(process.env.GITHUB_RUN_ID) } : {},
        ...process.env.GITHUB_RUN_ATTEMPT ? { runAttempt: Number(process.env.GITHUB_RUN_ATTEMPT) } : {}
      },
      history: past.entries.map((e) => e.digest),
      historyNotes: past.notes,
      base,
      // An unattributed workflow_run (a fork's, its PR not found) is no point of the default branch's series either.
      isPullRequest: ctx.pullNumber !== null || ctx.unresolved !== null,
      repoRoot: cwd,
      cwd,
      ...runUrl ? { runUrl } : {},
      compare: { prPatterns: patterns, basePatterns: baseTraces.patterns, baseSource: baseTraces.source }
    },
    actionLogger
  );
  setRunOutputs(finished, {
    "results-file": finished.files.results,
    "report-file": finished.files.report,
    "sarif-file": finished.files.sarif,
    "digest-file": finished.files.digest
  });
  const investigation = await (await import("./chunks/investigate-4JYGDMYR.js")).investigateRun(finished.result, path2.resolve(cwd, settings.out), cwd, actionLogger);
  try {
    await summary.addRaw(finished.summary + investigation.summary).write();
  } catch (err) {
    actionLogger.warning(`the job summary could not be written (${errorMessage(err)}); the report is at ${finished.files.report}`);
  }
  for (const w of finished.gate.warnings ?? []) actionLogger.warning(w);
  const readNothing = finished.result.summary.traces === 0;
  if (readNothing && settings["upload-sarif"])
    actionLogger.warning(`SARIF not uploaded: no traces were read, and an empty upload would close this category's open code-scanning alerts. The file is at ${finished.files.sarif}.`);
  const postmortemUrl = await investigation.upload(runUrl);
  const { publish } = await import("./chunks/publish-ZUKPQUG7.js");
  const published = await publish({
    settings: readNothing ? { ...settings, "upload-sarif": false, "review-comments": false } : settings,
    finished,
    ctx,
    octokit,
    ...runUrl ? { runUrl } : {},
    ...postmortemUrl ? { postmortemUrl } : {}
  });
  const reasons = [...finished.gate.reasons, ...published.failures];
  if (reasons.length > 0) setFailed(`blamegate gate failed:
${reasons.map((r) => `- ${r}`).join("\n")}`);
}

// src/action.ts
tuneGarbageCollection();
runAction().catch((err) => {
  setFailed(`blamegate: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
});
