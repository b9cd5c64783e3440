import {
  MODE_IDS,
  ModeIdSchema,
  STEP_KINDS,
  lazySchema,
  readFully
} from "./chunk-NJG3VEAZ.js";
import {
  JsonError,
  MAX_DEPTH,
  NotATrace,
  assignOwn,
  bool,
  codeLocation,
  compact,
  errorMessage,
  fallbackId,
  finishTrace,
  has,
  idString,
  isObj,
  keyList,
  lineOf,
  maybeJson,
  nonNeg,
  nonNegInt,
  origin,
  own,
  parseJson,
  parseStackFrames,
  scanJsonArrays,
  str,
  stringList,
  text,
  userFrame
} from "./chunk-2PRAQEPB.js";
import {
  BACKSLASH,
  COLON,
  COMMA,
  CR,
  DIGIT_0,
  DIGIT_9,
  LBRACE,
  LBRACKET,
  MINUS,
  NEWLINE,
  QUOTE,
  RBRACE,
  RBRACKET,
  SLASH,
  SPACE,
  TAB,
  isJsonSpace
} from "./chunk-DMPWNOXV.js";

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
function stripInvisible(text2) {
  return text2.replace(INVISIBLE, "");
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
function mayRedact(text2, known) {
  if (MAY_MATCH.test(text2) || MAY_MATCH_ANY_CASE.test(text2)) return true;
  for (const value of known) if (value.length >= 4 && text2.includes(value)) return true;
  return false;
}
function redactSecrets(text2, known = []) {
  return mayRedact(text2, known) ? redactEveryPattern(text2, known) : text2;
}
function redactEveryPattern(text2, known = []) {
  let out = stripInvisible(text2);
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
function containsSecret(text2, known = []) {
  return redactSecrets(text2, known) !== text2;
}

// src/integrity/model.ts
var MAX_STEPS_LIMIT = 1e5;
var HEX64 = lazySchema((z) => z.string().regex(/^[0-9a-f]{64}$/, "not a 64-digit lowercase hex SHA-256"));
function allHex64(a) {
  for (let i = 0; i < a.length; i++) if (a[i].length !== 64) return false;
  const joined = a.join("");
  return Buffer.from(joined, "hex").toString("hex") === joined;
}
var HASHES = lazySchema(
  (z) => z.array(z.string()).max(MAX_STEPS_LIMIT).refine(allHex64, {
    message: "not a list of 64-digit lowercase hex SHA-256 hashes"
  })
);
var KEY_ID = lazySchema((z) => z.string().regex(/^[0-9a-f]{8}$/, "not an 8-digit lowercase hex key id"));
var APPROX_ALGORITHMS = ["sha256-chain-v1", "hmac-sha256-chain-v1"];
var OUR_ALGORITHMS = ["blamegate-sha256-chain-v2", "blamegate-hmac-sha256-chain-v2", "blamegate-sha256-chain-v1", "blamegate-hmac-sha256-chain-v1"];
var OUR_KEYED_ALGORITHMS = ["blamegate-hmac-sha256-chain-v2", "blamegate-hmac-sha256-chain-v1"];
var isV1 = (algorithm) => algorithm.endsWith("-chain-v1");
var BlamegateBlockSchema = lazySchema(
  (z) => z.object({
    algorithm: z.enum(OUR_ALGORITHMS),
    keyed: z.boolean(),
    key_id: KEY_ID.optional(),
    /** What was hashed: the stored JSON ("source") or the imported trace model ("model"). */
    view: z.enum(["source", "model"]),
    head: HEX64,
    step_hashes: HASHES,
    final: HEX64,
    signed_at: z.string().max(64).optional(),
    rotations: z.number().int().nonnegative().optional(),
    resign_count: z.number().int().nonnegative().optional()
  }).refine((b) => b.keyed === OUR_KEYED_ALGORITHMS.includes(b.algorithm), {
    message: "`keyed` disagrees with `algorithm`"
  })
);
var ApproxBlockSchema = lazySchema(
  (z) => z.looseObject({
    algorithm: z.enum(APPROX_ALGORITHMS),
    keyed: z.boolean(),
    seed: HEX64,
    step_hashes: HASHES,
    final: HEX64,
    key_id: KEY_ID.optional(),
    rotations: z.number().int().nonnegative().optional(),
    resign_count: z.number().int().nonnegative().optional(),
    blamegate: BlamegateBlockSchema.optional()
  }).refine((b) => b.keyed === (b.algorithm === "hmac-sha256-chain-v1"), {
    message: "`keyed` disagrees with `algorithm`"
  })
);
var HEX64_TEXT = /^[0-9a-f]{64}$/;
var KEY_ID_TEXT = /^[0-9a-f]{8}$/;
var isCount = (v) => v === void 0 || typeof v === "number" && Number.isSafeInteger(v) && v >= 0 && !Object.is(v, -0);
function usualApproxBlock(block) {
  const { algorithm, keyed, seed, final, step_hashes, key_id } = block;
  if (algorithm !== "sha256-chain-v1" && algorithm !== "hmac-sha256-chain-v1") return null;
  if (keyed !== (algorithm === "hmac-sha256-chain-v1")) return null;
  if (typeof seed !== "string" || !HEX64_TEXT.test(seed) || typeof final !== "string" || !HEX64_TEXT.test(final)) return null;
  if (key_id !== void 0 && (typeof key_id !== "string" || !KEY_ID_TEXT.test(key_id))) return null;
  if (!isCount(block.rotations) || !isCount(block.resign_count) || block.blamegate !== void 0) return null;
  if (!Array.isArray(step_hashes) || step_hashes.length > MAX_STEPS_LIMIT) return null;
  for (const h of step_hashes) if (typeof h !== "string" || h.length !== 64) return null;
  return block;
}
var VERDICTS = ["intact", "unsigned", "keyed", "wrong-key", "tampered", "rolled-back", "invalid"];
var VerdictSchema = lazySchema((z) => z.enum(VERDICTS));
var IntegrityResultSchema = lazySchema(
  (z) => z.object({
    verdict: VerdictSchema,
    /** First altered step (everything from it on is untrusted), or null. */
    step: z.number().int().nonnegative().nullable(),
    algorithm: z.string().nullable(),
    reason: z.string().optional()
  })
);

// src/integrity/keys.ts
import { createHash } from "node:crypto";
var MAX_KEY_BYTES = 1024;
var KeyError = class extends Error {
  name = "KeyError";
};
var HEX = /^(?:[0-9a-fA-F]{2})+$/;
function parseKey(text2, source = "key") {
  const t = text2.replace(/\r?\n$/, "");
  if (t.length === 0) throw new KeyError(`${source}: the key is empty`);
  const bytes = HEX.test(t) ? Buffer.from(t, "hex") : Buffer.from(t, "utf8");
  if (bytes.length > MAX_KEY_BYTES) {
    throw new KeyError(`${source}: the key is ${bytes.length} bytes; at most ${MAX_KEY_BYTES} are accepted`);
  }
  return new Uint8Array(bytes);
}
function keyId(key) {
  return createHash("sha256").update("key-id:").update(key).digest("hex").slice(0, 8);
}

// src/json/lossless.ts
var LosslessNumber = class {
  constructor(text2) {
    this.text = text2;
  }
  text;
  /** True when Python would read it as an int (no fraction, no exponent, not NaN/Infinity). */
  get isInteger() {
    return /^-?\d+$/.test(this.text);
  }
  valueOf() {
    return Number(this.text);
  }
};
var LosslessJsonError = class extends Error {
  constructor(message, offset) {
    super(message);
    this.offset = offset;
    this.name = "LosslessJsonError";
  }
  offset;
};
var WS = new Uint8Array(128);
for (const c of [SPACE, TAB, NEWLINE, CR]) WS[c] = 1;
function parseLossless(text2, limits = {}) {
  const maxDepth = limits.maxDepth ?? MAX_DEPTH;
  let i = 0;
  const n = text2.length;
  const fail = (what) => {
    const line = text2.slice(0, i).split("\n").length;
    throw new LosslessJsonError(`${what} at line ${line}, offset ${i}`, i);
  };
  const skip = () => {
    while (i < n) {
      const c = text2.charCodeAt(i);
      if (c < 128 && WS[c] === 1) i++;
      else break;
    }
  };
  const parseString = () => {
    i++;
    let start = i;
    let out = "";
    for (; ; ) {
      if (i >= n) fail("unterminated string");
      const c = text2.charCodeAt(i);
      if (c === QUOTE) {
        out += text2.slice(start, i);
        i++;
        return out;
      }
      if (c === BACKSLASH) {
        out += text2.slice(start, i);
        const e = text2.charCodeAt(i + 1);
        i += 2;
        switch (e) {
          case QUOTE:
            out += '"';
            break;
          case BACKSLASH:
            out += "\\";
            break;
          case SLASH:
            out += "/";
            break;
          case 98:
            out += "\b";
            break;
          case 102:
            out += "\f";
            break;
          case 110:
            out += "\n";
            break;
          case 114:
            out += "\r";
            break;
          case 116:
            out += "	";
            break;
          case 117: {
            const hex = text2.slice(i, i + 4);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("bad \\u escape");
            out += String.fromCharCode(parseInt(hex, 16));
            i += 4;
            break;
          }
          default:
            i -= 2;
            fail("bad escape in string");
        }
        start = i;
        continue;
      }
      if (c < SPACE) fail("control character in string");
      i++;
    }
  };
  const NUM3 = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const parseNumber = () => {
    if (text2.startsWith("-Infinity", i)) {
      i += 9;
      return new LosslessNumber("-Infinity");
    }
    NUM3.lastIndex = i;
    const m = NUM3.exec(text2);
    if (!m) return fail("bad number");
    i += m[0].length;
    return new LosslessNumber(m[0]);
  };
  const parseValue = (depth) => {
    skip();
    if (i >= n) fail("unexpected end of input");
    const c = text2.charCodeAt(i);
    if (c === QUOTE) return parseString();
    if (c === LBRACE) {
      if (depth >= maxDepth) fail(`nesting deeper than ${maxDepth}`);
      i++;
      const obj = /* @__PURE__ */ new Map();
      skip();
      if (text2.charCodeAt(i) === RBRACE) {
        i++;
        return obj;
      }
      for (; ; ) {
        skip();
        if (text2.charCodeAt(i) !== QUOTE) fail("expected a string key");
        const key = parseString();
        skip();
        if (text2.charCodeAt(i) !== COLON) fail("expected ':'");
        i++;
        obj.set(key, parseValue(depth + 1));
        skip();
        const d = text2.charCodeAt(i);
        i++;
        if (d === COMMA) continue;
        if (d === RBRACE) return obj;
        i--;
        fail("expected ',' or '}'");
      }
    }
    if (c === LBRACKET) {
      if (depth >= maxDepth) fail(`nesting deeper than ${maxDepth}`);
      i++;
      const arr = [];
      skip();
      if (text2.charCodeAt(i) === RBRACKET) {
        i++;
        return arr;
      }
      for (; ; ) {
        arr.push(parseValue(depth + 1));
        skip();
        const d = text2.charCodeAt(i);
        i++;
        if (d === COMMA) continue;
        if (d === RBRACKET) return arr;
        i--;
        fail("expected ',' or ']'");
      }
    }
    if (c === 116 && text2.startsWith("true", i)) {
      i += 4;
      return true;
    }
    if (c === 102 && text2.startsWith("false", i)) {
      i += 5;
      return false;
    }
    if (c === 110 && text2.startsWith("null", i)) {
      i += 4;
      return null;
    }
    if (c === 78 && text2.startsWith("NaN", i)) {
      i += 3;
      return new LosslessNumber("NaN");
    }
    if (c === 73 && text2.startsWith("Infinity", i)) {
      i += 8;
      return new LosslessNumber("Infinity");
    }
    if (c === MINUS || c >= DIGIT_0 && c <= DIGIT_9) return parseNumber();
    return fail("unexpected character");
  };
  const value = parseValue(0);
  skip();
  if (i < n) fail("unexpected text after the JSON value");
  return value;
}
function fromPlain(value, depth = 0) {
  if (depth > MAX_DEPTH) throw new Error("value nested too deeply");
  if (value === null || value === void 0) return null;
  if (typeof value === "boolean" || typeof value === "string") return value;
  if (typeof value === "number") return new LosslessNumber(jsNumberText(value));
  if (typeof value === "bigint") return new LosslessNumber(value.toString());
  if (value instanceof LosslessNumber) return value;
  if (Array.isArray(value)) return value.map((v) => fromPlain(v, depth + 1));
  if (value instanceof Map) {
    const m = /* @__PURE__ */ new Map();
    for (const [k, v] of value) m.set(String(k), fromPlain(v, depth + 1));
    return m;
  }
  if (typeof value === "object") {
    const m = /* @__PURE__ */ new Map();
    for (const [k, v] of Object.entries(value)) if (v !== void 0) m.set(k, fromPlain(v, depth + 1));
    return m;
  }
  return null;
}
function jsNumberText(x) {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  if (Number.isSafeInteger(x) && !Object.is(x, -0)) return String(x);
  const s = String(x);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}
function toPlain(value) {
  if (value instanceof LosslessNumber) return value.valueOf();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value instanceof Map) {
    const o = {};
    for (const [k, v] of value) Object.defineProperty(o, k, { value: toPlain(v), enumerable: true, writable: true, configurable: true });
    return o;
  }
  return value;
}

// src/json/code-points.ts
function compareCodePoints(a, b) {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 55296 && y >= 55296) {
      x = x >= 57344 ? x - 2048 : x + 8192;
      y = y >= 57344 ? y - 2048 : y + 8192;
    }
    return x - y;
  }
  return a.length - b.length;
}

// src/json/python.ts
function pyFloatRepr(x) {
  const a = Math.abs(x);
  if (a >= 1e-4 && a < 1e16 && !Number.isInteger(x)) return String(x);
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "Infinity";
  if (x === -Infinity) return "-Infinity";
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const e = x.toExponential();
  const sign = x < 0 ? "-" : "";
  const at = e.indexOf("e");
  const digits = e.slice(sign.length, at).replace(".", "");
  const exp = Number(e.slice(at + 1));
  const decpt = exp + 1;
  if (decpt <= -4 || decpt > 16) {
    const mant = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const ae = Math.abs(exp);
    return `${sign}${mant}e${exp < 0 ? "-" : "+"}${ae < 10 ? "0" : ""}${ae}`;
  }
  if (decpt <= 0) return `${sign}0.${"0".repeat(-decpt)}${digits}`;
  if (decpt >= digits.length) return `${sign}${digits}${"0".repeat(decpt - digits.length)}.0`;
  return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
}
var INT = /^-?\d+$/;
function pyNumberText(text2) {
  if (INT.test(text2)) {
    return text2 === "-0" ? "0" : text2;
  }
  return pyFloatRepr(Number(text2));
}
var NEEDS_ESCAPE = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;
var ESCAPE_ALL = /[^\x20\x21\x23-\x5b\x5d-\x7e]/g;
var SHORT = {
  '"': '\\"',
  "\\": "\\\\",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "	": "\\t"
};
var escapeChar = (ch) => SHORT[ch] ?? `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
function pyString(s) {
  if (!NEEDS_ESCAPE.test(s)) return `"${s}"`;
  return `"${s.replace(ESCAPE_ALL, escapeChar)}"`;
}
var SURROGATE = /[\ud800-\udfff]/;
function sortKeys(keys) {
  keys.sort();
  for (const k of keys) {
    if (NEEDS_ESCAPE.test(k) && SURROGATE.test(k)) return keys.sort(compareCodePoints);
  }
  return keys;
}
function pyCanonical(value) {
  if (value === null) return "null";
  if (value === true) return "true";
  if (value === false) return "false";
  if (typeof value === "string") return pyString(value);
  if (value instanceof LosslessNumber) return pyNumberText(value.text);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    let out2 = "[";
    for (let i = 0; i < value.length; i++) out2 += (i ? ", " : "") + pyCanonical(value[i]);
    return `${out2}]`;
  }
  if (value.size === 0) return "{}";
  const keys = sortKeys([...value.keys()]);
  let out = "{";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    out += `${i ? ", " : ""}${pyString(k)}: ${pyCanonical(value.get(k))}`;
  }
  return `${out}}`;
}
function pyIndented(value, indent = 2, level = 0) {
  if (value === null || typeof value === "boolean" || typeof value === "string") return pyCanonical(value);
  if (value instanceof LosslessNumber) return value.text;
  const pad = " ".repeat(indent * (level + 1));
  const end = " ".repeat(indent * level);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[
${value.map((v) => pad + pyIndented(v, indent, level + 1)).join(",\n")}
${end}]`;
  }
  if (value.size === 0) return "{}";
  const parts = [];
  for (const [k, v] of value) parts.push(`${pad}${pyString(k)}: ${pyIndented(v, indent, level + 1)}`);
  return `{
${parts.join(",\n")}
${end}}`;
}
function pyStr(value) {
  if (value === void 0 || value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "string") return value;
  if (value instanceof LosslessNumber) {
    const t = pyNumberText(value.text);
    if (t === "Infinity") return "inf";
    if (t === "-Infinity") return "-inf";
    if (t === "NaN") return "nan";
    return t;
  }
  return pyCanonical(value);
}
var AmbiguousNumber = class extends Error {
  name = "AmbiguousNumber";
};
var TWO53 = 2 ** 53;
function pyCanonicalPlain(v, asciiStrings = false) {
  return plain(v, asciiStrings, 0);
}
function plain(v, asciiStrings, depth) {
  switch (typeof v) {
    case "string":
      return asciiStrings ? `"${v}"` : pyString(v);
    case "number":
      if (!Number.isInteger(v)) return pyFloatRepr(v);
      if (Object.is(v, -0) || Math.abs(v) >= TWO53) throw new AmbiguousNumber(String(v));
      return String(v);
    case "boolean":
      return v ? "true" : "false";
    case "object":
      if (v === null) return "null";
      break;
    default:
      throw new AmbiguousNumber(`not JSON data: ${typeof v}`);
  }
  if (depth > 512) throw new AmbiguousNumber("nested too deeply");
  if (Array.isArray(v)) {
    if (v.length === 0) return "[]";
    let out2 = `[${plain(v[0], asciiStrings, depth + 1)}`;
    for (let i = 1; i < v.length; i++) out2 += `, ${plain(v[i], asciiStrings, depth + 1)}`;
    return `${out2}]`;
  }
  const o = v;
  const keys = Object.keys(o);
  if (keys.length === 0) return "{}";
  const shape = shapeOf(keys);
  const sorted = shape.sorted;
  const lits = shape.lits;
  let out = "{";
  for (let i = 0; i < sorted.length; i++) out += lits[i] + plain(o[sorted[i]], asciiStrings, depth + 1);
  return `${out}}`;
}
var shapes = /* @__PURE__ */ new Map();
var shapeCount = 0;
var MAX_SHAPES = 2048;
var MAX_SHAPE_KEYS = 256;
var MAX_SHAPE_KEY_CHARS = 4096;
var MAX_CHAIN = 32;
function shapeOf(keys) {
  const first2 = keys[0];
  const head = shapes.get(first2);
  const n = keys.length;
  search: for (let s = head; s !== void 0; s = s.next) {
    const own3 = s.own;
    if (own3.length !== n) continue;
    for (let i = 1; i < n; i++) if (own3[i] !== keys[i]) continue search;
    return s;
  }
  const own2 = keys.slice();
  const sorted = sortKeys(keys);
  const lits = sorted.map((k, i) => `${i ? ", " : ""}${pyString(k)}: `);
  const next = head !== void 0 && head.chain < MAX_CHAIN ? head : void 0;
  const shape = { own: own2, sorted, lits, next, chain: (next?.chain ?? 0) + 1 };
  let chars = 0;
  for (const k of own2) chars += k.length;
  if (n <= MAX_SHAPE_KEYS && chars <= MAX_SHAPE_KEY_CHARS) {
    if (shapeCount >= MAX_SHAPES) {
      shapes.clear();
      shapeCount = 0;
      shape.next = void 0;
      shape.chain = 1;
    }
    shapes.set(first2, shape);
    shapeCount++;
  }
  return shape;
}
function pyStrPlain(v) {
  if (v === void 0 || v === null) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "string") return v;
  if (typeof v === "number") {
    if (Number.isNaN(v)) return "nan";
    if (!Number.isFinite(v)) return v > 0 ? "inf" : "-inf";
    return pyCanonicalPlain(v);
  }
  return pyCanonicalPlain(v);
}
function isPlainText(text2) {
  return text2.indexOf("\\") < 0 && text2.indexOf("\x7F") < 0 && Buffer.byteLength(text2, "utf8") === text2.length;
}
var EXPONENT = /[0-9][eE][-+]?[0-9]+(?![0-9A-Za-z])/g;
var LITERAL = /-?[0-9][-+.eE0-9]*/y;
var FLOATY = /[.eE]/;
function hasIntegralFloats(text2) {
  for (let at = text2.indexOf("."); at >= 0; at = text2.indexOf(".", at + 1)) {
    if (at > 0 && isDigit(text2.charCodeAt(at - 1)) && integralAt(text2, at - 1)) return true;
  }
  EXPONENT.lastIndex = 0;
  for (let m = EXPONENT.exec(text2); m !== null; m = EXPONENT.exec(text2)) {
    if (integralAt(text2, m.index)) return true;
  }
  return false;
}
var isDigit = (c) => c >= DIGIT_0 && c <= DIGIT_9;
function integralAt(text2, at) {
  let start = at;
  while (start > 0 && isDigit(text2.charCodeAt(start - 1))) start--;
  if (start > 0 && text2.charCodeAt(start - 1) === MINUS) start--;
  let k = start - 1;
  while (k >= 0 && isJsonSpace(text2.charCodeAt(k))) k--;
  if (k >= 0) {
    const c = text2.charCodeAt(k);
    if (c !== COLON && c !== COMMA && c !== LBRACKET) return false;
  }
  LITERAL.lastIndex = start;
  const m = LITERAL.exec(text2);
  return m !== null && ambiguousLiteral(m[0]);
}
function ambiguousLiteral(t) {
  if (!FLOATY.test(t)) return false;
  const x = Number(t);
  return Number.isInteger(x) || Object.is(x, -0) || Number.isNaN(x);
}

// src/json/python-scan.ts
var ScanError = class extends Error {
  name = "ScanError";
};
var HEX2 = new Int8Array(128).fill(-1);
for (let c = 0; c < 10; c++) HEX2[48 + c] = c;
for (let c = 0; c < 6; c++) HEX2[97 + c] = 10 + c;
var HEX_ANY = new Int8Array(128).fill(-1);
for (let c = 0; c < 128; c++) HEX_ANY[c] = HEX2[c];
for (let c = 0; c < 6; c++) HEX_ANY[65 + c] = 10 + c;
var NUM = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
var SLOW_STRING = /[\\\x00-\x1f\x7f-\uffff]/;
var byCodeUnit = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
var byCodePoint = (a, b) => compareCodePoints(a.key, b.key);
function joinSorted(members, astral) {
  if (members.length === 0) return "{}";
  members.sort(astral ? byCodePoint : byCodeUnit);
  let out = "{";
  let first2 = true;
  for (let i = 0; i < members.length; i++) {
    const m = members[i];
    const next = members[i + 1];
    if (next !== void 0 && next.key === m.key) continue;
    out += `${first2 ? "" : ", "}${m.lit}: ${m.value}`;
    first2 = false;
  }
  return `${out}}`;
}
function scanTrace(text2) {
  let i = 0;
  const n = text2.length;
  const fail = (what) => {
    throw new ScanError(`${what} at offset ${i}`);
  };
  const skip = () => {
    for (; ; ) {
      const c = text2.charCodeAt(i);
      if (isJsonSpace(c)) i++;
      else return;
    }
  };
  let decoded = "";
  let astral = false;
  const string = () => {
    const start = i;
    const q = text2.indexOf('"', i + 1);
    if (q > 0) {
      const seg = text2.slice(i + 1, q);
      if (!SLOW_STRING.test(seg)) {
        i = q + 1;
        decoded = seg;
        astral = false;
        return text2.slice(start, i);
      }
    }
    i++;
    let pythonForm = true;
    let hasEscape = false;
    for (; ; ) {
      if (i >= n) fail("unterminated string");
      const c = text2.charCodeAt(i);
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        hasEscape = true;
        const e = text2.charCodeAt(i + 1);
        if (e === 117) {
          let v = 0;
          for (let k = 2; k < 6; k++) {
            const d = text2.charCodeAt(i + k);
            const h = d < 128 ? HEX_ANY[d] : -1;
            if (h < 0) fail("bad \\u escape");
            if (HEX2[d] < 0) pythonForm = false;
            v = v * 16 + h;
          }
          if (v >= 32 && v < 127 || v === 10 || v === 13 || v === 9 || v === 8 || v === 12) pythonForm = false;
          i += 6;
        } else if (e === QUOTE || e === BACKSLASH || e === 110 || e === 114 || e === 116 || e === 98 || e === 102) i += 2;
        else if (e === SLASH) {
          pythonForm = false;
          i += 2;
        } else fail("bad escape in string");
        continue;
      }
      if (c < 32) fail("control character in string");
      if (c >= 127) pythonForm = false;
      i++;
    }
    i++;
    const literal = text2.slice(start, i);
    astral = !pythonForm || hasEscape && /\\u[dD][89a-fA-F]/.test(literal);
    if (!hasEscape) {
      decoded = literal.slice(1, -1);
      return pythonForm ? literal : pyString(decoded);
    }
    decoded = JSON.parse(literal);
    return pythonForm ? literal : pyString(decoded);
  };
  let scalarText = null;
  const value = (depth) => {
    skip();
    const c = text2.charCodeAt(i);
    if (c === QUOTE) {
      const s = string();
      scalarText = decoded;
      return s;
    }
    if (c === LBRACE) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      i++;
      const members = [];
      let anyAstral = false;
      skip();
      if (text2.charCodeAt(i) === RBRACE) {
        i++;
        return "{}";
      }
      for (; ; ) {
        skip();
        if (text2.charCodeAt(i) !== QUOTE) fail("expected a string key");
        const lit = string();
        const key = decoded;
        anyAstral ||= astral;
        skip();
        if (text2.charCodeAt(i) !== COLON) fail("expected ':'");
        i++;
        members.push({ key, lit, value: value(depth + 1) });
        skip();
        const d = text2.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === RBRACE) break;
        i--;
        fail("expected ',' or '}'");
      }
      scalarText = null;
      return joinSorted(members, anyAstral);
    }
    if (c === LBRACKET) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      i++;
      skip();
      if (text2.charCodeAt(i) === RBRACKET) {
        i++;
        return "[]";
      }
      let out = "[";
      for (let k = 0; ; k++) {
        out += (k ? ", " : "") + value(depth + 1);
        skip();
        const d = text2.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === RBRACKET) break;
        i--;
        fail("expected ',' or ']'");
      }
      scalarText = null;
      return `${out}]`;
    }
    return scalar();
  };
  const word = (w, canon, str2) => {
    if (!text2.startsWith(w, i)) fail("unexpected character");
    i += w.length;
    scalarText = str2;
    return canon;
  };
  const scalar = () => {
    const c = text2.charCodeAt(i);
    if (c === 116) return word("true", "true", "True");
    if (c === 102) return word("false", "false", "False");
    if (c === 110) return word("null", "null", "None");
    if (c === 78) return word("NaN", "NaN", "nan");
    if (c === 73) return word("Infinity", "Infinity", "inf");
    if (c === MINUS && text2.startsWith("-Infinity", i)) return word("-Infinity", "-Infinity", "-inf");
    if (c > DIGIT_0 && c <= DIGIT_9) {
      let j = i + 1;
      let d = text2.charCodeAt(j);
      while (d >= DIGIT_0 && d <= DIGIT_9) d = text2.charCodeAt(++j);
      if (d !== 46 && d !== 101 && d !== 69) {
        const t2 = text2.slice(i, j);
        i = j;
        scalarText = t2;
        return t2;
      }
    }
    NUM.lastIndex = i;
    const m = NUM.exec(text2);
    if (!m) return fail(i >= n ? "unexpected end of input" : "unexpected character");
    i += m[0].length;
    const t = pyNumberText(m[0]);
    scalarText = t === "Infinity" ? "inf" : t === "-Infinity" ? "-inf" : t;
    return t;
  };
  const skipValue = (depth) => {
    skip();
    const c = text2.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; ; ) {
        const q = text2.indexOf('"', i);
        if (q < 0) fail("unterminated string");
        let b = q - 1;
        while (text2.charCodeAt(b) === BACKSLASH) b--;
        i = q + 1;
        if ((q - 1 - b) % 2 === 0) return;
      }
    }
    if (c === LBRACE || c === LBRACKET) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      const close = c === LBRACE ? RBRACE : RBRACKET;
      i++;
      skip();
      if (text2.charCodeAt(i) === close) {
        i++;
        return;
      }
      for (; ; ) {
        if (c === LBRACE) {
          skipValue(depth + 1);
          skip();
          if (text2.charCodeAt(i) !== COLON) fail("expected ':'");
          i++;
        }
        skipValue(depth + 1);
        skip();
        const d = text2.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === close) return;
        i--;
        fail("expected ',' or a closing bracket");
      }
    }
    scalar();
  };
  skip();
  if (text2.charCodeAt(i) !== LBRACE) fail("the trace is not a JSON object");
  i++;
  const header = [];
  let headerAstral = false;
  let steps = [];
  let integrityText = null;
  const seed = { task: "None", model: "None", created_at: "None" };
  skip();
  if (text2.charCodeAt(i) === RBRACE) i++;
  else
    for (; ; ) {
      skip();
      if (text2.charCodeAt(i) !== QUOTE) fail("expected a string key");
      const keyLit = string();
      const key = decoded;
      headerAstral ||= astral;
      skip();
      if (text2.charCodeAt(i) !== COLON) fail("expected ':'");
      i++;
      skip();
      if (key === "steps") {
        if (text2.charCodeAt(i) !== LBRACKET) fail("`steps` is not a list");
        i++;
        steps = [];
        skip();
        if (text2.charCodeAt(i) === RBRACKET) i++;
        else
          for (; ; ) {
            steps.push(value(1));
            skip();
            const d2 = text2.charCodeAt(i++);
            if (d2 === COMMA) continue;
            if (d2 === RBRACKET) break;
            i--;
            fail("expected ',' or ']'");
          }
      } else if (key === "meta" && text2.charCodeAt(i) === LBRACE) {
        i++;
        const members = [];
        let metaAstral = false;
        integrityText = null;
        skip();
        if (text2.charCodeAt(i) === RBRACE) i++;
        else
          for (; ; ) {
            skip();
            if (text2.charCodeAt(i) !== QUOTE) fail("expected a string key");
            const lit = string();
            const mkey = decoded;
            metaAstral ||= astral;
            skip();
            if (text2.charCodeAt(i) !== COLON) fail("expected ':'");
            i++;
            skip();
            const start = i;
            if (mkey === "integrity") {
              skipValue(2);
              integrityText = text2.slice(start, i);
            } else members.push({ key: mkey, lit, value: value(2) });
            skip();
            const d2 = text2.charCodeAt(i++);
            if (d2 === COMMA) continue;
            if (d2 === RBRACE) break;
            i--;
            fail("expected ',' or '}'");
          }
        header.push({ key, lit: keyLit, value: joinSorted(members, metaAstral) });
      } else {
        if (key === "meta") integrityText = null;
        scalarText = null;
        const v = value(1);
        header.push({ key, lit: keyLit, value: v });
        if (key === "task" || key === "model" || key === "created_at") seed[key] = scalarText ?? v;
      }
      skip();
      const d = text2.charCodeAt(i++);
      if (d === COMMA) continue;
      if (d === RBRACE) break;
      i--;
      fail("expected ',' or '}'");
    }
  skip();
  if (i < n) fail("unexpected text after the JSON value");
  return { header: joinSorted(header, headerAstral), steps, seedInput: `${seed.task}|${seed.model}|${seed.created_at}`, integrityText };
}

// src/json/record.ts
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var asRecord = (v) => isRecord(v) ? v : void 0;

