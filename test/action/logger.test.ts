import { describe, expect, it } from "vitest";
import { safeLogText } from "../../src/action/logger.js";

describe("action log text", () => {
  it("cannot start a workflow command, old or new, nor carry escape sequences", () => {
    const text = safeLogText("skipped x.json\n::add-mask::nothing\n  ::set-env name=A::1\n##[set-output name=verdict]pass\u001b[2J");
    expect(text.split("\n").some((l) => l.trimStart().startsWith("::"))).toBe(false);
    expect(text).not.toContain("##[");
    expect(text).not.toContain("\u001b");
    expect(text).toContain("add-mask");
  });

  it("prints blamegate's own words as written: 'no token: …' is not a secret", () => {
    // Quoted trace text is redacted where it is quoted (gate/inputs.ts quoteInput, test/cli/output.test.ts).
    const own = "no token: the comment, SARIF upload, review comments and history are skipped; the report is in the job summary and the outputs";
    expect(safeLogText(own)).toBe(own);
  });
});
