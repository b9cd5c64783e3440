// Turns raw settings (action inputs, CLI flags, .blamegate.yml keys: all named as in options.ts)
// into one typed, validated Settings object. Entry points read raw values; nothing else parses them.
import type * as z from "zod";
import { FORMATS } from "./trace/model.js";
import { MODE_IDS, type ModeId } from "./attribution/model.js";
import { OPTIONS, secretOptionNames, secretOptions, type OptionSpec } from "./options.js";
import { AlertOnSchema } from "./webhook/alert-on.js";
import { commentModeOf, CommentModeSchema } from "./github/comment-mode.js";
import { didYouMean } from "./did-you-mean.js";
import { lazySchema } from "./lazy-schema.js";
import { zod, type Zod } from "./zod.js";

export type RawSettings = Record<string, string | undefined>;

/** Splits a list input on newlines and commas, dropping blanks and `#` comments. */
export function splitList(value: string): string[] {
  return value
    .split(/[\n,]/)
    .map((s) => s.trim())
    .filter((s) => s !== "" && !s.startsWith("#"));
}

// Each setting's schema is built only when a value needs it (issue 17, cold start): building
// all of them cost every run its start, though a run sets few settings and leaves the rest at
// their defaults, and most values, a default or not, are read as their schema would read them
// (QUICK below; PARSED_DEFAULTS holds the defaults of the few settings QUICK does not read).
const TRUE_WORDS = ["true", "yes", "1", "on"];
const FALSE_WORDS = ["false", "no", "0", "off"];
const boolText = lazySchema((z) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => TRUE_WORDS.includes(v) || FALSE_WORDS.includes(v), "expected true or false")
    .transform((v) => TRUE_WORDS.includes(v)),
);

const isNumberText = (v: string) => v !== "" && Number.isFinite(Number(v));
/** max-workers: "auto", or a whole number of workers up to this. */
const MOST_WORKERS = 64;
const isWorkerCount = (v: string) => /^\d{1,2}$/.test(v) && Number(v) <= MOST_WORKERS;
const numberIn = (z: Zod, min: number, max: number) => z.string().trim().refine(isNumberText, "expected a number").transform(Number).pipe(z.number().min(min).max(max));

const failOn = (z: Zod) =>
  z
    .string()
    .transform(splitList)
    .transform((items, ctx): "any" | "none" | "new" | ModeId[] => {
      const lower = items.map((i) => i.toLowerCase());
      if (lower.length === 0 || (lower.length === 1 && lower[0] === "none")) return "none";
      if (lower.includes("new")) {
        if (lower.length === 1) return "new";
        ctx.addIssue({ code: "custom", message: "new stands alone in fail-on (it fails on the failures this change introduced, whatever their mode)" });
        return z.NEVER;
      }
      if (lower.includes("any")) return "any";
      const modes: ModeId[] = [];
      for (const item of items) {
        const id = item.toUpperCase().replace(/^FM(\d)/, "FM-$1") as ModeId;
        if (!(MODE_IDS as readonly string[]).includes(id)) {
          ctx.addIssue({ code: "custom", message: `unknown failure mode '${item}' (expected FM-1.1 … FM-3.3, any, new or none)` });
          return z.NEVER;
        }
        modes.push(id);
      }
      return modes;
    });

const shard = (z: Zod) =>
  z
    .string()
    .trim()
    .transform((v, ctx): { index: number; count: number } | null => {
      if (v === "") return null;
      const m = /^(\d+)\s*\/\s*(\d+)$/.exec(v);
      const index = m ? Number(m[1]) : NaN;
      const count = m ? Number(m[2]) : NaN;
      if (!m || count < 1 || index < 1 || index > count) {
        ctx.addIssue({ code: "custom", message: `expected i/n with 1 ≤ i ≤ n, got '${v}'` });
        return z.NEVER;
      }
      return { index, count };
    });

/** An enum whose error lists the values it takes (zod's union message does not). */
const oneOf = <const T extends readonly [string, ...string[]]>(z: Zod, values: T) => z.enum(values, { error: (issue) => `expected one of ${values.join(", ")}, got ${JSON.stringify(issue.input)}` });

/** What to do when the input is not all there (gate/inputs.ts). */
const MISSING_INPUT_POLICIES = ["error", "warn", "ignore"] as const;
export const MissingInputPolicySchema = lazySchema((z) => oneOf(z, MISSING_INPUT_POLICIES));
export type MissingInputPolicy = z.infer<typeof MissingInputPolicySchema>;

const isHttpUrl = (v: string) => v === "" || /^https?:\/\//.test(v);
const httpUrl = (z: Zod) => z.string().trim().refine(isHttpUrl, "expected an http(s) URL");
const isRunId = (v: string) => v === "" || /^\d+$/.test(v);
const isLedgerAnchor = (v: string) => v === "" || /^\d{1,12}:[0-9a-f]{64}$/.test(v);
const CATEGORY = /^[A-Za-z0-9._/-]{1,100}$/;

