import {
  codeScanningTarget,
  publishToGitHub,
  readCheckout,
  uploadNote
} from "./chunk-ULRAT7BX.js";
import {
  DIGEST_FILE,
  digestArtifactName
} from "./chunk-UARVRI6Z.js";
import {
  agentFetch
} from "./chunk-GWCO3HKV.js";
import "./chunk-7RZPD7D5.js";
import {
  renderMarkdownReport
} from "./chunk-QMXIQMPC.js";
import {
  actionLogger,
  checkoutEnv
} from "./chunk-CBSM6KHZ.js";
import "./chunk-4DRLQO6S.js";
import {
  compareCodePoints
} from "./chunk-IQDB7SWC.js";
import "./chunk-IH3VJ64J.js";
import "./chunk-AILNL7PL.js";
import {
  alertOriginOf,
  originAllowed,
  originOfRef
} from "./chunk-RBCMU7U2.js";
import "./chunk-D5KDDQDT.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-MEJZJAMB.js";
import "./chunk-KR66X3FU.js";
import "./chunk-5S3KQJG7.js";
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

// src/webhook/send-alert.ts
import { randomUUID } from "node:crypto";

// src/webhook/build-alert.ts
function buildAlert(input) {
  const d = input.digest;
  const topModes = Object.entries(d.modes).filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1] || compareCodePoints(a[0], b[0])).slice(0, 5).map(([mode, count]) => ({ mode, count }));
  const t = input.trend;
  const c = input.comparison;
  return {
    type: input.type,
    timestamp: (input.time ?? new Date(d.time)).toISOString(),
    data: {
      version: 1,
      repository: d.repository,
      category: d.category,
      workflow: d.workflow,
      ref: d.ref,
      commit: d.commit,
      ...d.runId !== void 0 ? { runId: d.runId } : {},
      ...input.runUrl ? { runUrl: input.runUrl } : {},
      reason: input.reason,
      state: input.current,
      previous: input.previous,
      gateReasons: d.gate?.reasons ?? [],
      summary: { traces: d.counts.traces, passed: d.counts.passed, failed: d.counts.failed, failureRate: d.failureRate },
      trend: t ? { verdict: t.verdict, points: t.points, slope: t.slope, change: t.change, p: t.mannKendall?.p ?? null, sparkline: t.sparkline } : null,
      topModes,
      ...c ? { comparison: { baseCommit: c.base.commit, delta: c.delta, p: c.p, significant: c.significant, newModes: c.newModes, goneModes: c.goneModes } } : {}
    }
  };
}

// src/log.ts
var silentLogger = {
  debug() {
  },
  info() {
  },
  warning() {
  },
  error() {
  }
};

// src/webhook/sign.ts
import { createHmac } from "node:crypto";

// src/webhook/secret.ts
var PREFIX = "whsec_";
function isStandardSecret(secret) {
  return secret.startsWith(PREFIX);
}
function signingKey(secret) {
  if (secret.length === 0) throw new Error("webhook secret is empty");
  if (isStandardSecret(secret)) {
    const b64 = secret.slice(PREFIX.length);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new Error("webhook secret starts with whsec_ but is not base64");
    const key = Buffer.from(b64, "base64");
    if (key.length === 0) throw new Error("webhook secret is empty");
    return key;
  }
  return Buffer.from(secret, "utf8");
}

// src/webhook/sign.ts
function standardSignature(secret, id, timestamp, body) {
  const mac = createHmac("sha256", signingKey(secret));
  mac.update(`${id}.${timestamp}.`);
  mac.update(body);
  return `v1,${mac.digest("base64")}`;
}
function githubSignature(secret, body) {
  return `sha256=${createHmac("sha256", Buffer.from(secret, "utf8")).update(body).digest("hex")}`;
}
function signWebhook(input) {
  const ts = Math.floor(input.timestamp);
  const headers = {
    "webhook-id": input.id,
    "webhook-timestamp": String(ts),
    "webhook-signature": standardSignature(input.secret, input.id, ts, input.body)
  };
  if (input.github !== false) headers["x-hub-signature-256"] = githubSignature(input.secret, input.body);
  return headers;
}

