// blamegate's fetch: the part of fetch that its HTTP callers use (octokit's requests, the webhook
// alert, the judge), over node:http and node:https with the agents of @actions/http-client.
// Two reasons not to use Node's own fetch:
// - it does not honour the runner's proxy settings (`https_proxy`, `http_proxy`, `no_proxy`),
//   which a self-hosted runner behind a proxy sets for its jobs; @actions/http-client's agents
//   do, as every action on the toolkit does;
// - its implementation (undici) loads and compiles on first use, in every run that calls the
//   GitHub API (docs/performance.md, "Our own fetch").
// What it keeps of fetch: redirects are followed (up to 20) and credentials are not sent to
// another origin (GitHub's artifact download answers with a redirect to storage); a 303, or a
// 301/302 to a POST, goes on as a GET without a body; the signal aborts the request and the
// body's read with the signal's reason (an AbortError, or a TimeoutError from
// AbortSignal.timeout); a failed connection is a TypeError whose cause is the socket's error.
// What it adds: a redirect from https to http is refused.
//
// The implementation (src/http/agent-fetch.ts) loads on the first call: node:http, node:https,
// @actions/http-client and tunnel are a large part of a one-trace run's start, and a run that
// calls no HTTP API (the CLI's, the action's with its network steps off) should not pay for them
// (docs/performance.md, "What a start loaded for it").
import type { AgentResponse } from "./agent-fetch.js";
import type { FetchInit } from "./fetch-model.js";

export type { Fetch, FetchInit, FetchResponse } from "./fetch-model.js";

/** fetch(url, init) for @octokit/request, over node:http(s) and the runner's proxy settings. */
export async function agentFetch(input: string | URL, init?: FetchInit): Promise<AgentResponse> {
  return (await import("./agent-fetch.js")).fetchOverAgents(input, init);
}
