// usualApproxBlock (the check of approximately's usual block without its zod schema) against
// ApproxBlockSchema: it may hand a block to the schema that the schema accepts, but it must never
// accept one the schema refuses, and on every real block it must accept (or it gains nothing).
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ApproxBlockSchema, usualApproxBlock } from "../../src/integrity/model.js";
import { dataPath } from "./helpers.js";

/** Every approximately block in the real traces, keyed and unkeyed. */
function realBlocks(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dataPath(dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith(".json")) {
        let doc: unknown;
        try {
          doc = JSON.parse(readFileSync(dataPath(rel), "utf8"));
        } catch {
          continue;
        }
        const block = (doc as { meta?: { integrity?: Record<string, unknown> } } | null)?.meta?.integrity;
        if (block && typeof block.algorithm === "string" && !block.algorithm.startsWith("blamegate")) out.push(block);
      }
    }
  };
  walk("");
  return out;
}

const blocks = realBlocks();
const hex = (n: number): string => "0123456789abcdef"[n % 16] as string;

/** Values a field may hold in a hostile file: every JSON kind and the near misses of each rule. */
const ODD: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  -1,
  1.5,
  2 ** 53,
  2 ** 60,
  Number.NaN,
  Infinity,
  "",
  "x",
  "a".repeat(64),
  "A".repeat(64),
  "a".repeat(63),
  "a".repeat(65),
  "0123abcd",
  "0123ABCD",
  "0123abc",
  "sha256-chain-v1",
  "hmac-sha256-chain-v1",
  "blamegate-sha256-chain-v2",
  [],
  ["a".repeat(64)],
  ["A".repeat(64)],
  [1],
  [null],
  {},
  { algorithm: "blamegate-sha256-chain-v2" },
];

function agrees(block: Record<string, unknown>): void {
  const fast = usualApproxBlock(block);
  const parsed = ApproxBlockSchema.safeParse(block);
  if (fast === null) return;
  expect(parsed.success).toBe(true);
  if (!parsed.success) return;
  // The fields verification reads are the schema's output.
  for (const k of ["algorithm", "keyed", "seed", "step_hashes", "final", "key_id", "blamegate"] as const) expect(fast[k]).toEqual(parsed.data[k]);
}

describe("usualApproxBlock beside ApproxBlockSchema", () => {
  it("accepts every real approximately block, as the schema does", () => {
    expect(blocks.length).toBeGreaterThan(100);
    expect(blocks.some((b) => b.keyed === true)).toBe(true);
    for (const b of blocks) {
      expect(usualApproxBlock(b)).toBe(b);
      agrees(b);
    }
  });

  it("never accepts a block the schema refuses: each field of real blocks set to odd values", () => {
    const fields = ["algorithm", "keyed", "seed", "step_hashes", "final", "key_id", "rotations", "resign_count", "blamegate"];
    for (const b of blocks.slice(0, 8)) {
      for (const f of fields) for (const v of ODD) agrees({ ...b, [f]: v });
      agrees({ ...b, algorithm: b.keyed ? "sha256-chain-v1" : "hmac-sha256-chain-v1" });
      agrees({ ...b, step_hashes: new Array(100_001).fill((b.step_hashes as string[])[0]) });
    }
  });

  it("takes a hash as lowercase hex exactly when the schema does, whatever character is where", () => {
    const b = blocks[0] as Record<string, unknown>;
    const good = (b.step_hashes as string[])[0] as string;
    const units: number[] = [];
    for (let c = 0; c < 0x300; c++) units.push(c);
    units.push(0x660, 0xd800, 0xdfff, 0xff10, 0xff21, 0xff41, 0xfffd, 0xffff);
    for (const c of units) {
      for (const at of [0, 1, 31, 62, 63]) {
        const h = good.slice(0, at) + String.fromCharCode(c) + good.slice(at + 1);
        const block = { ...b, step_hashes: [good, h] };
        const schemaOk = ApproxBlockSchema.safeParse(block).success;
        expect(schemaOk).toBe(/^[0-9a-f]$/.test(String.fromCharCode(c)));
        expect(usualApproxBlock(block) !== null).toBe(schemaOk);
      }
    }
    // Odd lengths and pairs split across hashes.
    for (let n = 0; n < 130; n++) {
      const h = Array.from({ length: n }, (_, i) => hex(i * 7)).join("");
      const block = { ...b, step_hashes: [h] };
      expect(usualApproxBlock(block) !== null).toBe(ApproxBlockSchema.safeParse(block).success);
    }
  });
});
