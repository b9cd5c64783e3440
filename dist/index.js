import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  judgeConfig,
  judgeFailedTraces
} from "./chunks/chunk-EF7ZEO43.js";
import {
  OPTIONS,
  RunScan,
  SettingsError,
  analyzePaths,
  finishRun,
  optionsFor,
  pickBaseDigest,
  resolveSettings,
  splitList
} from "./chunks/chunk-7BMAZVDA.js";
import "./chunks/chunk-XKSBBZG3.js";
import "./chunks/chunk-DDSTJNVZ.js";
import {
  actionLogger
} from "./chunks/chunk-32EX5CA5.js";
import "./chunks/chunk-QEBHPXYR.js";
import "./chunks/chunk-SLUQNNYT.js";
import {
  contextFromEvent
} from "./chunks/chunk-J62B3AOR.js";
import {
  getInput,
  setFailed,
  setOutput,
  setSecret,
  summary
} from "./chunks/chunk-3XFFTH6U.js";
import {
  tuneGarbageCollection
} from "./chunks/chunk-W5OWBEBS.js";
import "./chunks/chunk-UJ33CMGG.js";
import {
  mergeResults
} from "./chunks/chunk-VEVGALQE.js";
import "./chunks/chunk-6ZOLMRU5.js";
import "./chunks/chunk-4YE2HIDQ.js";
import "./chunks/chunk-TU5NGRZ7.js";
import "./chunks/chunk-NP4EA5F6.js";
import "./chunks/chunk-6WY4XC36.js";
import "./chunks/chunk-FCCUO7IM.js";
import "./chunks/chunk-MATACC7L.js";
import "./chunks/chunk-WW4W4OMJ.js";
import "./chunks/chunk-5PL6OEX2.js";
import "./chunks/chunk-4OK6BHV2.js";
import "./chunks/chunk-G6MMZ7ET.js";
import "./chunks/chunk-7QAN4BZL.js";
import "./chunks/chunk-7SFTSAOZ.js";
import "./chunks/chunk-ZYTIPZV3.js";
import "./chunks/chunk-N2X3B6NU.js";

// src/action/run.ts
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
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
    actionLogger.warning(`could not read the event payload ${file}: ${err instanceof Error ? err.message : String(err)}`);
    return {};
  }
}
async function collectArtifacts(octokit, settings, ctx, cwd) {
  const skipped = [];
  const folders = [];
  if (!settings.artifact) return { skipped, folders };
  const runId = settings["run-id"] ? Number(settings["run-id"]) : ctx.artifactRunId;
  const where = `artifact '${settings.artifact}' of run ${runId ?? "?"}`;
  if (!octokit || runId === null) {
    skipped.push({ file: where, reason: !octokit ? "no token to download artifacts with" : "no run id (set run-id)" });
    return { skipped, folders };
  }
  const { downloadRunArtifacts } = await import("./chunks/artifacts-DDNUI6XD.js");
  const root = path.join(cwd, ".blamegate-artifacts");
  mkdirSync(root, { recursive: true });
  const dest = mkdtempSync(path.join(root, `run-${runId}-`));
  try {
    const got = await downloadRunArtifacts(octokit, { owner: ctx.owner, repo: ctx.repo, runId, pattern: settings.artifact, dest }, actionLogger);
    for (const r of got.refused) skipped.push({ file: `artifact ${r.name}`, reason: r.reason });
    if (got.artifacts.length === 0 && got.refused.length === 0) skipped.push({ file: where, reason: "no artifact of that name in the run" });
    for (const a of got.artifacts) folders.push(a.dir);
    actionLogger.info(`downloaded ${got.artifacts.length} artifact(s), ${got.files.length} file(s) from run ${runId}`);
  } catch (err) {
    skipped.push({ file: where, reason: `download failed: ${err instanceof Error ? err.message : String(err)}` });
  }
  return { skipped, folders };
}
async function analyse(settings, ctx, octokit, cwd, scan) {
  const { skipped, folders } = await collectArtifacts(octokit, settings, ctx, cwd);
  if (settings.mode === "merge") {
    const { findResultFiles, loadResults } = await import("./chunks/load-NVTJMUOA.js");
    const files = await findResultFiles([...settings.traces, ...folders], cwd);
    const shards = await Promise.all(files.map((f) => loadResults(path.resolve(cwd, f), f)));
    actionLogger.info(`merging ${shards.length} shard report(s)`);
    const merged = mergeResults(shards);
    return { ...merged, skipped: [...skipped, ...merged.skipped], summary: { ...merged.summary, skipped: merged.summary.skipped + skipped.length } };
  }
  const traceDefault = splitList(OPTIONS.find((o) => o.name === "traces")?.default ?? "");
  const ownPatterns = settings.artifact && settings.traces.join("\n") === traceDefault.join("\n") ? [] : settings.traces;
  const patterns = [...ownPatterns, ...folders];
  const result = await analyzePaths(settings, patterns, cwd, actionLogger, skipped, { scan });
  const judge = judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"] }, process.env);
  return judge ? judgeFailedTraces(result, judge, settings.format, cwd, actionLogger) : result;
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
  const { fetchHistory } = await import("./chunks/history-7MPVEI3T.js");
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
    const { createOctokit } = await import("./chunks/client-2BU7TB3R.js");
    octokit = createOctokit({ token: settings.token, ...process.env.GITHUB_API_URL ? { baseUrl: process.env.GITHUB_API_URL } : {}, logger: actionLogger });
    const { findPullRequestForRun } = await import("./chunks/context-E4U7DEAD.js");
    const client = octokit;
    ctx = await findPullRequestForRun(client, ctx, actionLogger).catch(() => ctx);
  }
  const scan = new RunScan(settings);
  const result = await analyse(settings, ctx, octokit, cwd, scan);
  const past = await history(octokit, settings, ctx, payload);
  const base = ctx.pullNumber !== null && ctx.baseSha ? pickBaseDigest(past.entries, ctx.baseSha, { fallbackToLatest: true }) : null;
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
  const runUrl = process.env.GITHUB_RUN_ID ? `${server}/${ctx.owner}/${ctx.repo}/actions/runs/${process.env.GITHUB_RUN_ID}` : void 0;
  const finished = await finishRun(
    {
      settings: { ...settings, out: path.resolve(cwd, settings.out) },
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
      isPullRequest: ctx.pullNumber !== null,
      repoRoot: cwd,
      cwd,
      ...runUrl ? { runUrl } : {}
    },
    actionLogger
  );
  setRunOutputs(finished, {
    "results-file": finished.files.results,
    "report-file": finished.files.report,
    "sarif-file": finished.files.sarif,
    "digest-file": finished.files.digest
  });
  try {
    await summary.addRaw(finished.summary).write();
  } catch (err) {
    actionLogger.warning(`the job summary could not be written (${err instanceof Error ? err.message : String(err)}); the report is at ${finished.files.report}`);
  }
  const { publish } = await import("./chunks/publish-AFT2VQR3.js");
  const published = await publish({ settings, finished, ctx, octokit, ...runUrl ? { runUrl } : {} });
  const reasons = [...finished.gate.reasons, ...published.failures];
  if (reasons.length > 0) setFailed(`blamegate gate failed:
${reasons.map((r) => `- ${r}`).join("\n")}`);
}

// src/action.ts
tuneGarbageCollection();
runAction().catch((err) => {
  setFailed(`blamegate: ${err instanceof Error ? err.stack ?? err.message : String(err)}`);
});
