// The part of fetch that blamegate's HTTP callers use: what they pass and what they read. Both
// blamegate's fetch (src/http/fetch.ts) and a test's stand-in are held to it.

/** The request options blamegate's callers pass to fetch. */
export interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | ArrayBuffer | null;
  redirect?: "follow" | "manual" | "error";
  signal?: AbortSignal | null;
}

/** What blamegate's callers read of a response: Node's Response and AgentResponse both have it. */
export interface FetchResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
  readonly body: { cancel(): Promise<void> } | null;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** The fetch a caller takes as a parameter: blamegate's (agentFetch) or a test's. */
export type Fetch = (url: string | URL, init?: FetchInit) => Promise<FetchResponse>;
