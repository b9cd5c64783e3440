// Upload SARIF to code scanning: gzip + base64 as the API wants, tied to the commit and ref the
// results belong to; optionally wait until GitHub has processed it. Refusals (no permission, a
// fork's read-only token, no code security on a private repository) become a warning that says
// what to do; this never throws, and the SARIF file on disk is the fallback.
import { gzipSync } from "node:zlib";
import type { Log } from "sarif";
import type { Logger } from "../log.js";
import type { GitHubClient } from "./client.js";
import type { GitHubContext } from "./context.js";
import { apiFailure, permissionHint } from "./errors.js";

export interface UploadSarifOptions {
  owner: string;
  repo: string;
  /** 40 (or 64) hex digits: the commit the analysis relates to. */
  commitSha: string;
  /** refs/heads/<branch>, refs/pull/<n>/head (or /merge), refs/tags/<tag>. */
  ref: string;
  sarif: Log | string;
  /** file:// URI of the checkout, so GitHub can relativise any absolute paths. */
  checkoutUri?: string;
  toolName?: string;
  /** Poll until processing completes (or fails, or the timeout passes). */
  wait?: boolean;
  waitTimeoutMs?: number;
  pollIntervalMs?: number;
}

export type UploadSarifOutcome =
  | { status: "uploaded"; id: string; url: string | null; bytes: number }
  | { status: "processed"; id: string; url: string | null; bytes: number; analysesUrl: string | null }
  | { status: "processing-failed"; id: string; errors: string[] }
  | { status: "processing-timeout"; id: string }
  | { status: "failed"; httpStatus: number | null; reason: string };

/** The `sarif` field: gzip, then base64. */
export function encodeSarif(sarif: Log | string): string {
  const text = typeof sarif === "string" ? sarif : JSON.stringify(sarif);
  return gzipSync(Buffer.from(text, "utf8")).toString("base64");
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function uploadSarif(octokit: GitHubClient, options: UploadSarifOptions, logger: Logger): Promise<UploadSarifOutcome> {
  const { owner, repo } = options;
  const encoded = encodeSarif(options.sarif);
  let id: string;
  let url: string | null;
  try {
    const res = await octokit.rest.codeScanning.uploadSarif({
      owner,
      repo,
      commit_sha: options.commitSha,
      ref: options.ref,
      sarif: encoded,
      ...(options.checkoutUri ? { checkout_uri: options.checkoutUri } : {}),
      ...(options.toolName ? { tool_name: options.toolName } : {}),
    });
    id = res.data.id ?? "";
    url = res.data.url ?? null;
    logger.info(`uploaded SARIF to code scanning for ${options.ref} at ${options.commitSha.slice(0, 7)} (id ${id || "unknown"})`);
  } catch (error) {
    const f = apiFailure(error);
    let what = `${f.status ?? "network error"}: ${f.message}`;
    if (f.status === 403 || f.status === 404) what += `. To fix: ${permissionHint("code-scanning", f.status)}`;
    else if (f.status === 413) what += ". The SARIF is over GitHub's size limit even after blamegate's cuts";
    const reason = `code scanning upload skipped (${what})`;
    logger.warning(reason);
    return { status: "failed", httpStatus: f.status, reason };
  }

  if (!options.wait || !id) return { status: "uploaded", id, url, bytes: encoded.length };

  const deadline = Date.now() + (options.waitTimeoutMs ?? 120_000);
  const interval = options.pollIntervalMs ?? 5_000;
  while (Date.now() < deadline) {
    try {
      const res = await octokit.rest.codeScanning.getSarif({ owner, repo, sarif_id: id });
      const status = res.data.processing_status;
      if (status === "complete") {
        logger.info(`code scanning processed the SARIF (id ${id})`);
        return { status: "processed", id, url, bytes: encoded.length, analysesUrl: res.data.analyses_url ?? null };
      }
      if (status === "failed") {
        const errors = [...(res.data.errors ?? [])];
        logger.warning(`code scanning could not process the SARIF (id ${id}): ${errors.join("; ") || "no reason given"}`);
        return { status: "processing-failed", id, errors };
      }
    } catch (error) {
      // 404 right after the upload means "not registered yet": keep polling until the deadline.
      const f = apiFailure(error);
      if (f.status !== 404) {
        logger.warning(`could not check SARIF processing (id ${id}): ${f.status ?? "network error"}: ${f.message}`);
        return { status: "uploaded", id, url, bytes: encoded.length };
      }
    }
    await sleep(Math.min(interval, Math.max(0, deadline - Date.now())));
  }
  logger.warning(`code scanning had not processed the SARIF (id ${id}) after ${Math.round((options.waitTimeoutMs ?? 120_000) / 1000)} s`);
  return { status: "processing-timeout", id };
}

/** What the checkout holds: `git rev-parse` of HEAD and of the PR's merge ref (null when unknown). */
export interface CheckoutCommits {
  head: string | null;
  /** refs/remotes/pull/N/merge, as actions/checkout fetches it; null when absent. */
  pullMerge: string | null;
}

/**
 * The commit and ref the SARIF belongs to: those of the code that was analysed, so code scanning
 * puts each result on the line it names. On a pull_request run GitHub checks out the merge commit
 * (GITHUB_SHA) of refs/pull/N/merge (GITHUB_REF): that ref and the checked-out commit, as
 * github/codeql-action's upload-sarif does; when the workflow checked out something else (the
 * PR's head, `git checkout HEAD^2`), the ref becomes refs/pull/N/head and the commit is HEAD.
 * Any other run keeps the event's own commit and ref (context.ts).
 */
export function codeScanningTarget(ctx: Pick<GitHubContext, "ref" | "sha">, env: { ref?: string | undefined; sha?: string | undefined }, checkout: CheckoutCommits): { ref: string; sha: string } {
  const merge = /^refs\/pull\/(\d+)\/merge$/.exec(env.ref ?? "");
  if (!merge) return { ref: ctx.ref, sha: ctx.sha };
  const head = checkout.head ?? env.sha ?? ctx.sha;
  const moved = Boolean(checkout.head && env.sha && checkout.head !== env.sha && checkout.pullMerge !== checkout.head);
  return { ref: moved ? `refs/pull/${merge[1]}/head` : env.ref!, sha: head };
}

// child_process is loaded here, where git runs, not when the module is (issue 17, cold start).
async function revParse(cwd: string, ref: string): Promise<string | null> {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    execFile("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd }, (error, stdout) => {
      const sha = stdout?.trim() ?? "";
      resolve(error || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha) ? null : sha);
    });
  });
}

/** The checkout's HEAD and PR merge commit, from git; nulls outside a checkout. */
export async function readCheckout(dir: string, envRef: string | undefined): Promise<CheckoutCommits> {
  const merge = /^refs\/pull\/(\d+)\/merge$/.exec(envRef ?? "");
  const [head, pullMerge] = await Promise.all([revParse(dir, "HEAD"), merge ? revParse(dir, `refs/remotes/pull/${merge[1]}/merge`) : Promise.resolve(null)]);
  return { head, pullMerge };
}
