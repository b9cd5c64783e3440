// `attribute --explain` ends each failed trace's arithmetic with its counterfactual: every
// candidate step removed (and its effects downstream masked), read as root cause or symptom.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dispatch } from "../../src/cli/dispatch.js";
import { captureIO } from "../support/cli-io.js";

describe("attribute --explain", () => {
  it("shows the counterfactual of the verdict's step and the findings' steps", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-explain-"));
    try {
      const t = captureIO(path.resolve("."));
      const store = "test/fixtures/data/peers/approximately/store/518cc4f9150d.json";
      await dispatch(["attribute", store, "--explain", "--fail-on", "none", "--out", path.join(dir, "o")], t.io);
      const out = t.out();
      const at = out.indexOf("counterfactual:");
      expect(at).toBeGreaterThan(0);
      const lines = out.slice(at).split("\n").slice(1, 5);
      expect(lines[0]).toMatch(/verdict FM-3\.2 at step 5 .*2 failure signals/);
      expect(lines.slice(1).every((l) => /^ {2}step \d+ .*: (ROOT CAUSE|SYMPTOM|UNCLEAR) — removed: \d+ signals? left/.test(l))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
