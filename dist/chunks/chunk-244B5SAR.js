import {
  signingKey
} from "./chunk-2LHVHNWU.js";
import {
  UsageError
} from "./chunk-HICB6UNN.js";
import {
  optionEnv
} from "./chunk-CWNB6RKT.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/webhook/verify.ts
import { createHmac, timingSafeEqual } from "node:crypto";
var DEFAULT_TOLERANCE_SECONDS = 5 * 60;
function header(headers, name) {
  if (headers instanceof Headers) return headers.get(name) ?? void 0;
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() === name) return Array.isArray(v) ? v.join(" ") : v;
  }
  return void 0;
}
function reject(reason, message, id) {
  return { valid: false, reason, message, ...id ? { id } : {} };
}
async function verifyWebhook(input) {
  const now = input.now ?? Date.now();
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const id = header(input.headers, "webhook-id");
  const ts = header(input.headers, "webhook-timestamp");
  const sig = header(input.headers, "webhook-signature");
  const missing = [!id && "webhook-id", !ts && "webhook-timestamp", !sig && "webhook-signature"].filter(Boolean);
  if (missing.length > 0 || !id || !ts || !sig) return reject("missing-header", `missing ${missing.join(", ")}`);
  if (!/^\d{1,15}$/.test(ts.trim())) return reject("malformed-timestamp", `webhook-timestamp is not epoch seconds: ${ts.slice(0, 40)}`, id);
  const timestamp = Number(ts.trim());
  const age = Math.floor(now / 1e3) - timestamp;
  if (age > tolerance) return reject("stale-timestamp", `timestamp is ${age} s old (tolerance ${tolerance} s)`, id);
  if (-age > tolerance) return reject("future-timestamp", `timestamp is ${-age} s in the future (tolerance ${tolerance} s)`, id);
  let key;
  try {
    key = signingKey(input.secret);
  } catch (err) {
    return reject("bad-secret", err.message, id);
  }
  const mac = createHmac("sha256", key);
  mac.update(`${id}.${timestamp}.`);
  mac.update(input.body);
  const expected = mac.digest();
  const matched = sig.split(" ").some((entry) => {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) return false;
    const got = Buffer.from(value, "base64");
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
  if (!matched) return reject("bad-signature", "no v1 signature matches the body with this secret", id);
  if (input.seen && await input.seen.checkAndAdd(id, (timestamp + 2 * tolerance) * 1e3, now)) {
    return reject("replayed-id", `message ${id} was already received`, id);
  }
  const body = typeof input.body === "string" ? input.body : Buffer.from(input.body).toString("utf8");
  return { valid: true, id, timestamp, body };
}
function verifyGithubSignature(secret, body, headerValue) {
  if (!headerValue?.startsWith("sha256=")) return false;
  const got = Buffer.from(headerValue.slice(7), "hex");
  const expected = createHmac("sha256", Buffer.from(secret, "utf8")).update(body).digest();
  return got.length === expected.length && timingSafeEqual(got, expected);
}

// src/cli/webhook-args.ts
import { readFile } from "node:fs/promises";
import path from "node:path";
var SECRET_ENV = optionEnv("webhook-secret");
async function resolveSecret(values, io) {
  if (values.secret) return values.secret;
  if (values["secret-file"]) return (await readFlagFile(io, "--secret-file", values["secret-file"], "utf8")).trim();
  return io.env[SECRET_ENV] || null;
}
async function readFlagFile(io, flag, file, encoding) {
  try {
    return encoding ? await readFile(path.resolve(io.cwd, file), encoding) : await readFile(path.resolve(io.cwd, file));
  } catch (err) {
    const code = err.code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "is a folder" : code === "EACCES" ? "permission denied" : errorMessage(err);
    throw new UsageError(`${flag} ${file}: ${why}`);
  }
}
async function readStdin(io) {
  if (io.readStdin) return io.readStdin();
  const chunks = [];
  for await (const c of process.stdin) chunks.push(c);
  return Buffer.concat(chunks).toString("utf8");
}

export {
  verifyWebhook,
  verifyGithubSignature,
  SECRET_ENV,
  resolveSecret,
  readFlagFile,
  readStdin
};