// src/integrity/view.ts
var MAX_SOURCE_CHARS = 64 * 1024 * 1024;
var ViewError = class extends Error {
  name = "ViewError";
};
function checkSize(text2) {
  if (text2.length > MAX_SOURCE_CHARS) throw new ViewError(`trace text is ${text2.length} characters, over the ${MAX_SOURCE_CHARS} limit`);
}
function parseChecked(text2) {
  checkSize(text2);
  try {
    return parseLossless(text2);
  } catch (e) {
    throw new ViewError(e instanceof LosslessJsonError ? `not JSON: ${e.message}` : String(e));
  }
}
function parseSource(text2) {
  const tree = parseChecked(text2);
  if (!(tree instanceof Map)) throw new ViewError("the trace is not a JSON object");
  return tree;
}
function headerOf(tree) {
  const header = /* @__PURE__ */ new Map();
  for (const [k, v] of tree) {
    if (k === "steps") continue;
    if (k === "meta" && v instanceof Map) {
      const meta23 = new Map(v);
      meta23.delete("integrity");
      header.set(k, meta23);
    } else header.set(k, v);
  }
  return header;
}
function sourceView(tree) {
  const steps = tree.get("steps");
  if (steps !== void 0 && !Array.isArray(steps)) throw new ViewError("`steps` is not a list");
  return {
    header: pyCanonical(headerOf(tree)),
    steps: (steps ?? []).map(pyCanonical),
    seedInput: `${pyStr(tree.get("task"))}|${pyStr(tree.get("model"))}|${pyStr(tree.get("created_at"))}`
  };
}
function modelView(trace) {
  const meta23 = { ...trace.meta };
  delete meta23.integrity;
  const header = fromPlain({
    id: trace.id,
    task: trace.task,
    success: trace.success,
    final_output: trace.finalOutput,
    model: trace.model,
    created_at: trace.createdAt,
    agents: trace.agents,
    meta: meta23
  });
  const steps = trace.steps.map((s) => {
    if (s.raw !== void 0) return pyCanonical(fromPlain(s.raw));
    const { raw: _raw, ...rest } = s;
    return pyCanonical(fromPlain(rest));
  });
  const seed = fromPlain({ t: trace.task, m: trace.model ?? null, c: trace.createdAt ?? null });
  return {
    header: pyCanonical(header),
    steps,
    seedInput: `${pyStr(seed.get("t"))}|${pyStr(seed.get("m"))}|${pyStr(seed.get("c"))}`
  };
}
function plainView(raw, asciiStrings = false) {
  const obj = /* @__PURE__ */ Object.create(null);
  for (const k of Object.keys(raw)) {
    if (k === "steps") continue;
    const v = raw[k];
    if (k === "meta" && isRecord(v)) {
      const meta23 = /* @__PURE__ */ Object.create(null);
      for (const mk of Object.keys(v)) if (mk !== "integrity") meta23[mk] = v[mk];
      obj[k] = meta23;
    } else obj[k] = v;
  }
  const steps = stepsOf(raw);
  const header = pyCanonicalPlain(obj, asciiStrings);
  return { header, ...plainSteps(raw, steps, asciiStrings) };
}
function stepsOf(raw) {
  const steps = raw.steps;
  if (steps !== void 0 && !Array.isArray(steps)) throw new ViewError("`steps` is not a list");
  return steps ?? [];
}
function plainSteps(raw, steps, asciiStrings) {
  const out = new Array(steps.length);
  for (let i = 0; i < steps.length; i++) out[i] = pyCanonicalPlain(steps[i], asciiStrings);
  return { steps: out, seedInput: `${pyStrPlain(raw.task)}|${pyStrPlain(raw.model)}|${pyStrPlain(raw.created_at)}` };
}
function sourceViewOf(trace) {
  return fromParsed(trace, (raw, ascii) => plainView(raw, ascii)) ?? exactView(trace);
}
function sourceStepsOf(trace) {
  return fromParsed(trace, (raw, ascii) => plainSteps(raw, stepsOf(raw), ascii)) ?? exactView(trace);
}
function fromParsed(trace, build) {
  const text2 = trace.sourceText;
  if (text2 === void 0 || !isRecord(trace.raw) || hasIntegralFloats(text2)) return null;
  try {
    return build(trace.raw, isPlainText(text2));
  } catch (e) {
    if (!(e instanceof AmbiguousNumber)) throw e;
    return null;
  }
}
function exactView(trace) {
  if (trace.sourceText !== void 0) {
    checkSize(trace.sourceText);
    try {
      return scanTrace(trace.sourceText);
    } catch (e) {
      throw new ViewError(e instanceof ScanError ? `not JSON: ${e.message}` : String(e));
    }
  }
  const tree = sourceTreeOf(trace);
  if (!tree) throw new ViewError("the trace's stored JSON was not kept, so its chain cannot be recomputed");
  return sourceView(tree);
}
function sourceTreeOf(trace) {
  if (trace.sourceText !== void 0) return parseSource(trace.sourceText);
  if (trace.raw !== void 0 && trace.raw !== null && typeof trace.raw === "object" && !Array.isArray(trace.raw)) {
    return fromPlain(trace.raw);
  }
  return null;
}

// src/integrity/chain.ts
import { createHash as createHash3 } from "node:crypto";

// src/sha256.ts
import * as nodeCrypto from "node:crypto";
var hasOneShot = typeof nodeCrypto.hash === "function";
var sha256Hex = (data) => hasOneShot ? nodeCrypto.hash("sha256", data, "hex") : nodeCrypto.createHash("sha256").update(data).digest("hex");
var sha256Bytes = (data) => hasOneShot ? nodeCrypto.hash("sha256", data, "buffer") : nodeCrypto.createHash("sha256").update(data).digest();

// src/integrity/chain.ts
var sha256 = (text2) => sha256Hex(text2);
function makeDigest(key) {
  return key ? hmacDigest(key) : sha256;
}
function hmacDigest(key) {
  const k = key.length > 64 ? createHash3("sha256").update(key).digest() : Buffer.from(key);
  const ipad = Buffer.alloc(64, 54);
  const opad = Buffer.alloc(64, 92);
  for (let i = 0; i < k.length; i++) {
    ipad[i] = ipad[i] ^ k[i];
    opad[i] = opad[i] ^ k[i];
  }
  const outer = Buffer.alloc(96);
  opad.copy(outer, 0);
  const finish = (inner) => {
    inner.copy(outer, 64);
    return sha256Hex(outer);
  };
  if (ipad.every((b) => b < 128)) {
    const ipadText = ipad.toString("latin1");
    return (text2) => finish(sha256Bytes(ipadText + text2));
  }
  return (text2) => finish(sha256Bytes(Buffer.concat([ipad, Buffer.from(text2, "utf8")])));
}
function sha256Hex2(text2) {
  return sha256(text2);
}
function sameHash(computed, stored) {
  if (computed.length !== stored.length) return false;
  let diff = 0;
  for (let i = 0; i < computed.length; i++) diff |= computed.charCodeAt(i) ^ stored.charCodeAt(i);
  return diff === 0;
}
function walk(digest, startHex, steps, stored, numbered) {
  let prev = startHex;
  let firstBad = null;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    const h = digest(numbered ? ourLink(prev, i, step) : prev + step);
    if (firstBad === null && (i >= stored.length || !sameHash(h, stored[i]))) firstBad = i;
    prev = h;
  }
  if (firstBad === null && stored.length !== steps.length) firstBad = Math.min(steps.length, stored.length);
  return { firstBad, lastHex: prev };
}
var ourLink = (prev, i, c) => `${prev}
${i}
${c}`;
function approxHashes(digest, seed, steps) {
  const out = [];
  let prev = seed;
  for (const s of steps) {
    prev = digest(prev + s);
    out.push(prev);
  }
  return out;
}
function checkApprox(digest, seedHex, storedSeed, steps, stored) {
  if (!sameHash(seedHex, storedSeed)) return { step: 0, what: "seed", final: seedHex };
  const w = walk(digest, seedHex, steps, stored.step_hashes, false);
  if (w.firstBad !== null) {
    const what = w.firstBad >= steps.length ? "missing-steps" : w.firstBad >= stored.step_hashes.length ? "extra-steps" : "step";
    return { step: w.firstBad, what, final: w.lastHex };
  }
  if (!sameHash(w.lastHex, stored.final)) return { step: steps.length, what: "final", final: w.lastHex };
  return { step: null, final: w.lastHex };
}
function ourPrefix(params) {
  return params === null ? "blamegate-chain-v1\n" : `blamegate-chain-v2
${params}
`;
}
function ourHead(digest, prefix, header) {
  return digest(prefix + header);
}
function ourHashes(digest, head, steps) {
  const out = [];
  let prev = head;
  for (let i = 0; i < steps.length; i++) {
    prev = digest(ourLink(prev, i, steps[i]));
    out.push(prev);
  }
  return { step_hashes: out, final: digest(`${prev}
end
${steps.length}`) };
}
function checkOurs(digest, prefix, header, steps, stored) {
  const head = digest(prefix + header);
  if (!sameHash(head, stored.head)) return { step: 0, what: "head", final: head };
  const w = walk(digest, head, steps, stored.step_hashes, true);
  const final = digest(`${w.lastHex}
end
${steps.length}`);
  if (w.firstBad !== null) {
    const what = w.firstBad >= steps.length ? "missing-steps" : w.firstBad >= stored.step_hashes.length ? "extra-steps" : "step";
    return { step: w.firstBad, what, final };
  }
  if (!sameHash(final, stored.final)) return { step: steps.length, what: "final", final };
  return { step: null, final };
}

// src/integrity/params.ts
function blockParams(b) {
  if (isV1(b.algorithm)) return null;
  return pyCanonical(
    fromPlain({
      algorithm: b.algorithm,
      keyed: b.keyed,
      key_id: b.key_id,
      view: b.view,
      signed_at: b.signed_at,
      rotations: b.rotations,
      resign_count: b.resign_count
    })
  );
}

// src/integrity/ledger.ts
var GENESIS = "0".repeat(64);
var MAX_LEDGER_LINE = 4096;
var LedgerEntrySchema = lazySchema(
  (z) => z.strictObject({
    id: z.string().min(1).max(512),
    root: z.string().regex(/^[0-9a-f]{64}$/),
    algorithm: z.string().max(64),
    steps: z.number().int().nonnegative(),
    /** Where the trace lived when recorded, relative to where the ledger was written from. */
    file: z.string().max(1024).optional(),
    time: z.string().max(64),
    prev: z.string().regex(/^[0-9a-f]{64}$/)
  })
);
function parseLedger(text2) {
  const records = [];
  const byId = /* @__PURE__ */ new Map();
  let tip = GENESIS;
  let broken = null;
  const lines = text2.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const lineText = lines[i].replace(/\r$/, "");
    const line = i + 1;
    const fail = (reason) => broken = { line, reason };
    if (lineText.length > MAX_LEDGER_LINE) {
      fail(`line is ${lineText.length} characters, over ${MAX_LEDGER_LINE}`);
      break;
    }
    let json;
    try {
      json = JSON.parse(lineText);
    } catch {
      fail("not JSON");
      break;
    }
    const parsed = LedgerEntrySchema.safeParse(json);
    if (!parsed.success) {
      const first2 = parsed.error.issues[0];
      fail(`not a ledger entry (${first2 ? `${first2.path.map(String).join(".") || "line"}: ${first2.message}` : "bad shape"})`);
      break;
    }
    if (parsed.data.prev !== tip) {
      fail(i === 0 ? "the first line does not start the chain" : `does not follow line ${line - 1} (a line was edited, removed or reordered)`);
      break;
    }
    tip = sha256Hex2(lineText);
    const rec = { ...parsed.data, line, hash: tip };
    records.push(rec);
    const list = byId.get(rec.id);
    if (list) list.push(rec);
    else byId.set(rec.id, [rec]);
  }
  return { byId, records, broken, tip };
}
function checkLedger(index, id, v) {
  const list = index.byId.get(id);
  if (!list || !v.root) return list ? v : { ...v, reason: "not in the ledger yet" };
  const latest = list[list.length - 1];
  if (latest.root === v.root) return v;
  const older = list.find((r) => r.root === v.root);
  if (older) {
    return {
      ...v,
      verdict: "rolled-back",
      reason: `this is the version recorded at ledger line ${older.line} (${older.time}); the latest, line ${latest.line} (${latest.time}), differs`
    };
  }
  return {
    ...v,
    verdict: "tampered",
    reason: `the chain holds but its root is not in the ledger; the latest recorded version is line ${latest.line} (${latest.time}) \u2014 re-signed without recording?`
  };
}

// src/integrity/verify.ts
var invalid = (reason, algorithm = null) => ({
  verdict: "invalid",
  step: null,
  algorithm,
  reason
});
function describe(c) {
  switch (c.what) {
    case "seed":
      return `task, model or created_at changed (seed differs); every step is untrusted`;
    case "head":
      return `trace fields changed (id, task, success, final_output, model, created_at or meta); every step is untrusted`;
    case "missing-steps":
      return `steps from ${c.step} on were removed`;
    case "extra-steps":
      return `steps from ${c.step} on were added after signing`;
    case "final":
      return `the final hash differs (steps after ${c.step === null ? "?" : c.step - 1} removed, or the block edited)`;
    default:
      return `step ${c.step} differs from what was signed; it and every later step are untrusted`;
  }
}
function runChain(chain, keys) {
  const { algorithm } = chain;
  if (!chain.keyed) {
    const c = chain.check();
    return c.step === null ? { verdict: "intact", step: null, algorithm, root: c.final } : { verdict: "tampered", step: c.step, algorithm, reason: describe(c) };
  }
  if (keys.length === 0) {
    const early = chain.unkeyedCheck?.();
    if (early && early.step !== null) return { verdict: "tampered", step: early.step, algorithm, reason: describe(early) };
    return { verdict: "keyed", step: null, algorithm, reason: `signed with key ${chain.keyIdStored ?? "(no key_id)"}; no key given`, keyId: chain.keyIdStored };
  }
  if (chain.keyIdStored !== void 0) {
    const key = keys.find((k) => keyId(k) === chain.keyIdStored);
    if (!key) {
      const early = chain.unkeyedCheck?.();
      if (early && early.step !== null) return { verdict: "tampered", step: early.step, algorithm, reason: describe(early) };
      return {
        verdict: "wrong-key",
        step: null,
        algorithm,
        reason: `signed with key ${chain.keyIdStored}; given ${keys.map(keyId).join(", ")}`,
        keyId: chain.keyIdStored
      };
    }
    const c = chain.check(key);
    return c.step === null ? { verdict: "intact", step: null, algorithm, root: c.final, keyId: chain.keyIdStored } : { verdict: "tampered", step: c.step, algorithm, reason: describe(c), keyId: chain.keyIdStored };
  }
  let best = null;
  for (const key of keys) {
    const c = chain.check(key);
    if (c.step === null) return { verdict: "intact", step: null, algorithm, root: c.final, keyId: keyId(key) };
    if (!best || (best.step ?? 0) < (c.step ?? 0)) best = c;
  }
  const b = best;
  return {
    verdict: "tampered",
    step: b.step,
    algorithm,
    reason: `${describe(b)} (the block names no key_id: a wrong key also looks like this)`
  };
}
var RANK = {
  invalid: 6,
  "rolled-back": 5,
  tampered: 4,
  "wrong-key": 3,
  keyed: 2,
  unsigned: 1,
  intact: 0
};
function worstOf(results) {
  let out = results[0];
  for (const r of results.slice(1)) {
    const earlier = r.verdict === "tampered" && out.verdict === "tampered" && (r.step ?? Infinity) < (out.step ?? Infinity);
    if (RANK[r.verdict] > RANK[out.verdict] || earlier) out = r;
  }
  return out;
}
function ourChain(b, view) {
  const prefix = ourPrefix(blockParams(b));
  return {
    algorithm: b.algorithm,
    keyed: b.keyed,
    keyIdStored: b.key_id,
    check: (key) => {
      const v = view();
      return checkOurs(makeDigest(key), prefix, v.header, v.steps, b);
    }
  };
}
function blockObject(block) {
  if (block instanceof Map) return toPlain(block);
  if (block && typeof block === "object" && !Array.isArray(block)) return block;
  return null;
}
function issues(e) {
  return e.issues.slice(0, 3).map((i) => `${i.path.map(String).join(".") || "(block)"}: ${i.message}`).join("; ");
}
function verifyTrace(trace, opts = {}, sidecarBlock) {
  const keys = [...opts.key ? [opts.key] : [], ...opts.keys ?? []];
  const views = new Views(trace);
  const outcomes = [];
  if (sidecarBlock !== void 0) outcomes.push(checkBlock(sidecarBlock, "sidecar", views, keys));
  if (trace.integrity !== void 0 && trace.integrity !== null) outcomes.push(checkBlock(trace.integrity, "in-file", views, keys));
  const result = decide(outcomes, keys.length > 0);
  if (result.verdict !== "intact" || !opts.ledger || !result.root) return result;
  return checkLedger(opts.ledger, trace.id, result);
}
var BROKEN = /* @__PURE__ */ new Set(["invalid", "rolled-back", "tampered", "wrong-key"]);
function decide(outcomes, keysGiven) {
  if (outcomes.length === 0) return { verdict: "unsigned", step: null, algorithm: null };
  const broken = outcomes.filter((o) => BROKEN.has(o.v.verdict));
  if (broken.length > 0) return worstOf(broken.map((o) => o.v));
  if (!keysGiven) return worstOf(outcomes.map((o) => o.v));
  const full = outcomes.find((o) => o.full && o.keyed && o.v.verdict === "intact");
  if (full) return full.v;
  const partial = outcomes.find((o) => o.keyed && o.v.verdict === "intact");
  if (partial) {
    return {
      verdict: "keyed",
      step: null,
      algorithm: partial.v.algorithm,
      ...partial.v.keyId ? { keyId: partial.v.keyId } : {},
      reason: "approximately's keyed chain holds, but it does not cover success, final_output, id or meta, and no blamegate chain keyed with a given key does (signed by approximately alone, or blamegate's block was removed); `blamegate sign --key-file` adds one"
    };
  }
  const unkeyed = outcomes.find((o) => o.v.verdict === "intact");
  return {
    verdict: "unsigned",
    step: null,
    algorithm: unkeyed?.v.algorithm ?? null,
    reason: "only an unkeyed chain: anyone can recompute one, so with a key given it authenticates nothing"
  };
}
var Views = class {
  constructor(trace) {
    this.trace = trace;
  }
  trace;
  s = null;
  st = null;
  m = null;
  source = () => this.s ??= sourceViewOf(this.trace);
  steps = () => this.s ?? (this.st ??= sourceStepsOf(this.trace));
  model = () => this.m ??= modelView(this.trace);
};
var tamperedBlock = (algorithm, reason, full, keyed) => ({
  v: { verdict: "tampered", step: null, algorithm, reason },
  full,
  keyed
});
function checkBlock(raw, where, views, keys) {
  const block = blockObject(raw);
  const out = (v, full, keyed) => ({ v, full, keyed });
  if (!block) return out(invalid("the integrity block is not an object"), false, false);
  const algorithm = typeof block.algorithm === "string" ? block.algorithm : null;
  const wantView = where === "in-file" ? "source" : "model";
  try {
    if (OUR_ALGORITHMS.includes(algorithm)) {
      const parsed = BlamegateBlockSchema.safeParse(block);
      if (!parsed.success) return out(invalid(`integrity block: ${issues(parsed.error)}`, algorithm), true, false);
      const b = parsed.data;
      if (b.view !== wantView) return tamperedBlock(b.algorithm, `the ${where} block says view ${JSON.stringify(b.view)}; blamegate writes ${JSON.stringify(wantView)} there`, true, b.keyed);
      return out(runChain(ourChain(b, b.view === "source" ? views.source : views.model), keys), true, b.keyed);
    }
    if (where === "in-file" && APPROX_ALGORITHMS.includes(algorithm)) {
      const bySchema = () => {
        const parsed = ApproxBlockSchema.safeParse(block);
        return parsed.success ? { block: parsed.data } : { refused: out(invalid(`integrity block: ${issues(parsed.error)}`, algorithm), false, false) };
      };
      const usual = usualApproxBlock(block);
      const read = usual !== null ? { block: usual } : bySchema();
      if ("refused" in read) return read.refused;
      const b = read.block;
      const ours = b.blamegate;
      if (ours) {
        if (ours.keyed !== b.keyed || ours.key_id !== b.key_id) {
          return tamperedBlock(
            ours.algorithm,
            `downgrade: approximately's chain is ${b.keyed ? `keyed (${b.key_id ?? "no key_id"})` : "unkeyed"} but blamegate's is ${ours.keyed ? `keyed (${ours.key_id ?? "no key_id"})` : "unkeyed"}; blamegate signs both alike`,
            true,
            b.keyed || ours.keyed
          );
        }
        if (ours.view !== wantView) return tamperedBlock(ours.algorithm, `the in-file block says view ${JSON.stringify(ours.view)}; blamegate writes "source" there`, true, ours.keyed);
        return out(runChain(ourChain(ours, views.source), keys), true, ours.keyed);
      }
      const seedCheck = () => {
        const seed = sha256Hex2(views.steps().seedInput);
        return seed === b.seed ? { step: null, final: seed } : { step: 0, what: "seed", final: seed };
      };
      const theirs = {
        algorithm: b.algorithm,
        keyed: b.keyed,
        keyIdStored: b.key_id,
        check: (key) => {
          const v2 = views.steps();
          return checkApprox(makeDigest(key), sha256Hex2(v2.seedInput), b.seed, v2.steps, b);
        },
        unkeyedCheck: seedCheck
      };
      let v;
      try {
        v = runChain(theirs, keys);
      } catch (e) {
        v = { thrown: e };
      }
      if (usual !== null && ("thrown" in v || v.verdict !== "intact")) {
        const r = bySchema();
        if ("refused" in r) return r.refused;
      }
      if ("thrown" in v) throw v.thrown;
      return out(v, false, b.keyed);
    }
    const what = algorithm === null ? "the integrity block names no algorithm" : `unknown algorithm ${JSON.stringify(algorithm).slice(0, 80)}`;
    return out(invalid(`${where === "sidecar" ? "sidecar: " : ""}${what}`, algorithm?.slice(0, 80) ?? null), false, false);
  } catch (e) {
    if (e instanceof ViewError) return out(invalid(e.message, algorithm), false, false);
    throw e;
  }
}
function isUntrusted(verdict) {
  return verdict === "tampered" || verdict === "rolled-back" || verdict === "wrong-key" || verdict === "invalid";
}

// src/trace/read.ts
import { open } from "node:fs/promises";

// src/trace/detect.ts
import { isUtf8 } from "node:buffer";

// src/trace/import/chat.ts
function isMessage(value) {
  return isObj(value) && typeof own(value, "role") === "string" && (has(value, "content") || has(value, "tool_calls"));
}
function isMessageArray(value) {
  return Array.isArray(value) && value.length > 0 && value.every(isMessage);
}
function looksChat(value) {
  if (isMessageArray(value)) return true;
  if (!isObj(value)) return false;
  const messages = own(value, "messages") ?? own(value, "traj");
  return Array.isArray(messages) && (messages.length === 0 || messages.some(isMessage));
}
function contentText(content) {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) {
    const parts = content.map((p) => typeof p === "string" ? p : isObj(p) ? str(own(p, "text")) : void 0).filter((p) => p !== void 0);
    return parts.length > 0 ? parts.join("\n") : void 0;
  }
  return void 0;
}
function toolCallsOf(m) {
  const calls = [];
  const list = own(m, "tool_calls");
  if (Array.isArray(list)) {
    for (const c of list) {
      if (!isObj(c)) continue;
      const fn = isObj(own(c, "function")) ? own(c, "function") : c;
      const call = { name: str(own(fn, "name")) ?? "" };
      const id = str(own(c, "id"));
      if (id) call.id = id;
      if (has(fn, "arguments")) call.arguments = maybeJson(own(fn, "arguments"));
      else if (has(fn, "input")) call.arguments = own(fn, "input");
      calls.push(call);
    }
  }
  const legacy = own(m, "function_call");
  if (isObj(legacy)) {
    const call = { name: str(own(legacy, "name")) ?? "" };
    if (has(legacy, "arguments")) call.arguments = maybeJson(own(legacy, "arguments"));
    calls.push(call);
  }
  return calls.length > 0 ? calls : void 0;
}
function kindOf(role, toolCalls) {
  switch (role) {
    case "system":
    case "developer":
      return "prompt";
    case "assistant":
    case "model":
      return toolCalls ? "tool_call" : "response";
    case "tool":
    case "function":
    case "ipython":
      return "observation";
    default:
      return "message";
  }
}
function numbering(messages) {
  let prev = -1;
  for (const m of messages) {
    const idx = own(m, "index");
    if (typeof idx !== "number" || !Number.isSafeInteger(idx) || idx <= prev) return (i) => i;
    prev = idx;
  }
  return (i) => own(messages[i], "index");
}
function importStep(m, index) {
  if (!isObj(m)) return { index, kind: "message", output: m, raw: m };
  const role = str(own(m, "role"));
  const toolCalls = toolCallsOf(m);
  const kind = kindOf(role, toolCalls);
  const content = own(m, "content");
  const body = contentText(content) ?? (content === null ? void 0 : content);
  const step = {
    index,
    kind,
    // OpenAI's `name` names the participant (an agent of a multi-agent chat); on a tool message it is the tool's.
    agent: kind === "observation" ? role : str(own(m, "name")) ?? role,
    output: body === "" && toolCalls ? void 0 : body,
    toolCalls,
    raw: m
  };
  if (toolCalls && toolCalls.length === 1) {
    step.name = toolCalls[0].name;
    step.input = toolCalls[0].arguments;
  } else if (toolCalls) {
    step.name = toolCalls[0].name;
  }
  if (kind === "observation") {
    step.name = str(own(m, "name"));
    if (typeof body === "string" && /^error\b/i.test(body.trimStart())) step.error = body;
  }
  return compact(step);
}
function successOf(rec) {
  const success = own(rec, "success");
  if (typeof success === "boolean") return success;
  const reward = own(rec, "reward");
  if (typeof reward === "number" && Number.isFinite(reward)) {
    if (reward >= 1) return true;
    if (reward <= 0) return false;
  }
  return null;
}
function importChat(value, ctx) {
  const rec = Array.isArray(value) ? { messages: value } : isObj(value) ? value : {};
  const messages = Array.isArray(value) ? value : own(rec, "messages") ?? own(rec, "traj");
  if (!Array.isArray(messages)) throw new NotATrace("not a chat transcript: no `messages` or `traj` array");
  const number = numbering(messages);
  const steps = messages.map((m, i) => importStep(m, number(i)));
  const info = own(rec, "info");
  const infoTask = own(info, "task");
  const instruction = str(own(infoTask, "instruction"));
  const firstUser = messages.find((m) => own(m, "role") === "user");
  const task = instruction ?? str(own(rec, "task")) ?? contentText(own(firstUser, "content")) ?? "";
  let finalOutput;
  for (let i = steps.length - 1; i >= 0; i--) {
    const s = steps[i];
    if (own(s.raw, "role") === "assistant" && typeof s.output === "string" && s.output.trim() !== "") {
      finalOutput = s.output;
      break;
    }
  }
  const meta23 = {};
  const taskId = own(rec, "task_id");
  if (taskId !== void 0) meta23.task_id = taskId;
  if (has(rec, "trial")) meta23.trial = own(rec, "trial");
  const userId = str(own(infoTask, "user_id"));
  if (userId) meta23.user_id = userId;
  if (has(rec, "reward")) meta23.reward = own(rec, "reward");
  const recMeta = own(rec, "metadata");
  if (isObj(recMeta)) meta23.metadata = recMeta;
  const labels = {};
  if (info !== void 0) labels.info = info;
  const recLabels = own(rec, "labels");
  if (isObj(recLabels)) assignOwn(labels, recLabels);
  return finishTrace({
    id: idString(taskId) ?? idString(own(rec, "id")) ?? fallbackId(ctx),
    task,
    success: successOf(rec),
    finalOutput,
    model: str(own(rec, "model")),
    meta: meta23,
    steps,
    origin: origin(ctx, "chat"),
    labels: Object.keys(labels).length > 0 ? labels : void 0,
    raw: value
  });
}

// src/trace/import/native.ts
var KINDS = new Set(STEP_KINDS);
var hasOwn = Object.prototype.hasOwnProperty;
var KIND_ALIASES = {
  tool: "tool_call",
  action: "tool_call",
  tool_result: "observation",
  result: "observation",
  final: "response",
  answer: "response",
  reasoning: "thought",
  exception: "error"
};
function looksNative(value) {
  if (!isObj(value)) return false;
  const steps = own(value, "steps");
  if (!Array.isArray(steps)) return false;
  if (!(has(value, "task") || has(value, "id") || has(value, "meta"))) return false;
  return steps.length === 0 || steps.some((s) => isObj(s) && typeof own(s, "kind") === "string");
}
function stepKind(kind) {
  if (typeof kind !== "string") return "message";
  if (KINDS.has(kind)) return kind;
  return KIND_ALIASES[kind.toLowerCase()] ?? "message";
}
function agentsOf(meta23) {
  const agents = own(meta23, "agents");
  const out = /* @__PURE__ */ Object.create(null);
  if (Array.isArray(agents)) {
    for (const a of agents) {
      if (typeof a === "string") out[a] = "";
      else if (isObj(a)) {
        const name = str(own(a, "name"));
        if (name) out[name] = text(own(a, "role") ?? own(a, "description")) ?? "";
      }
    }
  } else if (isObj(agents)) {
    for (const [name, role] of Object.entries(agents)) out[name] = text(role) ?? "";
  } else return void 0;
  return Object.keys(out).length > 0 ? out : void 0;
}
function importStep2(s, position) {
  if (!isObj(s)) {
    return { index: position, kind: "message", output: s, raw: s };
  }
  const metaValue = hasOwn.call(s, "meta") ? s["meta"] : void 0;
  const meta23 = isObj(metaValue) ? metaValue : void 0;
  const step = { index: nonNegInt(hasOwn.call(s, "index") ? s["index"] : void 0) ?? position, kind: stepKind(hasOwn.call(s, "kind") ? s["kind"] : void 0) };
  const agent = str(hasOwn.call(s, "agent") ? s["agent"] : void 0) ?? str(meta23 !== void 0 && hasOwn.call(meta23, "from_agent") ? meta23["from_agent"] : void 0);
  if (agent !== void 0) step.agent = agent;
  const name = str(hasOwn.call(s, "tool") ? s["tool"] : void 0);
  if (name !== void 0) step.name = name;
  const input = (hasOwn.call(s, "args") ? s["args"] : void 0) ?? void 0;
  if (input !== void 0) step.input = input;
  const output = (hasOwn.call(s, "result") ? s["result"] : void 0) ?? void 0;
  if (output !== void 0) step.output = output;
  const thought = str(hasOwn.call(s, "thought") ? s["thought"] : void 0);
  if (thought !== void 0) step.thought = thought;
  const error = text(hasOwn.call(s, "error") ? s["error"] : void 0);
  if (error !== void 0 && error !== "") step.error = error;
  const startedAt = str(hasOwn.call(s, "started_at") ? s["started_at"] : void 0) ?? str(hasOwn.call(s, "ts") ? s["ts"] : void 0);
  if (startedAt !== void 0) step.startedAt = startedAt;
  const latencyMs = nonNeg(hasOwn.call(s, "latency_ms") ? s["latency_ms"] : void 0);
  if (latencyMs !== void 0) step.latencyMs = latencyMs;
  const tokens2 = nonNeg(hasOwn.call(s, "tokens") ? s["tokens"] : void 0);
  if (tokens2 !== void 0) step.tokens = tokens2;
  const mutating = bool(meta23 !== void 0 && hasOwn.call(meta23, "mutating") ? meta23["mutating"] : void 0);
  if (mutating !== void 0) step.mutating = mutating;
  const verify = meta23 !== void 0 && hasOwn.call(meta23, "verify") ? meta23["verify"] : void 0;
  if (typeof verify === "boolean" || typeof verify === "number" && Number.isInteger(verify)) step.verify = verify;
  const shareWith = stringList(meta23 !== void 0 && hasOwn.call(meta23, "share_with") ? meta23["share_with"] : void 0);
  if (shareWith !== void 0) step.shareWith = shareWith;
  const to = str(meta23 !== void 0 && hasOwn.call(meta23, "to_agent") ? meta23["to_agent"] : void 0);
  if (to !== void 0) step.to = to;
  const requiresAck = bool(meta23 !== void 0 && hasOwn.call(meta23, "requires_ack") ? meta23["requires_ack"] : void 0);
  if (requiresAck !== void 0) step.requiresAck = requiresAck;
  step.raw = s;
  const code = (hasOwn.call(s, "code") ? s["code"] : void 0) ?? (meta23 !== void 0 && hasOwn.call(meta23, "code") ? meta23["code"] : void 0);
  if (isObj(code)) {
    const location = codeLocation(own(code, "file"), own(code, "line"), own(code, "function"));
    if (location !== void 0) step.code = location;
  }
  return step;
}
function importNative(value, ctx) {
  if (!isObj(value)) throw new NotATrace("not a native trace: not a JSON object");
  const steps = own(value, "steps");
  if (!Array.isArray(steps)) throw new NotATrace("not a native trace: no `steps` array");
  const meta23 = isObj(own(value, "meta")) ? { ...own(value, "meta") } : {};
  const success = own(value, "success");
  const createdAt = own(value, "created_at");
  const labels = own(value, "labels");
  const integrity = own(meta23, "integrity");
  const trace = { id: idString(own(value, "id")) ?? fallbackId(ctx), task: text(own(value, "task")) ?? "", success: typeof success === "boolean" ? success : null };
  const finalOutput = text(own(value, "final_output"));
  if (finalOutput !== void 0) trace.finalOutput = finalOutput;
  const model = str(own(value, "model"));
  if (model !== void 0) trace.model = model;
  if (typeof createdAt === "string" || typeof createdAt === "number" && Number.isFinite(createdAt)) trace.createdAt = createdAt;
  const agents = agentsOf(meta23);
  if (agents !== void 0) trace.agents = agents;
  trace.meta = meta23;
  trace.steps = steps.map((s, i) => importStep2(s, i));
  trace.origin = origin(ctx, "native");
  if (integrity !== void 0 && integrity !== null) trace.integrity = integrity;
  const labelled = isObj(labels) ? labels : labels !== void 0 && labels !== null ? { label: labels } : void 0;
  if (labelled !== void 0) trace.labels = labelled;
  trace.raw = value;
  if (integrity !== void 0 && integrity !== null && ctx.sourceText !== void 0) trace.sourceText = ctx.sourceText;
  return trace;
}

