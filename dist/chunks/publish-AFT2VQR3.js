import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  sendRunAlert
} from "./chunk-GFZKO7SB.js";
import "./chunk-2DYGH25X.js";
import {
  DIGEST_FILE,
  digestArtifactName
} from "./chunk-ENTZMRQ6.js";
import {
  actionLogger
} from "./chunk-32EX5CA5.js";
import {
  COMMENT_LIMIT,
  commentMarker,
  renderMarkdownReport
} from "./chunk-QEBHPXYR.js";
import {
  mdInline
} from "./chunk-SLUQNNYT.js";
import {
  findPullRequestForRun
} from "./chunk-J62B3AOR.js";
import {
  setOutput
} from "./chunk-3XFFTH6U.js";
import "./chunk-HBCFYLWW.js";
import "./chunk-2LHVHNWU.js";
import "./chunk-WW4W4OMJ.js";
import "./chunk-5PL6OEX2.js";
import "./chunk-4OK6BHV2.js";
import "./chunk-G6MMZ7ET.js";
import "./chunk-7QAN4BZL.js";
import "./chunk-N2X3B6NU.js";

// src/action/publish.ts
import { pathToFileURL } from "node:url";

// src/github/code-scanning.ts
import { gzipSync } from "node:zlib";

// src/github/errors.ts
function apiFailure(error) {
  const e = error;
  const status = typeof e?.status === "number" ? e.status : null;
  const apiMessage = typeof e?.response?.data?.message === "string" ? e.response.data.message : null;
  const message = apiMessage ?? (typeof e?.message === "string" ? e.message : String(error));
  return { status, message };
}
function permissionHint(surface, status) {
  const permission = surface === "code-scanning" ? "security-events: write" : "pull-requests: write";
  const base = `give the job \`permissions: ${permission}\``;
  const fork = "on a pull request from a fork the token is read-only whatever the workflow asks: run blamegate from a `workflow_run` workflow (see the README, section Pull requests from forks)";
  if (surface === "code-scanning") {
    return status === 404 ? `${base}; check the repository exists and the token can see it; ${fork}` : `${base}; ${fork}; on a private repository code scanning needs GitHub Code Security (Advanced Security) enabled. The SARIF file is written either way: you can upload it with github/codeql-action/upload-sarif`;
  }
  return `${base}; ${fork}`;
}

