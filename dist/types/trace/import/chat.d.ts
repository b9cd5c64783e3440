import type { Trace } from "../model.js";
import { type ImportContext } from "./common.js";
export declare function isMessage(value: unknown): boolean;
/** A bare array of chat messages (every element a message). */
export declare function isMessageArray(value: unknown): boolean;
export declare function looksChat(value: unknown): boolean;
/** Text of a message content: a string, or the text parts of a content array. */
export declare function contentText(content: unknown): string | undefined;
/** Imports one transcript: `{messages}`, a tau-bench run `{traj}`, or a bare message array. */
export declare function importChat(value: unknown, ctx: ImportContext): Trace;