// src/trace/import/otlp.ts
function looksOtlp(value) {
  return isObj(value) && Array.isArray(own(value, "resourceSpans"));
}
function anyValue(v) {
  if (!isObj(v)) return v;
  if ("stringValue" in v) return own(v, "stringValue");
  if ("boolValue" in v) return own(v, "boolValue");
  if ("intValue" in v) {
    const i = own(v, "intValue");
    const n = typeof i === "string" ? Number(i) : typeof i === "number" ? i : isObj(i) ? longBits(i) : NaN;
    return Number.isFinite(n) ? n : i;
  }
  if ("doubleValue" in v) {
    const d = own(v, "doubleValue");
    return typeof d === "string" ? Number(d) : d;
  }
  if ("arrayValue" in v) {
    const values = own(own(v, "arrayValue"), "values");
    return Array.isArray(values) ? values.map(anyValue) : [];
  }
  if ("kvlistValue" in v) {
    const out = {};
    const values = own(own(v, "kvlistValue"), "values");
    if (Array.isArray(values)) for (const kv of values) setOwn(out, str(own(kv, "key")) ?? "", anyValue(own(kv, "value")));
    return out;
  }
  if ("bytesValue" in v) return own(v, "bytesValue");
  return void 0;
}
function setOwn(obj, key, value) {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}
function longBits(v) {
  const low = Number(own(v, "low") ?? 0) >>> 0;
  const high = Number(own(v, "high") ?? 0) >>> 0;
  return high * 2 ** 32 + low;
}
function attributes(list) {
  const out = /* @__PURE__ */ new Map();
  if (!Array.isArray(list)) return out;
  for (const kv of list) {
    const key = str(own(kv, "key"));
    if (key !== void 0) out.set(key, anyValue(own(kv, "value")));
  }
  return out;
}
function nanos(v) {
  try {
    if (typeof v === "string" && /^\d+$/.test(v)) return BigInt(v);
    if (typeof v === "number" && Number.isFinite(v) && v >= 0) return BigInt(Math.round(v));
    if (isObj(v)) return BigInt(longBits(v));
  } catch {
  }
  return void 0;
}
function isoOf(ns) {
  if (ns === void 0 || ns === 0n) return void 0;
  const ms = Number(ns / 1000000n);
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? void 0 : d.toISOString();
}
function normalizeId(v, bytes) {
  if (typeof v !== "string" || v === "") return void 0;
  if (v.length === bytes * 2 && /^[0-9a-fA-F]+$/.test(v)) return /^0+$/.test(v) ? void 0 : v.toLowerCase();
  if (/^[A-Za-z0-9+/_-]+=*$/.test(v)) {
    const buf = Buffer.from(v, "base64");
    if (buf.length === bytes) {
      const hex = buf.toString("hex");
      return /^0+$/.test(hex) ? void 0 : hex;
    }
  }
  return v;
}
function statusCode(status) {
  const c = own(status, "code");
  if (c === 1 || c === "STATUS_CODE_OK" || c === "OK" || c === "1") return 1;
  if (c === 2 || c === "STATUS_CODE_ERROR" || c === "ERROR" || c === "2") return 2;
  return 0;
}
function first(attrs, ...keys) {
  for (const k of keys) {
    const v = attrs.get(k);
    if (v !== void 0 && v !== null && v !== "") return v;
  }
  return void 0;
}
function firstString(attrs, ...keys) {
  const v = first(attrs, ...keys);
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : void 0;
}
var LLM_OPS = /* @__PURE__ */ new Set(["chat", "text_completion", "generate_content", "completion", "embeddings", "create_response"]);
function classify(span) {
  const oi = firstString(span.attrs, "openinference.span.kind")?.toUpperCase();
  const op = firstString(span.attrs, "gen_ai.operation.name")?.toLowerCase();
  const tool = firstString(span.attrs, "gen_ai.tool.name", "tool.name");
  if (oi === "TOOL" || op === "execute_tool" || tool !== void 0 && oi === void 0 && (op === void 0 || op === "execute_tool")) {
    return { kind: "tool_call", tool: tool ?? str(own(span.span, "name")) };
  }
  if (oi === "LLM" || oi === "EMBEDDING" || op !== void 0 && LLM_OPS.has(op)) return { kind: "llm" };
  if (oi === "RETRIEVER" || oi === "RERANKER" || op === "retrieval" || op === "retrieve") return { kind: "retrieval" };
  if (oi === "PROMPT") return { kind: "prompt" };
  return { kind: "message" };
}
function eventAttr(span, names, keys) {
  for (const e of span.events) {
    if (!names.includes(e.name)) continue;
    const v = first(e.attrs, ...keys);
    if (v !== void 0) return v;
  }
  return void 0;
}
function flattenedMessages(attrs, prefix) {
  const byIndex = /* @__PURE__ */ new Map();
  for (const [key, value] of attrs) {
    if (!key.startsWith(prefix)) continue;
    const m = /^(\d+)\.message\.(role|content|name)$/.exec(key.slice(prefix.length));
    if (!m) continue;
    const i = Number(m[1]);
    const msg = byIndex.get(i) ?? {};
    setOwn(msg, m[2], value);
    byIndex.set(i, msg);
  }
  if (byIndex.size === 0) return void 0;
  return [...byIndex.entries()].sort((a, b) => a[0] - b[0]).map(([, m]) => m);
}
function inputOf(span, kind) {
  const a = span.attrs;
  const v = (kind === "tool_call" ? first(a, "gen_ai.tool.call.arguments", "tool.parameters") : void 0) ?? first(a, "input.value", "gen_ai.input.messages", "gen_ai.prompt") ?? flattenedMessages(a, "llm.input_messages.") ?? eventAttr(span, ["gen_ai.content.prompt"], ["gen_ai.prompt"]);
  return maybeJson(v);
}
function outputOf(span, kind) {
  const a = span.attrs;
  const v = (kind === "tool_call" ? first(a, "gen_ai.tool.call.result") : void 0) ?? first(a, "output.value", "gen_ai.output.messages", "gen_ai.completion") ?? flattenedMessages(a, "llm.output_messages.") ?? eventAttr(span, ["gen_ai.content.completion"], ["gen_ai.completion"]) ?? eventAttr(span, ["gen_ai.choice"], ["message", "body", "content"]);
  return maybeJson(v);
}
function tokensOf(a) {
  const num = (k) => {
    const v = a.get(k);
    return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : void 0;
  };
  const total = num("gen_ai.usage.total_tokens") ?? num("llm.token_count.total");
  if (total !== void 0) return total;
  const input = num("gen_ai.usage.input_tokens") ?? num("gen_ai.usage.prompt_tokens") ?? num("llm.token_count.prompt");
  const output = num("gen_ai.usage.output_tokens") ?? num("gen_ai.usage.completion_tokens") ?? num("llm.token_count.completion");
  return input === void 0 && output === void 0 ? void 0 : (input ?? 0) + (output ?? 0);
}
function errorOf(span) {
  const code = statusCode(own(span.span, "status"));
  const exc = span.events.find((e) => e.name === "exception");
  if (code !== 2 && !(exc && code === 0)) return {};
  const message = str(own(own(span.span, "status"), "message"));
  const type = exc ? firstString(exc.attrs, "exception.type") : void 0;
  const excMessage = exc ? firstString(exc.attrs, "exception.message") : void 0;
  const stack = exc ? firstString(exc.attrs, "exception.stacktrace") : void 0;
  let head = excMessage ? type ? `${type}: ${excMessage}` : excMessage : message ?? type;
  if (!head && !stack) head = "span status ERROR";
  const error = [head, stack && !(head && stack.includes(head) && stack.trim().startsWith(head)) ? stack : void 0].filter(Boolean).join("\n");
  return { error: error || stack, stack };
}
function codeOf(span, stack) {
  const a = span.attrs;
  const fn = firstString(a, "code.function.name", "code.function");
  const ns = firstString(a, "code.namespace");
  const fnName = fn && ns && !fn.includes(".") ? `${ns}.${fn}` : fn;
  return codeLocation(first(a, "code.file.path", "code.filepath"), first(a, "code.line.number", "code.lineno"), fnName) ?? userFrame(stack);
}
function agentOf(a) {
  return firstString(a, "gen_ai.agent.name", "agent.name");
}
var SUCCESS_KEYS = ["success", "task.success", "agent.success", "gen_ai.agent.success", "blamegate.success"];
function successOf2(root) {
  if (!root) return null;
  for (const k of SUCCESS_KEYS) {
    const v = root.attrs.get(k);
    if (typeof v === "boolean") return v;
    if (v === "true" || v === "false") return v === "true";
  }
  const code = statusCode(own(root.span, "status"));
  return code === 1 ? true : code === 2 ? false : null;
}
function taskText(v) {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) {
    const user = v.find((m) => own(m, "role") === "user");
    const content = own(user, "content") ?? own(user, "parts");
    if (typeof content === "string") return content;
    if (Array.isArray(content)) {
      const t = content.map((p) => typeof p === "string" ? p : str(own(p, "content")) ?? str(own(p, "text"))).filter(Boolean);
      if (t.length > 0) return t.join("\n");
    }
    return void 0;
  }
  if (isObj(v)) {
    for (const k of ["task", "question", "query", "input", "instruction", "prompt"]) {
      const s = own(v, k);
      if (typeof s === "string") return s;
    }
    return text(v);
  }
  return void 0;
}
function spansOf(value) {
  const out = [];
  const resourceSpans = own(value, "resourceSpans");
  if (!Array.isArray(resourceSpans)) return out;
  let order = 0;
  for (const rs of resourceSpans) {
    const resource = attributes(own(own(rs, "resource"), "attributes"));
    const scopes = own(rs, "scopeSpans") ?? own(rs, "instrumentationLibrarySpans");
    if (!Array.isArray(scopes)) continue;
    for (const ss of scopes) {
      const spans = own(ss, "spans");
      if (!Array.isArray(spans)) continue;
      for (const span of spans) {
        if (!isObj(span)) continue;
        const traceId = normalizeId(own(span, "traceId"), 16) ?? "unknown-trace";
        const events = (Array.isArray(own(span, "events")) ? own(span, "events") : []).map((e) => ({
          name: str(own(e, "name")) ?? "",
          attrs: attributes(own(e, "attributes"))
        }));
        out.push(
          compact({
            span,
            order: order++,
            traceId,
            spanId: normalizeId(own(span, "spanId"), 8),
            parentSpanId: normalizeId(own(span, "parentSpanId"), 8),
            start: nanos(own(span, "startTimeUnixNano")),
            end: nanos(own(span, "endTimeUnixNano")),
            attrs: attributes(own(span, "attributes")),
            resource,
            events
          })
        );
      }
    }
  }
  return out;
}
function buildTrace(traceId, spans, ctx) {
  spans.sort((a, b) => {
    if (a.start !== void 0 && b.start !== void 0 && a.start !== b.start) return a.start < b.start ? -1 : 1;
    return a.order - b.order;
  });
  const byId = new Map(spans.filter((s) => s.spanId).map((s) => [s.spanId, s]));
  const root = spans.find((s) => !s.parentSpanId || !byId.has(s.parentSpanId));
  const agentCache = /* @__PURE__ */ new Map();
  const agentFor = (s, depth = 0) => {
    if (agentCache.has(s)) return agentCache.get(s);
    let a = agentOf(s.attrs);
    if (a === void 0 && s.parentSpanId && depth < 256) {
      const parent = byId.get(s.parentSpanId);
      if (parent && parent !== s) a = agentFor(parent, depth + 1);
    }
    agentCache.set(s, a);
    return a;
  };
  const agents = {};
  let model;
  const steps = spans.map((s, index) => {
    const { kind, tool } = classify(s);
    const { error, stack } = errorOf(s);
    const latency = s.start !== void 0 && s.end !== void 0 && s.end >= s.start ? Number(s.end - s.start) / 1e6 : void 0;
    const ownAgent = agentOf(s.attrs);
    if (ownAgent && !(ownAgent in agents)) agents[ownAgent] = firstString(s.attrs, "gen_ai.agent.description") ?? "";
    model ??= firstString(s.attrs, "gen_ai.request.model", "gen_ai.response.model", "llm.model_name");
    return compact({
      index,
      kind,
      agent: agentFor(s),
      name: tool ?? str(own(s.span, "name")),
      input: inputOf(s, kind),
      output: outputOf(s, kind),
      error,
      startedAt: isoOf(s.start),
      latencyMs: latency,
      tokens: tokensOf(s.attrs),
      spanId: s.spanId,
      parentSpanId: s.parentSpanId,
      code: codeOf(s, stack),
      raw: s.span
    });
  });
  const meta23 = {};
  if (root) {
    const service = firstString(root.resource, "service.name");
    if (service) meta23.service = service;
    for (const [k, v] of root.attrs) if (k.startsWith("blamegate.") && k !== "blamegate.success" && k !== "blamegate.task") setOwn(meta23, k.slice(10), v);
  }
  const rootTask = root ? firstString(root.attrs, "blamegate.task", "task", "gen_ai.task", "agent.task") ?? taskText(inputOf(root, "message")) ?? str(own(root.span, "name")) : void 0;
  const rootOut = root ? outputOf(root, "message") : void 0;
  return finishTrace({
    id: traceId,
    task: rootTask ?? "",
    success: successOf2(root),
    finalOutput: typeof rootOut === "string" ? rootOut : rootOut !== void 0 ? text(rootOut) : void 0,
    model,
    createdAt: root ? isoOf(root.start) : void 0,
    agents: Object.keys(agents).length > 0 ? agents : void 0,
    meta: meta23,
    steps,
    origin: origin(ctx, "otlp")
  });
}
function importOtlp(value, ctx) {
  if (!looksOtlp(value)) throw new NotATrace("not an OTLP export: no `resourceSpans` array");
  const spans = spansOf(value);
  if (spans.length === 0) throw new NotATrace("OTLP export with no spans");
  const groups = /* @__PURE__ */ new Map();
  for (const s of spans) {
    const g = groups.get(s.traceId);
    if (g) g.push(s);
    else groups.set(s.traceId, [s]);
  }
  return [...groups.entries()].map(([id, g]) => buildTrace(id, g, ctx));
}

// src/trace/import/whowhen.ts
function looksWhoWhen(value) {
  return isObj(value) && Array.isArray(own(value, "history")) && (has(value, "mistake_agent") || has(value, "question") || has(value, "system_prompt") || has(value, "is_correct") || has(value, "is_corrected"));
}
var ANNOTATED = /^\s*([^()]*?[^\s()])\s*\(\s*([^()]*?)\s*\)\s*$/;
var ADDRESSEE = /^(?:->|→|to:?)\s*(\S.*)$/i;
function speakerOf(role) {
  const m = ANNOTATED.exec(role.slice(0, 500));
  if (!m) return { agent: role };
  const note = m[2];
  const to = ADDRESSEE.exec(note);
  if (to) return { agent: m[1], to: to[1] };
  return note === "" ? { agent: m[1] } : { agent: m[1], channel: note };
}
function importStep3(h, index) {
  if (!isObj(h)) return { index, kind: "message", output: h, raw: h };
  const name = str(own(h, "name"));
  const role = str(own(h, "role"));
  const who = name !== void 0 ? { agent: name } : role !== void 0 ? speakerOf(role) : { agent: void 0 };
  return compact({
    index,
    kind: "message",
    agent: who.agent,
    channel: "channel" in who ? who.channel : void 0,
    to: "to" in who ? who.to : void 0,
    output: own(h, "content") ?? void 0,
    raw: h
  });
}
function importWhoWhen(value, ctx) {
  if (!isObj(value)) throw new NotATrace("not a Who&When record: not a JSON object");
  const history = own(value, "history");
  if (!Array.isArray(history)) throw new NotATrace("not a Who&When record: no `history` array");
  const agents = /* @__PURE__ */ Object.create(null);
  const systemPrompt = own(value, "system_prompt");
  if (isObj(systemPrompt)) for (const [name, prompt] of Object.entries(systemPrompt)) agents[name] = text(prompt) ?? "";
  const labels = {};
  if (has(value, "mistake_agent")) labels.mistake_agent = own(value, "mistake_agent");
  if (has(value, "mistake_step")) {
    const raw = own(value, "mistake_step");
    labels.mistake_step = nonNegInt(raw) ?? raw;
  }
  if (has(value, "mistake_reason")) labels.mistake_reason = own(value, "mistake_reason");
  const extra = own(value, "labels");
  if (isObj(extra)) assignOwn(labels, extra);
  else if (extra !== void 0 && extra !== null) labels.category = extra;
  const meta23 = {};
  for (const key of ["question_ID", "level", "ground_truth"]) if (has(value, key)) meta23[key] = own(value, key);
  const isCorrect = has(value, "is_correct") ? own(value, "is_correct") : own(value, "is_corrected");
  return finishTrace({
    id: idString(own(value, "question_ID")) ?? fallbackId(ctx),
    task: text(own(value, "question")) ?? "",
    success: typeof isCorrect === "boolean" ? isCorrect : null,
    agents: Object.keys(agents).length > 0 ? agents : void 0,
    meta: meta23,
    steps: history.map((h, i) => importStep3(h, i)),
    origin: origin(ctx, "whowhen"),
    labels: Object.keys(labels).length > 0 ? labels : void 0,
    raw: value
  });
}

