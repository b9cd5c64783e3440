// One pass over a trace that every detector shares: bounded text per step, the acting
// agent, tool calls flattened, and whether the trace is structured or prose.
import type { Step, Trace } from "../trace/model.js";
import { boundedText, canonicalKey, tokens } from "./text.js";

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
export function toolNames(ctx: TraceContext): ReadonlySet<string> {
  if (ctx.toolNameMemo === undefined) {
    ctx.toolNameMemo = new Set<string>();
    for (const v of ctx.views) for (const c of v.calls) ctx.toolNameMemo.add(c.name);
  }
  return ctx.toolNameMemo;
}

/** Characters of text analysed per step: shrinks on very long traces so total work stays bounded. */
export function perStepBudget(steps: number): number {
  return Math.max(200, Math.min(4000, Math.floor(4_000_000 / Math.max(1, steps))));
}

// Names that change the world. Used only when a step carries no explicit `mutating` flag
// (chat transcripts do not say which tools write).
const MUTATING_NAME =
  /^(create|update|modify|cancel|delete|remove|book|exchange|return|transfer|send|write|edit|post|put|patch|set|pay|place|submit|deploy|insert|add|apply|charge|refund|merge|push|commit|publish|approve|execute)(_|[A-Z]|$)/;

export function looksMutating(name: string): boolean {
  return MUTATING_NAME.test(name);
}

const ENV_AGENTS = /^(tool|function|computer_?terminal|terminal|environment|system|observation|executor|code_?executor)$/i;
// Output of a code runner or a text browser, whoever the source says posted it.
const RUNNER_OUTPUT = /^\s*(exitcode: -?\d+ \(execution (succeeded|failed)\)|Address: \S.*\n\s*Title: .*\n\s*Viewport position:)/;

export function isEnvironmentStep(step: Step): boolean {
  if (step.kind === "observation" || step.kind === "retrieval") return true;
  if (step.agent !== undefined && ENV_AGENTS.test(step.agent)) return true;
  return typeof step.output === "string" && RUNNER_OUTPUT.test(step.output.slice(0, 600));
}

function callsOf(step: Step, budget: number): CallView[] {
  const out: CallView[] = [];
  // Chat steps carry their calls in toolCalls (and mirror the first one in name/input).
  if (step.kind === "tool_call" && step.name && !step.toolCalls?.length) {
    out.push({ name: step.name, argsKey: canonicalKey(step.input, budget), argsText: boundedText(step.input, budget) });
  }
  const calls = step.toolCalls;
  for (let i = 0, n = calls === undefined ? 0 : Math.min(calls.length, 50); i < n; i++) {
    const c = calls![i]!;
    if (c.name === "think") continue; // tau's scratchpad tool is reasoning, not an action
    out.push({ name: c.name, argsKey: canonicalKey(c.arguments, budget), argsText: boundedText(c.arguments, budget) });
  }
  return out;
}

/** Most thought tokens any caller asks for; smaller asks are prefixes of this list. */
const THOUGHT_TOKENS_MAX = 1500;

/**
 * `tokens(v.thought, max)`, tokenised once per step for every detector that asks: a capped token
 * list is the prefix of a longer one. Callers must not change the array.
 */
export function thoughtTokens(v: StepView, max: number): readonly string[] {
  if (max > THOUGHT_TOKENS_MAX) return tokens(v.thought, max);
  v.thoughtTokenMemo ??= tokens(v.thought, THOUGHT_TOKENS_MAX);
  const all = v.thoughtTokenMemo;
  return all.length > max ? all.slice(0, max) : all;
}

export function buildContext(trace: Trace): TraceContext {
  const budget = perStepBudget(trace.steps.length);
  let callSteps = 0;
  let flagged = false;
  const views: StepView[] = trace.steps.map((step, pos) => {
    const calls = callsOf(step, budget);
    if (calls.length > 0) callSteps++;
    if (step.mutating !== undefined || step.verify !== undefined || step.shareWith || step.requiresAck) flagged = true;
    const out = boundedText(step.output, budget);
    const inp = step.kind === "tool_call" ? "" : boundedText(step.input, budget);
    // Joined only when both hold text (most steps have one): no array, and no copy otherwise.
    const text = (inp && out ? `${inp}\n${out}` : inp || out).slice(0, budget);
    const isEnvironment = isEnvironmentStep(step);
    const thought = step.thought ? step.thought.slice(0, budget) : isEnvironment ? "" : text;
    const mutating = step.mutating ?? calls.some((c) => looksMutating(c.name));
    return {
      step,
      pos,
      agent: step.agent,
      text,
      thought,
      calls,
      error: step.error ? step.error.slice(0, budget) : undefined,
      isEnvironment,
      mutating,
      thoughtTokenMemo: undefined,
    };
  });
  const structured = callSteps > 0 || flagged;
  const prose = !structured || callSteps < trace.steps.length / 10;
  return {
    trace,
    views,
    structured,
    prose,
    taskTokens: new Set(tokens(trace.task.slice(0, 20_000), 400)),
    toolNameMemo: undefined,
  };
}
