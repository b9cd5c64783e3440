import type { StepView, TraceContext } from "../context.js";
/** Longest tool output parsed as JSON, and the parse budget of a whole trace (linear time). */
export declare const MAX_JSON = 200000;
/** Parsed JSON of each environment step's output (undefined when it is not JSON), computed once. */
export declare function toolJson(ctx: TraceContext): Map<number, unknown>;
/** Walk a parsed value (bounded), calling f on every object. */
export declare function eachObject(value: unknown, f: (o: Record<string, unknown>) => void, limit?: number): void;
/** What an agent said in a step (its message, or the text beside its call). */
export declare function said(v: StepView): string;
export declare function agentTurn(v: StepView): boolean;
/** Known status per record id, from the top-level objects of tool results. */
export declare function statusOf(value: unknown): {
    id: string;
    status: string;
} | undefined;
/** The id of a record read by a tool. */
export declare function idOf(value: unknown): {
    id: string;
} | undefined;
/** The noun a record's id key names ("order_id" → order), so "delivered orders" can be read. */
export declare function recordNoun(value: unknown): string | undefined;
export declare function wordSet(text: string): Set<string>;
/** Named parts (line items) of a record: entries of its arrays that have a name. */
export declare function partsOf(value: unknown): string[];
/** The head noun of a part's name ("Garden Hose" → hose), which is how people refer to it. */
export declare function headOf(name: string): string | undefined;
