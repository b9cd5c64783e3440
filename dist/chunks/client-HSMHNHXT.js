import {
  Octokit,
  legacyRestEndpointMethods,
  paginateRest,
  requestLog,
  require_light,
  retry
} from "./chunk-EGGTL7TP.js";
import {
  __toESM
} from "./chunk-N2X3B6NU.js";

// ../main/node_modules/@octokit/rest/dist-src/version.js
var VERSION = "22.0.1";

// ../main/node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION}`
  }
);

// ../main/node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);
var VERSION2 = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest(state, request, options) {
  return state.retryLimiter.schedule(doRequest, state, request, options);
}
async function doRequest(state, request, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error) => error.type === "RATE_LIMITED")) {
      const error = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck, common) {
  groups.global = new Bottleneck.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck = import_light.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck();
    const events = {};
    const emitter = new Bottleneck.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error, info) {
      const [state2, request, options] = info.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error.status !== 401;
      if (!(shouldRetryGraphQL || error.status === 403 || error.status === 429)) {
        return;
      }
      const retryCount = ~~request.retryCount;
      request.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error.message)) {
          const retryAfter2 = Number(error.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error.response.headers != null && error.response.headers["x-ratelimit-remaining"] === "0" || (error.response.data?.errors ?? []).some(
          (error2) => error2.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request, options) => {
    initializeBottleneck();
    return wrapRequest(state, request, options);
  });
  return {};
}
throttling.VERSION = VERSION2;
throttling.triggersNotification = triggersNotification;

// src/github/client.ts
var RetryingOctokit = Octokit2.plugin(retry, throttling);
var GitHubTimeoutError = class extends Error {
  name = "GitHubTimeoutError";
};
var DEFAULT_TIMEOUT_MS = 12e4;
var DOWNLOAD_TIMEOUT_MS = 6e5;
var DOWNLOAD = /\/actions\/artifacts\/\{artifact_id\}\/\{archive_format\}$/;
function isRequestError(e) {
  return typeof e === "object" && e !== null && typeof e.status === "number";
}
function parseRetryAfter(value, now = Date.now()) {
  if (value === void 0 || value === "") return null;
  const n = Number(value);
  if (Number.isFinite(n)) return Math.max(0, n);
  const at = Date.parse(String(value));
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1e3));
}
var unpaced = {
  key: () => ({
    schedule: (...args) => {
      const fn = args.find((a) => typeof a === "function");
      const rest = args.slice(args.indexOf(fn) + 1);
      return Promise.resolve(fn(...rest));
    }
  })
};
function createOctokit(options) {
  const { logger } = options;
  const retries = options.retries ?? 3;
  const msPerSecond = options.msPerSecond ?? 1e3;
  const maxWait = options.maxRetryAfterSeconds ?? 120;
  const pacing = options.pacing === "none" ? (
    // The throttling plugin's option type wants Bottleneck groups; it only ever calls key().schedule().
    { write: unpaced, notifications: unpaced, search: unpaced }
  ) : {};
  const octokit = new RetryingOctokit({
    auth: options.token || void 0,
    baseUrl: (options.baseUrl ?? "https://api.github.com").replace(/\/+$/, ""),
    userAgent: options.userAgent ?? "blamegate",
    request: options.fetch ? { fetch: options.fetch } : {},
    log: {
      debug: (m) => logger.debug(m),
      info: (m) => logger.debug(m),
      warn: (m) => logger.warning(m),
      error: (m) => logger.debug(m)
    },
    retry: {
      retries,
      retryAfterBaseValue: msPerSecond,
      // 429 is answered below with its own retry-after; the retry plugin would ignore the header.
      doNotRetry: [400, 401, 403, 404, 410, 422, 429, 451]
    },
    throttle: {
      ...pacing,
      retryAfterBaseValue: msPerSecond,
      fallbackSecondaryRateRetryAfter: 60,
      onRateLimit: (after, req, _o, count) => {
        const go = count < retries && after <= maxWait;
        logger.warning(`GitHub rate limit on ${req.method} ${req.url}: ${go ? `retrying in ${after} s` : "giving up"}`);
        return go;
      },
      onSecondaryRateLimit: (after, req, _o, count) => {
        const go = count < retries && after <= maxWait;
        logger.warning(`GitHub secondary rate limit on ${req.method} ${req.url}: ${go ? `retrying in ${after} s` : "giving up"}`);
        return go;
      }
    }
  });
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
  octokit.hook.wrap("request", async (request, requestOptions) => {
    const own = requestOptions.request;
    const fallback = DOWNLOAD.test(String(requestOptions.url)) ? Math.max(timeoutMs, DOWNLOAD_TIMEOUT_MS) : timeoutMs;
    const ms = typeof own?.timeoutMs === "number" && own.timeoutMs > 0 ? own.timeoutMs : fallback;
    const controller = new AbortController();
    const signal = own?.signal ? AbortSignal.any([own.signal, controller.signal]) : controller.signal;
    let timer;
    const deadline = new Promise((_, reject) => {
      timer = setTimeout(() => {
        const seconds = ms >= 1e3 ? `${Math.round(ms / 1e3)} s` : `${ms} ms`;
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
export {
  DEFAULT_TIMEOUT_MS,
  DOWNLOAD_TIMEOUT_MS,
  GitHubTimeoutError,
  createOctokit,
  parseRetryAfter
};
