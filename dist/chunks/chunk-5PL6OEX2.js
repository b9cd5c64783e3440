import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/report/redact.ts
var SECRET_PATTERNS = [
  { kind: "private-key", pattern: /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g },
  { kind: "anthropic-key", pattern: /\bsk-ant-[A-Za-z0-9_-]{8,}/g },
  { kind: "openai-key", pattern: /\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_-]{16,}/g },
  { kind: "github-token", pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,})/g },
  { kind: "aws-access-key", pattern: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA)[0-9A-Z]{16}\b/g },
  { kind: "google-api-key", pattern: /\bAIza[0-9A-Za-z_-]{35}/g },
  { kind: "slack-token", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { kind: "jwt", pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { kind: "url-credentials", pattern: /\b[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:([^\s@/]+)@/gi, group: 1 },
  { kind: "bearer-token", pattern: /\bBearer\s+([A-Za-z0-9._~+/=-]{8,})/gi, group: 1 },
  // "Basic" alone is an ordinary word; only an Authorization header's Basic value is a credential.
  { kind: "basic-auth", pattern: /\bAuthorization["']?\s*[:=]\s*["']?(?:Basic|Token)\s+([A-Za-z0-9._~+/=-]{4,})/gi, group: 1 },
  {
    kind: "secret-pair",
    // password=…, "api_key": "…", secret: …, token=… ; the key is kept so a reader knows what was there.
    pattern: /(?<![A-Za-z0-9_])["']?(?:password|passwd|pwd|secret|client[_-]?secret|token|access[_-]?token|refresh[_-]?token|auth[_-]?token|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|private[_-]?key|aws_secret_access_key|credentials?)["']?\s*[:=]\s*["']?([^\s"',;&}<>]{1,})/gi,
    group: 1
  }
];
var REDACTED = (kind) => `[REDACTED:${kind}]`;
var CAN_MATCH = {
  "private-key": (t) => t.includes("-----BEGIN "),
  "anthropic-key": (t) => t.includes("sk-ant-"),
  "openai-key": (t) => t.includes("sk-"),
  "github-token": (t) => t.includes("gh") || t.includes("github_pat_"),
  "aws-access-key": (t) => /A(?:KIA|SIA|GPA|IDA|ROA|NPA)/.test(t),
  "google-api-key": (t) => t.includes("AIza"),
  "slack-token": (t) => t.includes("xox"),
  jwt: (t) => t.includes("eyJ"),
  "url-credentials": (t) => t.includes("://") && t.includes("@"),
  "bearer-token": (t) => /bearer/i.test(t),
  "basic-auth": (t) => /authorization/i.test(t),
  "secret-pair": (t) => (t.includes(":") || t.includes("=")) && /passw|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential/i.test(t)
};
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function redactSecrets(text, known = []) {
  let out = text;
  for (const value of known) {
    if (value.length >= 4) out = out.replace(new RegExp(escapeRegExp(value), "g"), REDACTED("secret"));
  }
  for (const { kind, pattern, group } of SECRET_PATTERNS) {
    const may = CAN_MATCH[kind];
    if (may !== void 0 && !may(out)) continue;
    out = out.replace(pattern, (match, ...rest) => {
      if (!group) return REDACTED(kind);
      const secret = rest[group - 1];
      if (typeof secret !== "string" || secret.startsWith("[REDACTED")) return match;
      const at = match.lastIndexOf(secret);
      return match.slice(0, at) + REDACTED(kind) + match.slice(at + secret.length);
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
function containsSecret(text, known = []) {
  return redactSecrets(text, known) !== text;
}

export {
  SECRET_PATTERNS,
  redactSecrets,
  redactDeep,
  containsSecret
};
