import {
  HttpClient,
  getProxyUrl,
  require_node_http,
  require_node_https
} from "./chunk-7RZPD7D5.js";
import {
  __toESM
} from "./chunk-N2X3B6NU.js";

// src/http/agent-fetch.ts
var http = __toESM(require_node_http(), 1);
var https = __toESM(require_node_https(), 1);
var MAX_REDIRECTS = 20;
var REDIRECTS = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
var ORIGIN_BOUND = ["authorization", "proxy-authorization", "cookie"];
var clients = /* @__PURE__ */ new Map();
function agentFor(url) {
  const key = `${url.protocol} ${getProxyUrl(url.href)}`;
  let client = clients.get(key);
  if (!client) {
    client = new HttpClient("blamegate", [], { keepAlive: true });
    clients.set(key, client);
  }
  return client.getAgent(url.href);
}
var ResponseHeaders = class {
  #map = /* @__PURE__ */ new Map();
  constructor(headers) {
    for (const name of Object.keys(headers).sort()) {
      const value = headers[name];
      if (value !== void 0) this.#map.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
  }
  get(name) {
    return this.#map.get(name.toLowerCase()) ?? null;
  }
  has(name) {
    return this.#map.has(name.toLowerCase());
  }
  forEach(fn) {
    for (const [name, value] of this.#map) fn(value, name);
  }
  entries() {
    return this.#map.entries();
  }
  [Symbol.iterator]() {
    return this.#map.entries();
  }
};
var AgentResponse = class {
  constructor(message, url, redirected, signal) {
    this.message = message;
    this.url = url;
    this.redirected = redirected;
    this.signal = signal;
    this.status = message.statusCode ?? 0;
    this.statusText = message.statusMessage ?? "";
    this.headers = new ResponseHeaders(message.headers);
  }
  message;
  url;
  redirected;
  signal;
  status;
  statusText;
  headers;
  #bytes;
  /** Only cancel(): a caller that does not want the body lets the connection go. */
  get body() {
    return {
      cancel: async () => {
        this.message.destroy();
      }
    };
  }
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  async arrayBuffer() {
    const bytes = await this.#read();
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }
  async text() {
    return new TextDecoder().decode(await this.#read());
  }
  async json() {
    return JSON.parse(await this.text());
  }
  #read() {
    this.#bytes ??= readBody(this.message, this.signal);
    return this.#bytes;
  }
};
function abortReason(signal) {
  return signal.reason ?? new DOMException("This operation was aborted", "AbortError");
}
async function readBody(message, signal) {
  const onAbort = () => message.destroy(signal ? abortReason(signal) : void 0);
  signal?.addEventListener("abort", onAbort, { once: true });
  try {
    if (signal?.aborted) throw abortReason(signal);
    const chunks = [];
    for await (const chunk of message) chunks.push(chunk);
    return await decode(Buffer.concat(chunks), message.headers["content-encoding"]);
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    throw new TypeError("reading the response failed", { cause: error });
  } finally {
    signal?.removeEventListener("abort", onAbort);
  }
}
async function decode(bytes, encoding) {
  const coding = encoding?.trim().toLowerCase();
  if (!coding || coding === "identity") return bytes;
  const zlib = await import("node:zlib");
  if (coding === "gzip" || coding === "x-gzip") return zlib.gunzipSync(bytes);
  if (coding === "deflate") return zlib.inflateSync(bytes);
  if (coding === "br") return zlib.brotliDecompressSync(bytes);
  throw new Error(`unsupported content-encoding "${coding}"`);
}
function bodyBytes(body) {
  if (body === void 0 || body === null) return null;
  if (typeof body === "string") return Buffer.from(body, "utf8");
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError("blamegate's fetch sends a string or bytes as a body, not a stream");
}
function send(url, method, headers, body, signal) {
  return new Promise((resolve, reject) => {
    const options = { method, headers: body ? { ...headers, "content-length": String(body.length) } : headers, agent: agentFor(url) };
    if (signal) options.signal = signal;
    const request = (url.protocol === "https:" ? https : http).request(url, options, (message) => {
      message.on("error", () => {
      });
      resolve(message);
    });
    request.on("error", (error) => reject(signal?.aborted ? abortReason(signal) : new TypeError("fetch failed", { cause: error })));
    request.end(body ?? void 0);
  });
}
async function fetchOverAgents(input, init = {}) {
  const signal = init.signal ?? null;
  if (signal?.aborted) throw abortReason(signal);
  let url = new URL(String(input));
  let method = (init.method ?? "GET").toUpperCase();
  let body = bodyBytes(init.body);
  const headers = {};
  for (const [name, value] of Object.entries(init.headers ?? {})) headers[name.toLowerCase()] = value;
  for (let hops = 0; ; hops++) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new TypeError(`fetch failed: unsupported protocol ${url.protocol}`);
    const message = await send(url, method, headers, body, signal);
    const status = message.statusCode ?? 0;
    const location = message.headers.location;
    if (!REDIRECTS.has(status) || location === void 0 || init.redirect === "manual") return new AgentResponse(message, url.href, hops > 0, signal);
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
export {
  AgentResponse,
  ResponseHeaders,
  fetchOverAgents
};
