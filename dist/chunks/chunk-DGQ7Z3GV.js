import {
  COMMENT_LIMIT,
  commentMarker
} from "./chunk-IDCFFOLH.js";
import {
  mdInline
} from "./chunk-MEJZJAMB.js";
import {
  apiFailure,
  findPullRequestForRun,
  permissionHint
} from "./chunk-BDZ6U4OG.js";

// src/github/code-scanning.ts
import { gzipSync } from "node:zlib";
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
function codeScanningTarget(ctx, env, checkout) {
  const merge = /^refs\/pull\/(\d+)\/merge$/.exec(env.ref ?? "");
  if (!merge) return { ref: ctx.ref, sha: ctx.sha };
  const head = checkout.head ?? env.sha ?? ctx.sha;
  const moved = Boolean(checkout.head && env.sha && checkout.head !== env.sha && checkout.pullMerge !== checkout.head);
  return { ref: moved ? `refs/pull/${merge[1]}/head` : env.ref, sha: head };
}
async function revParse(cwd, ref) {
  const { execFile } = await import("node:child_process");
  return new Promise((resolve) => {
    execFile("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], { cwd }, (error, stdout) => {
      const sha = stdout?.trim() ?? "";
      resolve(error || !/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(sha) ? null : sha);
    });
  });
}
async function readCheckout(dir, envRef) {
  const merge = /^refs\/pull\/(\d+)\/merge$/.exec(envRef ?? "");
  const [head, pullMerge] = await Promise.all([revParse(dir, "HEAD"), merge ? revParse(dir, `refs/remotes/pull/${merge[1]}/merge`) : Promise.resolve(null)]);
  return { head, pullMerge };
}

