// History with no setup: the digests that earlier runs of this workflow on the default branch
// uploaded as artifacts. A run whose artifact is gone, expired, too big or corrupt is skipped
// and counted, never fatal: the trend works with what is there.
import { DigestSchema, type Digest } from "../results/digest-model.js";
import type { Logger } from "../log.js";
import { nameMatcher } from "./artifacts.js";
import { readZipEntry } from "../collect/unzip.js";
import type { GitHubClient } from "./client.js";
import { DIGEST_FILE, digestArtifactName } from "./digest-names.js";

export interface FetchHistoryOptions {
  owner: string;
  repo: string;
  /** The workflow's id or file name (GITHUB_WORKFLOW_REF gives the file). */
  workflowId: number | string;
  /** The default branch. */
  branch: string;
  /** How many earlier runs to read (`history-length`). */
  limit?: number;
  /** Artifact name or glob holding digest.json (default: digestArtifactName(category)). */
  artifactName?: string;
  /** This run, left out of its own history. */
  excludeRunId?: number;
  /** Only digests of this category (several blamegate jobs in one workflow). */
  category?: string;
  /**
   * Only digests whose `ref` is this (default `refs/heads/<branch>`). A workflow_run workflow
   * always runs on the default branch, even when a pull request triggered it; its digests carry
   * the pull request's ref and must not count as the default branch's history.
   */
  ref?: string;
  /** Largest artifact (zipped) worth downloading; a digest is a few kilobytes. */
  maxArtifactBytes?: number;
  /** Parallel downloads. */
  concurrency?: number;
}

export interface HistoryEntry {
  runId: number;
  headSha: string;
  /** The run's head commit time, for picking the base of a pull request. */
  commitTime?: string;
  digest: Digest;
}

export interface HistoryFetch {
  /** Oldest first. */
  entries: HistoryEntry[];
  skipped: { runId: number; reason: string }[];
  /** Runs looked at (at most `limit`). */
  considered: number;
  /** Readable digests left out because they describe another ref or category. */
  ignored: number;
  /** One line for the report when something was skipped. */
  note: string | null;
}

type RunLike = {
  id: number;
  event: string;
  head_sha: string;
  head_commit?: { timestamp?: string } | null;
  head_repository?: { full_name?: string } | null;
};

class SkipRun extends Error {}

async function digestOfRun(octokit: GitHubClient, o: Required<Pick<FetchHistoryOptions, "owner" | "repo" | "artifactName" | "maxArtifactBytes">>, runId: number): Promise<Digest> {
  const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({ owner: o.owner, repo: o.repo, run_id: runId, per_page: 100 });
  const matches = nameMatcher(o.artifactName);
  const artifact = data.artifacts.find((a) => matches(a.name));
  if (!artifact) throw new SkipRun("no digest artifact");
  if (artifact.expired) throw new SkipRun("digest artifact expired");
  if (artifact.size_in_bytes > o.maxArtifactBytes) throw new SkipRun(`digest artifact is ${artifact.size_in_bytes} bytes`);
  let bytes: Buffer;
  try {
    const res = await octokit.rest.actions.downloadArtifact({ owner: o.owner, repo: o.repo, artifact_id: artifact.id, archive_format: "zip" });
    bytes = Buffer.from(res.data as ArrayBuffer);
  } catch (e) {
    throw new SkipRun(`download failed (${(e as { status?: number }).status ?? (e as Error).message})`);
  }
  let text: Buffer | null;
  try {
    text = await readZipEntry(bytes, (n) => n === DIGEST_FILE || n.endsWith(`/${DIGEST_FILE}`), 1024 * 1024);
  } catch (e) {
    throw new SkipRun(`corrupt archive (${(e as Error).message})`);
  }
  if (!text) throw new SkipRun(`no ${DIGEST_FILE} in the artifact`);
  let json: unknown;
  try {
    json = JSON.parse(text.toString("utf8"));
  } catch {
    throw new SkipRun(`${DIGEST_FILE} is not JSON`);
  }
  const parsed = DigestSchema.safeParse(json);
  if (!parsed.success) throw new SkipRun(`${DIGEST_FILE} is not a blamegate digest`);
  return parsed.data;
}

export async function fetchHistory(octokit: GitHubClient, options: FetchHistoryOptions, logger: Logger): Promise<HistoryFetch> {
  const limit = options.limit ?? 30;
  const o = {
    owner: options.owner,
    repo: options.repo,
    artifactName: options.artifactName ?? digestArtifactName(options.category),
    maxArtifactBytes: options.maxArtifactBytes ?? 5 * 1024 * 1024,
  };
  const self = `${options.owner}/${options.repo}`.toLowerCase();
  const runs: RunLike[] = [];
  try {
    await listRuns();
  } catch (e) {
    // No `actions: read` permission, say: the run goes on without a trend.
    const note = `could not list earlier runs (${(e as { status?: number }).status ?? (e as Error).message}); no trend this run`;
    logger.warning(note);
    return { entries: [], skipped: [], considered: 0, ignored: 0, note };
  }
  async function listRuns(): Promise<void> {
    if (limit <= 0) return;
    for await (const page of octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
      owner: options.owner,
      repo: options.repo,
      workflow_id: options.workflowId,
      branch: options.branch,
      status: "completed",
      exclude_pull_requests: true,
      per_page: Math.min(100, Math.max(10, limit + 5)),
    })) {
      for (const run of page.data as RunLike[]) {
        if (run.id === options.excludeRunId) continue;
        // A fork's pull request can have a head branch called "main" too: only this repository's
        // own pushes, schedules and dispatches describe the default branch.
        if (run.event === "pull_request" || run.event === "pull_request_target") continue;
        if (run.head_repository?.full_name && run.head_repository.full_name.toLowerCase() !== self) continue;
        runs.push(run);
        if (runs.length >= limit) break;
      }
      if (runs.length >= limit) break;
    }
  }

  const entries: HistoryEntry[] = [];
  const skipped: { runId: number; reason: string }[] = [];
  const ref = options.ref ?? `refs/heads/${options.branch}`;
  let ignored = 0;
  let next = 0;
  const worker = async () => {
    while (next < runs.length) {
      const run = runs[next++]!;
      try {
        const digest = await digestOfRun(octokit, o, run.id);
        if ((options.category && digest.category !== options.category) || digest.ref !== ref) {
          ignored++;
          continue;
        }
        entries.push({
          runId: run.id,
          headSha: run.head_sha,
          ...(run.head_commit?.timestamp ? { commitTime: run.head_commit.timestamp } : {}),
          digest,
        });
      } catch (e) {
        const status = (e as { status?: number }).status;
        const reason = e instanceof SkipRun ? e.message : status !== undefined ? `GitHub answered ${status}` : `error (${(e as Error).message})`;
        skipped.push({ runId: run.id, reason });
        logger.debug(`history: run ${run.id} skipped: ${reason}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 4, runs.length)) }, worker));
  entries.sort((a, b) => Date.parse(a.digest.time) - Date.parse(b.digest.time));
  skipped.sort((a, b) => a.runId - b.runId);
  const note = skipped.length === 0 ? null : `${skipped.length} of ${runs.length} earlier runs had no readable digest (${summarise(skipped)}); the trend uses the other ${entries.length}.`;
  if (note) logger.info(note);
  return { entries, skipped, considered: runs.length, ignored, note };
}

function summarise(skipped: { reason: string }[]): string {
  const counts = new Map<string, number>();
  for (const s of skipped) {
    const key = s.reason.replace(/ \(.*\)$/, "");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([r, n]) => `${n} ${r}`).join(", ");
}
