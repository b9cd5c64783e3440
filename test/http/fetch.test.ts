// blamegate's fetch for octokit (src/http/fetch.ts) against loopback servers: what it keeps of
// fetch (headers, redirects and the token's origin, aborts, failures) and what Node's fetch does
// not do: go through the runner's proxy (https_proxy, http_proxy, no_proxy).
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { agentFetch } from "../../src/http/fetch.js";
import { deliverWebhook } from "../../src/webhook/deliver.js";
import { startProxy, type LoopbackProxy } from "../support/proxy.js";

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Route = (req: IncomingMessage, res: ServerResponse, body: string) => void;

async function serve(routes: Record<string, Route>) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      const route = routes[(req.url ?? "").split("?")[0]!];
      if (route) route(req, res, body);
      else res.writeHead(404).end("no route");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const redirect =
  (status: number, location: () => string): Route =>
  (_req, res) => {
    res.writeHead(status, { location: location() }).end();
  };

let a: Awaited<ReturnType<typeof serve>>;
let b: Awaited<ReturnType<typeof serve>>;

beforeAll(async () => {
  b = await serve({
    "/echo": (req, res, body) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ method: req.method, body })),
  });
  a = await serve({
    "/headers": (_req, res) => {
      res.setHeader("X-Many", ["one", "two"]);
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.writeHead(201).end('\uFEFF{"ok":true}');
    },
    "/gzip": (_req, res) => res.writeHead(200, { "content-encoding": "gzip", "content-type": "text/plain" }).end(gzipSync("squeezed")),
    "/echo": (req, res, body) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ method: req.method, body })),
    "/to-b": redirect(302, () => `${b.url}/echo`),
    "/to-a": redirect(302, () => "/echo"),
    "/see-other": redirect(303, () => "/echo"),
    "/temporary": redirect(307, () => "/echo"),
    "/found": redirect(302, () => "/echo"),
    "/loop": redirect(302, () => "/loop"),
    "/hang": () => {},
    "/slow-body": (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.write("partial");
    },
  });
});
afterAll(async () => {
  await a.close();
  await b.close();
});

describe("blamegate's fetch", () => {
  it("reads status, headers as fetch's Headers does, and the body with its byte-order mark dropped", async () => {
    const res = await agentFetch(`${a.url}/headers`, { headers: { "User-Agent": "blamegate-test" } });
    expect(res.status).toBe(201);
    expect(res.ok).toBe(true);
    expect(res.headers.get("X-MANY")).toBe("one, two");
    expect(res.headers.get("absent")).toBeNull();
    const names = [...res.headers].map(([name]) => name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain("content-type");
    expect(await res.json()).toEqual({ ok: true });
    expect(a.seen.at(-1)!.headers["user-agent"]).toBe("blamegate-test");
  });

  it("reads a compressed body a server sent unasked", async () => {
    const res = await agentFetch(`${a.url}/gzip`);
    expect(await res.text()).toBe("squeezed");
    expect(a.seen.at(-1)!.headers["accept-encoding"]).toBeUndefined();
  });

  it("follows a redirect to another origin without the token or cookies, and keeps them on its own origin", async () => {
    const headers = { authorization: "token ghs_secret", cookie: "c=1", accept: "application/json" };
    const away = await agentFetch(`${a.url}/to-b`, { headers });
    expect(away.url).toBe(`${b.url}/echo`);
    expect(away.redirected).toBe(true);
    const atB = b.seen.at(-1)!;
    expect(atB.headers.authorization).toBeUndefined();
    expect(atB.headers.cookie).toBeUndefined();
    expect(atB.headers.accept).toBe("application/json");

    await agentFetch(`${a.url}/to-a`, { headers });
    expect(a.seen.at(-1)!.url).toBe("/echo");
    expect(a.seen.at(-1)!.headers.authorization).toBe("token ghs_secret");
  });

  it("turns a POST into a GET without its body on 303 and 302, and keeps both on 307", async () => {
    const post = { method: "POST", body: '{"x":1}', headers: { "content-type": "application/json" } };
    for (const [route, method, body] of [
      ["/see-other", "GET", ""],
      ["/found", "GET", ""],
      ["/temporary", "POST", '{"x":1}'],
    ] as const) {
      const res = await agentFetch(`${a.url}${route}`, post);
      expect(await res.json(), route).toEqual({ method, body });
      expect(a.seen.at(-1)!.headers["content-type"], route).toBe(method === "GET" ? undefined : "application/json");
    }
  });

  it("answers the redirect itself with redirect: manual, refuses it with error, and stops a loop", async () => {
    const manual = await agentFetch(`${a.url}/to-b`, { redirect: "manual" });
    expect(manual.status).toBe(302);
    expect(manual.headers.get("location")).toBe(`${b.url}/echo`);
    await expect(agentFetch(`${a.url}/to-b`, { redirect: "error" })).rejects.toThrow(/redirects were refused/);
    const before = a.seen.length;
    await expect(agentFetch(`${a.url}/loop`)).rejects.toThrow(/more than 20 redirects/);
    expect(a.seen.length - before).toBe(21);
  });

  it("refuses a protocol other than http and https", async () => {
    await expect(agentFetch("file:///etc/passwd")).rejects.toThrow(/unsupported protocol file:/);
  });

  it("aborts before sending, while waiting for the head, and while reading the body, with an AbortError", async () => {
    const done = new AbortController();
    done.abort();
    await expect(agentFetch(`${a.url}/echo`, { signal: done.signal })).rejects.toMatchObject({ name: "AbortError" });

    const waiting = new AbortController();
    const pending = agentFetch(`${a.url}/hang`, { signal: waiting.signal });
    setTimeout(() => waiting.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });

    const reading = new AbortController();
    const res = await agentFetch(`${a.url}/slow-body`, { signal: reading.signal });
    const body = res.text();
    setTimeout(() => reading.abort(), 50);
    await expect(body).rejects.toMatchObject({ name: "AbortError" });
  });

  it("fails a refused connection as fetch does: a TypeError whose cause is the socket's error", async () => {
    const gone = await serve({});
    await gone.close();
    const error = await agentFetch(`${gone.url}/echo`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).cause).toMatchObject({ code: "ECONNREFUSED" });
  });

  it("sends a body given as bytes, with its length", async () => {
    const res = await agentFetch(`${a.url}/echo`, { method: "PUT", body: new TextEncoder().encode("bytes") });
    expect(await res.json()).toEqual({ method: "PUT", body: "bytes" });
    expect(a.seen.at(-1)!.headers["content-length"]).toBe("5");
  });
});

