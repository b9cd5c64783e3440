// Node 20 before 20.12 has no crypto.hash: the chain must hash the same through a Hash object.
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it, vi } from "vitest";

vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  return { ...real, hash: undefined };
});

const { makeDigest, sha256Hex } = await import("../../src/integrity/chain.js");

describe("the chain's digests on a Node without crypto.hash", () => {
  it("are SHA-256 and HMAC-SHA256 all the same", async () => {
    const crypto = await import("node:crypto");
    expect(crypto.hash).toBeUndefined();
    for (const text of ["", "step", "é ✓ 🙂", "x".repeat(5000)]) {
      expect(sha256Hex(text)).toBe(createHash("sha256").update(text).digest("hex"));
      for (const key of [Buffer.from("k"), Buffer.alloc(100, 0xa5), Buffer.from([0xff, 0x80])]) {
        expect(makeDigest(key)(text)).toBe(createHmac("sha256", key).update(text).digest("hex"));
      }
    }
  });
});
