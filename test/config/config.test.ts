import { describe, expect, it } from "vitest";
import { resolveSettings, settingsFromConfigFile, SettingsError, splitList } from "../../src/config.js";
import { OPTIONS } from "../../src/options.js";
import { MAX_AUTO_WORKERS, MEMORY_PER_WORKER } from "../../src/pipeline/plan.js";

describe("settings", () => {
  it("uses the option table's defaults", () => {
    const s = resolveSettings({});
    expect(s["fail-on"]).toBe("any");
    expect(s.integrity).toBe("warn");
    expect(s["history-length"]).toBe(30);
    expect(s.shard).toBeNull();
  });

  it("parses mode lists, shards and booleans, later layers winning", () => {
    const s = resolveSettings({ "fail-on": "FM-1.3" }, { "fail-on": "fm-1.3,\nFM-3.2", shard: "2/4", comment: "false" });
    expect(s["fail-on"]).toEqual(["FM-1.3", "FM-3.2"]);
    expect(s.shard).toEqual({ index: 2, count: 4 });
    expect(s.comment).toBe("never");
  });

  it("reads max-workers as auto or a whole number of workers, and says what it takes otherwise", () => {
    expect(resolveSettings({})["max-workers"]).toBe("auto");
    expect(resolveSettings({ "max-workers": " AUTO " })["max-workers"]).toBe("auto");
    expect(resolveSettings({ "max-workers": "0" })["max-workers"]).toBe(0);
    expect(resolveSettings({ "max-workers": " 2 " })["max-workers"]).toBe(2);
    expect(resolveSettings({ "max-workers": "64" })["max-workers"]).toBe(64);
    for (const bad of ["65", "-1", "1.5", "two", "1e1"]) {
      expect(() => resolveSettings({ "max-workers": bad }), bad).toThrow(/max-workers: expected auto or a whole number of workers from 0 to 64/);
    }
  });

  it("describes max-workers' automatic bounds as the plan sets them", () => {
    const description = OPTIONS.find((o) => o.name === "max-workers")!.description;
    expect(description).toContain(`at most ${MAX_AUTO_WORKERS},`);
    expect(description).toContain(`one for each ${MEMORY_PER_WORKER / (1024 * 1024)} MB of memory`);
  });

  it("treats empty inputs as unset, as GitHub passes every declared input", () => {
    expect(resolveSettings({ integrity: "" }).integrity).toBe("warn");
  });

  it("names every bad setting in one error", () => {
    let error: unknown;
    try {
      resolveSettings({ "fail-on": "FM-9.9", shard: "5/4", "max-failure-rate": "2", integrity: "maybe" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SettingsError);
    const text = (error as Error).message;
    for (const key of ["fail-on", "shard", "max-failure-rate", "integrity"]) expect(text).toContain(key);
    expect(text).toContain("FM-9.9");
  });

  it("reads .blamegate.yml keys but refuses secrets and unknown keys", () => {
    expect(settingsFromConfigFile({ "fail-on": ["FM-1.3", "FM-2.6"], "history-length": 10 }, "c.yml")).toEqual({
      "fail-on": "FM-1.3\nFM-2.6",
      "history-length": "10",
    });
    expect(() => settingsFromConfigFile({ "webhook-secret": "x" }, "c.yml")).toThrow(/secret/);
    expect(() => settingsFromConfigFile({ "fail-onn": "any" }, "c.yml")).toThrow(/unknown setting 'fail-onn' \(did you mean fail-on\?\)/);
  });

  it("splits lists on commas and newlines, ignoring comments", () => {
    expect(splitList("a, b\n# c\n\nd")).toEqual(["a", "b", "d"]);
  });
});
