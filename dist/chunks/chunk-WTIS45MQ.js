import {
  actionOf
} from "./chunk-OVDCFCZU.js";
import {
  isSecretKey
} from "./chunk-KR66X3FU.js";

// src/sha256.ts
import * as nodeCrypto from "node:crypto";
var hasOneShot = typeof nodeCrypto.hash === "function";
var sha256Hex = (data) => hasOneShot ? nodeCrypto.hash("sha256", data, "hex") : nodeCrypto.createHash("sha256").update(data).digest("hex");
var sha256Bytes = (data) => hasOneShot ? nodeCrypto.hash("sha256", data, "buffer") : nodeCrypto.createHash("sha256").update(data).digest();

// src/compare/signature.ts
function failureSignature(trace, verdict) {
  const step = verdict.step === void 0 ? void 0 : trace.steps.find((s) => s.index === verdict.step);
  const a = step ? actionOf(step) : null;
  const text = `${verdict.mode ?? "?"}|${verdict.agent ?? a?.agent ?? ""}|${a ? `${a.kind}|${a.tool}|${a.shape}` : ""}`;
  return { id: `sig-${sha256Hex(text).slice(0, 12)}`, text };
}
function verdictSignature(trace, verdict) {
  if (!verdict) return void 0;
  return failureSignature(trace, { mode: verdict.mode ?? void 0, agent: verdict.agent ?? void 0, step: verdict.step ?? void 0 }).id;
}

// src/attribution/memo.ts
function memoOfNames(compute, maxKeyLength, maxEntries = 4096) {
  const memo = /* @__PURE__ */ new Map();
  return (name) => {
    if (name.length > maxKeyLength) return compute(name);
    let value = memo.get(name);
    if (value === void 0) {
      if (memo.size >= maxEntries) memo.clear();
      value = compute(name);
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
  let first;
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
      if (first === void 0) first = v;
      else {
        seen ??= /* @__PURE__ */ new Set([first]);
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
function sliceWhole(text, start, end = text.length) {
  if (start > 0 && start < text.length && isLow(text.charCodeAt(start)) && isHigh(text.charCodeAt(start - 1))) start++;
  if (end > 0 && end < text.length && isHigh(text.charCodeAt(end - 1)) && isLow(text.charCodeAt(end))) end--;
  return text.slice(start, Math.max(start, end));
}
function quote(text, around, max = QUOTE_MAX) {
  let start = around !== void 0 && around > max / 2 ? Math.max(0, around - Math.floor(max / 3)) : 0;
  const limit = Math.min(text.length, start + 200);
  while (start < limit && /\s/.test(text[start])) start++;
  const end = Math.min(text.length, start + max);
  const q = sliceWhole(text, start, end).trimEnd();
  return `${start > 0 ? "\u2026" : ""}${q}${end < text.length ? "\u2026" : ""}`;
}
var STOP = new Set(
  "a an the and or of to in on for with by at from is are was were be been it this that these those as we i you he she they them our your their its not no do does did can could will would should may might have has had there here then than so if but into out up about over under what which who whom how when where why all any each some such only own same too very just also more most other let lets us me my".split(
    " "
  )
);
function tokens(text, maxTokens = 2e3) {
  const out = [];
  if (maxTokens > 0) {
    scanTokens(text, maxTokens, (t) => {
      out.push(t);
      return false;
    });
  }
  return out;
}
function anyTokenIn(texts, maxTokens, test) {
  let left = maxTokens;
  for (const text of texts) {
    if (left <= 0) return false;
    const kept = scanTokens(text, left, test);
    if (kept < 0) return true;
    left -= kept;
  }
  return false;
}
function scanTokens(text, maxTokens, test) {
  const lower = text.toLowerCase();
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

export {
  memoOfNames,
  boundedText,
  canonicalKey,
  sliceWhole,
  quote,
  tokens,
  anyTokenIn,
  jaccard,
  logit,
  sigmoid,
  sha256Hex,
  sha256Bytes,
  verdictSignature
};