// src/webhook/deliver.ts
var DEFAULT_RETRY = {
  maxAttempts: 5,
  baseDelayMs: 1e3,
  maxDelayMs: 3e4,
  totalTimeoutMs: 6e4,
  attemptTimeoutMs: 1e4
};
var realSleep = (ms) => new Promise((r) => setTimeout(r, ms));
function parseRetryAfter(value, nowMs) {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1e3;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}
function retryable(status) {
  return status === 408 || status === 429 || status >= 500;
}
async function deliverWebhook(req, deps = {}) {
  const policy = { ...DEFAULT_RETRY, ...req.retry };
  const doFetch = deps.fetch ?? agentFetch;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? realSleep;
  const random = deps.random ?? Math.random;
  const log = deps.logger ?? silentLogger;
  const start = now();
  const deadline = start + policy.totalTimeoutMs;
  const attempts = [];
  let lastStatus;
  const finish = (outcome, message) => ({
    delivered: outcome === "delivered",
    outcome,
    attempts,
    ...lastStatus !== void 0 ? { status: lastStatus } : {},
    elapsedMs: now() - start,
    message
  });
  let url;
  try {
    url = new URL(req.url);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`unsupported scheme ${url.protocol}`);
    if (req.secret) signWebhook({ secret: req.secret, id: req.id, timestamp: 0, body: "" });
  } catch (e) {
    return finish("misconfigured", `webhook not sent: ${e.message}`);
  }
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    const remaining = deadline - now();
    if (remaining <= 0) return finish("timed-out", `gave up after ${attempts.length} attempt(s): ${policy.totalTimeoutMs} ms budget spent`);
    const headers = {
      "content-type": "application/json",
      "user-agent": req.userAgent ?? "blamegate"
    };
    const ts = Math.floor(now() / 1e3);
    if (req.secret) {
      Object.assign(headers, signWebhook({ secret: req.secret, id: req.id, timestamp: ts, body: req.body, github: req.githubSignature !== false }));
    } else {
      Object.assign(headers, { "webhook-id": req.id, "webhook-timestamp": String(ts) });
    }
    const t0 = now();
    let retryAfterMs = null;
    try {
      const res = await doFetch(url, {
        method: "POST",
        headers,
        body: req.body,
        redirect: "manual",
        signal: AbortSignal.timeout(Math.max(1, Math.min(policy.attemptTimeoutMs, remaining)))
      });
      lastStatus = res.status;
      attempts.push({ attempt, status: res.status, ms: now() - t0 });
      await res.body?.cancel().catch(() => void 0);
      if (res.status >= 200 && res.status < 300) return finish("delivered", `delivered on attempt ${attempt} (HTTP ${res.status})`);
      if (res.status === 410) return finish("gone", "receiver answered 410 Gone: not retrying");
      if (!retryable(res.status)) return finish("rejected", `receiver answered HTTP ${res.status}: not retrying`);
      retryAfterMs = parseRetryAfter(res.headers.get("retry-after"), now());
      log.debug(`webhook attempt ${attempt}: HTTP ${res.status}`);
    } catch (err) {
      const e = err;
      const message = e.name === "TimeoutError" || e.name === "AbortError" ? "timed out" : e.cause?.message ?? e.message;
      attempts.push({ attempt, error: message, ms: now() - t0 });
      log.debug(`webhook attempt ${attempt}: ${message}`);
    }
    if (attempt === policy.maxAttempts) break;
    const exp = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
    const delay = retryAfterMs ?? exp / 2 + random() * (exp / 2);
    if (now() + delay >= deadline) {
      return finish("timed-out", `gave up after ${attempts.length} attempt(s): next try (in ${Math.round(delay)} ms) would pass the ${policy.totalTimeoutMs} ms budget`);
    }
    await sleep(delay);
  }
  const last = attempts[attempts.length - 1];
  return finish("gave-up", `not delivered after ${attempts.length} attempt(s): ${last?.status ? `HTTP ${last.status}` : last?.error ?? "no answer"}`);
}

