import type { CodeLocation } from "../model.js";
/** The innermost frame in the user's own source file, when one is clearly identifiable. */
export declare function userFrame(stack: string | undefined): CodeLocation | undefined;