// src/trace/detect.ts
var SQLITE_MAGIC = Buffer.from("SQLite format 3\0", "latin1");
var CONTROL_SAMPLE = 8 * 1024;
function isBlank(b) {
  return b === 32 || b === 10 || b === 13 || b === 9;
}
var CONTROL_BYTES = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 127];
function anyControl(bytes, from, to) {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from);
  for (const b of CONTROL_BYTES) if (view.indexOf(b) !== -1) return true;
  return false;
}
function sniffBytes(head) {
  if (head.length >= SQLITE_MAGIC.length && Buffer.from(head.buffer, head.byteOffset, SQLITE_MAGIC.length).equals(SQLITE_MAGIC)) {
    return "sqlite";
  }
  let start = 0;
  if (head[0] === 239 && head[1] === 187 && head[2] === 191) start = 3;
  if (head.indexOf(0, start) !== -1) return "binary";
  let i = start;
  while (i < head.length && isBlank(head[i])) i++;
  if (i === head.length) return "empty";
  const sample = Math.min(head.length, start + CONTROL_SAMPLE);
  let control = 0;
  if (!anyControl(head, i, sample)) i = sample;
  for (; i < sample; i++) {
    const b = head[i];
    if (b < 32 ? !isBlank(b) : b === 127) control++;
  }
  if (control > 8 && control * 20 > sample - start) return "binary";
  let cut = head.length;
  for (let back = 1; back <= 3 && head.length - back >= start; back++) {
    const b = head[head.length - back];
    if ((b & 192) === 192) {
      cut = head.length - back;
      break;
    }
    if ((b & 128) === 0) break;
  }
  return isUtf8(head.subarray(start, cut)) ? "text" : "binary";
}
function describeUnknown(value) {
  if (Array.isArray(value)) {
    if (value.length === 0) return "not a trace: empty JSON array";
    const first2 = value[0];
    const what = isObj(first2) ? `objects with keys ${keyList(first2)}` : `${typeof first2} values`;
    return `not a trace: JSON array of ${value.length} ${what} matches no known format`;
  }
  if (isObj(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return "not a trace: empty JSON object";
    return `not a trace: JSON object with keys ${keyList(value)} matches no known format`;
  }
  return `not a trace: a JSON ${value === null ? "null" : typeof value}, not an object or array`;
}
function detectFormat(value) {
  if (looksOtlp(value)) return { format: "otlp" };
  if (looksWhoWhen(value)) return { format: "whowhen" };
  if (looksNative(value)) return { format: "native" };
  if (looksChat(value) || isMessageArray(value)) return { format: "chat" };
  return { reason: describeUnknown(value) };
}
function isLoneMessage(value) {
  return isMessage(value) && !isObj(own(value, "messages"));
}

// src/json/jsonl.ts
function isJsonlName(name) {
  return /\.(jsonl|ndjson)$/i.test(name);
}
function isRecordLine(line, objectsOnly = false) {
  const t = line.trim();
  if (!(t.startsWith("{") && t.endsWith("}") || !objectsOnly && t.startsWith("[") && t.endsWith("]"))) return false;
  try {
    JSON.parse(t);
  } catch {
    return false;
  }
  return true;
}
var NON_BLANK = /\S/g;
function firstLineIsRecord(text2) {
  const start = text2.search(/\S/);
  if (start < 0) return false;
  const nl = text2.indexOf("\n", start);
  if (nl < 0) return false;
  NON_BLANK.lastIndex = nl;
  if (!NON_BLANK.test(text2)) return false;
  return isRecordLine(text2.slice(start, nl));
}
function isJsonlText(name, text2) {
  return isJsonlName(name) || firstLineIsRecord(text2);
}
function looksLikeJsonl(text2) {
  const lines = text2.split("\n").filter((l) => l.trim() !== "");
  if (lines.length < 2) return false;
  return lines.slice(1, 50).some((l) => isRecordLine(l, true));
}

// src/trace/read.ts
var DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;
var DEFAULT_MAX_LINE_BYTES = 32 * 1024 * 1024;
var DEFAULT_MAX_DB_BYTES = 512 * 1024 * 1024;
var HEAD_BYTES = 64 * 1024;
var CHUNK_BYTES = 1024 * 1024;
var SMALL_FILE_BYTES = 1024 * 1024;
var UTF8 = new TextDecoder("utf-8");
function skipped(file, reason, line) {
  const s = { file, reason };
  if (line !== void 0) s.line = line;
  return { skipped: s };
}
function mib(bytes) {
  const m = bytes / (1024 * 1024);
  return m >= 10 ? `${Math.round(m)} MiB` : `${m.toFixed(1)} MiB`;
}
function reasonOf(error) {
  if (error instanceof NotATrace || error instanceof JsonError) return error.message;
  if (error instanceof RangeError) return "too deeply nested or too large to import";
  return `could not import: ${errorMessage(error)}`;
}
var FileImporter = class {
  constructor(file, format = "auto") {
    this.file = file;
    this.format = format;
  }
  file;
  format;
  position = 0;
  ids = /* @__PURE__ */ new Map();
  otlpParts = [];
  loneMessages = [];
  loneLine;
  /** Numbers a trace in file order and keeps its id unique within the file. */
  emit(trace) {
    trace.origin.position = this.position++;
    const seen = this.ids.get(trace.id);
    if (seen === void 0) this.ids.set(trace.id, 1);
    else {
      const trial = trace.meta.trial;
      let unique = typeof trial === "number" || typeof trial === "string" ? `${trace.id}#trial${trial}` : "";
      if (!unique || this.ids.has(unique)) {
        let n = seen + 1;
        while (this.ids.has(`${trace.id}#${n}`)) n++;
        this.ids.set(trace.id, n);
        unique = `${trace.id}#${n}`;
      }
      this.ids.set(unique, 1);
      trace.id = unique;
    }
    return { trace };
  }
  one(value, ctx, format) {
    try {
      switch (format) {
        case "native":
          return [this.emit(importNative(value, ctx))];
        case "whowhen":
          return [this.emit(importWhoWhen(value, ctx))];
        case "chat":
          return [this.emit(importChat(value, ctx))];
        case "otlp":
          return importOtlp(value, ctx).map((t) => this.emit(t));
        case "agentblame":
          return [skipped(this.file, "not a SQLite database: agent-blame traces are read from its traces.db file", ctx.line)];
      }
    } catch (error) {
      return [skipped(this.file, reasonOf(error), ctx.line)];
    }
  }
  /** One parsed JSON record (a whole document, or one JSONL line). */
  record(value, ctx, streaming = false) {
    const c = { ...ctx, file: this.file };
    if (streaming && (this.format === "auto" || this.format === "otlp") && looksOtlp(value)) {
      this.otlpParts.push({ value, line: c.line });
      return [];
    }
    if (streaming && (this.format === "auto" || this.format === "chat") && isLoneMessage(value)) {
      if (this.loneMessages.length === 0) this.loneLine = c.line;
      this.loneMessages.push(value);
      return [];
    }
    if (Array.isArray(value)) return this.array(value, c);
    if (isObj(value) && Array.isArray(own(value, "traces")) && !has(value, "steps") && "reason" in detectFormat(value)) {
      return this.array(own(value, "traces"), c);
    }
    if (this.format !== "auto") return this.one(value, c, this.format);
    const d = detectFormat(value);
    if ("reason" in d) return [skipped(this.file, d.reason, c.line)];
    return this.one(value, c, d.format);
  }
  array(list, ctx) {
    if (this.format === "chat" || this.format === "auto" && isMessageArray(list)) {
      if (isMessageArray(list) || list.length === 0) return this.one(list, ctx, "chat");
    }
    if (list.length === 0) return [skipped(this.file, "not a trace: empty JSON array", ctx.line)];
    const sourceless = { file: ctx.file, line: ctx.line };
    if (this.format !== "auto") {
      const format = this.format;
      return list.flatMap((v, i) => this.one(v, { ...sourceless, item: i }, format));
    }
    const detections = list.map((v) => detectFormat(v));
    if (detections.every((d) => "reason" in d)) return [skipped(this.file, describeUnknown(list), ctx.line)];
    return list.flatMap((v, i) => {
      const d = detections[i];
      if ("reason" in d) return [skipped(this.file, `item ${i}: ${d.reason}`, ctx.line)];
      return this.one(v, { ...sourceless, item: i }, d.format);
    });
  }
  /** Traces gathered across records; call once after the last record. */
  finish() {
    const out = [];
    if (this.otlpParts.length > 0) {
      const merged = { resourceSpans: this.otlpParts.flatMap((p) => own(p.value, "resourceSpans") ?? []) };
      out.push(...this.one(merged, { file: this.file, line: this.otlpParts[0].line }, "otlp"));
      this.otlpParts = [];
    }
    if (this.loneMessages.length > 0) {
      out.push(...this.one(this.loneMessages, { file: this.file, line: this.loneLine }, "chat"));
      this.loneMessages = [];
    }
    return out;
  }
};
function stripBom(text2) {
  return text2.charCodeAt(0) === 65279 ? text2.slice(1) : text2;
}
var MAX_LINE_SKIPS = 100;
var SkipRuns = class {
  run;
  reported = 0;
  suppressed;
  push(items) {
    const out = [];
    for (const item of items) {
      if ("skipped" in item && item.skipped.line !== void 0 && item.skipped.reason.startsWith("not a trace:")) {
        if (this.run && this.run.first.reason === item.skipped.reason) {
          this.run.last = item.skipped.line;
          this.run.count++;
          continue;
        }
        out.push(...this.flushRun());
        this.run = { first: item.skipped, last: item.skipped.line, count: 1 };
        continue;
      }
      out.push(...this.flushRun(), ...this.limit(item));
    }
    return out;
  }
  limit(item) {
    if (!("skipped" in item) || item.skipped.line === void 0) return [item];
    if (this.reported < MAX_LINE_SKIPS) {
      this.reported++;
      return [item];
    }
    if (this.suppressed) this.suppressed.count++;
    else this.suppressed = { first: item.skipped, count: 1 };
    return [];
  }
  flushRun() {
    const run = this.run;
    this.run = void 0;
    if (!run) return [];
    if (run.count === 1) return this.limit({ skipped: run.first });
    return this.limit({ skipped: { ...run.first, reason: `${run.first.reason} (lines ${run.first.line}\u2013${run.last}, ${run.count} records)` } });
  }
  /** Call once at the end of the file. */
  flush() {
    const out = this.flushRun();
    const s = this.suppressed;
    this.suppressed = void 0;
    if (s) {
      out.push({
        skipped: {
          file: s.first.file,
          line: s.first.line,
          reason: `${s.count} more skipped lines not listed one by one, from line ${s.first.line} (first: ${s.first.reason})`
        }
      });
    }
    return out;
  }
};
function jsonlItems(text2, importer) {
  const out = [];
  const runs = new SkipRuns();
  const lines = text2.split("\n");
  for (let i = 0; i < lines.length; i++) out.push(...runs.push(lineItems(lines[i], i + 1, importer)));
  out.push(...runs.push(importer.finish()), ...runs.flush());
  return out;
}
function lineItems(raw, line, importer) {
  const lineText = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
  if (lineText.trim() === "") return [];
  let value;
  try {
    value = parseJson(lineText);
  } catch (error) {
    return [skipped(importer.file, `invalid JSON: ${reasonOf(error)}`, line)];
  }
  return importer.record(value, { line, sourceText: lineText }, true);
}
function importText(text2, file, opts = {}) {
  const format = opts.format ?? "auto";
  const body = stripBom(text2);
  if (!/\S/.test(body)) return [skipped(file, "empty file")];
  if (format === "agentblame") return [skipped(file, "not a SQLite database: agent-blame traces are read from its traces.db file")];
  const importer = new FileImporter(file, format);
  if (isJsonlText(file, body)) return jsonlItems(body, importer);
  let value;
  try {
    value = parseJson(body);
  } catch (error) {
    if (looksLikeJsonl(body)) return jsonlItems(body, importer);
    const lead = body.trimStart();
    if (!lead.startsWith("{") && !lead.startsWith("[")) {
      const excerpt = lead.slice(0, 40).replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
      return [skipped(file, `not a trace: text, not JSON (starts "${excerpt}${lead.length > 40 ? "\u2026" : ""}")`)];
    }
    const e = error instanceof JsonError ? error : void 0;
    return [skipped(file, `invalid JSON: ${reasonOf(error)}`, e?.line)];
  }
  return [...importer.record(value, { sourceText: body }), ...importer.finish()];
}
async function importBytes(bytes, file, opts = {}) {
  const format = opts.format ?? "auto";
  const kind = sniffBytes(bytes.subarray(0, HEAD_BYTES));
  if (kind === "empty") return [skipped(file, "empty file")];
  if (kind === "binary") return [skipped(file, "binary file: not JSON, JSONL or a SQLite database")];
  if (kind === "sqlite") return importSqlite(opts.transient ? new Uint8Array(bytes) : bytes, file, format);
  const text2 = UTF8.decode(bytes);
  return importText(text2, file, { format });
}
async function importSqlite(bytes, file, format) {
  if (format !== "auto" && format !== "agentblame") {
    return [skipped(file, `a SQLite database, not ${format}: use format agentblame or auto`)];
  }
  try {
    const { importAgentBlame } = await import("./agentblame-PR3P63ID.js");
    const traces = await importAgentBlame(bytes, file);
    const importer = new FileImporter(file, "agentblame");
    return traces.map((t) => importer.emit(t));
  } catch (error) {
    return [skipped(file, reasonOf(error))];
  }
}
async function readAt(handle, position, length) {
  const buf = Buffer.allocUnsafe(length);
  let got = 0;
  while (got < length) {
    const { bytesRead } = await handle.read(buf, got, length - got, position + got);
    if (bytesRead === 0) break;
    got += bytesRead;
  }
  return got === length ? buf : buf.subarray(0, got);
}
async function* streamLines(handle, maxLineBytes) {
  const decoder = new TextDecoder("utf-8");
  const buf = Buffer.alloc(CHUNK_BYTES);
  let pending = [];
  let pendingBytes = 0;
  let overflow = 0;
  let line = 1;
  let position = 0;
  const flush = () => {
    const out = overflow > 0 ? { line, tooLong: pendingBytes + overflow } : { line, text: decoder.decode(Buffer.concat(pending, pendingBytes)) };
    pending = [];
    pendingBytes = 0;
    overflow = 0;
    line++;
    return out;
  };
  for (; ; ) {
    const { bytesRead } = await handle.read(buf, 0, buf.length, position);
    if (bytesRead === 0) break;
    position += bytesRead;
    let start = 0;
    while (start < bytesRead) {
      const nl = buf.indexOf(10, start);
      const end = nl < 0 || nl >= bytesRead ? bytesRead : nl;
      const piece = end - start;
      if (overflow > 0 || pendingBytes + piece > maxLineBytes) {
        overflow += piece;
        if (overflow === piece) {
          overflow += pendingBytes;
          pending = [];
          pendingBytes = 0;
        }
      } else if (piece > 0) {
        pending.push(Buffer.from(buf.subarray(start, end)));
        pendingBytes += piece;
      }
      if (end === bytesRead && (nl < 0 || nl >= bytesRead)) break;
      yield flush();
      start = end + 1;
    }
  }
  if (pendingBytes > 0 || overflow > 0) yield flush();
}
async function firstLine(handle, head, size, limit) {
  let data = head;
  let nl = data.indexOf(10);
  let position = data.length;
  while (nl < 0 && position < size && position < limit) {
    const more = await readAt(handle, position, Math.min(CHUNK_BYTES * 4, size - position));
    if (more.length === 0) break;
    const from = data.length;
    data = Buffer.concat([data, more]);
    position += more.length;
    const found = more.indexOf(10);
    nl = found < 0 ? -1 : from + found;
  }
  if (nl < 0) return position >= size ? { text: data.toString("utf8"), nl: -1, rest: false } : void 0;
  return { text: data.subarray(0, nl).toString("utf8"), nl, rest: nl + 1 < size };
}
function firstLineIn(all, headLength, limit) {
  const nl = all.indexOf(10);
  if (nl < 0) return void 0;
  if (nl >= headLength && headLength >= limit) return void 0;
  return { text: all.subarray(0, nl).toString("utf8"), nl, rest: nl + 1 < all.length };
}
function restHasContentIn(all, firstNl) {
  for (let i = firstNl + 1; i < all.length; i++) {
    const b = all[i];
    if (b !== 32 && b !== 10 && b !== 13 && b !== 9) return true;
  }
  return false;
}
async function restHasContent(handle, firstNl, size) {
  let position = firstNl + 1;
  while (position < size) {
    const chunk = await readAt(handle, position, Math.min(HEAD_BYTES, size - position));
    if (chunk.length === 0) return false;
    for (const b of chunk) if (b !== 32 && b !== 10 && b !== 13 && b !== 9) return true;
    position += chunk.length;
    if (position - firstNl > 16 * CHUNK_BYTES) return true;
  }
  return false;
}
async function* readTraces(file, options = {}) {
  const display = options.display ?? file;
  const format = options.format ?? "auto";
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const maxLineBytes = options.maxLineBytes ?? DEFAULT_MAX_LINE_BYTES;
  const maxDbBytes = options.maxDbBytes ?? DEFAULT_MAX_DB_BYTES;
  let handle;
  try {
    handle = await open(file, "r");
  } catch (error) {
    const code = error.code;
    yield skipped(display, `cannot open: ${code ?? error.message}`);
    return;
  }
  try {
    const stat2 = await handle.stat();
    if (stat2.isDirectory()) {
      yield skipped(display, "is a folder, not a file");
      return;
    }
    if (!stat2.isFile()) {
      yield skipped(display, "not a regular file");
      return;
    }
    const size = stat2.size;
    const all = size <= SMALL_FILE_BYTES ? await readAt(handle, 0, size) : void 0;
    const head = all ? all.subarray(0, Math.min(HEAD_BYTES, all.length)) : await readAt(handle, 0, Math.min(HEAD_BYTES, size));
    const kind = sniffBytes(head);
    if (kind === "empty") {
      yield skipped(display, "empty file");
      return;
    }
    if (kind === "binary") {
      yield skipped(display, "binary file: not JSON, JSONL or a SQLite database");
      return;
    }
    if (kind === "sqlite") {
      if (size > maxDbBytes) {
        yield skipped(display, `SQLite file is ${mib(size)}, over the ${mib(maxDbBytes)} cap for databases`);
        return;
      }
      for (const item of await importSqlite(await readAt(handle, 0, size), display, format)) yield item;
      return;
    }
    if (format === "agentblame") {
      yield skipped(display, "not a SQLite database: agent-blame traces are read from its traces.db file");
      return;
    }
    let jsonl = isJsonlName(display) || isJsonlName(file);
    if (!jsonl) {
      const limit = Math.min(maxLineBytes, maxFileBytes);
      const first2 = all ? firstLineIn(all, head.length, limit) : await firstLine(handle, head, size, limit);
      if (first2?.rest && isRecordLine(stripBom(first2.text))) jsonl = all ? restHasContentIn(all, first2.nl) : await restHasContent(handle, first2.nl, size);
    }
    const importer = new FileImporter(display, format);
    if (jsonl) {
      const runs = new SkipRuns();
      let firstLineSeen = true;
      for await (const l of streamLines(handle, maxLineBytes)) {
        if (l.tooLong !== void 0) {
          const reason = `line is ${mib(l.tooLong)}, over the ${mib(maxLineBytes)} cap for one JSONL line`;
          for (const item of runs.push([skipped(display, reason, l.line)])) yield item;
          continue;
        }
        let t = l.text;
        if (firstLineSeen) {
          t = stripBom(t);
          firstLineSeen = false;
        }
        for (const item of runs.push(lineItems(t, l.line, importer))) yield item;
      }
      for (const item of [...runs.push(importer.finish()), ...runs.flush()]) yield item;
      return;
    }
    if (size > maxFileBytes) {
      yield skipped(display, `file is ${mib(size)}, over the ${mib(maxFileBytes)} cap for a single JSON document (write JSONL, one trace a line, for large sets)`);
      return;
    }
    const text2 = UTF8.decode(all ?? await readAt(handle, 0, size));
    for (const item of importText(text2, display, { format })) yield item;
  } catch (error) {
    if (error?.code) {
      yield skipped(display, `read failed: ${error.code}`);
      return;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

// src/attribution/memo.ts
function memoOfNames(compute2, maxKeyLength, maxEntries = 4096) {
  const memo = /* @__PURE__ */ new Map();
  return (name) => {
    if (name.length > maxKeyLength) return compute2(name);
    let value = memo.get(name);
    if (value === void 0) {
      if (memo.size >= maxEntries) memo.clear();
      value = compute2(name);
      memo.set(name, value);
    }
    return value;
  };
}

// src/attribution/text.ts
var QUOTE_MAX = 160;
var REDACTED_BY_KEY = "[REDACTED:secret-pair]";
var secretKey = memoOfNames(isSecretKey, 64);
function boundedText(value, max) {
  if (value === void 0 || value === null) return "";
  if (typeof value === "string") return value.length > max ? sliceWhole(value, 0, max) : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let out = "";
  let parts = 0;
  let budget = max;
  const stack = [value];
  let first2;
  let seen;
  let visits = 0;
  while (stack.length > 0 && budget > 0 && visits < 1e4) {
    visits++;
    const v = stack.pop();
    if (v === void 0 || v === null) continue;
    if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") {
      const s = typeof v === "string" ? v.slice(0, budget) : String(v);
      out = parts++ === 0 ? s : `${out} ${s}`;
      budget -= s.length + 1;
    } else if (typeof v === "object") {
      if (first2 === void 0) first2 = v;
      else {
        seen ??= /* @__PURE__ */ new Set([first2]);
        if (seen.has(v)) continue;
        seen.add(v);
      }
      if (Array.isArray(v)) {
        for (let i = Math.min(v.length, 1e3) - 1; i >= 0; i--) stack.push(v[i]);
      } else {
        const obj = v;
        const keys = Object.keys(obj);
        for (let i = Math.min(keys.length, 1e3) - 1; i >= 0; i--) {
          const k = keys[i];
          const x = obj[k];
          stack.push(x !== null && x !== "" && secretKey(k) ? REDACTED_BY_KEY : x);
        }
      }
    }
  }
  return out;
}
function jsonString(s) {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c === 34 || c === 92 || c >= 55296 && c <= 57343) return JSON.stringify(s);
  }
  return `"${s}"`;
}
var quotedKeys = /* @__PURE__ */ new Map();
function jsonKey(k) {
  let q = quotedKeys.get(k);
  if (q === void 0) {
    q = jsonString(k);
    if (k.length <= 64) {
      if (quotedKeys.size >= 4096) quotedKeys.clear();
      quotedKeys.set(k, q);
    }
  }
  return q;
}
function sortFew(keys) {
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i];
    let j = i - 1;
    while (j >= 0 && keys[j] > k) {
      keys[j + 1] = keys[j];
      j--;
    }
    keys[j + 1] = k;
  }
}
function appendKey(out, v, depth, max) {
  if (out.length > max) return out;
  if (depth > 8) return `${out}\u2026`;
  if (v === void 0) return `${out}u`;
  if (typeof v === "string") return out + jsonString(v);
  if (typeof v === "number") return out + (Number.isFinite(v) ? String(v) : "null");
  if (typeof v === "boolean") return out + String(v);
  if (v === null || typeof v !== "object") return out + (JSON.stringify(v) ?? "u");
  if (Array.isArray(v)) {
    out += "[";
    const n2 = Math.min(v.length, 200);
    for (let i = 0; i < n2; i++) {
      if (i > 0) out += ",";
      if (i in v) out = appendKey(out, v[i], depth + 1, max);
    }
    return `${out}]`;
  }
  const obj = v;
  const keys = Object.keys(obj);
  if (keys.length > 16) keys.sort();
  else if (keys.length > 1) sortFew(keys);
  const n = Math.min(keys.length, 200);
  out += "{";
  for (let i = 0; i < n; i++) {
    if (i > 0) out += ",";
    const k = keys[i];
    out = appendKey(`${out + jsonKey(k)}:`, obj[k], depth + 1, max);
  }
  return `${out}}`;
}
function canonicalKey(value, max = 2e3) {
  const out = appendKey("", value, 0, max);
  return out.length > max ? out.slice(0, max) : out;
}
var isHigh = (c) => c >= 55296 && c <= 56319;
var isLow = (c) => c >= 56320 && c <= 57343;
function sliceWhole(text2, start, end = text2.length) {
  if (start > 0 && start < text2.length && isLow(text2.charCodeAt(start)) && isHigh(text2.charCodeAt(start - 1))) start++;
  if (end > 0 && end < text2.length && isHigh(text2.charCodeAt(end - 1)) && isLow(text2.charCodeAt(end))) end--;
  return text2.slice(start, Math.max(start, end));
}
function quote(text2, around, max = QUOTE_MAX) {
  let start = around !== void 0 && around > max / 2 ? Math.max(0, around - Math.floor(max / 3)) : 0;
  const limit = Math.min(text2.length, start + 200);
  while (start < limit && /\s/.test(text2[start])) start++;
  const end = Math.min(text2.length, start + max);
  const q = sliceWhole(text2, start, end).trimEnd();
  return `${start > 0 ? "\u2026" : ""}${q}${end < text2.length ? "\u2026" : ""}`;
}
var STOP = new Set(
  "a an the and or of to in on for with by at from is are was were be been it this that these those as we i you he she they them our your their its not no do does did can could will would should may might have has had there here then than so if but into out up about over under what which who whom how when where why all any each some such only own same too very just also more most other let lets us me my".split(
    " "
  )
);
function tokens(text2, maxTokens = 2e3) {
  const out = [];
  if (maxTokens > 0) {
    scanTokens(text2, maxTokens, (t) => {
      out.push(t);
      return false;
    });
  }
  return out;
}
function anyTokenIn(texts, maxTokens, test) {
  let left = maxTokens;
  for (const text2 of texts) {
    if (left <= 0) return false;
    const kept = scanTokens(text2, left, test);
    if (kept < 0) return true;
    left -= kept;
  }
  return false;
}
function scanTokens(text2, maxTokens, test) {
  const lower = text2.toLowerCase();
  const n = lower.length;
  let kept = 0;
  let i = 0;
  while (i < n) {
    let c = lower.charCodeAt(i);
    if (!(c >= 97 && c <= 122 || c >= 48 && c <= 57)) {
      i++;
      continue;
    }
    const start = i++;
    while (i < n) {
      c = lower.charCodeAt(i);
      if (c >= 97 && c <= 122 || c >= 48 && c <= 57 || c === 95 || c === 39 || c === 45) i++;
      else break;
    }
    let end = i;
    if (end - start >= 2 && lower.charCodeAt(end - 1) === 115 && lower.charCodeAt(end - 2) === 39) end -= 2;
    if (end - start > 1) {
      const t = lower.slice(start, end);
      if (!STOP.has(t)) {
        if (test(t)) return -1;
        if (++kept >= maxTokens) break;
      }
    }
  }
  return kept;
}
function jaccard(a, b) {
  if (a.size === 0 && b.size === 0) return 0;
  let inter = 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const t of small) if (large.has(t)) inter++;
  return inter / (a.size + b.size - inter);
}
function logit(p) {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
}
function sigmoid(x) {
  return 1 / (1 + Math.exp(-x));
}

// src/attribution/context.ts
function toolNames(ctx) {
  if (ctx.toolNameMemo === void 0) {
    ctx.toolNameMemo = /* @__PURE__ */ new Set();
    for (const v of ctx.views) for (const c of v.calls) ctx.toolNameMemo.add(c.name);
  }
  return ctx.toolNameMemo;
}
function perStepBudget(steps) {
  return Math.max(200, Math.min(4e3, Math.floor(4e6 / Math.max(1, steps))));
}
var MUTATING_NAME = /^(create|update|modify|cancel|delete|remove|book|exchange|return|transfer|send|write|edit|post|put|patch|set|pay|place|submit|deploy|insert|add|apply|charge|refund|merge|push|commit|publish|approve|execute)(_|[A-Z]|$)/;
function looksMutating(name) {
  return MUTATING_NAME.test(name);
}
var ENV_AGENTS = /^(tool|function|computer_?terminal|terminal|environment|system|observation|executor|code_?executor)$/i;
var RUNNER_OUTPUT = /^\s*(exitcode: -?\d+ \(execution (succeeded|failed)\)|Address: \S.*\n\s*Title: .*\n\s*Viewport position:)/;
function isEnvironmentStep(step) {
  if (step.kind === "observation" || step.kind === "retrieval") return true;
  if (step.agent !== void 0 && ENV_AGENTS.test(step.agent)) return true;
  return typeof step.output === "string" && RUNNER_OUTPUT.test(step.output.slice(0, 600));
}
function callsOf(step, budget) {
  const out = [];
  if (step.kind === "tool_call" && step.name && !step.toolCalls?.length) {
    out.push({ name: step.name, argsKey: canonicalKey(step.input, budget), argsText: boundedText(step.input, budget) });
  }
  const calls = step.toolCalls;
  for (let i = 0, n = calls === void 0 ? 0 : Math.min(calls.length, 50); i < n; i++) {
    const c = calls[i];
    if (c.name === "think") continue;
    out.push({ name: c.name, argsKey: canonicalKey(c.arguments, budget), argsText: boundedText(c.arguments, budget) });
  }
  return out;
}
var THOUGHT_TOKENS_MAX = 1500;
function thoughtTokens(v, max) {
  if (max > THOUGHT_TOKENS_MAX) return tokens(v.thought, max);
  v.thoughtTokenMemo ??= tokens(v.thought, THOUGHT_TOKENS_MAX);
  const all = v.thoughtTokenMemo;
  return all.length > max ? all.slice(0, max) : all;
}
function buildContext(trace) {
  const budget = perStepBudget(trace.steps.length);
  let callSteps = 0;
  let flagged = false;
  const views = trace.steps.map((step, pos) => {
    const calls = callsOf(step, budget);
    if (calls.length > 0) callSteps++;
    if (step.mutating !== void 0 || step.verify !== void 0 || step.shareWith || step.requiresAck) flagged = true;
    const out = boundedText(step.output, budget);
    const inp = step.kind === "tool_call" ? "" : boundedText(step.input, budget);
    const text2 = (inp && out ? `${inp}
${out}` : inp || out).slice(0, budget);
    const isEnvironment = isEnvironmentStep(step);
    const thought = step.thought ? step.thought.slice(0, budget) : isEnvironment ? "" : text2;
    const mutating = step.mutating ?? calls.some((c) => looksMutating(c.name));
    return {
      step,
      pos,
      agent: step.agent,
      text: text2,
      thought,
      calls,
      error: step.error ? step.error.slice(0, budget) : void 0,
      isEnvironment,
      mutating,
      thoughtTokenMemo: void 0
    };
  });
  const structured = callSteps > 0 || flagged;
  const prose = !structured || callSteps < trace.steps.length / 10;
  return {
    trace,
    views,
    structured,
    prose,
    taskTokens: new Set(tokens(trace.task.slice(0, 2e4), 400)),
    toolNameMemo: void 0
  };
}

// src/attribution/detectors/types.ts
var ServesSchema = lazySchema((z) => z.enum(["structured", "prose", "both"]));
var DetectorMetaSchema = lazySchema(
  (z) => z.strictObject({
    /** Stable id, the name of its file, test and docs page. */
    id: z.string().regex(/^[a-z]+(-[a-z]+)*$/),
    /** The name its findings carry (`detector` in results.json): held fixed, reports and baselines key on it. */
    name: z.string().regex(/^[A-Z][A-Za-z]+Detector$/),
    modes: z.array(ModeIdSchema).min(1),
    serves: ServesSchema,
    /** One paragraph: what it looks for, and what it leaves alone. */
    description: z.string().min(80),
    /**
     * The highest confidence it ever reports. A passed run keeps only findings at least
     * `passedMinConfidence` sure, so a detector that cannot reach that is not run on one.
     * The detector tests hold every finding to it.
     */
    maxConfidence: z.number().gt(0).max(0.99)
  })
);
function defineDetector(meta23, detect2) {
  return { meta: meta23, name: meta23.name, modes: meta23.modes, serves: meta23.serves, maxConfidence: meta23.maxConfidence, detect: detect2 };
}
function evidenceOf(v, text2, note, at) {
  const e = { step: v.step.index, quote: quote(text2, at) };
  if (v.agent !== void 0) e.agent = v.agent;
  if (note !== void 0) e.note = note;
  return e;
}
function primaryText(v) {
  if (v.error) return v.error;
  if (v.calls.length > 0) {
    const c = v.calls[0];
    const head = `${c.name}(${c.argsText.slice(0, 80)})`;
    return v.text ? `${head} \u2192 ${v.text}` : head;
  }
  return v.text || v.thought || `[${v.step.kind}]`;
}
function finding(mode, v, confidence, detector, message, evidence) {
  const f = {
    mode,
    step: v.step.index,
    confidence: Math.round(Math.min(0.99, Math.max(0.01, confidence)) * 1e3) / 1e3,
    detector,
    message,
    evidence
  };
  if (v.agent !== void 0) f.agent = v.agent;
  return f;
}
function metaRecord(meta23, key) {
  return asRecord(meta23[key]);
}
function metaStrings(meta23, key) {
  const v = meta23[key];
  return Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
}

// src/attribution/detectors/forbidden-tool.ts
var meta = {
  id: "forbidden-tool",
  name: "ForbiddenToolDetector",
  modes: ["FM-1.1"],
  serves: "structured",
  description: "Reports each step that calls a tool the trace's meta lists under `forbidden_tools` (or `forbiddenTools`), up to 20 per trace. It only runs when the trace declares such a list: a trace that forbids nothing has nothing to break.",
  maxConfidence: 0.92
};
var forbiddenTool = defineDetector(meta, (ctx) => {
  const snake = metaStrings(ctx.trace.meta, "forbidden_tools");
  const camel = metaStrings(ctx.trace.meta, "forbiddenTools");
  if (snake.length === 0 && camel.length === 0) return [];
  const forbidden = /* @__PURE__ */ new Set([...snake, ...camel]);
  const out = [];
  for (const v of ctx.views) {
    const bad = v.calls.find((c) => forbidden.has(c.name));
    if (!bad) continue;
    out.push(finding("FM-1.1", v, 0.92, meta.name, `Called ${bad.name}, which the task forbids.`, [evidenceOf(v, primaryText(v), `forbidden tools: ${[...forbidden].slice(0, 10).join(", ")}`)]));
    if (out.length >= 20) break;
  }
  return out;
});

