import type { Step, Trace } from "../trace/model.js";
export interface Action {
    /** The step's own index. */
    step: number;
    agent: string;
    kind: string;
    tool: string;
    /** Argument names and value types: what "the same call" means for alignment. */
    shape: string;
    /** Arguments with noise removed, as stable text per name. */
    args: Map<string, string>;
    latencyMs?: number;
}
/** A value as stable text with noise replaced, bounded in depth and size. */
export declare function stableValue(value: unknown, depth?: number): string;
export declare function actionOf(step: Step): Action;
/**
 * The actions of a trace. Tool results are the world's answer, not the agent's choice, so they
 * are left out of alignment (their content differs between runs for reasons outside the change).
 */
export declare function actionsOf(trace: Trace): Action[];
/** An action's identity for alignment: the same agent doing the same kind of thing with the same tool and argument shape. */
export declare function actionKey(a: Action): string;
/** A short name for an action in a message: "`search_flights`", "the assistant's message". */
export declare function describeAction(a: Action): string;
