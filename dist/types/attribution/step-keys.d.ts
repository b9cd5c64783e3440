import type { Step } from "../trace/model.js";
/** Keys of one step that are followed (a step that names hundreds of numbers is a table, not a reference). */
export declare const MAX_KEYS_A_STEP = 64;
export declare const TEXT_MAX = 200000;
export declare function keysOf(text: string): Set<string>;
/** What a step put into the conversation. */
export declare function factText(s: Step): string;
/** What a step did with what it knew: its arguments, calls, reasoning, and what it said. */
export declare function useText(s: Step): string;
export declare function wholeText(s: Step): string;