// src/attribution/detectors/unconfirmed-action.ts
var AFFIRM = /\b(yes|yeah|yep|sure|ok(ay)?|confirm(ed)?|go ahead|proceed|please do|do it|that'?s (right|correct)|correct|sounds good|please (cancel|return|exchange|modify|change|update|book|go))\b/i;
var ASKED = /\?|\b(confirm|would you like|shall i|should i|do you want|proceed)\b/i;
var meta2 = {
  id: "unconfirmed-action",
  name: "UnconfirmedActionDetector",
  modes: ["FM-1.1"],
  serves: "structured",
  description: `In a conversation with a user, reports a state-changing call (cancel, update, book \u2026) when the user's last message holds no confirmation ("yes", "go ahead", "please cancel"). An agent that asked first and got an answer that is not itself a question counts as confirmed. Conversations without a user are left alone. Low confidence: policies differ in what needs a yes.`,
  maxConfidence: 0.4
};
var unconfirmedAction = defineDetector(meta2, (ctx) => {
  const hasUser = ctx.views.some((v) => v.agent === "user");
  if (!hasUser) return [];
  const out = [];
  let lastUser;
  let lastAssistantBeforeUser;
  let prevAgentMsg;
  for (const v of ctx.views) {
    if (v.agent === "user") {
      lastUser = v;
      lastAssistantBeforeUser = prevAgentMsg;
      continue;
    }
    if (!v.isEnvironment && v.thought.length > 0 && v.calls.length === 0) prevAgentMsg = v;
    if (!v.mutating || v.calls.length === 0 || !lastUser) continue;
    if (AFFIRM.test(lastUser.text.slice(0, 2e3))) continue;
    if (lastAssistantBeforeUser && ASKED.test(lastAssistantBeforeUser.text.slice(-1500)) && !/\?\s*$/.test(lastUser.text.slice(-200))) continue;
    const ev = [evidenceOf(v, primaryText(v), "state-changing call"), evidenceOf(lastUser, lastUser.text, "the user's last message holds no confirmation")];
    if (lastAssistantBeforeUser) ev.push(evidenceOf(lastAssistantBeforeUser, lastAssistantBeforeUser.text, "what the agent asked"));
    out.push(finding("FM-1.1", v, 0.4, meta2.name, `${v.calls[0].name} changed state without an explicit confirmation from the user.`, ev));
    if (out.length >= 10) break;
  }
  return out;
});

// src/attribution/detectors/tool-outside-role.ts
var meta3 = {
  id: "tool-outside-role",
  name: "RoleToolDetector",
  modes: ["FM-1.2"],
  serves: "structured",
  description: "Reports a step where an agent calls a tool that its role does not list, when the trace's meta declares the tools of each role (`role_tools` or `roleTools`: agent name to tool names). Agents the table does not name are not checked.",
  maxConfidence: 0.85
};
var roleTools = defineDetector(meta3, (ctx) => {
  const roles = metaRecord(ctx.trace.meta, "role_tools") ?? metaRecord(ctx.trace.meta, "roleTools");
  if (!roles) return [];
  const out = [];
  for (const v of ctx.views) {
    if (v.agent === void 0 || v.calls.length === 0) continue;
    const allowed = roles[v.agent];
    if (!Array.isArray(allowed)) continue;
    const bad = v.calls.find((c) => !allowed.includes(c.name));
    if (!bad) continue;
    out.push(finding("FM-1.2", v, 0.85, meta3.name, `${v.agent} called ${bad.name}, outside its role's tools.`, [evidenceOf(v, primaryText(v), `${v.agent} may use: ${allowed.slice(0, 10).join(", ") || "(none)"}`)]));
    if (out.length >= 20) break;
  }
  return out;
});

// src/attribution/detectors/repeated-tool-call.ts
var REPEAT_WINDOW = 6;
var meta4 = {
  id: "repeated-tool-call",
  name: "RepeatDetector",
  modes: ["FM-1.3"],
  serves: "structured",
  description: "Reports a tool call made again with the same arguments within six steps when it got the same answer again (mostly the same tokens; an unknown answer counts as the same). A single retry after an error is recovery, and the same call that came back with a different result learned something (a test re-run after an edit, a poll that moved on). Also reports a cycle of two or three calls (A-B-A-B-A-B) with different arguments whose third round got the answers of its first.",
  maxConfidence: 0.95
};
var repeatCall = defineDetector(meta4, (ctx) => {
  const out = [];
  const answers = /* @__PURE__ */ new Map();
  const answerOf = (v) => {
    if (answers.has(v)) return answers.get(v);
    const a = resultOf(ctx.views, v);
    answers.set(v, a);
    return a;
  };
  const recent = /* @__PURE__ */ new Map();
  const reported = /* @__PURE__ */ new Set();
  for (const v of ctx.views) {
    let errored;
    for (const c of v.calls) {
      const key = `${c.name}\0${c.argsKey}`;
      const earlier = recent.get(key);
      const prior = earlier === void 0 ? [] : earlier.filter((p) => v.pos - p.v.pos <= REPEAT_WINDOW);
      const meaningful = prior.length === 0 ? prior : prior.filter((p) => !p.errored && sameAnswer(answerOf(p.v), answerOf(v)));
      errored ??= Boolean(v.error) || /^error\b/i.test(v.text) || errorFollows(ctx.views, v.pos);
      if (meaningful.length >= 1 && !reported.has(key)) {
        reported.add(key);
        reported.add(c.name);
        const first2 = meaningful[0];
        const n = meaningful.length + 1;
        out.push(
          finding("FM-1.3", v, Math.min(0.95, 0.7 + 0.08 * (n - 2)), meta4.name, `${c.name} was called again with the same arguments ${v.pos - first2.v.pos} step(s) after the first call.`, [
            evidenceOf(first2.v, primaryText(first2.v), "first call"),
            evidenceOf(v, primaryText(v), "repeated call")
          ])
        );
      }
      prior.push({ v, errored });
      recent.set(key, prior.length > REPEAT_WINDOW ? prior.slice(-REPEAT_WINDOW) : prior);
    }
    if (out.length >= 20) break;
    if (recent.size > 4 * REPEAT_WINDOW * 8) {
      for (const [k, ps] of recent) if (v.pos - ps[ps.length - 1].v.pos > REPEAT_WINDOW) recent.delete(k);
    }
  }
  return out.concat(cycles(ctx.views, meta4.name, reported, answerOf));
});
function resultOf(views, v) {
  const own2 = v.step.kind === "tool_call" && v.step.output !== void 0 && !v.step.toolCalls?.length ? v.text : void 0;
  const next = views[v.pos + 1];
  const text2 = own2 ?? (next !== void 0 && next.isEnvironment ? next.text : void 0);
  return text2 === void 0 ? void 0 : new Set(tokens(text2.slice(0, 2e3), 300));
}
var SAME_ANSWER = 0.6;
function sameAnswer(a, b) {
  if (a === void 0 || b === void 0 || a.size === 0 && b.size === 0) return true;
  return jaccard(a, b) >= SAME_ANSWER;
}
function errorFollows(views, pos) {
  const n = views[pos + 1];
  return n !== void 0 && n.isEnvironment && (Boolean(n.error) || /^error\b/i.test(n.text));
}
function cycles(views, detector, reported, answerOf) {
  const seq = [];
  for (const v of views) for (const c of v.calls) seq.push({ v, name: c.name });
  const answerAt = (k) => answerOf(seq[k].v);
  for (const period of [2, 3]) {
    for (let i = 0; i + 3 * period <= seq.length; i++) {
      let ok = true;
      for (let j = 0; j < 2 * period && ok; j++) ok = seq[i + j].name === seq[i + j + period].name;
      if (!ok) continue;
      const names = new Set(seq.slice(i, i + period).map((s) => s.name));
      if (names.size < period) continue;
      if ([...names].some((n) => reported.has(n))) continue;
      let same = true;
      for (let j = 0; j < period && same; j++) same = sameAnswer(answerAt(i + j), answerAt(i + j + 2 * period));
      if (!same) continue;
      const start = seq[i].v;
      const back = seq[i + 2 * period].v;
      return [
        finding("FM-1.3", back, 0.6, detector, `A cycle of ${period} calls (${[...names].join(" \u2192 ")}) ran three times.`, [
          evidenceOf(start, primaryText(start), "cycle starts"),
          evidenceOf(back, primaryText(back), "third time round")
        ])
      ];
    }
  }
  return [];
}

// src/attribution/detectors/repeated-message.ts
var SPECIFIC = /\d|^[a-z][a-z0-9_'-]{6,}$/;
var LEARNED_MAX = 3;
function cumulativeNews(ctx) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  let total = 0;
  for (const v of ctx.views) {
    for (const t of tokens(v.text.slice(0, 4e3), 1500)) {
      if (!SPECIFIC.test(t) || seen.has(t)) continue;
      seen.add(t);
      total++;
    }
    out.push(total);
    if (seen.size > 2e5) seen.clear();
  }
  return out;
}
var meta5 = {
  id: "repeated-message",
  name: "RepeatMessageDetector",
  modes: ["FM-1.3"],
  serves: "prose",
  description: "Reports an agent posting a near-identical substantive message (80 characters or more, 80% of its words shared) within six steps of its earlier one, when the steps in between brought fewer than three new specific tokens (numbers, identifiers, long words). Long multi-agent logs repeat status and ledger messages by nature while the work between them moves on; a repetition failure is a post repeated with nothing learned in between. A step whose output is its input passed on (a traced function, an LLM call) is data flow, not a repeat.",
  maxConfidence: 0.55
};
var repeatMessage = defineDetector(meta5, (ctx) => {
  const out = [];
  const recent = [];
  let news;
  const budget = perStepBudget(ctx.views.length);
  for (const v of ctx.views) {
    if (v.isEnvironment || v.calls.length > 0 || v.thought.length < 80) continue;
    const posted = v.step.thought === void 0 && v.step.input !== void 0 && v.step.output !== void 0 ? boundedText(v.step.output, budget) : void 0;
    if (posted !== void 0 && posted.length < 80) continue;
    const set = new Set(posted === void 0 ? thoughtTokens(v, 400) : tokens(posted, 400));
    if (set.size < 8) continue;
    const twin = recent.find((r) => r.v.agent === v.agent && v.pos - r.v.pos <= REPEAT_WINDOW && jaccard(r.set, set) >= 0.8);
    news ??= twin ? cumulativeNews(ctx) : void 0;
    const learned = twin && news ? news[v.pos - 1] - news[twin.v.pos] : 0;
    if (twin && learned < LEARNED_MAX) {
      out.push(
        finding("FM-1.3", v, 0.55, meta5.name, `${v.agent ?? "An agent"} repeated an earlier message almost word for word.`, [evidenceOf(twin.v, twin.v.thought, "first message"), evidenceOf(v, v.thought, "repeat")])
      );
      if (out.length >= 5) break;
    }
    recent.push({ v, set });
    if (recent.length > REPEAT_WINDOW) recent.shift();
  }
  return out;
});

// src/attribution/record-ids.ts
var RECORD_REF = /#?\b[A-Za-z]{0,6}[-_]?\d{4,}\b/g;
var IDENTIFIER = /#?\b[A-Za-z]{0,8}[-_]?\d{3,}[A-Za-z0-9_-]*\b|#[A-Za-z0-9]{4,}\b/g;
var MAY_HOLD_REF = /\d{4}/;
var MAY_HOLD_IDENTIFIER = /\d{3}|#/;
function identifiers(text2) {
  if (!MAY_HOLD_IDENTIFIER.test(text2)) return [];
  return text2.match(IDENTIFIER) ?? [];
}
var normRef = (s) => s.replace(/^#/, "").toLowerCase();
function recordRefs(text2, minDigits = 4) {
  const found = MAY_HOLD_REF.test(text2) ? text2.match(RECORD_REF) ?? [] : [];
  if (minDigits <= 4) return found;
  const long = new RegExp(`\\d{${minDigits}}$`);
  return found.filter((r) => long.test(r));
}

// src/attribution/detectors/ungrounded-reference.ts
var meta6 = {
  id: "ungrounded-reference",
  name: "UngroundedReferenceDetector",
  modes: ["FM-1.4"],
  serves: "structured",
  description: "Reports the first call whose arguments use an identifier (an order number, a code, an id with digits) that neither the task nor any earlier message, result or call contains: the agent works from something it never saw. Up to five per trace; on traces with more than 200,000 distinct identifiers it stops, since a reference check says little there.",
  maxConfidence: 0.55
};
var ungroundedReference = defineDetector(meta6, (ctx) => {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  const remember = (text2) => {
    for (const id of identifiers(text2)) seen.add(normRef(id));
  };
  let read = -1;
  const readUpTo = (pos) => {
    if (read < 0) {
      remember(ctx.trace.task.slice(0, 1e5));
      read = 0;
    }
    for (; read < pos; read++) {
      const v = ctx.views[read];
      remember(v.text);
      if (v.step.kind !== "tool_call" && v.thought !== v.text) remember(v.thought);
      for (const c of v.calls) remember(c.argsText);
      if (seen.size > 2e5) return false;
    }
    return true;
  };
  for (const v of ctx.views) {
    for (const c of v.calls) {
      const ids = identifiers(c.argsText.slice(0, 1e3));
      if (!ids.some((id) => id.length >= 4)) continue;
      if (!readUpTo(v.pos)) return out;
      const missing = ids.find((id) => id.length >= 4 && !seen.has(normRef(id)));
      if (missing) {
        out.push(finding("FM-1.4", v, 0.55, meta6.name, `${c.name} used ${missing}, which appears in no earlier message or result.`, [evidenceOf(v, primaryText(v), `${missing} first appears here`)]));
        break;
      }
    }
    if (out.length >= 5) break;
  }
  return out;
});

// src/attribution/detectors/step-limit.ts
var meta7 = {
  id: "step-limit",
  name: "StepLimitDetector",
  modes: ["FM-1.5"],
  serves: "both",
  description: "Reports the first step past the trace's recorded limit (`step_limit`, `stepLimit` or `max_steps` in its meta). With no limit recorded, a failed run of eight steps or more that ends on raw tool output, with no answer and no error, was cut off mid-work: it ran out of turns rather than stopping by choice (reported with low confidence).",
  maxConfidence: 0.9
};
var stepLimit = defineDetector(meta7, (ctx) => {
  const raw = ctx.trace.meta["step_limit"] ?? ctx.trace.meta["stepLimit"] ?? ctx.trace.meta["max_steps"];
  const limit = typeof raw === "number" && raw > 0 ? Math.floor(raw) : void 0;
  if (limit !== void 0 && ctx.views.length > limit) {
    const v = ctx.views[limit];
    const last2 = ctx.views[ctx.views.length - 1];
    return [
      finding("FM-1.5", v, 0.9, meta7.name, `The run went past its step limit of ${limit} and kept going to ${ctx.views.length} steps.`, [
        evidenceOf(v, primaryText(v), `first step past the limit (${limit})`),
        evidenceOf(last2, primaryText(last2), "last step")
      ])
    ];
  }
  const last = ctx.views[ctx.views.length - 1];
  if (ctx.trace.success === false && last && last.isEnvironment && !last.error && ctx.views.length >= 8 && !ctx.trace.finalOutput) {
    return [finding("FM-1.5", last, 0.35, meta7.name, "The run ended on raw tool output with no answer: it ran out of turns instead of stopping.", [evidenceOf(last, primaryText(last), "last step")])];
  }
  return [];
});

// src/attribution/detectors/task-restated.ts
var meta8 = {
  id: "task-restated",
  name: "TaskRestatedDetector",
  modes: ["FM-2.1"],
  serves: "both",
  description: "Reports the first agent turn after the first two that restates the task: it holds 85% or more of the task's words and little else (at most two and a half times as many distinct words), a fresh start in the middle of a run. The first two agent turns may carry the task legitimately (a system prompt, a hand-off); tasks of fewer than six words are not checked.",
  maxConfidence: 0.6
};
var taskRestated = defineDetector(meta8, (ctx) => {
  if (ctx.taskTokens.size < 6) return [];
  let agentTurns = 0;
  for (const v of ctx.views) {
    if (v.isEnvironment || v.agent === "user") continue;
    agentTurns++;
    if (agentTurns <= 2 || v.thought.length < 40) continue;
    const set = new Set(thoughtTokens(v, 600));
    let inter = 0;
    for (const t of ctx.taskTokens) if (set.has(t)) inter++;
    const coverage = inter / ctx.taskTokens.size;
    if (coverage >= 0.85 && set.size <= ctx.taskTokens.size * 2.5) {
      return [finding("FM-2.1", v, 0.6, meta8.name, `${v.agent ?? "An agent"} restated the task mid-run, starting over.`, [evidenceOf(v, v.thought, `${Math.round(coverage * 100)}% of the task's words again`)])];
    }
  }
  return [];
});

// src/attribution/detectors/assumed-data.ts
var INVENTED = /\b(let'?s assume|let us assume|we (will|can|'ll) assume|i (will|'ll) assume|hypothetical(ly)?|simulat(e|ed|ing) (the|some|a|data|values|results|numbers)|for (demonstration|illustration|illustrative) purposes|placeholder|mock (data|values|results)|sample data|dummy (data|values)|made[- ]up|fictional (data|values)|based on (my|general|common) knowledge|from memory)\b/i;
var ASSUMING = /\bassuming (that|the|we)\b/i;
var NEGATED = /\b(not|never|don'?t|without|avoid|no)\s+(\w+\s+){0,2}$/i;
var STRONG = 0.7;
var WEAK = 0.55;
var meta9 = {
  id: "assumed-data",
  name: "AssumptionDetector",
  modes: ["FM-2.2"],
  serves: "both",
  description: `Reports an agent message that goes on with invented data ("let's assume", "for demonstration purposes", "placeholder", "sample data", "from memory") or, with less confidence, with an assumption ("assuming that \u2026"). Negated uses ("we must not assume") and phrases the task itself contains are skipped, as are user and tool messages. Up to five per trace.`,
  maxConfidence: STRONG
};
var assumedData = defineDetector(meta9, (ctx) => {
  const out = [];
  for (const v of ctx.views) {
    if (v.isEnvironment || v.agent === "user") continue;
    const text2 = v.thought;
    if (text2.length === 0) continue;
    const strong = INVENTED.exec(text2);
    const m = strong ?? ASSUMING.exec(text2);
    if (!m) continue;
    const before = text2.slice(Math.max(0, m.index - 30), m.index);
    if (NEGATED.test(before)) continue;
    if (ctx.trace.task.length > 0 && ctx.trace.task.toLowerCase().includes(m[0].toLowerCase())) continue;
    out.push(
      finding("FM-2.2", v, strong ? STRONG : WEAK, meta9.name, `${v.agent ?? "The agent"} went on with assumed or invented data ("${m[0]}") instead of asking or looking it up.`, [
        evidenceOf(v, text2, "assumption", m.index)
      ])
    );
    if (out.length >= 5) break;
  }
  return out;
});

// src/attribution/detectors/derailment.ts
var meta10 = {
  id: "derailment",
  name: "DerailmentDetector",
  modes: ["FM-2.3"],
  serves: "structured",
  description: "Reports three calls in a row whose tool names, arguments and reasoning share no word with the task, in a trace with at least four calls and a task of three words or more. One related call resets the run. Low confidence: a task's words are a rough guide to what is on topic.",
  maxConfidence: 0.5
};
var spacedNames = /* @__PURE__ */ new Map();
function spaced(name) {
  let s = spacedNames.get(name);
  if (s === void 0) {
    s = name.replace(/_/g, " ");
    if (name.length <= 200) {
      if (spacedNames.size >= 4096) spacedNames.clear();
      spacedNames.set(name, s);
    }
  }
  return s;
}
var derailment = defineDetector(meta10, (ctx) => {
  if (ctx.taskTokens.size < 3) return [];
  const acting = ctx.views.filter((v) => v.calls.length > 0);
  if (acting.length < 4) return [];
  const task = ctx.taskTokens;
  const inTask = (t) => task.has(t);
  let run = [];
  for (const v of acting) {
    const texts = [];
    for (const c of v.calls) texts.push(spaced(c.name), c.argsText);
    texts.push(v.step.thought ?? "");
    const related = anyTokenIn(texts, 200, inTask);
    if (related) run = [];
    else run.push(v);
    if (run.length >= 3) {
      const first2 = run[0];
      return [
        finding(
          "FM-2.3",
          first2,
          0.5,
          meta10.name,
          `${run.length} calls in a row share no words with the task.`,
          run.slice(0, 3).map((r) => evidenceOf(r, primaryText(r), "unrelated to the task"))
        )
      ];
    }
  }
  return [];
});

// src/attribution/detectors/withheld-result.ts
var meta11 = {
  id: "withheld-result",
  name: "WithholdingDetector",
  modes: ["FM-2.4"],
  serves: "structured",
  description: "Reports a step whose result is marked for other agents (`shareWith`) when, within the next 200 steps, no message is addressed to them, none declares them as a recipient, and none of their own steps takes the result as input. Only traces that mark results for sharing are checked.",
  maxConfidence: 0.85
};
var withheld = defineDetector(meta11, (ctx) => {
  const out = [];
  ctx.views.forEach((v, pos) => {
    if (!v.step.shareWith || v.step.shareWith.length === 0 || out.length >= 5) return;
    for (const who of v.step.shareWith.slice(0, 10)) {
      const payload = v.text.slice(0, 60);
      const delivered = ctx.views.slice(pos + 1, pos + 1 + 200).some((w) => w.step.to === who || (w.step.shareWith?.includes(who) ?? false) || w.agent === who && payload.length > 10 && (w.calls.some((c) => c.argsText.includes(payload)) || w.thought.includes(payload)));
      if (delivered) continue;
      const later = ctx.views.slice(pos + 1).find((w) => w.agent === who);
      const ev = [evidenceOf(v, primaryText(v), `marked for ${who}`)];
      if (later) ev.push(evidenceOf(later, primaryText(later), `${who} acts without it`));
      out.push(finding("FM-2.4", v, 0.85, meta11.name, `${v.agent ?? "An agent"} marked a result for ${who} and never passed it on.`, ev));
    }
  });
  return out;
});

// src/attribution/detectors/ignored-input.ts
var QUESTION = /\?\s*$|\b(please (confirm|reply|respond|advise|acknowledge)|can you|could you|would you)\b/i;
var meta12 = {
  id: "ignored-input",
  name: "IgnoredInputDetector",
  modes: ["FM-2.5"],
  serves: "both",
  description: 'Reports a message that asked another agent for a reply and got none within the next 50 steps: a step marked `requiresAck` for its addressee (`to`), or, in prose, a message ending in a direct question to an agent named in it ("Verifier, could you check \u2026?") when that agent is known to the trace. A name that never speaks in the trace is not an agent, so nobody was addressed.',
  maxConfidence: 0.8
};
var ignoredInput = defineDetector(meta12, (ctx) => {
  const out = [];
  let agents;
  for (let pos = 0; pos < ctx.views.length && out.length < 5; pos++) {
    const v = ctx.views[pos];
    let addressee = v.step.requiresAck ? v.step.to : void 0;
    if (addressee === void 0 && !ctx.structured && !v.isEnvironment && QUESTION.test(v.thought.slice(-300))) {
      const tail = v.thought.slice(-300);
      agents ??= new Set(ctx.views.map((v2) => v2.agent).filter((a) => a !== void 0 && a !== "user"));
      addressee = [...agents].find((a) => a !== v.agent && a.length > 2 && tail.includes(a));
    }
    if (addressee === void 0) continue;
    const reply = ctx.views.slice(pos + 1, pos + 1 + 50).find((w) => w.agent === addressee);
    if (reply && (v.step.requiresAck !== true || reply.step.to === v.agent || reply.step.to === void 0)) continue;
    const ev = [evidenceOf(v, primaryText(v), `needs an answer from ${addressee}`)];
    const next = ctx.views[pos + 1];
    if (next) ev.push(evidenceOf(next, primaryText(next), "what came next instead"));
    out.push(finding("FM-2.5", v, v.step.requiresAck ? 0.8 : 0.45, meta12.name, `${addressee} never answered a message that asked for a reply.`, ev));
  }
  return out;
});

// src/attribution/detectors/reasoning-action-mismatch.ts
function splitName(name) {
  return name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase().split(/[_\-.\s]+/).filter((p) => p.length > 2);
}
var nameParts = memoOfNames(splitName, 200);
var meta13 = {
  id: "reasoning-action-mismatch",
  name: "ReasoningActionMismatchDetector",
  modes: ["FM-2.6"],
  serves: "structured",
  description: `Reports a step whose recorded reasoning names another of the trace's tools in full (its name, or every part of it: "search flights" for search_flights) but none of the parts of the tool the step then calls. Up to five per trace; only steps that carry both reasoning and a call are checked.`,
  maxConfidence: 0.7
};
var reasoningActionMismatch = defineDetector(meta13, (ctx) => {
  const out = [];
  let tools;
  for (const v of ctx.views) {
    const thought = v.step.thought?.toLowerCase();
    if (!thought || v.calls.length === 0) continue;
    const called = v.calls[0];
    const calledParts = nameParts(called.name);
    if (calledParts.some((p) => thought.includes(p))) continue;
    tools ??= toolsOf(ctx);
    const announced = firstAnnounced(tools, called.name, thought);
    if (announced === void 0) continue;
    out.push(
      finding("FM-2.6", v, 0.7, meta13.name, `The reasoning announced ${announced} but the step called ${called.name}.`, [evidenceOf(v, v.step.thought ?? "", "reasoning"), evidenceOf(v, primaryText(v), "action taken")])
    );
    if (out.length >= 5) break;
  }
  return out;
});
function toolsOf(ctx) {
  const tools = { n: [], lower: [], parts: [] };
  for (const n of toolNames(ctx)) {
    const parts = nameParts(n);
    if (parts.length === 0) continue;
    tools.n.push(n);
    tools.lower.push(n.toLowerCase());
    tools.parts.push(parts);
  }
  return tools;
}
function firstAnnounced(tools, called, thought) {
  for (let i = 0; i < tools.n.length; i++) {
    const n = tools.n[i];
    if (n !== called && (thought.includes(tools.lower[i]) || tools.parts[i].every((p) => thought.includes(p)))) return n;
  }
  return void 0;
}

// src/attribution/detectors/final-answer.ts
function finalAnswer(ctx) {
  for (let i = ctx.views.length - 1; i >= Math.max(0, ctx.views.length - 5); i--) {
    const v = ctx.views[i];
    if (v.step.kind === "response" || !v.isEnvironment && v.agent !== "user" && v.calls.length === 0 && v.thought.length > 0) return v;
  }
  return void 0;
}

// src/attribution/detectors/premature-termination.ts
var COMPLETION = /\b(done|completed?|finished|fixed|resolved|success(fully)?|booked|written|published|reconciled|applied|all set)\b/i;
var INCOMPLETE = /\b(stopp(ing|ed) early|stopped short|partial(ly)? (done|complete)|could not (finish|complete)|couldn'?t (finish|complete)|ran out of (time|steps|turns|budget)|giving up|gave up|incomplete|not (yet )?(finished|complete(d)?))\b/i;
var PLANNED_CHANGE = /\b(apply|fix|update|write|send|book|deploy|modify|change|publish|create|delete|cancel)\b/i;
function isErrorView(v) {
  return Boolean(v.error) || v.step.kind === "error" || v.isEnvironment && /^(error|exception|traceback)\b/i.test(v.text.trimStart());
}
var meta14 = {
  id: "premature-termination",
  name: "PrematureTerminationDetector",
  modes: ["FM-3.1"],
  serves: "both",
  description: `Reports how a run stopped before its task was done, in this order: it ends on an unhandled error (the last step, or an error followed only by an answer); its final answer says the work stopped short ("ran out of steps", "could not finish"); its plan promised a change (apply, fix, send \u2026) and a failed run made none; or a failed run's final answer claims success ("done", "fixed") that was never checked against the goal. One finding per trace.`,
  maxConfidence: 0.85
};
var prematureTermination = defineDetector(meta14, (ctx) => {
  const n = ctx.views.length;
  if (n === 0) return [];
  for (let i = n - 1; i >= Math.max(0, n - 2); i--) {
    const v = ctx.views[i];
    if (!isErrorView(v)) continue;
    const after = ctx.views.slice(i + 1);
    if (after.some((w) => w.calls.length > 0)) break;
    return [finding("FM-3.1", v, 0.85, meta14.name, "The run stopped on an unhandled error instead of recovering or reporting it.", [evidenceOf(v, v.error ?? primaryText(v), "last error")])];
  }
  const last = finalAnswer(ctx);
  const lastText = last ? last.thought || last.text || ctx.trace.finalOutput || "" : "";
  const short = last ? INCOMPLETE.exec(lastText.slice(0, 2e3)) : null;
  if (last && short) {
    return [finding("FM-3.1", last, 0.75, meta14.name, "The run ended saying the work was not finished.", [evidenceOf(last, lastText, "admits stopping short", short.index)])];
  }
  const plan = ctx.views.find((v) => v.step.kind === "plan");
  const promised = plan ? PLANNED_CHANGE.exec((plan.step.thought ?? plan.text).slice(0, 2e3)) : null;
  if (last && plan && promised && ctx.trace.success === false && !ctx.views.some((v) => v.mutating)) {
    return [
      finding("FM-3.1", last, 0.6, meta14.name, "The plan called for a change, but the run ended without making it.", [
        evidenceOf(plan, plan.step.thought ?? plan.text, "planned change", promised.index),
        evidenceOf(last, lastText || "[final step]", "ended here")
      ])
    ];
  }
  if (ctx.trace.success === false && last) {
    const text2 = last.thought || last.text || ctx.trace.finalOutput || "";
    const m = COMPLETION.exec(text2.slice(0, 2e3));
    if (m) {
      return [finding("FM-3.1", last, 0.45, meta14.name, "The run ended claiming success, but it failed: the claim was never checked against the goal.", [evidenceOf(last, text2, "final claim", m.index)])];
    }
  }
  return [];
});

// src/attribution/detectors/missing-verification.ts
var COMMON_CALLS = 3;
function identifyingValues(words, callsWith) {
  const out = [];
  for (const t of words) if (t.length >= 3 && callsWith(t) <= COMMON_CALLS && out.push(t) >= 20) break;
  return out;
}
var meta15 = {
  id: "missing-verification",
  name: "MissingVerificationDetector",
  modes: ["FM-3.2"],
  serves: "structured",
  description: "Reports a step marked as changing state (`mutating: true`) when none of the next 500 steps checks it: no step marked `verify` (for it, or in general), and no read-only call whose arguments share an identifying value (a word of its arguments that is rare in the trace) with the change. Only traces that mark state changes are checked; up to five per trace.",
  maxConfidence: 0.8
};
var missingVerification = defineDetector(meta15, (ctx) => {
  if (!ctx.views.some((v) => v.step.mutating === true)) return [];
  const split = /* @__PURE__ */ new Map();
  const wordsOf = (c) => {
    let w = split.get(c);
    if (w === void 0) split.set(c, w = c.argsText.split(/\s+/));
    return w;
  };
  const counted = /* @__PURE__ */ new Map();
  let everyWord;
  const callsWith = (t) => {
    if (everyWord !== void 0) return everyWord.get(t) ?? 0;
    let n = counted.get(t);
    if (n !== void 0) return n;
    if (counted.size >= 64) {
      everyWord = countEveryWord();
      return everyWord.get(t) ?? 0;
    }
    n = 0;
    search: for (const v of ctx.views) for (const c of v.calls) if (c.argsText.includes(t) && wordsOf(c).includes(t) && ++n > COMMON_CALLS) break search;
    counted.set(t, n);
    return n;
  };
  const countEveryWord = () => {
    const counts = /* @__PURE__ */ new Map();
    for (const v of ctx.views) for (const c of v.calls) for (const t of new Set(wordsOf(c))) counts.set(t, (counts.get(t) ?? 0) + 1);
    return counts;
  };
  const out = [];
  ctx.views.forEach((v, pos) => {
    if (out.length >= 5 || v.step.mutating !== true) return;
    const end = Math.min(ctx.views.length, pos + 1 + 500);
    for (let p = pos + 1; p < end; p++) {
      const w = ctx.views[p];
      if (w.step.verify === true || w.step.verify === v.step.index) return;
    }
    const ids = v.calls.flatMap((c) => identifyingValues(wordsOf(c), callsWith));
    if (ids.length > 0)
      for (let p = pos + 1; p < end; p++) {
        const w = ctx.views[p];
        if (!w.mutating && w.calls.some((c) => ids.some((id) => c.argsText.includes(id) && wordsOf(c).includes(id)))) return;
      }
    const ans = finalAnswer(ctx);
    const ev = [evidenceOf(v, primaryText(v), "state-changing step")];
    if (ans && ans !== v) ev.push(evidenceOf(ans, ans.thought || ans.text, "answer given without a read-back"));
    out.push(finding("FM-3.2", v, 0.8, meta15.name, `${v.calls[0]?.name ?? "A state-changing step"} was never verified by a later read of what it changed.`, ev));
  });
  return out;
});

// src/attribution/detectors/unverified-claim.ts
var BEHAVIOUR_CLAIM = /\b(fixed|resolved|works|working now|passes|passing|repaired|corrected|no longer (fails|crashes|errors))\b/i;
var meta16 = {
  id: "unverified-claim",
  name: "UnverifiedClaimDetector",
  modes: ["FM-3.2"],
  serves: "both",
  description: 'Reports a final answer that claims behaviour ("fixed", "works", "passes", "no longer fails") when no step between the last state change and the answer could have tested it: none is marked `verify` and no call is named like a test, check, run, build or lint. Answers with no change before them are left alone.',
  maxConfidence: 0.62
};
var unverifiedClaim = defineDetector(meta16, (ctx) => {
  const last = finalAnswer(ctx);
  if (!last) return [];
  const text2 = last.thought || last.text;
  const m = BEHAVIOUR_CLAIM.exec(text2.slice(0, 2e3));
  if (!m) return [];
  let lastChange;
  for (let p = last.pos - 1; p >= 0 && lastChange === void 0; p--) if (ctx.views[p].mutating) lastChange = ctx.views[p];
  if (!lastChange) return [];
  const tested = ctx.views.slice(lastChange.pos + 1, last.pos).some((w) => w.step.verify !== void 0 || w.calls.some((c) => /test|verify|check|validate|run|exec|assert|lint|build/i.test(c.name)));
  if (tested) return [];
  return [
    finding("FM-3.2", last, 0.62, meta16.name, "The answer claims the change works, but nothing after the change tested it.", [
      evidenceOf(lastChange, primaryText(lastChange), "last change"),
      evidenceOf(last, text2, "untested claim", m.index)
    ])
  ];
});

// src/attribution/detectors/incorrect-verification.ts
var AGREES = /\b(verified|confirm(s|ed)?|i agree|agreed|looks (correct|good|accurate)|is correct|are correct|accurate)\b/i;
var meta17 = {
  id: "incorrect-verification",
  name: "IncorrectVerificationDetector",
  modes: ["FM-3.3"],
  serves: "both",
  description: 'Reports verification steps (those with `verify`) that could not catch an error: a step that verifies itself; a check that calls the same tool as the step it checks, or passes that step\'s output back, so it re-reads the result under test; and a verification message that agrees ("verified", "looks correct") without any call. Up to three per trace.',
  maxConfidence: 0.85
};
var incorrectVerification = defineDetector(meta17, (ctx) => {
  const out = [];
  let byIndex;
  const stepAt = (index) => {
    if (byIndex === void 0) {
      byIndex = /* @__PURE__ */ new Map();
      for (const v of ctx.views) byIndex.set(v.step.index, v);
    }
    return byIndex.get(index);
  };
  for (const v of ctx.views) {
    if (out.length >= 3) break;
    const target = typeof v.step.verify === "number" ? stepAt(v.step.verify) : void 0;
    if (typeof v.step.verify === "number" && v.step.verify === v.step.index) {
      out.push(finding("FM-3.3", v, 0.85, meta17.name, "The step verifies itself.", [evidenceOf(v, primaryText(v), "verify points at its own step")]));
      continue;
    }
    if (target && target.text.length >= 8) {
      const args = v.calls.map((c) => c.argsText).join(" ");
      const sameTool = v.calls.some((c) => target.calls.some((t) => t.name === c.name));
      const echoes = args.includes(target.text.slice(0, 60)) || v.text.length > 0 && v.text === target.text;
      if (sameTool || echoes) {
        out.push(
          finding("FM-3.3", v, 0.8, meta17.name, "The check re-read the result the step itself returned, so it could not catch an error.", [
            evidenceOf(target, primaryText(target), "step checked"),
            evidenceOf(v, primaryText(v), sameTool ? "checked with the same call" : "checked against its own output")
          ])
        );
        continue;
      }
    }
    if (v.step.verify !== void 0 && v.calls.length === 0 && !v.isEnvironment && AGREES.test(v.thought.slice(0, 500))) {
      out.push(finding("FM-3.3", v, 0.7, meta17.name, "A verification step agreed without checking anything.", [evidenceOf(v, v.thought, "agreement with no check")]));
    }
  }
  return out;
});

// src/attribution/detectors/tool-results.ts
var MAX_JSON = 2e5;
var TRACE_JSON_BUDGET = 5e6;
function toolJson(ctx) {
  const cached2 = jsonCache.get(ctx);
  if (cached2) return cached2;
  const out = /* @__PURE__ */ new Map();
  let budget = TRACE_JSON_BUDGET;
  for (const v of ctx.views) {
    if (!v.isEnvironment || budget <= 0) continue;
    const o = v.step.output;
    if (o !== null && typeof o === "object") {
      out.set(v.pos, o);
      continue;
    }
    if (typeof o !== "string" || o.length > MAX_JSON) continue;
    const s = o.trimStart();
    if (!s.startsWith("{") && !s.startsWith("[")) continue;
    budget -= s.length;
    try {
      out.set(v.pos, JSON.parse(s));
    } catch {
    }
  }
  jsonCache.set(ctx, out);
  return out;
}
var jsonCache = /* @__PURE__ */ new WeakMap();
function eachObject(value, f, limit = 2e4) {
  const stack = [value];
  let n = 0;
  while (stack.length > 0 && n++ < limit) {
    const x = stack.pop();
    if (Array.isArray(x)) for (const y of x.slice(0, 2e3)) stack.push(y);
    else if (isRecord(x)) {
      f(x);
      for (const y of Object.values(x).slice(0, 2e3)) if (y !== null && typeof y === "object") stack.push(y);
    }
  }
}
function said(v) {
  return (v.thought || v.text).slice(0, 4e3);
}
function agentTurn(v) {
  return !v.isEnvironment && v.agent !== "user" && v.step.kind !== "prompt";
}
var ID_KEY = /(^|_)id$|^id$|number$|^ref(erence)?$/i;
var STATUS_KEY = /^(status|state)$/i;
function statusOf(value) {
  if (!isRecord(value)) return void 0;
  const statusKey = Object.keys(value).find((k) => STATUS_KEY.test(k));
  const status = statusKey ? value[statusKey] : void 0;
  if (typeof status !== "string" || status.length === 0 || status.length > 40) return void 0;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x), status: status.toLowerCase().replace(/\bcanceled\b/, "cancelled") };
  return void 0;
}
function idOf(value) {
  if (!isRecord(value)) return void 0;
  for (const [k, x] of Object.entries(value)) if (ID_KEY.test(k) && typeof x === "string" && x.length >= 4) return { id: normRef(x) };
  return void 0;
}
function recordNoun(value) {
  if (!isRecord(value)) return void 0;
  const k = Object.keys(value).find((x) => ID_KEY.test(x) && x.length > 3);
  const m = k ? /^([a-z]{3,})[_]?id$/i.exec(k) : null;
  return m ? m[1].toLowerCase() : void 0;
}
var singular = (w) => w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w;
function wordSet(text2) {
  return new Set((text2.toLowerCase().match(/[a-z]+/g) ?? []).slice(0, 3e3).map(singular));
}
function partsOf(value) {
  if (!isRecord(value)) return [];
  const names = [];
  for (const x of Object.values(value)) {
    if (!Array.isArray(x)) continue;
    for (const e of x.slice(0, 200)) if (isRecord(e) && typeof e["name"] === "string") names.push(e["name"]);
  }
  return names;
}
function headOf(name) {
  const ws = name.toLowerCase().match(/[a-z]+/g);
  return ws && ws.length > 0 ? singular(ws[ws.length - 1]) : void 0;
}

// src/attribution/detectors/availability-count.ts
var NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty"
];
var NUM2 = `(\\d{1,3}|${NUMBER_WORDS.join("|")})`;
var THINGS = "(?:options|variants|items|products|models|versions|choices|colou?rs|sizes|styles|types|kinds)";
var COUNT_CLAIM = new RegExp(
  `\\b${NUM2}\\s+(?:(?:different|distinct|total)\\s+)?(?:(?:available|in[- ]stock)\\s+(?:[\\w-]+\\s+){0,3}?${THINGS}|(?:[\\w-]+\\s+){0,3}?${THINGS}\\s+(?:that\\s+are\\s+|currently\\s+|are\\s+)*(?:available|in[- ]stock))\\b`,
  "gi"
);
var AVAILABILITY_KEY = /^(available|is_?available|in_?stock|availability)$/i;
function numberOf(s) {
  const w = NUMBER_WORDS.indexOf(s.toLowerCase());
  return w >= 0 ? w : Number(s);
}
function availability(value) {
  let flagged = 0;
  let yes = 0;
  eachObject(value, (o) => {
    for (const [k, x] of Object.entries(o)) {
      if (typeof x !== "boolean" || !AVAILABILITY_KEY.test(k)) continue;
      flagged++;
      if (x) yes++;
      break;
    }
  });
  return { flagged, yes };
}
var meta18 = {
  id: "availability-count",
  name: "AvailabilityCountDetector",
  modes: ["FM-3.3"],
  serves: "structured",
  description: 'Reports an agent message that states how many things are available ("11 available T-shirt options", "3 variants that are currently in stock") when the latest tool result with availability flags (`available`, `in_stock`, \u2026 on two entries or more) flags a different number as available. The source resets at each user turn. Up to three per trace.',
  maxConfidence: 0.75
};
var availabilityCount = defineDetector(meta18, (ctx) => {
  const json = toolJson(ctx);
  if (json.size === 0) return [];
  const out = [];
  let source;
  for (const v of ctx.views) {
    if (v.agent === "user") continue;
    if (v.isEnvironment) {
      const parsed = json.get(v.pos);
      if (parsed === void 0) continue;
      const a = availability(parsed);
      if (a.flagged >= 2) source = { v, ...a };
      continue;
    }
    if (!agentTurn(v) || !source) continue;
    const text2 = said(v);
    COUNT_CLAIM.lastIndex = 0;
    const m = COUNT_CLAIM.exec(text2);
    if (!m) continue;
    const n = numberOf(m[1]);
    if (n === source.yes) continue;
    out.push(
      finding("FM-3.3", v, 0.75, meta18.name, `Said ${n} are available, but the tool result it read flags ${source.yes} of ${source.flagged} as available.`, [
        evidenceOf(source.v, primaryText(source.v), `${source.yes} of ${source.flagged} entries available`),
        evidenceOf(v, text2, "count claimed", m.index)
      ])
    );
    if (out.length >= 3) break;
  }
  return out;
});

// src/attribution/detectors/status-contradiction.ts
var HEDGED = /n't\b|\b(not|no longer|only|if|unless|once|when|until|will|would|can be|could|should|must|need|needs|instead|yet|already been|before|after|whether|cannot|since)\b/i;
var LIFECYCLE = ["pending", "processed", "shipped", "delivered", "cancelled", "refunded"];
var COPULA = /\b(is|are|was|were|remains?|still|currently|now|marked(\s+as)?|status(\s+is|:)?)\s+["'*]*$/i;
var meta19 = {
  id: "status-contradiction",
  name: "StatusContradictionDetector",
  modes: ["FM-3.3"],
  serves: "structured",
  description: 'Reports an agent message that asserts a status of a record ("delivered orders (#W4967593)", "#W1 is pending", "(processed)") when every record the clause names was read by a tool with other statuses, now and before. Status words are the usual lifecycle words plus those the tools returned; clauses that hedge (conditions, rules, negations, futures: "only delivered orders can \u2026") assert nothing. Up to three per trace.',
  maxConfidence: 0.72
};
var statusContradiction = defineDetector(meta19, (ctx) => {
  const json = toolJson(ctx);
  if (json.size === 0) return [];
  const history = /* @__PURE__ */ new Map();
  const vocabulary = new Set(LIFECYCLE);
  const nouns = /* @__PURE__ */ new Set();
  const out = [];
  for (const v of ctx.views) {
    if (v.isEnvironment) {
      const value = json.get(v.pos);
      const s = statusOf(value);
      if (s) {
        const h = history.get(s.id) ?? { statuses: /* @__PURE__ */ new Set(), last: s.status, v };
        h.statuses.add(s.status);
        h.last = s.status;
        h.v = v;
        history.set(s.id, h);
        if (/^[a-z]{5,}$/.test(s.status)) vocabulary.add(s.status);
        const noun = recordNoun(value);
        if (noun) nouns.add(noun);
      }
      continue;
    }
    if (!agentTurn(v) || history.size === 0 || nouns.size === 0) continue;
    const text2 = said(v);
    const words = new RegExp(`\\b(${[...vocabulary].join("|")})\\b`, "gi");
    const adjectival = new RegExp(`^\\W{0,3}(${[...nouns].join("|")})s?\\b`, "i");
    for (const clause of text2.split(/[.!?;\n]+/).slice(0, 200)) {
      if (clause.length > 400) continue;
      const c2 = clause.replace(/\bcanceled\b/gi, "cancelled");
      const claimed = /* @__PURE__ */ new Set();
      for (const w of c2.matchAll(words)) {
        const before = c2.slice(Math.max(0, w.index - 30), w.index);
        const after = c2.slice(w.index + w[0].length, w.index + w[0].length + 20);
        const asserted = adjectival.test(after) || COPULA.test(before) || /[("'*]\s*$/.test(before) && /^\s*[)"'*]/.test(after);
        if (asserted && !HEDGED.test(before)) claimed.add(w[0].toLowerCase());
      }
      if (claimed.size === 0) continue;
      const refs = recordRefs(clause).map(normRef).filter((r) => history.has(r));
      if (refs.length === 0) continue;
      const wrong = refs.filter((r) => ![...claimed].some((w) => [...history.get(r).statuses].some((st) => st.includes(w))));
      if (wrong.length !== refs.length) continue;
      const known = history.get(wrong[0]);
      out.push(
        finding("FM-3.3", v, 0.72, meta19.name, `Called ${wrong.join(", ")} ${[...claimed].join("/")}, but the tool results say "${known.last}".`, [
          evidenceOf(known.v, primaryText(known.v), `status ${known.last}`),
          evidenceOf(v, text2, "status claimed", Math.max(0, text2.indexOf(clause)))
        ])
      );
      break;
    }
    if (out.length >= 3) break;
  }
  return out;
});

// src/attribution/detectors/partial-scope-action.ts
var DESTRUCTIVE = /^(cancel|delete|remove|void|terminate|close|discard|drop|destroy)(_|[A-Z]|$)/;
var meta20 = {
  id: "partial-scope-action",
  name: "PartialScopeActionDetector",
  modes: ["FM-1.1"],
  serves: "structured",
  description: `In a conversation with a user, reports a destructive call on a whole record (cancel, delete, remove, void \u2026, without a list of parts in its arguments) when the user's latest words about that record named only some of its parts (line items read from the tool's result) and never asked for the whole record ("the whole order", its id, "my order"). Requests before an earlier state change were served by it. Up to three per trace.`,
  maxConfidence: 0.72
};
var partialScopeAction = defineDetector(meta20, (ctx) => {
  if (!ctx.views.some((v) => v.agent === "user")) return [];
  const json = toolJson(ctx);
  if (json.size === 0) return [];
  const records = /* @__PURE__ */ new Map();
  const out = [];
  let users = [];
  for (const v of ctx.views) {
    if (v.agent === "user") {
      users.push(v);
      if (users.length > 50) users = users.slice(-20);
      continue;
    }
    if (v.isEnvironment) {
      const value = json.get(v.pos);
      const s = statusOf(value) ?? idOf(value);
      const parts = partsOf(value);
      if (s && parts.length >= 2) {
        if (records.size > 1e5) records.clear();
        records.set(s.id, { parts, v });
      }
      continue;
    }
    for (const c of v.calls) {
      if (!DESTRUCTIVE.test(c.name) || /\[/.test(c.argsKey)) continue;
      const id = recordRefs(c.argsText).map(normRef).find((r) => records.has(r));
      if (!id) continue;
      const rec = records.get(id);
      const heads = [...new Set(rec.parts.map(headOf).filter((h) => h !== void 0 && h.length >= 3))];
      const asked = [...users].reverse().find((u) => {
        const ws2 = wordSet(u.text);
        return heads.some((h) => ws2.has(h));
      });
      if (!asked) continue;
      const noun = recordNoun(json.get(rec.v.pos));
      if (users.some((u) => wholeRecord(u.text, id, noun))) continue;
      const ws = wordSet(asked.text);
      const named = heads.filter((h) => ws.has(h));
      if (named.length === heads.length) continue;
      const left = heads.filter((h) => !ws.has(h));
      out.push(
        finding("FM-1.1", v, 0.72, meta20.name, `${c.name} acted on all of ${id}, but the user asked only about the ${named.join(", ")}; it also holds the ${left.join(", ")}.`, [
          evidenceOf(asked, asked.text, `the user named only the ${named.join(", ")}`),
          evidenceOf(rec.v, primaryText(rec.v), `${id} holds ${rec.parts.length} items`),
          evidenceOf(v, primaryText(v), "whole-record action")
        ])
      );
      break;
    }
    if (v.mutating && v.calls.length > 0) users = [];
    if (out.length >= 3) break;
  }
  return out;
});
function wholeRecord(text2, id, noun) {
  const t = text2.slice(0, 4e3);
  if (/\b(whole|entire)\b/i.test(t) || t.toLowerCase().includes(id)) return true;
  return noun !== void 0 && new RegExp(`\\b(the|this|that|my|your|all)\\s+${noun}\\b(?!\\s+(of|for|with)\\b)`, "i").test(t);
}

// src/attribution/detectors/misattributed-value.ts
var VALUE_DIGITS = 6;
var NEGATED_CLAUSE = /\b(not|n't|no|none|without|neither|nor)\b/i;
var meta21 = {
  id: "misattributed-value",
  name: "MisattributedValueDetector",
  modes: ["FM-3.3"],
  serves: "structured",
  description: 'Reports an agent answer that gives a long value (six digits or more: a tracking number, an order id) from one tool result as belonging to a part (a line item: "the tablet") that the record it comes from does not hold, when the part is one some tool result in the trace lists. Clauses with a negation ("does not include a tablet") are skipped. Up to three per trace.',
  maxConfidence: 0.72
};
var misattributedValue = defineDetector(meta21, (ctx) => {
  const json = toolJson(ctx);
  if (json.size === 0) return [];
  const heads = /* @__PURE__ */ new Set();
  for (const value of json.values())
    for (const p of partsOf(value)) {
      const h = headOf(p);
      if (h && h.length >= 4) heads.add(h);
    }
  if (heads.size === 0) return [];
  const holder = /* @__PURE__ */ new Map();
  const out = [];
  for (const v of ctx.views) {
    if (v.isEnvironment) {
      const value = json.get(v.pos);
      const parts = partsOf(value);
      if (parts.length === 0) continue;
      const ps = new Set(parts.map(headOf).filter((h) => h !== void 0));
      const raw = typeof v.step.output === "string" ? v.step.output.slice(0, MAX_JSON) : JSON.stringify(value).slice(0, MAX_JSON);
      if (holder.size > 1e5) holder.clear();
      for (const x of recordRefs(raw, VALUE_DIGITS).slice(0, 500)) holder.set(normRef(x), { parts: ps, v });
      continue;
    }
    if (!agentTurn(v) || v.calls.length > 0 || holder.size === 0) continue;
    const text2 = said(v);
    for (const clause of text2.split(/[.!?;\n]+/).slice(0, 200)) {
      if (clause.length > 400 || NEGATED_CLAUSE.test(clause)) continue;
      const vals = recordRefs(clause, VALUE_DIGITS).map(normRef).filter((x) => holder.has(x));
      if (vals.length === 0) continue;
      const ws = wordSet(clause);
      const named = [...heads].filter((h) => ws.has(h));
      if (named.length === 0) continue;
      if (vals.some((x) => named.some((h) => holder.get(x).parts.has(h)))) continue;
      const src = holder.get(vals[0]);
      out.push(
        finding("FM-3.3", v, 0.72, meta21.name, `Gave ${vals[0]} as the ${named.join("/")}'s, but the record it comes from holds no ${named.join("/")} (it holds the ${[...src.parts].slice(0, 5).join(", ")}).`, [
          evidenceOf(src.v, primaryText(src.v), `record holding ${vals[0]}`),
          evidenceOf(v, text2, "value attributed", Math.max(0, text2.indexOf(clause)))
        ])
      );
      break;
    }
    if (out.length >= 3) break;
  }
  return out;
});

// src/attribution/detectors/unanswered-request.ts
var ACT_REQUEST = /\b(go ahead|proceed|finali[sz]e|please (?!do not|don'?t)(do|make|process|complete|cancel|return|exchange|modify|update|change|submit|book|send))\b/i;
var CLOSING_ONLY = /\b(that'?s all|nothing else|no need|all set|i'?m good)\b/i;
var meta22 = {
  id: "unanswered-request",
  name: "UnansweredRequestDetector",
  modes: ["FM-3.1"],
  serves: "structured",
  description: `Reports a conversation of four steps or more whose last step is the user asking the agent to act ("go ahead", "please proceed", "please cancel \u2026", not "please do not \u2026") with no agent turn after it: the run stopped before the requested action was taken. A message that only closes ("that's all", "nothing else") is not a request.`,
  maxConfidence: 0.75
};
var unansweredRequest = defineDetector(meta22, (ctx) => {
  const last = ctx.views[ctx.views.length - 1];
  if (!last || last.agent !== "user" || ctx.views.length < 4) return [];
  const text2 = last.text.slice(0, 2e3);
  const m = ACT_REQUEST.exec(text2);
  if (!m || CLOSING_ONLY.test(text2)) return [];
  return [finding("FM-3.1", last, 0.75, meta22.name, "The run ended on the user's request to act, and nothing acted on it.", [evidenceOf(last, text2, "request left unanswered", m.index)])];
});

// src/attribution/detectors/index.ts
var DETECTORS = [
  forbiddenTool,
  unconfirmedAction,
  roleTools,
  repeatCall,
  repeatMessage,
  ungroundedReference,
  stepLimit,
  taskRestated,
  assumedData,
  derailment,
  withheld,
  ignoredInput,
  reasoningActionMismatch,
  prematureTermination,
  missingVerification,
  unverifiedClaim,
  incorrectVerification,
  availabilityCount,
  statusContradiction,
  partialScopeAction,
  misattributedValue,
  unansweredRequest
];
var GROUNDING_DETECTORS = /* @__PURE__ */ new Set([availabilityCount.name, statusContradiction.name, partialScopeAction.name, misattributedValue.name]);

// rules/mast.json
var mast_default = {
  $comment: "The MAST failure taxonomy (Cemri et al., 'Why Do Multi-Agent LLM Systems Fail?', arXiv:2503.13657) as data. Definitions are written in our own words. Prevalence is the share of all failure flags in the MAST dataset, in percent. Every surface (fusion priors, SARIF rules, PR comment, explain) reads this file.",
  version: 1,
  source: {
    title: "Why Do Multi-Agent LLM Systems Fail? (MAST)",
    url: "https://arxiv.org/abs/2503.13657",
    annotator: "o1 LLM annotator against human labels: accuracy 0.94, F1 0.80, Cohen's kappa 0.77 (human-human kappa 0.88)"
  },
  categories: [
    {
      id: "FC1",
      name: "Specification and system design",
      prevalence: 41.8,
      definition: "Failures that come from how the task, the roles or the run itself were specified: the agents do what they were set up to do, and the set-up was wrong or ignored."
    },
    {
      id: "FC2",
      name: "Inter-agent misalignment",
      prevalence: 36.9,
      definition: "Failures in how agents (or an agent and its user) work together: lost context, ignored input, withheld facts, drifting goals, words that do not match actions."
    },
    {
      id: "FC3",
      name: "Task verification",
      prevalence: 21.3,
      definition: "Failures in deciding whether the work is done and right: stopping too early, not checking, or checking the wrong thing."
    }
  ],
  modes: [
    {
      id: "FM-1.1",
      name: "Disobey task specification",
      category: "FC1",
      prevalence: 11.8,
      definition: "An agent ignores a constraint or requirement the task states, or does something the task or policy forbids.",
      fixes: [
        { text: "State hard constraints (forbidden tools, budgets, policies) in machine-checkable form and enforce them in the tool layer, not only in the prompt.", evidence: "MAST case study: clearer role and task specifications raised ChatDev on ProgramDev from 25.0% to 34.4%." },
        { text: "Add a pre-action policy check that refuses a call violating a stated rule." }
      ],
      sarif: { level: "error", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-1.2",
      name: "Disobey role specification",
      category: "FC1",
      prevalence: 1.5,
      definition: "An agent acts outside the role it was given: uses another role's tools or takes another agent's decisions.",
      fixes: [
        { text: "Give each role an allow-list of tools and reject calls outside it.", evidence: "MAST case study: role-specification prompts were part of the ChatDev change from 25.0% to 34.4% on ProgramDev." },
        { text: "Route decisions that belong to another role back to that role instead of letting any agent take them." }
      ],
      sarif: { level: "warning", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-1.3",
      name: "Step repetition",
      category: "FC1",
      prevalence: 15.7,
      definition: "An agent redoes work it already did: the same call again with nothing new learned, or a cycle of calls that returns to where it started.",
      fixes: [
        { text: "Keep a record of completed (tool, arguments) pairs and return the recorded result instead of calling again." },
        { text: "Add a loop breaker: stop or escalate after the same action repeats within a short window." },
        { text: "Give the planner an explicit stop condition.", evidence: "MAST case study: a new topology (cyclic graph with a termination check) raised ChatDev on ProgramDev from 25.0% to 40.6%." }
      ],
      sarif: { level: "warning", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-1.4",
      name: "Loss of conversation history",
      category: "FC1",
      prevalence: 2.8,
      definition: "An agent loses track of what was said or found earlier and works from a context that no longer matches the run: it refers to things never established, or forgets things that were.",
      fixes: [
        { text: "Summarise and pin key facts (identifiers, decisions, constraints) in a state the agent re-reads each turn." },
        { text: "Ground every identifier an agent uses in an earlier tool result or message; flag the ones that are not." }
      ],
      sarif: { level: "warning", precision: "low", securitySeverity: null }
    },
    {
      id: "FM-1.5",
      name: "Unaware of termination conditions",
      category: "FC1",
      prevalence: 12.4,
      definition: "The run does not know when to stop: it goes past its step limit, keeps going after the answer is in, or never reaches a stopping point.",
      fixes: [
        { text: "Enforce the step limit in the runner and end with an explicit outcome when it is reached." },
        { text: "Make the completion criterion explicit in the task and check it after each step." }
      ],
      sarif: { level: "warning", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-2.1",
      name: "Conversation reset",
      category: "FC2",
      prevalence: 2.2,
      definition: "The conversation restarts without cause: the task is restated or work begins again from scratch mid-run, losing the progress made.",
      fixes: [
        { text: "Carry progress across turns in an explicit state; never re-send the original task as a new message mid-run." }
      ],
      sarif: { level: "note", precision: "low", securitySeverity: null }
    },
    {
      id: "FM-2.2",
      name: "Fail to ask for clarification",
      category: "FC2",
      prevalence: 6.8,
      definition: "An agent acts on an unclear or underspecified request, or on an assumption, instead of asking the user or another agent.",
      fixes: [
        { text: "Detect ambiguity (several matching items, missing required fields) and ask before acting." },
        { text: "Forbid placeholder or assumed data in the tool layer: a value must come from the user or a tool result." }
      ],
      sarif: { level: "warning", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-2.3",
      name: "Task derailment",
      category: "FC2",
      prevalence: 7.4,
      definition: "The run drifts away from the task: steps pursue goals the task did not ask for, or answer a different question.",
      fixes: [
        { text: "Re-state the goal in each planning step and score each step's relevance to it; stop drifting branches." }
      ],
      sarif: { level: "warning", precision: "low", securitySeverity: null }
    },
    {
      id: "FM-2.4",
      name: "Information withholding",
      category: "FC2",
      prevalence: 0.85,
      definition: "An agent holds a fact another agent needs and does not pass it on.",
      fixes: [
        { text: "Declare which results each agent must share (share_with) and check the hand-off happened before the next step." }
      ],
      sarif: { level: "warning", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-2.5",
      name: "Ignored other agent's input",
      category: "FC2",
      prevalence: 1.9,
      definition: "An agent disregards what another agent (or the user) said: a question or a correction that needed an answer gets none, or a reported problem is passed over.",
      fixes: [
        { text: "Mark messages that need an acknowledgement and block the run from moving on until they get one." }
      ],
      sarif: { level: "warning", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-2.6",
      name: "Reasoning-action mismatch",
      category: "FC2",
      prevalence: 13.2,
      definition: "What an agent says it will do and what it does disagree: the reasoning announces one action and the next step takes another, or the reasoning relies on data it invented.",
      fixes: [
        { text: "Parse the announced action from the reasoning and compare it with the call actually made; reject mismatches." },
        { text: "Ground claims in tool results: compare figures in a message with the tool outputs before it.", evidence: "Chain-of-Verification (Dhuliawala et al., 2023) roughly doubled precision on list questions (0.17 to 0.36, Llama 65B) by checking claims against independent answers." }
      ],
      sarif: { level: "warning", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-3.1",
      name: "Premature termination",
      category: "FC3",
      prevalence: 6.2,
      definition: "The run stops before the task is done or before the needed information is in: it ends on an error, on an unchecked claim of success, or with steps of the task left undone.",
      fixes: [
        { text: "Evaluate an explicit goal-completion checklist before the final answer." },
        { text: "Never end a run on an unhandled tool error; surface it as the outcome." }
      ],
      sarif: { level: "error", precision: "medium", securitySeverity: null }
    },
    {
      id: "FM-3.2",
      name: "No or incomplete verification",
      category: "FC3",
      prevalence: 8.2,
      definition: "A result that needed checking was not checked, or only partly: a state-changing call is never read back, a computed answer is accepted as is.",
      fixes: [
        { text: "Follow every mutating call with an independent read-back of the changed state." },
        { text: "Add a verifier step that checks the answer against the task before it is returned.", evidence: "MAST case study: a stronger verification step in AG2 MathChat raised GSM-Plus accuracy (GPT-4) from 84.75% to 89.75%." }
      ],
      sarif: { level: "error", precision: "high", securitySeverity: null }
    },
    {
      id: "FM-3.3",
      name: "Incorrect verification",
      category: "FC3",
      prevalence: 9.1,
      definition: "A check was made but it could not catch the error: it re-reads the step's own output, agrees without evidence, or checks the wrong thing.",
      fixes: [
        { text: "Verify against an independent source (a fresh read of the system of record), never against the step's own output." },
        { text: "Require a verifier to quote the evidence it checked; an agreement with no evidence is not a verification.", evidence: "Reflexion (Shinn et al., 2023): grounded self-checks with test feedback raised HumanEval pass@1 from 80% to 91%." }
      ],
      sarif: { level: "error", precision: "medium", securitySeverity: null }
    }
  ]
};

// src/attribution/taxonomy.ts
var ModeSpecSchema = lazySchema(
  (z) => z.object({
    id: ModeIdSchema,
    name: z.string().min(1),
    category: z.enum(["FC1", "FC2", "FC3"]),
    /** Share of all failure flags in the MAST dataset, percent. */
    prevalence: z.number().positive().max(100),
    definition: z.string().min(1),
    fixes: z.array(z.object({ text: z.string().min(1), evidence: z.string().optional() })).min(1),
    sarif: z.object({
      level: z.enum(["error", "warning", "note"]),
      precision: z.enum(["very-high", "high", "medium", "low"]),
      securitySeverity: z.number().nullable()
    })
  })
);
var CategorySpecSchema = lazySchema(
  (z) => z.object({
    id: z.enum(["FC1", "FC2", "FC3"]),
    name: z.string().min(1),
    prevalence: z.number().positive().max(100),
    definition: z.string().min(1)
  })
);
var TaxonomySchema = lazySchema(
  (z) => z.object({
    version: z.number().int(),
    source: z.object({ title: z.string(), url: z.string().url(), annotator: z.string() }),
    categories: z.array(CategorySpecSchema).length(3),
    modes: z.array(ModeSpecSchema).length(MODE_IDS.length)
  }).refine((t) => MODE_IDS.every((id) => t.modes.some((m) => m.id === id)), "every MAST mode FM-1.1\u2026FM-3.3 must be present")
);
var cached;
function taxonomy() {
  cached ??= mast_default;
  return cached;
}
function modeSpec(id) {
  const m = taxonomy().modes.find((x) => x.id === id);
  if (!m) throw new Error(`unknown MAST mode ${id}`);
  return m;
}

// src/attribution/fusion.ts
var PRIOR_WEIGHT = 0.5;
function llrOf(confidence) {
  return logit(confidence);
}
function fuse(findings) {
  const byMode = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const list = byMode.get(f.mode) ?? [];
    list.push(f);
    byMode.set(f.mode, list);
  }
  const scores = [];
  for (const [mode, list] of byMode) {
    const sorted = [...list].sort((a, b) => b.confidence - a.confidence || a.step - b.step);
    const priorLogOdds = PRIOR_WEIGHT * logit(modeSpec(mode).prevalence / 100);
    let logOdds = priorLogOdds;
    const terms2 = [];
    sorted.slice(0, 8).forEach((f, i) => {
      const weight = 1 / 2 ** i;
      const llr = llrOf(f.confidence);
      logOdds += weight * llr;
      terms2.push({ label: `${f.detector}@step ${f.step}`, weight, llr });
    });
    scores.push({ mode, priorLogOdds, terms: terms2, logOdds, probability: sigmoid(logOdds), best: sorted[0] });
  }
  return scores.sort((a, b) => b.logOdds - a.logOdds || modeSpec(b.mode).prevalence - modeSpec(a.mode).prevalence);
}

// src/attribution/locator.ts
var CODE = /```|\bdef \w+\(|\bimport \w+/;
var PROSE_ACTION = /^\s*(i|we) (typed|clicked|searched|navigated|opened|scrolled|visited|downloaded|ran|executed|submitted|called|queried)\b/im;
var SIGN_OFF = /^\W*(terminate|done|ok|okay|thanks?( you)?|bye)\W*$/i;
var FAILED_RUN = /exitcode: [1-9]|execution failed|\btraceback\b|^error\b|\berror:/i;
function acts(v) {
  const text2 = v.thought.slice(0, 2e4);
  return v.calls.length > 0 || CODE.test(text2) || PROSE_ACTION.test(text2.slice(0, 2e3));
}
function carriesTask(v, ctx) {
  if (ctx.taskTokens.size < 6 || v.thought.length === 0) return false;
  const lower = v.thought.toLowerCase();
  let pieces = 0;
  for (const t of ctx.taskTokens) if (lower.includes(t)) pieces++;
  if (!(pieces / ctx.taskTokens.size >= 0.8)) return false;
  const held = /* @__PURE__ */ new Set();
  for (const t of thoughtTokens(v, 1500)) if (ctx.taskTokens.has(t)) held.add(t);
  return held.size / ctx.taskTokens.size >= 0.8;
}
function isContainer(ctx, pos) {
  const id = ctx.views[pos]?.step.spanId;
  if (id === void 0) return false;
  let parents = containerIds.get(ctx);
  if (!parents) {
    parents = /* @__PURE__ */ new Set();
    for (const v of ctx.views) if (v.step.parentSpanId !== void 0) parents.add(v.step.parentSpanId);
    containerIds.set(ctx, parents);
  }
  return parents.has(id);
}
var containerIds = /* @__PURE__ */ new WeakMap();
function candidate(v, ctx) {
  if (v.isEnvironment) return false;
  if (ctx && isContainer(ctx, v.pos)) return false;
  if (v.step.kind === "prompt" || v.step.kind === "retrieval" || v.step.kind === "observation") return false;
  const text2 = v.thought || v.text;
  if (v.calls.length === 0 && !v.error && text2.trim().length < 40 && SIGN_OFF.test(text2.trim().slice(0, 40))) return false;
  return true;
}
function stepPriors(ctx) {
  const out = [];
  const n = ctx.views.length;
  let sawAction = false;
  let sawChange = false;
  const blocked = blockingChanges(ctx);
  for (const v of ctx.views) {
    if (!candidate(v, ctx)) continue;
    const reasons = [];
    let score = 0;
    const doesWork = acts(v);
    const next = ctx.views[v.pos + 1];
    const ran = doesWork && next !== void 0 && next.isEnvironment && next.text.length > 0;
    const setup = !ran && carriesTask(v, ctx);
    if (doesWork && !sawAction && !setup) {
      score += 1;
      reasons.push("+1.00 first step that acts (runs code or calls a tool)");
    }
    if (v.mutating && !sawChange) {
      score += 1.5;
      reasons.push("+1.50 first state-changing call (damage is done where state changes)");
    }
    if (doesWork && next && next.isEnvironment && (next.error || FAILED_RUN.test(next.text.slice(0, 300)))) {
      score += 0.5;
      reasons.push("+0.50 its work failed at once");
    }
    const victims = blocked.get(v.pos);
    if (victims !== void 0) {
      const w = Math.min(BLOCKING_WEIGHT + 0.5 * (victims.length - 1), BLOCKING_WEIGHT + 1);
      score += w;
      reasons.push(`+${w.toFixed(2)} changed a record that later calls then failed on (step ${victims.slice(0, 3).join(", ")})`);
    }
    if (isRequester(v) && CONCESSION.test(v.text.slice(0, 2e3))) {
      score += CONCESSION_WEIGHT;
      reasons.push(`+${CONCESSION_WEIGHT.toFixed(2)} the user settles for less or drops part of the request (what follows departs from the goal)`);
    }
    if (v.error) {
      score += 0.4;
      reasons.push("+0.40 the step itself errored");
    }
    if (setup) {
      score -= 1;
      reasons.push("-1.00 only restates the task (set-up)");
    }
    const late = -0.3 * (v.pos / Math.max(1, n));
    score += late;
    reasons.push(recencyReason(late, v.pos, n));
    sawAction ||= doesWork;
    sawChange ||= v.mutating;
    out.push({ pos: v.pos, score, reasons });
  }
  return out;
}
var recencyReasons = /* @__PURE__ */ new Map();
function recencyReason(late, pos, n) {
  if (n > 1e3) return `${late.toFixed(2)} recency (causes precede symptoms)`;
  let byPos = recencyReasons.get(n);
  if (byPos === void 0) {
    if (recencyReasons.size >= 256) recencyReasons.clear();
    byPos = [];
    recencyReasons.set(n, byPos);
  }
  byPos[pos] ??= `${late.toFixed(2)} recency (causes precede symptoms)`;
  return byPos[pos];
}
var BLOCKING_WEIGHT = 2;
function failedAt(ctx, pos) {
  const next = ctx.views[pos + 1];
  return next !== void 0 && next.isEnvironment && (Boolean(next.error) || FAILED_RUN.test(next.text.slice(0, 300)));
}
function blockingChanges(ctx) {
  const out = /* @__PURE__ */ new Map();
  const lastChange = /* @__PURE__ */ new Map();
  for (const v of ctx.views) {
    if (v.calls.length === 0) continue;
    let refs;
    for (const c of v.calls) for (const r of recordRefs(c.argsText.slice(0, 2e3))) (refs ??= /* @__PURE__ */ new Set()).add(normRef(r));
    if (refs === void 0) continue;
    const failed = failedAt(ctx, v.pos);
    if (failed) {
      const hit = /* @__PURE__ */ new Set();
      for (const r of refs) {
        const at = lastChange.get(r);
        if (at !== void 0) hit.add(at);
      }
      for (const at of hit) {
        const list = out.get(at) ?? [];
        if (list.length < 10) list.push(v.step.index);
        out.set(at, list);
      }
    } else if (v.mutating) for (const r of refs) lastChange.set(r, v.pos);
    if (lastChange.size > 1e4) lastChange.clear();
  }
  return out;
}
var CONCESSION = /\b(i guess|i suppose|might as well|may as well|never ?mind|forget (it|that|about it)|let['’]?s (just )?leave (it|that|the \w+)|leave (it|that) (as it is|for now)|settle for|whatever works)\b/i;
var CONCESSION_WEIGHT = 2;
function isRequester(v) {
  return v.agent !== void 0 && /^(user|human|customer|client)$/i.test(v.agent);
}

// src/attribution/bm25.ts
var K1 = 1.2;
var B = 0.75;
function bm25Relevance(query, chunks) {
  const q = [...new Set(tokens(query, 64))];
  const docs = chunks.slice(0, 200).map((c) => tokens(c, 2e3));
  if (q.length === 0 || docs.length === 0 || docs.every((d) => d.length === 0)) return 0;
  const N = docs.length;
  const avgdl = docs.reduce((s, d) => s + d.length, 0) / N || 1;
  const df = /* @__PURE__ */ new Map();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t) => Math.max(0.2, Math.log(1 + (N - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5)));
  const ideal = q.length * Math.max(0.2, Math.log(1 + (N - 1 + 0.5) / 1.5));
  let best = 0;
  for (const d of docs) {
    const tf = /* @__PURE__ */ new Map();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    let s = 0;
    for (const t of q) {
      const f = tf.get(t) ?? 0;
      if (f === 0) continue;
      s += idf(t) * (f * (K1 + 1) / (f + K1 * (1 - B + B * d.length / avgdl)));
    }
    best = Math.max(best, s);
  }
  const covered = q.filter((t) => docs.some((d) => d.includes(t))).length / q.length;
  return Math.min(1, (0.5 * Math.min(1, best / ideal) + 0.5 * covered) / 0.6);
}

// src/attribution/blame.ts
var TYPE_WEIGHT = { retrieval: 1.4, llm: 1.2, tool_call: 1.1, prompt: 0.9 };
var DEFAULT_WEIGHT = 0.8;
var BLAME_LINE = 0.35;
var REFUSAL = /\b(i (cannot|can't|can not|won't|am unable to|'m unable to|am not able to) (help|assist|comply|provide|answer|do that)|as an ai\b|i'?m sorry,? but|not authorized to|violates (our|my|the)? ?(safety|content|usage))/i;
var GENERIC = /^(there (were|are|is) (several|many|some|various) \w+( that happened)?\.?|it depends\.?|i('m| am) not sure\.?|n\/a)$/i;
var TRUNCATED_MARK = /\.\.\. \[truncated\]$/;
function emptyPayload(v) {
  const o = v.step.output;
  if (o === void 0 || o === null) return true;
  if (typeof o === "string") return /^\s*(\{\s*\}|\[\s*\]|null|""|)\s*$/.test(o);
  if (Array.isArray(o)) return o.length === 0;
  if (typeof o === "object") return Object.keys(o).length === 0;
  return false;
}
function chunksOf(output) {
  if (Array.isArray(output)) return output.slice(0, 200).map((x) => typeof x === "string" ? x : JSON.stringify(x) ?? "");
  if (typeof output === "string") {
    const t = output.trim();
    if (t.startsWith("[")) {
      try {
        const parsed = JSON.parse(t.slice(0, 2e5));
        if (Array.isArray(parsed)) return chunksOf(parsed);
      } catch {
      }
    }
    return t.length === 0 ? [] : t.slice(0, 5e4).split(/\n{2,}/);
  }
  return output === void 0 || output === null ? [] : [JSON.stringify(output)?.slice(0, 5e4) ?? ""];
}
function health(v) {
  const s = v.step;
  if (s.error) return { score: 0, reasons: [`error: ${s.error.slice(0, 80)}`] };
  if (s.score !== void 0) return { score: s.score, reasons: [`source score ${s.score}`] };
  if (s.kind === "retrieval") {
    if (emptyPayload(v)) return { score: 0, reasons: ["retrieval returned nothing"] };
    const query = boundedText(s.input, 2e3);
    const rel = bm25Relevance(query, chunksOf(s.output));
    return { score: rel, reasons: [`BM25 relevance of chunks to the query ${rel.toFixed(2)}`] };
  }
  if (s.kind === "llm") {
    const out = typeof s.output === "string" ? s.output : v.text;
    if (out.trim().length === 0) return { score: 0, reasons: ["empty completion"] };
    if (REFUSAL.test(out.slice(0, 500))) return { score: 0.05, reasons: ["refusal"] };
    if (GENERIC.test(out.trim())) return { score: 0.4, reasons: ["generic, non-responsive answer"] };
    const body = out.replace(TRUNCATED_MARK, "").trimEnd();
    if (!TRUNCATED_MARK.test(out) && body.length > 40 && !/[.!?)\]"'`*:;0-9]$/.test(body)) return { score: 0.6, reasons: ["completion stops mid-sentence"] };
    return { score: 1, reasons: ["complete answer"] };
  }
  if (s.kind === "tool_call" || s.kind === "observation" && v.isEnvironment) {
    if (/^\s*(error|exception|traceback)\b/i.test(v.text)) return { score: 0, reasons: ["tool returned an error"] };
    if (s.kind === "tool_call" && emptyPayload(v)) return { score: 0.2, reasons: ["tool returned an empty payload"] };
    return { score: s.kind === "tool_call" ? 1 : null, reasons: [] };
  }
  return { score: null, reasons: [] };
}
function stepBlame(ctx) {
  const n = ctx.views.length;
  const blame = [];
  let anyScored = false;
  for (const v of ctx.views) {
    const h = health(v);
    if (h.score !== null) anyScored = true;
    const weight = TYPE_WEIGHT[v.step.kind] ?? DEFAULT_WEIGHT;
    const recency = 1 + 0.3 * (1 - v.pos / Math.max(1, n - 1));
    const deficiency = h.score === null ? 0 : 1 - h.score;
    let b = v.step.error ? Math.max(1, deficiency * weight * recency) : deficiency * weight * recency;
    b = Math.round(b * 1e3) / 1e3;
    const entry = { step: v.step.index, kind: v.step.kind, score: h.score, blame: b, reasons: h.reasons };
    if (v.step.name !== void 0) entry.name = v.step.name;
    blame.push(entry);
  }
  if (!anyScored && ctx.trace.success !== true) {
    let slow;
    ctx.views.forEach((v, i) => {
      if (v.step.latencyMs !== void 0 && (slow === void 0 || v.step.latencyMs > (ctx.views[slow].step.latencyMs ?? 0))) slow = i;
    });
    if (slow !== void 0) {
      const e = blame[slow];
      e.blame = 0.5;
      e.reasons = [...e.reasons, "no step could be scored: the slowest step, at low confidence"];
    }
  }
  const maxBlame = blame.reduce((m, b) => Math.max(m, b.blame), 0);
  return { blame, maxBlame };
}

// rules/detector-rates.json
var detector_rates_default = {
  $comment: "Detector firing on failed vs healthy dev runs, per trace kind, outcome hidden. lr = P(fires | failed) / P(fires | healthy), +0.5 smoothing; lrLeaveOut[set] = the same without that set; null = fewer than 20 healthy (or failed) runs of that kind to measure it on. Regenerate: node scripts/run-ts.mjs scripts/detector-rates.ts",
  detectors: {
    ForbiddenToolDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    UnconfirmedActionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 5,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.23,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 0.67,
          "agent-blame": 0.23
        }
      }
    },
    RoleToolDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    RepeatDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 1,
            passedRuns: 73
          },
          approximately: {
            failed: 55,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 31.43,
        lrLeaveOut: {
          tau: 54.3,
          approximately: 0.82,
          "agent-blame": 31.55
        }
      }
    },
    UngroundedReferenceDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 1,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.28,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 0.82,
          "agent-blame": 0.28
        }
      }
    },
    StepLimitDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    TaskRestatedDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 3,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    AssumptionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 35,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    DerailmentDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 7,
            failedRuns: 27,
            passed: 24,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.26,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 0.75,
          "agent-blame": 0.26
        }
      }
    },
    WithholdingDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    IgnoredInputDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 2,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    ReasoningActionMismatchDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      }
    },
    PrematureTerminationDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 33,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 1,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 60.31,
        lrLeaveOut: {
          tau: 33.76,
          approximately: 12.26,
          "agent-blame": 58.84
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    MissingVerificationDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 49,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 84.09,
        lrLeaveOut: {
          tau: 48.43,
          approximately: 2.45,
          "agent-blame": 84.42
        }
      }
    },
    UnverifiedClaimDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 49,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 84.09,
        lrLeaveOut: {
          tau: 48.43,
          approximately: 2.45,
          "agent-blame": 84.42
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    IncorrectVerificationDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 0,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 0.85,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 2.45,
          "agent-blame": 0.85
        }
      },
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    },
    AvailabilityCountDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 3,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 5.95,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 17.16,
          "agent-blame": 5.97
        }
      }
    },
    StatusContradictionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 2.55,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 7.35,
          "agent-blame": 2.56
        }
      }
    },
    PartialScopeActionDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 2,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 4.25,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 12.26,
          "agent-blame": 4.26
        }
      }
    },
    MisattributedValueDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 1,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 2.55,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 7.35,
          "agent-blame": 2.56
        }
      }
    },
    UnansweredRequestDetector: {
      structured: {
        bySet: {
          tau: {
            failed: 2,
            failedRuns: 27,
            passed: 0,
            passedRuns: 73
          },
          approximately: {
            failed: 0,
            failedRuns: 135,
            passed: 0,
            passedRuns: 65
          },
          "agent-blame": {
            failed: 0,
            failedRuns: 3,
            passed: 0,
            passedRuns: 2
          }
        },
        lr: 4.25,
        lrLeaveOut: {
          tau: 0.49,
          approximately: 12.26,
          "agent-blame": 4.26
        }
      }
    },
    RepeatMessageDetector: {
      prose: {
        bySet: {
          "agent-blame": {
            failed: 0,
            failedRuns: 11,
            passed: 0,
            passedRuns: 2
          },
          "who-and-when": {
            failed: 0,
            failedRuns: 126,
            passed: 0,
            passedRuns: 0
          }
        },
        lr: null,
        lrLeaveOut: {
          "agent-blame": null,
          "who-and-when": null
        }
      }
    }
  }
};

