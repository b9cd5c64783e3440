// A verify-only receiver on 127.0.0.1 for trying alerts locally (`blamegate serve-webhooks`).
// It reads at most `maxBodyBytes`, verifies, and hands each accepted alert to `onAlert`.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "../log.js";
import { silentLogger } from "../log.js";
import { memorySeenIds, type SeenIdStore } from "./seen-ids.js";
import { verifyWebhook } from "./verify.js";

export const MAX_BODY_BYTES = 1024 * 1024;

export interface ReceivedAlert {
  receivedAt: string;
  id: string;
  timestamp: number;
  /** The parsed JSON body. */
  payload: unknown;
}

export interface ReceiverOptions {
  secret: string;
  port?: number;
  /** Loopback by default; this is a local tool, not a production endpoint. */
  host?: string;
  maxBodyBytes?: number;
  toleranceSeconds?: number;
  seen?: SeenIdStore;
  now?: () => number;
  logger?: Logger;
  onAlert: (alert: ReceivedAlert) => void | Promise<void>;
}

export interface RunningReceiver {
  port: number;
  url: string;
  close(): Promise<void>;
}

const STATUS_FOR_REASON: Record<string, number> = { "replayed-id": 409 };

function send(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { "content-type": "application/json", connection: "close" }).end(JSON.stringify(body));
}

/** Reads the body, or null once it passes the limit (the rest is not read). */
function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export function startWebhookReceiver(opts: ReceiverOptions): Promise<RunningReceiver> {
  const log = opts.logger ?? silentLogger;
  const seen = opts.seen ?? memorySeenIds();
  const limit = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const now = opts.now ?? Date.now;
  const server = createServer(async (req, res) => {
    try {
      if (req.method !== "POST") return send(res, 405, { ok: false, reason: "method-not-allowed" });
      const body = await readLimited(req, limit);
      if (body === null) {
        log.warning(`rejected a body over ${limit} bytes`);
        return send(res, 413, { ok: false, reason: "too-large" });
      }
      const result = await verifyWebhook({
        headers: req.headers,
        body,
        secret: opts.secret,
        now: now(),
        seen,
        ...(opts.toleranceSeconds !== undefined ? { toleranceSeconds: opts.toleranceSeconds } : {}),
      });
      if (!result.valid) {
        log.warning(`rejected ${result.id ?? "a message"}: ${result.reason}: ${result.message}`);
        return send(res, STATUS_FOR_REASON[result.reason] ?? 401, { ok: false, reason: result.reason });
      }
      let payload: unknown;
      try {
        payload = JSON.parse(result.body);
      } catch {
        return send(res, 400, { ok: false, reason: "not-json" });
      }
      await opts.onAlert({ receivedAt: new Date(now()).toISOString(), id: result.id, timestamp: result.timestamp, payload });
      log.info(`accepted ${result.id}`);
      return send(res, 200, { ok: true, id: result.id });
    } catch (err) {
      log.error(`receiver error: ${(err as Error).message}`);
      if (!res.headersSent) send(res, 500, { ok: false, reason: "internal" });
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => {
      const { port, address } = server.address() as AddressInfo;
      resolve({
        port,
        url: `http://${address}:${port}/`,
        close: () =>
          new Promise<void>((r) => {
            server.closeAllConnections();
            server.close(() => r());
          }),
      });
    });
  });
}
