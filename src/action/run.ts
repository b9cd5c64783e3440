// The action's job: inputs → traces (files and/or a run's artifacts) → analysis → reports on
// disk → job summary and outputs → GitHub surfaces → alerts → gate. The report reaches the
// files, the job summary and the outputs before any optional API call, and each API call may
// fail on its own without losing the others.
import { errorMessage } from "../error-message.js";
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import { readFile } from "node:fs/promises";
import * as core from "@actions/core";
import { resolveSettings, secretSettingValues, SettingsError, splitList, type Settings } from "../config.js";
import { OPTIONS } from "../options.js";
import { analyzePaths } from "../analysis.js";
import { finishRun, type FinishedRun } from "../run/finish.js";
import { RunScan } from "../run/scan.js";
import { judgeConfig, judgeFailedTraces } from "../run/judge.js";
import type { Digest } from "../results/digest-model.js";
import type { RunResult } from "../results/model.js";
import type { Skipped } from "../trace/model.js";
// GitHub's client libraries are large: they load only when there is a token to use them with,
// so a run without API access (and the cold start) does not pay for them.
import type { GitHubClient } from "../github/client.js";
import { contextFromEvent, type GitHubContext } from "../github/context.js";
import { pickBaseDigest } from "../trend/compare.js";
import { mergeResults } from "../merge/merge.js";
import { quoteInput } from "../gate/inputs.js";
import { readActionInputs } from "./inputs.js";
import { baseRunTraces } from "./base-run.js";
import { actionLogger as logger } from "./logger.js";
import { setRunOutputs } from "./outputs.js";

async function readEvent(): Promise<unknown> {
  const file = process.env.GITHUB_EVENT_PATH;
  if (!file) return {};
  try {
    return JSON.parse(await readFile(file, "utf8")) as unknown;
  } catch (err) {
    logger.warning(`could not read the event payload ${file}: ${errorMessage(err)}`);
    return {};
  }
}

/** Downloads the run's trace artifacts under .blamegate-artifacts/ in the workspace; refusals become skipped inputs. */
async function collectArtifacts(octokit: GitHubClient | null, settings: Settings, ctx: GitHubContext, cwd: string) {
  const skipped: Skipped[] = [];
  const folders: string[] = [];
  const lookedFor: string[] = [];
  if (!settings.artifact) return { skipped, folders, lookedFor };
  const runId = settings["run-id"] ? Number(settings["run-id"]) : ctx.artifactRunId;
  const where = `artifact '${settings.artifact}' of run ${runId ?? "?"}`;
  lookedFor.push(where);
  if (!octokit || runId === null) {
    skipped.push({ file: where, reason: !octokit ? "no token to download artifacts with" : "no run id (set run-id)" });
    return { skipped, folders, lookedFor };
  }
  const { downloadRunArtifacts, ArtifactError } = await import("../github/artifacts.js");
  // Inside the workspace, so reports name traces by artifact and path, not by a temp folder.
  const root = path.join(cwd, ".blamegate-artifacts");
  mkdirSync(root, { recursive: true });
  const dest = mkdtempSync(path.join(root, `run-${runId}-`));
  try {
    const got = await downloadRunArtifacts(octokit, { owner: ctx.owner, repo: ctx.repo, runId, pattern: settings.artifact, dest }, logger);
    // A refused artifact (expired, too big, hostile) held traces that were not read: it counts
    // against the gate (if-unreadable), or a fork could turn it green by breaking its archive.
    for (const r of got.refused) skipped.push({ file: `artifact ${r.name}`, reason: r.reason });
    if (got.artifacts.length === 0 && got.refused.length === 0) skipped.push({ file: where, reason: "no artifact of that name in the run", kind: "missing" });
    for (const a of got.artifacts) folders.push(a.dir);
    logger.info(`downloaded ${got.artifacts.length} artifact(s), ${got.files.length} file(s) from run ${runId}`);
  } catch (err) {
    // No artifact of that name: looked for and not there (the message lists those that are).
    // Anything else (a refused or failed download) could not be read.
    if (err instanceof ArtifactError) skipped.push({ file: where, reason: err.message, kind: "missing" });
    else skipped.push({ file: where, reason: `download failed: ${errorMessage(err)}` });
  }
  return { skipped, folders, lookedFor };
}