// src/attribution/rates.ts
var RatesSchema = lazySchema((z) => {
  const CellSchema = z.object({ failed: z.number(), failedRuns: z.number(), passed: z.number(), passedRuns: z.number() });
  const KindSchema = z.object({ bySet: z.record(z.string(), CellSchema), lr: z.number().nullable() });
  return z.object({ detectors: z.record(z.string(), z.record(z.string(), KindSchema)) });
});
var MIN_HEALTHY_FIRES = 3;
function capsOf(data) {
  const out = /* @__PURE__ */ new Map();
  for (const [name, kinds] of Object.entries(data.detectors)) {
    for (const [kind, k] of Object.entries(kinds)) {
      const healthyFires = Object.values(k.bySet).reduce((s, c) => s + c.passed, 0);
      if (k.lr === null || healthyFires < MIN_HEALTHY_FIRES) continue;
      out.set(`${name}\0${kind}`, k.lr / (1 + k.lr));
    }
  }
  return out;
}
var caps;
function confidenceCap(detector, kind) {
  caps ??= capsOf(detector_rates_default);
  return caps.get(`${detector}\0${kind}`);
}
function capFindings(findings, kind) {
  return findings.map((f) => {
    const cap = confidenceCap(f.detector, kind);
    return cap === void 0 || f.confidence <= cap ? f : { ...f, confidence: Math.round(cap * 1e3) / 1e3 };
  });
}

