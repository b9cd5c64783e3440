import {
  signingKey
} from "./chunk-2LHVHNWU.js";

// src/webhook/sign.ts
import { createHmac } from "node:crypto";
function standardSignature(secret, id, timestamp, body) {
  const mac = createHmac("sha256", signingKey(secret));
  mac.update(`${id}.${timestamp}.`);
  mac.update(body);
  return `v1,${mac.digest("base64")}`;
}
function githubSignature(secret, body) {
  return `sha256=${createHmac("sha256", Buffer.from(secret, "utf8")).update(body).digest("hex")}`;
}
function signWebhook(input) {
  const ts = Math.floor(input.timestamp);
  const headers = {
    "webhook-id": input.id,
    "webhook-timestamp": String(ts),
    "webhook-signature": standardSignature(input.secret, input.id, ts, input.body)
  };
  if (input.github !== false) headers["x-hub-signature-256"] = githubSignature(input.secret, input.body);
  return headers;
}

export {
  standardSignature,
  githubSignature,
  signWebhook
};