// src/github/identity.ts
var GITHUB_TOKEN_LOGIN = "github-actions[bot]";
var known = /* @__PURE__ */ new WeakMap();
function tokenIdentity(octokit, ctx = {}) {
  let answer = known.get(octokit);
  if (!answer) {
    answer = ask(octokit, ctx);
    known.set(octokit, answer);
  }
  return answer;
}
async function ask(octokit, ctx) {
  try {
    const { graphqlRead } = await import("./client-WSWSGAMM.js");
    const data = await graphqlRead(octokit, "query { viewer { login } }");
    if (typeof data.viewer?.login === "string" && data.viewer.login !== "") return { login: data.viewer.login };
  } catch (error) {
    const f = apiFailure(error);
    ctx.logger?.debug(`GraphQL viewer did not answer (${f.status ?? "network error"}: ${f.message}); asking GET /user`);
  }
  try {
    const res = await octokit.rest.users.getAuthenticated();
    return { login: res.data.login };
  } catch (error) {
    const f = apiFailure(error);
    if (f.status === 403) return { login: GITHUB_TOKEN_LOGIN };
    ctx.logger?.warning(`could not tell which account the token belongs to (${f.status ?? "network error"}: ${f.message}); comments carrying blamegate's markers are not taken as its own`);
    return null;
  }
}
function writtenBy(user, identity) {
  const login = user?.login;
  return Boolean(identity && typeof login === "string" && login.toLowerCase() === identity.login.toLowerCase());
}
function authoredBy(comment, identity) {
  return writtenBy(comment.user, identity);
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
var same = (a, b) => a.replace(/\r\n/g, "\n").trimEnd() === b.replace(/\r\n/g, "\n").trimEnd();
async function upsertStickyComment(octokit, options, logger) {
  const { owner, repo, issueNumber } = options;
  const marker = commentMarker(options.category);
  const body = stickyBody(options.category, options.body);
  const findOurs = async (identity) => {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, { owner, repo, issue_number: issueNumber, per_page: 100 });
    const marked = comments.filter((c) => (c.body ?? "").startsWith(marker));
    const ours = identity ? marked.filter((c) => writtenBy(c.user, identity)) : [];
    const foreign = marked.length - ours.length;
    if (foreign > 0 && identity) logger.info(`PR #${issueNumber}: ${foreign} comment(s) carry the blamegate marker but were not written by ${identity.login}; ignored`);
    return ours.sort((a, b) => a.id - b.id);
  };
  const create = async (identity) => {
    const post = async () => (await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body, request: { retries: 0 } })).data;
    try {
      return await post();
    } catch (error) {
      const status = apiFailure(error).status;
      if (status !== null && status < 500) throw error;
      logger.info(`PR #${issueNumber}: creating the comment failed (${status ?? "no answer"}); looking whether it was stored before posting again`);
      const stored = (await findOurs(identity)).find((c) => same(c.body ?? "", body));
      return stored ?? await post();
    }
  };
  try {
    let identity = options.identity !== void 0 ? options.identity : await tokenIdentity(octokit, { logger });
    if (!identity) logger.warning(`PR #${issueNumber}: GitHub did not say who the token is, so no existing comment can be proven blamegate's: posting a new one and tidying up after it`);
    let ours = await findOurs(identity);
    let created = null;
    if (ours.length === 0 && options.create === false) {
      const reason = "the gate passed and no earlier blamegate comment is there to update (comment: on-failure)";
      logger.info(`PR #${issueNumber}: ${reason}`);
      return { action: "none", reason };
    }
    if (ours.length === 0) {
      created = await create(identity);
      identity ??= typeof created.user?.login === "string" ? { login: created.user.login } : null;
      ours = await findOurs(identity);
      if (!ours.some((c) => c.id === created.id)) ours = [...ours, created].sort((a, b) => a.id - b.id);
    }
    const [keep, ...extra] = ours;
    let action;
    let result = keep;
    if (created && keep.id === created.id) action = "created";
    else if (same(keep.body ?? "", body)) action = "unchanged";
    else {
      result = (await octokit.rest.issues.updateComment({ owner, repo, comment_id: keep.id, body })).data;
      action = "updated";
    }
    let removed = 0;
    for (const c of extra) {
      try {
        await octokit.rest.issues.deleteComment({ owner, repo, comment_id: c.id });
        removed++;
      } catch (error) {
        const f = apiFailure(error);
        if (f.status !== 404) logger.warning(`PR #${issueNumber}: could not delete the duplicate blamegate comment ${c.id} (${f.status ?? "network error"}: ${f.message})`);
      }
    }
    const verb = { created: "posted", updated: "updated", unchanged: "left unchanged" }[action];
    logger.info(`PR #${issueNumber}: ${verb} the blamegate comment ${result.html_url}${removed ? ` (${removed} duplicate(s) removed)` : ""}`);
    return { action, id: result.id, url: result.html_url, removed };
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
    else if (row.startsWith("\\"))
      continue;
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
    const marked = existing.filter((c) => c.body.includes(KEY_PREFIX));
    const me = marked.length > 0 ? await tokenIdentity(octokit, { logger }) : null;
    const seen = /* @__PURE__ */ new Set();
    for (const c of marked) {
      if (!authoredBy(c, me)) {
        outcome.foreignMarkers = (outcome.foreignMarkers ?? 0) + 1;
        continue;
      }
      const at = c.body.indexOf(KEY_PREFIX);
      seen.add(c.body.slice(at, c.body.indexOf("-->", at) + 3));
    }
    if (outcome.foreignMarkers) logger.info(`PR #${pullNumber}: ${outcome.foreignMarkers} review comment(s) carry a blamegate key but were not written by blamegate; ignored`);
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
  if (context.unresolved !== null) {
    notes.push(`${context.unresolved}: no SARIF upload, comment or review comments for this run (the job summary has the report)`);
    logger.warning(notes[notes.length - 1]);
    return out;
  }
  if (input.uploadSarif && input.sarif) {
    const target = input.sarifTarget ?? { ref: context.ref, sha: context.sha };
    if (!SHA.test(target.sha) || !/^refs\/(heads|tags|pull)\//.test(target.ref)) {
      notes.push(`no commit and ref to upload SARIF for (sha "${target.sha}", ref "${target.ref}")`);
      logger.warning(notes[notes.length - 1]);
    } else {
      out.upload = await uploadSarif(
        octokit,
        {
          owner,
          repo,
          commitSha: target.sha,
          ref: target.ref,
          sarif: input.sarif,
          wait: input.waitForProcessing,
          ...input.checkoutUri ? { checkoutUri: input.checkoutUri } : {}
        },
        logger
      );
    }
  }
  const mode = input.comment === true ? "always" : input.comment === false ? "never" : input.comment;
  if (mode !== "never") {
    if (pullNumber === null) notes.push("no pull request for this run: no comment posted (the job summary has the report)");
    else {
      const body = typeof input.markdown === "string" ? input.markdown : input.markdown(out.upload);
      const create = mode === "always" || input.gateFailed === true;
      out.comment = await upsertStickyComment(octokit, { owner, repo, issueNumber: pullNumber, category: input.category, body, create }, logger);
    }
  }
  const shown = out.upload !== void 0 && out.upload.status !== "failed" && out.upload.status !== "processing-failed";
  const review = input.reviewComments === "auto" ? !shown : input.reviewComments;
  if (input.reviewComments === "auto" && shown && input.sarif && pullNumber !== null) notes.push("no review comments: code scanning shows the findings on the changed lines (review-comments: auto)");
  if (review && input.sarif && pullNumber !== null) {
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

export {
  codeScanningTarget,
  readCheckout,
  publishToGitHub,
  uploadNote
};