// src/github/code-scanning.ts
function encodeSarif(sarif) {
  const text = typeof sarif === "string" ? sarif : JSON.stringify(sarif);
  return gzipSync(Buffer.from(text, "utf8")).toString("base64");
}
var sleep = (ms) => new Promise((r) => setTimeout(r, ms));
async function uploadSarif(octokit, options, logger) {
  const { owner, repo } = options;
  const encoded = encodeSarif(options.sarif);
  let id;
  let url;
  try {
    const res = await octokit.rest.codeScanning.uploadSarif({
      owner,
      repo,
      commit_sha: options.commitSha,
      ref: options.ref,
      sarif: encoded,
      ...options.checkoutUri ? { checkout_uri: options.checkoutUri } : {},
      ...options.toolName ? { tool_name: options.toolName } : {}
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
  const deadline = Date.now() + (options.waitTimeoutMs ?? 12e4);
  const interval = options.pollIntervalMs ?? 5e3;
  while (Date.now() < deadline) {
    try {
      const res = await octokit.rest.codeScanning.getSarif({ owner, repo, sarif_id: id });
      const status = res.data.processing_status;
      if (status === "complete") {
        logger.info(`code scanning processed the SARIF (id ${id})`);
        return { status: "processed", id, url, bytes: encoded.length, analysesUrl: res.data.analyses_url ?? null };
      }
      if (status === "failed") {
        const errors = [...res.data.errors ?? []];
        logger.warning(`code scanning could not process the SARIF (id ${id}): ${errors.join("; ") || "no reason given"}`);
        return { status: "processing-failed", id, errors };
      }
    } catch (error) {
      const f = apiFailure(error);
      if (f.status !== 404) {
        logger.warning(`could not check SARIF processing (id ${id}): ${f.status ?? "network error"}: ${f.message}`);
        return { status: "uploaded", id, url, bytes: encoded.length };
      }
    }
    await sleep(Math.min(interval, Math.max(0, deadline - Date.now())));
  }
  logger.warning(`code scanning had not processed the SARIF (id ${id}) after ${Math.round((options.waitTimeoutMs ?? 12e4) / 1e3)} s`);
  return { status: "processing-timeout", id };
}

// src/github/comment.ts
function stickyBody(category, body) {
  const marker = commentMarker(category);
  let text = body.startsWith(marker) ? body : `${marker}
${body}`;
  if (text.length > COMMENT_LIMIT) {
    const note = "\n\n_\u2026cut to GitHub's 65,536-character comment limit._\n";
    text = text.slice(0, COMMENT_LIMIT - note.length) + note;
  }
  return text;
}
var comparable = (text) => text.replace(/\r\n/g, "\n").split("\n").filter((line) => !line.startsWith("<sub>blamegate")).join("\n").trimEnd();
var same = (a, b) => comparable(a) === comparable(b);
async function upsertStickyComment(octokit, options, logger) {
  const { owner, repo, issueNumber } = options;
  const marker = commentMarker(options.category);
  const body = stickyBody(options.category, options.body);
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100
    });
    const ours = comments.filter((c) => (c.body ?? "").startsWith(marker));
    const existing = ours[0];
    if (ours.length > 1) logger.debug(`${ours.length} comments carry ${marker}; updating the oldest`);
    if (existing) {
      if (same(existing.body ?? "", body)) {
        logger.info(`PR #${issueNumber}: the blamegate comment is up to date`);
        return { action: "unchanged", id: existing.id, url: existing.html_url };
      }
      const updated = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
      logger.info(`PR #${issueNumber}: updated the blamegate comment ${updated.data.html_url}`);
      return { action: "updated", id: updated.data.id, url: updated.data.html_url };
    }
    const created = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
    logger.info(`PR #${issueNumber}: posted the blamegate comment ${created.data.html_url}`);
    return { action: "created", id: created.data.id, url: created.data.html_url };
  } catch (error) {
    const f = apiFailure(error);
    const hint = f.status === 403 || f.status === 404 ? `; ${permissionHint("comment", f.status)}` : "";
    const reason = `could not comment on #${issueNumber} (${f.status ?? "network error"}: ${f.message})${hint}`;
    logger.warning(reason);
    return { action: "failed", reason };
  }
}

