// agentFetch's implementation (what it keeps of fetch, and why: src/http/fetch.ts), imported on
// its first call.
import * as http from "node:http";
import * as https from "node:https";
import { getProxyUrl, HttpClient } from "@actions/http-client";
import type { FetchInit, FetchResponse } from "./fetch-model.js";

const MAX_REDIRECTS = 20;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
// Not sent to another origin after a redirect (as Node's fetch does).
const ORIGIN_BOUND = ["authorization", "proxy-authorization", "cookie"];

// One client per protocol and proxy: a client keeps the first agent it makes, an https agent
// cannot carry an http request, and the proxy (or none, for a host in no_proxy) is read from the
// environment for each URL. keepAlive reuses connections across a run's calls, as fetch does;
// Node unreferences idle sockets, so they do not hold the process open.
const clients = new Map<string, HttpClient>();

function agentFor(url: URL): http.Agent {
  const key = `${url.protocol} ${getProxyUrl(url.href)}`;
  let client = clients.get(key);
  if (!client) {
    client = new HttpClient("blamegate", [], { keepAlive: true });
    clients.set(key, client);
  }
  return client.getAgent(url.href);
}

/** Response headers as fetch's Headers reads them: lower-case names, in order, repeats joined. */
export class ResponseHeaders implements Iterable<[string, string]> {
  readonly #map = new Map<string, string>();

  constructor(headers: http.IncomingHttpHeaders) {
    for (const name of Object.keys(headers).sort()) {
      const value = headers[name];
      if (value !== undefined) this.#map.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
  }

  get(name: string): string | null {
    return this.#map.get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.#map.has(name.toLowerCase());
  }

  forEach(fn: (value: string, name: string) => void): void {
    for (const [name, value] of this.#map) fn(value, name);
  }

  entries(): IterableIterator<[string, string]> {
    return this.#map.entries();
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.#map.entries();
  }
}

/** What fetch resolves to, as far as @octokit/request and blamegate's callers read it. */
export class AgentResponse implements FetchResponse {
  readonly status: number;
  readonly statusText: string;
  readonly headers: ResponseHeaders;
  #bytes: Promise<Buffer> | undefined;

  constructor(
    private readonly message: http.IncomingMessage,
    readonly url: string,
    readonly redirected: boolean,
    private readonly signal: AbortSignal | null,
  ) {
    this.status = message.statusCode ?? 0;
    this.statusText = message.statusMessage ?? "";
    this.headers = new ResponseHeaders(message.headers);
  }

  /** Only cancel(): a caller that does not want the body lets the connection go. */
  get body(): { cancel(): Promise<void> } {
    return {
      cancel: async () => {
        this.message.destroy();
      },
    };
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    const bytes = await this.#read();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  async text(): Promise<string> {
    // TextDecoder drops a leading byte-order mark, as fetch's text() does.
    return new TextDecoder().decode(await this.#read());
  }

  async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }

  #read(): Promise<Buffer> {
    this.#bytes ??= readBody(this.message, this.signal);
    return this.#bytes;
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}

async function readBody(message: http.IncomingMessage, signal: AbortSignal | null): Promise<Buffer> {
  const onAbort = () => message.destroy(signal ? (abortReason(signal) as Error) : undefined);
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    if (signal?.aborted) throw abortReason(signal);
    const chunks: Buffer[] = [];
    for await (const chunk of message) chunks.push(chunk as Buffer);
    return await decode(Buffer.concat(chunks), message.headers["content-encoding"]);
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    throw new TypeError("reading the response failed", { cause: error });
  } finally {
    signal?.removeEventListener("abort", onAbort);
  }
}

// No accept-encoding is sent, so servers answer uncompressed; one that compresses anyway is read.
async function decode(bytes: Buffer, encoding: string | undefined): Promise<Buffer> {
  const coding = encoding?.trim().toLowerCase();
  if (!coding || coding === "identity") return bytes;
  const zlib = await import("node:zlib");
  if (coding === "gzip" || coding === "x-gzip") return zlib.gunzipSync(bytes);
  if (coding === "deflate") return zlib.inflateSync(bytes);
  if (coding === "br") return zlib.brotliDecompressSync(bytes);
  throw new Error(`unsupported content-encoding "${coding}"`);
}

function bodyBytes(body: FetchInit["body"]): Buffer | null {
  if (body === undefined || body === null) return null;
  if (typeof body === "string") return Buffer.from(body, "utf8");
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError("blamegate's fetch sends a string or bytes as a body, not a stream");
}

function send(url: URL, method: string, headers: Record<string, string>, body: Buffer | null, signal: AbortSignal | null): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const options: http.RequestOptions = { method, headers: body ? { ...headers, "content-length": String(body.length) } : headers, agent: agentFor(url) };
    if (signal) options.signal = signal;
    const request = (url.protocol === "https:" ? https : http).request(url, options, (message) => {
      // A connection lost after the head would otherwise be an unhandled error on a body nobody
      // reads (a 204, a redirect); a read of the body still sees it.
      message.on("error", () => {});
      resolve(message);
    });
    request.on("error", (error) => reject(signal?.aborted ? abortReason(signal) : new TypeError("fetch failed", { cause: error })));
    request.end(body ?? undefined);
  });
}

/** agentFetch's implementation (src/http/fetch.ts): one request and its redirects. */
export async function fetchOverAgents(input: string | URL, init: FetchInit = {}): Promise<AgentResponse> {
  const signal = init.signal ?? null;
  if (signal?.aborted) throw abortReason(signal);
  let url = new URL(String(input));
  let method = (init.method ?? "GET").toUpperCase();
  let body = bodyBytes(init.body);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;

  for (let hops = 0; ; hops++) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new TypeError(`fetch failed: unsupported protocol ${url.protocol}`);
    const message = await send(url, method, headers, body, signal);
    const status = message.statusCode ?? 0;
    const location = message.headers.location;
    if (!REDIRECTS.has(status) || location === undefined || init.redirect === "manual") return new AgentResponse(message, url.href, hops > 0, signal);
    message.resume();
    if (init.redirect === "error") throw new TypeError(`fetch failed: ${url.href} redirected, and redirects were refused`);
    if (hops === MAX_REDIRECTS) throw new TypeError(`fetch failed: more than ${MAX_REDIRECTS} redirects from ${String(input)}`);
    const next = new URL(location, url);
    if (url.protocol === "https:" && next.protocol === "http:") throw new TypeError(`fetch failed: refused a redirect from https to ${next.origin}`);
    if (status === 303 ? method !== "GET" && method !== "HEAD" : (status === 301 || status === 302) && method === "POST") {
      method = "GET";
      body = null;
      for (const name of Object.keys(headers)) if (name.startsWith("content-")) delete headers[name];
    }
    if (next.origin !== url.origin) for (const name of ORIGIN_BOUND) delete headers[name];
    url = next;
  }
}
