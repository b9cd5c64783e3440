// Delivers one signed message with bounded retries. Never throws: the result says what
// happened, and the caller decides whether a failed delivery matters (by default it does not).
//
// Retried: network errors, timeouts, 408, 429 and 5xx, with exponential backoff and equal
// jitter, honouring Retry-After. Not retried: 410 (the receiver is gone for good: stop), other
// 4xx and redirects (a signed alert is not re-sent to somewhere else). Bounded by both
// `maxAttempts` and `totalTimeoutMs`; each attempt times out after `attemptTimeoutMs`.
// Each attempt is re-signed with a fresh timestamp under the same webhook-id, as the spec asks.
import type { Logger } from "../log.js";
import { silentLogger } from "../log.js";
import { agentFetch, type Fetch } from "../http/fetch.js";
import { signWebhook } from "./sign.js";

export interface RetryPolicy {
  maxAttempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
  totalTimeoutMs: number;
  attemptTimeoutMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = {
  maxAttempts: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  totalTimeoutMs: 60_000,
  attemptTimeoutMs: 10_000,
};

export interface DeliveryDeps {
  /** blamegate's fetch (src/http/fetch.ts, through the runner's proxy) when absent. */
  fetch?: Fetch;
  /** Epoch milliseconds. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** In [0, 1), for jitter. */
  random?: () => number;
  logger?: Logger;
}

export interface DeliveryAttempt {
  attempt: number;
  status?: number;
  error?: string;
  ms: number;
}

export type DeliveryOutcome = "delivered" | "gone" | "rejected" | "gave-up" | "timed-out" | "misconfigured";

export interface DeliveryResult {
  delivered: boolean;
  outcome: DeliveryOutcome;
  attempts: DeliveryAttempt[];
  /** Last HTTP status seen, if any. */
  status?: number;
  elapsedMs: number;
  message: string;
}

export interface DeliveryRequest {
  url: string;
  id: string;
  body: string;
  /** Without a secret the message goes unsigned (the id and timestamp headers are still sent). */
  secret?: string;
  /** Also send X-Hub-Signature-256 (default true). */
  githubSignature?: boolean;
  userAgent?: string;
  retry?: Partial<RetryPolicy>;
}

const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Retry-After as seconds or an HTTP date, in milliseconds from now; null when absent or junk. */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

function retryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export async function deliverWebhook(req: DeliveryRequest, deps: DeliveryDeps = {}): Promise<DeliveryResult> {
  const policy = { ...DEFAULT_RETRY, ...req.retry };
  const doFetch = deps.fetch ?? agentFetch;
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? realSleep;
  const random = deps.random ?? Math.random;
  const log = deps.logger ?? silentLogger;
  const start = now();
  const deadline = start + policy.totalTimeoutMs;
  const attempts: DeliveryAttempt[] = [];
  let lastStatus: number | undefined;

  const finish = (outcome: DeliveryOutcome, message: string): DeliveryResult => ({
    delivered: outcome === "delivered",
    outcome,
    attempts,
    ...(lastStatus !== undefined ? { status: lastStatus } : {}),
    elapsedMs: now() - start,
    message,
  });

  // A bad URL or secret is a configuration error: say so once instead of retrying it.
  let url: URL;
  try {
    url = new URL(req.url);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`unsupported scheme ${url.protocol}`);
    if (req.secret) signWebhook({ secret: req.secret, id: req.id, timestamp: 0, body: "" });
  } catch (e) {
    return finish("misconfigured", `webhook not sent: ${(e as Error).message}`);
  }

  for (let attempt = 1; attempt <= policy.maxAttempts; attempt++) {
    const remaining = deadline - now();
    if (remaining <= 0) return finish("timed-out", `gave up after ${attempts.length} attempt(s): ${policy.totalTimeoutMs} ms budget spent`);
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": req.userAgent ?? "blamegate",
    };
    const ts = Math.floor(now() / 1000);
    if (req.secret) {
      Object.assign(headers, signWebhook({ secret: req.secret, id: req.id, timestamp: ts, body: req.body, github: req.githubSignature !== false }));
    } else {
      Object.assign(headers, { "webhook-id": req.id, "webhook-timestamp": String(ts) });
    }
    const t0 = now();
    let retryAfterMs: number | null = null;
    try {
      const res = await doFetch(url, {
        method: "POST",
        headers,
        body: req.body,
        redirect: "manual",
        signal: AbortSignal.timeout(Math.max(1, Math.min(policy.attemptTimeoutMs, remaining))),
      });
      lastStatus = res.status;
      attempts.push({ attempt, status: res.status, ms: now() - t0 });
      await res.body?.cancel().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return finish("delivered", `delivered on attempt ${attempt} (HTTP ${res.status})`);
      if (res.status === 410) return finish("gone", "receiver answered 410 Gone: not retrying");
      if (!retryable(res.status)) return finish("rejected", `receiver answered HTTP ${res.status}: not retrying`);
      retryAfterMs = parseRetryAfter(res.headers.get("retry-after"), now());
      log.debug(`webhook attempt ${attempt}: HTTP ${res.status}`);
    } catch (err) {
      const e = err as Error;
      const message = e.name === "TimeoutError" || e.name === "AbortError" ? "timed out" : ((e.cause as Error | undefined)?.message ?? e.message);
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
  return finish("gave-up", `not delivered after ${attempts.length} attempt(s): ${last?.status ? `HTTP ${last.status}` : (last?.error ?? "no answer")}`);
}
