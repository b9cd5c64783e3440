import { describe, expect, it } from "vitest";
import { decideAlert, stateOf } from "../../src/webhook/quiet.js";

const s = (gate: "pass" | "fail", trend: "improving" | "stable" | "worsening" | "not-enough-data") => ({ gate, trend });

describe("quiet alerting", () => {
  it.each([
    [s("pass", "stable"), s("pass", "worsening"), "blamegate.alert.triggered"],
    [s("pass", "stable"), s("fail", "stable"), "blamegate.alert.triggered"],
    [s("pass", "worsening"), s("fail", "worsening"), "blamegate.alert.changed"],
    [s("fail", "worsening"), s("fail", "stable"), "blamegate.alert.changed"],
    [s("fail", "stable"), s("pass", "stable"), "blamegate.alert.recovered"],
    [s("pass", "worsening"), s("pass", "improving"), "blamegate.alert.recovered"],
  ] as const)("%o → %o sends %s", (prev, cur, type) => {
    const d = decideAlert(prev, cur);
    expect(d.send).toBe(true);
    expect(d.type).toBe(type);
  });

  it.each([
    [s("pass", "stable"), s("pass", "improving")],
    [s("fail", "worsening"), s("fail", "worsening")],
    [s("pass", "not-enough-data"), s("pass", "stable")],
    [null, s("pass", "stable")],
  ] as const)("%o → %o stays quiet", (prev, cur) => {
    expect(decideAlert(prev, cur).send).toBe(false);
    expect(decideAlert(prev, cur, "always")).toMatchObject({ send: true, type: "blamegate.alert.status" });
  });

  it("a first run with a problem triggers", () => {
    expect(decideAlert(null, s("fail", "not-enough-data")).type).toBe("blamegate.alert.triggered");
  });

  it("reads the state from a digest's gate and trend", () => {
    expect(stateOf({ gate: { status: "fail", reasons: [] }, trend: { verdict: "stable", slope: 0, points: 9 } })).toEqual({ gate: "fail", trend: "stable" });
    expect(stateOf({})).toEqual({ gate: "unknown", trend: "unknown" });
    expect(stateOf(null)).toBeNull();
  });
});
