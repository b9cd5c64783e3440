import type { ApproxBlock } from "./model.js";
/** The block as ApproxBlockSchema would parse it, when it plainly passes; else null. */
export declare function quickApproxBlock(block: Record<string, unknown>): ApproxBlock | null;
