import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  AlertOnSchema
} from "./chunk-7H2TAQXC.js";
import {
  OPTIONS,
  secretOptionNames,
  secretOptions
} from "./chunk-CWNB6RKT.js";
import {
  MODE_IDS
} from "./chunk-AILNL7PL.js";
import {
  FORMATS
} from "./chunk-D5KDDQDT.js";
import {
  lazySchema,
  zod
} from "./chunk-JYXDTFVG.js";
import {
  didYouMean
} from "./chunk-VGYZVQVK.js";

// src/github/comment-mode.ts
var COMMENT_MODES = ["always", "on-failure", "never"];
function commentModeOf(v) {
  if (COMMENT_MODES.includes(v)) return v;
  if (["true", "yes", "on", "1"].includes(v)) return "always";
  if (["false", "no", "off", "0"].includes(v)) return "never";
  return void 0;
}
var CommentModeSchema = lazySchema(
  (z) => z.string().trim().toLowerCase().transform((v, ctx) => {
    const mode = commentModeOf(v);
    if (mode !== void 0) return mode;
    ctx.addIssue({ code: "custom", message: `expected ${COMMENT_MODES.join(", ")} (or true/false), got '${v}'` });
    return z.NEVER;
  })
);

// src/config.ts
function splitList(value) {
  return value.split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== "" && !s.startsWith("#"));
}
var TRUE_WORDS = ["true", "yes", "1", "on"];
var FALSE_WORDS = ["false", "no", "0", "off"];
var boolText = lazySchema(
  (z) => z.string().trim().toLowerCase().refine((v) => TRUE_WORDS.includes(v) || FALSE_WORDS.includes(v), "expected true or false").transform((v) => TRUE_WORDS.includes(v))
);
var isNumberText = (v) => v !== "" && Number.isFinite(Number(v));
var MOST_WORKERS = 64;
var isWorkerCount = (v) => /^\d{1,2}$/.test(v) && Number(v) <= MOST_WORKERS;
var numberIn = (z, min, max) => z.string().trim().refine(isNumberText, "expected a number").transform(Number).pipe(z.number().min(min).max(max));
var failOn = (z) => z.string().transform(splitList).transform((items, ctx) => {
  const lower = items.map((i) => i.toLowerCase());
  if (lower.length === 0 || lower.length === 1 && lower[0] === "none") return "none";
  if (lower.includes("new")) {
    if (lower.length === 1) return "new";
    ctx.addIssue({ code: "custom", message: "new stands alone in fail-on (it fails on the failures this change introduced, whatever their mode)" });
    return z.NEVER;
  }
  if (lower.includes("any")) return "any";
  const modes = [];
  for (const item of items) {
    const id = item.toUpperCase().replace(/^FM(\d)/, "FM-$1");
    if (!MODE_IDS.includes(id)) {
      ctx.addIssue({ code: "custom", message: `unknown failure mode '${item}' (expected FM-1.1 \u2026 FM-3.3, any, new or none)` });
      return z.NEVER;
    }
    modes.push(id);
  }
  return modes;
});
var shard = (z) => z.string().trim().transform((v, ctx) => {
  if (v === "") return null;
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(v);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    ctx.addIssue({ code: "custom", message: `expected i/n with 1 \u2264 i \u2264 n, got '${v}'` });
    return z.NEVER;
  }
  return { index, count };
});
var oneOf = (z, values) => z.enum(values, { error: (issue) => `expected one of ${values.join(", ")}, got ${JSON.stringify(issue.input)}` });
var MISSING_INPUT_POLICIES = ["error", "warn", "ignore"];
var MissingInputPolicySchema = lazySchema((z) => oneOf(z, MISSING_INPUT_POLICIES));
var isHttpUrl = (v) => v === "" || /^https?:\/\//.test(v);
var httpUrl = (z) => z.string().trim().refine(isHttpUrl, "expected an http(s) URL");
var isRunId = (v) => v === "" || /^\d+$/.test(v);
var isLedgerAnchor = (v) => v === "" || /^\d{1,12}:[0-9a-f]{64}$/.test(v);
var CATEGORY = /^[A-Za-z0-9._/-]{1,100}$/;
var list = (z) => z.string().transform(splitList);
var FORMAT_CHOICES = ["auto", ...FORMATS];
var INTEGRITY_CHOICES = ["off", "warn", "require"];
var MODE_CHOICES = ["attribute", "merge", "scan"];
var SEVERITY_CHOICES = ["error", "warning", "note", "none"];
var FIELDS = {
  traces: list,
  format: (z) => oneOf(z, FORMAT_CHOICES),
  artifact: (z) => z.string().trim(),
  "run-id": (z) => z.string().trim().refine(isRunId, "expected a workflow run id (digits)"),
  shard,
  "max-workers": (z) => z.string().trim().toLowerCase().refine((v) => v === "auto" || isWorkerCount(v), `expected auto or a whole number of workers from 0 to ${MOST_WORKERS}`).transform((v) => v === "auto" ? "auto" : Number(v)),
  "fail-on": failOn,
  "fail-on-blame": (z) => numberIn(z, 0, 100),
  "max-failure-rate": (z) => numberIn(z, 0, 1),
  "max-failure-rate-increase": (z) => numberIn(z, 0, 1),
  base: list,
  "compare-base": () => boolText,
  "base-artifact": (z) => z.string().trim(),
  "max-latency-increase": (z) => numberIn(z, 0, 1e3),
  "fail-on-worsening": () => boolText,
  "if-no-traces": () => MissingInputPolicySchema,
  "if-unreadable": () => MissingInputPolicySchema,
  integrity: (z) => oneOf(z, INTEGRITY_CHOICES),
  "signing-key": (z) => z.string(),
  ledger: (z) => z.string().trim(),
  "ledger-anchor": (z) => z.string().trim().refine(isLedgerAnchor, "expected LINES:SHA256 as blamegate sign prints it"),
  "judge-url": httpUrl,
  "judge-model": (z) => z.string().trim(),
  "judge-key": (z) => z.string(),
  out: (z) => z.string().trim().min(1),
  category: (z) => z.string().trim().regex(CATEGORY, "letters, digits, . _ / - only (at most 100)"),
  comment: () => CommentModeSchema,
  "upload-sarif": () => boolText,
  "wait-for-processing": () => boolText,
  "review-comments": (z) => z.string().trim().toLowerCase().pipe(z.union([z.literal("auto"), boolText])),
  "source-globs": list,
  "source-ignore": list,
  "history-length": (z) => numberIn(z, 0, 100).pipe(z.number().int()),
  history: (z) => z.string().trim(),
  "webhook-url": httpUrl,
  "webhook-secret": (z) => z.string(),
  "alert-on": () => AlertOnSchema,
  "fail-on-webhook-error": () => boolText,
  mode: (z) => oneOf(z, MODE_CHOICES),
  "fail-on-severity": (z) => oneOf(z, SEVERITY_CHOICES),
  token: (z) => z.string()
};
var NAMES = Object.keys(FIELDS);
var plain = (v) => v;
var trimmed = (v) => v.trim();
var trimmedIf = (ok) => (v) => {
  const t = v.trim();
  return ok(t) ? t : void 0;
};
var choice = (values) => (v) => values.includes(v) ? v : void 0;
var quickBool = (v) => {
  const t = v.trim().toLowerCase();
  return TRUE_WORDS.includes(t) ? true : FALSE_WORDS.includes(t) ? false : void 0;
};
var quickNumber = (min, max, integer = false) => (v) => {
  const t = v.trim();
  const n = Number(t);
  return isNumberText(t) && n >= min && n <= max && (!integer || Number.isInteger(n)) ? n : void 0;
};
var QUICK = {
  // A list is what its schema makes of any string: the common case (a CLI run's paths).
  traces: splitList,
  base: splitList,
  "source-globs": splitList,
  "source-ignore": splitList,
  format: choice(FORMAT_CHOICES),
  artifact: trimmed,
  "run-id": trimmedIf(isRunId),
  "max-workers": (v) => {
    const t = v.trim().toLowerCase();
    return t === "auto" ? "auto" : isWorkerCount(t) ? Number(t) : void 0;
  },
  "fail-on-blame": quickNumber(0, 100),
  "max-failure-rate": quickNumber(0, 1),
  "max-failure-rate-increase": quickNumber(0, 1),
  "compare-base": quickBool,
  "base-artifact": trimmed,
  "max-latency-increase": quickNumber(0, 1e3),
  "fail-on-worsening": quickBool,
  "if-no-traces": choice(MISSING_INPUT_POLICIES),
  "if-unreadable": choice(MISSING_INPUT_POLICIES),
  integrity: choice(INTEGRITY_CHOICES),
  "signing-key": plain,
  ledger: trimmed,
  "ledger-anchor": trimmedIf(isLedgerAnchor),
  "judge-url": trimmedIf(isHttpUrl),
  "judge-model": trimmed,
  "judge-key": plain,
  out: trimmedIf((t) => t !== ""),
  category: trimmedIf((t) => CATEGORY.test(t)),
  comment: (v) => commentModeOf(v.trim().toLowerCase()),
  "upload-sarif": quickBool,
  "wait-for-processing": quickBool,
  "review-comments": (v) => v.trim().toLowerCase() === "auto" ? "auto" : quickBool(v),
  "history-length": quickNumber(0, 100, true),
  history: trimmed,
  "webhook-url": trimmedIf(isHttpUrl),
  "webhook-secret": plain,
  "fail-on-webhook-error": quickBool,
  mode: choice(MODE_CHOICES),
  "fail-on-severity": choice(SEVERITY_CHOICES),
  token: plain
};
var built = /* @__PURE__ */ new Map();
function fieldSchema(name) {
  let s = built.get(name);
  if (s === void 0) {
    s = FIELDS[name](zod());
    built.set(name, s);
  }
  return s;
}
var SettingsSchema = lazySchema((z) => z.object(Object.fromEntries(NAMES.map((n) => [n, fieldSchema(n)]))));
var PARSED_DEFAULTS = {
  shard: null,
  "fail-on": "any",
  "alert-on": { when: "change", pullRequests: false, branches: false }
};
var SettingsError = class extends Error {
};
function defaults() {
  const out = {};
  for (const o of OPTIONS) out[o.name] = o.default ?? "";
  out.token = "";
  return out;
}
function resolveSettings(...layers) {
  const merged = defaults();
  for (const layer of layers) {
    for (const [k, v] of Object.entries(layer)) if (v !== void 0 && v !== "") merged[k] = v;
  }
  const fallback = defaults();
  const out = {};
  const lines = [];
  for (const name of NAMES) {
    const value = merged[name];
    const known = PARSED_DEFAULTS[name];
    if (value === fallback[name] && known !== void 0) {
      out[name] = typeof known === "object" && known !== null ? structuredClone(known) : known;
      continue;
    }
    const quick = typeof value === "string" ? QUICK[name]?.(value) : void 0;
    if (quick !== void 0) {
      out[name] = quick;
      continue;
    }
    const parsed = fieldSchema(name).safeParse(value);
    if (parsed.success) out[name] = parsed.data;
    else for (const i of parsed.error.issues) lines.push(`  ${[name, ...i.path].join(".")}: ${i.message}`);
  }
  if (lines.length > 0) throw new SettingsError(`invalid settings:
${lines.join("\n")}`);
  return out;
}
function settingsFromConfigFile(doc, file) {
  if (doc === null || doc === void 0) return {};
  if (typeof doc !== "object" || Array.isArray(doc)) throw new SettingsError(`${file}: expected a mapping of settings`);
  const known = new Set(OPTIONS.map((o) => o.name));
  const secret = new Set(secretOptionNames());
  const out = {};
  for (const [k, v] of Object.entries(doc)) {
    if (!known.has(k)) throw new SettingsError(`${file}: unknown setting '${k}'${didYouMean(k, [...known], "")}`);
    if (secret.has(k)) throw new SettingsError(`${file}: '${k}' is a secret and must not be stored in a config file`);
    out[k] = Array.isArray(v) ? v.map(String).join("\n") : v === null ? "" : String(v);
  }
  return out;
}
function secretSettingValues(settings) {
  const values = secretOptions().map((o) => settings[o.name]);
  return values.filter((v) => typeof v === "string" && v.length >= 4);
}

export {
  splitList,
  MissingInputPolicySchema,
  SettingsSchema,
  PARSED_DEFAULTS,
  SettingsError,
  resolveSettings,
  settingsFromConfigFile,
  secretSettingValues
};
