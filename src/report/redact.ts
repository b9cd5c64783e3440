// Secret redaction for everything that leaves the runner: PR comment, job summary, SARIF,
// webhooks and logs. Traces are written by agents that handle API keys; a key echoed into a tool
// output must not end up in a public pull request. Patterns are key *shapes*, so a key we have
// never seen is still caught; exact values (the run's own secrets) can be added per call.

export interface SecretPattern {
  /** Names the kind in the replacement: [REDACTED:openai-key]. */
  kind: string;
  pattern: RegExp;
  /** Index of the capture group holding the secret; the rest of the match is kept. 0 = whole match. */
  group?: number;
}

// Order matters: the more specific shape (sk-ant-) must run before the general one (sk-).
export const SECRET_PATTERNS: readonly SecretPattern[] = [
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
    pattern:
      /(?<![A-Za-z0-9_])["']?(?:password|passwd|pwd|secret|client[_-]?secret|token|access[_-]?token|refresh[_-]?token|auth[_-]?token|api[_-]?key|apikey|access[_-]?key|secret[_-]?key|private[_-]?key|aws_secret_access_key|credentials?)["']?\s*[:=]\s*["']?([^\s"',;&}<>]{1,})/gi,
    group: 1,
  },
];

const REDACTED = (kind: string) => `[REDACTED:${kind}]`;

// A cheap necessary condition per pattern, by kind: text for which it is false cannot match the
// pattern (each checks literal pieces every match must hold, in the pattern's own case rules), so
// the pattern's replace is skipped. Most strings in a result hold no secret-like text at all.
const CAN_MATCH: Readonly<Record<string, (text: string) => boolean>> = {
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
  "secret-pair": (t) => (t.includes(":") || t.includes("=")) && /passw|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credential/i.test(t),
};

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Replaces every secret-shaped substring (and every exact value in `known`, e.g. the run's own
 * tokens) with `[REDACTED:kind]`. Idempotent: redacting twice changes nothing more.
 */
export function redactSecrets(text: string, known: readonly string[] = []): string {
  let out = text;
  for (const value of known) {
    // Very short values would shred ordinary text; GitHub masks only values of 4+ characters too.
    if (value.length >= 4) out = out.replace(new RegExp(escapeRegExp(value), "g"), REDACTED("secret"));
  }
  for (const { kind, pattern, group } of SECRET_PATTERNS) {
    const may = CAN_MATCH[kind];
    if (may !== undefined && !may(out)) continue;
    out = out.replace(pattern, (match: string, ...rest: unknown[]) => {
      if (!group) return REDACTED(kind);
      const secret = rest[group - 1];
      if (typeof secret !== "string" || secret.startsWith("[REDACTED")) return match;
      // Replace the captured secret at its own position within the match.
      const at = match.lastIndexOf(secret);
      return match.slice(0, at) + REDACTED(kind) + match.slice(at + secret.length);
    });
  }
  return out;
}

/**
 * Redacts every string inside a JSON-like value (trace results, webhook payloads, SARIF property
 * bags). Copy on write: an array or object is copied only when something inside it changed, so
 * a result with no secret in it (nearly all) comes back as it is, not as a deep copy of a few
 * hundred KB. Callers treat the value as read-only from here on.
 */
export function redactDeep<T>(value: T, known: readonly string[] = []): T {
  if (typeof value === "string") return redactSecrets(value, known) as T;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const clean = redactDeep(item, known);
      if (clean !== item) (out ??= value.slice())[i] = clean;
    }
    return (out ?? value) as T;
  }
  if (value && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    let out: Record<string, unknown> | undefined;
    // for…in over own keys: no array of keys made for every object of every result.
    for (const k in obj) {
      if (!Object.prototype.hasOwnProperty.call(obj, k)) continue;
      const clean = redactDeep(obj[k], known);
      // Defined, not assigned: a "__proto__" key (kept as data by trace/json.ts) must stay data.
      if (clean !== obj[k]) Object.defineProperty((out ??= { ...obj }), k, { value: clean, writable: true, enumerable: true, configurable: true });
    }
    return (out ?? value) as T;
  }
  return value;
}

/** True when the text holds anything redactSecrets would replace. */
export function containsSecret(text: string, known: readonly string[] = []): boolean {
  return redactSecrets(text, known) !== text;
}
