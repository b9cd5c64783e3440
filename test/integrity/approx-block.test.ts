// quickApproxBlock skips the schema for blocks approximately writes: it must accept only what
// ApproxBlockSchema accepts, with the same fields, on real blocks and on blocks bent every way.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { quickApproxBlock } from "../../src/integrity/approx-block.js";
import { ApproxBlockSchema } from "../../src/integrity/model.js";
import { listJson, loadTrace } from "./helpers.js";

const FIELDS = ["algorithm", "keyed", "seed", "step_hashes", "final", "key_id", "rotations", "resign_count", "blamegate"] as const;

function agrees(block: Record<string, unknown>): boolean {
  const quick = quickApproxBlock(block);
  const parsed = ApproxBlockSchema.safeParse(block);
  if (quick === null) return false;
  expect(parsed.success).toBe(true);
  if (!parsed.success) return true;
  for (const f of FIELDS) expect(quick[f]).toEqual(parsed.data[f]);
  return true;
}

const files = [...listJson("store"), ...listJson("store-keyed"), ...listJson("tampered"), ...listJson("scale-sample")];
const blockOf = (f: string): Record<string, unknown> => (loadTrace(f).trace.integrity as Record<string, unknown>) ?? {};

describe("quickApproxBlock", () => {
  it.each(files)("takes the block of %s as the schema does", (f) => {
    const block = blockOf(f);
    // Every real block approximately wrote is taken quickly (none carries a blamegate chain).
    expect(agrees(block)).toBe(block.blamegate === undefined && ApproxBlockSchema.safeParse(block).success);
  });

  it("never takes a block the schema refuses, or reads it differently (3,000 bent blocks)", () => {
    const base = blockOf(listJson("store-keyed")[0] as string);
    const hex = (n: number) => fc.string({ unit: fc.constantFrom(..."0123456789abcdefABCDEF g"), minLength: n - 1, maxLength: n + 1 });
    const value = fc.oneof(
      fc.constantFrom(undefined, null, true, false, 0, -1, 1.5, 2 ** 60, Number.NaN, "", "sha256-chain-v1", "hmac-sha256-chain-v1", {}, []),
      hex(64),
      hex(8),
      fc.array(hex(64), { maxLength: 3 }),
      fc.array(fc.oneof(hex(64), fc.integer()), { maxLength: 3 }),
      fc.nat(),
    );
    let taken = 0;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...FIELDS, "extra"), value), { maxLength: 3 }), (edits) => {
        const block: Record<string, unknown> = { ...base };
        for (const [k, v] of edits) {
          if (v === undefined) delete block[k];
          else block[k] = v;
        }
        if (agrees(block)) taken++;
      }),
      { numRuns: 3000 },
    );
    expect(taken).toBeGreaterThan(300);
  });
});