async function analyse(settings: Settings, ctx: GitHubContext, octokit: GitHubClient | null, cwd: string, scan: RunScan): Promise<{ result: RunResult; patterns: string[] }> {
  const { skipped, folders, lookedFor } = await collectArtifacts(octokit, settings, ctx, cwd);
  if (settings.mode === "merge") {
    // Loaded for this mode only: it brings the glob library, which a plain run may not need.
    const { loadShardReports } = await import("../merge/load.js");
    const inputs = [...settings.traces, ...folders];
    const loaded = await loadShardReports(inputs, cwd);
    logger.info(`merging ${loaded.results.length} shard report(s)`);
    const merged = mergeResults(loaded.results);
    const all = [...skipped, ...loaded.skipped, ...merged.skipped];
    for (const x of [...loaded.skipped, ...merged.skipped]) logger.warning(`${quoteInput(x.file)}: ${quoteInput(x.reason, 400)}`);
    return { result: { ...merged, skipped: all, summary: { ...merged.summary, skipped: all.length }, lookedFor: merged.lookedFor ?? [...lookedFor, ...settings.traces] }, patterns: [] };
  }
  // With an artifact named, `traces` adds to it only when set to something other than its
  // default (the runner passes defaults as if they were given).
  const traceDefault = splitList(OPTIONS.find((o) => o.name === "traces")?.default ?? "");
  const ownPatterns = settings.artifact && settings.traces.join("\n") === traceDefault.join("\n") ? [] : settings.traces;
  const patterns = [...ownPatterns, ...folders];
  const result = await analyzePaths(settings, patterns, cwd, logger, skipped, { scan, lookedFor: [...lookedFor, ...ownPatterns] });
  const judge = judgeConfig({ url: settings["judge-url"], model: settings["judge-model"], key: settings["judge-key"], secrets: secretSettingValues(settings) }, process.env);
  return { result: judge ? await judgeFailedTraces(result, judge, settings.format, cwd, logger) : result, patterns };
}

async function history(octokit: GitHubClient | null, settings: Settings, ctx: GitHubContext, payload: unknown) {
  const notes: string[] = [];
  let entries: { digest: Digest; commitTime?: string }[] = [];
  const defaultBranch = (payload as { repository?: { default_branch?: string } }).repository?.default_branch ?? "main";
  const workflowFile = (process.env.GITHUB_WORKFLOW_REF ?? "").split("@")[0]?.split("/").pop() ?? "";
  if (!octokit || settings["history-length"] === 0 || !workflowFile) {
    if (settings["history-length"] > 0) notes.push("No history: " + (!octokit ? "no token." : "the workflow file is unknown (GITHUB_WORKFLOW_REF)."));
    return { entries, notes, defaultBranch };
  }
  const runId = Number(process.env.GITHUB_RUN_ID ?? NaN);
  const { fetchHistory } = await import("../github/history.js");
  const fetched = await fetchHistory(
    octokit,
    {
      owner: ctx.owner,
      repo: ctx.repo,
      workflowId: workflowFile,
      branch: defaultBranch,
      limit: settings["history-length"],
      ...(Number.isFinite(runId) ? { excludeRunId: runId } : {}),
      category: settings.category,
    },
    logger,
  );
  entries = fetched.entries;
  if (fetched.note) notes.push(fetched.note);
  return { entries, notes, defaultBranch };
}

