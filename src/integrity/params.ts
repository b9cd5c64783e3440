// The block fields blamegate's v2 chain authenticates: everything in our block but the hashes
// themselves. Signing and verification both build the text here, so they cannot disagree.
import { fromPlain } from "../json/lossless.js";
import { isV1, type BlamegateBlock } from "./model.js";
import { pyCanonical } from "../json/python.js";

type Params = Omit<BlamegateBlock, "head" | "step_hashes" | "final">;

/** Canonical text of the block's own fields, or null for a v1 block (which hashed none). */
export function blockParams(b: Params): string | null {
  if (isV1(b.algorithm)) return null;
  return pyCanonical(
    fromPlain({
      algorithm: b.algorithm,
      keyed: b.keyed,
      key_id: b.key_id,
      view: b.view,
      signed_at: b.signed_at,
      rotations: b.rotations,
      resign_count: b.resign_count,
    }),
  );
}