// src/webhook/quiet.ts
function stateOf(digest) {
  if (!digest) return null;
  return { gate: digest.gate?.status ?? "unknown", trend: digest.trend?.verdict ?? "unknown" };
}
function problems(s) {
  const p = /* @__PURE__ */ new Set();
  if (s?.gate === "fail") p.add("gate failing");
  if (s?.trend === "worsening") p.add("trend worsening");
  return p;
}
function decideAlert(previous, current, alertOn = "change") {
  const before = problems(previous);
  const now = problems(current);
  const added = [...now].filter((p) => !before.has(p));
  const gone = [...before].filter((p) => !now.has(p));
  const describe = (s) => s ? `gate ${s.gate}, trend ${s.trend}` : "no earlier state";
  const change = `${describe(previous)} \u2192 ${describe(current)}`;
  if (now.size > 0 && added.length > 0) {
    return { send: true, type: before.size === 0 ? "blamegate.alert.triggered" : "blamegate.alert.changed", reason: `${added.join(" and ")} (${change})` };
  }
  if (now.size === 0 && before.size > 0) {
    return { send: true, type: "blamegate.alert.recovered", reason: `recovered: no longer ${gone.join(" or ")} (${change})` };
  }
  if (now.size > 0 && gone.length > 0) {
    return { send: true, type: "blamegate.alert.changed", reason: `no longer ${gone.join(" or ")}, still ${[...now].join(" and ")} (${change})` };
  }
  if (alertOn === "always") return { send: true, type: "blamegate.alert.status", reason: `no change (${describe(current)})` };
  return { send: false, type: null, reason: `no change (${describe(current)})` };
}

// src/webhook/send-alert.ts
async function runAlert(run, deps = {}) {
  const previous = stateOf(run.previous);
  const current = stateOf(run.digest);
  const decision = decideAlert(previous, current, run.alertOn ?? "change");
  if (!decision.send || !decision.type) return { decision, alert: null, delivery: null };
  const alert = buildAlert({
    type: decision.type,
    reason: decision.reason,
    digest: run.digest,
    previous,
    current,
    trend: run.trend,
    comparison: run.comparison ?? null,
    ...run.runUrl ? { runUrl: run.runUrl } : {},
    time: new Date((deps.now ?? Date.now)())
  });
  const delivery = await deliverWebhook(
    {
      url: run.url,
      id: run.id ?? `msg_${randomUUID()}`,
      body: JSON.stringify(alert),
      ...run.secret ? { secret: run.secret } : {},
      ...run.retry ? { retry: run.retry } : {},
      ...run.userAgent ? { userAgent: run.userAgent } : {}
    },
    deps
  );
  if (!delivery.delivered) deps.logger?.warning(`webhook alert not delivered: ${delivery.message}`);
  else deps.logger?.info(`webhook alert ${alert.type} ${delivery.message}`);
  return { decision, alert, delivery };
}

// src/run/alert.ts
async function sendRunAlert(settings, finished, logger, runUrl, origin) {
  if (!settings["webhook-url"]) return false;
  const policy = settings["alert-on"];
  const from = originAllowed(policy, origin ?? originOfRef(finished.digest.ref));
  if (!from.allowed) {
    logger.info(`no alert sent: ${from.reason}`);
    return false;
  }
  const outcome = await runAlert(
    {
      url: settings["webhook-url"],
      ...settings["webhook-secret"] ? { secret: settings["webhook-secret"] } : {},
      alertOn: policy.when,
      digest: finished.digest,
      previous: finished.trend.previous,
      trend: finished.trend.trend.overall,
      comparison: finished.trend.comparison,
      ...runUrl ? { runUrl } : {}
    },
    { logger }
  );
  if (!outcome.decision.send) {
    logger.info(`no alert sent: ${outcome.decision.reason}`);
    return false;
  }
  if (outcome.delivery?.delivered) {
    logger.info(`alert delivered: ${outcome.alert?.type}`);
    return false;
  }
  return true;
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
    await step("publishing to GitHub", async () => {
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
    });
  }
  if (ctx.unresolved !== null || ctx.fromFork) actionLogger.info("a fork's or an unattributed run: its digest is not uploaded, so no later run can take it for history");
  else if (settings.shard) actionLogger.info(`shard ${settings.shard.index}/${settings.shard.count}: the digest is left to the merge job`);
  else if (context.artifacts)
    await step(
      "the digest upload",
      async () => {
        const { DefaultArtifactClient } = await import("./artifact-I44WQ5MN.js");
        await uploadDigest(new DefaultArtifactClient(), finished.files.digest, { category: settings.category });
      },
      12e4
    );
  else actionLogger.info("not on a GitHub runner: the digest was written but not uploaded as an artifact");
  await step("the webhook alert", async () => {
    const failed = await sendRunAlert(settings, finished, actionLogger, input.runUrl, alertOriginOf(ctx));
    if (failed && settings["fail-on-webhook-error"]) failures.push("the webhook alert could not be delivered (fail-on-webhook-error)");
  });
  return { failures };
}
export {
  publish
};