export async function runAction(): Promise<void> {
  let settings: Settings;
  try {
    settings = resolveSettings(readActionInputs());
  } catch (err) {
    core.setFailed(err instanceof SettingsError ? err.message : String(err));
    return;
  }
  const cwd = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const payload = await readEvent();
  let ctx = contextFromEvent(process.env.GITHUB_EVENT_NAME ?? "", payload, {
    repository: process.env.GITHUB_REPOSITORY ?? "unknown/unknown",
    sha: process.env.GITHUB_SHA ?? "",
    ref: process.env.GITHUB_REF ?? "",
    ...(process.env.GITHUB_RUN_ID ? { runId: process.env.GITHUB_RUN_ID } : {}),
  });
  let octokit: GitHubClient | null = null;
  if (settings.token) {
    const { createOctokit } = await import("../github/client.js");
    octokit = createOctokit({ token: settings.token, ...(process.env.GITHUB_API_URL ? { baseUrl: process.env.GITHUB_API_URL } : {}), logger });
    // A fork's workflow_run payload lists no pull request: look it up before anything needs it.
    const { findPullRequestForRun } = await import("../github/context.js");
    const client = octokit;
    ctx = await findPullRequestForRun(client, ctx, logger).catch(() => ctx);
  }

  if (settings.mode === "scan") {
    // Loaded for this mode only: the parsers' WebAssembly is megabytes a trace run never needs.
    const { runScanMode } = await import("./scan-mode.js");
    await runScanMode(settings, ctx, octokit, cwd);
    return;
  }

  // Counted as the pipeline makes the results; a merged or judged result is counted by finishRun.
  const scan = new RunScan(settings);
  const { result, patterns } = await analyse(settings, ctx, octokit, cwd, scan);
  const past = await history(octokit, settings, ctx, payload);
  const base = ctx.pullNumber !== null && ctx.baseSha ? pickBaseDigest(past.entries, ctx.baseSha, { fallbackToLatest: true }) : null;
  const baseTraces = await baseRunTraces(octokit, settings, ctx, base, cwd);
  if (baseTraces.note) past.notes.push(baseTraces.note);
  const server = process.env.GITHUB_SERVER_URL ?? "https://github.com";
  const runUrl = process.env.GITHUB_RUN_ID ? `${server}/${ctx.owner}/${ctx.repo}/actions/runs/${process.env.GITHUB_RUN_ID}` : undefined;

  const finished: FinishedRun = await finishRun(
    {
      settings: { ...settings, out: path.resolve(cwd, settings.out) },
      result,
      scan,
      digestContext: {
        time: new Date(),
        commit: ctx.sha,
        ref: ctx.ref,
        workflow: process.env.GITHUB_WORKFLOW ?? "",
        repository: `${ctx.owner}/${ctx.repo}`,
        category: settings.category,
        ...(process.env.GITHUB_RUN_ID ? { runId: Number(process.env.GITHUB_RUN_ID) } : {}),
        ...(process.env.GITHUB_RUN_ATTEMPT ? { runAttempt: Number(process.env.GITHUB_RUN_ATTEMPT) } : {}),
      },
      history: past.entries.map((e) => e.digest),
      historyNotes: past.notes,
      base,
      // An unattributed workflow_run (a fork's, its PR not found) is no point of the default branch's series either.
      isPullRequest: ctx.pullNumber !== null || ctx.unresolved !== null,
      repoRoot: cwd,
      cwd,
      ...(runUrl ? { runUrl } : {}),
      compare: { prPatterns: patterns, basePatterns: baseTraces.patterns, baseSource: baseTraces.source },
    },
    logger,
  );

  // The report is safe first: summary and outputs, whatever the API calls below do.
  setRunOutputs(finished, {
    "results-file": finished.files.results,
    "report-file": finished.files.report,
    "sarif-file": finished.files.sarif,
    "digest-file": finished.files.digest,
  });
  // The agent scoreboard joins the summary; postmortem pages are written now, uploaded after publish.
  const investigation = await (await import("./investigate.js")).investigateRun(finished.result, path.resolve(cwd, settings.out), cwd, logger);
  try {
    await core.summary.addRaw(finished.summary + investigation.summary).write();
  } catch (err) {
    logger.warning(`the job summary could not be written (${errorMessage(err)}); the report is at ${finished.files.report}`);
  }

  for (const w of finished.gate.warnings ?? []) logger.warning(w);
  // An empty SARIF upload would tell code scanning that every open alert of this category is
  // fixed: a run that read nothing uploads nothing (the file is still written).
  const readNothing = finished.result.summary.traces === 0;
  if (readNothing && settings["upload-sarif"])
    logger.warning(`SARIF not uploaded: no traces were read, and an empty upload would close this category's open code-scanning alerts. The file is at ${finished.files.sarif}.`);
  // Uploaded before the comment, which links the pages.
  const postmortemUrl = await investigation.upload(runUrl);
  const { publish } = await import("./publish.js");
  const published = await publish({
    settings: readNothing ? { ...settings, "upload-sarif": false, "review-comments": false } : settings,
    finished,
    ctx,
    octokit,
    ...(runUrl ? { runUrl } : {}),
    ...(postmortemUrl ? { postmortemUrl } : {}),
  });

  const reasons = [...finished.gate.reasons, ...published.failures];
  if (reasons.length > 0) core.setFailed(`blamegate gate failed:\n${reasons.map((r) => `- ${r}`).join("\n")}`);
}
