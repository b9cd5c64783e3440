// Webhook secrets: Standard Webhooks' `whsec_<base64>` form, or any other text used as raw bytes
// (what most people paste into a repository secret).

const PREFIX = "whsec_";

export function isStandardSecret(secret: string): boolean {
  return secret.startsWith(PREFIX);
}

/** The HMAC key for the Standard Webhooks signature. */
export function signingKey(secret: string): Buffer {
  if (secret.length === 0) throw new Error("webhook secret is empty");
  if (isStandardSecret(secret)) {
    const b64 = secret.slice(PREFIX.length);
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new Error("webhook secret starts with whsec_ but is not base64");
    const key = Buffer.from(b64, "base64");
    if (key.length === 0) throw new Error("webhook secret is empty");
    return key;
  }
  return Buffer.from(secret, "utf8");
}
