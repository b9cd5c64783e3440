// The action's finish: this run's history and base from GitHub, then run/finish.ts (digest, trend,
// base comparison, gate, reports on disk), as the CLI finishes a run with its --history file.
import path from "node:path";
import type { Settings } from "../config.js";
import type { GitHubClient } from "../github/client.js";
import type { GitHubContext } from "../github/context.js";
import { finishRun, type FinishedRun } from "../run/finish.js";
import type { RunScan } from "../run/scan.js";
import { pickBaseDigest } from "../trend/compare.js";
import type { Analysed } from "./read-run.js";
import { baseRunTraces } from "./base-run.js";
import type { ActionContext } from "./context.js";
import { fetchRunHistory } from "./history.js";
import { actionLogger as logger } from "./logger.js";

export interface FinishActionInput {
  context: ActionContext;
  settings: Settings;
  ctx: GitHubContext;
  octokit: GitHubClient | null;
  analysed: Analysed;
  scan: RunScan;
  runUrl: string | undefined;
}

export async function finishAction({ context, settings, ctx, octokit, analysed, scan, runUrl }: FinishActionInput): Promise<FinishedRun> {
  const cwd = context.workspace;
  const past = await fetchRunHistory(context, octokit, settings, ctx);
  const base = ctx.pullNumber !== null && ctx.baseSha ? pickBaseDigest(past.entries, ctx.baseSha, { fallbackToLatest: true }) : null;
  const baseTraces = await baseRunTraces(octokit, settings, ctx, base, cwd);
  if (baseTraces.note) past.notes.push(baseTraces.note);
  return finishRun(
    {
      settings: { ...settings, out: path.resolve(cwd, settings.out) },
      result: analysed.result,
      scan,
      digestContext: {
        time: new Date(),
        commit: ctx.sha,
        ref: ctx.ref,
        workflow: context.workflow,
        repository: `${ctx.owner}/${ctx.repo}`,
        category: settings.category,
        ...(context.runId ? { runId: Number(context.runId) } : {}),
        ...(context.runAttempt ? { runAttempt: Number(context.runAttempt) } : {}),
      },
      history: past.entries.map((e) => e.digest),
      historyNotes: past.notes,
      base,
      // An unattributed workflow_run (a fork's, its PR not found) is no point of the default branch's series either.
      isPullRequest: ctx.pullNumber !== null || ctx.unresolved !== null,
      repoRoot: cwd,
      cwd,
      gitEnv: context.gitEnv,
      ...(runUrl ? { runUrl } : {}),
      compare: { prPatterns: analysed.patterns, basePatterns: baseTraces.patterns, baseSource: baseTraces.source },
    },
    logger,
  );
}
