// zod is loaded when the first schema is built (src/zod.ts): from the sources it is the package
// itself, the one tests and schemas share (the bundle's copy: test/e2e/zod-bundle.test.ts).
import * as z from "zod";
import { describe, expect, it } from "vitest";
import { zod } from "../../src/zod.js";
import { lazySchema } from "../../src/lazy-schema.js";

describe("zod()", () => {
  it("is the package the sources import, so schemas built by lazySchema are zod's own", () => {
    expect(zod().string).toBe(z.string);
    const S = lazySchema((zz) => zz.object({ n: zz.number() }));
    expect(() => S.parse({ n: "x" })).toThrow(z.ZodError);
  });
});
