import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  AlertOnSchema
} from "./chunk-AAIMJSAV.js";
import {
  OPTIONS,
  secretOptionNames,
  secretOptions
} from "./chunk-ULB7UOMR.js";
import {
  MODE_IDS
} from "./chunk-GCDLQHIR.js";
import {
  FORMATS,
  lazySchema
} from "./chunk-ZDNBUPEF.js";
import {
  NEVER,
  _enum,
  literal,
  number,
  object,
  string,
  union
} from "./chunk-5TGD2BJC.js";
import {
  didYouMean
} from "./chunk-VGYZVQVK.js";

// src/github/comment-mode.ts
var COMMENT_MODES = ["always", "on-failure", "never"];
var CommentModeSchema = string().trim().toLowerCase().transform((v, ctx) => {
  if (COMMENT_MODES.includes(v)) return v;
  if (["true", "yes", "on", "1"].includes(v)) return "always";
  if (["false", "no", "off", "0"].includes(v)) return "never";
  ctx.addIssue({ code: "custom", message: `expected ${COMMENT_MODES.join(", ")} (or true/false), got '${v}'` });
  return NEVER;
});

// src/config.ts
function splitList(value) {
  return value.split(/[\n,]/).map((s) => s.trim()).filter((s) => s !== "" && !s.startsWith("#"));
}
var boolText = lazySchema(
  () => string().trim().toLowerCase().refine((v) => ["true", "false", "yes", "no", "1", "0", "on", "off"].includes(v), "expected true or false").transform((v) => ["true", "yes", "1", "on"].includes(v))
);
var numberIn = (min, max) => string().trim().refine((v) => v !== "" && Number.isFinite(Number(v)), "expected a number").transform(Number).pipe(number().min(min).max(max));
var failOn = () => string().transform(splitList).transform((items, ctx) => {
  const lower = items.map((i) => i.toLowerCase());
  if (lower.length === 0 || lower.length === 1 && lower[0] === "none") return "none";
  if (lower.includes("new")) {
    if (lower.length === 1) return "new";
    ctx.addIssue({ code: "custom", message: "new stands alone in fail-on (it fails on the failures this change introduced, whatever their mode)" });
    return NEVER;
  }
  if (lower.includes("any")) return "any";
  const modes = [];
  for (const item of items) {
    const id = item.toUpperCase().replace(/^FM(\d)/, "FM-$1");
    if (!MODE_IDS.includes(id)) {
      ctx.addIssue({ code: "custom", message: `unknown failure mode '${item}' (expected FM-1.1 \u2026 FM-3.3, any, new or none)` });
      return NEVER;
    }
    modes.push(id);
  }
  return modes;
});
var shard = () => string().trim().transform((v, ctx) => {
  if (v === "") return null;
  const m = /^(\d+)\s*\/\s*(\d+)$/.exec(v);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) {
    ctx.addIssue({ code: "custom", message: `expected i/n with 1 \u2264 i \u2264 n, got '${v}'` });
    return NEVER;
  }
  return { index, count };
});
var oneOf = (values) => _enum(values, { error: (issue) => `expected one of ${values.join(", ")}, got ${JSON.stringify(issue.input)}` });
var MissingInputPolicySchema = lazySchema(() => oneOf(["error", "warn", "ignore"]));
var httpUrl = () => string().trim().refine((v) => v === "" || /^https?:\/\//.test(v), "expected an http(s) URL");
var FIELDS = {
  traces: () => string().transform(splitList),
  format: () => oneOf(["auto", ...FORMATS]),
  artifact: () => string().trim(),
  "run-id": () => string().trim().refine((v) => v === "" || /^\d+$/.test(v), "expected a workflow run id (digits)"),
  shard,
  "fail-on": failOn,
  "fail-on-blame": () => numberIn(0, 100),
  "max-failure-rate": () => numberIn(0, 1),
  "max-failure-rate-increase": () => numberIn(0, 1),
  base: () => string().transform(splitList),
  "compare-base": () => boolText,
  "base-artifact": () => string().trim(),
  "max-latency-increase": () => numberIn(0, 1e3),
  "fail-on-worsening": () => boolText,
  "if-no-traces": () => MissingInputPolicySchema,
  "if-unreadable": () => MissingInputPolicySchema,
  integrity: () => oneOf(["off", "warn", "require"]),
  "signing-key": () => string(),
  ledger: () => string().trim(),
  "ledger-anchor": () => string().trim().refine((v) => v === "" || /^\d{1,12}:[0-9a-f]{64}$/.test(v), "expected LINES:SHA256 as blamegate sign prints it"),
  "judge-url": httpUrl,
  "judge-model": () => string().trim(),
  "judge-key": () => string(),
  out: () => string().trim().min(1),
  category: () => string().trim().regex(/^[A-Za-z0-9._/-]{1,100}$/, "letters, digits, . _ / - only (at most 100)"),
  comment: () => CommentModeSchema,
  "upload-sarif": () => boolText,
  "wait-for-processing": () => boolText,
  "review-comments": () => string().trim().toLowerCase().pipe(union([literal("auto"), boolText])),
  "source-globs": () => string().transform(splitList),
  "source-ignore": () => string().transform(splitList),
  "history-length": () => numberIn(0, 100).pipe(number().int()),
  history: () => string().trim(),
  "webhook-url": httpUrl,
  "webhook-secret": () => string(),
  "alert-on": () => AlertOnSchema,
  "fail-on-webhook-error": () => boolText,
  mode: () => oneOf(["attribute", "merge", "scan"]),
  "fail-on-severity": () => oneOf(["error", "warning", "note", "none"]),
  token: () => string()
};
var NAMES = Object.keys(FIELDS);
var built = /* @__PURE__ */ new Map();
function fieldSchema(name) {
  let s = built.get(name);
  if (s === void 0) {
    s = FIELDS[name]();
    built.set(name, s);
  }
  return s;
}
var SettingsSchema = lazySchema(() => object(Object.fromEntries(NAMES.map((n) => [n, fieldSchema(n)]))));
function listDefault(name) {
  return splitList(OPTIONS.find((o) => o.name === name)?.default ?? "");
}
var PARSED_DEFAULTS = {
  traces: listDefault("traces"),
  format: "auto",
  artifact: "",
  "run-id": "",
  shard: null,
  "fail-on": "any",
  "fail-on-blame": 0,
  "max-failure-rate": 1,
  "max-failure-rate-increase": 1,
  base: [],
  "compare-base": true,
  "base-artifact": "",
  "max-latency-increase": 0,
  "fail-on-worsening": false,
  "if-no-traces": "error",
  "if-unreadable": "error",
  integrity: "warn",
  "signing-key": "",
  ledger: "",
  "ledger-anchor": "",
  "judge-url": "",
  "judge-model": "",
  "judge-key": "",
  out: "blamegate-out",
  category: "blamegate",
  comment: "always",
  "upload-sarif": true,
  "wait-for-processing": false,
  "review-comments": "auto",
  "source-globs": listDefault("source-globs"),
  "source-ignore": listDefault("source-ignore"),
  "history-length": 30,
  history: "",
  "webhook-url": "",
  "webhook-secret": "",
  "alert-on": { when: "change", pullRequests: false, branches: false },
  "fail-on-webhook-error": false,
  mode: "attribute",
  "fail-on-severity": "error",
  token: ""
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