/** A list setting: one string of items (splitList), which QUICK below splits without zod. */
const list = (z: Zod) => z.string().transform(splitList);

const FORMAT_CHOICES = ["auto", ...FORMATS] as const;
const INTEGRITY_CHOICES = ["off", "warn", "require"] as const;
const MODE_CHOICES = ["attribute", "merge", "scan"] as const;
const SEVERITY_CHOICES = ["error", "warning", "note", "none"] as const;

/** Each setting's schema, as a function that builds it. */
const FIELDS = {
  traces: list,
  format: (z: Zod) => oneOf(z, FORMAT_CHOICES),
  artifact: (z: Zod) => z.string().trim(),
  "run-id": (z: Zod) => z.string().trim().refine(isRunId, "expected a workflow run id (digits)"),
  shard,
  "max-workers": (z: Zod) =>
    z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === "auto" || isWorkerCount(v), `expected auto or a whole number of workers from 0 to ${MOST_WORKERS}`)
      .transform((v): "auto" | number => (v === "auto" ? "auto" : Number(v))),
  "fail-on": failOn,
  "fail-on-blame": (z: Zod) => numberIn(z, 0, 100),
  "max-failure-rate": (z: Zod) => numberIn(z, 0, 1),
  "max-failure-rate-increase": (z: Zod) => numberIn(z, 0, 1),
  base: list,
  "compare-base": () => boolText,
  "base-artifact": (z: Zod) => z.string().trim(),
  "max-latency-increase": (z: Zod) => numberIn(z, 0, 1000),
  "fail-on-worsening": () => boolText,
  "if-no-traces": () => MissingInputPolicySchema,
  "if-unreadable": () => MissingInputPolicySchema,
  integrity: (z: Zod) => oneOf(z, INTEGRITY_CHOICES),
  "signing-key": (z: Zod) => z.string(),
  ledger: (z: Zod) => z.string().trim(),
  "ledger-anchor": (z: Zod) => z.string().trim().refine(isLedgerAnchor, "expected LINES:SHA256 as blamegate sign prints it"),
  "judge-url": httpUrl,
  "judge-model": (z: Zod) => z.string().trim(),
  "judge-key": (z: Zod) => z.string(),
  out: (z: Zod) => z.string().trim().min(1),
  category: (z: Zod) => z.string().trim().regex(CATEGORY, "letters, digits, . _ / - only (at most 100)"),
  comment: () => CommentModeSchema,
  "upload-sarif": () => boolText,
  "wait-for-processing": () => boolText,
  "review-comments": (z: Zod) =>
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.union([z.literal("auto"), boolText])),
  "source-globs": list,
  "source-ignore": list,
  "history-length": (z: Zod) => numberIn(z, 0, 100).pipe(z.number().int()),
  history: (z: Zod) => z.string().trim(),
  "webhook-url": httpUrl,
  "webhook-secret": (z: Zod) => z.string(),
  "alert-on": () => AlertOnSchema,
  "fail-on-webhook-error": () => boolText,
  mode: (z: Zod) => oneOf(z, MODE_CHOICES),
  "fail-on-severity": (z: Zod) => oneOf(z, SEVERITY_CHOICES),
  token: (z: Zod) => z.string(),
};
type Fields = { [K in keyof typeof FIELDS]: ReturnType<(typeof FIELDS)[K]> };
type SettingName = keyof Fields;
const NAMES = Object.keys(FIELDS) as SettingName[];

// A value its setting's schema accepts, read as the schema reads it but without building it
// (issue 17, cold start): the action passes `comment`, `out`, `upload-sarif` and its token on
// every run, and building any schema loads zod. undefined: the schema decides, and words the
// error. test/config/lazy-settings.test.ts holds each reader to its schema over many values.
type Quick = (value: string) => unknown;
const plain: Quick = (v) => v;
const trimmed: Quick = (v) => v.trim();
const trimmedIf =
  (ok: (v: string) => boolean): Quick =>
  (v) => {
    const t = v.trim();
    return ok(t) ? t : undefined;
  };
const choice =
  (values: readonly string[]): Quick =>
  (v) =>
    values.includes(v) ? v : undefined;
const quickBool: Quick = (v) => {
  const t = v.trim().toLowerCase();
  return TRUE_WORDS.includes(t) ? true : FALSE_WORDS.includes(t) ? false : undefined;
};
const quickNumber =
  (min: number, max: number, integer = false): Quick =>
  (v) => {
    const t = v.trim();
    const n = Number(t);
    return isNumberText(t) && n >= min && n <= max && (!integer || Number.isInteger(n)) ? n : undefined;
  };

