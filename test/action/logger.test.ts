import { describe, expect, it } from "vitest";
import { safeLogText } from "../../src/action/logger.js";

describe("action log text", () => {
  it("redacts secrets and cannot start a workflow command", () => {
    const text = safeLogText("skipped x.json: key sk-abcdefghijklmnopqrstuvwx\n::add-mask::nothing\n  ::set-env name=A::1");
    expect(text).not.toContain("sk-abcdefghijklmnopqrstuvwx");
    expect(text.split("\n").some((l) => l.trimStart().startsWith("::"))).toBe(false);
    expect(text).toContain("add-mask");
  });
});
