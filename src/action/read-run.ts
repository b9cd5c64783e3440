// The action's reading of the run: this run's traces (files and/or the run's artifacts) read, attributed and,
// with a judge configured, judged; or in merge mode the shards' reports combined. The result is
// what the CLI's `attribute` or `merge` would give for the same inputs.
import { analyzePaths } from "../run/read-and-gate.js";
import { splitList, type Settings } from "../config.js";
import type { GitHubClient } from "../github/client.js";
import type { GitHubContext } from "../github/context.js";
import { OPTIONS } from "../options.js";
import type { RunResult } from "../results/model.js";
import { judgeForSettings } from "../run/judge-config.js";
import type { RunScan } from "../run/scan.js";
import { collectArtifacts } from "./artifacts.js";
import type { ActionContext } from "./context.js";
import { actionLogger as logger } from "./logger.js";

export interface Analysed {
  result: RunResult;
  /** The paths read, to read again whole for the base comparison ([] in merge mode). */
  patterns: string[];
}

export async function readRun(context: ActionContext, settings: Settings, ctx: GitHubContext, octokit: GitHubClient | null, scan: RunScan): Promise<Analysed> {
  const cwd = context.workspace;
  const { skipped, folders, lookedFor } = await collectArtifacts(octokit, settings, ctx, cwd);
  if (settings.mode === "merge") {
    // Loaded for this mode only: it brings the glob library, which a plain run may not need.
    const { mergeShardReports } = await import("../run/merge-shards.js");
    const result = await mergeShardReports([...settings.traces, ...folders], cwd, logger, { skipped, lookedFor: [...lookedFor, ...settings.traces] });
    return { result, patterns: [] };
  }
  // With an artifact named, `traces` adds to it only when set to something other than its
  // default (the runner passes defaults as if they were given).
  const traceDefault = splitList(OPTIONS.find((o) => o.name === "traces")?.default ?? "");
  const ownPatterns = settings.artifact && settings.traces.join("\n") === traceDefault.join("\n") ? [] : settings.traces;
  const patterns = [...ownPatterns, ...folders];
  const result = await analyzePaths(settings, patterns, cwd, logger, skipped, { scan, lookedFor: [...lookedFor, ...ownPatterns], gitEnv: context.gitEnv });
  const judge = judgeForSettings(settings, context.judgeEnv);
  // The judge's client and second pass are loaded only when a judge is configured.
  return { result: judge ? await (await import("../run/judge.js")).judgeFailedTraces(result, judge, settings.format, cwd, logger) : result, patterns };
}
