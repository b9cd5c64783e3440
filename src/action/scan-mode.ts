// `mode: scan`: the action's second leg. It scans the whole checkout's tool and agent
// definitions (scan/), writes the SARIF and a summary, uploads the SARIF under its own category,
// and gates: on a pull request on the findings in the files it changes (a finding the default
// branch already has is not this PR's doing), on a push on every finding. The summary and
// outputs are written before any API call, and each call may fail on its own.
import { errorMessage } from "../error-message.js";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as core from "@actions/core";
import type { Settings } from "../config.js";
import type { GitHubClient } from "../github/client.js";
import type { GitHubContext } from "../github/context.js";
import { codeScanningTarget, readCheckout } from "../github/code-scanning.js";
import { publishToGitHub } from "../github/publish.js";
import { renderScanMarkdown } from "../scan/markdown.js";
import { buildScanSarif, failsAt, SCAN_CATEGORY } from "../scan/sarif.js";
import { scanRepository } from "../scan/scan.js";
import { HOMEPAGE, VERSION } from "../version.js";
import { checkoutEnv, type ActionContext } from "./context.js";
import { actionLogger as logger } from "./logger.js";

/** The scan's code-scanning category: its own, beside the trace findings' `category`. */
export function scanCategory(category: string): string {
  return category === "blamegate" ? SCAN_CATEGORY : `${category}-scan`;
}

/** The files a pull request changes, or null when they cannot be listed (then every finding counts). */
async function changedFiles(octokit: GitHubClient | null, ctx: GitHubContext): Promise<Set<string> | null> {
  if (!octokit || ctx.pullNumber === null) return null;
  try {
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, { owner: ctx.owner, repo: ctx.repo, pull_number: ctx.pullNumber, per_page: 100 });
    return new Set(files.filter((f) => f.status !== "removed").map((f) => f.filename));
  } catch (err) {
    logger.warning(`could not list the pull request's files (${errorMessage(err)}): every finding counts for the gate`);
    return null;
  }
}

export async function runScanMode(context: ActionContext, settings: Settings, ctx: GitHubContext, octokit: GitHubClient | null): Promise<void> {
  const cwd = context.workspace;
  const report = await scanRepository(cwd, [], { gitEnv: context.gitEnv });
  const category = scanCategory(settings.category);
  const log = buildScanSarif({ findings: report.findings, toolVersion: VERSION, informationUri: HOMEPAGE, category });
  const out = path.resolve(cwd, settings.out);
  await mkdir(out, { recursive: true });
  const sarifFile = path.join(out, "blamegate-scan.sarif");
  await writeFile(sarifFile, `${JSON.stringify(log, null, 2)}\n`);

  const changed = await changedFiles(octokit, ctx);
  const counted = changed ? report.findings.filter((f) => changed.has(f.file)) : report.findings;
  const level = settings["fail-on-severity"];
  const failing = counted.filter((f) => failsAt([f], level));
  const places = [...new Set(failing.map((f) => `${f.ruleId} ${f.file}:${f.span.line}`))];
  const reasons =
    failing.length > 0
      ? [
          `${failing.length === 1 ? "1 finding" : `${failing.length} findings`} at or above ${level}${changed ? " in files this pull request changes" : ""}: ${places.slice(0, 3).join(", ")}${places.length > 3 ? ", …" : ""}`,
        ]
      : [];
  if (report.files === 0) logger.warning("scan: no file the scanner reads was found in the workspace (check out the repository first)");

  const markdown = renderScanMarkdown(report, { level, changedOnly: changed !== null, reasons });
  const reportFile = path.join(out, "scan-report.md");
  await writeFile(reportFile, markdown);
  core.setOutput("verdict", reasons.length > 0 ? "fail" : "pass");
  core.setOutput("reasons", reasons.join("\n"));
  core.setOutput("findings", report.findings.length);
  core.setOutput("sarif-file", sarifFile);
  core.setOutput("report-file", reportFile);
  try {
    await core.summary.addRaw(markdown).write();
  } catch (err) {
    logger.warning(`the job summary could not be written (${errorMessage(err)}); the report is at ${reportFile}`);
  }

  // Nothing scanned says nothing about the repository: an empty upload would close its alerts.
  if (octokit && report.files > 0) {
    try {
      const workspace = context.workspace;
      const env = checkoutEnv(context);
      const published = await publishToGitHub(
        octokit,
        {
          context: ctx,
          category,
          markdown,
          sarif: log,
          comment: "never",
          uploadSarif: settings["upload-sarif"],
          waitForProcessing: settings["wait-for-processing"],
          reviewComments: settings["review-comments"],
          checkoutUri: pathToFileURL(workspace).href,
          sarifTarget: codeScanningTarget(ctx, env, await readCheckout(workspace, env.ref)),
          pullRequestLookedUp: true,
        },
        logger,
      );
      for (const n of published.notes) logger.info(n);
      if (published.upload?.status === "failed") logger.warning(`scan SARIF not uploaded (${published.upload.reason}); the file is at ${sarifFile}`);
      else if (published.upload) logger.info(`scan SARIF ${published.upload.status} (${log.runs[0]!.results!.length} results, category ${category})`);
      if (published.review?.failed) logger.warning(`review comments not posted: ${published.review.failed}`);
      else if (published.review) logger.info(`review comments: ${published.review.posted} posted, ${published.review.outsideDiff} outside the diff`);
    } catch (err) {
      logger.warning(`publishing the scan failed: ${errorMessage(err)}`);
    }
  }
  const unresolved = ctx.unresolved !== null ? [`${ctx.unresolved}; nothing was published for it`] : [];
  const all = [...reasons, ...unresolved];
  if (all.length > 0) core.setFailed(`blamegate scan failed:\n${all.map((r) => `- ${r}`).join("\n")}`);
}
