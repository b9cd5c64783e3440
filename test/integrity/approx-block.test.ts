// usualApproxBlock (the check of approximately's usual block without its zod schema) against
// ApproxBlockSchema: it may hand a block to the schema that the schema accepts, but it must never
// accept one the schema refuses (but for the step hashes' digits, which verifyTrace proves by the
// chain), and on every real block it must accept (or it gains nothing). Then verifyTrace's
// verdicts through it against the schema's path, on real traces and hostile blocks.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseKey } from "../../src/integrity/keys.js";
import { ApproxBlockSchema, usualApproxBlock } from "../../src/integrity/model.js";
import { verifyTrace } from "../../src/integrity/verify.js";
import type { Trace } from "../../src/trace/model.js";
import { dataPath, listJson, loadTrace, nativeTrace } from "./helpers.js";

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

const HEX_MESSAGE = "not a list of 64-digit lowercase hex SHA-256 hashes";

function agrees(block: Record<string, unknown>): void {
  const fast = usualApproxBlock(block);
  const parsed = ApproxBlockSchema.safeParse(block);
  if (fast === null) return;
  if (!parsed.success) {
    // The one rule left to the chain: the hashes' digits.
    expect(parsed.error.issues.map((i) => [i.path.join("."), i.message])).toEqual([["step_hashes", HEX_MESSAGE]]);
    return;
  }
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

  it("the schema takes a hash as lowercase hex exactly when a regular expression does, whatever character is where; the hand check leaves digits alone", () => {
    const b = blocks[0] as Record<string, unknown>;
    const good = (b.step_hashes as string[])[0] as string;
    const units: number[] = [];
    for (let c = 0; c < 0x300; c++) units.push(c);
    units.push(0x660, 0xd800, 0xdfff, 0xff10, 0xff21, 0xff41, 0xfffd, 0xffff);
    for (const c of units) {
      for (const at of [0, 1, 31, 62, 63]) {
        const h = good.slice(0, at) + String.fromCharCode(c) + good.slice(at + 1);
        const block = { ...b, step_hashes: [good, h] };
        expect(ApproxBlockSchema.safeParse(block).success).toBe(/^[0-9a-f]$/.test(String.fromCharCode(c)));
        expect(usualApproxBlock(block)).toBe(block);
        agrees(block);
      }
    }
    // Odd lengths and pairs split across hashes.
    for (let n = 0; n < 130; n++) {
      const h = Array.from({ length: n }, (_, i) => hex(i * 7)).join("");
      const block = { ...b, step_hashes: [h] };
      expect(ApproxBlockSchema.safeParse(block).success).toBe(n === 64);
      agrees(block);
    }
  });
});

// `resign_count: -0` is a count the schema takes and the hand check hands to it: the same block
// through the schema's path, for reference.
const viaSchema = (block: Record<string, unknown>): Record<string, unknown> => ({ ...block, resign_count: -0 });
const KEY = parseKey("test-key-123");

function hashVariants(block: Record<string, unknown>): Record<string, unknown>[] {
  const hs = block.step_hashes as string[];
  const at = (i: number, f: (h: string) => string): string[] => hs.map((h, j) => (j === i ? f(h) : h));
  const last = hs.length - 1;
  return [
    block,
    { ...block, step_hashes: hs.map((h) => h.toUpperCase()) },
    { ...block, step_hashes: at(last, (h) => h.toUpperCase()) },
    { ...block, step_hashes: at(0, (h) => `z${h.slice(1)}`) },
    { ...block, step_hashes: at(last, (h) => `${h.slice(0, 63)}g`) },
    { ...block, step_hashes: at(last, (h) => `${h.slice(0, 63)}0`) },
    { ...block, step_hashes: hs.slice(0, -1) },
    { ...block, step_hashes: [...hs, hs[0] as string] },
    { ...block, seed: String(block.seed).replace(/^./, "0") },
  ];
}

describe("verifyTrace through the hand check and through the schema", () => {
  const files = [...listJson("store"), ...listJson("store-keyed"), ...listJson("tampered"), ...listJson("scale-sample").slice(0, 20)];
  it.each(files)("%s: the same verdict, reason and root, with and without a key, for its block and hostile hashes", (f) => {
    const { trace } = loadTrace(f);
    const block = trace.integrity as Record<string, unknown>;
    if (usualApproxBlock(block) === null) return;
    for (const v of hashVariants(block)) {
      const fast = (t: Trace): Trace => ({ ...t, integrity: v });
      const slow = (t: Trace): Trace => ({ ...t, integrity: viaSchema(v) });
      for (const opts of [{}, { key: KEY }]) expect(verifyTrace(fast(trace), opts)).toEqual(verifyTrace(slow(trace), opts));
      // A text that does not parse: the schema's reason still comes first.
      const { raw: _raw, ...textOnly } = trace;
      const broken: Trace = { ...textOnly, sourceText: (trace.sourceText as string).slice(0, 300) };
      expect(verifyTrace(fast(broken))).toEqual(verifyTrace(slow(broken)));
    }
  });

  it("a block whose hashes are not lowercase hex reads invalid, with the schema's reason, though its chain would hold but for case", () => {
    const { trace } = loadTrace("store/518cc4f9150d.json");
    const block = trace.integrity as Record<string, unknown>;
    const upper = { ...block, step_hashes: (block.step_hashes as string[]).map((h) => h.toUpperCase()) };
    expect(verifyTrace({ ...trace, integrity: upper })).toMatchObject({ verdict: "invalid", reason: `integrity block: step_hashes: ${HEX_MESSAGE}` });
    expect(verifyTrace(nativeTrace(trace.sourceText as string))).toMatchObject({ verdict: "intact" });
  });
});
