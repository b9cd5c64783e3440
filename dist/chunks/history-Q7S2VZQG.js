import {
  DIGEST_FILE,
  digestArtifactName
} from "./chunk-UARVRI6Z.js";
import {
  DigestSchema
} from "./chunk-VVRBOZKI.js";
import "./chunk-GCDLQHIR.js";
import "./chunk-ZDNBUPEF.js";
import "./chunk-5TGD2BJC.js";
import {
  nameMatcher,
  readZipEntry
} from "./chunk-3WP53UZ5.js";
import "./chunk-N2X3B6NU.js";

// src/github/history.ts
var SkipRun = class extends Error {
};
async function digestOfRun(octokit, o, runId) {
  const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({ owner: o.owner, repo: o.repo, run_id: runId, per_page: 100 });
  const matches = nameMatcher(o.artifactName);
  const artifact = data.artifacts.find((a) => matches(a.name));
  if (!artifact) throw new SkipRun("no digest artifact");
  if (artifact.expired) throw new SkipRun("digest artifact expired");
  if (artifact.size_in_bytes > o.maxArtifactBytes) throw new SkipRun(`digest artifact is ${artifact.size_in_bytes} bytes`);
  let bytes;
  try {
    const res = await octokit.rest.actions.downloadArtifact({ owner: o.owner, repo: o.repo, artifact_id: artifact.id, archive_format: "zip" });
    bytes = Buffer.from(res.data);
  } catch (e) {
    throw new SkipRun(`download failed (${e.status ?? e.message})`);
  }
  let text;
  try {
    text = await readZipEntry(bytes, (n) => n === DIGEST_FILE || n.endsWith(`/${DIGEST_FILE}`), 1024 * 1024);
  } catch (e) {
    throw new SkipRun(`corrupt archive (${e.message})`);
  }
  if (!text) throw new SkipRun(`no ${DIGEST_FILE} in the artifact`);
  let json;
  try {
    json = JSON.parse(text.toString("utf8"));
  } catch {
    throw new SkipRun(`${DIGEST_FILE} is not JSON`);
  }
  const parsed = DigestSchema.safeParse(json);
  if (!parsed.success) throw new SkipRun(`${DIGEST_FILE} is not a blamegate digest`);
  return parsed.data;
}
async function fetchHistory(octokit, options, logger) {
  const limit = options.limit ?? 30;
  const o = {
    owner: options.owner,
    repo: options.repo,
    artifactName: options.artifactName ?? digestArtifactName(options.category),
    maxArtifactBytes: options.maxArtifactBytes ?? 5 * 1024 * 1024
  };
  const self = `${options.owner}/${options.repo}`.toLowerCase();
  const runs = [];
  try {
    await listRuns();
  } catch (e) {
    const note2 = `could not list earlier runs (${e.status ?? e.message}); no trend this run`;
    logger.warning(note2);
    return { entries: [], skipped: [], considered: 0, ignored: 0, note: note2 };
  }
  async function listRuns() {
    if (limit <= 0) return;
    for await (const page of octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
      owner: options.owner,
      repo: options.repo,
      workflow_id: options.workflowId,
      branch: options.branch,
      status: "completed",
      exclude_pull_requests: true,
      per_page: Math.min(100, Math.max(10, limit + 5))
    })) {
      for (const run of page.data) {
        if (run.id === options.excludeRunId) continue;
        if (run.event === "pull_request" || run.event === "pull_request_target") continue;
        if (run.head_repository?.full_name && run.head_repository.full_name.toLowerCase() !== self) continue;
        runs.push(run);
        if (runs.length >= limit) break;
      }
      if (runs.length >= limit) break;
    }
  }
  const entries = [];
  const skipped = [];
  const ref = options.ref ?? `refs/heads/${options.branch}`;
  let ignored = 0;
  let next = 0;
  const worker = async () => {
    while (next < runs.length) {
      const run = runs[next++];
      try {
        const digest = await digestOfRun(octokit, o, run.id);
        if (options.category && digest.category !== options.category || digest.ref !== ref) {
          ignored++;
          continue;
        }
        entries.push({
          runId: run.id,
          headSha: run.head_sha,
          ...run.head_commit?.timestamp ? { commitTime: run.head_commit.timestamp } : {},
          digest
        });
      } catch (e) {
        const status = e.status;
        const reason = e instanceof SkipRun ? e.message : status !== void 0 ? `GitHub answered ${status}` : `error (${e.message})`;
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
function summarise(skipped) {
  const counts = /* @__PURE__ */ new Map();
  for (const s of skipped) {
    const key = s.reason.replace(/ \(.*\)$/, "");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([r, n]) => `${n} ${r}`).join(", ");
}
export {
  fetchHistory
};
