// The run's trace artifacts (`artifact`), downloaded under .blamegate-artifacts/ in the workspace
// so reports name traces by artifact and path, not by a temp folder. Refusals become skipped inputs.
import { mkdirSync, mkdtempSync } from "node:fs";
import path from "node:path";
import type { Settings } from "../config.js";
import { errorMessage } from "../error-message.js";
import type { GitHubClient } from "../github/client.js";
import type { GitHubContext } from "../github/context.js";
import type { Skipped } from "../trace/model.js";
import { actionLogger as logger } from "./logger.js";

export interface CollectedArtifacts {
  skipped: Skipped[];
  /** One folder per downloaded artifact. */
  folders: string[];
  /** What was looked for, for the report's "looked for" line. */
  lookedFor: string[];
}

/** The workspace folder every downloaded artifact goes under, so reports name traces by artifact and path. */
const ARTIFACTS_DIR = ".blamegate-artifacts";

/**
 * Downloads run `runId`'s artifacts matching `pattern` into a fresh folder `<prefix>-<runId>-…`
 * under the workspace's artifacts folder: this run's traces and the base run's alike.
 */
export async function downloadIntoWorkspace(octokit: GitHubClient, ctx: GitHubContext, cwd: string, runId: number, pattern: string, prefix: string) {
  const { downloadRunArtifacts } = await import("../github/artifacts.js");
  const root = path.join(cwd, ARTIFACTS_DIR);
  mkdirSync(root, { recursive: true });
  const dest = mkdtempSync(path.join(root, `${prefix}-${runId}-`));
  return downloadRunArtifacts(octokit, { owner: ctx.owner, repo: ctx.repo, runId, pattern, dest }, logger);
}

export async function collectArtifacts(octokit: GitHubClient | null, settings: Settings, ctx: GitHubContext, cwd: string): Promise<CollectedArtifacts> {
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
  const { ArtifactError } = await import("../github/artifacts.js");
  try {
    const got = await downloadIntoWorkspace(octokit, ctx, cwd, runId, settings.artifact, "run");
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