const QUICK: { readonly [K in SettingName]?: Quick } = {
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
    return t === "auto" ? "auto" : isWorkerCount(t) ? Number(t) : undefined;
  },
  "fail-on-blame": quickNumber(0, 100),
  "max-failure-rate": quickNumber(0, 1),
  "max-failure-rate-increase": quickNumber(0, 1),
  "compare-base": quickBool,
  "base-artifact": trimmed,
  "max-latency-increase": quickNumber(0, 1000),
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
  "review-comments": (v) => (v.trim().toLowerCase() === "auto" ? "auto" : quickBool(v)),
  "history-length": quickNumber(0, 100, true),
  history: trimmed,
  "webhook-url": trimmedIf(isHttpUrl),
  "webhook-secret": plain,
  "fail-on-webhook-error": quickBool,
  mode: choice(MODE_CHOICES),
  "fail-on-severity": choice(SEVERITY_CHOICES),
  token: plain,
};

const built = new Map<SettingName, z.ZodType>();
/** The schema of one setting, built once. */
function fieldSchema(name: SettingName): z.ZodType {
  let s = built.get(name);
  if (s === undefined) {
    s = FIELDS[name](zod());
    built.set(name, s);
  }
  return s;
}

/** All settings in one object schema: what resolveSettings checks, setting by setting. */
export const SettingsSchema = lazySchema((z) => z.object(Object.fromEntries(NAMES.map((n) => [n, fieldSchema(n)])) as Fields));
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * What the defaults in options.ts of the settings QUICK does not read parse to (their schemas do
 * more than QUICK's readers model). A setting left at such a default takes its value from here
 * without building its schema; every other default is read by QUICK as any value is.
 * test/config/lazy-settings.test.ts holds every entry to its schema's parse of the default, so a
 * default changed in options.ts fails the tests, and a setting missing here is parsed as any other.
 */
export const PARSED_DEFAULTS: { readonly [K in SettingName]?: Settings[K] } = {
  shard: null,
  "fail-on": "any",
  "alert-on": { when: "change", pullRequests: false, branches: false },
};

export class SettingsError extends Error {}

function defaults(): RawSettings {
  const out: RawSettings = {};
  for (const o of OPTIONS as readonly OptionSpec[]) out[o.name] = o.default ?? "";
  // The action's token default is an expression GitHub expands; elsewhere there is no token.
  out.token = "";
  return out;
}

/**
 * Layers raw sources, later ones winning for keys they set (empty strings count as unset,
 * as GitHub passes every declared input), then validates. Errors name every bad setting.
 */
export function resolveSettings(...layers: RawSettings[]): Settings {
  const merged = defaults();
  for (const layer of layers) {
    for (const [k, v] of Object.entries(layer)) if (v !== undefined && v !== "") merged[k] = v;
  }
  // Setting by setting, in SettingsSchema's order, as its object schema would: the same values,
  // the same issues with the same paths (test/config/lazy-settings.test.ts compares the two).
  const fallback = defaults();
  const out: Record<string, unknown> = {};
  const lines: string[] = [];
  for (const name of NAMES) {
    const value = merged[name];
    const known = PARSED_DEFAULTS[name];
    if (value === fallback[name] && known !== undefined) {
      // A copy: the run may change its settings, and the next resolve must not see that.
      out[name] = typeof known === "object" && known !== null ? structuredClone(known) : known;
      continue;
    }
    const quick = typeof value === "string" ? QUICK[name]?.(value) : undefined;
    if (quick !== undefined) {
      out[name] = quick;
      continue;
    }
    const parsed = fieldSchema(name).safeParse(value);
    if (parsed.success) out[name] = parsed.data;
    else for (const i of parsed.error.issues) lines.push(`  ${[name, ...i.path].join(".")}: ${i.message}`);
  }
  if (lines.length > 0) throw new SettingsError(`invalid settings:\n${lines.join("\n")}`);
  return out as Settings;
}

/** Reads a .blamegate.yml document (already parsed) into raw settings, rejecting unknown keys. */
export function settingsFromConfigFile(doc: unknown, file: string): RawSettings {
  if (doc === null || doc === undefined) return {};
  if (typeof doc !== "object" || Array.isArray(doc)) throw new SettingsError(`${file}: expected a mapping of settings`);
  const known = new Set(OPTIONS.map((o) => o.name));
  const secret = new Set(secretOptionNames());
  const out: RawSettings = {};
  for (const [k, v] of Object.entries(doc as Record<string, unknown>)) {
    if (!known.has(k)) throw new SettingsError(`${file}: unknown setting '${k}'${didYouMean(k, [...known], "")}`);
    if (secret.has(k)) throw new SettingsError(`${file}: '${k}' is a secret and must not be stored in a config file`);
    out[k] = Array.isArray(v) ? v.map(String).join("\n") : v === null ? "" : String(v);
  }
  return out;
}

/**
 * The values of every setting marked `secret` in options.ts (keys, tokens, webhook secret), to be
 * redacted wherever they appear in what the run writes: a trace can echo them (an agent reads its
 * environment), and results.json, the report, SARIF and the digest quote trace text.
 */
export function secretSettingValues(settings: Settings): string[] {
  const values = secretOptions().map((o) => (settings as Record<string, unknown>)[o.name]);
  return values.filter((v): v is string => typeof v === "string" && v.length >= 4);
}
