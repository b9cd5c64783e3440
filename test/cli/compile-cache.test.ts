// The CLI turns on V8's compile cache where Node has it (22.1+), and never fails for it.
import { describe, expect, it } from "vitest";
import { enableCompileCache } from "../../src/compile-cache.js";

describe("enableCompileCache", () => {
  it("asks Node for the cache when Node has it", () => {
    let calls = 0;
    enableCompileCache({
      enableCompileCache: () => {
        calls++;
        return { status: 0 };
      },
    });
    expect(calls).toBe(1);
  });

  it("does nothing on a Node without it (20)", () => {
    expect(() => enableCompileCache({})).not.toThrow();
  });

  it("goes on when the cache cannot be set up", () => {
    expect(() =>
      enableCompileCache({
        enableCompileCache: () => {
          throw new Error("EROFS: read-only file system");
        },
      }),
    ).not.toThrow();
  });
});
