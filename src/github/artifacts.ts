// Downloads the artifacts of a workflow run (the fork-safe pattern: a pull_request run uploads
// traces, a workflow_run run with a write token fetches them) and extracts each safely into
// its own folder under `dest`.
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_ZIP_LIMITS, extractZip, UnsafeArchiveError, type ZipLimits } from "../collect/unzip.js";
import type { Logger } from "../log.js";
import type { GitHubClient } from "./client.js";

export interface ArtifactLimits extends ZipLimits {
  /** Largest artifact (zipped, as GitHub reports its size) worth downloading. */
  maxDownloadBytes: number;
  /** Most artifacts taken from one run. */
  maxArtifacts: number;
  /**
   * Caps over all the artifacts of a run together: each artifact under its own caps could still
   * add up to maxArtifacts times as much (enough for one fork's run to fill the runner's disk).
   */
  maxTotalDownloadBytes: number;
  maxTotalBytes: number;
  maxTotalFiles: number;
}

/** Each artifact is held to the archive limits every zip is held to, and the run to its totals. */
export const DEFAULT_ARTIFACT_LIMITS: ArtifactLimits = {
  ...DEFAULT_ZIP_LIMITS,
  maxDownloadBytes: 512 * 1024 * 1024,
  maxArtifacts: 50,
  maxTotalDownloadBytes: 1024 * 1024 * 1024,
  maxTotalBytes: 2 * 1024 * 1024 * 1024,
  maxTotalFiles: 50_000,
};

export interface DownloadRunArtifactsOptions {
  owner: string;
  repo: string;
  runId: number;
  /** An artifact name, or a glob of names (`traces-*`). */
  pattern: string;
  /** Each artifact is extracted into `dest/<artifact name>/`. */
  dest: string;
  limits?: Partial<ArtifactLimits>;
}

export interface DownloadedArtifact {
  id: number;
  name: string;
  /** Absolute folder it was extracted into. */
  dir: string;
  /** Absolute paths of the extracted files. */
  files: string[];
}

export interface DownloadedArtifacts {
  artifacts: DownloadedArtifact[];
  /** Every extracted file, absolute, in artifact then archive order. */
  files: string[];
  /** Artifacts that matched but were refused (hostile, too big, expired), with the reason. */
  refused: { name: string; reason: string }[];
}

export class ArtifactError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArtifactError";
  }
}

/** Artifact-name glob: `*` any run of characters, `?` one; names hold no slashes. */
export function nameMatcher(pattern: string): (name: string) => boolean {
  if (!/[*?]/.test(pattern)) return (name) => name === pattern;
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  const re = new RegExp(`^${source}$`);
  return (name) => re.test(name);
}

/** A folder name for an artifact that cannot climb out of `dest`. */
function folderFor(name: string, id: number): string {
  const safe = name.replace(/[^\w.-]+/g, "_").replace(/^\.+/, "_");
  return safe.length > 0 ? safe : `artifact-${id}`;
}

export async function downloadRunArtifacts(octokit: GitHubClient, options: DownloadRunArtifactsOptions, logger: Logger): Promise<DownloadedArtifacts> {
  const limits: ArtifactLimits = { ...DEFAULT_ARTIFACT_LIMITS, ...options.limits };
  const { owner, repo, runId } = options;
  const all = await octokit.paginate(octokit.rest.actions.listWorkflowRunArtifacts, {
    owner,
    repo,
    run_id: runId,
    per_page: 100,
  });
  const matches = nameMatcher(options.pattern);
  const chosen = all.filter((a) => matches(a.name));
  if (chosen.length === 0) {
    const names = all.map((a) => a.name).join(", ") || "none";
    throw new ArtifactError(`no artifact matching "${options.pattern}" in run ${runId} of ${owner}/${repo} (artifacts there: ${names})`);
  }
  if (chosen.length > limits.maxArtifacts) {
    logger.warning(`${chosen.length} artifacts match "${options.pattern}"; taking the first ${limits.maxArtifacts}`);
  }

  const dest = path.resolve(options.dest);
  await mkdir(dest, { recursive: true });
  const result: DownloadedArtifacts = { artifacts: [], files: [], refused: [] };
  const used = new Set<string>();
  const totals = { downloaded: 0, bytes: 0, files: 0 };
  for (const artifact of chosen.slice(0, limits.maxArtifacts)) {
    const refuse = (reason: string) => {
      logger.warning(`artifact "${artifact.name}" (id ${artifact.id}) from run ${runId}: ${reason}`);
      result.refused.push({ name: artifact.name, reason });
    };
    if (artifact.expired) {
      refuse("it has expired; re-run the workflow that made it");
      continue;
    }
    if (artifact.size_in_bytes > limits.maxDownloadBytes) {
      refuse(`${artifact.size_in_bytes} bytes is over the ${limits.maxDownloadBytes}-byte download cap`);
      continue;
    }
    if (totals.downloaded + artifact.size_in_bytes > limits.maxTotalDownloadBytes) {
      refuse(`${artifact.size_in_bytes} bytes would take the run's artifacts past the total download cap of ${limits.maxTotalDownloadBytes} bytes`);
      continue;
    }
    const leftBytes = limits.maxTotalBytes - totals.bytes;
    const leftFiles = limits.maxTotalFiles - totals.files;
    if (leftBytes <= 0 || leftFiles <= 0) {
      refuse(`the run's artifacts already reached the total of ${limits.maxTotalBytes} bytes extracted or ${limits.maxTotalFiles} files`);
      continue;
    }
    let folder = folderFor(artifact.name, artifact.id);
    if (used.has(folder)) folder = `${folder}-${artifact.id}`;
    used.add(folder);
    const dir = path.join(dest, folder);

    // GitHub answers 302 to short-lived storage; fetch follows it and drops our token on the way.
    const response = await octokit.rest.actions.downloadArtifact({
      owner,
      repo,
      artifact_id: artifact.id,
      archive_format: "zip",
    });
    const bytes = Buffer.from(response.data as ArrayBuffer);
    totals.downloaded += bytes.length;
    if (bytes.length > limits.maxDownloadBytes) {
      refuse(`the download was ${bytes.length} bytes, over the ${limits.maxDownloadBytes}-byte cap`);
      continue;
    }
    // This artifact may use what its own caps allow, or what is left of the totals if less.
    const caps = { ...limits, maxBytes: Math.min(limits.maxBytes, leftBytes), maxFiles: Math.min(limits.maxFiles, leftFiles) };
    try {
      const names = await extractZip(bytes, dir, caps);
      const files = names.map((n) => path.join(dir, ...n.split("/")));
      logger.info(`artifact "${artifact.name}" from run ${runId}: ${files.length} files into ${dir}`);
      result.artifacts.push({ id: artifact.id, name: artifact.name, dir, files });
      result.files.push(...files);
      totals.files += names.length;
      for (const f of files) totals.bytes += (await stat(f)).size;
    } catch (e) {
      if (!(e instanceof UnsafeArchiveError)) throw e;
      const byTotal = caps.maxBytes < limits.maxBytes || caps.maxFiles < limits.maxFiles;
      const capped = /zip bomb cap|more than \d+ entries/.test(e.message);
      refuse(
        byTotal && capped ? `${e.message}: ${leftBytes} bytes and ${leftFiles} files were left of the total of ${limits.maxTotalBytes} bytes extracted and ${limits.maxTotalFiles} files over all artifacts` : e.message,
      );
    }
  }
  return result;
}