// rules/prior.json
var prior_default = {
  weights: {
    locator: 1,
    findings: 1
  },
  pull: null,
  fittedOn: [
    {
      set: "Who&When algorithm-generated",
      n: 126
    },
    {
      set: "tau-bench retail (AgentRx)",
      n: 27
    },
    {
      set: "agent-blame bench.db",
      n: 14
    }
  ],
  command: "node scripts/run-ts.mjs scripts/train-prior.ts"
};

// src/attribution/prior.ts
var FEATURES = ["locator", "findings", "position", "speakerShare", "user", "lead", "firstTurnOfAgent", "errorLanguage", "failedResult", "repeats", "firstMentionOfAnswer"];
var PriorModelSchema = lazySchema(
  (z) => z.object({
    weights: z.partialRecord(z.enum(FEATURES), z.number()),
    /** The pull towards the hand rules it was trained with, chosen held out; null: the hand rules won. */
    pull: z.number().positive().nullable(),
    fittedOn: z.array(z.object({ set: z.string(), n: z.number().int().nonnegative() })),
    command: z.string()
  })
);
var PRIOR = prior_default;
var HAND_RULES = { weights: { locator: 1, findings: 1 }, pull: null, fittedOn: [], command: PRIOR.command };
var REQUESTER = /^(user|human|customer|client)$/i;
var ERROR_LANGUAGE = /\b(error|exception|traceback|failed|failure|cannot|can't|unable to|i'?m sorry|not possible|invalid)\b/i;
var FAILED_RUN2 = /exitcode: [1-9]|execution failed|\btraceback\b|^error\b|\berror:/i;
var SPECIFIC2 = /\d|^[a-z][a-z0-9_'-]{6,}$/;
function facts(ctx) {
  const counts = /* @__PURE__ */ new Map();
  const firstTurn = /* @__PURE__ */ new Map();
  let lead;
  for (const v of ctx.views) {
    counts.set(v.agent, (counts.get(v.agent) ?? 0) + 1);
    if (v.isEnvironment || v.step.kind === "prompt") continue;
    if (!firstTurn.has(v.agent)) firstTurn.set(v.agent, v.pos);
    if (lead === void 0 && v.agent !== void 0 && !REQUESTER.test(v.agent)) lead = v.agent;
  }
  const n = Math.max(1, ctx.views.length);
  const share = new Map([...counts].map(([k, c]) => [k, c / n]));
  const last = [...ctx.views].reverse().find((v) => !v.isEnvironment);
  const answer = ctx.trace.finalOutput ?? last?.text ?? "";
  const wanted = new Set(tokens(answer.slice(0, 4e3), 300).filter((t) => SPECIFIC2.test(t) && !ctx.taskTokens.has(t)));
  const firstMention = /* @__PURE__ */ new Set();
  if (wanted.size > 0) {
    for (const v of ctx.views) {
      if (v === last || wanted.size === 0) break;
      const hit = (v.isEnvironment ? tokens(v.text.slice(0, 4e3), 1500) : thoughtTokens(v, 1500)).filter((t) => wanted.has(t));
      if (hit.length === 0) continue;
      for (const t of hit) wanted.delete(t);
      if (!v.isEnvironment) firstMention.add(v.pos);
    }
  }
  return { share, lead, firstTurn, firstMention };
}
function repeats(ctx, v) {
  if (v.isEnvironment || v.thought.length < 80) return false;
  const set = new Set(thoughtTokens(v, 400));
  if (set.size < 8) return false;
  for (let p = v.pos - 1; p >= Math.max(0, v.pos - 6); p--) {
    const w = ctx.views[p];
    if (w.agent !== v.agent || w.isEnvironment || w.thought.length < 80) continue;
    if (jaccard(new Set(thoughtTokens(w, 400)), set) >= 0.8) return true;
  }
  return false;
}
var LOCAL = /* @__PURE__ */ new Set(["locator", "findings", "position", "errorLanguage", "failedResult"]);
function needsTracePass(model) {
  return FEATURES.some((k) => (model.weights[k] ?? 0) !== 0 && !LOCAL.has(k));
}
var NO_FACTS = { share: /* @__PURE__ */ new Map(), lead: void 0, firstTurn: /* @__PURE__ */ new Map(), firstMention: /* @__PURE__ */ new Set() };
function stepFeatures(ctx, steps, full = true, model) {
  const f = full ? facts(ctx) : NO_FACTS;
  const n = Math.max(1, ctx.views.length - 1);
  const weighs = (k) => full || model === void 0 || (model.weights[k] ?? 0) !== 0;
  const errorLanguage = weighs("errorLanguage");
  const failedResult = weighs("failedResult");
  return steps.map((s) => {
    const v = ctx.views[s.pos];
    const next = ctx.views[s.pos + 1];
    return {
      locator: s.locator,
      findings: s.findings,
      position: v.pos / n,
      speakerShare: f.share.get(v.agent) ?? 0,
      user: v.agent !== void 0 && REQUESTER.test(v.agent) ? 1 : 0,
      lead: v.agent !== void 0 && v.agent === f.lead ? 1 : 0,
      firstTurnOfAgent: f.firstTurn.get(v.agent) === v.pos ? 1 : 0,
      errorLanguage: errorLanguage && ERROR_LANGUAGE.test((v.error ?? v.thought ?? v.text).slice(0, 2e3)) ? 1 : 0,
      failedResult: failedResult && next !== void 0 && next.isEnvironment && (Boolean(next.error) || FAILED_RUN2.test(next.text.slice(0, 300))) ? 1 : 0,
      repeats: full && repeats(ctx, v) ? 1 : 0,
      firstMentionOfAnswer: f.firstMention.has(v.pos) ? 1 : 0
    };
  });
}
function scorer(model = PRIOR) {
  const w = FEATURES.map((k) => model.weights[k] ?? 0);
  const [locator, findings, position, speakerShare, user, lead, firstTurnOfAgent, errorLanguage, failedResult, repeats2, firstMentionOfAnswer] = w;
  return (x) => {
    let s = 0;
    s += locator * x.locator;
    s += findings * x.findings;
    s += position * x.position;
    s += speakerShare * x.speakerShare;
    s += user * x.user;
    s += lead * x.lead;
    s += firstTurnOfAgent * x.firstTurnOfAgent;
    s += errorLanguage * x.errorLanguage;
    s += failedResult * x.failedResult;
    s += repeats2 * x.repeats;
    s += firstMentionOfAnswer * x.firstMentionOfAnswer;
    return s;
  };
}
function terms(x, model = PRIOR) {
  return FEATURES.map((k) => ({ feature: k, weight: model.weights[k] ?? 0, value: x[k] })).filter((t) => t.weight !== 0 && t.value !== 0).sort((a, b) => Math.abs(b.weight * b.value) - Math.abs(a.weight * a.value));
}

// rules/calibration.json
var calibration_default = {
  temperature: 2.1,
  top: {
    bias: -0.274,
    lead: 0.364
  },
  reach: 0.989,
  setThreshold: 0.9261,
  level: 0.9,
  fittedOn: [
    {
      set: "Who&When algorithm-generated",
      n: 126
    },
    {
      set: "tau-bench retail (AgentRx)",
      n: 27
    },
    {
      set: "agent-blame bench.db",
      n: 14
    }
  ],
  command: "node scripts/run-ts.mjs scripts/fit-calibration.ts"
};

// src/attribution/calibration.ts
var CalibrationSchema = lazySchema(
  (z) => z.object({
    /** Softmax temperature over the locator's scores (the order of the runners-up). */
    temperature: z.number().positive(),
    /**
     * Probability that the first step is the decisive one: logistic in the lead of its score over
     * the second's. (The number of candidates was tried too: it differs so much between agent
     * systems that, fitted on two sets, it misled on the third.)
     */
    top: z.object({ bias: z.number(), lead: z.number() }),
    /** Share of labelled runs whose decisive step was among the locator's candidates. */
    reach: z.number().min(0).max(1),
    /** Cumulative probability a prediction set must reach (the conformal quantile); above 1: every step. */
    setThreshold: z.number().min(0),
    /** Coverage the set aims at. */
    level: z.number().min(0).max(1),
    fittedOn: z.array(z.object({ set: z.string(), n: z.number().int().nonnegative() })),
    command: z.string()
  })
);
var CALIBRATION = calibration_default;
function topFeatures(ranked) {
  let first2;
  for (const r of ranked)
    if (r.candidate) {
      if (first2 === void 0) first2 = r;
      else return { lead: Math.min(LEAD_CAP, first2.total - r.total) };
    }
  return { lead: LEAD_CAP };
}
var LEAD_CAP = 5;
function topProbability(ranked, cal = CALIBRATION) {
  const f = topFeatures(ranked);
  const x = cal.top.bias + cal.top.lead * f.lead;
  return 1 / (1 + Math.exp(-x));
}
function probabilities(ranked, others, cal = CALIBRATION) {
  let cands = 0;
  let top = -Infinity;
  for (const r of ranked)
    if (r.candidate) {
      cands++;
      top = Math.max(top, r.total);
    }
  if (cands === 0) return ranked.map(() => 1 / Math.max(1, ranked.length));
  const reach = others === 0 ? 1 : cal.reach;
  const p1 = Math.min(reach, topProbability(ranked, cal));
  const temperature = cal.temperature;
  let z = 0;
  let seen = 0;
  for (const r of ranked) if (r.candidate && seen++ > 0) z += Math.exp((r.total - top) / temperature);
  const spare = cands === 1 ? 1 - p1 : 1 - reach;
  const out = new Array(ranked.length);
  for (let i = 0; i < ranked.length; i++) {
    const r = ranked[i];
    if (i === 0) out[i] = p1;
    else if (r.candidate) out[i] = (reach - p1) * Math.exp((r.total - top) / temperature) / z;
    else out[i] = others === 0 ? 0 : spare / others;
  }
  return out;
}
function setSize(ps, cal = CALIBRATION) {
  if (cal.setThreshold > 1) return ps.length;
  let sum = 0;
  for (let i = 0; i < ps.length; i++) {
    sum += ps[i];
    if (sum >= cal.setThreshold - 1e-9) return i + 1;
  }
  return ps.length;
}
var UNSURE_P = 0.5;
function shortList(v, max = 3) {
  const c = v?.candidates ?? [];
  if (c.length < 2 || c[0].p >= UNSURE_P) return null;
  const steps = c.slice(0, max).map((x) => String(x.step));
  const list = steps.length === 2 ? `${steps[0]} or ${steps[1]}` : `${steps.slice(0, -1).join(", ")} or ${steps.at(-1)}`;
  return `the evidence is weak (p ${c[0].p.toFixed(2)} for step ${c[0].step}): look at steps ${list} first`;
}

// src/attribution/attribute.ts
var MAX_CANDIDATES = 10;
var MAX_SET = 100;
var MIN_CANDIDATES = 3;
var FINDING_STEP_WEIGHT = 2;
var MAX_STEPS = 25e4;
function notAttributable(reason) {
  return {
    verdict: { mode: null, step: null, agent: null, confidence: 0, evidence: [], runnerUps: [], reason, source: "rules" },
    findings: [],
    blame: [],
    maxBlame: 0
  };
}
function runDetectors(ctx, detectors, minConfidence) {
  const out = [];
  for (const d of detectors) {
    if (d.serves === "structured" && !ctx.structured) continue;
    if (d.serves === "prose" && !ctx.prose) continue;
    if (d.maxConfidence < minConfidence) continue;
    try {
      out.push(...d.detect(ctx));
    } catch {
    }
  }
  return out;
}
function detect(trace, options) {
  const ctx = buildContext(trace);
  const minConfidence = trace.success === true ? options.passedMinConfidence ?? 0.8 : 0;
  let findings = capFindings(runDetectors(ctx, options.detectors ?? DETECTORS, minConfidence), ctx.structured ? "structured" : "prose");
  if (minConfidence > 0) findings = findings.filter((f) => f.confidence >= minConfidence);
  if (ctx.views.some((v) => v.step.spanId !== void 0)) {
    const boxes = new Set(ctx.views.filter((v) => v.error === void 0 && isContainer(ctx, v.pos)).map((v) => v.step.index));
    if (boxes.size > 0) findings = findings.filter((f) => !boxes.has(f.step));
  }
  findings.sort((a, b) => a.step - b.step || b.confidence - a.confidence);
  return { ctx, findings, fused: fuse(findings) };
}
function locate(detected, model, full = false) {
  const { ctx, findings } = detected;
  const posOf = /* @__PURE__ */ new Map();
  ctx.views.forEach((v) => posOf.set(v.step.index, v.pos));
  const boost = /* @__PURE__ */ new Map();
  for (const f of findings) {
    const pos = posOf.get(f.step);
    if (pos === void 0) continue;
    boost.set(pos, (boost.get(pos) ?? 0) + FINDING_STEP_WEIGHT * Math.max(0, logit(f.confidence)));
  }
  const explained = explainSymptoms(ctx, findings, posOf, boost);
  const priors = stepPriors(ctx);
  if (boost.size > 0) {
    const seen = new Set(priors.map((p) => p.pos));
    for (const [pos, b] of boost) if (!seen.has(pos) && b > 0) priors.push({ pos, score: 0, reasons: [] });
  }
  const use = useOf(model);
  const features = priors.length === 0 ? [] : stepFeatures(
    ctx,
    priors.map((p) => ({ pos: p.pos, locator: p.score, findings: boost.get(p.pos) ?? 0 })),
    full || use.tracePass,
    use.model
  );
  const score = use.score;
  const steps = priors.map((prior, i) => {
    const findingBoost = boost.get(prior.pos) ?? 0;
    return { prior, findingBoost, features: features[i], total: score(features[i]) };
  });
  return { ctx, findings, fused: detected.fused, steps, explained };
}
var shippedModel;
function useOf(model) {
  const use = () => ({ model, tracePass: needsTracePass(model), score: scorer(model) });
  return model === PRIOR ? shippedModel ??= use() : use();
}
function calibrationOf(options) {
  return options.calibration ?? CALIBRATION;
}
function compute(trace, options) {
  return locate(detect(trace, options), options.prior ?? PRIOR);
}
function explainSymptoms(ctx, findings, posOf, boost) {
  const moved = /* @__PURE__ */ new Map();
  const causes = findings.filter((f) => GROUNDING_DETECTORS.has(f.detector));
  if (causes.length === 0) return moved;
  for (const late of findings) {
    const pos = posOf.get(late.step);
    if (pos === void 0 || GROUNDING_DETECTORS.has(late.detector)) continue;
    const b = boost.get(pos) ?? 0;
    if (b <= 0) continue;
    const v = ctx.views[pos];
    const acting = v.calls.length > 0 ? v : ctx.views[pos - 1];
    const touched = /* @__PURE__ */ new Set();
    for (const c of acting?.calls ?? []) for (const r of recordRefs(c.argsText.slice(0, 2e3))) touched.add(normRef(r));
    if (touched.size === 0) continue;
    const cause = causes.find((c) => c.step < late.step && recordRefs(c.message).some((r) => touched.has(normRef(r))));
    const cpos = cause ? posOf.get(cause.step) : void 0;
    if (cpos === void 0) continue;
    boost.set(cpos, (boost.get(cpos) ?? 0) + b);
    boost.set(pos, 0);
    moved.set(cpos, [...moved.get(cpos) ?? [], late.step]);
  }
  return moved;
}
function bestStep(steps) {
  let best;
  for (const s of steps) if (!best || s.total > best.total + 1e-9) best = s;
  return best;
}
var SCORED_KINDS = /* @__PURE__ */ new Set(["llm", "retrieval", "tool_call", "prompt"]);
var DECISIVE_BLAME_MARGIN = 1.1;
function decisiveBlame(ctx, blame) {
  let top;
  let second = 0;
  blame.forEach((e, pos) => {
    if (isContainer(ctx, pos)) return;
    if (!top || e.blame > top.b) {
      second = Math.max(second, top?.b ?? 0);
      top = { pos, b: e.blame };
    } else second = Math.max(second, e.blame);
  });
  if (!top || top.b < BLAME_LINE || top.b < DECISIVE_BLAME_MARGIN * second) return void 0;
  const s = ctx.views[top.pos].step;
  if (!SCORED_KINDS.has(s.kind) || s.score === void 0 && s.error === void 0) return void 0;
  return top.pos;
}
function chooseSteps(detected, blame, model) {
  const { steps } = locate(detected, model);
  const decisive = decisiveBlame(detected.ctx, blame);
  if (decisive !== void 0) {
    let entry = steps.find((x) => x.prior.pos === decisive);
    if (!entry) steps.push(entry = { prior: { pos: decisive, score: 0, reasons: [] }, findingBoost: 0, total: 0 });
    const best = bestStep(steps);
    if (best !== entry) {
      entry.total = best.total + 1;
      entry.prior = { ...entry.prior, reasons: [...entry.prior.reasons, "decisive step blame (the source's own health scores)"] };
    }
  }
  return steps;
}
function rankSteps(ctx, steps, cal) {
  const views = ctx.views;
  const weighed = new Uint8Array(views.length);
  const ranked = [];
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i];
    weighed[s.prior.pos] = 1;
    ranked.push({ pos: s.prior.pos, total: s.total, candidate: true });
  }
  ranked.sort(byTotal);
  const firstRest = ranked.length;
  let env;
  for (let pos = 0; pos < views.length; pos++) {
    if (weighed[pos] !== 0) continue;
    if (views[pos].isEnvironment) (env ??= []).push(pos);
    else ranked.push({ pos, total: 0, candidate: false });
  }
  if (env !== void 0) for (const pos of env) ranked.push({ pos, total: 0, candidate: false });
  return { ranked, ps: probabilities(ranked, ranked.length - firstRest, cal) };
}
function byTotal(a, b) {
  return b.total - a.total;
}
function verdictOf(detected, blame, options) {
  const { ctx, findings, fused } = detected;
  if (ctx.trace.success === true) return null;
  if (ctx.trace.success === null && findings.length === 0) return null;
  const cal = calibrationOf(options);
  const model = options.prior ?? PRIOR;
  const steps = chooseSteps(detected, blame, model);
  const chosen = bestStep(steps);
  if (!chosen) {
    return { mode: null, step: null, agent: null, confidence: 0, evidence: [], runnerUps: [], reason: "no step could be blamed: every step is tool output or a sign-off", source: "rules" };
  }
  const { ranked, ps } = rankSteps(ctx, steps, cal);
  const size = setSize(ps, cal);
  const candidates = ranked.slice(0, Math.max(MIN_CANDIDATES, Math.min(size, MAX_CANDIDATES))).map((r, i) => ({
    step: ctx.views[r.pos].step.index,
    agent: agentOf2(ctx.views[r.pos].agent, ctx.trace),
    p: round(ps[i])
  }));
  const set = ranked.slice(0, Math.min(size, MAX_SET)).map((r) => ctx.views[r.pos].step.index);
  const v = ctx.views[chosen.prior.pos];
  const here = fused.find((m) => findings.some((f) => f.mode === m.mode && f.step === v.step.index));
  const runnerUps = fused.filter((m) => m !== here).slice(0, 3).map((m) => ({ mode: m.mode, probability: round(m.probability) }));
  if (here) {
    const f = findings.filter((x) => x.mode === here.mode && x.step === v.step.index).sort((a, b) => b.confidence - a.confidence)[0];
    const evidence = f.evidence.map((e) => ({ ...e }));
    return { mode: here.mode, step: v.step.index, agent: agentOf2(v.agent, ctx.trace), confidence: round(here.probability), evidence, runnerUps, source: "rules", candidates, set };
  }
  const z = steps.reduce((s, x) => s + Math.exp(x.total - chosen.total), 0);
  const ev = { step: v.step.index, quote: quote(primaryText(v)), note: chosen.prior.reasons.filter((r) => !r.includes("recency")).join("; ") || "most likely origin" };
  if (v.agent !== void 0) ev.agent = v.agent;
  return { mode: null, step: v.step.index, agent: agentOf2(v.agent, ctx.trace), confidence: round(Math.min(0.5, 1 / z)), evidence: [ev], runnerUps, source: "rules", candidates, set };
}
function agentOf2(agent, trace) {
  if (agent !== void 0) return agent;
  const declared = trace.agents ? Object.keys(trace.agents) : [];
  if (declared.length === 1) return declared[0];
  if (declared.length === 0 && trace.model) return trace.model;
  return null;
}
function sane(trace) {
  if (typeof trace.task === "string" && trace.meta && typeof trace.meta === "object") return trace;
  return { ...trace, task: typeof trace.task === "string" ? trace.task : "", meta: trace.meta && typeof trace.meta === "object" ? trace.meta : {} };
}
function round(x) {
  return Math.round(x * 1e3) / 1e3;
}
function attribute(trace, options = {}) {
  try {
    if (!Array.isArray(trace.steps) || trace.steps.length === 0) return notAttributable("the trace has no steps");
    if (trace.steps.length > (options.maxSteps ?? MAX_STEPS)) return notAttributable(`the trace has ${trace.steps.length} steps, more than the ${options.maxSteps ?? MAX_STEPS} attribution reads`);
    const detected = detect(sane(trace), options);
    const { blame, maxBlame } = stepBlame(detected.ctx);
    return { verdict: verdictOf(detected, blame, options), findings: detected.findings, blame, maxBlame };
  } catch (e) {
    return notAttributable(`the trace could not be read: ${errorMessage(e)}`.slice(0, 300));
  }
}
function explain(trace, attribution, options = {}) {
  const lines = [];
  const outcome = trace.success === true ? "passed" : trace.success === false ? "failed" : "outcome unknown";
  lines.push(`trace ${trace.id}: ${trace.steps.length} steps, ${outcome}`);
  if (attribution.verdict?.reason) {
    lines.push(`not attributable: ${attribution.verdict.reason}`);
    return lines;
  }
  if (trace.steps.length === 0) return lines;
  const internals = compute(sane(trace), options);
  lines.push(`signals: ${internals.ctx.structured ? "structured" : ""}${internals.ctx.structured && internals.ctx.prose ? " + " : ""}${internals.ctx.prose ? "prose" : ""}`);
  if (trace.success === true) lines.push(`passed run: only findings with confidence >= ${options.passedMinConfidence ?? 0.8} are kept`);
  lines.push(`findings: ${internals.findings.length}`);
  for (const f of internals.findings.slice(0, 20)) lines.push(`  ${f.mode} step ${f.step}${f.agent ? ` (${f.agent})` : ""} ${f.detector} confidence ${f.confidence}: ${f.message}`);
  lines.push("fusion: log-odds = 0.5 \xD7 logit(MAST prevalence) [once per mode] + \u03A3 weight \xD7 logit(confidence) [weights 1, 1/2, 1/4 \u2026 strongest first]");
  for (const m of internals.fused) {
    const terms2 = m.terms.map((t) => `${t.weight === 1 ? "" : `${t.weight}\xD7`}(${fmt(t.llr)}) [${t.label}]`).join(" + ");
    lines.push(`  ${m.mode}: ${fmt(m.priorLogOdds)} + ${terms2} = ${fmt(m.logOdds)} \u2192 p = ${m.probability.toFixed(3)}`);
  }
  if (trace.success !== true) {
    const model = options.prior ?? PRIOR;
    const weights = FEATURES.filter((k) => (model.weights[k] ?? 0) !== 0).map((k) => `${model.weights[k]} \xD7 ${k}`);
    lines.push(
      `step choice: score = ${weights.join(" + ")} (rules/prior.json${model.pull === null ? ": the hand rules, which no learned weighting beat held out" : `, trained with pull ${model.pull}`}); locator = its rules below, findings = ${FINDING_STEP_WEIGHT} \xD7 max(0, logit(confidence)) of the findings at the step`
    );
    const ranked = [...internals.steps].sort((a, b) => b.total - a.total).slice(0, 5);
    for (const s of ranked) {
      const v2 = internals.ctx.views[s.prior.pos];
      const symptoms = internals.explained.get(s.prior.pos);
      const parts = [
        ...s.prior.reasons,
        ...s.findingBoost > 0 ? [`+${s.findingBoost.toFixed(2)} findings`] : [],
        ...symptoms ? [`including those of step ${symptoms.slice(0, 3).join(", ")}, a later failure on the record it misread`] : []
      ];
      lines.push(`  step ${v2.step.index}${v2.agent ? ` (${v2.agent})` : ""}: ${fmt(s.total)} = ${parts.join("; ") || "0"}`);
      if (s.features) {
        const t = terms(s.features, model).map((x) => `${x.weight} \xD7 ${x.feature} ${fmt(x.value)}`);
        lines.push(`    prior terms: ${t.join(" + ") || "none"}`);
      }
    }
  }
  const v = attribution.verdict;
  if (v?.candidates?.length) {
    const cal = options.calibration ?? CALIBRATION;
    lines.push(`candidates: p(first) = \u03C3(${fmt(cal.top.bias)} + ${cal.top.lead} \xD7 lead over the second [capped at 5]); the others share the rest by softmax(score / ${cal.temperature}) (rules/calibration.json)`);
    lines.push(`  ${v.candidates.map((c) => `step ${c.step}${c.agent ? ` (${c.agent})` : ""} p ${c.p.toFixed(2)}`).join(", ")}`);
    if (v.set) lines.push(`  ${Math.round(cal.level * 100)}% set (cumulative p \u2265 ${cal.setThreshold}): steps ${v.set.slice(0, 20).join(", ")}${v.set.length > 20 ? ` \u2026 (${v.set.length})` : ""}`);
    const unsure = shortList(v);
    if (unsure) lines.push(`  ${unsure}`);
  }
  if (v) lines.push(`verdict: ${v.mode ?? "no mode"} at step ${v.step ?? "-"} by ${v.agent ?? "-"}, confidence ${v.confidence}${v.source === "rules+judge" ? " (rules + LLM judge)" : ""}`);
  else lines.push("verdict: none (no failure to attribute)");
  lines.push(`max step blame ${attribution.maxBlame}`);
  return lines;
}
function fmt(x) {
  return `${x >= 0 ? "+" : ""}${x.toFixed(2)}`;
}

