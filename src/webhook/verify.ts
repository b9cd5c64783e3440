// Verification for receivers: signature, timestamp tolerance and replayed ids, with the reason
// when a message is rejected. Exported from the library and used by the CLI verbs.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { SeenIdStore } from "./seen-ids.js";
import { signingKey } from "./secret.js";

export const DEFAULT_TOLERANCE_SECONDS = 5 * 60;

export type RejectReason = "missing-header" | "malformed-timestamp" | "stale-timestamp" | "future-timestamp" | "bad-signature" | "bad-secret" | "replayed-id";

export type VerifyResult = { valid: true; id: string; timestamp: number; body: string } | { valid: false; reason: RejectReason; message: string; id?: string };

export type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() === name) return Array.isArray(v) ? v.join(" ") : v;
  }
  return undefined;
}

export interface VerifyInput {
  headers: HeaderBag;
  /** The raw body exactly as received. */
  body: string | Uint8Array;
  secret: string;
  /** Clock in epoch milliseconds (default Date.now()). */
  now?: number;
  toleranceSeconds?: number;
  /** Without a store, replays inside the tolerance window are not detected. */
  seen?: SeenIdStore;
}

function reject(reason: RejectReason, message: string, id?: string): VerifyResult {
  return { valid: false, reason, message, ...(id ? { id } : {}) };
}

export async function verifyWebhook(input: VerifyInput): Promise<VerifyResult> {
  const now = input.now ?? Date.now();
  const tolerance = input.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const id = header(input.headers, "webhook-id");
  const ts = header(input.headers, "webhook-timestamp");
  const sig = header(input.headers, "webhook-signature");
  const missing = [!id && "webhook-id", !ts && "webhook-timestamp", !sig && "webhook-signature"].filter(Boolean);
  if (missing.length > 0 || !id || !ts || !sig) return reject("missing-header", `missing ${missing.join(", ")}`);
  if (!/^\d{1,15}$/.test(ts.trim())) return reject("malformed-timestamp", `webhook-timestamp is not epoch seconds: ${ts.slice(0, 40)}`, id);
  const timestamp = Number(ts.trim());
  const age = Math.floor(now / 1000) - timestamp;
  if (age > tolerance) return reject("stale-timestamp", `timestamp is ${age} s old (tolerance ${tolerance} s)`, id);
  if (-age > tolerance) return reject("future-timestamp", `timestamp is ${-age} s in the future (tolerance ${tolerance} s)`, id);

  let key: Buffer;
  try {
    key = signingKey(input.secret);
  } catch (err) {
    return reject("bad-secret", (err as Error).message, id);
  }
  const mac = createHmac("sha256", key);
  mac.update(`${id}.${timestamp}.`);
  mac.update(input.body);
  const expected = mac.digest();
  // The header may carry several space-separated signatures (key rotation); any v1 match wins.
  const matched = sig.split(" ").some((entry) => {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) return false;
    const got = Buffer.from(value, "base64");
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
  if (!matched) return reject("bad-signature", "no v1 signature matches the body with this secret", id);

  // Only authentic messages reach the store, so forged ids cannot block real ones.
  if (input.seen && (await input.seen.checkAndAdd(id, (timestamp + 2 * tolerance) * 1000, now))) {
    return reject("replayed-id", `message ${id} was already received`, id);
  }
  const body = typeof input.body === "string" ? input.body : Buffer.from(input.body).toString("utf8");
  return { valid: true, id, timestamp, body };
}

/** Checks a GitHub-style `X-Hub-Signature-256: sha256=<hex>` header. */
export function verifyGithubSignature(secret: string, body: string | Uint8Array, headerValue: string | undefined): boolean {
  if (!headerValue?.startsWith("sha256=")) return false;
  const got = Buffer.from(headerValue.slice(7), "hex");
  const expected = createHmac("sha256", Buffer.from(secret, "utf8")).update(body).digest();
  return got.length === expected.length && timingSafeEqual(got, expected);
}
