import {
  silentLogger
} from "./chunk-2DYGH25X.js";
import {
  agentFetch
} from "./chunk-W5OPXWP6.js";
import {
  compareCodePoints
} from "./chunk-IQDB7SWC.js";
import {
  signingKey
} from "./chunk-2LHVHNWU.js";
import {
  originAllowed,
  originOfRef
} from "./chunk-7H2TAQXC.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-N2X3B6NU.js";

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

// src/webhook/sign.ts
import { createHmac } from "node:crypto";
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
export {
  sendRunAlert
};
