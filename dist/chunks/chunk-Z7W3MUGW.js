import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  OPTIONS,
  secretOptionNames,
  secretOptions
} from "./chunk-ZYCCBSIO.js";
import {
  AlertOnSchema
} from "./chunk-YLN2GIXP.js";
import {
  didYouMean
} from "./chunk-VGYZVQVK.js";
import {
  MODE_IDS
} from "./chunk-MT22UFTG.js";
import {
  FORMATS
} from "./chunk-KWID7SGT.js";
import {
  NEVER,
  _enum,
  literal,
  number,
  object,
  string,
  union
} from "./chunk-VJQPCMMQ.js";

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
var boolText = string().trim().toLowerCase().refine((v) => ["true", "false", "yes", "no", "1", "0", "on", "off"].includes(v), "expected true or false").transform((v) => ["true", "yes", "1", "on"].includes(v));
var numberIn = (min, max) => string().trim().refine((v) => v !== "" && Number.isFinite(Number(v)), "expected a number").transform(Number).pipe(number().min(min).max(max));
var FailOnSchema = string().transform(splitList).transform((items, ctx) => {
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
var ShardSchema = string().trim().transform((v, ctx) => {
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
var MissingInputPolicySchema = oneOf(["error", "warn", "ignore"]);
var SettingsSchema = object({
  traces: string().transform(splitList),
  format: oneOf(["auto", ...FORMATS]),
  artifact: string().trim(),
  "run-id": string().trim().refine((v) => v === "" || /^\d+$/.test(v), "expected a workflow run id (digits)"),
  shard: ShardSchema,
  "fail-on": FailOnSchema,
  "fail-on-blame": numberIn(0, 100),
  "max-failure-rate": numberIn(0, 1),
  "max-failure-rate-increase": numberIn(0, 1),
  base: string().transform(splitList),
  "compare-base": boolText,
  "base-artifact": string().trim(),
  "max-latency-increase": numberIn(0, 1e3),
  "fail-on-worsening": boolText,
  "if-no-traces": MissingInputPolicySchema,
  "if-unreadable": MissingInputPolicySchema,
  integrity: oneOf(["off", "warn", "require"]),
  "signing-key": string(),
  ledger: string().trim(),
  "ledger-anchor": string().trim().refine((v) => v === "" || /^\d{1,12}:[0-9a-f]{64}$/.test(v), "expected LINES:SHA256 as blamegate sign prints it"),
  "judge-url": string().trim().refine((v) => v === "" || /^https?:\/\//.test(v), "expected an http(s) URL"),
  "judge-model": string().trim(),
  "judge-key": string(),
  out: string().trim().min(1),
  category: string().trim().regex(/^[A-Za-z0-9._/-]{1,100}$/, "letters, digits, . _ / - only (at most 100)"),
  comment: CommentModeSchema,
  "upload-sarif": boolText,
  "wait-for-processing": boolText,
  "review-comments": string().trim().toLowerCase().pipe(union([literal("auto"), boolText])),
  "source-globs": string().transform(splitList),
  "source-ignore": string().transform(splitList),
  "history-length": numberIn(0, 100).pipe(number().int()),
  history: string().trim(),
  "webhook-url": string().trim().refine((v) => v === "" || /^https?:\/\//.test(v), "expected an http(s) URL"),
  "webhook-secret": string(),
  "alert-on": AlertOnSchema,
  "fail-on-webhook-error": boolText,
  mode: oneOf(["attribute", "merge", "scan"]),
  "fail-on-severity": oneOf(["error", "warning", "note", "none"]),
  token: string()
});
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
  const parsed = SettingsSchema.safeParse(merged);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new SettingsError(`invalid settings:
${lines.join("\n")}`);
  }
  return parsed.data;
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
  SettingsError,
  resolveSettings,
  settingsFromConfigFile,
  secretSettingValues
};
