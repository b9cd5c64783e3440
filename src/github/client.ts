// The one place an Octokit is made: @octokit/rest with retry and throttling, so every GitHub call
// blamegate makes survives 5xx blips, 429s and secondary rate limits within a bounded time; and a
// deadline on every call, so a stalled connection cannot hold the job until the runner kills it.
import { Octokit } from "@octokit/rest";
import { retry } from "@octokit/plugin-retry";
import { throttling } from "@octokit/plugin-throttling";
import type { Logger } from "../log.js";
import { agentFetch } from "../http/fetch.js";

const RetryingOctokit = Octokit.plugin(retry, throttling);
export type GitHubClient = InstanceType<typeof RetryingOctokit>;
// The client of each GitHubClient for GraphQL queries that only read (graphqlRead).
const ReadingOctokit = Octokit.plugin(retry);
const readers = new WeakMap<GitHubClient, Octokit>();

export interface ClientOptions {
  token: string;
  /** GITHUB_API_URL; https://api.github.com when absent. */
  baseUrl?: string;
  logger: Logger;
  /** Retries of a 5xx or a 429 (default 3). */
  retries?: number;
  /**
   * Milliseconds per second of GitHub's waits (`retry-after`, backoff). 1000 in production; tests
   * pass a few milliseconds, so a wait GitHub states in seconds costs them that many milliseconds.
   */
  msPerSecond?: number;
  /** Longest wait (seconds, as GitHub states it) worth honouring; past it the call fails. Default 120. */
  maxRetryAfterSeconds?: number;
  /**
   * GitHub asks integrators to space writes (1 s) and notification-making writes (3 s). Tests with
   * a loopback server turn that off with "none".
   */
  pacing?: "github" | "none";
  userAgent?: string;
  /** A fetch to use instead of blamegate's own over node:https and the runner's proxy (src/http/fetch.ts). */
  fetch?: typeof fetch;
  /**
   * Longest time one call may take, retries and waits included, in milliseconds (default
   * 120,000). A call can ask for more with `request: { timeoutMs }` (a large download).
   */
  timeoutMs?: number;
}

/** Thrown when a call ran past its deadline: callers treat it as they treat a refusal. */
export class GitHubTimeoutError extends Error {
  override name = "GitHubTimeoutError";
}

export const DEFAULT_TIMEOUT_MS = 120_000;
export const DOWNLOAD_TIMEOUT_MS = 600_000;
const DOWNLOAD = /\/actions\/artifacts\/\{artifact_id\}\/\{archive_format\}$/;

interface RequestErrorLike {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined> };
}

function isRequestError(e: unknown): e is RequestErrorLike {
  return typeof e === "object" && e !== null && typeof (e as { status?: unknown }).status === "number";
}

