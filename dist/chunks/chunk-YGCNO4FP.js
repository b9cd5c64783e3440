import {
  compareCodePoints
} from "./chunk-IQDB7SWC.js";
import {
  sha256Bytes,
  sha256Hex
} from "./chunk-OOTPXRYL.js";
import {
  isRecord
} from "./chunk-5S3KQJG7.js";
import {
  lazySchema
} from "./chunk-JYXDTFVG.js";
import {
  BACKSLASH,
  COLON,
  COMMA,
  CR,
  DIGIT_0,
  DIGIT_9,
  LBRACE,
  LBRACKET,
  MAX_DEPTH,
  MINUS,
  NEWLINE,
  QUOTE,
  RBRACE,
  RBRACKET,
  SLASH,
  SPACE,
  TAB,
  isJsonSpace
} from "./chunk-IMYR3TK7.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

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
var MAX_KEY_FILE_BYTES = 8192;
var KeyError = class extends Error {
  name = "KeyError";
};
var HEX = /^(?:[0-9a-fA-F]{2})+$/;
function parseKey(text, source = "key") {
  const t = text.replace(/\r?\n$/, "");
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

// src/integrity/chain.ts
import { createHash as createHash2 } from "node:crypto";
var sha256 = (text) => sha256Hex(text);
function makeDigest(key) {
  return key ? hmacDigest(key) : sha256;
}
function hmacDigest(key) {
  const k = key.length > 64 ? createHash2("sha256").update(key).digest() : Buffer.from(key);
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
    return (text) => finish(sha256Bytes(ipadText + text));
  }
  return (text) => finish(sha256Bytes(Buffer.concat([ipad, Buffer.from(text, "utf8")])));
}
function sha256Hex2(text) {
  return sha256(text);
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
function parseLedger(text) {
  const records = [];
  const byId = /* @__PURE__ */ new Map();
  let tip = GENESIS;
  let broken = null;
  const lines = text.split("\n");
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
      const first = parsed.error.issues[0];
      fail(`not a ledger entry (${first ? `${first.path.map(String).join(".") || "line"}: ${first.message}` : "bad shape"})`);
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
function ledgerLine(tip, entry) {
  const e = { id: entry.id, root: entry.root, algorithm: entry.algorithm, steps: entry.steps, ...entry.file !== void 0 ? { file: entry.file } : {}, time: entry.time, prev: tip };
  return JSON.stringify(e);
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
function missingFromLedger(index, seenIds, covered) {
  const out = [];
  for (const [id, list] of index.byId) {
    const latest = list[list.length - 1];
    if (!seenIds.has(id) && covered(latest)) out.push(latest);
  }
  return out;
}
function ledgerHead(index) {
  return { records: index.records.length, tip: index.tip };
}
var formatHead = (h) => `${h.records}:${h.tip}`;
function parseHead(text, source = "ledger anchor") {
  const m = /^\s*(\d{1,12}):([0-9a-f]{64})\s*$/.exec(text);
  if (!m) throw new Error(`${source}: expected LINES:SHA256 (as sign and verify print it), got ${JSON.stringify(text.slice(0, 80))}`);
  return { records: Number(m[1]), tip: m[2] };
}
function checkAnchor(index, anchor) {
  if (anchor.records === 0) return anchor.tip === GENESIS ? null : "the anchor names no lines but a non-empty tip";
  const n = index.records.length;
  if (n < anchor.records) {
    return `the ledger has ${n} good line${n === 1 ? "" : "s"}, the anchor recorded ${anchor.records}: lines were cut from its end, or it was replaced`;
  }
  const rec = index.records[anchor.records - 1];
  if (rec.hash !== anchor.tip) return `line ${anchor.records} is not the line the anchor recorded: the ledger was rewritten`;
  return null;
}

// src/json/lossless.ts
var LosslessNumber = class {
  constructor(text) {
    this.text = text;
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
function parseLossless(text, limits = {}) {
  const maxDepth = limits.maxDepth ?? MAX_DEPTH;
  let i = 0;
  const n = text.length;
  const fail = (what) => {
    const line = text.slice(0, i).split("\n").length;
    throw new LosslessJsonError(`${what} at line ${line}, offset ${i}`, i);
  };
  const skip = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
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
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        out += text.slice(start, i);
        i++;
        return out;
      }
      if (c === BACKSLASH) {
        out += text.slice(start, i);
        const e = text.charCodeAt(i + 1);
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
            const hex = text.slice(i, i + 4);
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
  const NUM2 = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const parseNumber = () => {
    if (text.startsWith("-Infinity", i)) {
      i += 9;
      return new LosslessNumber("-Infinity");
    }
    NUM2.lastIndex = i;
    const m = NUM2.exec(text);
    if (!m) return fail("bad number");
    i += m[0].length;
    return new LosslessNumber(m[0]);
  };
  const parseValue = (depth) => {
    skip();
    if (i >= n) fail("unexpected end of input");
    const c = text.charCodeAt(i);
    if (c === QUOTE) return parseString();
    if (c === LBRACE) {
      if (depth >= maxDepth) fail(`nesting deeper than ${maxDepth}`);
      i++;
      const obj = /* @__PURE__ */ new Map();
      skip();
      if (text.charCodeAt(i) === RBRACE) {
        i++;
        return obj;
      }
      for (; ; ) {
        skip();
        if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
        const key = parseString();
        skip();
        if (text.charCodeAt(i) !== COLON) fail("expected ':'");
        i++;
        obj.set(key, parseValue(depth + 1));
        skip();
        const d = text.charCodeAt(i);
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
      if (text.charCodeAt(i) === RBRACKET) {
        i++;
        return arr;
      }
      for (; ; ) {
        arr.push(parseValue(depth + 1));
        skip();
        const d = text.charCodeAt(i);
        i++;
        if (d === COMMA) continue;
        if (d === RBRACKET) return arr;
        i--;
        fail("expected ',' or ']'");
      }
    }
    if (c === 116 && text.startsWith("true", i)) {
      i += 4;
      return true;
    }
    if (c === 102 && text.startsWith("false", i)) {
      i += 5;
      return false;
    }
    if (c === 110 && text.startsWith("null", i)) {
      i += 4;
      return null;
    }
    if (c === 78 && text.startsWith("NaN", i)) {
      i += 3;
      return new LosslessNumber("NaN");
    }
    if (c === 73 && text.startsWith("Infinity", i)) {
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
function pyNumberText(text) {
  if (INT.test(text)) {
    return text === "-0" ? "0" : text;
  }
  return pyFloatRepr(Number(text));
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
  const first = keys[0];
  const head = shapes.get(first);
  const n = keys.length;
  search: for (let s = head; s !== void 0; s = s.next) {
    const own2 = s.own;
    if (own2.length !== n) continue;
    for (let i = 1; i < n; i++) if (own2[i] !== keys[i]) continue search;
    return s;
  }
  const own = keys.slice();
  const sorted = sortKeys(keys);
  const lits = sorted.map((k, i) => `${i ? ", " : ""}${pyString(k)}: `);
  const next = head !== void 0 && head.chain < MAX_CHAIN ? head : void 0;
  const shape = { own, sorted, lits, next, chain: (next?.chain ?? 0) + 1 };
  let chars = 0;
  for (const k of own) chars += k.length;
  if (n <= MAX_SHAPE_KEYS && chars <= MAX_SHAPE_KEY_CHARS) {
    if (shapeCount >= MAX_SHAPES) {
      shapes.clear();
      shapeCount = 0;
      shape.next = void 0;
      shape.chain = 1;
    }
    shapes.set(first, shape);
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
function isPlainText(text) {
  return text.indexOf("\\") < 0 && text.indexOf("\x7F") < 0 && Buffer.byteLength(text, "utf8") === text.length;
}
var EXPONENT = /[0-9][eE][-+]?[0-9]+(?![0-9A-Za-z])/g;
var LITERAL = /-?[0-9][-+.eE0-9]*/y;
var FLOATY = /[.eE]/;
function hasIntegralFloats(text) {
  for (let at = text.indexOf("."); at >= 0; at = text.indexOf(".", at + 1)) {
    if (at > 0 && isDigit(text.charCodeAt(at - 1)) && integralAt(text, at - 1)) return true;
  }
  EXPONENT.lastIndex = 0;
  for (let m = EXPONENT.exec(text); m !== null; m = EXPONENT.exec(text)) {
    if (integralAt(text, m.index)) return true;
  }
  return false;
}
var isDigit = (c) => c >= DIGIT_0 && c <= DIGIT_9;
function integralAt(text, at) {
  let start = at;
  while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--;
  if (start > 0 && text.charCodeAt(start - 1) === MINUS) start--;
  let k = start - 1;
  while (k >= 0 && isJsonSpace(text.charCodeAt(k))) k--;
  if (k >= 0) {
    const c = text.charCodeAt(k);
    if (c !== COLON && c !== COMMA && c !== LBRACKET) return false;
  }
  LITERAL.lastIndex = start;
  const m = LITERAL.exec(text);
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
  let first = true;
  for (let i = 0; i < members.length; i++) {
    const m = members[i];
    const next = members[i + 1];
    if (next !== void 0 && next.key === m.key) continue;
    out += `${first ? "" : ", "}${m.lit}: ${m.value}`;
    first = false;
  }
  return `${out}}`;
}
function scanTrace(text) {
  let i = 0;
  const n = text.length;
  const fail = (what) => {
    throw new ScanError(`${what} at offset ${i}`);
  };
  const skip = () => {
    for (; ; ) {
      const c = text.charCodeAt(i);
      if (isJsonSpace(c)) i++;
      else return;
    }
  };
  let decoded = "";
  let astral = false;
  const string = () => {
    const start = i;
    const q = text.indexOf('"', i + 1);
    if (q > 0) {
      const seg = text.slice(i + 1, q);
      if (!SLOW_STRING.test(seg)) {
        i = q + 1;
        decoded = seg;
        astral = false;
        return text.slice(start, i);
      }
    }
    i++;
    let pythonForm = true;
    let hasEscape = false;
    for (; ; ) {
      if (i >= n) fail("unterminated string");
      const c = text.charCodeAt(i);
      if (c === QUOTE) break;
      if (c === BACKSLASH) {
        hasEscape = true;
        const e = text.charCodeAt(i + 1);
        if (e === 117) {
          let v = 0;
          for (let k = 2; k < 6; k++) {
            const d = text.charCodeAt(i + k);
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
    const literal = text.slice(start, i);
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
    const c = text.charCodeAt(i);
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
      if (text.charCodeAt(i) === RBRACE) {
        i++;
        return "{}";
      }
      for (; ; ) {
        skip();
        if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
        const lit = string();
        const key = decoded;
        anyAstral ||= astral;
        skip();
        if (text.charCodeAt(i) !== COLON) fail("expected ':'");
        i++;
        members.push({ key, lit, value: value(depth + 1) });
        skip();
        const d = text.charCodeAt(i++);
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
      if (text.charCodeAt(i) === RBRACKET) {
        i++;
        return "[]";
      }
      let out = "[";
      for (let k = 0; ; k++) {
        out += (k ? ", " : "") + value(depth + 1);
        skip();
        const d = text.charCodeAt(i++);
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
  const word = (w, canon, str) => {
    if (!text.startsWith(w, i)) fail("unexpected character");
    i += w.length;
    scalarText = str;
    return canon;
  };
  const scalar = () => {
    const c = text.charCodeAt(i);
    if (c === 116) return word("true", "true", "True");
    if (c === 102) return word("false", "false", "False");
    if (c === 110) return word("null", "null", "None");
    if (c === 78) return word("NaN", "NaN", "nan");
    if (c === 73) return word("Infinity", "Infinity", "inf");
    if (c === MINUS && text.startsWith("-Infinity", i)) return word("-Infinity", "-Infinity", "-inf");
    if (c > DIGIT_0 && c <= DIGIT_9) {
      let j = i + 1;
      let d = text.charCodeAt(j);
      while (d >= DIGIT_0 && d <= DIGIT_9) d = text.charCodeAt(++j);
      if (d !== 46 && d !== 101 && d !== 69) {
        const t2 = text.slice(i, j);
        i = j;
        scalarText = t2;
        return t2;
      }
    }
    NUM.lastIndex = i;
    const m = NUM.exec(text);
    if (!m) return fail(i >= n ? "unexpected end of input" : "unexpected character");
    i += m[0].length;
    const t = pyNumberText(m[0]);
    scalarText = t === "Infinity" ? "inf" : t === "-Infinity" ? "-inf" : t;
    return t;
  };
  const skipValue = (depth) => {
    skip();
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i++; ; ) {
        const q = text.indexOf('"', i);
        if (q < 0) fail("unterminated string");
        let b = q - 1;
        while (text.charCodeAt(b) === BACKSLASH) b--;
        i = q + 1;
        if ((q - 1 - b) % 2 === 0) return;
      }
    }
    if (c === LBRACE || c === LBRACKET) {
      if (depth >= MAX_DEPTH) fail(`nesting deeper than ${MAX_DEPTH}`);
      const close = c === LBRACE ? RBRACE : RBRACKET;
      i++;
      skip();
      if (text.charCodeAt(i) === close) {
        i++;
        return;
      }
      for (; ; ) {
        if (c === LBRACE) {
          skipValue(depth + 1);
          skip();
          if (text.charCodeAt(i) !== COLON) fail("expected ':'");
          i++;
        }
        skipValue(depth + 1);
        skip();
        const d = text.charCodeAt(i++);
        if (d === COMMA) continue;
        if (d === close) return;
        i--;
        fail("expected ',' or a closing bracket");
      }
    }
    scalar();
  };
  skip();
  if (text.charCodeAt(i) !== LBRACE) fail("the trace is not a JSON object");
  i++;
  const header = [];
  let headerAstral = false;
  let steps = [];
  let integrityText = null;
  const seed = { task: "None", model: "None", created_at: "None" };
  skip();
  if (text.charCodeAt(i) === RBRACE) i++;
  else
    for (; ; ) {
      skip();
      if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
      const keyLit = string();
      const key = decoded;
      headerAstral ||= astral;
      skip();
      if (text.charCodeAt(i) !== COLON) fail("expected ':'");
      i++;
      skip();
      if (key === "steps") {
        if (text.charCodeAt(i) !== LBRACKET) fail("`steps` is not a list");
        i++;
        steps = [];
        skip();
        if (text.charCodeAt(i) === RBRACKET) i++;
        else
          for (; ; ) {
            steps.push(value(1));
            skip();
            const d2 = text.charCodeAt(i++);
            if (d2 === COMMA) continue;
            if (d2 === RBRACKET) break;
            i--;
            fail("expected ',' or ']'");
          }
      } else if (key === "meta" && text.charCodeAt(i) === LBRACE) {
        i++;
        const members = [];
        let metaAstral = false;
        integrityText = null;
        skip();
        if (text.charCodeAt(i) === RBRACE) i++;
        else
          for (; ; ) {
            skip();
            if (text.charCodeAt(i) !== QUOTE) fail("expected a string key");
            const lit = string();
            const mkey = decoded;
            metaAstral ||= astral;
            skip();
            if (text.charCodeAt(i) !== COLON) fail("expected ':'");
            i++;
            skip();
            const start = i;
            if (mkey === "integrity") {
              skipValue(2);
              integrityText = text.slice(start, i);
            } else members.push({ key: mkey, lit, value: value(2) });
            skip();
            const d2 = text.charCodeAt(i++);
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
      const d = text.charCodeAt(i++);
      if (d === COMMA) continue;
      if (d === RBRACE) break;
      i--;
      fail("expected ',' or '}'");
    }
  skip();
  if (i < n) fail("unexpected text after the JSON value");
  return { header: joinSorted(header, headerAstral), steps, seedInput: `${seed.task}|${seed.model}|${seed.created_at}`, integrityText };
}

// src/integrity/view.ts
var MAX_SOURCE_CHARS = 64 * 1024 * 1024;
var ViewError = class extends Error {
  name = "ViewError";
};
function checkSize(text) {
  if (text.length > MAX_SOURCE_CHARS) throw new ViewError(`trace text is ${text.length} characters, over the ${MAX_SOURCE_CHARS} limit`);
}
function parseChecked(text) {
  checkSize(text);
  try {
    return parseLossless(text);
  } catch (e) {
    throw new ViewError(e instanceof LosslessJsonError ? `not JSON: ${e.message}` : String(e));
  }
}
function parseSource(text) {
  const tree = parseChecked(text);
  if (!(tree instanceof Map)) throw new ViewError("the trace is not a JSON object");
  return tree;
}
function headerOf(tree) {
  const header = /* @__PURE__ */ new Map();
  for (const [k, v] of tree) {
    if (k === "steps") continue;
    if (k === "meta" && v instanceof Map) {
      const meta = new Map(v);
      meta.delete("integrity");
      header.set(k, meta);
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
  const meta = { ...trace.meta };
  delete meta.integrity;
  const header = fromPlain({
    id: trace.id,
    task: trace.task,
    success: trace.success,
    final_output: trace.finalOutput,
    model: trace.model,
    created_at: trace.createdAt,
    agents: trace.agents,
    meta
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
      const meta = /* @__PURE__ */ Object.create(null);
      for (const mk of Object.keys(v)) if (mk !== "integrity") meta[mk] = v[mk];
      obj[k] = meta;
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
  const text = trace.sourceText;
  if (text === void 0 || !isRecord(trace.raw) || hasIntegralFloats(text)) return null;
  try {
    return build(trace.raw, isPlainText(text));
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
function buildSidecar(fileName, entries) {
  const doc = { blamegate_sidecar: 1, file: fileName, traces: [...entries].sort((a, b) => a.position - b.position) };
  return `${JSON.stringify(doc, null, 2)}
`;
}
var SidecarError = class extends Error {
  name = "SidecarError";
};
function parseSidecar(text, name) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new SidecarError(`${name}: not JSON (${errorMessage(e)})`);
  }
  const parsed = SidecarSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new SidecarError(`${name}: not a blamegate sidecar (${first ? `${first.path.map(String).join(".") || "file"}: ${first.message}` : "bad shape"})`);
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

export {
  makeDigest,
  sha256Hex2 as sha256Hex,
  approxHashes,
  ourPrefix,
  ourHead,
  ourHashes,
  LosslessNumber,
  parseLossless,
  VERDICTS,
  pyIndented,
  blockParams,
  MAX_KEY_FILE_BYTES,
  KeyError,
  parseKey,
  keyId,
  LedgerEntrySchema,
  parseLedger,
  ledgerLine,
  missingFromLedger,
  ledgerHead,
  formatHead,
  parseHead,
  checkAnchor,
  MAX_SOURCE_CHARS,
  ViewError,
  parseSource,
  sourceView,
  modelView,
  verifyTrace,
  isUntrusted,
  SIDECAR_SUFFIX,
  MAX_SIDECAR_BYTES,
  sidecarPath,
  buildSidecar,
  SidecarError,
  parseSidecar,
  sidecarBlockFor,
  goneEntries
};
