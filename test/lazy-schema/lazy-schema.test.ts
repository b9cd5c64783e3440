// A schema built on first use must behave as the schema itself everywhere zod and the code use
// one; and the model files must build none at import (what the laziness is for).
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { countZodCalls, restoreZod } from "../support/zod-calls.js";
import * as z from "zod";
import { lazySchema } from "../../src/lazy-schema.js";
import { importText } from "../../src/trace/read.js";
import { TraceSchema } from "../../src/trace/model.js";

const root = path.resolve(new URL("../../", import.meta.url).pathname);

const eager = () =>
  z.object({
    kind: z.enum(["a", "b"]),
    n: z.number().int().nonnegative(),
    where: z.object({ file: z.string().min(1), line: z.number().int().positive() }).optional(),
  });

describe("lazySchema", () => {
  it("builds once, on first use, and not before", () => {
    const build = vi.fn(eager);
    const s = lazySchema(build);
    const holder = { s };
    expect(holder.s).toBe(s);
    expect(build).not.toHaveBeenCalled();
    expect(s.safeParse({ kind: "a", n: 1 }).success).toBe(true);
    expect(s.parse({ kind: "b", n: 2 })).toEqual({ kind: "b", n: 2 });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it("parses, fails, composes and describes itself as the schema it stands for", () => {
    const lazy = lazySchema(eager);
    const plain = eager();
    for (const input of [{ kind: "a", n: 3, where: { file: "x.py", line: 4 } }, { kind: "c", n: -1 }, { kind: "a", n: 1, where: { file: "", line: 0 } }, null, "text"]) {
      expect(lazy.safeParse(input)).toEqual(plain.safeParse(input));
    }
    // In another schema, optional, partial, as a shape, through instanceof.
    const outer = (s: z.ZodType) => z.object({ items: z.array(s), one: s.optional() });
    for (const input of [{ items: [{ kind: "a", n: 1 }] }, { items: [{ kind: "x" }], one: 5 }]) {
      expect(outer(lazy).safeParse(input)).toEqual(outer(plain).safeParse(input));
    }
    expect(lazy.partial().safeParse({})).toEqual(plain.partial().safeParse({}));
    expect(Object.keys(lazy.shape)).toEqual(Object.keys(plain.shape));
    expect(lazy instanceof z.ZodObject).toBe(true);
    expect(z.toJSONSchema(lazy)).toEqual(z.toJSONSchema(plain));
    expect(z.toJSONSchema(outer(lazy))).toEqual(z.toJSONSchema(outer(plain)));
  });
});

describe("the model files", () => {
  afterEach(restoreZod);

  it("build no zod schema when imported, and build each one when used", async () => {
    const calls = countZodCalls();
    // Every schema-making function of the namespace (lower-case names; classes are not called).
    const built = () => calls.filter((k) => /^[a-z]/.test(k)).length;
    const trace = await import("../../src/trace/model.js");
    const attribution = await import("../../src/attribution/model.js");
    const integrity = await import("../../src/integrity/model.js");
    const results = await import("../../src/results/model.js");
    const compare = await import("../../src/compare/model.js");
    const digest = await import("../../src/results/digest-model.js");
    // digest-model's shared `count` (a z.number()) is the one built at import.
    expect(built()).toBeLessThanOrEqual(1);
    expect(trace.TraceSchema.shape.steps).toBeDefined();
    expect(attribution.VerdictSchema.safeParse({}).success).toBe(false);
    expect(integrity.IntegrityResultSchema.safeParse({}).success).toBe(false);
    expect(results.RunResultSchema.safeParse({}).success).toBe(false);
    expect(compare.ComparisonSchema.safeParse({}).success).toBe(false);
    expect(digest.DigestSchema.safeParse({}).success).toBe(false);
    expect(built()).toBeGreaterThan(100);
  });

  it("TraceSchema accepts the traces the importers make of real examples of every format", () => {
    const files = [
      "examples/traces/booking-healthy.json",
      "examples/traces/checkout-agent.otlp.json",
      "examples/traces/invoices.whowhen.json",
      "examples/traces/refund-chat.json",
      "examples/traces/support-runs.jsonl",
      "test/fixtures/data/peers/approximately/store/518cc4f9150d.json",
    ];
    let n = 0;
    for (const f of files) {
      for (const item of importText(readFileSync(path.join(root, f), "utf8"), f)) {
        expect("trace" in item).toBe(true);
        if ("trace" in item) expect(TraceSchema.safeParse(item.trace).error).toBeUndefined();
        n++;
      }
    }
    expect(n).toBeGreaterThanOrEqual(files.length);
  });
});
