// signTrace: what recording code calls on a trace it built (any format), keyed or not.
import { describe, expect, it } from "vitest";
import { parseKey } from "../../src/integrity/keys.js";
import { signTrace } from "../../src/integrity/sign.js";
import { verifyTrace } from "../../src/integrity/verify.js";
import { readAll } from "../../src/trace/read.js";
import type { Trace } from "../../src/trace/model.js";
import { dataPath } from "./helpers.js";

async function firstTrace(rel: string): Promise<Trace> {
  for (const item of await readAll(dataPath(rel))) if ("trace" in item) return item.trace;
  throw new Error(`no trace in ${rel}`);
}

describe("signTrace (model view)", () => {
  for (const key of [undefined, parseKey("recorder-key")]) {
    it(`${key ? "keyed" : "unkeyed"}: a Who&When record verifies, and an edited step or outcome is located`, async () => {
      const trace = await firstTrace("../../who-and-when/algorithm-generated/1.json");
      expect(trace.steps.length).toBeGreaterThan(3);
      const opts = key ? { key } : {};
      const block = signTrace(trace, opts);
      expect(block).toMatchObject({ view: "model", keyed: key !== undefined, step_hashes: expect.any(Array) });
      expect(verifyTrace(trace, opts, block)).toMatchObject({ verdict: "intact" });

      const steps = trace.steps.map((s, i) => (i === 2 ? { ...s, raw: { ...(s.raw as object), content: "edited" } } : s));
      expect(verifyTrace({ ...trace, steps }, opts, block)).toMatchObject({ verdict: "tampered", step: 2 });
      expect(verifyTrace({ ...trace, success: !trace.success }, opts, block)).toMatchObject({ verdict: "tampered", step: 0 });
      expect(verifyTrace({ ...trace, steps: trace.steps.slice(0, -1) }, opts, block)).toMatchObject({
        verdict: "tampered",
        step: trace.steps.length - 1,
      });
      if (key) expect(verifyTrace(trace, {}, block).verdict).toBe("keyed");
      // A model-view block is a sidecar's: claimed in the file, where blamegate writes "source", it is refused.
      expect(verifyTrace({ ...trace, integrity: block }, opts)).toMatchObject({ verdict: "tampered" });
    });
  }

  it("counts re-signings and key rotations as approximately does", async () => {
    const trace = await firstTrace("../agent-blame/examples.db");
    const a = signTrace(trace, { key: parseKey("key-a") });
    const b = signTrace(trace, { key: parseKey("key-b") }, a);
    const c = signTrace(trace, { key: parseKey("key-b") }, b);
    expect([a.resign_count, b.resign_count, c.resign_count]).toEqual([1, 2, 3]);
    expect([a.rotations, b.rotations, c.rotations]).toEqual([0, 1, 1]);
  });
});
