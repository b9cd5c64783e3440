// A quick check of approximately's integrity block, for the block as approximately writes it
// (no blamegate chain inside): schema validation cost more than the chain it guards on
// 20-step traces. It accepts only blocks ApproxBlockSchema accepts and returns the same fields;
// anything else (or anything unusual) returns null and goes through the schema, which gives the
// reasons. test/integrity/approx-block.test.ts holds it to the schema.
import type { ApproxBlock } from "./model.js";

const HEX_LOWER = new Uint8Array(128);
for (let c = 0x30; c <= 0x39; c++) HEX_LOWER[c] = 1;
for (let c = 0x61; c <= 0x66; c++) HEX_LOWER[c] = 1;

function isHex(s: unknown, length: number): s is string {
  if (typeof s !== "string" || s.length !== length) return false;
  for (let i = 0; i < length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 128 || HEX_LOWER[c] === 0) return false;
  }
  return true;
}

/** The step hashes bound the schema has (MAX_STEPS_LIMIT); longer lists go to the schema. */
const MAX_HASHES = 100_000;

const isCount = (v: unknown): boolean => v === undefined || (typeof v === "number" && Number.isSafeInteger(v) && v >= 0);

/** The block as ApproxBlockSchema would parse it, when it plainly passes; else null. */
export function quickApproxBlock(block: Record<string, unknown>): ApproxBlock | null {
  const { algorithm, keyed, seed, step_hashes: hashes, final, key_id: keyId } = block;
  if (block.blamegate !== undefined) return null;
  if (keyed !== (algorithm === "hmac-sha256-chain-v1") || (algorithm !== "sha256-chain-v1" && algorithm !== "hmac-sha256-chain-v1")) return null;
  if (!isHex(seed, 64) || !isHex(final, 64) || (keyId !== undefined && !isHex(keyId, 8))) return null;
  if (!Array.isArray(hashes) || hashes.length > MAX_HASHES) return null;
  for (const h of hashes) if (!isHex(h, 64)) return null;
  if (!isCount(block.rotations) || !isCount(block.resign_count)) return null;
  return block as ApproxBlock;
}
