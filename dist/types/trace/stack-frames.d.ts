import type { CodeLocation } from "./model.js";
/** Frames in the text, innermost first; empty when it holds no stack. */
export declare function parseStackFrames(text: string): CodeLocation[];
/** Frames that are never the user's code: the runtime, installed packages, generated shims. */
export declare function isLibraryFrame(file: string): boolean;
