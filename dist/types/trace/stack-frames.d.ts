import type { CodeLocation } from "./model.js";
/** Frames in the text, innermost first; empty when it holds no stack. Line 0 is no place: left out. */
export declare function parseStackFrames(text: string): CodeLocation[];
/** Frames that are never the user's code: the runtime, installed packages, tracers, generated shims. */
export declare function isLibraryFrame(file: string): boolean;
/** The innermost frame in the user's own source file, when one is clearly identifiable. */
export declare function userFrame(stack: string | undefined): CodeLocation | undefined;
