import {
  codeScanningTarget,
  publishToGitHub,
  readCheckout,
  uploadNote
} from "./chunk-DGQ7Z3GV.js";
import {
  DIGEST_FILE,
  digestArtifactName
} from "./chunk-UARVRI6Z.js";
import {
  renderMarkdownReport
} from "./chunk-4RAXZDIM.js";
import {
  actionLogger,
  checkoutEnv
} from "./chunk-IDCFFOLH.js";
import "./chunk-4DRLQO6S.js";
import "./chunk-MEJZJAMB.js";
import "./chunk-IH3VJ64J.js";
import "./chunk-AILNL7PL.js";
import "./chunk-KR66X3FU.js";
import {
  alertOriginOf
} from "./chunk-BDZ6U4OG.js";
import "./chunk-7H2TAQXC.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import {
  setOutput
} from "./chunk-44FCZ2FJ.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-N2X3B6NU.js";

// src/action/publish.ts
import { pathToFileURL } from "node:url";

// src/github/links.ts
function runAttemptUrl(runUrl, attempt) {
  if (!runUrl) return void 0;
  const n = Number(attempt);
  return Number.isInteger(n) && n >= 1 ? `${runUrl.replace(/\/+$/, "")}/attempts/${n}` : runUrl;
}
function codeScanningUrl(server, ctx) {
  const where = ctx.pullNumber !== null ? `pr:${ctx.pullNumber}` : ctx.ref.startsWith("refs/heads/") ? `branch:${ctx.ref.slice("refs/heads/".length)}` : null;
  if (!where) return void 0;
  const query = encodeURIComponent(`is:open ${where} tool:blamegate`);
  return `${server.replace(/\/+$/, "")}/${ctx.owner}/${ctx.repo}/security/code-scanning?query=${query}`;
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
async function step(name, work, deadlineMs) {
  let timer;
  try {
    const deadline = new Promise((_, reject) => {
      if (deadlineMs) timer = setTimeout(() => reject(new Error(`no answer within ${Math.round(deadlineMs / 1e3)} s`)), deadlineMs);
    });
    await Promise.race([work(), deadline]);
  } catch (err) {
    actionLogger.warning(`${name} failed: ${errorMessage(err)}`);
  } finally {
    clearTimeout(timer);
  }
}
async function publish(input) {
  const { context, finished, ctx, octokit } = input;
  const failures = [];
  const steps = [];
  const readNothing = finished.result.summary.traces === 0;
  if (readNothing && input.settings["upload-sarif"])
    actionLogger.warning(`SARIF not uploaded: no traces were read, and an empty upload would close this category's open code-scanning alerts. The file is at ${finished.files.sarif}.`);
  const settings = readNothing ? { ...input.settings, "upload-sarif": false, "review-comments": false } : input.settings;
  if (ctx.unresolved !== null) {
    failures.push(`${ctx.unresolved}; nothing was published for it (no SARIF, comment, digest or alert)`);
  }
  if (!octokit) {
    actionLogger.info("no token: the comment, SARIF upload, review comments and history are skipped; the report is in the job summary and the outputs");
  } else {
    steps.push(
      step("publishing to GitHub", async () => {
        const workspace = context.workspace;
        const env = checkoutEnv(context);
        const sarifTarget = codeScanningTarget(ctx, env, await readCheckout(workspace, env.ref));
        const out = await publishToGitHub(
          octokit,
          {
            context: ctx,
            category: settings.category,
            // Rendered again once the upload's outcome is known, with the links a reviewer follows.
            markdown: (upload) => {
              const note = uploadNote(upload);
              const sarif = finished.reportInput.sarif;
              const run = runAttemptUrl(input.runUrl, context.runAttempt);
              const codeScanning = upload && upload.status !== "failed" ? codeScanningUrl(context.serverUrl, ctx) : void 0;
              return renderMarkdownReport({
                ...finished.reportInput,
                ...note && sarif ? { sarif: { ...sarif, upload: note } } : {},
                links: { ...run ? { run } : {}, ...codeScanning ? { codeScanning } : {}, ...input.postmortemUrl ? { postmortem: input.postmortemUrl } : {} }
              });
            },
            sarif: finished.sarif.log,
            comment: settings.comment,
            gateFailed: finished.gate.status === "fail",
            uploadSarif: settings["upload-sarif"],
            waitForProcessing: settings["wait-for-processing"],
            reviewComments: settings["review-comments"],
            checkoutUri: pathToFileURL(workspace).href,
            sarifTarget,
            // connect.ts looked it up before the analysis, which needs to know whether this is a PR.
            pullRequestLookedUp: true
          },
          actionLogger
        );
        for (const n of out.notes) actionLogger.info(n);
        if (out.upload?.status === "failed")
          actionLogger.warning(`SARIF not uploaded (${out.upload.reason}). The file is at ${finished.files.sarif}: hand it to github/codeql-action/upload-sarif, or grant security-events: write.`);
        else if (out.upload) actionLogger.info(`SARIF ${out.upload.status} (${finished.sarif.results} results)`);
        if (out.comment?.action === "failed") actionLogger.warning(`PR comment not posted: ${out.comment.reason}`);
        else if (out.comment?.action === "none") actionLogger.info(`PR comment not posted: ${out.comment.reason}`);
        else if (out.comment) {
          actionLogger.info(`PR comment ${out.comment.action}: ${out.comment.url}`);
          setOutput("comment-url", out.comment.url);
        }
        if (out.review?.failed) actionLogger.warning(`review comments not posted: ${out.review.failed}`);
        else if (out.review) actionLogger.info(`review comments: ${out.review.posted} posted, ${out.review.outsideDiff} outside the diff, ${out.review.alreadyPosted} already there`);
      })
    );
  }
  if (ctx.unresolved !== null || ctx.fromFork) actionLogger.info("a fork's or an unattributed run: its digest is not uploaded, so no later run can take it for history");
  else if (settings.shard) actionLogger.info(`shard ${settings.shard.index}/${settings.shard.count}: the digest is left to the merge job`);
  else if (context.artifacts)
    steps.push(
      step(
        "the digest upload",
        async () => {
          const { DefaultArtifactClient } = await import("./artifact-I44WQ5MN.js");
          await uploadDigest(new DefaultArtifactClient(), finished.files.digest, { category: settings.category });
        },
        12e4
      )
    );
  else actionLogger.info("not on a GitHub runner: the digest was written but not uploaded as an artifact");
  if (settings["webhook-url"])
    steps.push(
      step("the webhook alert", async () => {
        const { sendRunAlert } = await import("./alert-AUGGUTPU.js");
        const failed = await sendRunAlert(settings, finished, actionLogger, input.runUrl, alertOriginOf(ctx));
        if (failed && settings["fail-on-webhook-error"]) failures.push("the webhook alert could not be delivered (fail-on-webhook-error)");
      })
    );
  await Promise.all(steps);
  return { failures };
}
export {
  publish
};