describe("blamegate's fetch behind the runner's proxy", () => {
  let proxy: LoopbackProxy;
  const saved = { ...process.env };
  beforeAll(async () => {
    proxy = await startProxy({ route: (host) => (host === "api.example.test" ? a.port : null) });
  });
  afterEach(() => {
    for (const name of ["http_proxy", "HTTP_PROXY", "no_proxy", "NO_PROXY", "https_proxy", "HTTPS_PROXY"]) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  afterAll(() => proxy.close());

  it("reaches a host through the proxy named by http_proxy, with the proxy's credentials", async () => {
    process.env.http_proxy = proxy.url.replace("http://", "http://runner:p%40ss@");
    const res = await agentFetch(`http://api.example.test:${a.port}/echo`, { method: "POST", body: "through" });
    expect(await res.json()).toEqual({ method: "POST", body: "through" });
    expect(proxy.tunnels.at(-1)).toEqual({ target: `api.example.test:${a.port}`, proxyAuthorization: `Basic ${Buffer.from("runner:p@ss").toString("base64")}` });
  });

  it("goes direct to a host no_proxy names, and to loopback", async () => {
    process.env.HTTP_PROXY = proxy.url;
    process.env.NO_PROXY = "example.org, api.example.test";
    const before = proxy.tunnels.length;
    // api.example.test does not resolve here: going direct, it fails before any proxy sees it.
    await expect(agentFetch(`http://api.example.test:${a.port}/echo`)).rejects.toBeInstanceOf(TypeError);
    const res = await agentFetch(`${a.url}/echo`);
    expect(res.status).toBe(200);
    expect(proxy.tunnels.length).toBe(before);
  });

  it("carries the webhook alert by default, so a fleet dashboard is reachable from behind the proxy", async () => {
    process.env.HTTP_PROXY = proxy.url;
    const before = a.seen.length;
    const result = await deliverWebhook({ url: `http://api.example.test:${a.port}/echo`, id: "msg_proxy", body: '{"type":"test"}', secret: "whsec_dGVzdHNlY3JldHRlc3RzZWNyZXQ=" });
    expect(result).toMatchObject({ delivered: true, status: 200 });
    expect(proxy.tunnels.at(-1)!.target).toBe(`api.example.test:${a.port}`);
    expect(a.seen.slice(before).map((r) => [r.method, r.body, r.headers["webhook-id"]])).toEqual([["POST", '{"type":"test"}', "msg_proxy"]]);
  });
});
