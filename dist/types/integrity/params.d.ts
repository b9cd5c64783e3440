import { type BlamegateBlock } from "./model.js";
type Params = Omit<BlamegateBlock, "head" | "step_hashes" | "final">;
/** Canonical text of the block's own fields, or null for a v1 block (which hashed none). */
export declare function blockParams(b: Params): string | null;
export {};
