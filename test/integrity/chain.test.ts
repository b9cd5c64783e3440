// The chain's digest is HMAC-SHA256 built from one-shot hashes; it must equal Node's HMAC for
// any key (short, long, text or binary) and any message.
import { createHash, createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeDigest, sameHash } from "../../src/integrity/chain.js";

describe("chain digests", () => {
  it("keyed digest equals createHmac for 2,000 random keys and messages", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 200 }), fc.array(fc.string({ unit: "binary", maxLength: 50 }), { minLength: 1, maxLength: 3 }), (key, parts) => {
        const want = createHmac("sha256", key).update(parts.join("")).digest("hex");
        expect(makeDigest(key)(parts.join(""))).toBe(want);
      }),
      { numRuns: 2000 },
    );
  });

  it("text keys take the string path and still equal createHmac", () => {
    const key = new TextEncoder().encode("test-key-123");
    expect(makeDigest(key)("abcdéf")).toBe(createHmac("sha256", key).update("abcdéf").digest("hex"));
  });

  it("unkeyed digest is SHA-256 of the text", () => {
    expect(makeDigest()("ab")).toBe(createHash("sha256").update("ab").digest("hex"));
  });

  it("sameHash compares whole strings", () => {
    const h = makeDigest()("x");
    expect(sameHash(h, h)).toBe(true);
    expect(sameHash(h, `${h.slice(0, 63)}0`)).toBe(h.endsWith("0"));
    expect(sameHash(h, h.slice(1))).toBe(false);
  });
});
