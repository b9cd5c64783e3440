import {
  SCAN_CATEGORY,
  buildScanSarif,
  failsAt,
  scanRepository,
  showCharacters
} from "./chunk-NHDTAIRQ.js";
import "./chunk-CFEKYUNO.js";
import {
  codeScanningTarget,
  publishToGitHub,
  readCheckout
} from "./chunk-IHZUWSYA.js";
import "./chunk-MT3FNVE4.js";
import "./chunk-FPOPEHRW.js";
import {
  actionLogger,
  checkoutEnv
} from "./chunk-6MG72VV4.js";
import "./chunk-2IZ72D4G.js";
import "./chunk-34QAHGGT.js";
import {
  HOMEPAGE,
  VERSION
} from "./chunk-HCYTIENA.js";
import "./chunk-IVXJLCJ3.js";
import {
  mdInline
} from "./chunk-OBIDNGEN.js";
import "./chunk-XC4LOQ3F.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import {
  setFailed,
  setOutput,
  summary
} from "./chunk-44FCZ2FJ.js";
import "./chunk-ZYCCBSIO.js";
import "./chunk-YLN2GIXP.js";
import "./chunk-FYTV3TXM.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";

// src/action/scan-mode.ts
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

// src/scan/markdown.ts
var MAX_ROWS = 50;
function renderScanMarkdown(report, opts) {
  const n = report.findings.length;
  const lines = [
    "## blamegate scan: tool and agent definitions",
    "",
    `${n === 1 ? "1 finding" : `${n} findings`} in ${report.definitions.length === 1 ? "1 definition" : `${report.definitions.length} definitions`} from ${report.files === 1 ? "1 file" : `${report.files} files`}.`,
    "",
    opts.reasons.length > 0 ? `\u274C **gate failed**: ${opts.reasons.map((r) => mdInline(r)).join("; ")}` : `\u2705 **gate passed**: no finding at or above \`${opts.level}\`${opts.changedOnly ? " in the files this pull request changes" : ""}.`
  ];
  if (n > 0) {
    lines.push("", "| level | rule | where | finding |", "|---|---|---|---|");
    for (const f of report.findings.slice(0, MAX_ROWS)) lines.push(`| ${f.severity} | ${f.ruleId} | ${mdInline(`${f.file}:${f.span.line}:${f.span.column}`)} | ${mdInline(showCharacters(f.message), { max: 300 })} |`);
    if (n > MAX_ROWS) lines.push("", `\u2026 and ${n - MAX_ROWS} more in the SARIF file.`);
  }
  if (report.skipped.length > 0)
    lines.push(
      "",
      `Not read: ${report.skipped.slice(0, 10).map((s) => `${mdInline(s.file)} (${mdInline(s.reason)})`).join(", ")}${report.skipped.length > 10 ? `, and ${report.skipped.length - 10} more` : ""}.`
    );
  return `${lines.join("\n")}
`;
}

// src/action/scan-mode.ts
function scanCategory(category) {
  return category === "blamegate" ? SCAN_CATEGORY : `${category}-scan`;
}
async function changedFiles(octokit, ctx) {
  if (!octokit || ctx.pullNumber === null) return null;
  try {
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, { owner: ctx.owner, repo: ctx.repo, pull_number: ctx.pullNumber, per_page: 100 });
    return new Set(files.filter((f) => f.status !== "removed").map((f) => f.filename));
  } catch (err) {
    actionLogger.warning(`could not list the pull request's files (${errorMessage(err)}): every finding counts for the gate`);
    return null;
  }
}
async function runScanMode(context, settings, ctx, octokit) {
  const cwd = context.workspace;
  const report = await scanRepository(cwd, []);
  const category = scanCategory(settings.category);
  const log = buildScanSarif({ findings: report.findings, toolVersion: VERSION, informationUri: HOMEPAGE, category });
  const out = path.resolve(cwd, settings.out);
  await mkdir(out, { recursive: true });
  const sarifFile = path.join(out, "blamegate-scan.sarif");
  await writeFile(sarifFile, `${JSON.stringify(log, null, 2)}
`);
  const changed = await changedFiles(octokit, ctx);
  const counted = changed ? report.findings.filter((f) => changed.has(f.file)) : report.findings;
  const level = settings["fail-on-severity"];
  const failing = counted.filter((f) => failsAt([f], level));
  const places = [...new Set(failing.map((f) => `${f.ruleId} ${f.file}:${f.span.line}`))];
  const reasons = failing.length > 0 ? [
    `${failing.length === 1 ? "1 finding" : `${failing.length} findings`} at or above ${level}${changed ? " in files this pull request changes" : ""}: ${places.slice(0, 3).join(", ")}${places.length > 3 ? ", \u2026" : ""}`
  ] : [];
  if (report.files === 0) actionLogger.warning("scan: no file the scanner reads was found in the workspace (check out the repository first)");
  const markdown = renderScanMarkdown(report, { level, changedOnly: changed !== null, reasons });
  const reportFile = path.join(out, "scan-report.md");
  await writeFile(reportFile, markdown);
  setOutput("verdict", reasons.length > 0 ? "fail" : "pass");
  setOutput("reasons", reasons.join("\n"));
  setOutput("findings", report.findings.length);
  setOutput("sarif-file", sarifFile);
  setOutput("report-file", reportFile);
  try {
    await summary.addRaw(markdown).write();
  } catch (err) {
    actionLogger.warning(`the job summary could not be written (${errorMessage(err)}); the report is at ${reportFile}`);
  }
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
          pullRequestLookedUp: true
        },
        actionLogger
      );
      for (const n of published.notes) actionLogger.info(n);
      if (published.upload?.status === "failed") actionLogger.warning(`scan SARIF not uploaded (${published.upload.reason}); the file is at ${sarifFile}`);
      else if (published.upload) actionLogger.info(`scan SARIF ${published.upload.status} (${log.runs[0].results.length} results, category ${category})`);
      if (published.review?.failed) actionLogger.warning(`review comments not posted: ${published.review.failed}`);
      else if (published.review) actionLogger.info(`review comments: ${published.review.posted} posted, ${published.review.outsideDiff} outside the diff`);
    } catch (err) {
      actionLogger.warning(`publishing the scan failed: ${errorMessage(err)}`);
    }
  }
  const unresolved = ctx.unresolved !== null ? [`${ctx.unresolved}; nothing was published for it`] : [];
  const all = [...reasons, ...unresolved];
  if (all.length > 0) setFailed(`blamegate scan failed:
${all.map((r) => `- ${r}`).join("\n")}`);
}
export {
  runScanMode,
  scanCategory
};
