// Node 20 before 20.12 has no crypto.hash: src/sha256.ts must give the same digests through a
// Hash object (the chains and the failure signatures both hash through it).
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  return { ...real, hash: undefined };
});

const { sha256Bytes, sha256Hex } = await import("../../src/sha256.js");
const { failureSignature } = await import("../../src/compare/signature.js");

describe("SHA-256 on a Node without crypto.hash", () => {
  it("gives a Hash object's digest, as hex and as bytes, for texts and bytes", async () => {
    const crypto = await import("node:crypto");
    expect(crypto.hash).toBeUndefined();
    for (const data of ["", "step", "é ✓ 🙂", "\uD800 lone", "x".repeat(5000), Buffer.from([0, 255, 128])]) {
      expect(sha256Hex(data)).toBe(createHash("sha256").update(data).digest("hex"));
      expect(sha256Bytes(data).equals(createHash("sha256").update(data).digest())).toBe(true);
    }
  });

  it("leaves a failure signature as it is where crypto.hash exists", () => {
    const trace = { id: "t", task: "", success: false, steps: [], meta: {}, origin: { file: "f", format: "native" } } as unknown as Parameters<typeof failureSignature>[0];
    const { id, text } = failureSignature(trace, { mode: "FM-1.3", agent: "planner" });
    expect(id).toBe(`sig-${createHash("sha256").update(text).digest("hex").slice(0, 12)}`);
  });
});
