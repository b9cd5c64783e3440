// Stands in for undici in the bundle, where @actions/http-client imports it for ProxyAgent: the
// dispatcher it builds for fetch callers behind a proxy (getAgentDispatcher). blamegate's uses of
// the HTTP client (the artifact service's requests, and src/http/fetch.ts's agents for the GitHub
// API, the webhook and the judge) go through Node's own http agents, which take the proxy from
// the client's tunnel agent; nothing asks for a dispatcher. undici is a large CommonJS package
// whose whole top level runs when it is imported.
export class ProxyAgent {
  constructor() {
    throw new Error("blamegate's bundle does not include undici (@actions/http-client's getAgentDispatcher)");
  }
}
