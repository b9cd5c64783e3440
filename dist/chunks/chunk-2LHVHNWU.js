
// src/webhook/secret.ts
var PREFIX = "whsec_";
function isStandardSecret(secret) {
  return secret.startsWith(PREFIX);
}
function signingKey(secret) {
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

export {
  signingKey
};
