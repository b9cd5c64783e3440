// Signing per the Standard Webhooks spec, plus GitHub's X-Hub-Signature-256 for receivers that
// only know that scheme. Both sign the exact bytes that are sent.
import { createHmac } from "node:crypto";
import { signingKey } from "./secret.js";

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`; timestamp in epoch seconds. */
export function standardSignature(secret: string, id: string, timestamp: number, body: string | Uint8Array): string {
  const mac = createHmac("sha256", signingKey(secret));
  mac.update(`${id}.${timestamp}.`);
  mac.update(body);
  return `v1,${mac.digest("base64")}`;
}

/**
 * GitHub-style `sha256=<hex>`. GitHub keys it with the secret's text as typed, so a `whsec_`
 * secret is used as its full string here too: a simple receiver configures the same text.
 */
export function githubSignature(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac("sha256", Buffer.from(secret, "utf8")).update(body).digest("hex")}`;
}

export interface SignedHeaders {
  "webhook-id": string;
  "webhook-timestamp": string;
  "webhook-signature": string;
  "x-hub-signature-256"?: string;
}

export function signWebhook(input: {
  secret: string;
  id: string;
  /** Epoch seconds. */
  timestamp: number;
  body: string | Uint8Array;
  /** Add X-Hub-Signature-256 as well (default true). */
  github?: boolean;
}): SignedHeaders {
  const ts = Math.floor(input.timestamp);
  const headers: SignedHeaders = {
    "webhook-id": input.id,
    "webhook-timestamp": String(ts),
    "webhook-signature": standardSignature(input.secret, input.id, ts, input.body),
  };
  if (input.github !== false) headers["x-hub-signature-256"] = githubSignature(input.secret, input.body);
  return headers;
}