/** `retry-after` as seconds: either a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | number | undefined, now = Date.now()): number | null {
  if (value === undefined || value === "") return null;
  const n = Number(value);
  if (Number.isFinite(n)) return Math.max(0, n);
  const at = Date.parse(String(value));
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

// A Bottleneck-group look-alike that runs jobs at once: how "pacing: none" skips the spacing.
const unpaced = {
  key: () => ({
    schedule: (...args: unknown[]) => {
      const fn = args.find((a) => typeof a === "function") as (...a: unknown[]) => unknown;
      const rest = args.slice(args.indexOf(fn) + 1);
      return Promise.resolve(fn(...rest));
    },
  }),
};

export function createOctokit(options: ClientOptions): GitHubClient {
  const { logger } = options;
  const retries = options.retries ?? 3;
  const msPerSecond = options.msPerSecond ?? 1000;
  const maxWait = options.maxRetryAfterSeconds ?? 120;
  const pacing =
    options.pacing === "none"
      ? // The throttling plugin's option type wants Bottleneck groups; it only ever calls key().schedule().
        ({ write: unpaced, notifications: unpaced, search: unpaced } as unknown as Record<string, never>)
      : {};

  const common = {
    auth: options.token || undefined,
    baseUrl: (options.baseUrl ?? "https://api.github.com").replace(/\/+$/, ""),
    userAgent: options.userAgent ?? "blamegate",
    // Octokit's type wants the global fetch; @octokit/request reads only what AgentResponse has.
    request: { fetch: options.fetch ?? (agentFetch as unknown as typeof fetch) },
    log: {
      debug: (m: string) => logger.debug(m),
      info: (m: string) => logger.debug(m),
      warn: (m: string) => logger.warning(m),
      error: (m: string) => logger.debug(m),
    },
    retry: {
      retries,
      retryAfterBaseValue: msPerSecond,
      // 429 is answered below with its own retry-after; the retry plugin would ignore the header.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451],
    },
  };
  const octokit = new RetryingOctokit({
    ...common,
    throttle: {
      ...pacing,
      retryAfterBaseValue: msPerSecond,
      fallbackSecondaryRateRetryAfter: 60,
      onRateLimit: (after: number, req: { method: string; url: string }, _o: unknown, count: number) => {
        const go = count < retries && after <= maxWait;
        logger.warning(`GitHub rate limit on ${req.method} ${req.url}: ${go ? `retrying in ${after} s` : "giving up"}`);
        return go;
      },
      onSecondaryRateLimit: (after: number, req: { method: string; url: string }, _o: unknown, count: number) => {
        const go = count < retries && after <= maxWait;
        logger.warning(`GitHub secondary rate limit on ${req.method} ${req.url}: ${go ? `retrying in ${after} s` : "giving up"}`);
        return go;
      },
    },
  });

  // A plain 429 (no "secondary rate" wording, no x-ratelimit-remaining: 0) is left alone by the
  // throttling plugin; honour its retry-after here, bounded in count and in wait.
  octokit.hook.wrap("request", async (request, requestOptions) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await request(requestOptions);
      } catch (error) {
        if (!isRequestError(error) || error.status !== 429 || attempt >= retries) throw error;
        const headers = error.response?.headers ?? {};
        if (/\bsecondary rate\b/i.test(error.message) || String(headers["x-ratelimit-remaining"]) === "0") throw error;
        const after = parseRetryAfter(headers["retry-after"]) ?? (attempt + 1) ** 2;
        if (after > maxWait) throw error;
        logger.warning(`GitHub answered 429 to ${requestOptions.method} ${requestOptions.url}: retrying in ${after} s`);
        await new Promise((r) => setTimeout(r, after * msPerSecond));
      }
    }
  });
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  withDeadline(octokit, timeoutMs);
  // GraphQL queries that only read go through a client of their own: the throttling plugin
  // spaces every GraphQL call as a write, and the identity query would wait a second behind the
  // SARIF upload on every pull request's run. GitHub asks for that spacing between requests that
  // write; a query writes nothing. The plugin's limiter is not told which request it spaces, so
  // the query cannot be let through there.
  readers.set(octokit, withDeadline(new ReadingOctokit(common), timeoutMs));
  return octokit;
}

/** A GraphQL query that only reads, sent at once rather than behind the writes' spacing. */
export function graphqlRead<T>(octokit: GitHubClient, query: string): Promise<T> {
  return (readers.get(octokit) ?? octokit).graphql<T>(query);
}

/**
 * The deadline wraps every hook added before it (the hook added last is the outermost): retries
 * and rate-limit waits count against it. The abort is an AbortError, which the retry plugin does
 * not retry; the race returns on time even if something below ignores the signal.
 */
function withDeadline<T extends Octokit>(octokit: T, timeoutMs: number): T {
  octokit.hook.wrap("request", async (request, requestOptions) => {
    const own = requestOptions.request as { timeoutMs?: unknown; signal?: AbortSignal } | undefined;
    // An artifact archive may be up to the download cap (1 GiB): give it ten minutes by default.
    const fallback = DOWNLOAD.test(String(requestOptions.url)) ? Math.max(timeoutMs, DOWNLOAD_TIMEOUT_MS) : timeoutMs;
    const ms = typeof own?.timeoutMs === "number" && own.timeoutMs > 0 ? own.timeoutMs : fallback;
    const controller = new AbortController();
    const signal = own?.signal ? AbortSignal.any([own.signal, controller.signal]) : controller.signal;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const seconds = ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
        reject(new GitHubTimeoutError(`GitHub did not answer ${requestOptions.method} ${requestOptions.url} within ${seconds}`));
        controller.abort();
      }, ms);
    });
    try {
      return await Promise.race([request({ ...requestOptions, request: { ...requestOptions.request, signal } }), deadline]);
    } finally {
      clearTimeout(timer);
    }
  });
  return octokit;
}
