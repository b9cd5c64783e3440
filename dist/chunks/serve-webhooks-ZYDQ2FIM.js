import {
  require_node_http
} from "./chunk-PAX7BF3F.js";
import {
  silentLogger
} from "./chunk-2DYGH25X.js";
import {
  SECRET_ENV,
  resolveSecret,
  verifyWebhook
} from "./chunk-244B5SAR.js";
import "./chunk-2LHVHNWU.js";
import {
  defineVerb,
  numberCheck
} from "./chunk-XMZDHVEO.js";
import {
  UsageError
} from "./chunk-HICB6UNN.js";
import "./chunk-CWNB6RKT.js";
import "./chunk-VGYZVQVK.js";
import "./chunk-RXXNLPXJ.js";
import {
  __toESM
} from "./chunk-N2X3B6NU.js";

// src/cli/serve-webhooks.ts
import { appendFile } from "node:fs/promises";
import path from "node:path";

// src/webhook/receiver.ts
var import_node_http = __toESM(require_node_http(), 1);

// src/webhook/seen-ids.ts
function memorySeenIds() {
  const seen = /* @__PURE__ */ new Map();
  return {
    size: () => seen.size,
    checkAndAdd(id, expiresAtMs, nowMs) {
      for (const [k, exp] of seen) if (exp <= nowMs) seen.delete(k);
      if (seen.has(id)) return true;
      seen.set(id, expiresAtMs);
      return false;
    }
  };
}

// src/webhook/receiver.ts
var MAX_BODY_BYTES = 1024 * 1024;
var STATUS_FOR_REASON = { "replayed-id": 409 };
function send(res, status, body) {
  res.writeHead(status, { "content-type": "application/json", connection: "close" }).end(JSON.stringify(body));
}
function readLimited(req, limit) {
  const declared = Number(req.headers["content-length"] ?? "0");
  if (declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (chunk) => {
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
function startWebhookReceiver(opts) {
  const log = opts.logger ?? silentLogger;
  const seen = opts.seen ?? memorySeenIds();
  const limit = opts.maxBodyBytes ?? MAX_BODY_BYTES;
  const now = opts.now ?? Date.now;
  const server = (0, import_node_http.createServer)(async (req, res) => {
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
        ...opts.toleranceSeconds !== void 0 ? { toleranceSeconds: opts.toleranceSeconds } : {}
      });
      if (!result.valid) {
        log.warning(`rejected ${result.id ?? "a message"}: ${result.reason}: ${result.message}`);
        return send(res, STATUS_FOR_REASON[result.reason] ?? 401, { ok: false, reason: result.reason });
      }
      let payload;
      try {
        payload = JSON.parse(result.body);
      } catch {
        return send(res, 400, { ok: false, reason: "not-json" });
      }
      await opts.onAlert({ receivedAt: new Date(now()).toISOString(), id: result.id, timestamp: result.timestamp, payload });
      log.info(`accepted ${result.id}`);
      return send(res, 200, { ok: true, id: result.id });
    } catch (err) {
      log.error(`receiver error: ${err.message}`);
      if (!res.headersSent) send(res, 500, { ok: false, reason: "internal" });
    }
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, opts.host ?? "127.0.0.1", () => {
      const { port, address } = server.address();
      resolve({
        port,
        url: `http://${address}:${port}/`,
        close: () => new Promise((r) => {
          server.closeAllConnections();
          server.close(() => r());
        })
      });
    });
  });
}

// src/cli/serve-webhooks.ts
var FLAGS = [
  {
    name: "port",
    type: "string",
    value: "P",
    description: "port to listen on (0 picks a free one; it is printed)",
    check: numberCheck("--port needs a port number", (n) => Number.isInteger(n) && n >= 0 && n <= 65535, true)
  },
  { name: "secret", type: "string", value: "S", description: `the webhook secret; or --secret-file F, or $${SECRET_ENV}` },
  { name: "secret-file", type: "string", value: "F", description: "a file holding the webhook secret" },
  { name: "out", type: "string", value: "FILE", description: "append accepted alerts here as JSONL (default: print them)" },
  { name: "tolerance", type: "string", value: "SECONDS", description: "timestamp tolerance (default 300)", check: numberCheck("--tolerance takes a number of seconds", (n) => n >= 0) },
  { name: "max-alerts", type: "string", value: "N", description: "stop after storing N alerts" }
];
var verb = defineVerb({
  name: "serve-webhooks",
  synopsis: "--port P [options]",
  about: `Listens on 127.0.0.1 only, verifies every POST (signature, 5-minute timestamp tolerance,
replayed ids), refuses bodies over 1 MiB, and stores accepted alerts as JSONL.`,
  flags: FLAGS,
  positionals: "none",
  run: serve
});
var run = verb.main;
async function serve({ values }, io) {
  const port = Number(values.port);
  let secret;
  try {
    secret = await resolveSecret(values, io);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr(`blamegate serve-webhooks: ${e.message}
`);
    return 2;
  }
  if (!secret) {
    io.stderr(`blamegate serve-webhooks: no secret (--secret, --secret-file or $${SECRET_ENV}); this receiver only accepts verified alerts
`);
    return 2;
  }
  const maxAlerts = values["max-alerts"] !== void 0 ? Number(values["max-alerts"]) : Infinity;
  const out = values.out ? path.resolve(io.cwd, values.out) : null;
  let stored = 0;
  let stop;
  const stopped = new Promise((r) => stop = r);
  let writes = Promise.resolve();
  const onAlert = (alert) => {
    const line = JSON.stringify(alert) + "\n";
    writes = writes.then(() => out ? appendFile(out, line, "utf8") : io.stdout(line));
    return writes.then(() => {
      stored++;
      if (stored >= maxAlerts) stop();
    });
  };
  const logger = {
    debug() {
    },
    info: (m) => io.stderr(`${m}
`),
    warning: (m) => io.stderr(`warning: ${m}
`),
    error: (m) => io.stderr(`error: ${m}
`)
  };
  const receiver = await startWebhookReceiver({
    secret,
    port,
    onAlert,
    logger,
    ...values.tolerance !== void 0 ? { toleranceSeconds: Number(values.tolerance) } : {}
  });
  io.stdout(`listening on ${receiver.url} (max body ${MAX_BODY_BYTES} bytes)${out ? `, storing alerts in ${out}` : ""}
`);
  const onSignal = () => stop();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  const until = io.until;
  await Promise.race([stopped, ...until ? [until] : []]);
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
  await receiver.close();
  await writes;
  io.stderr(`stored ${stored} alert${stored === 1 ? "" : "s"}
`);
  return 0;
}
export {
  run,
  verb
};
