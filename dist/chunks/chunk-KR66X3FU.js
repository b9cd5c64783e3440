
// src/untrusted/redact.ts
var Q = String.raw`(?:\\{0,8}["']|%2[27])`;
var J = String.raw`(?:[_-]|%5F|%2D)`;
var KEYS = [
  "passwords?",
  "passwd",
  "passphrase",
  "pwd",
  "secret",
  `client${J}?secret`,
  "token",
  `access${J}?token`,
  `refresh${J}?token`,
  `auth${J}?token`,
  `api${J}?key`,
  `access${J}?key`,
  `secret${J}?key`,
  `private${J}?key`,
  `secret${J}?access${J}?key`,
  "credentials?"
].join("|");
var VALUE = String.raw`(?:[^\s"'\\,;&}<>%]|%(?!2[2-7CD]|3[BD]|7D)|\\(?![\\"']))+`;
var SECRET_PATTERNS = [
  { kind: "private-key", pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g },
  { kind: "anthropic-key", pattern: /\bsk-ant-[A-Za-z0-9_-]{8,}/g },
  { kind: "openai-key", pattern: /\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{16,}/g },
  { kind: "stripe-key", pattern: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,}/g },
  { kind: "webhook-secret", pattern: /\bwhsec_[A-Za-z0-9+/=]{16,}/g },
  { kind: "github-token", pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g },
  { kind: "gitlab-token", pattern: /\bgl(?:pat|ptt|dt|rt|soat|cbt|oas|ft|imt|wt)-[A-Za-z0-9_-]{20,}/g },
  { kind: "huggingface-token", pattern: /\bhf_[A-Za-z0-9]{30,}/g },
  { kind: "npm-token", pattern: /\bnpm_[A-Za-z0-9]{36,}/g },
  { kind: "aws-access-key", pattern: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b/g },
  { kind: "google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: "slack-token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  // Starts only where a run of base64url characters starts.
  { kind: "jwt", pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  // Starts only where a run of scheme characters starts; the user stops at the first `:`, the
  // password at the first `@` or `/`, so what two schemes scan never overlaps.
  { kind: "url-credentials", pattern: /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:([^\s@/]+)@/gi, group: 1 },
  { kind: "bearer-token", pattern: /\bBearer\s+([A-Za-z0-9._~+/=-]{8,})/gi, group: 1 },
  // "Basic" alone is an ordinary word; only an Authorization header's Basic value is a credential.
  { kind: "basic-auth", pattern: /\bAuthorization["']?\s*[:=]\s*["']?(?:Basic|Token)\s+([A-Za-z0-9._~+/=-]{4,})/gi, group: 1 },
  {
    kind: "secret-pair",
    // password=…, "api_key": "…", secret: …, GITHUB_TOKEN=…, {\"token\":\"…\"} (JSON inside
    // JSON), password%3D… (URL-encoded); the key is kept so a reader knows what was there. The
    // key may carry a prefix (`db_password`, `GITHUB_TOKEN`), scanned once as it starts only where
    // a run of key characters starts (or after an URL-encoded character: `%7B%22password`).
    pattern: new RegExp(String.raw`(?:(?<![A-Za-z0-9_-])|(?<=%[0-9A-F]{2}))${Q}?(?:[A-Za-z0-9_-]*[_-])?(?:${KEYS})${Q}?\s*(?<sep>[:=]|%3[AD])\s*(?<vq>${Q})?(${VALUE})`, "gi"),
    group: 3
  }
];
var SECRET_KEY = /(?:password|passwd|passphrase|pwd|secret|token|apikey|accesskey|secretkey|privatekey|credentials?|authorization|cookie)$/;
function isSecretKey(key) {
  return SECRET_KEY.test(
    key.slice(-64).toLowerCase().replace(/[^a-z0-9]/g, "")
  );
}
var REDACTED = (kind) => `[REDACTED:${kind}]`;
var INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|(?<=[\x21-\x7E])[\u00AD\u200B-\u200D\u2060\uFEFF]+(?=[\x21-\x7E])|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function stripInvisible(text) {
  return text.replace(INVISIBLE, "");
}
function isProse(match, value, groups) {
  if (!groups || groups.sep !== ":" || groups.vq !== void 0 || /["'%\\]/.test(match)) return false;
  return /^[A-Za-z][a-z]*[.!?)]*$/.test(value);
}
var CAN_MATCH = {
  "private-key": (t) => t.includes("-----BEGIN "),
  "anthropic-key": (t) => t.includes("sk-ant-"),
  "openai-key": (t) => t.includes("sk-"),
  "stripe-key": (t) => t.includes("k_live_") || t.includes("k_test_"),
  "webhook-secret": (t) => t.includes("whsec_"),
  "github-token": (t) => t.includes("gh") || t.includes("github_pat_"),
  "gitlab-token": (t) => t.includes("gl"),
  "huggingface-token": (t) => t.includes("hf_"),
  "npm-token": (t) => t.includes("npm_"),
  "aws-access-key": (t) => /A(?:KIA|SIA|GPA|IDA|ROA|NPA)/.test(t),
  "google-api-key": (t) => t.includes("AIza"),
  "slack-token": (t) => t.includes("xox"),
  jwt: (t) => t.includes("eyJ"),
  "url-credentials": (t) => t.includes("://") && t.includes("@"),
  "bearer-token": (t) => /bearer/i.test(t),
  "basic-auth": (t) => /authorization/i.test(t),
  "secret-pair": (t) => /[:=]|%3[AD]/i.test(t) && /passw|pwd|secret|token|api|access|private|credential/i.test(t)
};
var MAY_MATCH = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\uD800-\uDFFF]|-----BEGIN |sk-|k_live_|k_test_|whsec_|gh|github_pat_|gl|hf_|npm_|A(?:KIA|SIA|GPA|IDA|ROA|NPA)|AIza|xox|eyJ|:\/\//;
var MAY_MATCH_ANY_CASE = /bearer|authorization|passw|pwd|secret|token|api|access|private|credential/i;
function mayRedact(text, known) {
  if (MAY_MATCH.test(text) || MAY_MATCH_ANY_CASE.test(text)) return true;
  for (const value of known) if (value.length >= 4 && text.includes(value)) return true;
  return false;
}
function redactSecrets(text, known = []) {
  return mayRedact(text, known) ? redactEveryPattern(text, known) : text;
}
function redactEveryPattern(text, known = []) {
  let out = stripInvisible(text);
  for (const value of known) {
    if (value.length >= 4 && out.includes(value)) out = out.split(value).join(REDACTED("secret"));
  }
  for (const { kind, pattern, group } of SECRET_PATTERNS) {
    const may = CAN_MATCH[kind];
    if (may !== void 0 && !may(out)) continue;
    out = out.replace(pattern, (match, ...rest) => {
      if (!group) return REDACTED(kind);
      const secret = rest[group - 1];
      if (typeof secret !== "string" || secret.startsWith("[REDACTED")) return match;
      const last = rest[rest.length - 1];
      const groups = typeof last === "object" && last !== null ? last : void 0;
      if (kind === "secret-pair" && isProse(match, secret, groups)) return match;
      return match.slice(0, match.length - secret.length) + REDACTED(kind);
    });
  }
  return out;
}
function redactDeep(value, known = []) {
  if (typeof value === "string") return redactSecrets(value, known);
  if (Array.isArray(value)) {
    let out;
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      const clean = redactDeep(item, known);
      if (clean !== item) (out ??= value.slice())[i] = clean;
    }
    return out ?? value;
  }
  if (value && typeof value === "object") {
    const obj = value;
    let out;
    for (const k in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, k)) continue;
      const clean = redactDeep(obj[k], known);
      if (clean !== obj[k]) Object.defineProperty(out ??= { ...obj }, k, { value: clean, writable: true, enumerable: true, configurable: true });
    }
    return out ?? value;
  }
  return value;
}

export {
  isSecretKey,
  redactSecrets,
  redactDeep
};
