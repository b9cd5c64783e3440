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

// Every pattern runs in time linear in the text, whatever the text: trace text is written by the
// code under review, and a pattern that backtracks would let it stall the job on one crafted
// string. test/untrusted/redact-linear.test.ts feeds each pattern megabyte-long adversarial
// inputs. The rules that keep them linear:
// - A pattern that scans a run of characters and can then still fail (a JWT's three segments, a
//   URL's scheme, a key's prefix) starts only where such a run starts: a lookbehind refuses a
//   start inside it, so each run is scanned a bounded number of times, not once per position.
// - Otherwise a long run means success: `[…]{16,}` after a fixed prefix either fails within 16
//   characters or takes the whole run, and the scan resumes after it.
// - No quantified group whose branches can match the same text (`(a|ab)+`, `(\w+\s?)*`).
// Order matters: the more specific shape (sk-ant-) must run before the general one (sk-).

/** A quote around a key or value: bare, JSON-escaped once or more (JSON inside JSON), or URL-encoded. */
const Q = String.raw`(?:\\{0,8}["']|%2[27])`;
/** `_` or `-` between the words of a key, or either URL-encoded. */
const J = String.raw`(?:[_-]|%5F|%2D)`;
const KEYS = [
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
  "credentials?",
].join("|");
/**
 * A value: anything up to a quote, space, separator or closing bracket; `%` and `\` only when they
 * do not start an encoded or escaped quote or separator. Each branch starts with its own character.
 */
const VALUE = String.raw`(?:[^\s"'\\,;&}<>%]|%(?!2[2-7CD]|3[BD]|7D)|\\(?![\\"']))+`;

export const SECRET_PATTERNS: readonly SecretPattern[] = [
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
    group: 3,
  },
];

/** Keys whose value is a secret whatever it looks like, for redacting structured data by key. */
const SECRET_KEY = /(?:password|passwd|passphrase|pwd|secret|token|apikey|accesskey|secretkey|privatekey|credentials?|authorization|cookie)$/;

/** True when a field of this name holds a secret (`password`, `db_password`, `GITHUB_TOKEN`, `apiKey`). */
export function isSecretKey(key: string): boolean {
  // A key name is short; a megabyte one is not worth reading in full.
  return SECRET_KEY.test(
    key
      .slice(-64)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, ""),
  );
}

const REDACTED = (kind: string) => `[REDACTED:${kind}]`;

/**
 * C0 and C1 controls (except tab, newline and carriage return), bidirectional controls, and
 * zero-width characters between two visible ASCII characters: they hide or reorder what a reader
 * sees, and one inside a key (`sk_live_…\u0007…`) would keep it from matching its shape while it
 * still reads whole. Removed before redacting, so from everything redacted. So are lone
 * surrogates (half an emoji, left by a cut somewhere): they are not text, and JSON tools and
 * GitHub reject or mangle them.
 */
const INVISIBLE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]|(?<=[\x21-\x7E])[\u00AD\u200B-\u200D\u2060\uFEFF]+(?=[\x21-\x7E])|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without invisible controls (see INVISIBLE). */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

/**
 * "token: expired", "Password: required": one word, lower-case or capitalised, after a colon and
 * with no quote anywhere, is prose about a secret, not one. A quoted value, or one after `=`, is
 * configuration, and redacted whatever it is.
 */
function isProse(match: string, value: string, groups: Record<string, string | undefined> | undefined): boolean {
  if (!groups || groups.sep !== ":" || groups.vq !== undefined || /["'%\\]/.test(match)) return false;
  return /^[A-Za-z][a-z]*[.!?)]*$/.test(value);
}

// A cheap necessary condition per pattern, by kind: text for which it is false cannot match the
// pattern (each checks literal pieces every match must hold, in the pattern's own case rules), so
// the pattern's replace is skipped. Most strings in a result hold no secret-like text at all.
const CAN_MATCH: Readonly<Record<string, (text: string) => boolean>> = {
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
  "secret-pair": (t) => /[:=]|%3[AD]/i.test(t) && /passw|pwd|secret|token|api|access|private|credential/i.test(t),
};

/**
 * One search for what any step of redactSecrets needs to change a text: a character INVISIBLE
 * may remove (its classes, the zero-width ones and every surrogate included, wherever they
 * stand), or a literal piece of some CAN_MATCH condition (the case-sensitive ones here, the
 * case-insensitive ones in MAY_MATCH_ANY_CASE). Most strings of a result have none of these.
 */
const MAY_MATCH =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF\uD800-\uDFFF]|-----BEGIN |sk-|k_live_|k_test_|whsec_|gh|github_pat_|gl|hf_|npm_|A(?:KIA|SIA|GPA|IDA|ROA|NPA)|AIza|xox|eyJ|:\/\//;
const MAY_MATCH_ANY_CASE = /bearer|authorization|passw|pwd|secret|token|api|access|private|credential/i;

/** False when redactSecrets is sure to return the text as it is. */
function mayRedact(text: string, known: readonly string[]): boolean {
  if (MAY_MATCH.test(text) || MAY_MATCH_ANY_CASE.test(text)) return true;
  for (const value of known) if (value.length >= 4 && text.includes(value)) return true;
  return false;
}

/**
 * Replaces every secret-shaped substring (and every exact value in `known`, e.g. the run's own
 * tokens) with `[REDACTED:kind]`, after removing invisible controls. Idempotent: redacting twice
 * changes nothing more.
 */
export function redactSecrets(text: string, known: readonly string[] = []): string {
  return mayRedact(text, known) ? redactEveryPattern(text, known) : text;
}

/** redactSecrets without its precheck: every step run on the text (exported for the test that holds the two equal). */
export function redactEveryPattern(text: string, known: readonly string[] = []): string {
  let out = stripInvisible(text);
  for (const value of known) {
    // Very short values would shred ordinary text; GitHub masks only values of 4+ characters too.
    if (value.length >= 4 && out.includes(value)) out = out.split(value).join(REDACTED("secret"));
  }
  for (const { kind, pattern, group } of SECRET_PATTERNS) {
    const may = CAN_MATCH[kind];
    if (may !== undefined && !may(out)) continue;
    out = out.replace(pattern, (match: string, ...rest: unknown[]) => {
      if (!group) return REDACTED(kind);
      const secret = rest[group - 1];
      if (typeof secret !== "string" || secret.startsWith("[REDACTED")) return match;
      const last = rest[rest.length - 1];
      const groups = typeof last === "object" && last !== null ? (last as Record<string, string | undefined>) : undefined;
      if (kind === "secret-pair" && isProse(match, secret, groups)) return match;
      // Every pattern with a group ends with it: the secret is the end of the match.
      return match.slice(0, match.length - secret.length) + REDACTED(kind);
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
      // Defined, not assigned: a "__proto__" key (kept as data by json/parse.ts) must stay data.
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
