// A loopback stand-in for api.github.com that holds the client to GitHub's REST description:
// every request's method, path, path and query parameters and JSON body are checked against the
// operations fixture, and every 2xx JSON answer a test handler gives is checked against the
// documented response schema. Mismatches are answered like GitHub would (404 unknown route,
// 422 invalid input) with a message saying what was wrong, and collected in `errors` so a test
// can assert none happened even when the code under test swallows 4xx answers.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { coerceParam, loadOperations, type CompiledOperation } from "./spec.js";

export interface ApiRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  /** The REST operation it matched (e.g. "issues/create-comment"); null for blob routes. */
  operationId: string | null;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Parsed JSON body, or undefined. */
  body: unknown;
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
}

export interface ApiReply {
  status?: number;
  /** JSON body (serialised), or raw bytes/text when a Buffer or string. */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface HandlerContext {
  /** Base URL of this server (what octokit's baseUrl should be). */
  url: string;
  /** Base URL of the blob server (signed download URLs point here). */
  blobUrl: string;
  /** How many times this operation was called before, 0-based (for "500 then 200"). */
  call: number;
}

export type Handler = (req: ApiRequest, ctx: HandlerContext) => ApiReply | Promise<ApiReply>;

export interface StartOptions {
  /** Handlers by operationId. An operation without a handler answers 501 and is recorded as an error. */
  handlers?: Record<string, Handler>;
  /** Files served by the second, unauthenticated server at `${blobUrl}/<name>` (where 302s point). */
  blobs?: Record<string, Buffer | (() => Buffer)>;
  /** Check handlers' 2xx JSON answers against the response schemas (default true). */
  checkResponses?: boolean;
  /** Close by itself after this long (default 60 s), so a failed test never leaves it running. */
  lifetimeMs?: number;
}

export interface GitHubApi {
  url: string;
  blobUrl: string;
  /** Every API request received, in order (mismatched ones included). */
  requests: ApiRequest[];
  /** Requests to the blob server. */
  blobRequests: ApiRequest[];
  /** Contract violations: requests GitHub would reject, answers GitHub would not give. */
  errors: string[];
  /** Requests recorded for one operation. */
  calls(operationId: string): ApiRequest[];
  close(): Promise<void>;
}

function readBody(req: import("node:http").IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function send(res: import("node:http").ServerResponse, reply: ApiReply): void {
  const status = reply.status ?? 200;
  const headers: Record<string, string> = { ...reply.headers };
  let payload: Buffer | string | undefined;
  if (Buffer.isBuffer(reply.body) || typeof reply.body === "string") payload = reply.body;
  else if (reply.body !== undefined) {
    payload = JSON.stringify(reply.body);
    headers["content-type"] ??= "application/json; charset=utf-8";
  }
  res.writeHead(status, headers);
  res.end(payload);
}

function ajvMessage(errors: { instancePath: string; message?: string; params?: unknown }[] | null | undefined): string {
  return (errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || "(root)"} ${e.message ?? ""} ${JSON.stringify(e.params ?? {})}`)
    .join("; ");
}

/** Check one request against its operation; returns the problems found. */
function checkRequest(op: CompiledOperation, req: ApiRequest): string[] {
  const problems: string[] = [];
  for (const p of op.parameters) {
    if (p.in !== "path" && p.in !== "query") continue;
    const raw = p.in === "path" ? req.params[p.name] : req.query[p.name];
    if (raw === undefined) {
      if (p.required) problems.push(`missing required ${p.in} parameter "${p.name}"`);
      continue;
    }
    const validate = op.validateParam(`${p.in}:${p.name}`);
    if (validate && !validate(coerceParam(raw, p.schema))) {
      problems.push(`${p.in} parameter "${p.name}"=${JSON.stringify(raw)}: ${ajvMessage(validate.errors)}`);
    }
  }
  const known = new Set(op.parameters.filter((p) => p.in === "query").map((p) => p.name));
  for (const name of Object.keys(req.query)) {
    if (!known.has(name)) problems.push(`unknown query parameter "${name}"`);
  }
  if (op.requestBody) {
    if (req.rawBody.length === 0) {
      if (op.requestBody.required) problems.push("missing required JSON body");
    } else if (req.body === undefined) {
      problems.push("body is not valid JSON");
    } else {
      const validateBody = op.validateBody();
      if (validateBody && !validateBody(req.body)) {
        problems.push(`body does not match the REST description: ${ajvMessage(validateBody.errors)}`);
      }
    }
  } else if (req.rawBody.length > 0 && req.method !== "GET") {
    problems.push("this operation takes no body");
  }
  if (!/^(token|bearer) \S+/i.test(String(req.headers.authorization ?? ""))) {
    problems.push("no Authorization header (token or bearer)");
  }
  return problems;
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/** The handler key (and recorded operationId) of POST /graphql. */
export const GRAPHQL = "graphql";

export async function startGitHubApi(options: StartOptions = {}): Promise<GitHubApi> {
  const { operations } = loadOperations();
  const handlers = options.handlers ?? {};
  for (const id of Object.keys(handlers)) {
    if (id !== GRAPHQL && !operations.some((o) => o.operationId === id)) {
      throw new Error(`startGitHubApi: no operation "${id}" in the REST fixture (add it to scripts/regen-github-rest-fixture.mjs)`);
    }
  }
  const checkResponses = options.checkResponses ?? true;
  const requests: ApiRequest[] = [];
  const blobRequests: ApiRequest[] = [];
  const errors: string[] = [];
  const counts = new Map<string, number>();
  let url = "";
  let blobUrl = "";

  const api = createServer(async (req, res) => {
    try {
      const rawBody = await readBody(req);
      const u = new URL(req.url ?? "/", "http://127.0.0.1");
      let body: unknown;
      if (rawBody.length > 0) {
        try {
          body = JSON.parse(rawBody.toString("utf8"));
        } catch {
          body = undefined;
        }
      }
      const method = (req.method ?? "GET").toUpperCase();
      const record: ApiRequest = {
        method,
        path: u.pathname,
        operationId: null,
        params: {},
        query: Object.fromEntries(u.searchParams),
        body,
        rawBody,
        headers: req.headers,
      };
      requests.push(record);
      // POST /graphql is not in the REST description: a test that expects it gives a "graphql"
      // handler (the query is in the body); without one it is a contract error like any other.
      if (method === "POST" && u.pathname === "/graphql") {
        record.operationId = GRAPHQL;
        const handler = handlers[GRAPHQL];
        const query = (body as { query?: unknown } | undefined)?.query;
        if (!handler || typeof query !== "string") {
          const msg = handler ? "POST /graphql without a query" : "POST /graphql was called but the test gave no graphql handler";
          errors.push(msg);
          return send(res, { status: handler ? 400 : 501, body: { message: msg } });
        }
        const call = counts.get(GRAPHQL) ?? 0;
        counts.set(GRAPHQL, call + 1);
        return send(res, await handler(record, { url, blobUrl, call }));
      }
      let op: CompiledOperation | undefined;
      for (const candidate of operations) {
        if (candidate.method !== method) continue;
        const params = candidate.match(u.pathname);
        if (params) {
          op = candidate;
          record.params = params;
          break;
        }
      }
      if (!op) {
        const msg = `${method} ${u.pathname} is not an operation in the REST fixture`;
        errors.push(msg);
        return send(res, { status: 404, body: { message: `Not Found: ${msg}`, documentation_url: "https://docs.github.com/rest" } });
      }
      record.operationId = op.operationId;
      const problems = checkRequest(op, record);
      if (problems.length) {
        const msg = `${op.operationId} (${method} ${u.pathname}): ${problems.join("; ")}`;
        errors.push(msg);
        return send(res, { status: 422, body: { message: `Validation Failed: ${msg}`, documentation_url: "https://docs.github.com/rest" } });
      }
      const handler = handlers[op.operationId];
      if (!handler) {
        const msg = `${op.operationId} was called but the test gave no handler for it`;
        errors.push(msg);
        return send(res, { status: 501, body: { message: msg } });
      }
      const call = counts.get(op.operationId) ?? 0;
      counts.set(op.operationId, call + 1);
      const reply = await handler(record, { url, blobUrl, call });
      const status = reply.status ?? 200;
      if (!(String(status) in op.responses) && status < 500 && status !== 429) {
        errors.push(`${op.operationId}: the handler answered ${status}, which the REST description does not list`);
      }
      const validate = op.validateResponse(String(status));
      if (checkResponses && validate && reply.body !== undefined && !Buffer.isBuffer(reply.body) && !validate(reply.body)) {
        errors.push(`${op.operationId}: the handler's ${status} answer does not match the REST description: ${ajvMessage(validate.errors)}`);
      }
      send(res, reply);
    } catch (e) {
      errors.push(`server error: ${(e as Error).stack ?? String(e)}`);
      send(res, { status: 500, body: { message: String(e) } });
    }
  });

  // The blob server stands for the storage a download 302s to: another origin, so the client must
  // not carry the GitHub token there (fetch drops Authorization on cross-origin redirects).
  const blobs = createServer(async (req, res) => {
    const rawBody = await readBody(req);
    const u = new URL(req.url ?? "/", "http://127.0.0.1");
    const record: ApiRequest = {
      method: (req.method ?? "GET").toUpperCase(),
      path: u.pathname,
      operationId: null,
      params: {},
      query: Object.fromEntries(u.searchParams),
      body: undefined,
      rawBody,
      headers: req.headers,
    };
    blobRequests.push(record);
    if (req.headers.authorization) errors.push(`blob ${u.pathname}: the GitHub token was sent to the storage host`);
    const entry = options.blobs?.[decodeURIComponent(u.pathname.slice(1))];
    if (!entry) return send(res, { status: 404, body: "no such blob" });
    const bytes = typeof entry === "function" ? entry() : entry;
    send(res, { status: 200, body: bytes, headers: { "content-type": "application/zip" } });
  });

  url = await listen(api);
  blobUrl = await listen(blobs);
  api.unref();
  blobs.unref();

  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    await Promise.all(
      [api, blobs].map(
        (s) =>
          new Promise<void>((resolve) => {
            s.closeAllConnections();
            s.close(() => resolve());
          }),
      ),
    );
  };
  const timer = setTimeout(() => void close(), options.lifetimeMs ?? 60_000);
  timer.unref();

  return {
    url,
    blobUrl,
    requests,
    blobRequests,
    errors,
    calls: (id) => requests.filter((r) => r.operationId === id),
    close,
  };
}

/** Answers a list from `items`, honouring per_page/page and writing GitHub's Link header. */
export function paginate(items: unknown[], req: ApiRequest, ctx: HandlerContext, wrap?: (page: unknown[]) => unknown): ApiReply {
  const perPage = Math.min(100, Number(req.query.per_page ?? 30));
  const page = Number(req.query.page ?? 1);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const headers: Record<string, string> = {};
  if (page < last) {
    const next = new URL(ctx.url + req.path);
    for (const [k, v] of Object.entries(req.query)) next.searchParams.set(k, v);
    next.searchParams.set("page", String(page + 1));
    const lastUrl = new URL(next);
    lastUrl.searchParams.set("page", String(last));
    headers.link = `<${next}>; rel="next", <${lastUrl}>; rel="last"`;
  }
  return { status: 200, body: wrap ? wrap(slice) : slice, headers };
}