// src/pipeline/one-file.ts
import { closeSync, constants as fsConstants, fstatSync, openSync } from "node:fs";
import path from "node:path";

// src/integrity/sidecar.ts
var SIDECAR_SUFFIX = ".integrity";
var MAX_SIDECAR_BYTES = 64 * 1024 * 1024;
var SidecarEntrySchema = lazySchema(
  (z) => z.strictObject({
    position: z.number().int().nonnegative(),
    id: z.string(),
    integrity: BlamegateBlockSchema
  })
);
var SidecarSchema = lazySchema(
  (z) => z.strictObject({
    blamegate_sidecar: z.literal(1),
    /** The trace file's name (not its path), so a sidecar copied next to another file is noticed. */
    file: z.string(),
    traces: z.array(SidecarEntrySchema).max(1e6)
  })
);
function sidecarPath(traceFile) {
  return `${traceFile}${SIDECAR_SUFFIX}`;
}
var SidecarError = class extends Error {
  name = "SidecarError";
};
function parseSidecar(text2, name) {
  let json;
  try {
    json = JSON.parse(text2);
  } catch (e) {
    throw new SidecarError(`${name}: not JSON (${errorMessage(e)})`);
  }
  const parsed = SidecarSchema.safeParse(json);
  if (!parsed.success) {
    const first2 = parsed.error.issues[0];
    throw new SidecarError(`${name}: not a blamegate sidecar (${first2 ? `${first2.path.map(String).join(".") || "file"}: ${first2.message}` : "bad shape"})`);
  }
  return parsed.data;
}
function sidecarBlockFor(sidecar, position, id) {
  const entry = sidecar.traces.find((e) => e.position === position);
  if (!entry) return void 0;
  if (entry.id !== id) return { error: `the sidecar signed trace ${JSON.stringify(entry.id)} at position ${position}, but ${JSON.stringify(id)} is there now` };
  return { block: entry.integrity };
}
function goneEntries(sidecar, seenIds) {
  return sidecar.traces.filter((e) => !seenIds.has(e.id));
}

// src/results/step-sites.ts
function stepSites(trace, result) {
  const wanted = /* @__PURE__ */ new Set();
  for (const f of result.findings ?? []) wanted.add(f.step);
  if (result.verdict?.step !== null && result.verdict?.step !== void 0) wanted.add(result.verdict.step);
  const sites = [];
  trace.steps.forEach((s, position) => {
    if (!wanted.has(s.index)) return;
    const site = { step: s.index, position };
    if (s.name) site.name = s.name;
    if (s.code) site.code = s.code;
    if (s.spanId) site.spanId = s.spanId;
    const frames = s.error ? parseStackFrames(s.error).slice(0, 20) : [];
    if (frames.length) site.frames = frames;
    sites.push(site);
  });
  return sites;
}

// src/results/trace-result.ts
function baseResult(trace) {
  const agents = /* @__PURE__ */ new Set();
  const errors = [];
  for (const step of trace.steps) {
    if (step.agent) agents.add(step.agent);
    const message = step.error ?? (step.kind === "error" ? String(step.output ?? step.name ?? "error") : void 0);
    if (message !== void 0 && message !== "") {
      errors.push({
        step: step.index,
        kind: step.kind,
        ...step.agent ? { agent: step.agent } : {},
        ...step.name ? { name: step.name } : {},
        // Clipped later, after redaction (results/compact.ts).
        message
      });
    }
  }
  return {
    id: trace.id,
    file: trace.origin.file,
    ...trace.origin.line ? { line: trace.origin.line } : {},
    format: trace.origin.format,
    task: trace.task,
    success: trace.success,
    steps: trace.steps.length,
    agents: [...agents],
    errors
  };
}
function goneResult(g) {
  return {
    id: g.id,
    file: g.file,
    format: g.format,
    task: "",
    success: null,
    steps: 0,
    agents: [],
    errors: [],
    integrity: { verdict: "tampered", step: null, algorithm: g.algorithm, reason: g.reason },
    untrusted: true
  };
}

// src/compare/actions.ts
var NOISE_KEY = /^(?:id|.*_id|.*Id|uuid|timestamp|time|ts|created_?at|updated_?at|started_?at|date|nonce|request_?id|trace_?id|span_?id|session_?id|idempotency_?key)$/;
var NOISE_VALUE = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?|[0-9a-f]{24,})$/i;
function parsedArgs(value) {
  if (typeof value !== "string") return value;
  const t = value.trim();
  if (!t.startsWith("{")) return value;
  try {
    return JSON.parse(t);
  } catch {
    return value;
  }
}
function stableValue(value, depth = 0) {
  if (value === null || value === void 0) return "null";
  if (typeof value === "string") return NOISE_VALUE.test(value) ? "<noise>" : JSON.stringify(value.length > 200 ? value.slice(0, 200) : value);
  if (typeof value === "number") return value > 1e9 && value < 1e11 ? "<time>" : String(value);
  if (typeof value === "boolean") return String(value);
  if (depth > 4) return "\u2026";
  if (Array.isArray(value))
    return `[${value.slice(0, 20).map((v) => stableValue(v, depth + 1)).join(",")}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).filter((k) => !NOISE_KEY.test(k)).sort();
    return `{${keys.slice(0, 40).map((k) => `${k}:${stableValue(value[k], depth + 1)}`).join(",")}}`;
  }
  return typeof value;
}
function typeName(v) {
  return v === null ? "null" : Array.isArray(v) ? "array" : typeof v;
}
function stepCall(step) {
  const call = step.toolCalls?.[0];
  if (call) return { tool: step.toolCalls.map((c) => c.name).join("+"), args: parsedArgs(call.arguments) };
  if (step.kind === "tool_call" || step.kind === "retrieval" || step.kind === "observation") return { tool: step.name ?? "", args: parsedArgs(step.input) };
  return { tool: step.kind === "llm" ? "" : step.name ?? "", args: void 0 };
}
function actionOf(step) {
  const { tool, args } = stepCall(step);
  const map = /* @__PURE__ */ new Map();
  let shape = "";
  if (isRecord(args)) {
    const keys = Object.keys(args).filter((k) => !NOISE_KEY.test(k)).sort();
    for (const k of keys) map.set(k, stableValue(args[k]));
    shape = keys.map((k) => `${k}:${typeName(args[k])}`).join(",");
  } else if (args !== void 0) {
    map.set("", stableValue(args));
    shape = typeName(args);
  }
  return {
    step: step.index,
    agent: step.agent ?? "",
    kind: step.kind,
    tool,
    shape,
    args: map,
    ...step.latencyMs !== void 0 ? { latencyMs: step.latencyMs } : {}
  };
}

// src/compare/signature.ts
function failureSignature(trace, verdict) {
  const step = verdict.step === void 0 ? void 0 : trace.steps.find((s) => s.index === verdict.step);
  const a = step ? actionOf(step) : null;
  const text2 = `${verdict.mode ?? "?"}|${verdict.agent ?? a?.agent ?? ""}|${a ? `${a.kind}|${a.tool}|${a.shape}` : ""}`;
  return { id: `sig-${sha256Hex(text2).slice(0, 12)}`, text: text2 };
}
function verdictSignature(trace, verdict) {
  if (!verdict) return void 0;
  return failureSignature(trace, { mode: verdict.mode ?? void 0, agent: verdict.agent ?? void 0, step: verdict.step ?? void 0 }).id;
}

// src/untrusted/sanitize.ts
function asText(value) {
  if (value === void 0 || value === null) return "";
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

// src/attribution/step-keys.ts
var MAX_KEYS_A_STEP = 64;
var TEXT_MAX = 2e5;
var KEY = /[\w.+-]+@[\w-]+\.[\w.-]+|#?\b[A-Za-z]{0,6}[-_]?\d{4,}[A-Za-z0-9]*\b/g;
function keysOf(text2) {
  const out = /* @__PURE__ */ new Set();
  for (const m of text2.slice(0, TEXT_MAX).matchAll(KEY)) {
    out.add(m[0].replace(/^#/, "").toLowerCase());
    if (out.size >= MAX_KEYS_A_STEP) break;
  }
  return out;
}
function factText(s) {
  return [asText(s.output), s.error ?? ""].filter(Boolean).join("\n");
}
function useText(s) {
  const calls = (s.toolCalls ?? []).map((c) => asText(c.arguments)).join("\n");
  const said2 = s.kind === "observation" || s.kind === "retrieval" || s.kind === "tool_call" || s.kind === "prompt" ? "" : asText(s.output);
  return [asText(s.input), calls, s.thought ?? "", said2].filter(Boolean).join("\n");
}

// src/attribution/counterfactual.ts
var MAX_CANDIDATES2 = 8;
function downstream(trace, pos) {
  const carried = new Set(keysOf(factText(trace.steps[pos])));
  const out = [];
  if (carried.size === 0) return out;
  for (let j = pos + 1; j < trace.steps.length; j++) {
    const s = trace.steps[j];
    const uses = keysOf(useText(s));
    if ([...uses].some((k) => carried.has(k))) {
      out.push(j);
      for (const k of keysOf(factText(s))) carried.add(k);
    }
  }
  return out;
}
function without(trace, positions) {
  return { ...trace, steps: trace.steps.filter((_, i) => !positions.has(i)) };
}
function intervene(trace, positions) {
  const a = attribute(without(trace, new Set(positions)));
  return {
    removed: positions.map((p) => trace.steps[p].index),
    signals: a.findings.length,
    modes: [...new Set(a.findings.map((f) => f.mode))],
    verdict: a.verdict ? { mode: a.verdict.mode, step: a.verdict.step } : null
  };
}
function candidatesOf(attribution, hidden) {
  const out = /* @__PURE__ */ new Map();
  const v = attribution.verdict;
  if (v?.step !== null && v?.step !== void 0) out.set(v.step, { step: v.step, why: ["verdict"], agent: v.agent });
  const findings = [...attribution.findings, ...hidden.findings].sort((a, b) => b.confidence - a.confidence || a.step - b.step);
  for (const f of findings) {
    const c = out.get(f.step) ?? { step: f.step, why: [], agent: f.agent ?? null };
    if (!c.why.includes(f.mode)) c.why.push(f.mode);
    out.set(f.step, c);
    if (out.size >= MAX_CANDIDATES2) break;
  }
  return [...out.values()];
}
function counterfactual(trace, base = attribute(trace)) {
  const posOf = new Map(trace.steps.map((s, i) => [s.index, i]));
  const hidden = { ...trace, success: null };
  const signals = attribute(hidden);
  const candidates = [];
  for (const c of candidatesOf(base, signals)) {
    const pos = posOf.get(c.step);
    if (pos === void 0) continue;
    const removed = intervene(hidden, [pos]);
    const masked = intervene(hidden, [pos, ...downstream(trace, pos)]);
    const role = signals.findings.length === 0 ? "unclear" : removed.signals === 0 || masked.signals === 0 ? "root cause" : "symptom";
    candidates.push({ step: c.step, agent: c.agent, why: c.why, removed, masked, role });
  }
  const v = base.verdict;
  return {
    id: trace.id,
    file: trace.origin.file,
    verdict: v ? { mode: v.mode, step: v.step, agent: v.agent } : null,
    signals: signals.findings.length,
    candidates,
    rootCause: rerank(v?.step ?? null, candidates)
  };
}
function rerank(verdictStep, candidates) {
  const mine = candidates.find((c) => c.step === verdictStep);
  if (!mine || mine.role !== "symptom") return verdictStep;
  const roots = candidates.filter((c) => c.role === "root cause" && verdictStep !== null && c.step < verdictStep).sort((a, b) => a.step - b.step);
  return roots[0]?.step ?? verdictStep;
}
function counterfactualText(r) {
  const v = r.verdict;
  const lines = [`${r.file} [${r.id}]: verdict ${v ? `${v.mode ?? "no mode"} at step ${v.step ?? "-"}${v.agent ? ` by ${v.agent}` : ""}` : "none"}; ${r.signals} failure signal${r.signals === 1 ? "" : "s"}`];
  for (const c of r.candidates) {
    const ds = c.masked.removed.slice(1);
    lines.push(
      `  step ${c.step}${c.agent ? ` (${c.agent})` : ""} [${c.why.join(", ")}]: ${c.role.toUpperCase()} \u2014 removed: ${c.removed.signals} signal${c.removed.signals === 1 ? "" : "s"} left${c.removed.modes.length ? ` (${c.removed.modes.join(", ")})` : ""}; with downstream ${ds.length ? `step${ds.length === 1 ? "" : "s"} ${ds.slice(0, 8).join(", ")}${ds.length > 8 ? " \u2026" : ""}` : "(none)"} masked: ${c.masked.signals} left`
    );
  }
  if (r.candidates.length === 0) lines.push("  no candidate step (nothing was attributed)");
  if (r.rootCause !== null && r.rootCause !== v?.step) lines.push(`  counterfactual root cause: step ${r.rootCause} (the verdict's step ${v?.step} is a symptom of it)`);
  return `${lines.join("\n")}
`;
}

// src/results/compact.ts
var DEFAULT_LIMITS = { blameSteps: 3, minBlame: 0.05, findings: 6, evidence: 3, quoteChars: 300, errors: 20, errorChars: 2e3, taskChars: 1e3 };
function clip(text2, max, total = text2.length) {
  if (text2.length <= max) return text2;
  const kept = sliceWhole(text2, 0, max);
  return `${kept}\u2026 [${Math.max(total, text2.length) - kept.length} more characters]`;
}
var REDACTION_SLACK = 16 * 1024;
function preclipResult(result, limits = DEFAULT_LIMITS) {
  const lengths = {};
  const cut = (text2, max) => sliceWhole(text2, 0, max + REDACTION_SLACK);
  let out;
  if (result.task.length > limits.taskChars + REDACTION_SLACK) {
    out = { ...result, task: cut(result.task, limits.taskChars) };
    lengths.task = result.task.length;
  }
  if (result.errors.some((e) => e.message.length > limits.errorChars + REDACTION_SLACK)) {
    lengths.errors = result.errors.map((e) => e.message.length > limits.errorChars + REDACTION_SLACK ? e.message.length : void 0);
    (out ??= { ...result }).errors = result.errors.map((e) => e.message.length > limits.errorChars + REDACTION_SLACK ? { ...e, message: cut(e.message, limits.errorChars) } : e);
  }
  return { result: out ?? result, lengths };
}
function clipQuotes(list, limits) {
  if (list.every((e) => e.quote.length <= limits.quoteChars)) return list;
  return list.map((e) => e.quote.length > limits.quoteChars ? { ...e, quote: clip(e.quote, limits.quoteChars) } : e);
}
function topBlame(blame, n, min = 0) {
  if (blame.length <= n && blame.every((b) => b.blame >= min)) return blame;
  return blame.filter((b) => b.blame >= min).sort((a, b) => b.blame - a.blame || a.step - b.step).slice(0, n).sort((a, b) => a.step - b.step);
}
function mostConfident(findings, n) {
  if (findings.length <= n) return findings;
  const keep = new Set(
    findings.map((f, i) => ({ f, i })).sort((a, b) => b.f.confidence - a.f.confidence || a.i - b.i).slice(0, n).map((x) => x.i)
  );
  return findings.filter((_, i) => keep.has(i));
}
function trimResult(result, limits = DEFAULT_LIMITS) {
  const out = { ...result };
  if (out.errors.length > limits.errors) out.errors = out.errors.slice(0, limits.errors);
  if (out.blame) out.blame = topBlame(out.blame, limits.blameSteps, limits.minBlame);
  if (out.findings) {
    out.findings = mostConfident(out.findings, limits.findings).map((f) => {
      const evidence = f.evidence.length > limits.evidence ? f.evidence.slice(0, limits.evidence) : f.evidence;
      return evidence === f.evidence ? f : { ...f, evidence };
    });
  }
  if (out.verdict && out.verdict.evidence.length > limits.evidence) out.verdict = { ...out.verdict, evidence: out.verdict.evidence.slice(0, limits.evidence) };
  if (out.sites && out.sites.length > 0) {
    const named = /* @__PURE__ */ new Set();
    for (const f of out.findings ?? []) named.add(f.step);
    if (out.verdict && out.verdict.step !== null) named.add(out.verdict.step);
    const sites = out.sites.filter((s) => named.has(s.step));
    if (sites.length !== out.sites.length) out.sites = sites;
  }
  return out;
}
function clipResult(result, limits = DEFAULT_LIMITS, lengths = {}) {
  let out;
  const edit = () => out ??= { ...result };
  if (result.task.length > limits.taskChars) edit().task = clip(result.task, limits.taskChars, lengths.task);
  if (result.errors.some((e) => e.message.length > limits.errorChars))
    edit().errors = result.errors.map((e, i) => e.message.length > limits.errorChars ? { ...e, message: clip(e.message, limits.errorChars, lengths.errors?.[i]) } : e);
  const long = (e) => e.quote.length > limits.quoteChars;
  if (result.findings?.some((f) => f.evidence.some(long))) edit().findings = result.findings.map((f) => f.evidence.some(long) ? { ...f, evidence: clipQuotes(f.evidence, limits) } : f);
  if (result.verdict) {
    const evidence = clipQuotes(result.verdict.evidence, limits);
    if (evidence !== result.verdict.evidence) edit().verdict = { ...result.verdict, evidence };
  }
  return out ?? result;
}

// src/results/analyze-trace.ts
var cachedKey = null;
var cachedLedger = null;
function verifyOptions(options) {
  const out = {};
  if (options.signingKey) {
    if (cachedKey?.text !== options.signingKey) cachedKey = { text: options.signingKey, key: parseKey(options.signingKey, "signing-key") };
    out.key = cachedKey.key;
  }
  if (options.ledgerText !== void 0) {
    if (cachedLedger?.text !== options.ledgerText) cachedLedger = { text: options.ledgerText, index: parseLedger(options.ledgerText) };
    out.ledger = cachedLedger.index;
  }
  return out;
}
function verification(trace, options, sidecar) {
  const opts = verifyOptions(options);
  const entry = sidecar ? sidecarBlockFor(sidecar, trace.origin.position ?? 0, trace.id) : void 0;
  if (entry && "error" in entry) return { verdict: "tampered", step: null, algorithm: null, reason: entry.error };
  return verifyTrace(trace, opts, entry?.block);
}
function analyzeTrace(trace, options, sidecar = null, limits = DEFAULT_LIMITS) {
  return resultOf2(trace, attribute(trace), options, sidecar, limits);
}
function resultOf2(trace, attribution, options, sidecar = null, limits = DEFAULT_LIMITS) {
  const result = Object.assign(baseResult(trace), attribution);
  if (options.explain) {
    result.explanation = explain(trace, attribution);
    if (trace.success === false && attribution.verdict) result.explanation.push("counterfactual:", ...counterfactualText(counterfactual(trace, attribution)).trimEnd().split("\n"));
  }
  const signature = trace.success === false ? verdictSignature(trace, attribution.verdict) : void 0;
  if (signature) result.signature = signature;
  const sites = stepSites(trace, result);
  if (sites.length > 0) result.sites = sites;
  if (options.integrity !== "off") {
    const v = verification(trace, options, sidecar);
    const integrity = { verdict: v.verdict, step: v.step, algorithm: v.algorithm };
    if (v.reason) integrity.reason = v.reason;
    result.integrity = integrity;
    if (isUntrusted(v.verdict)) result.untrusted = true;
  }
  const known = options.signingKey ? [options.signingKey, ...options.secrets ?? []] : options.secrets ?? [];
  const pre = preclipResult(trimResult(result, limits), limits);
  return clipResult(redactDeep(pre.result, known), limits, pre.lengths);
}

// src/results/summary.ts
function emptyTally() {
  return { traces: 0, failed: 0, passed: 0, unknown: 0, modes: {} };
}
function countTrace(tally, t) {
  tally.traces++;
  if (t.success === false) tally.failed++;
  else if (t.success === true) tally.passed++;
  else tally.unknown++;
  const mode = t.success === false ? t.verdict?.mode : void 0;
  if (mode) tally.modes[mode] = (tally.modes[mode] ?? 0) + 1;
}
function addTally(into, from) {
  into.traces += from.traces;
  into.failed += from.failed;
  into.passed += from.passed;
  into.unknown += from.unknown;
  for (const [mode, n] of Object.entries(from.modes)) into.modes[mode] = (into.modes[mode] ?? 0) + n;
}
function summaryOf(tally, files, skipped2) {
  const known = tally.failed + tally.passed;
  return {
    files,
    traces: tally.traces,
    failed: tally.failed,
    skipped: skipped2,
    passed: tally.passed,
    unknown: tally.unknown,
    failureRate: known === 0 ? null : tally.failed / known,
    modes: tally.modes
  };
}
function summarize(traces, files, skipped2) {
  const tally = emptyTally();
  for (const t of traces) countTrace(tally, t);
  return summaryOf(tally, files, skipped2);
}

// src/integrity/io.ts
import { appendFile, open as open2, readFile, rename, stat, writeFile } from "node:fs/promises";
async function readSidecar(traceFile) {
  const p = sidecarPath(traceFile);
  const info = await stat(p).catch(() => null);
  if (!info) return null;
  if (info.size > MAX_SIDECAR_BYTES) throw new SidecarError(`${p}: ${info.size} bytes, over the ${MAX_SIDECAR_BYTES}-byte cap`);
  return parseSidecar(await readFile(p, "utf8"), p);
}
var MAX_LEDGER_BYTES = 256 * 1024 * 1024;
var needsElementText = (t) => t.integrity !== void 0 && t.integrity !== null && t.sourceText === void 0 && t.origin.format === "native" && t.origin.line === void 0 && t.origin.item !== void 0;
var ElementTexts = class {
  constructor(absFile) {
    this.absFile = absFile;
  }
  absFile;
  list;
  async attach(t) {
    if (!needsElementText(t)) return t;
    this.list ??= readElements(this.absFile);
    const el = (await this.list)?.[t.origin.item];
    return el instanceof Map ? { ...t, sourceText: pyIndented(el) } : t;
  }
};
async function readElements(absFile) {
  const info = await stat(absFile).catch(() => null);
  if (!info || info.size > MAX_SOURCE_CHARS) return null;
  let doc;
  try {
    doc = parseLossless((await readFile(absFile, "utf8")).replace(/^\uFEFF/, ""));
  } catch {
    return null;
  }
  if (Array.isArray(doc)) return doc;
  const list = doc instanceof Map ? doc.get("traces") : void 0;
  return Array.isArray(list) ? list : null;
}

// src/results/step-line.ts
var STEP_KEYS = ["steps", "history", "messages", "traj", "trajectory", "spans", "events"];
function stepLine(text2, step, arraysOf = scanJsonArrays) {
  if (step.traceLine) return step.traceLine;
  if (step.spanId) {
    const at = text2.indexOf(`"${step.spanId}"`);
    if (at >= 0) return lineOf(text2, at);
  }
  const arrays = arraysOf(text2).filter((a) => a.elements.length > 0);
  const named = arrays.filter((a) => a.key !== null && STEP_KEYS.includes(a.key));
  const pool = named.length > 0 ? named : arrays;
  const exact = pool.find((a) => a.elements.length === step.stepCount);
  const site = exact ?? pool.sort((a, b) => Math.abs(a.elements.length - step.stepCount) - Math.abs(b.elements.length - step.stepCount))[0];
  if (!site) return null;
  const byIndex = site.elements[step.index];
  const byPosition = site.elements[step.position];
  return (exact ? byPosition : byIndex ?? byPosition) ?? site.line;
}
function citedSteps(t) {
  if (t.success === true || t.line) return [];
  if (t.findings && t.findings.length > 0) return [...new Set(t.findings.map((f) => f.step))];
  const v = t.verdict;
  return v?.mode && v.step !== null && v.step !== void 0 ? [v.step] : [];
}
function citedStepLines(text2, t, arraysOf = scanJsonArrays) {
  const out = [];
  for (const step of citedSteps(t)) {
    const s = t.sites?.find((x) => x.step === step);
    const line = stepLine(text2, { index: step, position: s?.position ?? step, stepCount: t.steps, ...s?.spanId ? { spanId: s.spanId } : {} }, arraysOf);
    out.push(step, line ?? 1);
  }
  return out;
}

// src/json/stream-writer.ts
var CHUNK_CHARS = 32 * 1024;

// src/pipeline/one-file.ts
var WHOLE_FILE_BYTES = 8 * 1024 * 1024;
var SCRATCH_BYTES = 1024 * 1024;
var scratch;
function smallDocument(file) {
  if (isJsonlName(file)) return null;
  let fd;
  try {
    fd = openSync(file, fsConstants.O_RDONLY | fsConstants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const info = fstatSync(fd);
    if (!info.isFile() || info.size > WHOLE_FILE_BYTES) return null;
    const transient = info.size <= SCRATCH_BYTES;
    const buf = transient ? scratch ??= Buffer.allocUnsafe(SCRATCH_BYTES) : Buffer.allocUnsafe(info.size);
    const got = readFully(fd, buf, info.size, 0);
    return { bytes: got === buf.length ? buf : buf.subarray(0, got), transient };
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}
async function* itemsOf(file, options, held) {
  const real = options.cwd ? path.resolve(options.cwd, file) : file;
  const doc = smallDocument(real);
  if (!doc) {
    yield* readTraces(real, { format: options.format, display: file });
    return;
  }
  if (held) held.bytes = doc.transient ? Buffer.from(doc.bytes) : doc.bytes;
  const items = importBytes(doc.bytes, file, { format: options.format, transient: doc.transient });
  yield* await items;
}
var PART_CHARS = CHUNK_CHARS;
async function analyzeFile(file, options, onPart, listing, keep) {
  const kept = keep ? [] : void 0;
  let traces = [];
  let chars = 0;
  const skipped2 = [];
  const tally = emptyTally();
  let sidecar = null;
  const real = options.cwd ? path.resolve(options.cwd, file) : file;
  if (options.integrity !== "off" && (!listing || listing.mayHaveSidecar(real))) {
    try {
      sidecar = await readSidecar(real);
    } catch (err) {
      skipped2.push({ file: `${file}${SIDECAR_SUFFIX}`, reason: `integrity sidecar unreadable: ${errorMessage(err)}` });
    }
  }
  const seen = /* @__PURE__ */ new Set();
  let format = "native";
  const texts = options.integrity !== "off" ? new ElementTexts(real) : null;
  const lines = options.stepLineFiles?.has(file) ? new FileStepLines(file) : null;
  try {
    for await (const item of itemsOf(file, options, lines ?? void 0)) {
      if ("skipped" in item) {
        skipped2.push(item.skipped);
        continue;
      }
      seen.add(item.trace.id);
      format = item.trace.origin.format;
      const trace = texts ? await texts.attach(item.trace) : item.trace;
      const result = analyzeTrace(trace, options, sidecar, options.limits);
      countTrace(tally, result);
      lines?.add(result);
      if (kept) {
        kept.push(keep(result));
        continue;
      }
      const text2 = JSON.stringify(result);
      traces.push(text2);
      chars += text2.length;
      if (onPart && chars >= PART_CHARS) {
        onPart(traces.join("\n"));
        traces = [];
        chars = 0;
      }
    }
  } catch (err) {
    skipped2.push({ file, reason: `could not be read: ${errorMessage(err)}` });
  }
  for (const gone of sidecar ? goneEntries(sidecar, seen) : []) {
    const gr = goneResult({ id: gone.id, file, format, algorithm: gone.integrity.algorithm, reason: `signed trace at position ${gone.position} is gone from the file` });
    const result = redactDeep(gr, options.signingKey ? [options.signingKey] : []);
    countTrace(tally, result);
    if (kept) kept.push(keep(result));
    else traces.push(JSON.stringify(result));
  }
  const out = { traces: traces.join("\n"), skipped: skipped2, tally };
  if (kept) out.kept = kept;
  if (lines && lines.found.length > 0) out.stepLines = lines.found;
  return out;
}
var FileStepLines = class {
  constructor(file) {
    this.file = file;
  }
  file;
  bytes;
  found = [];
  k = 0;
  text = null;
  arrays = null;
  arraysOf = (text2) => this.arrays ??= scanJsonArrays(text2);
  add(result) {
    const k = this.k++;
    if (!this.bytes || result.file !== this.file || citedSteps(result).length === 0) return;
    this.text ??= Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength).toString("utf8");
    const pairs = citedStepLines(this.text, result, this.arraysOf);
    for (let j = 0; j < pairs.length; j += 2) this.found.push(k, pairs[j], pairs[j + 1]);
  }
};

// src/pipeline/sidecar-listing.ts
import { readdirSync } from "node:fs";
import path2 from "node:path";
var MAX_LISTED = 1e5;
var SidecarListing = class {
  folders = /* @__PURE__ */ new Map();
  /** False only when the file's folder was listed and holds no sidecar for it. */
  mayHaveSidecar(traceFile) {
    const sidecar = sidecarPath(traceFile);
    const folder = path2.dirname(sidecar);
    let names = this.folders.get(folder);
    if (names === void 0) {
      try {
        const listed = readdirSync(folder);
        names = listed.length <= MAX_LISTED ? new Set(listed.filter((name) => name.endsWith(SIDECAR_SUFFIX))) : null;
      } catch {
        names = null;
      }
      this.folders.set(folder, names);
    }
    return names === null || names.has(path2.basename(sidecar));
  }
};

export {
  SECRET_PATTERNS,
  redactSecrets,
  redactDeep,
  containsSecret,
  makeDigest,
  sha256Hex2 as sha256Hex,
  approxHashes,
  ourPrefix,
  ourHead,
  ourHashes,
  LosslessNumber,
  VERDICTS,
  IntegrityResultSchema,
  pyIndented,
  blockParams,
  parseKey,
  keyId,
  ViewError,
  parseSource,
  sourceView,
  modelView,
  verifyTrace,
  isUntrusted,
  readTraces,
  attribute,
  explain,
  emptyTally,
  countTrace,
  addTally,
  summaryOf,
  summarize,
  analyzeFile,
  SidecarListing
};
