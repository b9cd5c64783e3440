// resolveSettings checks setting by setting, reading most values (defaults included) with QUICK
// and taking the few other defaults' parsed values from PARSED_DEFAULTS, instead of building
// every setting's schema on every run (issue 17, cold start). Both must be exactly what the one
// object schema (SettingsSchema) gives.
import { afterEach, describe, expect, it } from "vitest";
import { countZodCalls, restoreZod } from "../support/zod-calls.js";
import { PARSED_DEFAULTS, resolveSettings, SettingsSchema, type RawSettings } from "../../src/config.js";
import { OPTIONS, type OptionSpec } from "../../src/options.js";

const optionDefaults = (): RawSettings => ({ ...Object.fromEntries((OPTIONS as readonly OptionSpec[]).map((o) => [o.name, o.default ?? ""])), token: "" });

/** What SettingsSchema itself makes of the layers, or its error as resolveSettings words it. */
function bySchema(...layers: RawSettings[]): unknown {
  const merged = optionDefaults();
  for (const l of layers) for (const [k, v] of Object.entries(l)) if (v !== undefined && v !== "") merged[k] = v;
  const r = SettingsSchema.safeParse(merged);
  return r.success ? r.data : `invalid settings:\n${r.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n")}`;
}
const byResolve = (...layers: RawSettings[]): unknown => {
  try {
    return resolveSettings(...layers);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
};

describe("resolveSettings, setting by setting", () => {
  it("every parsed default is its schema's parse of the option table's default", () => {
    const defaults = optionDefaults();
    for (const [name, value] of Object.entries(PARSED_DEFAULTS)) {
      expect(SettingsSchema.shape[name as keyof typeof SettingsSchema.shape].parse(defaults[name]), name).toEqual(value);
    }
  });

  const cases: RawSettings[][] = [
    [{}],
    [{ traces: "a.json\nb/*.jsonl", "fail-on": "FM-1.3, fm-3.2", shard: "2/4", comment: "false", "alert-on": "fail,pull-requests" }],
    [{ "fail-on": "new" }, { "fail-on": "none", "history-length": "12", "review-comments": "YES", "upload-sarif": "off" }],
    [{ "fail-on": "FM-9.9", shard: "5/4", "max-failure-rate": "2", integrity: "maybe", "history-length": "1.5", "judge-url": "ftp://x" }],
    [{ "fail-on": "new,any", category: "a b", out: " ", "ledger-anchor": "12:abc", "run-id": "x1", format: "csv", "if-no-traces": "never" }],
    [{ "review-comments": "sometimes", "compare-base": "maybe", "max-latency-increase": "", "webhook-url": "http://127.0.0.1:1/x", "source-globs": "**/*.py" }],
    [{ traces: ",,\n", base: "main\n# a comment\n, dev ", "source-ignore": " , vendor/**", "source-globs": "#only a comment" }],
    [optionDefaults()],
  ];
  it.each(cases.map((c, i) => [i, c] as const))("case %i: the same values or the same error as the one object schema", (_, layers) => {
    expect(byResolve(...layers)).toEqual(bySchema(...layers));
  });

  // Most settings read a plain value without their schema (config.ts, QUICK); each must give the
  // schema's value where the schema accepts it, and leave the rest to the schema's error.
  const words =
    "true TRUE yes No 0 1 on OFF maybe auto Auto always never on-failure out 0.5 1.5 -1 -0 1e2 0x10 100 101 12 12.0 Infinity NaN http://x ftp://x 123 12a evals/nightly warn require error ignore native otlp attribute merge scan warning note none ÄÖ";
  const samples = [...words.split(" "), " ", " yes", "TRUE ", " Auto ", " x ", "out dir", "a b", " https://a.b/c ", "\t tab\t", `12:${"a".repeat(64)}`, "a".repeat(101)];
  const names = (OPTIONS as readonly OptionSpec[]).map((o) => o.name);
  it.each(names)("%s: every sample value resolves as the one object schema resolves it", (name) => {
    for (const value of samples) expect(byResolve({ [name]: value }), JSON.stringify(value)).toEqual(bySchema({ [name]: value }));
  });

  it("a run's changes to its settings' lists and objects do not reach the next run's defaults", () => {
    const fresh = resolveSettings({});
    const a = resolveSettings({});
    a["source-globs"].push("**/*.rs");
    a["alert-on"].branches = true;
    const b = resolveSettings({});
    expect(b["source-globs"]).toEqual(fresh["source-globs"]);
    expect(b["source-globs"]).not.toContain("**/*.rs");
    expect(b["alert-on"]).toEqual(PARSED_DEFAULTS["alert-on"]);
  });
});

describe("what resolving a run's settings builds", () => {
  afterEach(restoreZod);

  // A one-trace CLI run sets its traces and leaves the rest at their defaults: loading the
  // settings module builds no schema (the modules it imports, comment-mode.ts and alert-on.ts
  // among them, build theirs when a setting is read), and a list given as text is split as its
  // schema would split it, without one; another setting builds its own schema.
  it("loading config.ts and resolving { traces } call no zod function; resolving a category does", async () => {
    const calls = countZodCalls();
    const { resolveSettings: resolve, splitList } = await import("../../src/config.js");
    expect(calls).toEqual([]);
    const settings = resolve({ traces: "a.json, b/*.jsonl\n# not this\nc" });
    expect(calls).toEqual([]);
    expect(settings.traces).toEqual(splitList("a.json, b/*.jsonl\n# not this\nc"));
    expect(settings.traces).toEqual(["a.json", "b/*.jsonl", "c"]);
    resolve({ traces: "t.json", shard: "1/2" });
    expect(calls.length).toBeGreaterThan(0);
  });

  // What the action passes on every run (its inputs as action.yml declares them, a token, an
  // output folder, no comment) is read without a schema; a value a schema must word an error for
  // is not.
  it("resolving the action's common inputs calls no zod function; a bad value does", async () => {
    const calls = countZodCalls();
    const { resolveSettings: resolve } = await import("../../src/config.js");
    const settings = resolve({
      traces: "t.json",
      out: " out ",
      comment: "False",
      "upload-sarif": "false",
      "review-comments": "auto",
      token: "ghs_example",
      category: "evals/nightly",
      "fail-on-blame": "0.5",
      integrity: "require",
      "history-length": "12",
    });
    expect(calls).toEqual([]);
    expect(settings).toMatchObject({
      out: "out",
      comment: "never",
      "upload-sarif": false,
      "review-comments": "auto",
      token: "ghs_example",
      category: "evals/nightly",
      "fail-on-blame": 0.5,
      integrity: "require",
      "history-length": 12,
    });
    expect(() => resolve({ comment: "sometimes" })).toThrow(/comment: expected always, on-failure, never/);
    expect(calls.length).toBeGreaterThan(0);
  });
});