// src/github/review.ts
function addedLines(patch) {
  const lines = /* @__PURE__ */ new Set();
  let next = 0;
  for (const row of patch.split("\n")) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(row);
    if (hunk) {
      next = Number(hunk[1]);
      continue;
    }
    if (next === 0) continue;
    if (row.startsWith("+")) lines.add(next++);
    else if (row.startsWith("-")) continue;
    else if (row.startsWith("\\")) continue;
    else next++;
  }
  return lines;
}
var KEY_PREFIX = "<!-- blamegate:review=";
function keyMarker(key) {
  return `${KEY_PREFIX}${key.replace(/[^A-Za-z0-9:._-]/g, "_")} -->`;
}
function lineFindingsFromSarif(log) {
  const out = [];
  for (const run of log.runs) {
    const rules = run.tool.driver.rules ?? [];
    for (const r of run.results ?? []) {
      const loc = r.locations?.[0]?.physicalLocation;
      const uri = loc?.artifactLocation?.uri;
      const line = loc?.region?.startLine;
      if (!uri || !line) continue;
      const rule = rules.find((x) => x.id === r.ruleId);
      const title = rule?.shortDescription?.text ?? r.ruleId ?? "finding";
      const text = (r.message.text ?? "").replace(/\\([[\]])/g, "$1");
      out.push({
        path: decodeURI(uri),
        line,
        body: `**blamegate \xB7 ${mdInline(title)}**

${mdInline(text, { max: 1500 })}`,
        key: r.partialFingerprints?.primaryLocationLineHash ?? `${r.ruleId}:${uri}:${line}`
      });
    }
  }
  return out;
}
async function postReviewComments(octokit, options, logger) {
  const { owner, repo, pullNumber } = options;
  const outcome = { posted: 0, outsideDiff: 0, alreadyPosted: 0 };
  try {
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: pullNumber, per_page: 100 });
    const changed = /* @__PURE__ */ new Map();
    for (const f of files) if (f.patch && f.status !== "removed") changed.set(f.filename, addedLines(f.patch));
    const onDiff = options.findings.filter((f) => changed.get(f.path)?.has(f.line));
    outcome.outsideDiff = options.findings.length - onDiff.length;
    if (onDiff.length === 0) {
      logger.info(`PR #${pullNumber}: no finding sits on a line this PR changed`);
      return outcome;
    }
    const existing = await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number: pullNumber, per_page: 100 });
    const seen = /* @__PURE__ */ new Set();
    for (const c of existing) {
      const at = c.body.indexOf(KEY_PREFIX);
      if (at >= 0) seen.add(c.body.slice(at, c.body.indexOf("-->", at) + 3));
    }
    const fresh = [];
    const taken = /* @__PURE__ */ new Set();
    for (const f of onDiff) {
      const marker = keyMarker(f.key);
      if (seen.has(marker)) outcome.alreadyPosted++;
      else if (!taken.has(marker)) {
        taken.add(marker);
        fresh.push(f);
      }
    }
    const batch = fresh.slice(0, options.maxComments ?? 20);
    if (batch.length === 0) return outcome;
    const review = await octokit.rest.pulls.createReview({
      owner,
      repo,
      pull_number: pullNumber,
      commit_id: options.commitId,
      event: "COMMENT",
      body: fresh.length > batch.length ? `blamegate: ${batch.length} of ${fresh.length} findings on changed lines (the rest are in the sticky comment and code scanning).` : `blamegate: ${batch.length} finding${batch.length === 1 ? "" : "s"} on changed lines.`,
      comments: batch.map((f) => ({ path: f.path, line: f.line, side: "RIGHT", body: `${f.body}

${keyMarker(f.key)}` }))
    });
    outcome.posted = batch.length;
    outcome.reviewUrl = review.data.html_url;
    logger.info(`PR #${pullNumber}: ${batch.length} review comments on changed lines`);
    return outcome;
  } catch (error) {
    const f = apiFailure(error);
    const hint = f.status === 403 || f.status === 404 ? `; ${permissionHint("review", f.status)}` : "";
    outcome.failed = `could not post review comments on #${pullNumber} (${f.status ?? "network error"}: ${f.message})${hint}`;
    logger.warning(outcome.failed);
    return outcome;
  }
}

// src/github/publish.ts
var SHA = /^[0-9a-fA-F]{40}(?:[0-9a-fA-F]{24})?$/;
async function publishToGitHub(octokit, input, logger) {
  const notes = [];
  let context = input.context;
  try {
    if (!input.pullRequestLookedUp) context = await findPullRequestForRun(octokit, context, logger);
  } catch (error) {
    const f = apiFailure(error);
    notes.push(`could not look up the pull request of this run (${f.status ?? "network error"}: ${f.message})`);
    logger.warning(notes[notes.length - 1]);
  }
  const out = { context, notes };
  const { owner, repo, pullNumber } = context;
  if (input.uploadSarif && input.sarif) {
    if (!SHA.test(context.sha) || !/^refs\/(heads|tags|pull)\//.test(context.ref)) {
      notes.push(`no commit and ref to upload SARIF for (sha "${context.sha}", ref "${context.ref}")`);
      logger.warning(notes[notes.length - 1]);
    } else {
      out.upload = await uploadSarif(
        octokit,
        {
          owner,
          repo,
          commitSha: context.sha,
          ref: context.ref,
          sarif: input.sarif,
          wait: input.waitForProcessing,
          ...input.checkoutUri ? { checkoutUri: input.checkoutUri } : {}
        },
        logger
      );
    }
  }
  if (input.comment) {
    if (pullNumber === null) notes.push("no pull request for this run: no comment posted (the job summary has the report)");
    else {
      const body = typeof input.markdown === "string" ? input.markdown : input.markdown(out.upload);
      out.comment = await upsertStickyComment(octokit, { owner, repo, issueNumber: pullNumber, category: input.category, body }, logger);
    }
  }
  if (input.reviewComments && input.sarif && pullNumber !== null) {
    out.review = await postReviewComments(
      octokit,
      {
        owner,
        repo,
        pullNumber,
        commitId: context.sha,
        findings: lineFindingsFromSarif(input.sarif),
        ...input.maxReviewComments ? { maxComments: input.maxReviewComments } : {}
      },
      logger
    );
  }
  return out;
}
function uploadNote(outcome) {
  if (!outcome) return void 0;
  switch (outcome.status) {
    case "uploaded":
      return "Uploaded to code scanning.";
    case "processed":
      return "Uploaded to code scanning and processed.";
    case "processing-failed":
      return `Code scanning could not process the upload: ${outcome.errors.join("; ")}`;
    case "processing-timeout":
      return "Uploaded to code scanning; processing had not finished when blamegate stopped waiting.";
    case "failed":
      return `Not uploaded to code scanning: ${outcome.reason}`;
  }
}

