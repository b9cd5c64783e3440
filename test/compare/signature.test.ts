// The failure signature is hashed with crypto.hash where Node has it (one call, no Hash object);
// held equal to a Hash object's digest of the same text on every failed real trace.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { realTraces } from "../support/real-traces.js";
import { attribute } from "../../src/attribution/attribute.js";
import { failureSignature, verdictSignature } from "../../src/compare/signature.js";
import type { Trace } from "../../src/trace/model.js";

describe("failure signatures", () => {
  it("are the first 12 hex digits of a Hash object's SHA-256 of their text, on every failed real trace", async () => {
    let failed = 0;
    for (const trace of await realTraces()) {
      if (trace.success !== false) continue;
      const verdict = attribute(trace).verdict;
      if (!verdict) continue;
      failed++;
      const { id, text } = failureSignature(trace, { mode: verdict.mode ?? undefined, agent: verdict.agent ?? undefined, step: verdict.step ?? undefined });
      expect(id).toBe(`sig-${createHash("sha256").update(text).digest("hex").slice(0, 12)}`);
      expect(verdictSignature(trace, verdict)).toBe(id);
    }
    expect(failed).toBeGreaterThan(100);
  });

  it("hash text outside ASCII as UTF-8, lone surrogates as a Hash object does", () => {
    const trace = { id: "t", task: "", success: false, steps: [], meta: {}, origin: { file: "f", format: "native" } } as unknown as Trace;
    for (const agent of ["é", "日本", "😀", "\uD800", "a\uDC00b"]) {
      const { id, text } = failureSignature(trace, { mode: "m", agent });
      expect(id).toBe(`sig-${createHash("sha256").update(text).digest("hex").slice(0, 12)}`);
    }
  });
});
