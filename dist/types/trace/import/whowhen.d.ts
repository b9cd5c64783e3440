import type { Trace } from "../model.js";
import { type ImportContext } from "./common.js";
export declare function looksWhoWhen(value: unknown): boolean;
/** Speaker, addressee and channel from a `role` such as `Orchestrator (-> WebSurfer)`. */
export declare function speakerOf(role: string): {
    agent: string;
    to?: string;
    channel?: string;
};
export declare function importWhoWhen(value: unknown, ctx: ImportContext): Trace;