// src/github/digest-artifact.ts
import path from "node:path";
async function uploadDigest(client, file, options = {}) {
  if (path.basename(file) !== DIGEST_FILE) throw new Error(`uploadDigest expects a file named ${DIGEST_FILE}, got ${file}`);
  const res = await client.uploadArtifact(options.name ?? digestArtifactName(options.category), [file], path.dirname(file), {
    retentionDays: options.retentionDays ?? 90
  });
  return { ...res.id !== void 0 ? { id: res.id } : {}, ...res.size !== void 0 ? { size: res.size } : {} };
}

// src/action/publish.ts
async function step(name, work) {
  try {
    await work();
  } catch (err) {
    actionLogger.warning(`${name} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
async function publish(input) {
  const { settings, finished, ctx, octokit } = input;
  const failures = [];
  if (!octokit) {
    actionLogger.info("no token: the comment, SARIF upload, review comments and history are skipped; the report is in the job summary and the outputs");
  } else {
    await step("publishing to GitHub", async () => {
      const out = await publishToGitHub(
        octokit,
        {
          context: ctx,
          category: settings.category,
          markdown: (upload) => {
            const note = uploadNote(upload);
            const sarif = finished.reportInput.sarif;
            return note && sarif ? renderMarkdownReport({ ...finished.reportInput, sarif: { ...sarif, upload: note } }) : finished.comment;
          },
          sarif: finished.sarif.log,
          comment: settings.comment,
          uploadSarif: settings["upload-sarif"],
          waitForProcessing: settings["wait-for-processing"],
          reviewComments: settings["review-comments"],
          checkoutUri: pathToFileURL(process.env.GITHUB_WORKSPACE ?? process.cwd()).href,
          // run.ts looked it up before the analysis, which needs to know whether this is a PR.
          pullRequestLookedUp: true
        },
        actionLogger
      );
      for (const n of out.notes) actionLogger.info(n);
      if (out.upload?.status === "failed")
        actionLogger.warning(
          `SARIF not uploaded (${out.upload.reason}). The file is at ${finished.files.sarif}: hand it to github/codeql-action/upload-sarif, or grant security-events: write.`
        );
      else if (out.upload) actionLogger.info(`SARIF ${out.upload.status} (${finished.sarif.results} results)`);
      if (out.comment?.action === "failed") actionLogger.warning(`PR comment not posted: ${out.comment.reason}`);
      else if (out.comment) {
        actionLogger.info(`PR comment ${out.comment.action}: ${out.comment.url}`);
        setOutput("comment-url", out.comment.url);
      }
      if (out.review?.failed) actionLogger.warning(`review comments not posted: ${out.review.failed}`);
      else if (out.review) actionLogger.info(`review comments: ${out.review.posted} posted, ${out.review.outsideDiff} outside the diff, ${out.review.alreadyPosted} already there`);
    });
  }
  if (settings.shard) actionLogger.info(`shard ${settings.shard.index}/${settings.shard.count}: the digest is left to the merge job`);
  else if (process.env.ACTIONS_RUNTIME_TOKEN)
    await step("the digest upload", async () => {
      const { DefaultArtifactClient } = await import("./artifact-F7GKSAYM.js");
      await uploadDigest(new DefaultArtifactClient(), finished.files.digest, { category: settings.category });
    });
  else actionLogger.info("not on a GitHub runner: the digest was written but not uploaded as an artifact");
  await step("the webhook alert", async () => {
    const failed = await sendRunAlert(settings, finished, actionLogger, input.runUrl);
    if (failed && settings["fail-on-webhook-error"]) failures.push("the webhook alert could not be delivered (fail-on-webhook-error)");
  });
  return { failures };
}
export {
  publish
};
