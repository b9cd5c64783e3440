import type { Step, Trace } from "../trace/model.js";
/** A tool invocation, whether it is its own step (native, OTLP) or inside a chat message. */
export interface CallView {
    name: string;
    /** Canonical arguments, so identical calls compare equal. */
    argsKey: string;
    /** Argument text (identifiers looked up by grounding checks). */
    argsText: string;
}
export interface StepView {
    step: Step;
    /** Position in trace.steps (detectors index by this; findings report step.index). */
    pos: number;
    agent: string | undefined;
    /** What the step said or returned, bounded. */
    text: string;
    /** The agent's own reasoning (thought, or the message text of an agent). */
    thought: string;
    calls: CallView[];
    error: string | undefined;
    /** Step authored by a tool or the environment (observations, tool results, terminals). */
    isEnvironment: boolean;
    mutating: boolean;
    /**
     * `tokens(thought, THOUGHT_TOKENS_MAX)`, made on the first ask of thoughtTokens() and kept for
     * every later one: read it through thoughtTokens(), never set it elsewhere.
     */
    thoughtTokenMemo: string[] | undefined;
}
export interface TraceContext {
    trace: Trace;
    views: StepView[];
    /** Tool calls or flags are present: structured signals apply. */
    structured: boolean;
    /** Mostly free-text messages between agents: prose signals apply. */
    prose: boolean;
    taskTokens: Set<string>;
    /** toolNames(ctx), made on its first ask: read it through toolNames(), never set it elsewhere. */
    toolNameMemo: Set<string> | undefined;
}
/** Distinct tool names seen anywhere in the trace, in the order they are first called. */
export declare function toolNames(ctx: TraceContext): ReadonlySet<string>;
/** Characters of text analysed per step: shrinks on very long traces so total work stays bounded. */
export declare function perStepBudget(steps: number): number;
export declare function looksMutating(name: string): boolean;
export declare function isEnvironmentStep(step: Step): boolean;
/**
 * `tokens(v.thought, max)`, tokenised once per step for every detector that asks: a capped token
 * list is the prefix of a longer one. Callers must not change the array.
 */
export declare function thoughtTokens(v: StepView, max: number): readonly string[];
export declare function buildContext(trace: Trace): TraceContext;
